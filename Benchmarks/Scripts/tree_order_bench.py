#!/usr/bin/env python3
"""The tree's order keys measured before any screen is built on them (docs/design/tree-order.md).

A list of subtasks shows every child under its parent, siblings in the order in force (done
last), and must stay as fast as the flat list at a million todos. This script builds the
store the real way (`todo import` of the fixtures' JSON runs every migration of the real
schema), then makes two copies of it with a tree on a tenth of the todos, up to five deep,
each copy carrying one design of the order keys, and times what the list will ask of them:

- `flat`: the store as it is today, no tree (the baseline every figure is compared with);
- `path`: a materialised path per order, a BLOB per row and order that sorts in tree order
  (the encoded `(done, key…, id)` of each ancestor, then the row's own), one index on each;
  a page is one range of one index; every edit of a sort field, toggle, re-parent and move
  rewrites the paths of the row's subtree;
- `descent`: today's order indexes with the parent in front, `(parent, done, key…)`; a page
  reads the top level in index order and descends into each unfolded parent's children, in
  index order; a keyset page continues from an anchor by walking up its ancestors. Counts of
  children and descendants are kept by triggers (recursive, one level a firing).

Both tree copies share what is not an order key: `parent`, the counts, folding kept as a
store-wide default plus a table of the todos folded otherwise (`z` writes one row, `Z`
empties the table and flips the default), and the filter's ancestors (for its count: walked
up from the matches' parents, kept in the narrow search table, through a narrow index of the
links; for its pages: found on the way down). Every design's answers are checked against each
other, and at the smallest size against a tree order computed in memory, before anything is
timed; after the writes, the counts the triggers kept are checked against counts made anew.

    python3 Benchmarks/Scripts/tree_order_bench.py [--sizes 1000,100000,1000000]
        [--work /tmp/tree-order] [--binary .build/debug/todo] [--reps 200] [--write-reps 40]
        [--budget 2] [--out bench-results/tree-order.json] [--designs flat,path,descent]
        [--rebuild] [--skip-writes]

`--designs` must hold `path` or `descent` (the todos measured are chosen in a tree).
`--budget` is how many seconds a figure may go on after its first 20 repetitions.

The stores (hundreds of MB at a million: the imported one and a copy per design) go to
`--work` (default /tmp/tree-order), and are kept there between runs: a copy is built again
when this script, the fixture generator or the binary changes, or with `--rebuild`. Nothing
goes into the working tree but `--out` (bench-results/ is ignored by git). `make test` never
runs this; `make bench` does not either (it is a design measurement, not a target of the app).

Writes are one transaction each with `synchronous=FULL` in WAL mode, as the app commits them;
the figures give the whole transaction and the part before the commit (the design's own work,
without the fsync). Every figure is a median and a p99 over its repetitions, with the number
of SQL statements one operation ran (the Python driver adds a few microseconds to each; the
script measures that overhead and prints it).
"""

import argparse
import datetime
import hashlib
import json
import os
import shutil
import sqlite3
import statistics
import struct
import subprocess
import sys
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPTS)

import fixtures  # noqa: E402
from fixture_store import file_digest, remove_store  # noqa: E402

# What a design's copy was built by: bump it when a migration below changes.
DESIGN_VERSION = "5"
# The day the fixtures' due dates are relative to: fixed, so every run has the same store.
ANCHOR_DAY = datetime.date(2026, 11, 27)
PAGE = 22
MAX_DEPTH = fixtures.MAX_DEPTH
GAP = 1024

# The orders: the columns after `done`, as QuerySQL.keys lists them (the id comes last).
ORDERS = {
    "due": ["due_key", "priority_key"],
    "priority": ["priority_key", "due_key"],
    "created": [],
    "title": ["title_key"],
    "manual": ["position"],
}
# Which orders' keys a field is part of (done and parent: every order's).
FIELD_ORDERS = {"due": ["due", "priority"], "priority": ["due", "priority"], "title": ["title"],
                "position": ["manual"]}


# ---------------------------------------------------------------------------------------------
# The tree on a tenth of the todos.

# ---------------------------------------------------------------------------------------------
# The imported store and the designs' copies.

def digest_of(paths, extra=""):
    digest = hashlib.sha256(extra.encode())
    for path in paths:
        file_digest(path, digest)
    return digest.hexdigest()[:16]


def base_store(args, count):
    """The store `todo import` made of the fixtures' `count` todos (imported once, kept)."""
    key = digest_of([os.path.join(SCRIPTS, "fixtures.py"), args.binary], ANCHOR_DAY.isoformat())
    store = os.path.join(args.work, f"base-{count}.sqlite")
    if not args.rebuild and os.path.exists(store) and read(store + ".key") == key:
        return store, key
    json_path = os.path.join(args.work, f"items-{count}.json")
    fixtures.write_json(count, json_path, ANCHOR_DAY, tree=False)  # the copies add the tree
    remove_store(store)
    started = time.perf_counter()
    subprocess.run([args.binary, "import", json_path, "--store", store], check=True,
                   stdout=subprocess.DEVNULL, env=dict(os.environ, LANG="C.UTF-8"))
    log(f"  imported {count} todos with {os.path.basename(args.binary)} in "
        f"{time.perf_counter() - started:.1f} s")
    os.unlink(json_path)
    write(store + ".key", key)
    return store, key


def read(path):
    try:
        with open(path, encoding="utf-8") as source:
            return source.read().strip()
    except FileNotFoundError:
        return None


def write(path, text):
    with open(path, "w", encoding="utf-8") as target:
        target.write(text + "\n")


def connect(path):
    """A connection as the app's writer has it: WAL, synchronous=FULL, a 512 KiB page cache."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA synchronous = FULL")
    connection.execute("PRAGMA cache_size = -512")
    connection.execute("PRAGMA recursive_triggers = ON")
    return connection


def connect_reader(path):
    """A connection as the app's reader has it: query_only, SQLite's default page cache."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    connection.execute("PRAGMA query_only = 1")
    return connection


def log(text):
    print(text, flush=True)


def script(connection, sql):
    """Runs each statement of `sql` in the transaction that is open (executescript commits)."""
    statement = ""
    for line in sql.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            connection.execute(statement)
            statement = ""
    assert not statement.strip(), statement


COMMON_TREE_SQL = """
ALTER TABLE todo ADD COLUMN parent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE todo ADD COLUMN children INTEGER NOT NULL DEFAULT 0;
ALTER TABLE todo ADD COLUMN done_children INTEGER NOT NULL DEFAULT 0;
ALTER TABLE todo ADD COLUMN descendants INTEGER NOT NULL DEFAULT 0;
ALTER TABLE todo ADD COLUMN done_descendants INTEGER NOT NULL DEFAULT 0;
ALTER TABLE todo_search ADD COLUMN parent INTEGER NOT NULL DEFAULT 0;
CREATE TABLE todo_fold (todo_id INTEGER PRIMARY KEY);
CREATE TABLE todo_roots (done INTEGER PRIMARY KEY, count INTEGER NOT NULL);
"""

# The links of the todos in trees, narrow and dense, so a filter finds the ancestors of its
# matches without reading their rows.
LINK_INDEX_SQL = """
CREATE INDEX todo_tree_link ON todo (id, parent, done, children)
  WHERE parent != 0 OR children > 0;
"""

