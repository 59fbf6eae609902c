"""A broken or hostile CalDAV server on loopback, for what no real server sends on demand.

Usage: hostile_server.py PORT MODE
  list          a task list at /alice/tasks/ offering sync-collection, but answering every
                listing with everything it holds whatever the token; it holds deep.ics (a VTODO
                with 100,000 VALARMs nested in each other), odd.ics (a STATUS holding control
                characters and a bidi override) and fine.ics; a PUT creates (201 with an ETag)
  xml-deep      answers every request with a 207 multistatus nested 60,000 elements deep
  realm-escape  answers every request with a 401 whose WWW-Authenticate realm holds an
                escape sequence (raw bytes: not valid HTTP)
  etag-crlf     answers every request with a 207 whose ETag header holds a CR LF
"""
import http.server
import re
import socketserver
import sys
import threading

port, mode = int(sys.argv[1]), sys.argv[2]
COLLECTION = "/alice/tasks/"


def vtodo(uid, lines):
    return "\r\n".join(
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//hostile//EN", "BEGIN:VTODO", "UID:" + uid,
         "DTSTAMP:20260101T090000Z"] + lines + ["END:VTODO", "END:VCALENDAR", ""])


DEPTH = 100_000
objects = {
    COLLECTION + "deep.ics": (
        '"d1"', vtodo("deep-1", ["SUMMARY:Deep"] + ["BEGIN:VALARM"] * DEPTH + ["END:VALARM"] * DEPTH)),
    COLLECTION + "odd.ics": ('"o1"', vtodo("odd-1", ["SUMMARY:Odd", "STATUS:\u009b31mSOME\tDAY\u202e"])),
    COLLECTION + "fine.ics": ('"f1"', vtodo("fine-1", ["SUMMARY:Fine"])),
}
lock = threading.Lock()
created = [0]


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def multistatus(responses, token=None):
    tail = "<d:sync-token>http://hostile/token/1</d:sync-token>" if token else ""
    return ('<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" '
            'xmlns:c="urn:ietf:params:xml:ns:caldav">' + "".join(responses) + tail
            + "</d:multistatus>").encode()


def response(href, props):
    return ("<d:response><d:href>" + escape(href) + "</d:href><d:propstat><d:prop>" + props
            + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")


class TaskList(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def body(self):
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def answer(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Type", "application/xml; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_PROPFIND(self):
        self.body()
        props = ("<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
                 "<d:sync-token>http://hostile/token/1</d:sync-token>")
        self.answer(207, multistatus([response(COLLECTION, props)]))

    def do_REPORT(self):
        request = self.body().decode()
        with lock:
            held = dict(objects)
        if "sync-collection" in request:
            listed = [response(href, "<d:getetag>" + escape(etag) + "</d:getetag>")
                      for href, (etag, _) in held.items()]
            self.answer(207, multistatus(listed, token=True))
            return
        wanted = [escape_back(href) for href in re.findall(r"<d:href>(.*?)</d:href>", request)]
        found = [response(href, "<d:getetag>" + escape(held[href][0]) + "</d:getetag>"
                          + "<c:calendar-data>" + escape(held[href][1]) + "</c:calendar-data>")
                 for href in wanted if href in held]
        self.answer(207, multistatus(found))

    def do_PUT(self):
        text = self.body().decode()
        with lock:
            created[0] += 1
            etag = '"new-%d"' % created[0]
            objects[self.path] = (etag, text)
        self.answer(201, headers=[("ETag", etag)])

    def log_message(self, *args):
        pass


def escape_back(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


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


class Raw(socketserver.StreamRequestHandler):
    def handle(self):
        while True:
            length = 0
            line = self.rfile.readline()
            if not line:
                return
            while line not in (b"\r\n", b"\n", b""):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
                line = self.rfile.readline()
            self.rfile.read(length)
            self.wfile.write(RAW[mode]())
            self.wfile.flush()


class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    daemon_threads = True
    allow_reuse_address = True


if mode == "list":
    http.server.ThreadingHTTPServer.daemon_threads = True
    http.server.ThreadingHTTPServer(("127.0.0.1", port), TaskList).serve_forever()
else:
    Server(("127.0.0.1", port), Raw).serve_forever()
