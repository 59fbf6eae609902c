import Foundation

/// Marking todos done and deleting them, a parent's subtree taken along when the person says
/// so (SPEC §16): each is one transaction and one change, undone in one step.
extension TodoUseCases {
  /// Flips an item between open and done; completing an open repeating todo also adds the
  /// next one (see `setDone`). `withSubtasks`: a completion marks the todo's open subtasks
  /// done too (`y` to `x` on a parent).
  public func toggleDone(_ id: TodoID, withSubtasks: Bool = false) throws -> ToggleOutcome {
    Self.outcome(try setDone(id, subtasks: withSubtasks ? .markDone : .leave) { !$0 })
  }

  /// `x`: flips an item between open and done, but a completion of a todo with open
  /// subtasks writes nothing and comes back as the question to ask first (SPEC §16).
  public func toggleDoneAsking(_ id: TodoID) throws -> ToggleStep {
    try setDone(id, subtasks: .ask) { !$0 }
  }

  /// Marks an item done, adding the next one when it repeats; one already done is left as it
  /// is and makes nothing (`todo done`). Its subtasks are left as they are.
  public func markDone(_ id: TodoID) throws -> ToggleOutcome {
    Self.outcome(try setDone(id, subtasks: .leave) { _ in true })
  }

  /// What a toggle that does not ask came to: its outcome (were it ever to ask, nothing was
  /// written, and the todo is as it was).
  private static func outcome(_ step: ToggleStep) -> ToggleOutcome {
    switch step {
    case .toggled(let outcome): outcome
    case .asks(.markDone(let item, _)), .asks(.delete(let item, _)): ToggleOutcome(item)
    }
  }

  /// How many subtasks `id` has at every depth, and how many of them are open: what `x` and
  /// `d` on a parent ask about.
  public func subtaskCount(of id: TodoID) throws -> SubtaskCount {
    SubtaskCount(try store.read { try $0.descendants(of: id) })
  }

  /// Deletes an item and returns what it was, with its subtasks at every depth when
  /// `withSubtasks` (`d` on a parent, answered `y`), else leaving them at the top level.
  public func delete(_ id: TodoID, withSubtasks: Bool = false) throws -> DeleteOutcome {
    var removed: [(item: TodoItem, position: Int64?)] = []
    try store.write { transaction in
      guard let item = try transaction.item(id: id) else { throw TodoStoreError.notFound(id) }
      let subtree =
        withSubtasks ? try transaction.inOrder(transaction.descendants(of: id).map(\.id)) : []
      // The deepest first, so no delete moves a subtask of the subtree to the top level.
      for todo in [item] + subtree.reversed() {
        removed.append((todo, try transaction.position(of: todo.id)))
        try transaction.delete(id: todo.id)
      }
    }
    let changes = removed.map { ItemChange.deleted($0.item) }
    history.record(
      TodoChange(
        .delete, changes,
        positions: removed.compactMap { todo in
          todo.position.map { PositionChange(id: todo.item.id, before: $0, after: $0) }
        }))
    return DeleteOutcome(item: removed[0].item, subtasks: removed.count - 1)
  }

  /// What a completion does with the todo's open subtasks.
  private enum OpenSubtasks {
    /// Leaves them open (`todo done`).
    case leave
    /// Marks them done with it (`y` to `x` on a parent).
    case markDone
    /// Writes nothing when there are any, and says so (`x`).
    case ask
  }

  /// Sets an item's done flag to `done(flag now)`, stamped now, in one transaction. When that
  /// completes a todo, its open subtasks are left, marked done with it, or (`ask`) make it
  /// a question and nothing is written. When it completes a repeating todo (open before,
  /// done after), the same transaction adds the next one of its series: the same title,
  /// notes, tags, priority and rule, open, due when the rule says counting from the due date
  /// or from today (the clock's day in this zone), at the same time of day, with open copies
  /// of the todo's subtasks (`SubtreeCopy`); none when that would be after 9999-12-31 (the
  /// series ends, and the outcome says so). One change records all, so one undo reopens the
  /// todos and removes the new ones, and redo brings them back. Reopening a todo leaves its
  /// subtasks as they are; a flag that does not change writes and records nothing.
  private func setDone(
    _ id: TodoID, subtasks choice: OpenSubtasks, _ done: (Bool) -> Bool
  ) throws -> ToggleStep {
    var changes: [ItemChange] = []
    let outcome = try store.write { transaction -> ToggleStep in
      guard let before = try transaction.item(id: id) else { throw TodoStoreError.notFound(id) }
      guard done(before.done) != before.done else { return .toggled(ToggleOutcome(before)) }
      // One statement, no todo read: a plain `x` on a todo without subtasks costs what it did.
      let subtree = done(before.done) ? try transaction.descendants(of: id) : []
      let open = subtree.filter { !$0.done }
      if choice == .ask, !open.isEmpty {
        return .asks(.markDone(before, openSubtasks: open.count))
      }
      let date = now()
      guard let after = try mark(before, done: !before.done, at: date, transaction) else {
        return .toggled(ToggleOutcome(before))
      }
      changes.append(.changed(before: before, after: after))
      var alsoDone: [TodoItem] = []
      if choice == .markDone {
        for subtask in try transaction.inOrder(open.map(\.id)) {
          guard let marked = try mark(subtask, done: true, at: date, transaction) else { continue }
          changes.append(.changed(before: subtask, after: marked))
          alsoDone.append(marked)
        }
      }
      guard after.done, let rule = after.fields.recur, let due = after.fields.due else {
        return .toggled(ToggleOutcome(after, alsoDone: alsoDone))
      }
      guard let following = rule.next(after: due, completedOn: CalendarDay(date, in: timeZone))
      else { return .toggled(ToggleOutcome(after, alsoDone: alsoDone, seriesEnded: true)) }
      var fields = after.fields
      fields.done = false
      fields.due = following.due
      fields.recur = following.rule
      let next = try transaction.insert(fields, created: date, updated: date)
      changes.append(.added(next))
      let copies = try SubtreeCopy(
        under: next, replacing: before,
        days: following.due.day.daysSince1970 - due.day.daysSince1970
      ).copy(try transaction.inOrder(subtree.map(\.id)), at: date, into: transaction)
      changes += copies.map(ItemChange.added)
      return .toggled(ToggleOutcome(after, next: next, alsoDone: alsoDone, copies: copies.count))
    }
    if !changes.isEmpty { history.record(TodoChange(.toggle, changes)) }
    return outcome
  }

  /// `item` marked `done` (or open) at `date` and written; nil when it already was. The
  /// state lines another program reads (STATUS, COMPLETED, PERCENT-COMPLETE) follow.
  private func mark(
    _ item: TodoItem, done: Bool, at date: Date, _ transaction: any TodoWriting
  ) throws -> TodoItem? {
    guard item.done != done else { return nil }
    var after = item
    after.fields.done = done
    after.updated = date
    after.calendar.kept = CompletionLines.marking(after.calendar.kept, done: done, at: date)
    return try transaction.update(after)
  }
}

extension TodoReading {
  /// The todos `ids` in the order of `ids` (those that still exist).
  func inOrder(_ ids: [TodoID]) throws -> [TodoItem] {
    let byID = Dictionary(try items(ids: ids).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    return ids.compactMap { byID[$0] }
  }
}
