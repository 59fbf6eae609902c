import TodoCore
import TodoTerminal

/// What the Add/Edit dialog shows, in words: made by its presenter from the form and the
/// dialog's state, drawn by `EditorDialog` as it is.
struct EditorDialogViewModel: Equatable {
  /// A one-line field's row: its label and the words beside it.
  struct Field: Equatable {
    /// The entry of the form it edits.
    let entry: TodoForm.Entry
    /// `Title`, `Due`…
    let label: String
    /// What shows beside it; nil for nothing.
    let note: SideNote?
  }

  /// The line under the fields.
  enum Message: Equatable {
    /// Why the form was refused.
    case refusal(String)
    /// `Discard changes? y/N`, asked after Esc on changed fields.
    case question(String)
  }

  /// `Add todo` or `Edit todo`.
  let heading: String
  /// The one-line fields, in the order they show.
  let fields: [Field]
  /// The notes' label.
  let notesLabel: String
  /// The field with the cursor.
  let focus: TodoForm.Entry
  /// The refusal or the question, if any.
  let message: Message?
  /// The keys' hint: the dialog's keys, or the answers while it asks.
  let keysHint: String
  /// The notes' hint (the line-break keys), if they have a key.
  let notesHint: SideNote?

  /// Whether the cursor shows: not while the dialog asks (a key answers, it types nothing).
  var showsCursor: Bool {
    if case .question = message { false } else { true }
  }
}

/// Words beside a field, with a shorter form for a narrow dialog, and what they are: what the
/// field reads as, or a hint of what it takes.
struct SideNote: Equatable {
  /// What the words are, for their colour.
  enum Kind: Equatable {
    /// What the typed text reads as (`→ Fri 27 Nov`).
    case reading
    /// What the field takes, or that its text cannot be read (`→ ?`).
    case hint
  }

  let text: String
  let short: String
  let kind: Kind

  init(_ text: String, short: String? = nil, kind: Kind = .hint) {
    self.text = text
    self.short = short ?? text
    self.kind = kind
  }

  /// The long form when it fits in `width` columns, else the short one (which may not fit).
  func words(for width: Int) -> String {
    DisplayWidth.of(text) <= width ? text : short
  }
}
