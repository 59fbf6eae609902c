#!/usr/bin/env python3
"""End-to-end figures of the real `todo` binary in an 80x24 pseudo-terminal.

For each size (1k, 10k, 100k todos by default) this script

1. writes the deterministic JSON import file (fixtures.py) and builds the store with the
   real `todo import` (timed: the "todo import" figure; its peak RSS from wait4);
2. launches `todo --store STORE` in a new 80x24 pseudo-terminal (TERM=xterm-256color,
   LANG=C.UTF-8), several times, timing launch to first full frame;
3. in the first of those sessions, sends `j` N times, timing each key to the screen change
   and counting the bytes the app wrote; then `x` (toggle done, a durable change) an even
   number of times; then the `/` filter (when the app has it): `/`,
   then `p`, `a`, `y`, each keystroke timed, then Esc; then reads VmHWM (peak resident
   memory) from /proc/PID/status and quits with `q`.

Definitions (BENCHMARKS.md repeats them):

- A *burst* is the output that follows an event, ending at the first gap of QUIET ms
  (default 15) with no output. Its end time is the arrival of its last byte, so the quiet
  wait itself is never counted.
- *Launch to first full frame*: from just before the fork of the child that executes
  `todo` to the last byte of the first burst whose text (escape sequences removed)
  contains the footer's last hint ("quit", drawn on the bottom row, after the list).
- *Key to screen change*: from just before the key's byte is written to the master side
  to the first byte of output ("first byte"), and to the last byte of the burst ("done").
- *Bytes per move*: the length of the burst a `j` causes: all that the app (ncurses) sent
  the terminal for that move.
- *Floors*: the same measurements on trivial programs: `/bin/echo quit` for the launch and
  `cat` on a raw terminal for the key round trip.

Only the Python 3 standard library is used.

    python3 pty_bench.py --binary .build/release/todo --work bench-results [--sizes 1000,10000,100000]
"""

import argparse
import fcntl
import json
import os
import platform
import pty
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time
import tty

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixtures  # noqa: E402

ROWS, COLUMNS = 24, 80
ANSI = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()*+][0-~]|[=>78MDEHc])")


def visible_text(data):
    """The text of terminal output with escape sequences and control bytes removed."""
    text = ANSI.sub(b"", data).decode("utf-8", errors="replace")
    return "".join(ch for ch in text if ch >= " ")


