import TodoCore

/// How a write puts a todo in its list (SPEC §17): the list is written by name, made first
/// when no list has that name, and the item given back names the list its row is in once the
/// triggers have run (a subtask is in its parent's, an empty name is the default list).
extension TodoTable {
  /// Makes the list `name` names, after every other, when no list has that name in any case;
  /// nothing for an empty name (the default list, which always exists).
  func makeList(named name: String) throws {
    guard !name.isEmpty else { return }
    try prepare(ListSQL.makeList).run([.text(name), .text(name)])
  }

  /// `item` naming the list its row is in now, as the store spells the name. A todo the
  /// write left at the top level is in the list it names: the list is written before the
  /// todo's place in the tree (`place`), so a subtask moved to another list and out of its
  /// parent in one write was put back in the parent's list by the trigger that keeps a
  /// subtask there, and is moved now.
  func inStoredList(_ item: TodoItem) throws -> TodoItem {
    var item = item
    let rows = try prepare(ListSQL.listOfTodo).rows([.integer(item.id)]) {
      (name: $0.text(0), parent: $0.integer(1))
    }
    guard let stored = rows.first else { return item }
    if stored.parent == 0, !item.list.isEmpty, !ListName.same(stored.name, item.list) {
      try prepare(ListSQL.moveToList).run([.text(item.list), .integer(item.id)])
      return try inStoredList(item)
    }
    item.fields.list = stored.name
    return item
  }

  /// Every list with its open and done counts, in the Lists screen's order, from the counts
  /// the triggers keep (`todo_list_tally`); a store made before lists has one, `Tasks`, counted
  /// from its todos.
  func listCounts() throws -> [ListCount] {
    guard hasLists else {
      return try prepare("SELECT sum(done = 0), sum(done <> 0) FROM todo").rows([]) {
        ListCount(
          name: ListSQL.firstListName, open: Int($0.integer(0)), done: Int($0.integer(1)))
      }
    }
    return try prepare(ListSQL.counts).rows([]) {
      ListCount(name: $0.text(0), open: Int($0.integer(1)), done: Int($0.integer(2)))
    }
  }
}
