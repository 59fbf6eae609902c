/// Migration v17, lists (SPEC §17; docs/design/lists.md, "The model" and "What each read
/// does"), written out so this step stays what it was. Every todo is kept, in the one list
/// made here, `Tasks`; adding the column rewrites no row, the counts and indexes are made from
/// the rows.
extension StoreSchema {
  /// The tables, the column and the indexes of lists:
  /// - `todo_list`, the lists in the Lists screen's order (names unique whatever their case,
  ///   as a person types them in `list:NAME`), and the view setting `default_list`, where new
  ///   todos go;
  /// - `todo.list`, the id of the list a todo is in: a subtask is always in its parent's, so
  ///   the tree's indexes `(parent, done, key…)` read children with no list in them;
  /// - `todo_list_tally` and `todo_list_roots`, every todo and the top-level ones by list, open
  ///   and done apart, as `todo_tally` and `todo_roots` count the whole store: counted at every
  ///   read they took 200 ms at a million todos, whatever the list;
  /// - one index per order over the top level with the list in front (`QuerySQL.keys` lists
  ///   each order's columns), so a small list's first page is one seek, not a read of the whole
  ///   store's top level until its rows come by, and the top-level parents' index of the rank
  ///   with the list in front.
  ///
  /// `todo_search` gets no list: the filter reads it only when every word is text, and a
  /// `list:` word is a condition of the `todo` row, as `+tag` is; a list alone is read through
  /// the tree's indexes.
  static let listsTables = """
    CREATE TABLE todo_list (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      color TEXT,
      position INTEGER NOT NULL);
    INSERT INTO todo_list (id, name, color, position) VALUES (1, 'Tasks', NULL, 1);
    INSERT OR REPLACE INTO view_setting (name, value) VALUES ('default_list', '1');
    ALTER TABLE todo ADD COLUMN list INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE todo_list_tally (
      list INTEGER NOT NULL, done INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (list, done));
    INSERT INTO todo_list_tally SELECT 1, 0, count(*) FROM todo WHERE done = 0;
    INSERT INTO todo_list_tally SELECT 1, 1, count(*) FROM todo WHERE done <> 0;
    CREATE TABLE todo_list_roots (
      list INTEGER NOT NULL, done INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (list, done));
    INSERT INTO todo_list_roots SELECT 1, 0, count(*) FROM todo WHERE parent = 0 AND done = 0;
    INSERT INTO todo_list_roots SELECT 1, 1, count(*) FROM todo WHERE parent = 0 AND done <> 0;
    CREATE INDEX todo_list_top_in_due_order
      ON todo (list, done, due_key, priority_key) WHERE parent = 0;
    CREATE INDEX todo_list_top_in_priority_order
      ON todo (list, done, priority_key, due_key) WHERE parent = 0;
    CREATE INDEX todo_list_top_in_created_order ON todo (list, done) WHERE parent = 0;
    CREATE INDEX todo_list_top_in_title_order ON todo (list, done, title_key) WHERE parent = 0;
    CREATE INDEX todo_list_top_in_manual_order ON todo (list, done, position) WHERE parent = 0;
    CREATE INDEX todo_list_roots_in_order
      ON todo (list, done, due_key, priority_key, title_key, position, descendants, open_below,
        parent)
      WHERE parent = 0 AND descendants > 0;
    """

