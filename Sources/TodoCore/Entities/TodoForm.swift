/// What a person typed into the Add or Edit dialog, or gave on the command line, before the
/// rules have looked at it: the text of each form field. The one place where typed text
/// becomes fields (`validated`) or a patch of what was changed (`patch(over:)`).
public struct TodoForm: Equatable, Sendable {
  /// A field of the form, in the order the dialog shows them.
  public enum Entry: CaseIterable, Sendable {
    case title, content

    /// The label the dialog shows beside it.
    public var label: String {
      switch self {
      case .title: "Title"
      case .content: "Content"
      }
    }

    /// The todo's field it sets.
    public var field: TodoField {
      switch self {
      case .title: .title
      case .content: .content
      }
    }
  }

  /// The Title field.
  public var title: String
  /// The Content field.
  public var content: String

  /// Makes a form from the text of its fields (empty for the Add dialog).
  public init(title: String = "", content: String = "") {
    self.title = title
    self.content = content
  }

  /// The form filled from a todo's fields, for the Edit dialog.
  public init(_ fields: TodoFields) {
    self.init(title: fields.title, content: fields.content)
  }

  /// The form filled from an item, for the Edit dialog.
  public init(_ item: TodoItem) {
    self.init(item.fields)
  }

  /// The text of `entry`.
  public subscript(entry: Entry) -> String {
    get {
      switch entry {
      case .title: title
      case .content: content
      }
    }
    set {
      switch entry {
      case .title: title = newValue
      case .content: content = newValue
      }
    }
  }

  /// The fields the form sets (the title trimmed of blank characters at either end, as
  /// `BlankText` says), or why the form cannot be saved. Fields the form has no entry for
  /// keep their defaults: a new todo is open.
  public func validated() throws(FormRejection) -> TodoFields {
    let title = BlankText.trimmed(title)
    guard !title.isEmpty else { throw .emptyTitle }
    return TodoFields(title: title, content: content)
  }

  /// The validated fields of the entries whose text differs from `original` (what the dialog
  /// opened with), or of every entry when there is no original. Even an unchanged title must
  /// be valid.
  public func patch(over original: TodoForm?) throws(FormRejection) -> TodoPatch {
    let fields = try validated()
    let changed = Entry.allCases.filter { original?[$0] != self[$0] }
    return TodoPatch(Set(changed.map(\.field)), from: fields)
  }

  /// The todo fields a form has an entry for (what an edit may change).
  public static let fields = Set(Entry.allCases.map(\.field))
}
