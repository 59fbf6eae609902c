#!/usr/bin/env python3
"""Deterministic todos for the benchmarks, as a JSON import file.

The same generator as Benchmarks/TodoBenchmarks/Fixtures.swift (a 64-bit LCG with seed 42
and the same word lists), so `todo import` of this file builds the same store the Swift
benchmarks build for themselves.

    python3 fixtures.py COUNT OUT.json
"""

import json
import sys

VERBS = [
    "buy", "call", "fix", "write", "read", "plan", "clean", "email", "review", "book", "pay",
    "water", "check", "send", "update", "file",
]
NOUNS = [
    "milk", "report", "car", "garden", "taxes", "slides", "tickets", "invoice", "dentist",
    "blog post", "backups", "plants", "budget", "keys", "notes", "laptop",
]
TAILS = [
    " before the meeting with the whole team on Thursday afternoon",
    " — café ☕",
    " 日本語のメモ",
]
MASK = (1 << 64) - 1


def todos(count):
    """The `count` todos, always the same ones: dicts with title, content and done."""
    state = 42

    def next_value():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) & MASK
        return state >> 33

    result = []
    for index in range(1, count + 1):
        verb = VERBS[next_value() % len(VERBS)]
        noun = NOUNS[next_value() % len(NOUNS)]
        roll = next_value() % 100
        title = f"{verb} {noun} {index}"
        if roll < 15:
            title += TAILS[roll % len(TAILS)]
        content = "" if roll % 3 == 0 else f"Notes for {noun}, item {index}.\nSecond line with more detail."
        result.append({"title": title, "content": content, "done": next_value() % 4 == 0})
    return result


def write_json(count, path):
    """Writes the import file for `count` todos to `path`."""
    with open(path, "w", encoding="utf-8") as out:
        json.dump(todos(count), out, ensure_ascii=False)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    write_json(int(sys.argv[1]), sys.argv[2])