  /// The triggers that keep a subtree in one list and the lists' counts, whoever writes:
  /// - a todo that gets a parent (added under one, or moved) joins its parent's list, and so
  ///   does one whose list is changed while it has a parent: the link wins, the tree is never
  ///   cut across lists (a subtask leaves its parent's list only by leaving its parent);
  /// - `todo_list_down` passes a change of a todo's list on to its children, one level a
  ///   firing as `todo_tree_up` passes counts up: it needs `PRAGMA recursive_triggers = ON`
  ///   (`SQLiteTodoStore`). It sets the list the row has now, not `NEW.list`, which is what the
  ///   statement wrote even when a trigger has put the row back in its parent's list since;
  /// - the counts move by the row as it was and as it is, so a change of `done`, `list` and
  ///   `parent` in one statement counts once; a count's row is made at 0 the first time a
  ///   list has a todo open or done (a list with no todos may keep rows at 0), when there is
  ///   none: not by `INSERT OR IGNORE`, which a trigger fired by `INSERT OR REPLACE` (a todo
  ///   put back) runs as `OR REPLACE`, putting the count back to 0.
  static let listsTriggers = """
    CREATE TRIGGER todo_list_follows_parent_on_insert AFTER INSERT ON todo
      WHEN NEW.parent != 0 BEGIN
      UPDATE todo SET list = (SELECT above.list FROM todo AS above WHERE above.id = NEW.parent)
      WHERE id = NEW.id AND EXISTS (SELECT 1 FROM todo AS above
        WHERE above.id = NEW.parent AND above.list IS NOT todo.list);
    END;
    CREATE TRIGGER todo_list_follows_parent AFTER UPDATE OF parent, list ON todo
      WHEN NEW.parent != 0 BEGIN
      UPDATE todo SET list = (SELECT above.list FROM todo AS above WHERE above.id = NEW.parent)
      WHERE id = NEW.id AND EXISTS (SELECT 1 FROM todo AS above
        WHERE above.id = NEW.parent AND above.list IS NOT todo.list);
    END;
    CREATE TRIGGER todo_list_down AFTER UPDATE OF list ON todo
      WHEN OLD.list IS NOT NEW.list BEGIN
      UPDATE todo SET list = (SELECT here.list FROM todo AS here WHERE here.id = NEW.id)
      WHERE parent = NEW.id
        AND list IS NOT (SELECT here.list FROM todo AS here WHERE here.id = NEW.id);
    END;
    CREATE TRIGGER todo_list_tally_on_insert AFTER INSERT ON todo BEGIN
      INSERT INTO todo_list_tally (list, done, count) SELECT NEW.list, NEW.done <> 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM todo_list_tally
          WHERE list = NEW.list AND done = (NEW.done <> 0));
      UPDATE todo_list_tally SET count = count + 1
      WHERE list = NEW.list AND done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_list_tally_on_delete AFTER DELETE ON todo BEGIN
      UPDATE todo_list_tally SET count = count - 1
      WHERE list = OLD.list AND done = (OLD.done <> 0);
    END;
    CREATE TRIGGER todo_list_tally_on_change AFTER UPDATE OF done, list ON todo
      WHEN OLD.list IS NOT NEW.list OR (OLD.done <> 0) IS NOT (NEW.done <> 0) BEGIN
      UPDATE todo_list_tally SET count = count - 1
      WHERE list = OLD.list AND done = (OLD.done <> 0);
      INSERT INTO todo_list_tally (list, done, count) SELECT NEW.list, NEW.done <> 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM todo_list_tally
          WHERE list = NEW.list AND done = (NEW.done <> 0));
      UPDATE todo_list_tally SET count = count + 1
      WHERE list = NEW.list AND done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_list_roots_on_insert AFTER INSERT ON todo WHEN NEW.parent = 0 BEGIN
      INSERT INTO todo_list_roots (list, done, count) SELECT NEW.list, NEW.done <> 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM todo_list_roots
          WHERE list = NEW.list AND done = (NEW.done <> 0));
      UPDATE todo_list_roots SET count = count + 1
      WHERE list = NEW.list AND done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_list_roots_on_delete AFTER DELETE ON todo WHEN OLD.parent = 0 BEGIN
      UPDATE todo_list_roots SET count = count - 1
      WHERE list = OLD.list AND done = (OLD.done <> 0);
    END;
    CREATE TRIGGER todo_list_roots_on_change AFTER UPDATE OF done, list, parent ON todo
      WHEN (OLD.parent = 0 OR NEW.parent = 0) AND (OLD.parent IS NOT NEW.parent
        OR OLD.list IS NOT NEW.list OR (OLD.done <> 0) IS NOT (NEW.done <> 0)) BEGIN
      UPDATE todo_list_roots SET count = count - 1
      WHERE OLD.parent = 0 AND list = OLD.list AND done = (OLD.done <> 0);
      INSERT INTO todo_list_roots (list, done, count) SELECT NEW.list, NEW.done <> 0, 0
        WHERE NEW.parent = 0 AND NOT EXISTS (SELECT 1 FROM todo_list_roots
          WHERE list = NEW.list AND done = (NEW.done <> 0));
      UPDATE todo_list_roots SET count = count + 1
      WHERE NEW.parent = 0 AND list = NEW.list AND done = (NEW.done <> 0);
    END;
    """
}
