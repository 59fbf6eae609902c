/// What a person sets on a todo: every field but its id and the times the store stamps. One
/// value, so a new field is added here (and to its column, its form field and its interchange
/// mapping), not to every signature that moves a todo around.
public struct TodoFields: Equatable, Hashable, Sendable {
  /// One line of text shown in the list.
  public var title: String
  /// Free text shown on the detail screen; may hold newlines.
  public var content: String
  /// Whether the todo is finished.
  public var done: Bool

  /// Makes the fields; a new todo is open and has no content.
  public init(title: String = "", content: String = "", done: Bool = false) {
    self.title = title
    self.content = content
    self.done = done
  }
}
