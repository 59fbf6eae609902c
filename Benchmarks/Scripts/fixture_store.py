#!/usr/bin/env python3
"""The stores the benchmarks open: built with the real `todo import`, the largest ones cached.

A store of `--cache-from` todos or more (1,000,000 by default) takes minutes to import, so
it is imported once, timed, and kept in OUT/fixtures/cache/ under a key that hashes the
fixture generator (fixtures.py) and the `todo` binary: a rerun with the same generator and
binary opens the kept store and reports the import time measured when it was built (the
table says so); a new binary or generator, or `--reimport`, imports it again. Smaller
stores are imported `--imports` times on every run.

The JSON files are kept too (fixtures/items-N.json), remade when the generator or the
anchor day of the due dates changes (a `.key` file beside each says which it was made by).
"""

import datetime
import hashlib
import json
import os
import shutil
import sqlite3

import fixtures

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


def remove_store(path):
    """Removes a store and its WAL and shared-memory files, those that exist."""
    for suffix in ("", "-wal", "-shm"):
        try:
            os.unlink(path + suffix)
        except FileNotFoundError:
            pass


def file_digest(path, digest):
    with open(path, "rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)


def generator_key():
    """A hash of the fixture generator's source."""
    digest = hashlib.sha256()
    file_digest(os.path.join(SCRIPTS, "fixtures.py"), digest)
    return digest.hexdigest()[:16]


def cache_key(binary):
    """A hash of the fixture generator and the binary that imports it."""
    digest = hashlib.sha256(generator_key().encode())
    file_digest(binary, digest)
    return digest.hexdigest()[:16]


def json_file(fixture_dir, count, anchor):
    """The import file for `count` todos with due dates relative to `anchor`, made if needed."""
    os.makedirs(fixture_dir, exist_ok=True)
    path = os.path.join(fixture_dir, f"items-{count}.json")
    key = f"{generator_key()} {anchor.isoformat()}"
    try:
        with open(path + ".key", encoding="utf-8") as kept:
            if kept.read().strip() == key and os.path.exists(path):
                return path
    except FileNotFoundError:
        pass
    fixtures.write_json(count, path, anchor)
    with open(path + ".key", "w", encoding="utf-8") as kept:
        kept.write(key + "\n")
    return path


def pristine_store(args, fixture_dir, count, timed_import):
    """(path of the store as imported, {'import_s', 'import_peak_rss_kib', 'cached', ...}).

    `timed_import(binary, json_path, store)` imports and returns (seconds, peak RSS KiB).
    """
    today = datetime.date.today()
    if count >= args.cache_from:
        cache_dir = os.path.join(fixture_dir, "cache")
        key = cache_key(args.binary)
        store = os.path.join(cache_dir, f"items-{count}-{key}.sqlite")
        record_path = store + ".json"
        if not args.reimport and os.path.exists(store) and os.path.exists(record_path):
            with open(record_path, encoding="utf-8") as source:
                record = json.load(source)
            return store, dict(record, cached=True)
        os.makedirs(cache_dir, exist_ok=True)
        for old in os.listdir(cache_dir):  # stores of other binaries: hundreds of MB each
            if old.startswith(f"items-{count}-"):
                os.unlink(os.path.join(cache_dir, old))
        json_path = json_file(fixture_dir, count, today)
        seconds, rss = timed_import(args.binary, json_path, store)
        record = {"import_s": [seconds], "import_peak_rss_kib": [rss], "anchor": today.isoformat(),
                  "built_at": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}
        with open(record_path, "w", encoding="utf-8") as target:
            json.dump(record, target)
        return store, dict(record, cached=False)

    json_path = json_file(fixture_dir, count, today)
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
    return store, {"import_s": imports, "import_peak_rss_kib": import_rss, "anchor": today.isoformat(),
                   "built_at": None, "cached": False}


def copy_store(source, target):
    """Copies a closed store (with its WAL, if one was left) to `target`."""
    remove_store(target)
    for suffix in ("", "-wal"):
        if os.path.exists(source + suffix):
            shutil.copyfile(source + suffix, target + suffix)


def set_view(store, sort, hide_done):
    """Keeps `sort` and `hide_done` in the store's view settings, as `s` and `H` would."""
    connection = sqlite3.connect(store)
    try:
        with connection:
            connection.executemany(
                "INSERT OR REPLACE INTO view_setting (name, value) VALUES (?, ?)",
                [("sort", sort), ("hide_done", "1" if hide_done else "0")],
            )
    finally:
        connection.close()
