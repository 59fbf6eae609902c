/// One change this app made, as undo and redo need it: what kind of change, and every todo it
/// changed, before and after. One undo step undoes all of them.
public struct TodoChange: Equatable, Sendable {
  /// What the person did.
  public enum Kind: Equatable, Sendable {
    case add, edit, toggle, delete, `import`, move
    /// A tag renamed (the first) to another (the second) on every todo that had it.
    case renameTag(String, to: String)
    /// A tag removed from every todo that had it.
    case removeTag(String)
  }

  /// What the person did.
  public let kind: Kind
  /// The todos it changed; the first is the one the change is about (the one toggled, say,
  /// when completing a todo also adds another). Never empty.
  public let items: [ItemChange]
  /// The places in the manual order the change wrote (a move), or the place a todo it added
  /// or deleted had, which undo and redo put back.
  public let positions: [PositionChange]

  /// A change of `kind` to `items`, which must not be empty, and to `positions`.
  public init(_ kind: Kind, _ items: [ItemChange], positions: [PositionChange] = []) {
    precondition(!items.isEmpty, "a change changes at least one todo")
    self.kind = kind
    self.items = items
    self.positions = positions
  }

  /// An item was added.
  public static func added(_ item: TodoItem) -> TodoChange {
    TodoChange(.add, [.added(item)])
  }

  /// An item's fields were edited.
  public static func edited(before: TodoItem, after: TodoItem) -> TodoChange {
    TodoChange(.edit, [.changed(before: before, after: after)])
  }

  /// An item was marked done or open.
  public static func toggled(before: TodoItem, after: TodoItem) -> TodoChange {
    TodoChange(.toggle, [.changed(before: before, after: after)])
  }

  /// An item was deleted.
  public static func deleted(_ item: TodoItem) -> TodoChange {
    TodoChange(.delete, [.deleted(item)])
  }

  /// The todo the change is about, as the change left it (or as it was, for a delete).
  public var item: TodoItem { items[0].item }

  /// The title of the todo the change is about once `step` has acted: an undone edit shows
  /// the old title again.
  public func title(after step: HistoryStep) -> String {
    (items[0].state(after: step) ?? items[0].item).title
  }

  /// `add`, `edit`, `mark done`, `mark open`, `delete`, `import`, `move`, `rename tag`,
  /// `remove tag`: for status lines.
  public var verb: String {
    switch kind {
    case .add: "add"
    case .edit: "edit"
    case .toggle: item.done ? "mark done" : "mark open"
    case .delete: "delete"
    case .import: "import"
    case .move: "move"
    case .renameTag: "rename tag"
    case .removeTag: "remove tag"
    }
  }
}
