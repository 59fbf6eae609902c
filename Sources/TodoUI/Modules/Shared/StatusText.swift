import TodoCore
import TodoTerminal

/// The footer sentences both modules' presenters show, worded once, with titles cut so the
/// whole sentence fits the width.
public enum StatusText {
  /// A key hint and how much it matters when the footer is narrow (0 = keep longest).
  public struct Hint: Sendable {
    /// E.g. `a add`.
    public let text: String
    /// 0 is dropped last.
    public let priority: Int

    /// Makes a hint.
    public init(_ text: String, priority: Int) {
      self.text = text
      self.priority = priority
    }
  }

  /// As many `hints` as fit in `width` columns, in their own order, dropping the least
  /// important first.
  public static func fit(_ hints: [Hint], width: Int) -> String {
    var kept = hints
    while !kept.isEmpty, DisplayWidth.of(join(kept)) > width {
      guard let worst = kept.indices.max(by: { kept[$0].priority < kept[$1].priority }) else {
        break
      }
      kept.remove(at: worst)
    }
    return join(kept)
  }

  private static func join(_ hints: [Hint]) -> String {
    hints.map(\.text).joined(separator: " · ")
  }

  /// `<verb> "<title>"`, the title cut so the sentence takes at most `width` columns.
  public static func sentence(_ verb: String, _ title: String, width: Int) -> String {
    let room = max(1, width - DisplayWidth.of(verb) - 3)
    return "\(verb) \"\(DisplayWidth.truncate(title, to: room))\""
  }

  /// After an add; `clearingFilter` when the kept filter was cleared to show the new item.
  public static func added(_ item: TodoItem, clearingFilter: Bool = false, width: Int) -> String {
    guard clearingFilter else { return sentence("Added", item.title, width: width) }
    return sentence(
      "Added", item.title, then: [" · filter cleared to show it", " · filter cleared"],
      width: width)
  }

  /// After an edit that took the item out of the kept filter.
  public static func savedOutOfFilter(_ item: TodoItem, width: Int) -> String {
    sentence(
      "Saved", item.title, then: [" · hidden by the filter", " · filtered out"], width: width)
  }

  /// `<verb> "<title>"` followed by the longest of `tails` that leaves the title at least 8
  /// columns (or all of it, if shorter), or by none when narrower still.
  static func sentence(
    _ verb: String, _ title: String, then tails: [String], width: Int
  )
    -> String
  {
    let wanted = min(8, DisplayWidth.of(title))
    for tail in tails {
      let room = width - DisplayWidth.of(tail) - DisplayWidth.of(verb) - 3
      if room >= wanted {
        return sentence(verb, title, width: width - DisplayWidth.of(tail)) + tail
      }
    }
    return sentence(verb, title, width: width)
  }

  /// After an edit; `before` tells an edit that changed nothing (in the fields a form edits).
  public static func saved(_ item: TodoItem, before: TodoItem?, width: Int) -> String {
    if let before, before.fields.same(TodoForm.fields, as: item.fields) {
      return "No changes"
    }
    return sentence("Saved", item.title, width: width)
  }

  /// After a toggle; a completion that made the next todo of a series says when it is due
  /// (`Done: "Water plants" · next due Mon 12 Jan`), worded by `dueText`.
  public static func toggled(_ outcome: ToggleOutcome, dueText: DueText, width: Int) -> String {
    let item = outcome.item
    let verb = item.done ? "Done:" : "Open again:"
    if outcome.seriesEnded {
      return sentence(
        verb, item.title, then: [" · the series ends: next due after 9999", " · series ends"],
        width: width)
    }
    guard let due = outcome.next?.due else {
      return sentence(verb, item.title, then: withSubtasks(outcome.alsoDone.count), width: width)
    }
    let when = dueText.long(due)
    return sentence(
      verb, item.title, then: [" · next due \(when)", " · next \(when)"], width: width)
  }

