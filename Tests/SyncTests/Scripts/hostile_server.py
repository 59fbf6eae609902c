"""A small CalDAV server on loopback, hostile or broken on purpose: one task list at
/alice/tasks/, held in memory, answering PROPFIND, REPORT (sync-collection, calendar-query,
calendar-multiget), GET, PUT and DELETE just well enough for a client, with switches for what
a hostile server does that Radicale, xandikos and Cyrus never do on demand. It stands in for the
hostile server of SPEC §15, not for the protocol (tested against Radicale, xandikos and Cyrus).

Usage: hostile_server.py PORT LOG_FILE [SWITCH...]
  seed UID            holds a todo with UID (and UID as its title) at /alice/tasks/UID.ics
  deep-alarms         holds deep.ics, a VTODO with 100,000 VALARMs nested in each other
  odd-status          holds odd.ics, whose STATUS holds control characters and a bidi override
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
  endless-pages WHAT  answers every sync-collection as truncated (the list's own response 507)
                      with a new token each time, listing nothing (WHAT = empty), every todo
                      held again (same), or one todo never listed before (new)
  crowded             lists, besides the todos, a response whose prop holds 100,000 elements
  large MEGABYTES     lists, besides the todos, small responses with ETags (big-N.ics) until
                      the listing is MEGABYTES long, sent a megabyte at a time; a multiget
                      answers 503, so a sync ends once it has read the listing
  trickle SECONDS     sends each answer's head and body at once, then SECONDS spaces after the
                      body (part of it: counted in its Content-Length), one a second
  raw WHAT            answers every request with the same raw bytes, whatever was asked:
                      xml-deep      a 207 multistatus nested 60,000 elements deep
                      realm-escape  a 401 whose WWW-Authenticate realm holds an escape
                                    sequence (not valid HTTP)
                      etag-crlf     a 207 whose ETag header holds a CR LF
Every request is logged to LOG_FILE as "HOST:PORT METHOD PATH BODY auth" or "... no-auth", one
line each, HOST:PORT being the address it came to and BODY the request body's root element
(sync-collection, calendar-query, calendar-multiget, propfind, -).
"""
import hashlib
import http.server
import re
import sys
import threading
import time

port, log_file, *switches = sys.argv[1:]
COLLECTION = "/alice/tasks/"
lock = threading.Lock()
log = open(log_file, "a", buffering=1)
todos = {}  # path or hostile href -> iCalendar text
hostile = set()  # the hrefs served as written
forget_puts = "forget-puts" in switches
offers_sync = "no-sync" not in switches
crowded = "crowded" in switches
elsewhere = None
endless = None
large = 0
trickle = 0
raw = None
pages = [0]


def vtodo(uid, lines=None):
    return "\r\n".join(
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//hostile//EN", "BEGIN:VTODO", "UID:" + uid,
         "DTSTAMP:20250101T000000Z"] + (lines or ["SUMMARY:" + uid]) + ["END:VTODO", "END:VCALENDAR", ""])


DEPTH = 100_000
words = iter(switches)
for switch in words:
    if switch == "seed":
        uid = next(words)
        todos[f"{COLLECTION}{uid}.ics"] = vtodo(uid)
    elif switch == "deep-alarms":
        todos[COLLECTION + "deep.ics"] = vtodo(
            "deep-1", ["SUMMARY:Deep"] + ["BEGIN:VALARM"] * DEPTH + ["END:VALARM"] * DEPTH)
    elif switch == "odd-status":
        todos[COLLECTION + "odd.ics"] = vtodo("odd-1", ["SUMMARY:Odd", "STATUS:\u009b31mSOME\tDAY\u202e"])
    elif switch == "href":
        href, uid = next(words), next(words)
        todos[href] = vtodo(uid)
        hostile.add(href)
    elif switch == "elsewhere":
        elsewhere = int(next(words))
    elif switch == "endless-pages":
        endless = next(words)
    elif switch == "large":
        large = int(next(words)) * 1024 * 1024
    elif switch == "trickle":
        trickle = int(next(words))
    elif switch == "raw":
        raw = next(words)


def etag(text):
    return '"' + hashlib.sha1(text.encode()).hexdigest()[:12] + '"'


