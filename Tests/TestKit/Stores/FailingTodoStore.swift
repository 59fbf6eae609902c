import TodoCore

/// A store whose every call fails, for the interactors' error paths.
package final class FailingTodoStore: TodoStore {
  /// The one error it throws.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String { "disk on fire" }
  }

  /// A store that fails.
  package init() {}

  package func read<T>(_ body: (any TodoReading) throws -> T) throws -> T { throw Failure() }
  package func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T { throw Failure() }
  package func outsideChangeToken() throws -> Int64 { throw Failure() }
}
