#!/usr/bin/env python3
"""One list of many, measured at a million todos before lists are built (docs/design/lists.md).

SPEC §17 puts every todo in exactly one of several lists, and `L` then Enter shows one list as
the tree the whole store shows today. The tree's pages read the top level in an order index
`(parent, done, key…)` with `parent = 0`, then descend into children by the same index; a
subtask is always in its parent's list (a move carries the subtree), so only the top level
needs the list. This script takes a store the bench made (`make bench` keeps the million in
bench-results/fixtures/cache/), copies it, gives it 20 lists of very different sizes (list k
holds about 1/k of the trees, so the largest has 28 % of the todos and the smallest 1.4 %),
each top-level tree in one list with all its subtasks, and times what showing one list asks:

- `scan`: no index of its own: the all-lists top-level range, `list = ?` tested on each row;
- `partial`: one partial index per order over the top level alone, the list in front,
  `(list, done, key…) WHERE parent = 0`, and the top-level parents' index of descendants
  (`todo_tree_roots`) with the list in front too.

For each: the first page of the list's top level (22 rows), a keyset page from a todo deep in
the list, the count of the list's top-level todos before that todo (its rank), in the manual
and due orders, for the largest and the smallest list; the list's counts by `count(*)` on an
index against a counts table a trigger would keep; the partial indexes' size and the time to
make them (the migration's cost); and what they add to a change (1,000 position updates in one
transaction, the fsync left out, with and without them).

    python3 Benchmarks/Scripts/list_view_bench.py STORE [--work /tmp/list-view] [--reps 300]

Nothing is written but the copy in `--work` (kept between runs, made again when missing).
"""

import argparse
import os
import shutil
import sqlite3
import statistics
import time

LISTS = 20

PARTIAL_INDEXES = {
    "todo_list_top_in_manual_order": "(list, done, position) WHERE parent = 0",
    "todo_list_top_in_due_order": "(list, done, due_key, priority_key) WHERE parent = 0",
    "todo_list_roots": "(list, done, position, descendants, open_below) "
    "WHERE parent = 0 AND descendants > 0",
}

ORDERS = {
    "manual": ("position", "done, position, id"),
    "due": ("due_key, priority_key", "done, due_key, priority_key, id"),
}


def prepare(source, work):
    """The copy with lists, made once."""
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "lists.sqlite")
    if os.path.exists(path):
        return path
    shutil.copyfile(source, path + ".part")
    db = sqlite3.connect(path + ".part")
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("ALTER TABLE todo ADD COLUMN list INTEGER NOT NULL DEFAULT 1")
    # List k holds the trees whose top-level id falls in its share of a harmonic split.
    weights = [1 / k for k in range(1, LISTS + 1)]
    total = sum(weights)
    bounds, running = [], 0.0
    for weight in weights:
        running += weight / total
        bounds.append(running)
    case = " ".join(
        f"WHEN (id % 10007) / 10007.0 < {bound:.6f} THEN {number}"
        for number, bound in enumerate(bounds, start=1))
    db.execute(f"UPDATE todo SET list = CASE {case} ELSE {LISTS} END WHERE parent = 0")
    for _ in range(6):  # five deep at most
        db.execute(
            "UPDATE todo SET list = (SELECT up.list FROM todo AS up WHERE up.id = todo.parent) "
            "WHERE parent != 0")
    db.commit()
    db.close()
    os.rename(path + ".part", path)
    return path


def timed(db, sql, arguments, reps):
    """Median and minimum microseconds of `sql` run to its end."""
    statement = sql
    for _ in range(5):
        db.execute(statement, arguments).fetchall()
    samples = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        db.execute(statement, arguments).fetchall()
        samples.append((time.perf_counter_ns() - start) / 1000)
    return statistics.median(samples), min(samples)


