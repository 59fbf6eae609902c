#!/usr/bin/env python3
"""`make bench`: every figure at 1k, 100k and 1M todos, the peers, and sync.

1. pty_bench.py: builds the stores with the real `todo import` (timed; the million is kept
   between runs, fixture_store.py) and measures the release binary in an 80x24
   pseudo-terminal (launch in every order and with done hidden, `j`, `s`, three filters,
   add, `x`, `J`/`K`, `+`/`-`, memory);
2. peers_bench.py: calcurse and vit on the same todos in the same harness (launch, `j`,
   memory), at the sizes they manage;
3. the package-benchmark suite in Benchmarks/ (in-process hot paths, at its own 1k, 10k and
   100k), on the same stores;
4. sync_bench.py: `todo sync` against a Radicale on loopback (a first sync of 10,000 todos,
   a sync with nothing to do, and its requests);
5. summary.py: the issue's table, with a verdict per cell, and the peers as ratios.

Everything goes to OUT (bench-results/ by default, ignored by git): fixtures/, pty.json,
peers.json, package-benchmark.txt, sync.json, summary.md.

    python3 Benchmarks/Scripts/bench.py --binary .build/release/todo [--out bench-results]
        [--sizes 1000,100000,1000000] [--peer-sizes SIZES] [--reimport] [--filter REGEX]
        [--skip-package] [--skip-pty] [--skip-peers] [--skip-sync]
"""

import argparse
import os
import subprocess
import sys
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(SCRIPTS)


def step(title):
    print(f"\n==> {title}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", default="bench-results")
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--peer-sizes", help="sizes for the peers (the same as --sizes unless given)")
    parser.add_argument("--reimport", action="store_true", help="import the kept 1M store again")
    parser.add_argument("--filter", help="only the package benchmarks matching this regex")
    parser.add_argument("--skip-package", action="store_true")
    parser.add_argument("--skip-pty", action="store_true")
    parser.add_argument("--skip-peers", action="store_true")
    parser.add_argument("--skip-sync", action="store_true")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    swift = os.environ.get("SWIFT", "swift")
    started = time.monotonic()
    sys.path.insert(0, SCRIPTS)
    from summary import source_state  # noqa: E402

    # What was built: read before anything runs, as the tree may change meanwhile.
    os.environ["TODO_BENCH_SOURCE"] = source_state()
    print(f"bench: measuring {os.environ['TODO_BENCH_SOURCE']}", flush=True)
    from symbol_order import coverage  # noqa: E402
    order_file = os.path.join(os.path.dirname(PACKAGE), "Release", "symbol-order.txt")
    found, listed = coverage(args.binary, order_file)
    print(f"bench: the binary has {found} of the {listed} functions Release/symbol-order.txt "
          "places first (fewer: the list is out of date; `make symbol-order` remakes it)", flush=True)

    if not args.skip_pty:
        step("real binary in a pseudo-terminal (Benchmarks/Scripts/pty_bench.py)")
        subprocess.run(
            [sys.executable, os.path.join(SCRIPTS, "pty_bench.py"), "--binary", args.binary, "--work", out,
             "--sizes", args.sizes] + (["--reimport"] if args.reimport else []),
            check=True,
        )

    if not args.skip_peers:
        step("peers in the same pseudo-terminal (Benchmarks/Scripts/peers_bench.py)")
        subprocess.run(
            [sys.executable, os.path.join(SCRIPTS, "peers_bench.py"), "--work", out,
             "--sizes", args.peer_sizes or args.sizes],
            check=True,
        )

    if not args.skip_package:
        step("package-benchmark suite (Benchmarks/, swift package benchmark)")
        command = [swift, "package", "--disable-sandbox", "benchmark", "--no-progress"]
        if args.filter:
            command += ["--filter", args.filter]
        environment = dict(os.environ, TODO_BENCH_FIXTURES=os.path.join(out, "fixtures"))
        with open(os.path.join(out, "package-benchmark.txt"), "w", encoding="utf-8") as log:
            process = subprocess.Popen(
                command, cwd=PACKAGE, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                text=True, encoding="utf-8", errors="replace",
            )
            for line in process.stdout:
                sys.stdout.write(line)
                log.write(line)
            if process.wait() != 0:
                sys.exit(f"bench: swift package benchmark failed ({process.returncode})")

    if not args.skip_sync:
        step("sync against Radicale on loopback (Benchmarks/Scripts/sync_bench.py)")
        subprocess.run(
            [sys.executable, os.path.join(SCRIPTS, "sync_bench.py"), "--binary", args.binary, "--work", out],
            check=True,
        )

    step("summary (Benchmarks/Scripts/summary.py)")
    parts = [
        name
        for name, skipped in (("pty", args.skip_pty), ("peers", args.skip_peers), ("package", args.skip_package),
                              ("sync", args.skip_sync))
        if not skipped
    ]
    os.environ["TODO_BENCH_PARTS"] = ",".join(parts)
    subprocess.run([sys.executable, os.path.join(SCRIPTS, "summary.py"), out], check=True)
    print(f"bench: done in {time.monotonic() - started:.0f} s; results in {out}")


if __name__ == "__main__":
    main()
