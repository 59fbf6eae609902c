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
}
