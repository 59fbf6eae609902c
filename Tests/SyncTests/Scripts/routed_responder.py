"""A tiny HTTP server on loopback answering each "METHOD PATH" with a canned answer read from a
JSON file, and 404 to anything else: the discovery answers (principals, calendar homes,
redirects) a hostile or odd server gives that Radicale, xandikos and Cyrus never give on demand. It
stands in for such a server, not for the protocol (tested against Radicale, xandikos and Cyrus).

Usage: routed_responder.py PORT LOG_FILE ROUTES_FILE ELSEWHERE_PORT
  ROUTES_FILE   {"PROPFIND /": {"status": 207, "headers": {"Location": "/x"}, "body": "..."}}
                "{port}" and "{elsewhere}" in a header or body stand for PORT and ELSEWHERE_PORT;
                "METHOD PATH #N", when present, answers the Nth request to it instead (from 1)
  ELSEWHERE_PORT  also listens on 127.0.0.2:ELSEWHERE_PORT, the other host a redirect or href
                may name: every request it gets is logged and answered 207 (a server glad to
                take a password)
Every request is logged to LOG_FILE as "HOST:PORT METHOD PATH auth" or "... no-auth".
"""
import http.server
import json
import sys
import threading

port, log_file, routes_file, elsewhere = sys.argv[1:]
log = open(log_file, "a", buffering=1)
lock = threading.Lock()
asked = {}
with open(routes_file, encoding="utf-8") as routes_text:
    routes = json.load(routes_text)


def filled(text):
    return text.replace("{port}", port).replace("{elsewhere}", elsewhere)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        host, listening = self.server.server_address[:2]
        auth = "auth" if self.headers.get("Authorization") else "no-auth"
        key = f"{self.command} {self.path}"
        with lock:
            log.write(f"{host}:{listening} {key} {auth}\n")
            asked[key] = asked.get(key, 0) + 1
            turn = asked[key]
        if listening == int(port):
            route = routes.get(f"{key} #{turn}") or routes.get(key, {"status": 404})
        else:
            route = {"status": 207, "body": "<multistatus xmlns='DAV:'/>"}
        body = filled(route.get("body", "")).encode()
        self.send_response(route["status"])
        for name, value in route.get("headers", {}).items():
            self.send_header(name, filled(value))
        self.send_header("Content-Type", "application/xml; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

    do_PROPFIND = do_REPORT = do_GET = do_PUT = do_DELETE = do_MKCALENDAR = do_PROPPATCH = answer


servers = [http.server.ThreadingHTTPServer(("127.0.0.1", int(port)), Handler),
           http.server.ThreadingHTTPServer(("127.0.0.2", int(elsewhere)), Handler)]
threading.Thread(target=servers[1].serve_forever, daemon=True).start()
servers[0].serve_forever()
