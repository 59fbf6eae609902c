/// What a person sets on a todo: every field but its id and the times the store stamps. One
/// value, so a new field is added here (and to its column, its form field and its interchange
/// mapping), not to every signature that moves a todo around.
public struct TodoFields: Equatable, Hashable, Sendable {
  /// One line of text shown in the list.
  public var title: String
  /// Free text shown on the detail screen; may hold newlines (the notes).
  public var content: String
  /// Whether the todo is finished.
  public var done: Bool
  /// When it is due, if ever: a day, or a day and a local time.
  public var due: DueDate?
  /// How urgent it is (none by default).
  public var priority: Priority
  /// Its tags (none by default).
  public var tags: TagSet
  /// How it repeats, if it does (SPEC §9); a repeating todo has a due date.
  public var recur: Recurrence?
  /// The UID of the todo it is a subtask of (SPEC §16); nil at the top level. A UID, as every
  /// file and server names the parent, so the link is one value wherever it goes (a merge of
  /// sync compares it as any field), and a subtask whose parent is not in the store holds its
  /// link and joins the parent when it comes. Where it stands in the tree the store derives
  /// (`TodoTable+Tree.swift`); a change that would put a todo under itself or one of its
  /// subtasks is refused before it is written (`TodoReading.checkParent`).
  public var parent: String?
  /// The name of the list it is in (SPEC §17), as the command line, JSON and the filter say
  /// it; empty in a todo not written yet means the store's default list, and the store gives
  /// back the name it was written to. A subtask is always in its parent's list: the store
  /// puts it there whatever it was given (the link wins, so a tree is never cut across
  /// lists), and moving a subtask to another list takes it out of its parent
  /// (`TodoUseCases.moving(_:to:)`).
  public var list: String

  /// Makes the fields; a new todo is open, at the top level of the default list, and has no
  /// content, due date, priority, tags or repeat rule.
  public init(
    title: String = "", content: String = "", done: Bool = false, due: DueDate? = nil,
    priority: Priority = .none, tags: TagSet = .empty, recur: Recurrence? = nil,
    parent: String? = nil, list: String = ""
  ) {
    self.title = title
    self.content = content
    self.done = done
    self.due = due
    self.priority = priority
    self.tags = tags
    self.recur = recur
    self.parent = parent
    self.list = list
  }
}
