import TodoCore

/// What a read has found out, kept for the rest of it (a read sees one state of the store, so
/// what it found stays true until it ends): a load reads the tally, a rank and two pages, and
/// each would otherwise ask again whether there are subtasks, what is folded, and the
/// anchor's ancestry.
final class ReadMemory {
  /// The filters' forests, by query.
  var forests: [TodoQuery: FilterForest] = [:]
  /// The parents' links kept from earlier reads (`TodoTable.knownParentLinks()`).
  let known: KnownParentLinks
  /// The connection the read is on.
  let connection: ObjectIdentifier
  /// Whether `known` was checked against the connection's `data_version` in this read.
  var knownIsChecked = false
  /// Whether any todo stands under another.
  var hasSubtasks: Bool?
  /// The folds.
  var folds: TodoTable.Folds?
  /// Ancestries read, by the statement (the order's keys) and the todo.
  var ancestries: [String: [TodoID: [TodoTable.TreeRow]]] = [:]

  init(known: KnownParentLinks, on connection: ObjectIdentifier) {
    self.known = known
    self.connection = connection
  }
}

extension TodoTable {
  /// The table of a read on `connection`, which remembers what it finds out and may walk up
  /// through the parents' links `known` kept.
  func remembering(_ known: KnownParentLinks, on connection: ObjectIdentifier) -> TodoTable {
    var table = self
    table.memory = ReadMemory(known: known, on: connection)
    return table
  }

  /// The parents' links kept from earlier reads, once a read made sure they are current (a
  /// read that walks up from no filter's matches asks nothing); nil in a write.
  func knownParentLinks() throws -> KnownParentLinks? {
    guard let memory else { return nil }
    if !memory.knownIsChecked {
      let version = try prepare("PRAGMA data_version").rows([]) { $0.integer(0) }.first ?? 0
      memory.known.check(memory.connection, version: version)
      memory.knownIsChecked = true
    }
    return memory.known
  }
}