# Kept by triggers, whoever writes: a parent's counts of children and descendants (and how
# many of each are done), one level a firing, the change climbing through `todo_tree_up`
# (recursive triggers on); the count of top-level todos; the search row's parent; the fold of
# a deleted todo; the sync revision follows the parent as it follows every synced field.
TREE_TRIGGERS_SQL = """
CREATE TRIGGER todo_tree_on_insert AFTER INSERT ON todo WHEN NEW.parent != 0 BEGIN
  UPDATE todo SET children = children + 1, done_children = done_children + (NEW.done <> 0),
    descendants = descendants + 1 + NEW.descendants,
    done_descendants = done_descendants + (NEW.done <> 0) + NEW.done_descendants
  WHERE id = NEW.parent;
END;
CREATE TRIGGER todo_tree_on_delete AFTER DELETE ON todo WHEN OLD.parent != 0 BEGIN
  UPDATE todo SET children = children - 1, done_children = done_children - (OLD.done <> 0),
    descendants = descendants - 1 - OLD.descendants,
    done_descendants = done_descendants - (OLD.done <> 0) - OLD.done_descendants
  WHERE id = OLD.parent;
END;
CREATE TRIGGER todo_tree_on_move AFTER UPDATE OF parent ON todo
  WHEN OLD.parent IS NOT NEW.parent BEGIN
  UPDATE todo SET children = children - 1, done_children = done_children - (NEW.done <> 0),
    descendants = descendants - 1 - NEW.descendants,
    done_descendants = done_descendants - (NEW.done <> 0) - NEW.done_descendants
  WHERE id = OLD.parent;
  UPDATE todo SET children = children + 1, done_children = done_children + (NEW.done <> 0),
    descendants = descendants + 1 + NEW.descendants,
    done_descendants = done_descendants + (NEW.done <> 0) + NEW.done_descendants
  WHERE id = NEW.parent;
  UPDATE todo_search SET parent = NEW.parent WHERE id = NEW.id;
  UPDATE todo_roots SET count = count - 1 WHERE OLD.parent = 0 AND done = (NEW.done <> 0);
  UPDATE todo_roots SET count = count + 1 WHERE NEW.parent = 0 AND done = (NEW.done <> 0);
END;
CREATE TRIGGER todo_tree_on_toggle AFTER UPDATE OF done ON todo
  WHEN (OLD.done <> 0) IS NOT (NEW.done <> 0) BEGIN
  UPDATE todo SET done_children = done_children + (NEW.done <> 0) - (OLD.done <> 0),
    done_descendants = done_descendants + (NEW.done <> 0) - (OLD.done <> 0)
  WHERE NEW.parent != 0 AND id = NEW.parent;
  UPDATE todo_roots SET count = count - 1 WHERE NEW.parent = 0 AND done = (OLD.done <> 0);
  UPDATE todo_roots SET count = count + 1 WHERE NEW.parent = 0 AND done = (NEW.done <> 0);
END;
CREATE TRIGGER todo_tree_up AFTER UPDATE OF descendants, done_descendants ON todo
  WHEN NEW.parent != 0 AND (OLD.descendants IS NOT NEW.descendants
    OR OLD.done_descendants IS NOT NEW.done_descendants) BEGIN
  UPDATE todo SET descendants = descendants + NEW.descendants - OLD.descendants,
    done_descendants = done_descendants + NEW.done_descendants - OLD.done_descendants
  WHERE id = NEW.parent;
END;
CREATE TRIGGER todo_roots_on_insert AFTER INSERT ON todo WHEN NEW.parent = 0 BEGIN
  UPDATE todo_roots SET count = count + 1 WHERE done = (NEW.done <> 0);
END;
CREATE TRIGGER todo_roots_on_delete AFTER DELETE ON todo WHEN OLD.parent = 0 BEGIN
  UPDATE todo_roots SET count = count - 1 WHERE done = (OLD.done <> 0);
END;
CREATE TRIGGER todo_fold_follows_todo AFTER DELETE ON todo BEGIN
  DELETE FROM todo_fold WHERE todo_id = OLD.id;
END;
DROP TRIGGER todo_revision_follows_fields;
CREATE TRIGGER todo_revision_follows_fields
  AFTER UPDATE OF title, content, done, due, priority, recur, ical_kept, parent ON todo
  BEGIN UPDATE todo SET revision = revision + 1 WHERE id = NEW.id; END;
"""


def fill_tree(connection, parents):
    """Writes `parents` and the counts the triggers keep from then on (before the triggers)."""
    connection.executemany("UPDATE todo SET parent = ? WHERE id = ?",
                           [(parent, child) for child, parent in parents.items()])
    connection.executemany("UPDATE todo_search SET parent = ? WHERE id = ?",
                           [(parent, child) for child, parent in parents.items()])
    done = dict(connection.execute(
        "SELECT id, done <> 0 FROM todo WHERE id IN (SELECT value FROM json_each(?))",
        (json.dumps(sorted(set(parents) | set(parents.values()))),)))
    counts = {}
    for child in sorted(parents, reverse=True):  # children after parents: deepest first
        parent = parents[child]
        mine = counts.get(child, [0, 0, 0, 0])
        theirs = counts.setdefault(parent, [0, 0, 0, 0])
        theirs[0] += 1
        theirs[1] += done[child]
        theirs[2] += 1 + mine[2]
        theirs[3] += done[child] + mine[3]
    connection.executemany(
        "UPDATE todo SET children = ?, done_children = ?, descendants = ?, done_descendants = ? "
        "WHERE id = ?", [(*values, node) for node, values in counts.items()])
    connection.execute("INSERT INTO todo_roots SELECT 0, count(*) FROM todo "
                       "WHERE parent = 0 AND done = 0")
    connection.execute("INSERT INTO todo_roots SELECT 1, count(*) FROM todo "
                       "WHERE parent = 0 AND done <> 0")
    connection.execute("INSERT OR REPLACE INTO view_setting (name, value) VALUES ('fold_all', '0')")


def build_copy(args, base, key, count, design, parents):
    """The store of `design` (a copy of the imported one, migrated), built once and kept."""
    store = os.path.join(args.work, f"{design.name}-{count}.sqlite")
    script = digest_of([os.path.abspath(__file__)], key + DESIGN_VERSION)
    if not args.rebuild and os.path.exists(store) and read(store + ".key") == script:
        return store
    remove_store(store)
    shutil.copyfile(base, store)
    started = time.perf_counter()
    connection = connect(store)
    connection.execute("PRAGMA cache_size = -262144")
    connection.execute("PRAGMA synchronous = OFF")
    connection.execute("BEGIN")
    design.migrate(connection, parents)
    connection.execute("COMMIT")
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    log(f"  built {design.name} at {count} in {time.perf_counter() - started:.1f} s")
    write(store + ".key", script)
    return store


# ---------------------------------------------------------------------------------------------
# The designs. Each reads pages of the list in tree order, in one order (`due` unless told),
# with no folds unless the store has some, and writes the changes the keys make.

class Counted:
    """A connection that counts the statements it runs."""

    def __init__(self, connection):
        self.connection = connection
        self.statements = 0

    def rows(self, sql, values=()):
        self.statements += 1
        return self.connection.execute(sql, values).fetchall()

    def one(self, sql, values=()):
        rows = self.rows(sql, values)
        return rows[0] if rows else None

    def run(self, sql, values=()):
        self.statements += 1
        self.connection.execute(sql, values)


def fts(word):
    """The trigram index's phrase for `word`, as QuerySQL binds it."""
    return '"' + word.replace('"', '""') + '"'


MATCHING = {
    # A plain word through the trigram index; a tag through todo_tag: the ids that match.
    "text": "SELECT rowid FROM todo_trigram WHERE todo_trigram MATCH ?",
    "tag": "SELECT todo_id FROM todo_tag WHERE tag = ?",
}


def filter_words(word):
    if word.startswith("+"):
        return MATCHING["tag"], word[1:]
    return MATCHING["text"], fts(word)


def filter_one(word):
    """The test of one row (its id is `{row}`) against a word, reading that row alone (as
    QuerySQL's `conditionsForOne`): for a statement that tests a few rows, where gathering
    every match first would cost more than the rows."""
    if word.startswith("+"):
        return "EXISTS (SELECT 1 FROM todo_tag g WHERE g.todo_id = {row} AND g.tag = ?)", word[1:]
    return ("EXISTS (SELECT 1 FROM todo_search s WHERE s.id = {row} AND instr(s.search, ?) > 0)",
            word)


