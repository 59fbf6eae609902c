#!/usr/bin/env python3
"""Deterministic todos for the benchmarks, as a JSON import file, with every field filled.

Titles, notes and done flags come from the same generator as
Benchmarks/TodoBenchmarks/Fixtures.swift (a 64-bit LCG with seed 42 and the same word lists),
so those three fields are the ones the Swift benchmarks build for themselves. The fields of
Part two (due, priority, tags, repeat rule, created time, longer notes) come from a second
LCG (seed 7), so adding them changed none of the first three: the figures are measured with every
feature on, and the package benchmarks still open comparable stores.

Due dates are days relative to an anchor day (today by default: some overdue, some today,
most in the coming weeks), a quarter with a time of day. Tags come from a pool of a few
hundred (`TAG_POOL`, some `@context` ones), zero to three a todo.

A tenth of the todos are subtasks, up to five deep (`tree_shape`, a third LCG, seed 11): every
todo has a `uid` (`bench-N`) and a subtask the `parent` UID, as `todo import` reads them, so
the store holds the tree the way the app keeps it (the link in `parent_uid`, the place and the
counts derived by the app's own schema and triggers).

    python3 fixtures.py COUNT OUT.json [ANCHOR-DAY]
"""

import datetime
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
CONTEXTS = ["@phone", "@email", "@desk", "@errand", "@home", "@office", "@car", "@online", "@waiting", "@anywhere"]
AREAS = ["work", "home", "garden", "health", "money", "family", "travel", "school", "club", "car"]
# 10 contexts, 10 areas, and 300 project tags (`proj-001` ... `proj-300`): 320 distinct tags.
TAG_POOL = CONTEXTS + AREAS + [f"proj-{n:03d}" for n in range(1, 301)]
# How deep a subtask goes at most (SPEC §16 has no limit; the stores stop at five).
MAX_DEPTH = 5
RULES = ["1d", "1w", "+1w", "2w", "+1m", "3d", "+1y"]
EXTRA_NOTES = "\n- check the details\n- ask about the price\nLast line."


def lcg(seed):
    """The fixtures' 64-bit LCG from `seed`: a function giving its next value (31 bits)."""
    state = seed

    def next_value():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) & MASK
        return state >> 33

    return next_value


def todos(count):
    """The `count` todos, always the same ones: dicts with title, content and done."""
    next_value = lcg(42)
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


def tree_shape(count):
    """The subtasks of `count` todos: ({child id: parent id}, facts about the shape).

    A tenth of the todos are subtasks, in trees of 5 to 50 descendants (a 64-bit LCG, seed 11)
    placed evenly over the ids; a parent always has a smaller id than its children (as todos
    made in `todo` have). Within a tree each new todo goes under the one made just before it
    (4 in 10, while that one is less than five deep), beside it (3 in 10), or under any
    todo of the tree less than five deep. The tree in the middle has 50 descendants and
    reaches five deep: the parent the writes and the folding are measured on. From 100,000
    todos on, the tree a quarter of the way has 1,000 descendants (one large project).
    """
    next_value = lcg(11)
    budget = count // 10
    sizes = []
    while sum(sizes) < budget:
        sizes.append(5 + next_value() % 46)
    middle = len(sizes) // 2
    sizes[middle] = 50
    project = len(sizes) // 4 if count >= 100_000 else None
    if project is not None:
        sizes[project] = 1000
    excess = sum(sizes) - budget
    while excess > 0 and len(sizes) > 1:
        last = len(sizes) - 1
        while last in (middle, project):
            last -= 1
        cut = min(excess, sizes[last] - 5)
        if cut <= 0:
            excess -= sizes[last]
            sizes.pop(last)
            continue
        sizes[last] -= cut
        excess -= cut
    spacing = count // len(sizes)
    parents = {}
    facts = {"trees": len(sizes), "subtasks": sum(sizes)}
    for index, size in enumerate(sizes):
        root = index * spacing + 1 + spacing // 3
        depth = {root: 0}
        nodes = [root]
        for offset in range(1, size + 1):
            node = root + offset
            previous = nodes[-1]
            roll = next_value() % 10
            if index in (middle, project) and offset <= MAX_DEPTH:
                parent = previous
            elif roll < 4 and depth[previous] < MAX_DEPTH:
                parent = previous
            elif roll < 7 and previous != root:
                parent = parents[previous]
            else:
                shallow = [n for n in nodes if depth[n] < MAX_DEPTH]
                parent = shallow[next_value() % len(shallow)]
            parents[node] = parent
            depth[node] = depth[parent] + 1
            nodes.append(node)
        if index == project:
            facts["project"] = root
        if index == middle:
            facts["big_root"] = root
            facts["deep"] = root + MAX_DEPTH
            facts["deep_parent"] = root + MAX_DEPTH - 1
    return parents, facts


def full_todos(count, anchor, tree=True):
    """`todos(count)` with every other field filled, due dates relative to the day `anchor`.

    Of the todos: 70% have a due date (5% of all are overdue by up to 30 days, 5% due on
    `anchor`, the rest up to 120 days on), a quarter of those with a time; 60% a priority
    (H, M, L alike); 85% one to three tags; 8% of those with a due date repeat; a third of
    the notes have three more lines. `created` counts up a minute a todo, ending at `anchor`.
    With `tree`, each todo has a `uid` and the subtasks of `tree_shape` their `parent`.
    """
    extra = lcg(7)
    parents = tree_shape(count)[0] if tree else {}
    start = datetime.datetime(anchor.year, anchor.month, anchor.day, tzinfo=datetime.timezone.utc)
    result = []
    for index, todo in enumerate(todos(count), start=1):
        roll = extra() % 100
        if roll < 70:
            offset = -1 - extra() % 30 if roll < 5 else 0 if roll < 10 else 1 + extra() % 120
            day = anchor + datetime.timedelta(days=offset)
            due = day.isoformat()
            if extra() % 4 == 0:
                due += f"T{8 + extra() % 12:02d}:{15 * (extra() % 4):02d}"
            todo["due"] = due
            if extra() % 100 < 8:
                todo["recur"] = RULES[extra() % len(RULES)]
        priority = extra() % 10
        if priority < 6:
            todo["priority"] = (1, 5, 9)[priority % 3]
        tags = extra() % 20
        if tags >= 3:
            picked = {TAG_POOL[extra() % len(TAG_POOL)] for _ in range(1 + tags % 3)}
            todo["tags"] = sorted(picked)
        if todo["content"] and extra() % 3 == 0:
            todo["content"] += EXTRA_NOTES
        created = start - datetime.timedelta(minutes=count - index)
        todo["created"] = todo["updated"] = created.strftime("%Y-%m-%dT%H:%M:%SZ")
        if tree:
            todo["uid"] = f"bench-{index}"
            if index in parents:
                todo["parent"] = f"bench-{parents[index]}"
        result.append(todo)
    return result


def write_json(count, path, anchor=None, tree=True):
    """Writes the import file for `count` todos to `path` (due dates relative to `anchor`, a date;
    subtasks unless `tree` is false)."""
    with open(path, "w", encoding="utf-8") as out:
        json.dump(full_todos(count, anchor or datetime.date.today(), tree), out, ensure_ascii=False)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    write_json(int(sys.argv[1]), sys.argv[2],
               datetime.date.fromisoformat(sys.argv[3]) if len(sys.argv) == 4 else None)
