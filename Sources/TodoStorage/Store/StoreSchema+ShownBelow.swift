/// Migration v16, the open todos a list with done todos hidden shows below each todo (SPEC
/// §16; docs/design/tree-order.md, "Hiding done todos"), written out so this step stays what
/// it was. Hiding a done todo hides its subtree, open subtasks too, so such a list is not the
/// open todos less the done ones: before this step its length and a row's place were the
/// open counts less what each done todo over open ones hides, found with a walk up from each
/// of them (146 ms to a first frame at a million todos). The store now keeps that number as
/// it keeps the descendants, and a count reads it as it reads them.
extension StoreSchema {
  /// The column and its values:
  /// - `todo.open_below`, the open todos below a todo reached through open todos alone: each
  ///   open child with its own `open_below` (a done child adds nothing: it hides its subtree);
  /// - `todo_roots.open_below`, the sum of it over the top-level todos, open and done apart,
  ///   so the length of the list with done todos hidden is two numbers of one row;
  /// - the filter's scan of its matches reads each match's parent, done flag and children in
  ///   an index, never in the table (docs/design/tree-order.md, "A filter's forest,
  ///   lazily"): the narrow index of the links holds every todo now, not only the tree's
  ///   (a text word's matches are looked up there), a narrower one the parents' alone (the
  ///   walk up from the matches reads only parents: 0.6 MB at a million todos, against 16
  ///   for every todo's), and the due and priority orders' indexes,
  ///   which a due or priority word reads, end with `parent` and `children` (after the id,
  ///   which the orders end with);
  /// - the top-level parents' index of the rank holds it (and `parent`, always 0 there, which
  ///   SQLite needs in an index to read the rows before a key in the index alone).
  ///
  /// Every todo's value is counted once here, from the open subtasks up: each passes its 1 to
  /// its parent and on up while the todo it reached is open.
  static let shownBelowTables = """
    ALTER TABLE todo ADD COLUMN open_below INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE todo_roots ADD COLUMN open_below INTEGER NOT NULL DEFAULT 0;
    WITH RECURSIVE up(id) AS (
      SELECT parent FROM todo WHERE parent != 0 AND done = 0
      UNION ALL
      SELECT todo.parent FROM up JOIN todo ON todo.id = up.id
      WHERE todo.parent != 0 AND todo.done = 0)
    UPDATE todo SET open_below = reached.count
    FROM (SELECT id, count(*) AS count FROM up GROUP BY id) AS reached
    WHERE todo.id = reached.id;
    UPDATE todo_roots SET open_below = (SELECT total(open_below) FROM todo
      WHERE parent = 0 AND (done <> 0) = todo_roots.done);
    DROP INDEX todo_tree_link;
    CREATE INDEX todo_tree_link ON todo (id, parent, done, children);
    CREATE INDEX todo_parent_link ON todo (id, parent, done, children) WHERE children > 0;
    DROP INDEX todo_in_due_order;
    DROP INDEX todo_in_priority_order;
    CREATE INDEX todo_in_due_order ON todo (done, due_key, priority_key, id, parent, children);
    CREATE INDEX todo_in_priority_order ON todo (done, priority_key, due_key, id, parent, children);
    DROP INDEX todo_tree_roots;
    CREATE INDEX todo_tree_roots
      ON todo (done, due_key, priority_key, title_key, position, descendants, open_below, parent)
      WHERE parent = 0 AND descendants > 0;
    """

  /// The triggers that keep `open_below`, whoever writes. A todo adds to its parent's value
  /// what it brings while open, `1 + open_below`, and nothing while done:
  /// - an insert or delete under a parent adds or takes that away; a change of parent takes
  ///   it from the old parent as the row was and adds it to the new one as it is;
  /// - `todo_open_below_up` passes a change of what a row brings on to its parent under the
  ///   same parent (a toggle, or a change below it), one level a firing as `todo_tree_up`
  ///   does; a done row brings nothing either way, so a change below it stops there;
  /// - `todo_roots_open_below` keeps the top level's sums as rows join, leave or change there.
  ///
  /// A bulk write leaves all of them up: a todo is added with nothing below it, so only a
  /// subtask's insert moves a value (its parent's), as it moves the parent's counts.
  static let shownBelowTriggers = """
    CREATE TRIGGER todo_open_below_on_insert AFTER INSERT ON todo
      WHEN NEW.parent != 0 AND NEW.done = 0 BEGIN
      UPDATE todo SET open_below = open_below + 1 + NEW.open_below WHERE id = NEW.parent;
    END;
    CREATE TRIGGER todo_open_below_on_delete AFTER DELETE ON todo
      WHEN OLD.parent != 0 AND OLD.done = 0 BEGIN
      UPDATE todo SET open_below = open_below - 1 - OLD.open_below WHERE id = OLD.parent;
    END;
    CREATE TRIGGER todo_open_below_on_move AFTER UPDATE OF parent ON todo
      WHEN OLD.parent IS NOT NEW.parent BEGIN
      UPDATE todo SET open_below = open_below - 1 - OLD.open_below
      WHERE OLD.parent != 0 AND OLD.done = 0 AND id = OLD.parent;
      UPDATE todo SET open_below = open_below + 1 + NEW.open_below
      WHERE NEW.parent != 0 AND NEW.done = 0 AND id = NEW.parent;
    END;
    CREATE TRIGGER todo_open_below_up AFTER UPDATE OF done, open_below ON todo
      WHEN NEW.parent != 0 AND OLD.parent IS NEW.parent
        AND (CASE WHEN OLD.done = 0 THEN 1 + OLD.open_below ELSE 0 END)
          IS NOT (CASE WHEN NEW.done = 0 THEN 1 + NEW.open_below ELSE 0 END) BEGIN
      UPDATE todo SET open_below = open_below
        + (CASE WHEN NEW.done = 0 THEN 1 + NEW.open_below ELSE 0 END)
        - (CASE WHEN OLD.done = 0 THEN 1 + OLD.open_below ELSE 0 END)
      WHERE id = NEW.parent;
    END;
    CREATE TRIGGER todo_roots_open_below AFTER UPDATE OF done, parent, open_below ON todo
      WHEN (OLD.parent = 0 OR NEW.parent = 0) AND (OLD.parent IS NOT NEW.parent
        OR (OLD.done <> 0) IS NOT (NEW.done <> 0) OR OLD.open_below IS NOT NEW.open_below) BEGIN
      UPDATE todo_roots SET open_below = open_below - OLD.open_below
      WHERE OLD.parent = 0 AND done = (OLD.done <> 0);
      UPDATE todo_roots SET open_below = open_below + NEW.open_below
      WHERE NEW.parent = 0 AND done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_roots_open_below_on_insert AFTER INSERT ON todo
      WHEN NEW.parent = 0 AND NEW.open_below != 0 BEGIN
      UPDATE todo_roots SET open_below = open_below + NEW.open_below WHERE done = (NEW.done <> 0);
    END;
    CREATE TRIGGER todo_roots_open_below_on_delete AFTER DELETE ON todo
      WHEN OLD.parent = 0 AND OLD.open_below != 0 BEGIN
      UPDATE todo_roots SET open_below = open_below - OLD.open_below WHERE done = (OLD.done <> 0);
    END;
    """
}
