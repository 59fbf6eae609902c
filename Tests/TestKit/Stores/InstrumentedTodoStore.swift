import TodoCore
import TodoStorage

/// A store in memory that counts what it hands out and whose outside-change token a test
/// moves by hand (standing in for another process writing to the same file).
package final class InstrumentedTodoStore: TodoStore {
  package let base: SQLiteTodoStore
  /// What `outsideChangeToken()` answers.
  package var token: Int64 = 0
  /// How many times the list was loaded (its counts read; `index(_:)`, the whole index, is no
  /// longer read by the app).
  package private(set) var indexReads = 0
  /// Rows handed out so far, by every read.
  package private(set) var rowsRead = 0
  /// The id of every todo read in full or looked up so far (index entries are not counted
  /// here), in order: a todo read twice for one key shows up twice.
  package private(set) var idsRead: [TodoID] = []
  /// How many read transactions were run.
  package private(set) var reads = 0
  /// How many write transactions were run.
  package private(set) var writes = 0

  /// An empty store in memory.
  package init() throws {
    base = try SQLiteTodoStore.inMemory()
  }

  /// Changes the store as another instance would: the token moves.
  package func changeElsewhere(_ change: (SQLiteTodoStore) throws -> Void) rethrows {
    try change(base)
    token += 1
  }

  package func read<T>(_ body: (any TodoReading) throws -> T) throws -> T {
    reads += 1
    return try base.read { try body(ObservedReader(base: $0, observe: count)) }
  }

  package func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T {
    writes += 1
    return try base.write { try body(ObservedWriter(base: $0, observe: count)) }
  }

  package func outsideChangeToken() throws -> Int64 { token }

  /// Counts the rows a read handed out, and the todos it read or looked up.
  private func count(_ read: ObservedRead) {
    switch read {
    case .item(let id), .contains(let id):
      rowsRead += 1
      idsRead.append(id)
    case .items(let items):
      rowsRead += items.count
      idsRead += items.map(\.id)
    case .index(let count), .entries(let count):
      rowsRead += count
    case .tally:
      // Every load of the list reads its counts once, first.
      indexReads += 1
      rowsRead += 1
    case .rank, .sibling:
      // A todo's place in the order, or its neighbour's: one seek, not a read of the todo.
      rowsRead += 1
    case .tagCounts(let count):
      rowsRead += count
    }
  }
}