def entry(href, props):
    return (
        f"<d:response><d:href>{href}</d:href><d:propstat><d:prop>{props}</d:prop>"
        "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    )


def missing(href):
    return f"<d:response><d:href>{href}</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>"


HEAD = '<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'


def multistatus(body, token=None):
    sync = f"<d:sync-token>{token}</d:sync-token>" if token else ""
    return f"{HEAD}{body}{sync}</d:multistatus>".encode()


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


def big(number):
    """The `number`th small response of a large listing: always the same length."""
    return entry(f"{COLLECTION}big-{number:09d}.ics", f'<d:getetag>"e{number:09d}"</d:getetag>')


def root_element(body):
    found = re.search(r"<(?:\w+:)?([\w-]+)[\s>/]", re.sub(r"<\?.*?\?>", "", body))
    return found.group(1) if found else "-"


class Server(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        address = "%s:%d" % self.connection.getsockname()[:2]
        auth = "auth" if self.headers.get("Authorization") else "no-auth"
        log.write(f"{address} {self.command} {self.path} {root_element(body)} {auth}\n")
        if raw is not None:
            self.wfile.write(RAW[raw]())
        elif self.connection.getsockname()[0] != "127.0.0.1":
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
            self.multiget(body, held)
            return
        sync = "sync-collection" in body
        if sync and not offers_sync:
            self.answer(403, b"")
            return
        if sync and endless is not None:
            self.endless_page(held)
            return
        listed = [entry(COLLECTION, "<d:resourcetype><d:collection/></d:resourcetype>")]
        listed += [entry(href, f"<d:getetag>{etag(text)}</d:getetag>") for href, text in held.items()]
        if crowded:
            listed.append(entry(COLLECTION + "crowded.ics", "<d:x/>" * 100_000))
        token = "http://hostile/token/1" if sync else None
        if large:
            self.large_listing("".join(listed), token)
            return
        self.answer(207, multistatus("".join(listed), token))

    def multiget(self, body, held):
        if large:
            self.answer(503, b"")
            return
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

    def endless_page(self, held):
        """One more truncated page of a sync-collection that never ends."""
        with lock:
            pages[0] += 1
            page = pages[0]
            listed = {"same": held}.get(endless, {})
            if endless == "new":
                href = f"{COLLECTION}page-{page}.ics"
                todos[href] = vtodo(f"page-{page}")
                listed = {href: todos[href]}
        truncated = f"<d:response><d:href>{COLLECTION}</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response>"
        items = "".join(entry(href, f"<d:getetag>{etag(text)}</d:getetag>") for href, text in listed.items())
        self.answer(207, multistatus(truncated + items, f"http://hostile/token/page-{page}"))

    def large_listing(self, listed, token):
        """`listed` followed by small responses until the answer is `large` bytes long."""
        tail = (f"<d:sync-token>{token}</d:sync-token>" if token else "") + "</d:multistatus>"
        fixed = len(HEAD) + len(listed.encode()) + len(tail)
        count = max(0, (large - fixed) // len(big(0)))
        self.send_response(207)
        self.send_header("Content-Type", "application/xml; charset=utf-8")
        self.send_header("Content-Length", str(fixed + count * len(big(0))))
        self.end_headers()
        self.wfile.write((HEAD + listed).encode())
        per_write = 1024 * 1024 // len(big(0))
        for start in range(0, count, per_write):
            self.wfile.write("".join(big(n) for n in range(start, min(count, start + per_write))).encode())
        self.wfile.write(tail.encode())

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
        self.send_header("Content-Length", str(len(body) + trickle))
        self.end_headers()
        self.wfile.write(body)
        for _ in range(trickle):
            self.wfile.flush()
            time.sleep(1)
            self.wfile.write(b" ")

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = handle_any
    do_OPTIONS = do_HEAD = do_PROPPATCH = do_MKCOL = do_POST = handle_any

    def log_message(self, *args):
        pass


def deep_xml():
    depth = 60_000
    body = (b'<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">' + b"<d:x>" * depth
            + b"</d:x>" * depth + b"</d:multistatus>")
    return (b"HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml\r\nContent-Length: "
            + str(len(body)).encode() + b"\r\n\r\n" + body)


RAW = {
    "xml-deep": deep_xml,
    "realm-escape": lambda: (
        b'HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm="\x1b[31mtasks\x1b[0m"\r\n'
        b"Content-Length: 0\r\n\r\n"),
    "etag-crlf": lambda: (
        b'HTTP/1.1 207 Multi-Status\r\nETag: "1\r\n2"\r\nContent-Type: application/xml\r\n'
        b"Content-Length: 0\r\n\r\n"),
}


def serve(host, number):
    server = http.server.ThreadingHTTPServer((host, number), Server)
    server.daemon_threads = True
    server.serve_forever()


if elsewhere is not None:
    threading.Thread(target=serve, args=("127.0.0.2", elsewhere), daemon=True).start()
serve("127.0.0.1", int(port))
