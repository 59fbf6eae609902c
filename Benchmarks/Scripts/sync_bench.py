#!/usr/bin/env python3
"""`make bench`, sync part: `todo sync` against a Radicale started on loopback.

Measures, with the release binary and a counting proxy in front of the server:
1. a first sync that fetches COUNT todos with every field (due dates, priorities, tags,
   repeat rules, notes) into an empty store: the server is filled by writing its storage
   folder directly, as Radicale keeps one file per todo (uploading them would measure
   Radicale, whose PUT reads its whole collection: see 3);
2. a sync with nothing to do right after: its requests (it must take one or two) and time;
3. a first sync that sends PUSH todos from a store to an empty task list, and the same
   nothing-to-do sync after it.

    python3 sync_bench.py --binary .build/release/todo --work bench-results [--count 10000]
        [--push 1000]

Writes WORK/sync.json and prints one line per figure.
"""

import argparse
import http.client
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

USER, PASSWORD = "bench", "bench-password"
MKCALENDAR = (
    '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">'
    "<D:set><D:prop><C:supported-calendar-component-set><C:comp name=\"VTODO\"/>"
    "</C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>"
)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class CountingProxy(http.server.ThreadingHTTPServer):
    """Forwards every request to the server and counts them."""

    daemon_threads = True

    def __init__(self, target_port):
        self.target_port = target_port
        self.count = 0
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), ProxyHandler)


class ProxyHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def forward(self):
        with self.server.lock:
            self.server.count += 1
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        upstream = http.client.HTTPConnection("127.0.0.1", self.server.target_port, timeout=600)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
        upstream.request(self.command, self.path, body=body, headers=headers)
        answer = upstream.getresponse()
        data = answer.read()
        self.send_response(answer.status)
        for key, value in answer.getheaders():
            if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        upstream.close()

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = do_OPTIONS = forward


def vtodo(index):
    """The iCalendar text of todo `index`: every field, varied deterministically."""
    lines = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN", "BEGIN:VTODO",
        f"UID:bench-{index:06d}", "DTSTAMP:20261101T090000Z", "CREATED:20261101T090000Z",
        "LAST-MODIFIED:20261101T090000Z", f"SUMMARY:task {index} for the week",
        f"DESCRIPTION:Notes for task {index}.\\nSecond line with more detail.",
        "STATUS:COMPLETED" if index % 4 == 0 else "STATUS:NEEDS-ACTION",
        f"PRIORITY:{index % 10}",
        f"CATEGORIES:work,p{index % 7}",
    ]
    if index % 3:
        lines.append(f"DUE;VALUE=DATE:202612{index % 28 + 1:02d}")
        if index % 9 == 1:
            lines.append("RRULE:FREQ=WEEKLY;INTERVAL=1")
    lines += ["END:VTODO", "END:VCALENDAR"]
    return "\r\n".join(lines) + "\r\n"


def make_list(port, name):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/{USER}/{name}/", data=MKCALENDAR.encode(), method="MKCALENDAR",
        headers={"Content-Type": "application/xml"},
    )
    handler = urllib.request.HTTPBasicAuthHandler()
    handler.add_password(None, f"http://127.0.0.1:{port}/", USER, PASSWORD)
    request.add_header("Authorization", "Basic " + __import__("base64").b64encode(
        f"{USER}:{PASSWORD}".encode()).decode())
    urllib.request.urlopen(request).read()


def sync(binary, store, config_home, proxy):
    """Runs `todo sync`; its wall time, requests and summary line."""
    environment = dict(os.environ, TODO_STORE=store, XDG_CONFIG_HOME=config_home, LANG="C.UTF-8")
    environment.pop("TODO_SYNC_PASSWORD", None)
    before = proxy.count
    started = time.monotonic()
    result = subprocess.run([binary, "sync"], env=environment, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        sys.exit(f"sync_bench: todo sync failed: {result.stderr.strip()}")
    return {"seconds": round(seconds, 3), "requests": proxy.count - before,
            "summary": result.stdout.strip()}


def configure(folder, port, name):
    home = os.path.join(folder, f"config-{name}")
    os.makedirs(os.path.join(home, "todo"))
    path = os.path.join(home, "todo", "config.toml")
    with open(path, "w", encoding="utf-8") as out:
        out.write(f'[sync]\nurl = "http://127.0.0.1:{port}/{USER}/{name}/"\nusername = "{USER}"\n'
                  f'password_command = "echo {PASSWORD}"\n')
    os.chmod(path, 0o600)
    return home


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--work", default="bench-results")
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--push", type=int, default=1000)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    folder = tempfile.mkdtemp(prefix="todo-sync-bench-")
    server = None
    try:
        users = os.path.join(folder, "users")
        with open(users, "w", encoding="utf-8") as out:
            out.write(f"{USER}:{PASSWORD}\n")
        storage = os.path.join(folder, "collections")
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "radicale", "--config", "", "--server-hosts", f"127.0.0.1:{port}",
             "--storage-filesystem-folder", storage, "--auth-type", "htpasswd",
             "--auth-htpasswd-filename", users, "--auth-htpasswd-encryption", "plain",
             "--auth-delay", "0", "--logging-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        proxy = CountingProxy(port)
        threading.Thread(target=proxy.serve_forever, daemon=True).start()
        proxy_port = proxy.server_address[1]
        results = {"server": "radicale", "count": args.count, "push": args.push}

        # 1–2: fetch COUNT todos into an empty store, then nothing to do.
        make_list(port, "fetch")
        collection = os.path.join(storage, "collection-root", USER, "fetch")
        for index in range(1, args.count + 1):
            with open(os.path.join(collection, f"bench-{index:06d}.ics"), "w", encoding="utf-8",
                      newline="") as out:
                out.write(vtodo(index))
        home = configure(folder, proxy_port, "fetch")
        store = os.path.join(folder, "fetch.sqlite")
        results["first_fetch"] = sync(binary, store, home, proxy)
        results["nothing_after_fetch"] = sync(binary, store, home, proxy)

        # 3: send PUSH todos from a store to an empty list, then nothing to do.
        make_list(port, "send")
        home = configure(folder, proxy_port, "send")
        store = os.path.join(folder, "send.sqlite")
        todos = [{"title": f"task {i}", "content": f"notes {i}", "done": i % 4 == 0,
                  "priority": i % 10, "tags": ["work", f"p{i % 7}"],
                  **({"due": f"2026-12-{i % 28 + 1:02d}"} if i % 3 else {}),
                  **({"recur": "1w"} if i % 9 == 1 and i % 3 else {})} for i in range(1, args.push + 1)]
        source = os.path.join(folder, "send.json")
        with open(source, "w", encoding="utf-8") as out:
            json.dump(todos, out)
        environment = dict(os.environ, TODO_STORE=store, LANG="C.UTF-8")
        subprocess.run([binary, "import", source], env=environment, check=True,
                       stdout=subprocess.DEVNULL)
        results["first_send"] = sync(binary, store, home, proxy)
        results["nothing_after_send"] = sync(binary, store, home, proxy)

        with open(os.path.join(args.work, "sync.json"), "w", encoding="utf-8") as out:
            json.dump(results, out, indent=2)
        for key in ("first_fetch", "nothing_after_fetch", "first_send", "nothing_after_send"):
            figure = results[key]
            print(f"sync {key.replace('_', ' ')}: {figure['seconds']:.2f} s, "
                  f"{figure['requests']} requests · {figure['summary']}", flush=True)
        proxy.shutdown()
    finally:
        if server:
            server.terminate()
            server.wait()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
