import TodoCore

/// An error that has already been put into words, with its exit code.
struct Failure: Error {
  let message: String
  var code: Int32 = 1
}

/// Runs `body`, turning a refused form into the dialogs' sentence in lower case, like every
/// other message here (`todo: title must not be empty`, exit 1) — but for an unreadable due
/// date, which SPEC §8 words exactly as the dialog does: `todo: Cannot read due date "…"`.
func rejecting<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let rejection as FormRejection {
    let message = rejection.message
    if case .unreadableDue = rejection { throw Failure(message: message) }
    throw Failure(message: message.prefix(1).lowercased() + message.dropFirst())
  }
}

/// Runs a use case on the todo `id`, saying `no todo with id N` when there is none.
func existing<T>(_ id: TodoID, _ useCase: () throws -> T) throws -> T {
  do {
    return try useCase()
  } catch TodoStoreError.notFound {
    throw Failure(message: "no todo with id \(id)")
  }
}

/// Runs a use case that puts a todo under the todo `parent`, saying so when that todo does not
/// exist and why the tree refuses the move (under itself, or one of its own subtasks): store
/// untouched, exit 1.
func placing<T>(under parent: TodoID?, _ useCase: () throws -> T) throws -> T {
  do {
    return try useCase()
  } catch TodoStoreError.notFound(let id) where id == parent {
    throw Failure(message: "no todo with id \(id) to go under (--parent)")
  } catch let refusal as TodoStoreError {
    if case .notFound = refusal { throw refusal }
    throw Failure(message: "\(refusal)")
  }
}
