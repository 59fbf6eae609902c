"""A proxy on loopback in front of a CalDAV server that misbehaves once, on purpose: the faults
a real server does not produce on demand. Each request is forwarded whole to the server and
its answer sent back whole, except for the fault.

Usage: faulty_proxy.py LISTEN_PORT SERVER_PORT LOG_FILE FAULT [ARG...]
  stop-after N        forwards N requests, then ends the process at the next one (its
                      connections close unanswered: the server stopped mid-sync)
  fail-put K          answers the K-th PUT with 500 Internal Server Error, not forwarding it
  garble K            answers the K-th request with a cut-off XML document
  slow-put SECONDS N  waits SECONDS before forwarding each of the first N PUTs
  unavailable K       answers the K-th request with 503 Service Unavailable, not forwarding it
  drop-after-put K    forwards the K-th PUT (the server applies it), then closes the
                      connection without an answer
  empty-listing       forwards every REPORT and PROPFIND but answers it with every <response>
                      taken out: a server that says the list is empty
  none                forwards everything
Every request forwarded is logged to LOG_FILE as "METHOD PATH STATUS", one line each.
"""
import http.client
import http.server
import os
import re
import sys
import threading
import time

listen_port, server_port, log_file, fault, *fault_args = sys.argv[1:]
lock = threading.Lock()
counts = {"requests": 0, "puts": 0}
log = open(log_file, "a", buffering=1)

# A <response> element of a multistatus answer, whatever its namespace prefix.
EMPTIED = re.compile(rb"<(?:[A-Za-z0-9_-]+:)?response[ >].*?</(?:[A-Za-z0-9_-]+:)?response>", re.S)

# Hop-by-hop headers are not forwarded; the body is always sent with a Content-Length.
HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade"}


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        with lock:
            counts["requests"] += 1
            request = counts["requests"]
            if self.command == "PUT":
                counts["puts"] += 1
            put = counts["puts"] if self.command == "PUT" else 0
        if fault == "stop-after" and request > int(fault_args[0]):
            log.write(f"STOPPED at {self.command} {self.path}\n")
            os._exit(0)
        if fault == "fail-put" and put == int(fault_args[0]):
            log.write(f"{self.command} {self.path} 500 (fault)\n")
            self.answer(500, [("Content-Type", "text/plain")], b"internal error (fault)")
            return
        if fault == "garble" and request == int(fault_args[0]):
            log.write(f"{self.command} {self.path} 207 (garbled)\n")
            garbled = b"<?xml version='1.0'?><multistatus xmlns='DAV:'><response><href>/x"
            self.answer(207, [("Content-Type", "application/xml")], garbled)
            return
        if fault == "unavailable" and request == int(fault_args[0]):
            log.write(f"{self.command} {self.path} 503 (fault)\n")
            self.answer(503, [("Content-Type", "text/plain"), ("Retry-After", "1")], b"busy")
            return
        if fault == "slow-put" and 0 < put <= int(fault_args[1]):
            time.sleep(float(fault_args[0]))
        upstream = http.client.HTTPConnection("127.0.0.1", int(server_port), timeout=60)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
        upstream.request(self.command, self.path, body=body, headers=headers)
        response = upstream.getresponse()
        answer = response.read()
        kept = [(k, v) for k, v in response.getheaders() if k.lower() not in HOP_BY_HOP]
        kept = [(k, v) for k, v in kept if k.lower() != "content-length"]
        upstream.close()
        if fault == "drop-after-put" and put == int(fault_args[0]):
            log.write(f"DROPPED after {self.command} {self.path} {response.status}\n")
            self.close_connection = True
            self.connection.shutdown(2)
            return
        # The collection's own properties (a PROPFIND of depth 0) are not a listing.
        listing = self.command == "REPORT" or (
            self.command == "PROPFIND" and self.headers.get("Depth", "0") != "0")
        if fault == "empty-listing" and listing:
            answer = EMPTIED.sub(b"", answer)
        log.write(f"{self.command} {self.path} {response.status}\n")
        self.answer(response.status, kept, answer)

    def answer(self, status, headers, body):
        self.send_response(status)
        for key, value in headers:
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = handle_any
    do_OPTIONS = do_HEAD = do_PROPPATCH = do_MKCOL = do_POST = handle_any

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", int(listen_port)), Proxy)
server.daemon_threads = True
server.serve_forever()