def subtree_test(test):
    """Whether a todo of the subtree of the row being read passes `test` (on `d.id`), walked
    down the parent index, stopped at the first that does."""
    return ("(children > 0 AND EXISTS (WITH RECURSIVE d(id) AS (SELECT c.id FROM todo c"
            " WHERE c.parent = todo.id UNION ALL SELECT c.id FROM todo c JOIN d"
            f" ON c.parent = d.id) SELECT 1 FROM d WHERE {test}))")


class Flat:
    """Today's store: one composite index per order, `(done, key…)`, the row id last."""

    name = "flat"
    tree = False

    def __init__(self, db, order="due"):
        self.db = db
        self.set_order(order)

    def set_order(self, order):
        self.order = order
        self.keys = ["done"] + ORDERS[order] + ["id"]
        self.columns = ", ".join(self.keys)
        self.descending = ", ".join(f"{k} DESC" for k in self.keys)

    def migrate(self, connection, parents):
        pass

    def key(self, id_):
        return self.db.one(f"SELECT {self.columns} FROM todo WHERE id = ?", (id_,))

    def bounds(self, comparison, key, prefix="", prefix_values=()):
        """Today's chain of index ranges beyond `key` (QuerySQL+Pages.swift), nearest first."""
        strict = "<" if comparison == "<" else ">"
        within = self.keys[1:]
        chain = []
        for index in reversed(range(len(within))):
            tests = [f"{prefix}done = ?"] + [f"{c} = ?" for c in within[:index]]
            tests.append(f"{within[index]} {comparison if index == len(within) - 1 else strict} ?")
            chain.append((" AND ".join(tests), prefix_values + tuple(key[:index + 2])))
        chain.append((f"{prefix}done {strict} ?", prefix_values + (key[0],)))
        return chain

    def first(self, n):
        return [r[0] for r in self.db.rows(
            f"SELECT id FROM todo ORDER BY {self.columns} LIMIT ?", (n,))]

    def beyond(self, id_, n, comparison):
        key = self.key(id_)
        order = self.descending if comparison == "<" else self.columns
        page = []
        for tests, values in self.bounds(comparison, key):
            if len(page) >= n:
                break
            page += [r[0] for r in self.db.rows(
                f"SELECT id FROM todo WHERE {tests} ORDER BY {order} LIMIT ?",
                values + (n - len(page),))]
        return page[::-1] if comparison == "<" else page

    def after(self, id_, n):
        return self.beyond(id_, n, ">")

    def before(self, id_, n):
        return self.beyond(id_, n, "<")

    def around(self, id_, n):
        return self.before(id_, n // 2) + self.beyond(id_, n - n // 2, ">=")

    def rank(self, id_):
        """How many rows come before: today's count in the order's index, from the top."""
        key = self.key(id_)
        total = 0
        for tests, values in self.bounds("<", key)[:-1]:
            total += self.db.one(f"SELECT count(*) FROM todo WHERE {tests}", values)[0]
        if key[0]:
            total += self.db.one("SELECT count FROM todo_tally WHERE done = 0")[0]
        return total

    def filter_page(self, word, n):
        """Today's filter: the matches counted, then the first page of them in the order."""
        matching, value = filter_words(word)
        table = "todo_search" if matching == MATCHING["text"] else "todo"
        count = self.db.one(
            f"SELECT count(*), total(done = 0) FROM {table} WHERE id IN ({matching})", (value,))
        return count[0], self.lazy_filter_page(word, n)

    def lazy_filter_page(self, word, n):
        """Today's first page of a filter, without its count."""
        matching, value = filter_words(word)
        return [r[0] for r in self.db.rows(
            f"SELECT id FROM todo WHERE id IN ({matching}) ORDER BY {self.columns} LIMIT ?",
            (value, n))]

    # Writes: the statements the store runs, without the tree.
    def set_due(self, id_, due):
        self.db.run("UPDATE todo SET due = ?, due_key = ?, updated = ? WHERE id = ?",
                    (due, due, time.time(), id_))

    def toggle(self, id_):
        self.db.run("UPDATE todo SET done = 1 - done, updated = ? WHERE id = ?",
                    (time.time(), id_))
        self.db.run("UPDATE todo_search SET done = 1 - done WHERE id = ?", (id_,))

    def add(self, title):
        """A new todo at the end of the manual order, with its search row and trigrams."""
        now = time.time()
        position = self.db.one("SELECT max(position) FROM todo WHERE done = 0")[0] + GAP
        self.db.run(
            "INSERT INTO todo (title, content, done, created, updated, priority, position, "
            "title_key, uid) VALUES (?, '', 0, ?, ?, 0, ?, ?, ?)",
            (title, now, now, position, title.lower(), os.urandom(16).hex()))
        id_ = self.db.one("SELECT last_insert_rowid()")[0]
        search = title.lower() + "\x01"
        self.db.run("INSERT INTO todo_search (id, done, search) VALUES (?, 0, ?)", (id_, search))
        self.db.run("INSERT INTO todo_trigram (rowid, search) VALUES (?, ?)", (id_, search))
        return id_

    def sibling_test(self, id_):
        return "", ()

    def move(self, id_, down):
        """`J` (down) or `K` in the manual order: between the neighbour and the one beyond it,
        among the siblings (ManualOrder.swift's common case; a full gap at an end)."""
        done, position = self.db.one("SELECT done, position FROM todo WHERE id = ?", (id_,))
        test, values = self.sibling_test(id_)
        comparison, order = (">", "ASC") if down else ("<", "DESC")
        rows = self.db.rows(
            f"SELECT position FROM todo WHERE {test}done = ? AND id != ? AND position "
            f"{comparison} ? ORDER BY position {order} LIMIT 2",
            values + (done, id_, position))
        if not rows:
            return None
        if len(rows) == 1:
            new = rows[0][0] + (GAP if down else -GAP)
        else:
            new = (rows[0][0] + rows[1][0]) // 2
        self.write_position(id_, new)
        return new

    def write_position(self, id_, position):
        self.db.run("UPDATE todo SET position = ? WHERE id = ?", (position, id_))


class TreeCommon(Flat):
    """What both tree designs share: parent, counts, folding, the filter's context."""

    tree = True

    def migrate(self, connection, parents):
        script(connection, COMMON_TREE_SQL)
        fill_tree(connection, parents)
        script(connection, TREE_TRIGGERS_SQL)
        script(connection, LINK_INDEX_SQL)

    def folds(self):
        """(every parent folded?, the todos folded otherwise): read once a page."""
        fold_all = self.db.one("SELECT value FROM view_setting WHERE name = 'fold_all'")
        others = {r[0] for r in self.db.rows("SELECT todo_id FROM todo_fold")}
        return (fold_all is not None and fold_all[0] == "1"), others

    @staticmethod
    def folded(folds, id_):
        return folds[0] != (id_ in folds[1])

    def filter_context(self, word):
        """The count of rows a filter shows (matches and their ancestors), how many are open,
        and every ancestor of a match (those that do not match are drawn muted): the matches
        counted as today, the parents of those in trees gathered by the same scan, then their
        ancestors read from the narrow index of the links."""
        matching, value = filter_words(word)
        table = "todo_search" if matching == MATCHING["text"] else "todo"
        count, open_, parents = self.db.one(
            "SELECT count(*), total(done = 0), json_group_array(parent) FILTER"
            f" (WHERE parent != 0) FROM {table} WHERE id IN ({matching})", (value,))
        ancestors = self.ancestors(parents, matching, value)
        muted = [(id_, done) for id_, done, matches in ancestors if not matches]
        count += len(muted)
        open_ += sum(1 for _, done in muted if not done)
        return count, open_, [r[0] for r in ancestors]

    def ancestors(self, parents, matching, value):
        """(id, done, matches) of every ancestor of the matches whose `parents` are given: one
        look-up in the narrow index of the links an ancestor, which gives its parent too."""
        link = "todo t INDEXED BY todo_tree_link"
        linked = "(t.parent != 0 OR t.children > 0)"
        return self.db.rows(
            "WITH RECURSIVE up(id, done, parent) AS ("
            f" SELECT t.id, t.done, t.parent FROM {link} WHERE t.id IN"
            f" (SELECT value FROM json_each(?)) AND {linked}"
            f" UNION SELECT t.id, t.done, t.parent FROM {link} JOIN up ON t.id = up.parent"
            f" WHERE up.parent != 0 AND {linked})"
            f" SELECT id, done, id IN ({matching}) FROM up", (parents, value))

    # Writes shared by both.
    def fold(self, id_):
        self.db.run("INSERT OR IGNORE INTO todo_fold (todo_id) VALUES (?)", (id_,))

    def unfold(self, id_):
        self.db.run("DELETE FROM todo_fold WHERE todo_id = ?", (id_,))

    def fold_all(self, folded):
        self.db.run("DELETE FROM todo_fold")
        self.db.run("UPDATE view_setting SET value = ? WHERE name = 'fold_all'",
                    ("1" if folded else "0",))

    def fold_all_by_rows(self):
        """The design not taken: `Z` as a row per parent (every parent found and written)."""
        self.db.run("INSERT OR IGNORE INTO todo_fold (todo_id) SELECT id FROM todo "
                    "WHERE children > 0")

    def sibling_test(self, id_):
        return "parent = ? AND ", (self.db.one("SELECT parent FROM todo WHERE id = ?", (id_,))[0],)

    def add_child(self, title, parent):
        """A new subtask, last among its open siblings in the manual order."""
        now = time.time()
        last = self.db.one("SELECT max(position) FROM todo WHERE parent = ? AND done = 0",
                           (parent,))[0]
        self.db.run(
            "INSERT INTO todo (title, content, done, created, updated, priority, position, "
            "title_key, uid, parent) VALUES (?, '', 0, ?, ?, 0, ?, ?, ?, ?)",
            (title, now, now, (last or 0) + GAP, title.lower(), os.urandom(16).hex(), parent))
        id_ = self.db.one("SELECT last_insert_rowid()")[0]
        search = title.lower() + "\x01"
        self.db.run("INSERT INTO todo_search (id, done, search, parent) VALUES (?, 0, ?, ?)",
                    (id_, search, parent))
        self.db.run("INSERT INTO todo_trigram (rowid, search) VALUES (?, ?)", (id_, search))
        return id_

    def reparent(self, id_, parent):
        self.db.run("UPDATE todo SET parent = ?, updated = ? WHERE id = ?",
                    (parent, time.time(), id_))

    def delete(self, id_):
        self.db.run("DELETE FROM todo_search WHERE id = ?", (id_,))
        self.db.run("DELETE FROM todo WHERE id = ?", (id_,))


class Descent(TreeCommon):
    """Recursive descent over `(parent, done, key…)` indexes."""

    name = "descent"

    def migrate(self, connection, parents):
        super().migrate(connection, parents)
        script(connection, """
            DROP INDEX todo_in_created_order;
            DROP INDEX todo_in_title_order;
            DROP INDEX todo_in_manual_order;
            CREATE INDEX todo_tree_in_due_order ON todo (parent, done, due_key, priority_key);
            CREATE INDEX todo_tree_in_priority_order
              ON todo (parent, done, priority_key, due_key);
            CREATE INDEX todo_tree_in_created_order ON todo (parent, done);
            CREATE INDEX todo_tree_in_title_order ON todo (parent, done, title_key);
            CREATE INDEX todo_tree_in_manual_order ON todo (parent, done, position);
            CREATE INDEX todo_tree_roots
              ON todo (done, due_key, priority_key, title_key, position, descendants)
              WHERE parent = 0 AND descendants > 0;
            """)

    def ancestry(self, id_):
        """The todo and its ancestors, nearest first: (id, parent, children, key…)."""
        return self.db.rows(
            "WITH RECURSIVE up(id, level) AS (SELECT ?, 0"
            " UNION ALL SELECT t.parent, level + 1 FROM todo t JOIN up ON t.id = up.id"
            " WHERE t.parent != 0)"
            f" SELECT t.id, t.parent, t.children, {', '.join('t.' + k for k in self.keys)}"
            " FROM up JOIN todo t ON t.id = up.id ORDER BY level", (id_,))

    def children(self, parent, out, n, folds, after=None, descending=False):
        """Appends `parent`'s children (after the key `after`) and their shown descendants, in
        order (or, `descending`, backwards: each after its descendants), until `n` rows."""
        order = self.descending if descending else self.columns
        if after is None:
            chains = [("parent = ?", (parent,))]
        elif parent == 0:
            chains = self.bounds("<" if descending else ">", after, "parent = 0 AND ")
        else:
            marks = ", ".join("?" * len(self.keys))
            chains = [(f"parent = ? AND ({self.columns}) {'<' if descending else '>'} ({marks})",
                       (parent,) + tuple(after))]
        for tests, chain_values in chains:
            if len(out) >= n:
                return
            rows = self.db.rows(
                f"SELECT id, children FROM todo WHERE {tests} ORDER BY {order} LIMIT ?",
                chain_values + (n - len(out),))
            for id_, children in rows:
                if len(out) >= n:
                    return
                opens = children and not self.folded(folds, id_)
                if not descending:
                    out.append(id_)
                if opens:
                    self.children(id_, out, n, folds, descending=descending)
                if descending and len(out) < n:
                    out.append(id_)

    def first(self, n):
        out = []
        self.children(0, out, n, self.folds())
        return out

    def after(self, id_, n, include=False):
        folds = self.folds()
        chain = self.ancestry(id_)
        out = [id_] if include else []
        row = chain[0]
        if row[2] and not self.folded(folds, id_):
            self.children(id_, out, n, folds)
        for node in chain:
            if len(out) >= n:
                break
            self.children(node[1], out, n, folds, after=node[3:])
        return out

    def before(self, id_, n):
        folds = self.folds()
        out = []
        for node in self.ancestry(id_):
            if len(out) >= n:
                break
            self.children(node[1], out, n, folds, after=node[3:], descending=True)
            if node[1] != 0 and len(out) < n:
                out.append(node[1])
        return out[::-1]

    def around(self, id_, n):
        return self.before(id_, n // 2) + self.after(id_, n - n // 2, include=True)

    def rank(self, id_):
        """Rows before it: the top-level rows before its top ancestor (today's count, with the
        parent in front) and their descendants (the partial index of top-level parents), then
        at each level down its parent and the siblings before it with their descendants."""
        chain = self.ancestry(id_)
        top = chain[-1]
        total = 0
        for tests, values in self.bounds("<", top[3:], "parent = 0 AND ")[:-1]:
            total += self.db.one(f"SELECT count(*) FROM todo WHERE {tests}", values)[0]
        if top[3]:
            total += self.db.one("SELECT count FROM todo_roots WHERE done = 0")[0]
        marks = ", ".join("?" * len(self.keys))
        total += self.db.one(
            "SELECT total(descendants) FROM todo INDEXED BY todo_tree_roots"
            f" WHERE parent = 0 AND descendants > 0 AND ({self.columns}) < ({marks})",
            tuple(top[3:]))[0]
        for node in chain[:-1]:
            count, below = self.db.one(
                "SELECT count(*), total(descendants) FROM todo"
                f" WHERE parent = ? AND ({self.columns}) < ({marks})", (node[1],) + tuple(node[3:]))
            total += 1 + count + below
        return int(total)

    def lazy_filter_page(self, word, n):
        """The first page of a filter, each todo shown when it or a todo of its subtree
        matches (the subtree walked only for parents, stopped at the first match). The top
        level tests its todos against the matches gathered once; a statement below it reads
        a few children, so it tests each against the word by itself."""
        matching, value = filter_words(word)
        one, raw = filter_one(word)
        out = []
        self.filtered_children(
            0, out, n, (f"id IN ({matching})", subtree_test(f"d.id IN ({matching})"), value),
            (one.format(row="todo.id"), subtree_test(one.format(row="d.id")), raw))
        return out

    def filtered_children(self, parent, out, n, tests, below):
        # The subtree's test only in WHERE: SQLite gathers the matches again for each copy of
        # it in a statement (a column named in WHERE is such a copy), so a parent is opened
        # by its children count, and one whose matches are not below it reads no child.
        match, opens, value = tests
        rows = self.db.rows(
            f"SELECT id, children FROM todo WHERE parent = ? AND ({match} OR {opens})"
            f" ORDER BY {self.columns} LIMIT ?", (parent, value, value, n - len(out)))
        for id_, children in rows:
            if len(out) >= n:
                return
            out.append(id_)
            if children:
                self.filtered_children(id_, out, n, below, below)

    def filter_page(self, word, n):
        count, _, _ = self.filter_context(word)
        return count, self.lazy_filter_page(word, n)


class Path(TreeCommon):
    """A materialised path per order: one BLOB key a row, one index on each."""

    name = "path"

    def migrate(self, connection, parents):
        super().migrate(connection, parents)
        for order in ORDERS:
            connection.execute(
                f"ALTER TABLE todo ADD COLUMN path_{order} BLOB NOT NULL DEFAULT x''")
        script(connection, """
            DROP INDEX todo_in_created_order;
            DROP INDEX todo_in_title_order;
            DROP INDEX todo_in_manual_order;
            """)
        columns = sorted({c for keys in ORDERS.values() for c in keys})
        parent_ids = set(parents.values())
        paths = {}
        updates = []
        for row in connection.execute(
                f"SELECT id, parent, done, {', '.join(columns)} FROM todo ORDER BY id"):
            id_, parent, done = row[:3]
            values = dict(zip(columns, row[3:]), done=done, id=id_)
            mine = tuple(
                (paths[parent][index] if parent else b"") + element(order, values)
                for index, order in enumerate(ORDERS))
            if id_ in parent_ids:
                paths[id_] = mine
            updates.append(mine + (id_,))
            if len(updates) == 50_000:
                self.write_paths(connection, updates)
                updates = []
        self.write_paths(connection, updates)
        for order in ORDERS:
            connection.execute(f"CREATE INDEX todo_path_in_{order}_order ON todo (path_{order})")
        # Siblings in the manual order (`J`, `K`, a new subtask's place), children lists.
        connection.execute("CREATE INDEX todo_by_parent ON todo (parent, done, position)")

    @staticmethod
    def write_paths(connection, updates):
        connection.executemany(
            f"UPDATE todo SET {', '.join(f'path_{o} = ?' for o in ORDERS)} WHERE id = ?",
            updates)

    def set_order(self, order):
        super().set_order(order)
        self.path = f"path_{order}"

    def first(self, n):
        folds = self.folds()
        return self.walk(b"", n, folds, inclusive=True)

    def walk(self, start, n, folds, inclusive=False, descending=False):
        """Rows from the path `start` on (or back), past the subtrees of folded rows: one range
        of the index, and one more each time it meets a folded parent."""
        out = []
        comparison = ("<=" if inclusive else "<") if descending else (">=" if inclusive else ">")
        order = "DESC" if descending else "ASC"
        while len(out) < n:
            asked = n - len(out)
            rows = self.db.rows(
                f"SELECT id, {self.path}, children FROM todo WHERE {self.path} {comparison} ?"
                f" ORDER BY {self.path} {order} LIMIT ?", (start, asked))
            jumped = False
            for id_, path, children in rows:
                top = self.cover(path, folds)
                if top is not None:
                    # Inside a folded subtree: backwards to the folded row, forwards past it.
                    start, comparison = (top, "<=") if descending else (top + b"\xff", ">=")
                    jumped = True
                    break
                out.append(id_)
                start, comparison = path, ("<" if descending else ">")
                if not descending and children and self.folded(folds, id_):
                    start, comparison = path + b"\xff", ">="
                    jumped = True
                    break
            if not jumped and len(rows) < asked:
                break
        return out

    def cover(self, path, folds):
        """The path of the outermost folded ancestor of the row at `path`, or None."""
        if not folds[0] and not folds[1]:
            return None
        for prefix, id_ in ancestry_of(path, self.order)[:-1]:
            if self.folded(folds, id_):
                return prefix
        return None

    def row_path(self, id_):
        return self.db.one(f"SELECT {self.path} FROM todo WHERE id = ?", (id_,))[0]

    def after(self, id_, n):
        path = self.row_path(id_)
        folds = self.folds()
        row = self.db.one("SELECT children FROM todo WHERE id = ?", (id_,))
        if row[0] and self.folded(folds, id_):
            return self.walk(path + b"\xff", n, folds, inclusive=True)
        return self.walk(path, n, folds)

    def before(self, id_, n):
        return self.walk(self.row_path(id_), n, self.folds(), descending=True)[::-1]

    def around(self, id_, n):
        path = self.row_path(id_)
        folds = self.folds()
        before = self.walk(path, n // 2, folds, descending=True)[::-1]
        return before + self.walk(path, n - n // 2, folds, inclusive=True)

    def rank(self, id_):
        return self.db.one(
            f"SELECT count(*) FROM todo WHERE {self.path} < "
            f"(SELECT {self.path} FROM todo WHERE id = ?)", (id_,))[0]

    def lazy_filter_page(self, word, n):
        """The first page of a filter without its count: a parent is shown when a row of its
        range of the path index (its subtree) matches."""
        matching, value = filter_words(word)
        index = f"todo_path_in_{self.order}_order"
        return [r[0] for r in self.db.rows(
            f"SELECT id FROM todo INDEXED BY {index} WHERE id IN ({matching}) OR"
            f" (children > 0 AND EXISTS (SELECT 1 FROM todo s INDEXED BY {index}"
            f" WHERE s.{self.path} > todo.{self.path}"
            f" AND s.{self.path} < CAST(todo.{self.path} || x'ff' AS BLOB)"
            f" AND s.id IN ({matching}))) ORDER BY {self.path} LIMIT ?", (value, value, n))]

    def filter_page(self, word, n):
        count, _, _ = self.filter_context(word)
        return count, self.lazy_filter_page(word, n)

    # Writes: the row, then every path of its subtree that the change moved.
    def rewrite(self, id_, orders):
        columns = sorted({c for o in orders for c in ORDERS[o]})
        row = self.db.one(
            f"SELECT parent, done{''.join(', ' + c for c in columns)}"
            f"{''.join(f', path_{o}' for o in orders)} FROM todo WHERE id = ?", (id_,))
        parent, done = row[:2]
        values = dict(zip(columns, row[2:2 + len(columns)]), done=done, id=id_)
        old = row[2 + len(columns):]
        parent_paths = self.db.one(
            f"SELECT {', '.join(f'path_{o}' for o in orders)} FROM todo WHERE id = ?",
            (parent,)) if parent else [b""] * len(orders)
        for index, order in enumerate(orders):
            new = parent_paths[index] + element(order, values)
            if new == old[index]:
                continue
            self.db.run(
                f"UPDATE todo SET path_{order} = CAST(? || substr(path_{order}, ?) AS BLOB)"
                f" WHERE path_{order} >= ? AND path_{order} < ?",
                (new, len(old[index]) + 1, old[index], old[index] + b"\xff"))

    def set_due(self, id_, due):
        super().set_due(id_, due)
        self.rewrite(id_, FIELD_ORDERS["due"])

    def toggle(self, id_):
        super().toggle(id_)
        self.rewrite(id_, list(ORDERS))

    def reparent(self, id_, parent):
        super().reparent(id_, parent)
        self.rewrite(id_, list(ORDERS))

    def write_position(self, id_, position):
        super().write_position(id_, position)
        self.rewrite(id_, FIELD_ORDERS["position"])

    def add_child(self, title, parent):
        parent_paths = self.db.one(
            f"SELECT {', '.join(f'path_{o}' for o in ORDERS)} FROM todo WHERE id = ?", (parent,))
        id_ = super().add_child(title, parent)
        values = dict(zip(["done", "due_key", "priority_key", "title_key", "position", "id"],
                          self.db.one("SELECT done, due_key, priority_key, title_key, position, "
                                      "id FROM todo WHERE id = ?", (id_,))))
        self.db.run(
            f"UPDATE todo SET {', '.join(f'path_{o} = ?' for o in ORDERS)} WHERE id = ?",
            tuple(parent_paths[i] + element(o, values) for i, o in enumerate(ORDERS)) + (id_,))
        return id_


def integer(value):
    """A signed 64-bit integer as 8 bytes that sort as it does."""
    return struct.pack(">Q", (value + (1 << 63)) & ((1 << 64) - 1))


def small(value):
    """A non-negative integer as its length and its big-endian bytes: sorts as it does."""
    length = max(1, (value.bit_length() + 7) // 8)
    return bytes([length]) + value.to_bytes(length, "big")


def element(order, values):
    """One row's part of a path in `order`: done, the order's keys, the id, each encoded to
    sort bytewise as SQLite sorts the column (a title key ends with a NUL, which it never
    holds: TextFold turns a NUL into U+0001)."""
    parts = [bytes([1 if values["done"] else 0])]
    for column in ORDERS[order]:
        value = values[column]
        if column == "priority_key":
            parts.append(bytes([value]))
        elif column == "title_key":
            parts.append(value.encode("utf-8") + b"\x00")
        else:
            parts.append(integer(value))
    parts.append(small(values["id"]))
    return b"".join(parts)


def element_at(path, offset, order):
    """(the end, the id) of the element of `path` in `order` that starts at `offset`."""
    at = offset + 1
    for column in ORDERS[order]:
        if column == "priority_key":
            at += 1
        elif column == "title_key":
            at = path.index(b"\x00", at) + 1
        else:
            at += 8
    end = at + 1 + path[at]
    return end, int.from_bytes(path[at + 1:end], "big")


def ancestry_of(path, order):
    """(path, id) of a row's ancestors and its own, top first: each element ends with its id."""
    out = []
    offset = 0
    while offset < len(path):
        offset, id_ = element_at(path, offset, order)
        out.append((path[:offset], id_))
    return out


# ---------------------------------------------------------------------------------------------
# Checks: every design gives the same rows, and at the smallest size the tree order itself.

def reference_order(connection, order, folds=(False, set())):
    """The list in tree order, computed in memory from every row (small stores only)."""
    keys = ["done"] + ORDERS[order] + ["id"]
    rows = connection.execute(f"SELECT parent, {', '.join(keys)} FROM todo").fetchall()
    children = {}
    for row in rows:
        children.setdefault(row[0], []).append(row[1:])
    for siblings in children.values():
        siblings.sort()
    out = []

    def visit(parent):
        for row in children.get(parent, []):
            out.append(row[-1])
            if row[-1] in children and TreeCommon.folded(folds, row[-1]):
                continue
            visit(row[-1])

    visit(0)
    return out


def check(designs, facts, size, connections):
    """Every design answers alike; at 1,000 todos, as the tree order computed in memory."""
    anchors = facts["anchors"]
    tree = connections.get("descent") or connections.get("path")
    for order in ("due", "title", "manual"):
        answers = {}
        for design in designs:
            if not design.tree:
                continue
            design.set_order(order)
            answer = {"first": design.first(PAGE)}
            for name, id_ in anchors.items():
                answer[name] = (design.after(id_, PAGE), design.before(id_, PAGE),
                                design.around(id_, PAGE), design.rank(id_))
            answers[design.name] = answer
            design.set_order("due")
        values = list(answers.values())
        for other in values[1:]:
            assert other == values[0], f"designs disagree in {order} order at {size}"
        if size <= 1000 and values:
            full = reference_order(tree, order)
            answer = values[0]
            assert answer["first"] == full[:PAGE], "first page"
            for name, id_ in anchors.items():
                at = full.index(id_)
                after, before, around, rank = answer[name]
                assert after == full[at + 1:at + 1 + PAGE], f"after {name} in {order}"
                assert before == full[max(0, at - PAGE):at], f"before {name} in {order}"
                assert around == full[max(0, at - PAGE // 2):at + PAGE - PAGE // 2], "around"
                assert rank == at, f"rank {name} in {order}: {rank} != {at}"
    filters = {}
    for design in designs:
        if design.tree:
            filters[design.name] = [design.filter_page(word, PAGE) for word in ("pay", "+home")]
    values = list(filters.values())
    for other in values[1:]:
        assert other == values[0], "filter pages disagree"
    if size <= 1000 and values:
        connection = tree
        for index, word in enumerate(("pay", "+home")):
            matching, value = filter_words(word)
            matches = {r[0] for r in connection.execute(matching, (value,))}
            parent = dict(connection.execute("SELECT id, parent FROM todo"))
            shown = set(matches)
            for id_ in matches:
                while parent[id_]:
                    id_ = parent[id_]
                    shown.add(id_)
            full = [i for i in reference_order(connection, "due") if i in shown]
            count, page = values[0][index]
            assert count == len(shown) and page == full[:PAGE], f"filter {word}"


def check_folds(designs, facts, size, connections):
    """Folding one parent, and every parent, hides the same rows in both tree designs."""
    big = facts["big_root"]
    for setting in ("one", "all", "all-but-one"):
        answers = {}
        for design in designs:
            if not design.tree:
                continue
            design.db.run("BEGIN")
            if setting == "one":
                design.fold(big)
            elif setting == "all":
                design.fold_all(True)
            else:
                design.fold_all(True)
                design.fold(big)
            answers[design.name] = (design.first(PAGE), design.after(big, PAGE),
                                    design.before(facts["anchors"]["middle"], PAGE))
            if size <= 1000 and design.name == "descent":
                folds = design.folds()
                full = reference_order(connections["descent"], "due", folds)
                at = full.index(big)
                assert answers["descent"] == (full[:PAGE], full[at + 1:at + 1 + PAGE],
                                              full[max(0, full.index(facts["anchors"]["middle"])
                                                       - PAGE):full.index(
                                                  facts["anchors"]["middle"])]), setting
            design.db.run("ROLLBACK")
        values = list(answers.values())
        for other in values[1:]:
            assert other == values[0], f"fold {setting} disagrees at {size}"


def check_counts(connection):
    """After the writes: the counts the triggers kept equal counts made from scratch."""
    wrong = connection.execute("""
        WITH RECURSIVE up(id, ancestor, done) AS (
          SELECT id, parent, done FROM todo WHERE parent != 0
          UNION ALL SELECT up.id, t.parent, up.done FROM up JOIN todo t ON t.id = up.ancestor
          WHERE t.parent != 0),
        below AS (SELECT ancestor AS id, count(*) AS n, total(done <> 0) AS done
          FROM up GROUP BY ancestor),
        kids AS (SELECT parent AS id, count(*) AS n, total(done <> 0) AS done
          FROM todo WHERE parent != 0 GROUP BY parent)
        SELECT count(*) FROM todo t LEFT JOIN below USING (id) LEFT JOIN kids USING (id)
        WHERE t.descendants != ifnull(below.n, 0) OR t.done_descendants != ifnull(below.done, 0)
          OR t.children != ifnull(kids.n, 0) OR t.done_children != ifnull(kids.done, 0)
        """).fetchone()[0]
    roots = connection.execute(
        "SELECT (SELECT count FROM todo_roots WHERE done = 0) = (SELECT count(*) FROM todo"
        " WHERE parent = 0 AND done = 0) AND (SELECT count FROM todo_roots WHERE done = 1) ="
        " (SELECT count(*) FROM todo WHERE parent = 0 AND done <> 0) AND NOT EXISTS (SELECT 1"
        " FROM todo_search s JOIN todo t USING (id) WHERE s.parent != t.parent)").fetchone()[0]
    assert wrong == 0 and roots, f"counts kept wrong: {wrong} rows, top level {roots}"


# ---------------------------------------------------------------------------------------------
# Timing.

def timed(operation, reps, budget, setup=None):
    """Runs `operation` up to `reps` times (at least 20, or until `budget` seconds pass after
    those): {median, p99, min, n} in milliseconds, after three untimed runs."""
    samples = []
    for _ in range(3):
        if setup:
            setup()
        operation()
    ends = time.perf_counter() + budget
    for index in range(reps):
        if setup:
            setup()
        started = time.perf_counter()
        operation()
        samples.append((time.perf_counter() - started) * 1000)
        if index >= 19 and time.perf_counter() > ends:
            break
    return summary(samples)


def summary(samples):
    ordered = sorted(samples)
    return {"median": statistics.median(ordered),
            "p99": ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))],
            "min": ordered[0], "n": len(ordered)}


def statements(design, operation):
    before = design.db.statements
    operation()
    return design.db.statements - before


def measure_reads(design, writer, facts, args):
    results = {}
    anchors = facts["anchors"]

    def add(name, operation, reps=args.reps, on=design):
        count = statements(on, operation)
        results[name] = dict(timed(operation, reps, args.budget), statements=count)

    for order in ("due", "title"):
        design.set_order(order)
        suffix = "" if order == "due" else f" ({order})"
        add(f"first page{suffix}", lambda: design.first(PAGE))
        if order != "due":
            add(f"rank, middle{suffix}", lambda: design.rank(anchors["middle"]), 40)
            continue
        for name, id_ in anchors.items():
            if not design.tree and name != "middle" and name != "top":
                continue
            add(f"page around, {name}", lambda i=id_: design.around(i, PAGE))
            page = design.around(id_, PAGE)
            add(f"next page, {name}", lambda p=page: design.after(p[-1], PAGE))
            add(f"previous page, {name}", lambda p=page: design.before(p[0], PAGE))
            add(f"rank, {name}", lambda i=id_: design.rank(i), 40)
        for word in ("pay", "+home"):
            add(f"filter {word}: count and first page", lambda w=word: design.filter_page(w, PAGE),
                40)
            if design.tree:
                add(f"filter {word}: count with ancestors",
                    lambda w=word: design.filter_context(w), 40)
                matching, value = filter_words(word)
                table = "todo_search" if matching == MATCHING["text"] else "todo"
                parents = design.db.one(
                    f"SELECT json_group_array(parent) FILTER (WHERE parent != 0) FROM {table}"
                    f" WHERE id IN ({matching})", (value,))[0]
                add(f"filter {word}: the ancestors alone",
                    lambda m=matching, v=value, p=parents: design.ancestors(p, m, v), 40)
            add(f"filter {word}: first page alone (in a tree, ancestors found on the way)",
                lambda w=word: design.lazy_filter_page(w, PAGE), 40)
    design.set_order("due")
    if design.tree:
        # Read where the fold is written (its transaction is rolled back after).
        for name, setting in (("first page, all folded (Z)", lambda: writer.fold_all(True)),
                              ("page after the folded 50", lambda: writer.fold(facts["big_root"]))):
            writer.db.run("BEGIN")
            setting()
            if name.startswith("first"):
                add(name, lambda: writer.first(PAGE), on=writer)
            else:
                add(name, lambda: writer.after(facts["big_root"], PAGE), on=writer)
            writer.db.run("ROLLBACK")
    return results


def measure_writes(design, facts, args):
    """Each change one transaction, done and undone in turn so the store ends as it began."""
    results = {}
    db = design.db
    big = facts["big_root"]

    def transaction(change):
        before_commit = []

        def run():
            db.run("BEGIN IMMEDIATE")
            started = time.perf_counter()
            change()
            before_commit.append((time.perf_counter() - started) * 1000)
            db.run("COMMIT")
        return run, before_commit

    def add(name, changes, reps=args.write_reps):
        """`changes` alternate (a change and its undoing): each timed alike."""
        count = statements(design, lambda: (db.run("BEGIN"), changes[0](), db.run("ROLLBACK")))
        runs = []
        for change in changes:
            runs.append(transaction(change))
        samples = []
        for _ in range(2):
            for run, _ in runs:
                run()
        for run, work in runs:
            work.clear()
        index = 0
        for _ in range(reps):
            run, _ = runs[index % len(runs)]
            started = time.perf_counter()
            run()
            samples.append((time.perf_counter() - started) * 1000)
            index += 1
        work = [w for _, ws in runs for w in ws]
        results[name] = dict(summary(samples), statements=count,
                             before_commit=summary(work)["median"],
                             before_commit_p99=summary(work)["p99"])

    def due_of(id_):
        """The todo's due key, which each edit sets a day later and back."""
        due = db.one("SELECT due_key FROM todo WHERE id = ?", (id_,))[0]
        return due if due != (1 << 63) - 1 else 1_800_000_000

    subject = big if design.tree else facts["anchors"]["middle"]
    due = due_of(subject)
    label = f"of a parent of {facts['big_size']}" if design.tree else "of a todo"
    add(f"edit due date {label}",
        [lambda: design.set_due(subject, due + 86400), lambda: design.set_due(subject, due)])
    if design.tree:
        small_parent = facts["small_parent"]
        small_due = due_of(small_parent)
        add(f"edit due date of a parent of {facts['small_size']}",
            [lambda: design.set_due(small_parent, small_due + 86400),
             lambda: design.set_due(small_parent, small_due)])
    add(f"toggle done {label}", [lambda: design.toggle(subject), lambda: design.toggle(subject)])
    if design.tree and "project" in facts:
        project = facts["project"]
        size = facts["project_size"]
        project_due = due_of(project)
        add(f"edit due date of a parent of {size}",
            [lambda: design.set_due(project, project_due + 86400),
             lambda: design.set_due(project, project_due)],
            max(10, args.write_reps // 2))
        add(f"toggle done of a parent of {size}",
            [lambda: design.toggle(project), lambda: design.toggle(project)],
            max(10, args.write_reps // 2))
    mover = facts["mover"] if design.tree else facts["anchors"]["middle"]
    add("J then K among siblings" if design.tree else "J then K",
        [lambda: design.move(mover, True), lambda: design.move(mover, False)])
    if design.tree:
        add("z on a parent of 50, then again",
            [lambda: design.fold(big), lambda: design.unfold(big)])
        add("Z (all), then again", [lambda: design.fold_all(True), lambda: design.fold_all(False)])
        add("Z as a row per parent (not taken)",
            [design.fold_all_by_rows, lambda: design.fold_all(False)], max(6, args.write_reps // 5))
        branch, home, elsewhere = facts["branch"], facts["branch_parent"], facts["elsewhere"]
        add(f"re-parent a subtree of {facts['branch_size'] + 1}",
            [lambda: design.reparent(branch, elsewhere), lambda: design.reparent(branch, home)])
        added = []
        add("add a child five deep, then delete it",
            [lambda: added.append(design.add_child("bench child", facts["deep_parent"])),
             lambda: design.delete(added.pop())])
    else:
        added = []
        add("add a todo, then delete it",
            [lambda: added.append(design.add("bench todo")),
             lambda: (db.run("DELETE FROM todo_search WHERE id = ?", (added[-1],)),
                      db.run("DELETE FROM todo WHERE id = ?", (added.pop(),)))])
    return results


def sizes_of(connection):
    """Bytes of each table and index (dbstat), and of the file."""
    rows = connection.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name").fetchall()
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    page = connection.execute("PRAGMA page_size").fetchone()[0]
    return {"file": pages * page, "objects": dict(rows)}


def python_overhead():
    connection = sqlite3.connect(":memory:")
    sample = timed(lambda: connection.execute("SELECT ?", (1,)).fetchall(), 2000, 0.5)
    return sample["median"] * 1000


def pick_facts(connection, parents, facts):
    """The todos the figures are measured on (chosen once, before anything is timed)."""
    rows = connection.execute(
        "SELECT id FROM todo WHERE parent = 0 ORDER BY done, due_key, priority_key, id "
        "LIMIT 1 OFFSET (SELECT count(*) / 2 FROM todo WHERE parent = 0)").fetchone()
    facts["anchors"] = {"top": connection.execute(
        "SELECT id FROM todo WHERE parent = 0 ORDER BY done, due_key, priority_key, id "
        "LIMIT 1").fetchone()[0], "middle": rows[0], "deep": facts["deep"]}
    if "project" in facts:
        facts["project_size"] = connection.execute(
            "SELECT descendants FROM todo WHERE id = ?", (facts["project"],)).fetchone()[0]
    facts["big_size"] = connection.execute("SELECT descendants FROM todo WHERE id = ?",
                                           (facts["big_root"],)).fetchone()[0]
    small_parent, small_size = connection.execute(
        "SELECT id, descendants FROM todo WHERE descendants >= 5 ORDER BY descendants, id "
        "LIMIT 1").fetchone()
    facts["small_parent"], facts["small_size"] = small_parent, small_size
    # A branch of 5 to 15 below a top-level todo, moved under another tree's top.
    branch = connection.execute(
        "SELECT id, parent, descendants FROM todo WHERE parent IN "
        "(SELECT id FROM todo WHERE parent = 0 AND descendants > 0) AND descendants BETWEEN 5 "
        "AND 15 ORDER BY id LIMIT 1").fetchone() or connection.execute(
        "SELECT id, parent, descendants FROM todo WHERE parent != 0 AND descendants > 0 "
        "ORDER BY descendants DESC LIMIT 1").fetchone()
    facts["branch"], facts["branch_parent"], facts["branch_size"] = branch
    facts["elsewhere"] = connection.execute(
        "SELECT id FROM todo WHERE parent = 0 AND descendants > 0 AND id != ? AND id != ? "
        "ORDER BY id DESC LIMIT 1", (facts["big_root"], branch[1])).fetchone()[0]
    # A subtask with a subtree (the largest up to 50) and two siblings or more of its done
    # group, for J and K in the manual order.
    facts["mover"] = connection.execute(
        "SELECT c.id FROM todo c WHERE c.parent != 0 AND c.children > 0 AND "
        "(SELECT count(*) FROM todo s WHERE s.parent = c.parent AND s.done = c.done) >= 3 "
        "ORDER BY c.descendants <= 50 DESC, c.descendants DESC, c.id LIMIT 1").fetchone()[0]
    facts["mover_size"] = connection.execute(
        "SELECT descendants FROM todo WHERE id = ?", (facts["mover"],)).fetchone()[0]
    depths = {}
    for child in sorted(parents):
        depths[child] = depths.get(parents[child], 0) + 1
    facts["depths"] = {d: sum(1 for v in depths.values() if v == d) for d in range(1, 6)}
    facts["parents"] = connection.execute("SELECT count(*) FROM todo WHERE children > 0"
                                          ).fetchone()[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--work", default="/tmp/tree-order")
    parser.add_argument("--binary", default=".build/debug/todo")
    parser.add_argument("--reps", type=int, default=200)
    parser.add_argument("--write-reps", type=int, default=40)
    parser.add_argument("--budget", type=float, default=2.0,
                        help="seconds a figure may take beyond its first 20 repetitions")
    parser.add_argument("--designs", default="flat,path,descent")
    parser.add_argument("--out", default="bench-results/tree-order.json")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--skip-writes", action="store_true")
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    os.makedirs(args.work, exist_ok=True)
    chosen = args.designs.split(",")
    load = os.getloadavg()
    results = {"started": datetime.datetime.now(datetime.timezone.utc).isoformat(),
               "load_at_start": load, "cores": os.cpu_count(),
               "sqlite": sqlite3.sqlite_version,
               "python_statement_overhead_us": python_overhead(), "sizes": {}}
    log(f"load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} cores; "
        f"SQLite {sqlite3.sqlite_version}; a Python statement costs "
        f"{results['python_statement_overhead_us']:.1f} µs")
    for size in [int(s) for s in args.sizes.split(",")]:
        log(f"{size} todos")
        base, key = base_store(args, size)
        parents, facts = fixtures.tree_shape(size)
        designs, writers, connections = [], {}, {}
        for kind in (Flat, Path, Descent):
            if kind.name not in chosen:
                continue
            store = build_copy(args, base, key, size, kind(None), parents)
            connection = connect(store)
            connections[kind.name] = connection
            writers[kind.name] = kind(Counted(connection))
            designs.append(kind(Counted(connect_reader(store))))
        tree_connection = connections.get("descent") or connections.get("path")
        if tree_connection is None:
            sys.exit("a tree design is needed to choose the todos measured")
        pick_facts(tree_connection, parents, facts)
        check(designs, facts, size, connections)
        check_folds(list(writers.values()), facts, size, connections)
        log(f"  checked: every design gives the same pages, ranks and filters"
            f"{' (and the tree order computed in memory)' if size <= 1000 else ''}")
        entry = {"facts": {k: v for k, v in facts.items()}, "designs": {}}
        for design in designs:
            log(f"  {design.name}: reads")
            reads = measure_reads(design, writers[design.name], facts, args)
            writes = {} if args.skip_writes else measure_writes(writers[design.name], facts, args)
            if not args.skip_writes:
                log(f"  {design.name}: writes")
                if design.tree:
                    check_counts(connections[design.name])
            entry["designs"][design.name] = {
                "reads": reads, "writes": writes, "size": sizes_of(connections[design.name])}
        for design in designs:
            design.db.connection.close()
        for connection in connections.values():
            connection.close()
        results["sizes"][str(size)] = entry
        results["load_at_end"] = os.getloadavg()
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as target:
            json.dump(results, target, indent=1)
    print(table(results))


def table(results):
    """The figures as Markdown: one row per figure, a column per size and design."""
    sizes = list(results["sizes"])
    designs = [d for d in ("flat", "path", "descent")
               if any(d in results["sizes"][s]["designs"] for s in sizes)]
    names = []
    for size in sizes:
        for design in designs:
            for part in ("reads", "writes"):
                for name in results["sizes"][size]["designs"].get(design, {}).get(part, {}):
                    if (part, name) not in names:
                        names.append((part, name))
    header = ("| figure (ms: median / p99 (statements); a change: before its commit, median / p99"
              " [the whole transaction, median] (statements)) | ") + " | ".join(
        f"{d} {int(s):,}" for s in sizes for d in designs) + " |"
    lines = [header, "|" + "---|" * (1 + len(sizes) * len(designs))]
    for part, name in names:
        cells = []
        for size in sizes:
            for design in designs:
                figure = results["sizes"][size]["designs"].get(design, {}).get(part, {}).get(name)
                if figure is None:
                    cells.append("")
                elif part == "writes":
                    cells.append(f"{figure['before_commit']:.2f} / "
                                 f"{figure['before_commit_p99']:.2f} [{figure['median']:.1f}]"
                                 f" ({figure['statements']})")
                else:
                    cells.append(f"{figure['median']:.3f} / {figure['p99']:.3f} "
                                 f"({figure['statements']})")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("| store (MB) | " + " | ".join(f"{d} {int(s):,}" for s in sizes for d in designs)
                 + " |")
    lines.append("|" + "---|" * (1 + len(sizes) * len(designs)))
    groups = {"file": lambda o, f: f,
              "todo table": lambda o, f: o.get("todo", 0),
              "order indexes": lambda o, f: sum(v for k, v in o.items() if "order" in k or
                                                k == "todo_tree_roots"),
              "todo_search": lambda o, f: o.get("todo_search", 0)}
    for label, pick in groups.items():
        cells = []
        for size in sizes:
            for design in designs:
                found = results["sizes"][size]["designs"].get(design)
                cells.append("" if not found else
                             f"{pick(found['size']['objects'], found['size']['file']) / 1e6:.1f}")
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
