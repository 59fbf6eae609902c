import Foundation
import GRDB

/// The store's schema: the migrations that make and upgrade it, and the rule that tells our
/// store from any other SQLite file, applied read-only before anything may write to a file.
///
/// A file is a todo store when:
/// 1. its `PRAGMA application_id` is todo's (`ToDo`, set since "v3") or 0 (earlier stores);
/// 2. its `grdb_migrations` table lists "v1: todo table" and its `todo` table has the columns
///    id, title, content, done, created and updated;
/// 3. every migration it lists is one this version knows. A store with todo's application id
///    and a migration this version does not know was made by a newer version: it is refused,
///    untouched.
/// Anything else is another program's database and is never written, not even its journal
/// mode.
enum StoreSchema {
  /// `PRAGMA application_id` of a todo store: "ToDo" in ASCII.
  static let applicationID: Int32 = 0x546F_446F

  /// The columns the `todo` table must have.
  static let todoColumns: Set<String> = ["id", "title", "content", "done", "created", "updated"]

  /// The migrations, in order; their names are what `grdb_migrations` records.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: todo table") { db in
      try db.create(table: "todo") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull()
        table.column("content", .text).notNull().defaults(to: "")
        table.column("done", .boolean).notNull().defaults(to: false)
        table.column("created", .double).notNull()
        table.column("updated", .double).notNull()
      }
    }
    migrator.registerMigration("v2: narrow search table for the filter") { db in
      // The filter scans this table, not `todo`: a row is only id, done and the lowercased
      // text, so a scan of 100,000 todos reads a fraction of the pages.
      try db.create(table: "todo_search") { table in
        table.primaryKey("id", .integer)
        table.column("done", .boolean).notNull()
        table.column("search", .text).notNull()
      }
      try MigrationText(db).writeSearchRows(fold: MigrationText.v2Fold)
    }
    migrator.registerMigration("v3: application id") { db in
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
    }
    migrator.registerMigration("v4: search text in composed form") { db in
      // The filter compares canonically composed text: fold every row again.
      try MigrationText(db).writeSearchRows(fold: MigrationText.v4Fold)
    }
    migrator.registerMigration("v5: due dates, priorities and tags") { db in
      // Adding columns rewrites no row, so a large store upgrades at once; every item keeps
      // its id, times and text, and has no due date, priority or tags.
      try db.alter(table: "todo") { table in
        table.add(column: "due", .integer)
        table.add(column: "priority", .integer).notNull().defaults(to: 0)
          .check { $0 >= 0 && $0 <= 9 }
      }
      // Tags in a table of their own, one row per tag, clustered by todo: the filter's `+tag`
      // and the tags screen's counts go through the index on `tag` instead of reading every
      // todo; a trigger removes a deleted todo's tags, whoever deletes it.
      try db.create(table: "todo_tag", options: .withoutRowID) { table in
        table.column("todo_id", .integer).notNull()
        table.column("tag", .text).notNull()
        table.primaryKey(["todo_id", "tag"])
      }
      try db.create(index: "todo_tag_by_tag", on: "todo_tag", columns: ["tag"])
      try db.execute(
        sql: """
          CREATE TRIGGER todo_tag_follows_todo AFTER DELETE ON todo
          BEGIN DELETE FROM todo_tag WHERE todo_id = OLD.id; END
          """)
      // The filter's `due<eow`, `due:today`, `pri:H` and the sorts by due date and priority.
      try db.create(index: "todo_by_due", on: "todo", columns: ["due"])
      try db.create(index: "todo_by_priority", on: "todo", columns: ["priority"])
    }
    migrator.registerMigration("v6: repeat rules") { db in
      // A nullable column rewrites no row; every item keeps everything and repeats never.
      try db.alter(table: "todo") { table in
        table.add(column: "recur", .text)
      }
      // `is:repeating` reads only the few todos that repeat.
      try db.execute(
        sql: "CREATE INDEX todo_repeating ON todo(recur) WHERE recur IS NOT NULL")
    }
    migrator.registerMigration("v7: order and views") { db in
      // The manual order: a position per todo, spaced `ManualOrder.gap` apart so a move
      // writes one row (or renumbers a few); today's order, creation, is where it starts.
      // The title order's key, worked out in Swift for every row.
      try db.alter(table: "todo") { table in
        table.add(column: "position", .integer).notNull().defaults(to: 0)
        table.add(column: "title_key", .text).notNull().defaults(to: "")
      }
      // 1024 is `ManualOrder.gap` when this migration was written; written out, so a later
      // change of the gap does not change what this step did.
      try db.execute(sql: "UPDATE todo SET position = id * 1024")
      try MigrationText(db).writeTitleKeys(fold: MigrationText.v7TitleKey)
      // One index per order, done todos below open ones in each: the list is read in index
      // order, never sorted. Written out, as a migration must stay what it was; v10 makes the due
      // and priority ones again over never-NULL keys, `QuerySQL.keys` lists each index's columns
      // and `SortOrderTests` checks every order is read through one.
      try db.execute(
        sql: """
          CREATE INDEX todo_in_due_order
            ON todo (done, due IS NULL, due, priority = 0, priority);
          CREATE INDEX todo_in_priority_order
            ON todo (done, priority = 0, priority, due IS NULL, due);
          CREATE INDEX todo_in_created_order ON todo (done);
          CREATE INDEX todo_in_title_order ON todo (done, title_key);
          CREATE INDEX todo_in_manual_order ON todo (done, position);
          """)
      // The view settings (sort, hide done): one row per setting.
      try db.create(table: "view_setting") { table in
        table.primaryKey("name", .text)
        table.column("value", .text).notNull()
      }
    }
    migrator.registerMigration("v8: calendar identity") { db in
      // Every todo gets a calendar UID (random, in UUID form, made by SQLite so this step stays
      // what it was; `randomblob` is drawn again for every row) and a place for the iCalendar lines of other programs; nullable columns
      // rewrite no row but the one UPDATE, and every item keeps everything else.
      try db.execute(
        sql: """
          ALTER TABLE todo ADD COLUMN uid TEXT;
          ALTER TABLE todo ADD COLUMN ical_kept TEXT;
          UPDATE todo SET uid = hex(randomblob(16));
          UPDATE todo SET uid = substr(uid, 1, 8) || '-' || substr(uid, 9, 4) || '-4'
            || substr(uid, 14, 3) || '-' || substr('89AB', 1 + abs(random() % 4), 1)
            || substr(uid, 18, 3) || '-' || substr(uid, 21, 12);
          CREATE UNIQUE INDEX todo_by_uid ON todo(uid);
          """)
    }
    migrator.registerMigration("v9: sync state") { db in
      // What sync needs to lose nothing (SPEC §11), written out so this step stays what it was.
      // `revision` counts a todo's changes: triggers move it whenever a synced column or a tag
      // changes, whoever writes (this instance, another, undo), so sync finds what changed
      // locally through one small index (`synced_revision` is the revision the server last
      // agreed with; NULL: never synced) instead of comparing every todo.
      // `sync_item`: where a todo is on the server, its ETag there, and the VTODO both sides
      // last agreed on (the base of the three-way merge); a row per synced todo, kept apart from
      // `todo` so the list's rows stay narrow. `sync_tombstone`: a synced todo deleted here,
      // until the server has deleted it too (undo of the delete takes it back). `sync_setting`:
      // the collection the state belongs to and its sync token. Nullable or defaulted columns
      // rewrite no row; every item keeps everything and counts as not yet synced.
      try db.execute(
        sql: """
          ALTER TABLE todo ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE todo ADD COLUMN synced_revision INTEGER;
          CREATE INDEX todo_unsynced ON todo(id) WHERE synced_revision IS NOT revision;
          CREATE TABLE sync_item (
            todo_id INTEGER PRIMARY KEY,
            href TEXT NOT NULL UNIQUE,
            etag TEXT,
            base TEXT NOT NULL);
          CREATE TABLE sync_tombstone (
            uid TEXT PRIMARY KEY,
            href TEXT NOT NULL,
            etag TEXT,
            base TEXT NOT NULL);
          CREATE TABLE sync_setting (name TEXT PRIMARY KEY, value TEXT NOT NULL);
          CREATE TRIGGER todo_revision_follows_fields
            AFTER UPDATE OF title, content, done, due, priority, recur, ical_kept ON todo
            BEGIN UPDATE todo SET revision = revision + 1 WHERE id = NEW.id; END;
          CREATE TRIGGER todo_revision_follows_added_tag AFTER INSERT ON todo_tag
            BEGIN UPDATE todo SET revision = revision + 1 WHERE id = NEW.todo_id; END;
          CREATE TRIGGER todo_revision_follows_removed_tag AFTER DELETE ON todo_tag
            BEGIN UPDATE todo SET revision = revision + 1 WHERE id = OLD.todo_id; END;
          CREATE TRIGGER sync_tombstone_on_delete AFTER DELETE ON todo
            BEGIN
              INSERT OR REPLACE INTO sync_tombstone (uid, href, etag, base)
                SELECT OLD.uid, href, etag, base FROM sync_item WHERE todo_id = OLD.id;
              DELETE FROM sync_item WHERE todo_id = OLD.id;
            END;
          CREATE TRIGGER sync_tombstone_taken_back AFTER INSERT ON todo
            BEGIN
              INSERT OR REPLACE INTO sync_item (todo_id, href, etag, base)
                SELECT NEW.id, href, etag, base FROM sync_tombstone WHERE uid = NEW.uid;
              DELETE FROM sync_tombstone WHERE uid = NEW.uid;
            END;
          """)
    }
    migrator.registerMigration("v10: order keys and counts") { db in
      // A start that reads only the first screen: the list is read a page at a time
      // from where the screen is, `(done, key…, id) > (?, …)` in the order's index, so each
      // order's index is of plain columns that are never NULL (a NULL ends a row-value
      // comparison, and SQLite bounds an index range only by columns, not expressions). The
      // due and priority orders get such keys (`TodoColumn.dueKey`/`priorityKey`, written with
      // every change from then on); their indexes are made again over them. The open and done
      // counts the header shows are kept by triggers in `todo_tally` rather than counted at
      // every start. Written out, so this step stays what it was; every item is kept.
      try db.execute(
        sql: """
          ALTER TABLE todo ADD COLUMN due_key INTEGER NOT NULL DEFAULT 9223372036854775807;
          ALTER TABLE todo ADD COLUMN priority_key INTEGER NOT NULL DEFAULT 9;
          UPDATE todo SET due_key = ifnull(due, 9223372036854775807),
            priority_key = (priority + 9) % 10;
          DROP INDEX todo_in_due_order;
          DROP INDEX todo_in_priority_order;
          CREATE INDEX todo_in_due_order ON todo (done, due_key, priority_key);
          CREATE INDEX todo_in_priority_order ON todo (done, priority_key, due_key);
          CREATE TABLE todo_tally (done INTEGER PRIMARY KEY, count INTEGER NOT NULL);
          INSERT INTO todo_tally SELECT 0, count(*) FROM todo WHERE done = 0;
          INSERT INTO todo_tally SELECT 1, count(*) FROM todo WHERE done <> 0;
          CREATE TRIGGER todo_tally_on_insert AFTER INSERT ON todo
            BEGIN UPDATE todo_tally SET count = count + 1 WHERE done = (NEW.done <> 0); END;
          CREATE TRIGGER todo_tally_on_delete AFTER DELETE ON todo
            BEGIN UPDATE todo_tally SET count = count - 1 WHERE done = (OLD.done <> 0); END;
          CREATE TRIGGER todo_tally_on_toggle AFTER UPDATE OF done ON todo
            WHEN (OLD.done <> 0) IS NOT (NEW.done <> 0)
            BEGIN
              UPDATE todo_tally SET count = count - 1 WHERE done = (OLD.done <> 0);
              UPDATE todo_tally SET count = count + 1 WHERE done = (NEW.done <> 0);
            END;
          """)
    }
    migrator.registerMigration("v11: trigram index of the search text") { db in
      // A filter word of three characters or more finds its todos in an index of
      // every three characters of the search text (FTS5's trigram tokenizer, exact code points,
      // positions kept so a longer word is found as the phrase of its trigrams) instead of
      // scanning every row of `todo_search`; a shorter word still scans. The index keeps no
      // copy of the text (its content is `todo_search`) nor any length of it (`columnsize`,
      // for ranking, which the filter does not do); the store writes it with the search rows
      // (`TodoTable+Search.swift`). Every item is kept; the index is built from the rows, once
      // the texts with a NUL are folded again (the index stops at a NUL).
      try MigrationText(db).writeSearchRows(fold: MigrationText.v11Fold, onlyWithNUL: true)
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE todo_trigram USING fts5(
            search, content = 'todo_search', content_rowid = 'id', columnsize = 0,
            tokenize = 'trigram case_sensitive 1');
          INSERT INTO todo_trigram (todo_trigram) VALUES ('rebuild');
          """)
    }
    migrator.registerMigration("v12: no indexes on due and priority") { db in
      // Since v10 every order and filter word reads the order keys (`due_key`,
      // `priority_key`) through the indexes of the due and priority orders; nothing reads
      // the plain `due` and `priority` indexes v5 made, which every added or changed todo
      // still wrote. Every item is kept.
      try db.execute(
        sql: """
          DROP INDEX todo_by_due;
          DROP INDEX todo_by_priority;
          """)
    }
    migrator.registerMigration("v13: fewer merges of the trigram index") { db in
      // Every change of a title or notes leaves a small segment in the trigram index, and
      // FTS5 merges a level's segments once it has `automerge` of them (4 by default), so at a
      // million todos one edit in a hundred paid for a merge. At 16 the merges come a quarter
      // as often, and a filter word reads the index as fast (BENCHMARKS.md has the figures).
      try db.execute(
        sql: "INSERT INTO todo_trigram (todo_trigram, rank) VALUES ('automerge', 16)")
    }
    migrator.registerMigration("v14: one fold for the filter and the title order") { db in
      // The filter folded only case, and that partly: `cafe` missed `Café`,
      // `strasse` missed `straße`, `οδος` missed `ΟΔΟΣ`. It now folds as the title order does
      // (`TextFold`: case fully, accents, width), and the title order turns a NUL into U+0001
      // as the filter does. Plain ASCII text folds as before, so only the rows with other text
      // are folded again, and the trigram index follows them. Every item is kept, unchanged.
      try MigrationText(db).refold(by: MigrationText.v14Fold)
    }
    migrator.registerMigration("v15: subtasks") { db in
      // The tree of subtasks: a parent per todo and the counts triggers keep
      // (`StoreSchema+Subtasks.swift`). Every item is kept, at the top level.
      try db.execute(sql: subtasksTables)
      try db.execute(sql: subtasksTriggers)
    }
    migrator.registerMigration("v16: open todos shown below each todo") { db in
      // What a list with done todos hidden shows below each todo, kept by triggers
      // (`StoreSchema+ShownBelow.swift`). Every item is kept; only counts are added.
      try db.execute(sql: shownBelowTables)
      try db.execute(sql: shownBelowTriggers)
    }
    migrator.registerMigration("v17: lists") { db in
      // Named lists, every todo in exactly one, a subtask in its parent's, and the counts and
      // indexes a list's view reads (`StoreSchema+Lists.swift`). Every item is kept, in the
      // one list made here; no other column of it changes.
      try db.execute(sql: listsTables)
      try db.execute(sql: listsTriggers)
    }
    return migrator
  }
}
