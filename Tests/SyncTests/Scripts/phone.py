"""The phone: the Python `caldav` library, a CalDAV client that is not ours.

Usage: phone.py URL COMMAND [ARG...]; the login comes from the environment (CALDAV_USERNAME,
CALDAV_PASSWORD), never from the command line.
  add UID SUMMARY     saves a new VTODO
  edit UID SUMMARY    changes the SUMMARY of the todo with UID
  summary UID         prints the SUMMARY of the todo with UID
"""
import os
import sys

import caldav
import icalendar

url, command, *args = sys.argv[1:]
client = caldav.DAVClient(
    url=url, username=os.environ["CALDAV_USERNAME"], password=os.environ["CALDAV_PASSWORD"]
)
calendar = client.calendar(url=url)
if command == "add":
    uid, summary = args
    calendar.add_todo(uid=uid, summary=summary)
elif command == "edit":
    uid, summary = args
    todo = calendar.todo_by_uid(uid)
    todo.icalendar_component["SUMMARY"] = summary
    todo.save()
elif command == "summary":
    (uid,) = args
    todo = calendar.todo_by_uid(uid)
    parsed = icalendar.Calendar.from_ical(todo.data)
    print(next(c for c in parsed.walk("VTODO"))["SUMMARY"])
else:
    sys.exit(f"unknown command {command}")