def plan(db, sql, arguments):
    return " / ".join(row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, arguments))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("store")
    parser.add_argument("--work", default="/tmp/list-view")
    parser.add_argument("--reps", type=int, default=300)
    args = parser.parse_args()
    path = prepare(args.store, args.work)
    db = sqlite3.connect(path)
    sizes = dict(db.execute("SELECT list, count(*) FROM todo GROUP BY list"))
    largest, smallest = max(sizes, key=sizes.get), min(sizes, key=sizes.get)
    print(f"{sum(sizes.values()):,} todos in {len(sizes)} lists; largest list {largest}: "
          f"{sizes[largest]:,}, smallest {smallest}: {sizes[smallest]:,}")
    assert all(row[0] == 0 for row in db.execute(
        "SELECT count(*) FROM todo JOIN todo AS up ON up.id = todo.parent "
        "WHERE todo.list != up.list")), "a subtask outside its parent's list"

    for name in PARTIAL_INDEXES:
        db.execute(f"DROP INDEX IF EXISTS {name}")
    db.commit()
    results = {}
    for design in ("scan", "partial"):
        if design == "partial":
            for name, columns in PARTIAL_INDEXES.items():
                start = time.perf_counter()
                db.execute(f"CREATE INDEX {name} ON todo {columns}")
                db.commit()
                made = time.perf_counter() - start
                pages = db.execute(
                    "SELECT count(*) FROM dbstat WHERE name = ?", (name,)).fetchone()[0]
                print(f"  {name}: made in {made:.2f} s, {pages * 4096 / 1e6:.1f} MB")
        for order, (key, ordering) in ORDERS.items():
            for label, number in (("largest", largest), ("smallest", smallest)):
                deep = db.execute(
                    f"SELECT id, {key} FROM todo WHERE parent = 0 AND list = ? AND done = 0 "
                    f"ORDER BY {ordering} LIMIT 1 OFFSET ?",
                    (number, sizes[number] // 20)).fetchone()
                marks = ", ".join("?" for _ in key.split(", "))
                queries = {
                    "first page": (
                        f"SELECT id FROM todo WHERE parent = 0 AND list = ? "
                        f"ORDER BY {ordering} LIMIT 22", (number,)),
                    "page after a deep todo": (
                        f"SELECT id FROM todo WHERE parent = 0 AND list = ? AND done = 0 "
                        f"AND ({key}, id) > ({marks}, ?) ORDER BY {ordering} LIMIT 22",
                        (number, *deep[1:], deep[0])),
                    "rank of a deep todo": (
                        f"SELECT count(*) FROM todo WHERE parent = 0 AND list = ? AND done = 0 "
                        f"AND ({key}, id) < ({marks}, ?)", (number, *deep[1:], deep[0])),
                }
                for what, (sql, arguments) in queries.items():
                    median, least = timed(db, sql, arguments, args.reps)
                    results[(design, order, label, what)] = median
                    print(f"{design:8} {order:6} {label:8} {what:24} {median:9.1f} µs "
                          f"(min {least:.1f})  {plan(db, sql, arguments)}")
    print()
    for number, label in ((largest, "largest"), (smallest, "smallest")):
        median, _ = timed(db, "SELECT done, count(*) FROM todo WHERE list = ? GROUP BY done",
                          (number,), max(10, args.reps // 30))
        print(f"counts of the {label} list by count(*): {median / 1000:.1f} ms")
    db.execute("CREATE TEMP TABLE list_tally (list INTEGER, done INTEGER, count INTEGER, "
               "PRIMARY KEY (list, done))")
    db.execute("INSERT INTO list_tally SELECT list, done, count(*) FROM todo GROUP BY list, done")
    db.commit()
    median, _ = timed(db, "SELECT done, count FROM list_tally WHERE list = ?", (largest,), args.reps)
    print(f"counts of a list from a counts table: {median:.1f} µs")

    print()
    top = [row[0] for row in db.execute(
        "SELECT id FROM todo WHERE parent = 0 ORDER BY random() LIMIT 1000")]
    for design in ("partial", "scan"):
        if design == "scan":
            for name in PARTIAL_INDEXES:
                db.execute(f"DROP INDEX {name}")
            db.commit()
        db.isolation_level = None
        db.execute("PRAGMA synchronous = OFF")
        db.execute("BEGIN")
        start = time.perf_counter()
        for number, todo in enumerate(top):
            db.execute("UPDATE todo SET position = position + ? WHERE id = ?",
                       (1 + number % 3, todo))
        elapsed = time.perf_counter() - start
        db.execute("ROLLBACK")
        db.isolation_level = ""
        print(f"1,000 position updates of top-level todos, {design}: "
              f"{elapsed * 1000:.0f} ms ({elapsed:.3f} ms each)")
    db.close()


if __name__ == "__main__":
    main()
