/// Migration v15, subtasks (SPEC §16; docs/design/tree-order.md, "Migration and triggers"),
/// written out so this step stays what it was. Every todo is kept, at the top level, with
/// nothing folded; adding the columns rewrites no row, the indexes are made from the rows.
extension StoreSchema {
  /// The columns and tables of the tree:
  /// - `parent_uid`, the link as the todo holds it (its parent's UID, NULL at the top level:
  ///   the field that files and servers carry), indexed where it is set, so a todo added
  ///   finds the subtasks that came before it;
  /// - `parent`, the id it stands under (0: the top level; never NULL, so an index with it in
  ///   front reads one level as one range), derived from the link when the store writes
  ///   (0 while the parent is missing or the link would close a cycle), and the counts the
  ///   triggers keep: `children`, `done_children` (a
  ///   parent's `2/5`), `descendants`, `done_descendants` (what a fold hides);
  /// - `todo_search.parent`, so the filter finds the parents of its matches in its scan;
  /// - `todo_fold`, the todos folded otherwise than the view's `fold_all` says;
  /// - `todo_roots`, the open and done top-level todos, as `todo_tally` counts them all.
  ///
  /// The indexes: each order's with `parent` in front, the top-level parents for the rank,
  /// and the narrow links a filter walks up from its matches. The flat orders' indexes of v7
  /// and v10 stay: the flat list and the filter words read through them.
  static let subtasksTables = """
    ALTER TABLE todo ADD COLUMN parent_uid TEXT;
    ALTER TABLE todo ADD COLUMN parent INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo ADD COLUMN children INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo ADD COLUMN done_children INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo ADD COLUMN descendants INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo ADD COLUMN done_descendants INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo_search ADD COLUMN parent INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE todo_fold (todo_id INTEGER PRIMARY KEY);
    CREATE TABLE todo_roots (done INTEGER PRIMARY KEY, count INTEGER NOT NULL);
    INSERT INTO todo_roots SELECT 0, count(*) FROM todo WHERE done = 0;
    INSERT INTO todo_roots SELECT 1, count(*) FROM todo WHERE done <> 0;
    INSERT OR REPLACE INTO view_setting (name, value) VALUES ('fold_all', '0');
    CREATE INDEX todo_waiting_for_parent ON todo (parent_uid) WHERE parent_uid IS NOT NULL;
    CREATE INDEX todo_tree_in_due_order ON todo (parent, done, due_key, priority_key);
    CREATE INDEX todo_tree_in_priority_order ON todo (parent, done, priority_key, due_key);
    CREATE INDEX todo_tree_in_created_order ON todo (parent, done);
    CREATE INDEX todo_tree_in_title_order ON todo (parent, done, title_key);
    CREATE INDEX todo_tree_in_manual_order ON todo (parent, done, position);
    CREATE INDEX todo_tree_roots
      ON todo (done, due_key, priority_key, title_key, position, descendants)
      WHERE parent = 0 AND descendants > 0;
    CREATE INDEX todo_tree_link ON todo (id, parent, done, children)
      WHERE parent != 0 OR children > 0;
    """

  /// The triggers that keep the tree's counts, whoever writes (this app, another instance,
  /// sync, undo):
  /// - an insert, a delete or a change of `parent` moves the old and new parent's counts by
  ///   the row and its descendants (the old parent by the row as it was, the new one by the
  ///   row as it is, so a change of `done` in the same statement counts once), the search
  ///   row's parent, and `todo_roots` when the row leaves or joins the top level;
  /// - a change of `done` under the same parent moves the parent's done counts, or
  ///   `todo_roots`;
  /// - `todo_tree_up` passes a change of a row's descendants on to its parent, one level a
  ///   firing (a trigger cannot hold `WITH RECURSIVE`): it needs `PRAGMA recursive_triggers
  ///   = ON` on every connection that writes (`SQLiteTodoStore`);
  /// - a deleted todo's fold goes with it;
  /// - the sync revision follows the link (`parent_uid`) as it follows every synced field, not
  ///   the place derived from it: a subtask that joins its parent when the parent arrives, or
  ///   waits at the top level when it is deleted elsewhere, has nothing new to send.
  static let subtasksTriggers = """
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
      UPDATE todo SET children = children - 1, done_children = done_children - (OLD.done <> 0),
        descendants = descendants - 1 - OLD.descendants,
        done_descendants = done_descendants - (OLD.done <> 0) - OLD.done_descendants
      WHERE OLD.parent != 0 AND id = OLD.parent;
      UPDATE todo SET children = children + 1, done_children = done_children + (NEW.done <> 0),
        descendants = descendants + 1 + NEW.descendants,
        done_descendants = done_descendants + (NEW.done <> 0) + NEW.done_descendants
      WHERE NEW.parent != 0 AND id = NEW.parent;
      UPDATE todo_search SET parent = NEW.parent WHERE id = NEW.id;
      UPDATE todo_roots SET count = count - 1 WHERE OLD.parent = 0 AND done = (OLD.done <> 0);
      UPDATE todo_roots SET count = count + 1 WHERE NEW.parent = 0 AND done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_tree_on_toggle AFTER UPDATE OF done ON todo
      WHEN (OLD.done <> 0) IS NOT (NEW.done <> 0) AND OLD.parent IS NEW.parent BEGIN
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
      AFTER UPDATE OF title, content, done, due, priority, recur, ical_kept, parent_uid ON todo
      BEGIN UPDATE todo SET revision = revision + 1 WHERE id = NEW.id; END;
    """
}
