/// The SQL of lists (SPEC §17; docs/design/lists.md) that more than one statement uses.
enum ListSQL {
  /// The list migration v17 made and put every todo in; what a store made before lists reads
  /// as every todo's list.
  static let firstListName = "Tasks"

  /// The id of the list new todos go to: the one the view setting `default_list` names, or,
  /// should that list be gone, the first in the Lists screen's order.
  static let defaultList = """
    (SELECT id FROM todo_list ORDER BY id = (SELECT CAST(value AS INTEGER) FROM view_setting
      WHERE name = 'default_list') DESC, position LIMIT 1)
    """

  /// Makes the list named by the two bound values (the same name twice) after every other,
  /// unless a list has that name already, in any case.
  static let makeList = """
    INSERT INTO todo_list (name, color, position)
    SELECT ?, NULL, (SELECT coalesce(max(position), 0) + 1 FROM todo_list)
    WHERE NOT EXISTS (SELECT 1 FROM todo_list WHERE name = ?)
    """

  /// The name of the list of the todo whose id is bound, and its parent's id (0 at the top
  /// level).
  static let listOfTodo = """
    SELECT todo_list.name, todo.parent FROM todo JOIN todo_list ON todo_list.id = todo.list
    WHERE todo.id = ?
    """

  /// Puts the todo whose id is bound second in the list named by the first (which exists).
  static let moveToList = """
    UPDATE todo SET list = (SELECT id FROM todo_list WHERE name = ?) WHERE id = ?
    """

  /// Every list's name with its open and done counts, in the Lists screen's order (`position`,
  /// then the id, which breaks no tie a person made).
  static let counts = """
    SELECT name,
      coalesce((SELECT count FROM todo_list_tally WHERE list = todo_list.id AND done = 0), 0),
      coalesce((SELECT count FROM todo_list_tally WHERE list = todo_list.id AND done = 1), 0)
    FROM todo_list ORDER BY position, id
    """

  /// The id of the list named by the bound value, or 0, which no list has (the name matches
  /// nothing).
  static let idOfNamed = "coalesce((SELECT id FROM todo_list WHERE name = ?), 0)"

  /// The `(done, count)` rows of the per-list count table `table` for the list named by the
  /// bound value.
  static func counts(in table: String) -> String {
    "SELECT done, count FROM \(table) WHERE list = \(idOfNamed)"
  }

  /// The open todos shown below the open top-level todos of the list named by the bound
  /// value, read in the index of its top-level parents.
  static let openBelowTopLevel = """
    SELECT total(open_below) FROM todo INDEXED BY todo_list_roots_in_order
    WHERE list = \(idOfNamed) AND done = 0 AND parent = 0 AND descendants > 0
    """

  /// One row when the todo whose id is bound first is in the list named by the second.
  static let todoInList = "SELECT 1 FROM todo WHERE id = ? AND list = \(idOfNamed)"

  /// Keeps the list in view, named by the bound value, as its id; every list (the setting
  /// gone) when no list has that name.
  static let saveListInView = """
    INSERT OR REPLACE INTO view_setting (name, value)
    SELECT 'list', coalesce((SELECT CAST(id AS TEXT) FROM todo_list WHERE name = ?1), '')
    """
}