def child_environment():
    """A clean environment for the app: only what a terminal session needs."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    }
    return env


class Session:
    """A program running on the slave side of a new 80x24 pseudo-terminal."""

    def __init__(self, argv, raw=False):
        self.argv = argv
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: size the terminal, then become the program
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
                if raw:
                    tty.setraw(0)
                os.execve(argv[0], argv, child_environment())
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.exited = False

    def burst(self, first_timeout, quiet, until_text=None, total_timeout=120.0):
        """Reads one burst of output.

        Waits up to `first_timeout` s for a first byte (with `until_text`: up to
        `total_timeout` s for output containing it), then reads until `quiet` s pass with no
        output. Returns (time of first byte, time of last byte, bytes), or None when nothing
        (or not the text) came in time.
        """
        data = b""
        first = last = None
        seen = until_text is None
        deadline = time.perf_counter() + (total_timeout if until_text else first_timeout)
        while True:
            now = time.perf_counter()
            wait = quiet if (seen and data) else max(0.0, deadline - now)
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                if seen and data:
                    return first, last, data
                return None
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:  # EIO: the program has gone
                chunk = b""
            arrived = time.perf_counter()
            if not chunk:
                return (first, last, data) if (seen and data) else None
            if first is None:
                first = arrived
            last = arrived
            data += chunk
            if not seen and until_text in visible_text(data):
                seen = True

    def key(self, byte, first_timeout, quiet):
        """Sends one key; returns (first byte ms, done ms, bytes) or None for no output."""
        sent = time.perf_counter()
        os.write(self.fd, byte)
        result = self.burst(first_timeout, quiet)
        if result is None:
            return None
        first, last, data = result
        return (first - sent) * 1000, (last - sent) * 1000, len(data)

    def memory(self):
        """VmHWM and VmRSS of the program, in KiB."""
        values = {}
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                name, _, rest = line.partition(":")
                if name in ("VmHWM", "VmRSS"):
                    values[name] = int(rest.split()[0])
        return values

    def close(self, quit_key=b"q", timeout=10.0):
        """Sends `quit_key`, drains the output and reaps the program (killing it if needed)."""
        if quit_key:
            try:
                os.write(self.fd, quit_key)
            except OSError:
                pass
        deadline = time.perf_counter() + timeout
        status = None
        while time.perf_counter() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            ready, _, _ = select.select([self.fd], [], [], 0.01)
            if ready:
                try:
                    os.read(self.fd, 65536)
                except OSError:
                    pass
        else:
            os.kill(self.pid, signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        self.exited = True
        return status


def summary(values, digits=2):
    """'median (min–max)' of a list of numbers."""
    if not values:
        return "n/a"
    fmt = f"{{:.{digits}f}}"
    return f"{fmt.format(statistics.median(values))} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def remove_store(path):
    for suffix in ("", "-wal", "-shm"):
        try:
            os.unlink(path + suffix)
        except FileNotFoundError:
            pass


def timed_import(binary, json_path, store):
    """Runs `todo import` into a new store; returns (seconds, peak RSS KiB)."""
    remove_store(store)
    started = time.perf_counter()
    process = subprocess.Popen(
        [binary, "import", json_path, "--store", store],
        stdout=subprocess.DEVNULL,
        env=child_environment(),
    )
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"pty_bench: todo import {json_path} failed ({process.returncode})")
    return elapsed, usage.ru_maxrss


def floors(quiet, samples=50):
    """The cost of the pseudo-terminal itself on this machine."""
    launches = []
    for _ in range(5):
        session = Session(["/bin/echo", "quit"])
        result = session.burst(5.0, quiet, until_text="quit")
        if result:
            launches.append((result[1] - session.started) * 1000)
        session.close(quit_key=None)
    cat = Session(["/bin/cat"], raw=True)
    time.sleep(0.05)
    trips = []
    for _ in range(samples):
        result = cat.key(b"j", 1.0, quiet)
        if result:
            trips.append(result[0])
    os.kill(cat.pid, signal.SIGTERM)
    cat.close(quit_key=None)
    return {"launch_ms": launches, "round_trip_ms": trips}


def measure_size(args, count):
    """Every figure at one size."""
    fixture_dir = os.path.join(args.work, "fixtures")
    os.makedirs(fixture_dir, exist_ok=True)
    json_path = os.path.join(fixture_dir, f"items-{count}.json")
    if not os.path.exists(json_path):
        fixtures.write_json(count, json_path)

    # `todo import` into a new store, a few times; the last store is the one measured below
    # (and the one the Swift benchmarks open, as bench-results/fixtures/items-N.sqlite).
    imports, import_rss = [], []
    store = os.path.join(fixture_dir, f"items-{count}.sqlite")
    for run in range(args.imports):
        scratch = os.path.join(fixture_dir, f"import-{count}-{run}.sqlite")
        seconds, rss = timed_import(args.binary, json_path, scratch)
        imports.append(seconds)
        import_rss.append(rss)
        if run == args.imports - 1:
            remove_store(store)
            os.rename(scratch, store)
        else:
            remove_store(scratch)

    result = {
        "count": count,
        "import_s": imports,
        "import_peak_rss_kib": import_rss,
        "launch_ms": [],
        "launch_rss_kib": [],
    }
    argv = [os.path.abspath(args.binary), "--store", store]
    for launch in range(args.launches):
        session = Session(argv)
        frame = session.burst(args.first_frame_timeout, args.quiet / 1000, until_text="quit")
        if frame is None:
            session.close()
            sys.exit(f"pty_bench: no first frame within {args.first_frame_timeout} s at {count} items")
        result["launch_ms"].append((frame[1] - session.started) * 1000)
        result["launch_rss_kib"].append(session.memory()["VmHWM"])
        if launch == 0:
            result["first_frame_bytes"] = len(frame[2])
            interact(args, session, count, result)
        status = session.close()
        if launch == 0:
            result["exit_status"] = status
    return result


def interact(args, session, count, result):
    """Moves, filter and memory in one session."""
    quiet = args.quiet / 1000
    moves = []
    for index in range(min(args.moves, count - 1)):
        measured = session.key(b"j", 2.0, quiet)
        if measured is None:
            sys.exit(f"pty_bench: `j` number {index + 1} changed nothing on screen at {count} items")
        first_ms, done_ms, size = measured
        # The first ROWS-3 moves stay on the first page; after that every move scrolls.
        moves.append({"first_ms": first_ms, "done_ms": done_ms, "bytes": size, "scrolls": index >= ROWS - 3})
    result["moves"] = moves

    # A durable change end to end: `x` toggles the selected todo (one SQLite transaction,
    # fsynced, before the screen shows it). An even number of presses leaves the store's
    # done flags as they were.
    toggles = []
    for _ in range(args.toggles - args.toggles % 2):
        measured = session.key(b"x", 5.0, quiet)
        if measured:
            toggles.append({"first_ms": measured[0], "done_ms": measured[1], "bytes": measured[2]})
    result["toggles"] = toggles

    # The filter: `/` opens the prompt (no output at all: the app has no filter yet).
    opened = session.key(b"/", 0.5, quiet)
    if opened is None:
        result["filter"] = None
    else:
        keystrokes = []
        session.key(b"\x1b", 1.0, quiet)  # close that prompt; each round opens its own
        for _ in range(args.filter_rounds):
            session.key(b"/", 2.0, quiet)
            for position, byte in enumerate(b"pay"):
                measured = session.key(bytes([byte]), 10.0, quiet)
                if measured:
                    first_ms, done_ms, size = measured
                    keystrokes.append(
                        {"char": chr(byte), "position": position, "first_ms": first_ms, "done_ms": done_ms, "bytes": size}
                    )
            session.key(b"\x1b", 10.0, quiet)  # Esc: no filter, the whole list again
        result["filter"] = keystrokes
    memory = session.memory()
    result["peak_rss_kib"] = memory["VmHWM"]
    result["rss_kib"] = memory["VmRSS"]


def report(results, floor):
    """Prints the figures, one block per size."""
    print()
    print("End-to-end, real binary in an 80x24 pseudo-terminal: median (min–max)")
    print(f"  floor: launch of /bin/echo to its output   {summary(floor['launch_ms'])} ms")
    print(f"  floor: raw-pty round trip (cat)            {summary(floor['round_trip_ms'], 3)} ms")
    for result in results:
        count = result["count"]
        moves = result["moves"]
        paged = [m for m in moves if not m["scrolls"]]
        scrolled = [m for m in moves if m["scrolls"]]
        print(f"  {count:>7} items")
        print(f"    todo import (JSON)                        {summary(result['import_s'], 3)} s,"
              f" peak RSS {max(result['import_peak_rss_kib']) / 1024:.1f} MiB")
        print(f"    launch to first full frame                {summary(result['launch_ms'])} ms"
              f" ({len(result['launch_ms'])} launches, {result['first_frame_bytes']} bytes)")
        print(f"    j: key to first byte                      {summary([m['first_ms'] for m in moves], 3)} ms"
              f" ({len(moves)} moves)")
        print(f"    j: key to end of update                   {summary([m['done_ms'] for m in moves], 3)} ms")
        print(f"    j: bytes per move                         {summary([m['bytes'] for m in moves], 0)}")
        print(f"       within the first page                  {summary([m['bytes'] for m in paged], 0)} bytes,"
              f" {summary([m['first_ms'] for m in paged], 3)} ms")
        print(f"       scrolling                              {summary([m['bytes'] for m in scrolled], 0)} bytes,"
              f" {summary([m['first_ms'] for m in scrolled], 3)} ms")
        toggles = result["toggles"]
        print(f"    x (toggle, durable): key to end of update {summary([t['done_ms'] for t in toggles], 3)} ms"
              f" ({len(toggles)} presses)")
        if result["filter"] is None:
            print("    filter keystroke                          not available (`/` changes nothing)")
        else:
            keys = result["filter"]
            print(f"    filter keystroke: key to end of update    {summary([k['done_ms'] for k in keys], 3)} ms"
                  f" ({len(keys)} keystrokes)")
            first = [k for k in keys if k["position"] == 0]
            print(f"       first character (whole list scanned)   {summary([k['done_ms'] for k in first], 3)} ms")
        print(f"    peak resident memory (VmHWM)              {result['peak_rss_kib'] / 1024:.1f} MiB"
              f" (after first frame: {summary([v / 1024 for v in result['launch_rss_kib']], 1)} MiB)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the release `todo` binary")
    parser.add_argument("--work", required=True, help="output folder (fixtures/ and pty.json go there)")
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated item counts")
    parser.add_argument("--moves", type=int, default=200, help="`j` presses per size")
    parser.add_argument("--launches", type=int, default=5, help="launches per size")
    parser.add_argument("--imports", type=int, default=3, help="`todo import` runs per size")
    parser.add_argument("--toggles", type=int, default=20, help="`x` presses per size (even)")
    parser.add_argument("--filter-rounds", type=int, default=5, help="rounds of `/` p a y Esc")
    parser.add_argument("--quiet", type=float, default=15.0, help="ms of silence that end a burst")
    parser.add_argument("--first-frame-timeout", type=float, default=60.0)
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"pty_bench: {args.binary} is not an executable; build it with `swift build -c release`")
    os.makedirs(args.work, exist_ok=True)

    load_before = os.getloadavg()
    floor = floors(args.quiet / 1000)
    results = [measure_size(args, int(size)) for size in args.sizes.split(",")]
    report(results, floor)
    print(f"  load average (1 min) before / after: {load_before[0]:.2f} / {os.getloadavg()[0]:.2f}"
          " (other work on the machine shows up in every figure)")
    output = {
        "machine": {"cores": os.cpu_count(), "platform": platform.platform(),
                    "load_average_before": load_before, "load_average_after": os.getloadavg()},
        "binary": os.path.abspath(args.binary),
        "quiet_ms": args.quiet,
        "floor": floor,
        "sizes": results,
    }
    with open(os.path.join(args.work, "pty.json"), "w") as out:
        json.dump(output, out, indent=1)


if __name__ == "__main__":
    main()
