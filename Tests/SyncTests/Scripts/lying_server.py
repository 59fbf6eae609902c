"""A small CalDAV server on loopback that lies on purpose: one task list at /alice/tasks/, held
in memory, answering PROPFIND, REPORT (sync-collection, calendar-query, calendar-multiget),
GET, PUT and DELETE just well enough for a client, with switches for what a hostile or
broken server does that Radicale and xandikos never do.

Usage: lying_server.py PORT LOG_FILE [SWITCH...]
  seed UID            holds one todo with UID at /alice/tasks/UID.ics from the start
  href HREF UID       lists HREF (served as written, for instance //127.0.0.2:PORT/x.ics,
                      ../../etc/y.ics, /other/x.ics or http://127.0.0.2:PORT/alice/tasks/z.ics)
                      among the todos, holding a todo with UID; a multiget of HREF or of any
                      spelling of it answers with that todo under HREF
  elsewhere PORT      also listens on 127.0.0.2:PORT, where the hrefs above may point: every
                      request it gets is logged, and answered 201 (a server glad to take a
                      password)
  forget-puts         answers each PUT 200 without an ETag and keeps nothing: the todo is
                      never listed (acknowledged but never stored)
  no-sync             offers no sync-collection (the client lists by calendar-query)
Every request is logged to LOG_FILE as "HOST:PORT METHOD PATH auth" or "... no-auth", one
line each, HOST:PORT being the address it came to.
"""
import hashlib
import http.server
import re
import sys
import threading

port, log_file, *switches = sys.argv[1:]
COLLECTION = "/alice/tasks/"
lock = threading.Lock()
log = open(log_file, "a", buffering=1)
todos = {}  # path or hostile href -> iCalendar text
hostile = set()  # the hrefs served as written
forget_puts = "forget-puts" in switches
offers_sync = "no-sync" not in switches
elsewhere = None


def vtodo(uid):
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\nBEGIN:VTODO\r\n"
        f"UID:{uid}\r\nDTSTAMP:20250101T000000Z\r\nSUMMARY:{uid}\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    )


words = iter(switches)
for switch in words:
    if switch == "seed":
        uid = next(words)
        todos[f"{COLLECTION}{uid}.ics"] = vtodo(uid)
    elif switch == "href":
        href, uid = next(words), next(words)
        todos[href] = vtodo(uid)
        hostile.add(href)
    elif switch == "elsewhere":
        elsewhere = int(next(words))


def etag(text):
    return '"' + hashlib.sha1(text.encode()).hexdigest()[:12] + '"'


def entry(href, props):
    return (
        f"<d:response><d:href>{href}</d:href><d:propstat><d:prop>{props}</d:prop>"
        "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    )


def missing(href):
    return f"<d:response><d:href>{href}</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>"


def multistatus(body, token=False):
    sync = "<d:sync-token>http://hostile/token/1</d:sync-token>" if token else ""
    return (
        '<?xml version="1.0" encoding="utf-8"?>'
        '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
        f"{body}{sync}</d:multistatus>"
    ).encode()


def calendar_data(text):
    return text.replace("&", "&amp;").replace("<", "&lt;")


def known(href):
    """The key of the todo a multiget asks for by `href`, however the client spelled it."""
    if href in todos:
        return href
    for key in hostile:
        if href.endswith(key.rsplit("/", 1)[-1]):
            return key
    return None


class Server(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        address = "%s:%d" % self.connection.getsockname()[:2]
        auth = "auth" if self.headers.get("Authorization") else "no-auth"
        log.write(f"{address} {self.command} {self.path} {auth}\n")
        if self.connection.getsockname()[0] != "127.0.0.1":
            self.answer(201, b"")
        elif self.command == "PROPFIND":
            self.propfind()
        elif self.command == "REPORT":
            self.report(body)
        elif self.command == "PUT":
            self.put(body)
        elif self.command == "GET" and self.path in todos:
            self.answer(200, todos[self.path].encode(), "text/calendar", etag(todos[self.path]))
        elif self.command == "DELETE" and self.path in todos:
            with lock:
                del todos[self.path]
            self.answer(204, b"")
        else:
            self.answer(404, b"")

    def propfind(self):
        if self.path != COLLECTION:
            self.answer(404, b"")
            return
        reports = "<d:supported-report><d:report><c:calendar-multiget/></d:report></d:supported-report>"
        if offers_sync:
            reports += "<d:supported-report><d:report><d:sync-collection/></d:report></d:supported-report>"
        props = (
            "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
            "<d:displayname>Tasks</d:displayname>"
            '<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>'
            f"<d:supported-report-set>{reports}</d:supported-report-set>"
        )
        if offers_sync:
            props += "<d:sync-token>http://hostile/token/1</d:sync-token>"
        self.answer(207, multistatus(entry(COLLECTION, props)))

    def report(self, body):
        with lock:
            held = dict(todos)
        if "calendar-multiget" in body:
            asked = [h.strip() for h in re.findall(r"<(?:\w+:)?href>(.*?)</(?:\w+:)?href>", body)]
            answers = []
            for href in asked:
                key = known(href)
                if key is None:
                    answers.append(missing(href))
                else:
                    text = held[key]
                    props = f"<d:getetag>{etag(text)}</d:getetag><c:calendar-data>{calendar_data(text)}</c:calendar-data>"
                    answers.append(entry(key, props))
            self.answer(207, multistatus("".join(answers)))
            return
        sync = "sync-collection" in body
        if sync and not offers_sync:
            self.answer(403, b"")
            return
        listed = [entry(COLLECTION, "<d:resourcetype><d:collection/></d:resourcetype>")]
        listed += [entry(href, f"<d:getetag>{etag(text)}</d:getetag>") for href, text in held.items()]
        self.answer(207, multistatus("".join(listed), token=sync))

    def put(self, body):
        if forget_puts:
            self.answer(200, b"")
            return
        status = 204 if self.path in todos else 201
        with lock:
            todos[self.path] = body
        self.answer(status, b"", etag=etag(body))

    def answer(self, status, body, content_type="application/xml; charset=utf-8", etag=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if etag:
            self.send_header("ETag", etag)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = handle_any
    do_OPTIONS = do_HEAD = do_PROPPATCH = do_MKCOL = do_POST = handle_any

    def log_message(self, *args):
        pass


def serve(host, number):
    server = http.server.ThreadingHTTPServer((host, number), Server)
    server.daemon_threads = True
    server.serve_forever()


if elsewhere is not None:
    threading.Thread(target=serve, args=("127.0.0.2", elsewhere), daemon=True).start()
serve("127.0.0.1", int(port))
