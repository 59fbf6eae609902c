"""The phone: the Python `caldav` library, a CalDAV client that is not ours.

Usage: phone.py URL COMMAND [ARG...]; the login comes from the environment (CALDAV_USERNAME,
CALDAV_PASSWORD), never from the command line.
  add UID SUMMARY     saves a new VTODO
  edit UID SUMMARY    changes the SUMMARY of the todo with UID
  summary UID         prints the SUMMARY of the todo with UID
  batch               runs the operations read from standard input, one JSON object a line,
                      and answers each with one JSON line on standard output as it is done
                      ({"ok": true}, a listing, or {"error": WHY}):
    {"op": "add", "uid": U, "summary": S, "priority": 0-9, "categories": [..], "status": ST}
    {"op": "edit", "uid": U, "summary"/"priority"/"categories"/"status": ...}  (any of them)
    {"op": "complete", "uid": U}     marks it done (caldav's own complete(); nothing when done)
    {"op": "delete", "uid": U}
    {"op": "put_raw", "name": N, "text": T}   PUTs T as it is at the list's URL + N
    {"op": "delete_raw", "name": N}           DELETEs the list's URL + N
    {"op": "delete_list"}    DELETEs the list itself, with every todo on it
    {"op": "list"}     answers {"todos": {UID: {summary, status, priority, categories,
                       parents}}, "duplicates": [UID...]} for every todo, done ones included
                       (parents: the UIDs its RELATED-TO names as parents, as the `caldav`
                       library reads them, sorted)
"""
import json
import os
import sys

import caldav
import icalendar

url, command, *args = sys.argv[1:]
client = caldav.DAVClient(
    url=url, username=os.environ["CALDAV_USERNAME"], password=os.environ["CALDAV_PASSWORD"]
)
calendar = client.calendar(url=url)


def set_fields(component, fields):
    """Sets the fields given in `fields` on a VTODO component, typed by `icalendar`."""
    for key, name in [
        ("summary", "SUMMARY"),
        ("priority", "PRIORITY"),
        ("categories", "CATEGORIES"),
        ("status", "STATUS"),
    ]:
        if key in fields:
            component.pop(name, None)
            value = fields[key]
            if value is not None and value != []:
                component.add(name, value)


def categories(component):
    """The CATEGORIES of a component, every line's values, in order."""
    found = component.get("CATEGORIES")
    if found is None:
        return []
    lines = found if isinstance(found, list) else [found]
    return [str(word) for line in lines for word in line.cats]


def listing():
    """Every todo on the list, as {UID: fields}, and the UIDs held more than once."""
    todos, duplicates = {}, []
    for todo in calendar.todos(include_completed=True):
        parsed = icalendar.Calendar.from_ical(todo.data)
        for component in parsed.walk("VTODO"):
            uid = str(component["UID"])
            if uid in todos:
                duplicates.append(uid)
            todos[uid] = {
                "summary": str(component.get("SUMMARY", "")),
                "status": str(component.get("STATUS", "NEEDS-ACTION")),
                "priority": int(component.get("PRIORITY", 0)),
                "categories": sorted(categories(component)),
                "parents": sorted(
                    todo.get_relatives(reltypes={"PARENT"}, fetch_objects=False)["PARENT"]
                ),
            }
    return {"todos": todos, "duplicates": duplicates}


def run(operation):
    """Runs one operation of `batch`."""
    op = operation["op"]
    if op == "add":
        todo = calendar.add_todo(uid=operation["uid"], summary=operation["summary"])
        rest = {k: v for k, v in operation.items() if k in ("priority", "categories", "status")}
        if rest:
            set_fields(todo.icalendar_component, rest)
            todo.save()
    elif op == "edit":
        todo = calendar.todo_by_uid(operation["uid"])
        set_fields(todo.icalendar_component, operation)
        todo.save()
    elif op == "complete":
        todo = calendar.todo_by_uid(operation["uid"])
        if todo.is_pending():
            todo.complete()
    elif op == "delete":
        calendar.todo_by_uid(operation["uid"]).delete()
    elif op == "put_raw":
        target = url.rstrip("/") + "/" + operation["name"]
        answer = client.put(
            target, operation["text"], {"Content-Type": "text/calendar; charset=utf-8"}
        )
        if answer.status not in (201, 204):
            raise RuntimeError(f"PUT {target}: {answer.status}")
    elif op == "delete_raw":
        target = url.rstrip("/") + "/" + operation["name"]
        answer = client.delete(target)
        if answer.status not in (200, 204):
            raise RuntimeError(f"DELETE {target}: {answer.status}")
    elif op == "delete_list":
        answer = client.delete(url)
        # Cyrus 3.6 deletes the calendar and still answers 404: what counts is that it is gone.
        gone = answer.status == 404 and client.propfind(url, depth=0).status == 404
        if answer.status not in (200, 204) and not gone:
            raise RuntimeError(f"DELETE {url}: {answer.status}")
    elif op == "list":
        return listing()
    else:
        raise RuntimeError(f"unknown operation {op}")
    return {"ok": True}


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
elif command == "batch":
    for line in sys.stdin:
        if line.strip():
            try:
                answer = run(json.loads(line))
            except Exception as error:  # the test reads why
                answer = {"error": f"{type(error).__name__}: {error}"}
            print(json.dumps(answer), flush=True)
else:
    sys.exit(f"unknown command {command}")
