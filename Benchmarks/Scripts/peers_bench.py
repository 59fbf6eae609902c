#!/usr/bin/env python3
"""The peers in the same pseudo-terminal harness: calcurse and vit (on Taskwarrior).

For each size it gives each peer the todos of the same fixture (fixtures.py) in its own
format, then measures, as pty_bench.py measures `todo`: launch to first full frame
(`--launches` times), a selection move `j` (key to screen change, `--moves` times, in the
first session), and peak resident memory (VmHWM) before quitting. A launch that shows no
frame within `--cap` seconds is stopped, the peer is "too slow (> CAP s)" at that size, and
larger sizes are not tried; nor is the size after one whose launch took over a third of the
cap (said so in the table). Results go to OUT/peers.json; summary.py shows them as ratios
to `todo`.

- **calcurse** (Debian's `calcurse`): its todo file, one `[P] title` line a todo (P the
  priority 1-9, 0 for none; negative when done, -9 for a done todo without priority, as a
  done todo needs a sign). calcurse's todos have no due date, tags, repeat rule; notes
  would be one file each and are left out. Started with `-D DATA -C CONFIG` in a fresh
  folder; the first frame is the one whose status bar shows `OtherCmd`; `Tab` twice (untimed)
  puts the focus on the todo panel, where `j` is measured.
- **vit** (Debian's `vit` 2.x on `taskwarrior` 2.6): the todos as Taskwarrior JSON, loaded
  with the real `task import` (with `rc.data.location` in a fresh folder, confirmation and
  hooks off): description, status (completed with an end time when done), entry, due,
  priority H/M/L, tags (`@` dropped: Taskwarrior's tags are plain words), the notes as one
  annotation. Repeat rules are left out (Taskwarrior makes a template and instances). The
  first frame is the one that shows vit's header (`tasks completed`), the `next` report;
  vit asks before quitting, so the session ends with `q` `y` (calcurse's too).

Data are built once per size, generator and anchor day, in OUT/fixtures/peers/.

    python3 peers_bench.py --work bench-results [--sizes 1000,100000,1000000] [--cap 30]
"""

import argparse
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixture_store  # noqa: E402
import fixtures  # noqa: E402
from pty_bench import Session, summary  # noqa: E402

PRIORITY_WORDS = {1: "H", 5: "M", 9: "L"}


def stamp(iso):
    """Taskwarrior's date form of a fixture's `2026-12-01`, `2026-12-01T17:00` or ISO time."""
    digits = iso.replace("-", "").replace(":", "").rstrip("Z")
    if "T" not in digits:
        digits += "T0000"
    day, time_of_day = digits.split("T")
    return f"{day}T{time_of_day.ljust(6, '0')}Z"


def calcurse_data(todos, folder):
    """calcurse's data and configuration folders for `todos`."""
    data, config = os.path.join(folder, "data"), os.path.join(folder, "config")
    os.makedirs(os.path.join(data, "notes"), exist_ok=True)
    os.makedirs(config, exist_ok=True)
    open(os.path.join(data, "apts"), "w").close()
    with open(os.path.join(data, "todo"), "w", encoding="utf-8") as out:
        for todo in todos:
            priority = todo.get("priority", 0)
            if todo["done"]:
                priority = -(priority or 9)
            out.write(f"[{priority}] {todo['title']}\n")


def write_taskrc(folder):
    """Taskwarrior's rc file for the data in `folder` (written again at each launch, so a
    moved folder still works)."""
    data = os.path.join(os.path.abspath(folder), "data")
    with open(os.path.join(folder, "taskrc"), "w", encoding="utf-8") as rc:
        rc.write(f"data.location={data}\nconfirmation=off\nverbose=nothing\nhooks=off\nnews.version=2.6.2\n")


def taskwarrior_data(todos, folder, cap):
    """Taskwarrior's data folder and rc file for `todos`, loaded with `task import`."""
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    os.makedirs(os.path.join(folder, "vit"), exist_ok=True)
    open(os.path.join(folder, "vit", "config.ini"), "w").close()
    write_taskrc(folder)
    tasks = []
    for index, todo in enumerate(todos, start=1):
        task = {
            "uuid": f"00000000-0000-4000-8000-{index:012d}",
            "description": todo["title"],
            "status": "completed" if todo["done"] else "pending",
            "entry": stamp(todo["created"]),
        }
        if todo["done"]:
            task["end"] = stamp(todo["updated"])
        if "due" in todo:
            task["due"] = stamp(todo["due"])
        if todo.get("priority"):
            task["priority"] = PRIORITY_WORDS[todo["priority"]]
        if todo.get("tags"):
            task["tags"] = [tag.lstrip("@") for tag in todo["tags"]]
        if todo["content"]:
            task["annotations"] = [{"entry": task["entry"], "description": todo["content"].replace("\n", " / ")}]
        tasks.append(task)
    json_path = os.path.join(folder, "tasks.json")
    with open(json_path, "w", encoding="utf-8") as out:
        json.dump(tasks, out, ensure_ascii=False)
    started = time.perf_counter()
    subprocess.run(["task", f"rc:{os.path.join(folder, 'taskrc')}", "import", json_path],
                   stdout=subprocess.DEVNULL, check=True, timeout=cap)
    seconds = time.perf_counter() - started
    os.unlink(json_path)  # loaded: Taskwarrior keeps its own copy
    return seconds