  /// After an undo or redo; a change of several todos names the first and counts the rest
  /// (a tag renamed or removed names the tag).
  public static func applied(_ step: HistoryStep, _ change: TodoChange, width: Int) -> String {
    if let tagChange = appliedTagChange(step, change, width: width) { return tagChange }
    let verb = "\(step == .undo ? "Undone" : "Redone"): \(change.verb)"
    let others = change.items.count - 1
    guard others > 0 else { return sentence(verb, change.title(after: step), width: width) }
    if change.kind == .toggle, others == 1, change.items[1].before == nil {
      // A completion that made the next todo of a series: undone and redone with it.
      return sentence(
        verb, change.title(after: step), then: [" and its next one", " and 1 more"], width: width)
    }
    return sentence(verb, change.title(after: step), then: [" and \(others) more"], width: width)
  }

  /// When there is nothing to undo or redo.
  public static func nothing(to step: HistoryStep) -> String {
    step == .undo ? "Nothing to undo" : "Nothing to redo"
  }

  /// When a change finds its todo deleted by another instance.
  public static func deletedElsewhere(_ title: String, width: Int) -> String {
    "\"\(DisplayWidth.truncate(title, to: max(1, width - 26)))\" was deleted elsewhere"
  }

  /// An edit dialog whose todo was deleted elsewhere: what its save key (`Enter`) does now.
  public static func offerToAddAgain(saveKey: String?) -> String {
    saveKey.map { "Deleted elsewhere · \($0) adds it as a new todo" } ?? "Deleted elsewhere"
  }

  /// The footer of a detail screen whose todo was deleted elsewhere, naming its back key.
  public static func detailDeletedElsewhere(backKey: String?) -> String {
    "This todo was deleted elsewhere" + (backKey.map { " · \($0) back" } ?? "")
  }

  /// After a delete.
  public static func deleted(_ item: TodoItem, subtasks: Int = 0, width: Int) -> String {
    sentence("Deleted", item.title, then: withSubtasks(subtasks), width: width)
  }

  /// After `J` / `K`; `switched` when the list was in another order and is manual now.
  public static func moved(
    _ item: TodoItem, _ direction: MoveDirection, switched: Bool, width: Int
  ) -> String {
    sentence(
      direction == .down ? "Moved down:" : "Moved up:", item.title,
      then: switched ? [" · order: manual", ""] : [], width: width)
  }

  /// `J` at the bottom or `K` at the top of the list, or of a todo's siblings (SPEC §16: a
  /// todo moves among its siblings), or of the open or done todos (done todos stay below open
  /// ones in every order): nothing moves. `next` is the sibling beside it that way, if any.
  public static func cannotMove(
    _ direction: MoveDirection, _ entry: TodoListEntry, beside next: TodoListEntry?
  ) -> String {
    guard let next else {
      if entry.depth > 0 {
        return "Already the \(direction == .down ? "last" : "first") of its siblings"
      }
      return "Already at the \(direction == .down ? "bottom" : "top")"
    }
    return next.done
      ? "Last open todo: done ones stay below" : "First done todo: open ones stay above"
  }

  /// After `s`.
  public static func sorted(_ sort: TodoQuery.Sort) -> String {
    switch sort {
    case .due: "Sorted by due date (soonest first)"
    case .priority: "Sorted by priority (H first)"
    case .created: "Sorted as added"
    case .title: "Sorted by title"
    case .manual: "Sorted by hand"
    }
  }

  /// After `H`.
  public static func hidingDone(_ hides: Bool) -> String {
    hides ? "Done todos hidden" : "Done todos shown"
  }

  /// A refused undo or redo, its title cut so the reason always shows.
  public static func refused(_ refusal: HistoryError) -> String {
    sentence(refusal.verb, refusal.subject, width: 40) + " " + refusal.reason
  }
}

extension TodoChangeOutput {
  /// A refused undo or redo is a failure whose sentence names the todo and why.
  public func didRefuse(_ refusal: HistoryError) {
    didFail(StatusText.refused(refusal))
  }
}
