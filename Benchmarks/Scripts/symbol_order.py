#!/usr/bin/env python3
"""Remakes Release/symbol-order.txt: the functions a start and the common keys run, by the
names the release binary gives them, for the release link to place together.

Why: the kernel maps a program's code 64 KiB at a time around each page it first touches
(fault-around) and counts every page it maps as resident. The functions a start runs lie
scattered over the 18 MB of code of the static binary, so before the first frame 11.7 MB of
it were resident, for about 1.4 MB of functions run. The release link (Makefile, `release`)
gives lld this file as `--symbol-ordering-file`: the functions it names go first, in its
order, and the code resident at the first frame falls to about 6 MB (BENCHMARKS.md). A name
the binary no longer has is skipped, and a new function goes after the named ones, so an old
file costs memory, never correctness; remake it after large changes.

How: runs the release binary under valgrind's callgrind, which records every function that
runs, in an 80x24 pseudo-terminal, twice, on a copy of a 1,000-todo store imported from the
bench's JSON file: once to the first frame and `q`, once through the keys the bench times
and a few more (sort, filter, toggle, priority, add, move, hide done, help, tags, undo). The
file lists the functions of the start first, then those only the keys ran. Valgrind 3.19
cannot read DWARF 5, so it runs a copy without the debug sections (`objcopy --strip-debug`;
the symbol table stays).

    make symbol-order        (builds the release binary, needs valgrind)
    python3 Benchmarks/Scripts/symbol_order.py --binary .build/release/todo --out Release/symbol-order.txt
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixtures  # noqa: E402
from pty_bench import Session, child_environment  # noqa: E402

# Under callgrind a start takes seconds and a key up to a second: generous waits.
FIRST_FRAME_TIMEOUT = 300.0
KEY_TIMEOUT = 60.0
QUIET = 1.0

# The keys of the second run, as the app reads them: the bench's, then the other common ones.
KEYS = (
    [b"j"] * 30
    + [b"s"] * 5
    + [b"/", *[bytes([c]) for c in b"pay"], b"\x1b"]
    + [b"/", *[bytes([c]) for c in b"+home"], b"\x1b"]
    + [b"/", *[bytes([c]) for c in b"due<eow"], b"\x1b"]
    + [b"x", b"x", b"+", b"-"]
    + [b"a", *[bytes([c]) for c in b"order add"], b"\r"]
    + [b"K", b"J", b"H", b"H", b"u", b"\x12", b"?", b"\x1b", b"t", b"\x1b", b"k", b"g", b"G"]
)


def run_callgrind(binary, store, out_file, keys):
    """Runs `binary` on `store` under callgrind in a pseudo-terminal; sends `keys`, then `q`."""
    session = Session(
        [shutil.which("valgrind"), "--tool=callgrind", "--demangle=no",
         f"--callgrind-out-file={out_file}", binary, "--store", store],
        extra_env={"HOME": os.path.dirname(store)},
    )
    if session.burst(FIRST_FRAME_TIMEOUT, QUIET, until_text="quit",
                     total_timeout=FIRST_FRAME_TIMEOUT) is None:
        session.close(timeout=60.0)
        sys.exit("symbol_order: no first frame under callgrind")
    for key in keys:
        session.key(key, KEY_TIMEOUT, QUIET)
    status = session.close(timeout=300.0)
    if status != 0 or not os.path.exists(out_file):
        sys.exit(f"symbol_order: the run under callgrind ended with status {status}")


def functions_run(profile, binary):
    """The functions of `binary` that `profile` (a callgrind output) charges with any cost,
    in the order it lists them. Callgrind's names for recursion levels ("f'2") are folded
    into the function's own, and addresses with no symbol left out."""
    objects, names = {}, {}
    current_object = None
    found = {}
    definition = re.compile(r"(c?)(ob|fn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = definition.match(line.rstrip("\n"))
            if not match:
                continue
            called, kind, number, name = match.groups()
            table = objects if kind == "ob" else names
            if name:
                table[number] = name
            if called:
                continue
            if kind == "ob":
                current_object = objects.get(number)
            elif current_object == binary:
                symbol = re.sub(r"'\d+$", "", names[number])
                if not symbol.startswith("0x") and symbol != "(below main)":
                    found.setdefault(symbol, None)
    return list(found)


def coverage(binary, order_file):
    """(names of `order_file` the symbol table of `binary` has, names in the file): how much
    of the list still applies; fewer found means the code changed since it was made."""
    with open(order_file) as lines:
        names = {line.strip() for line in lines if line.strip()}
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                             check=True).stdout
    defined = {fields[2] for fields in (line.split(None, 2) for line in listing.splitlines())
               if len(fields) == 3}
    return len(names & defined), len(names)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the release `todo` binary")
    parser.add_argument("--out", required=True, help="the symbol order file to write")
    args = parser.parse_args()
    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            sys.exit(f"symbol_order: needs {tool} (apt-get install valgrind binutils)")

    with tempfile.TemporaryDirectory(prefix="symbol-order-") as work:
        binary = os.path.join(work, "todo")
        subprocess.run(["objcopy", "--strip-debug", os.path.realpath(args.binary), binary],
                       check=True)
        items = os.path.join(work, "items-1000.json")
        fixtures.write_json(1000, items)
        pristine = os.path.join(work, "pristine.sqlite")
        subprocess.run([binary, "import", items, "--store", pristine], check=True,
                       stdout=subprocess.DEVNULL, env=child_environment())

        runs = []
        for name, keys in (("start", []), ("keys", KEYS)):
            store = os.path.join(work, f"{name}.sqlite")
            shutil.copyfile(pristine, store)
            profile = os.path.join(work, f"{name}.callgrind")
            run_callgrind(binary, store, profile, keys)
            runs.append(functions_run(profile, binary))

        start, keys = runs
        started = set(start)
        ordered = start + [symbol for symbol in keys if symbol not in started]
        with open(args.out, "w") as out:
            out.write("\n".join(ordered) + "\n")
        print(f"symbol_order: {len(start)} functions run by a start, {len(ordered) - len(start)} "
              f"more by the keys; written to {args.out}")


if __name__ == "__main__":
    main()