class Peer:
    """How to give a peer its data, start it, reach its list and quit it."""

    def __init__(self, name, program, frame_text, setup_keys, quit_keys):
        self.name, self.program = name, program
        self.frame_text, self.setup_keys, self.quit_keys = frame_text, setup_keys, quit_keys

    def available(self):
        return shutil.which(self.program) is not None

    def build(self, todos, folder, cap):
        if self.name == "calcurse":
            calcurse_data(todos, folder)
            return None
        return taskwarrior_data(todos, folder, cap)

    def launch(self, folder):
        """A new session of the peer on the data in `folder`."""
        if self.name == "calcurse":
            lock = os.path.join(folder, "data", ".calcurse.pid")
            if os.path.exists(lock):
                os.unlink(lock)
            argv = [shutil.which("calcurse"), "-D", os.path.join(folder, "data"), "-C",
                    os.path.join(folder, "config")]
            return Session(argv)
        write_taskrc(folder)
        environment = {"TASKRC": os.path.join(folder, "taskrc"), "VIT_DIR": os.path.join(folder, "vit")}
        return Session([shutil.which("vit")], extra_env=environment)


PEERS = [
    Peer("calcurse", "calcurse", "OtherCmd", [b"\t", b"\t"], b"qy"),
    Peer("vit", "vit", "tasks completed", [], b"qy"),
]


def prepared(peer, fixture_dir, count, anchor, cap):
    """The peer's data folder for `count` todos, built unless a finished one is kept."""
    folder = os.path.join(fixture_dir, "peers", f"{peer.name}-{count}-{fixture_store.generator_key()}-{anchor}")
    done_mark = os.path.join(folder, "built.json")
    if os.path.exists(done_mark):
        with open(done_mark, encoding="utf-8") as mark:
            return folder, json.load(mark)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    started = time.perf_counter()
    try:
        load_s = peer.build(fixtures.full_todos(count, anchor), folder, cap * 10)
    except subprocess.TimeoutExpired:
        shutil.rmtree(folder, ignore_errors=True)
        return None, {"too_slow": f"loading the data took more than {cap * 10:.0f} s"}
    record = {"build_s": time.perf_counter() - started, "import_s": load_s}
    with open(done_mark, "w", encoding="utf-8") as mark:
        json.dump(record, mark)
    return folder, record


def measure(args, peer, folder, count):
    """Launches, moves and memory of one peer at one size; {'too_slow': why} when over the cap."""
    quiet = args.quiet / 1000
    result = {"launch_ms": []}
    for launch in range(args.launches):
        session = peer.launch(folder)
        frame = session.burst(args.cap, quiet, until_text=peer.frame_text, total_timeout=args.cap)
        if frame is None:
            session.close(quit_key=None, timeout=0.1)
            return {"too_slow": f"no first frame within {args.cap:.0f} s"}
        result["launch_ms"].append((frame[1] - session.started) * 1000)
        if launch == 0:
            for key in peer.setup_keys:
                session.key(key, 5.0, quiet)
            moves = []
            for _ in range(min(args.moves, count - 1)):
                measured = session.key(b"j", 5.0, quiet)
                if measured:
                    moves.append({"first_ms": measured[0], "done_ms": measured[1], "bytes": measured[2]})
            result["moves"] = moves
            result["peak_rss_kib"] = session.memory()["VmHWM"]
        session.close(quit_key=peer.quit_keys, timeout=args.cap)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", required=True, help="output folder (fixtures/peers/ and peers.json go there)")
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--launches", type=int, default=5)
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--cap", type=float, default=30.0, help="seconds a launch may take before the size is skipped")
    parser.add_argument("--quiet", type=float, default=15.0, help="ms of silence that end a burst")
    parser.add_argument("--peers", default=",".join(peer.name for peer in PEERS), help="which peers")
    args = parser.parse_args()
    fixture_dir = os.path.join(os.path.abspath(args.work), "fixtures")
    anchor = datetime.date.today()
    results = {}
    for peer in (peer for peer in PEERS if peer.name in args.peers.split(",")):
        results[peer.name] = {}
        if not peer.available():
            print(f"  {peer.name}: not installed (apt-get install {peer.name})", flush=True)
            continue
        stop, previous = None, None
        for count in (int(size) for size in args.sizes.split(",")):
            if not stop and previous and "launch_ms" in previous[1]:
                # Launches grow with the list: after one over a third of the cap, the next size
                # up is not tried (a Taskwarrior import of a million alone takes many minutes).
                median = statistics.median(previous[1]["launch_ms"]) / 1000
                if median > args.cap / 3:
                    stop = f"over {args.cap:.0f} s expected: {median:.1f} s a launch at {previous[0]:,}"
            if stop:
                results[peer.name][count] = {"too_slow": stop}
                print(f"  {peer.name} at {count:>7}: too slow ({stop})", flush=True)
                continue
            folder, record = prepared(peer, fixture_dir, count, anchor, args.cap)
            figures = measure(args, peer, folder, count) if folder else record
            figures.update({key: value for key, value in record.items() if key != "too_slow"})
            results[peer.name][count] = figures
            if "too_slow" in figures:
                stop = f"{figures['too_slow']} at {count:,}"
            previous = (count, figures)
            print(f"  {peer.name} at {count:>7}: " + describe(figures), flush=True)
    with open(os.path.join(args.work, "peers.json"), "w", encoding="utf-8") as out:
        json.dump({"cap_s": args.cap, "peers": results}, out, indent=1)


def describe(figures):
    """One line of a peer's figures at one size."""
    if "too_slow" in figures:
        return f"too slow ({figures['too_slow']})"
    moves = figures.get("moves", [])
    return (f"launch {summary(figures['launch_ms'])} ms, j {summary([m['done_ms'] for m in moves], 3)} ms,"
            f" {figures['peak_rss_kib'] / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
