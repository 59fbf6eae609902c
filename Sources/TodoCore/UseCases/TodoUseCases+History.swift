import Foundation

/// Undo and redo: a change recorded in the history is written back only where no other
/// instance changed the fields it touched since.
extension TodoUseCases {
  /// Undoes or redoes and tells `output` what happened; returns the change undone or redone
  /// and the todos it wrote, as the store now holds them (a todo it removed is not among
  /// them), so a screen shows them without reading them again.
  @discardableResult
  public func apply(
    _ step: HistoryStep, reportingTo output: (any TodoChangeOutput)?
  ) throws
    -> (change: TodoChange, items: [TodoItem])?
  {
    guard let applied = try applied(step) else {
      output?.didFindNothing(to: step)
      return nil
    }
    output?.didApply(step, applied.change)
    return applied
  }

  /// Undoes or redoes the latest change, every todo it changed in one transaction, all or
  /// nothing; nil when there is none. Compares and writes only the fields each todo's change
  /// touched, never the times: it refuses, dropping the change, only when another instance
  /// changed one of those fields (or took a deleted todo's id) since.
  public func apply(_ step: HistoryStep) throws -> TodoChange? {
    try applied(step)?.change
  }

  /// `apply(_:)`, also returning the todos it wrote as they are now.
  private func applied(_ step: HistoryStep) throws -> (change: TodoChange, items: [TodoItem])? {
    guard let change = history.take(for: step) else { return nil }
    // Names the todo found changed, as this app left it.
    func refusal(_ itemChange: ItemChange, _ from: TodoItem?) -> HistoryError {
      .changedElsewhere(step, change, culprit: from ?? itemChange.item)
    }
    let written = try store.write { transaction in
      var written: [TodoItem] = []
      var stamp: Date?
      let items = step == .undo ? change.items.reversed() : change.items
      for itemChange in items {
        let (from, to) =
          step == .undo
          ? (itemChange.after, itemChange.before) : (itemChange.before, itemChange.after)
        let current = try transaction.item(id: itemChange.item.id)
        switch (from, to) {
        case (let from?, nil):
          guard let current, current.fields.same(itemChange.touched, as: from.fields) else {
            throw refusal(itemChange, from)
          }
          try transaction.delete(id: current.id)
        case (nil, let to?):
          guard current == nil else { throw refusal(itemChange, nil) }
          written.append(try transaction.restore(to))
        case (_?, _?) where itemChange.touched.isEmpty:
          // A move: the todo's fields are as they were; only its place changes (below).
          guard let current else { throw refusal(itemChange, from) }
          written.append(current)
        case (let from?, let to?):
          guard var current, current.fields.same(itemChange.touched, as: from.fields) else {
            throw refusal(itemChange, from)
          }
          // Untouched since this app's change, the item gets its old time back too;
          // otherwise it changed now.
          if current.updated == from.updated {
            current.updated = to.updated
          } else {
            let date = stamp ?? now()
            stamp = date
            current.updated = date
          }
          current.fields.take(itemChange.touched, from: to.fields)
          if itemChange.touched.contains(.done) {
            current.calendar.kept = CompletionLines.taking(
              from: to.calendar.kept, into: current.calendar.kept)
          }
          written.append(try transaction.update(current))
        case (nil, nil):
          break
        }
      }
      for position in change.positions {
        let (from, to) =
          step == .undo ? (position.after, position.before) : (position.before, position.after)
        let current = try transaction.position(of: position.id)
        if change.kind == .move, current != from {
          throw HistoryError.changedElsewhere(step, change)
        }
        if let current, current != to { try transaction.setPosition(to, of: position.id) }
      }
      return written
    }
    history.file(change, after: step)
    return (change, written)
  }
}
