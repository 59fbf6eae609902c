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

  /// Makes the fields; a new todo is open, at the top level, and has no content, due date,
  /// priority, tags or repeat rule.
  public init(
    title: String = "", content: String = "", done: Bool = false, due: DueDate? = nil,
    priority: Priority = .none, tags: TagSet = .empty, recur: Recurrence? = nil,
    parent: String? = nil
  ) {
    self.title = title
    self.content = content
    self.done = done
    self.due = due
    self.priority = priority
    self.tags = tags
    self.recur = recur
    self.parent = parent
  }
}
