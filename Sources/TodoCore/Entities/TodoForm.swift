/// What a person typed into the Add or Edit dialog, or gave on the command line, before the
/// rules have looked at it: the text of each field. The one place where typed text becomes
/// fields (`validated`) or a patch of what was changed (`patch(over:dueDates:)`).
///
/// The dialog shows one field per `Entry`, in `Entry.allCases` order; the form holds the text of
/// every field a person may set, so the dialog and the command line go through the same rules.
public struct TodoForm: Equatable, Sendable {
  /// A field of the form the dialog shows, in the order it shows them. A new one-line field
  /// is one more case here, with its label and its todo field.
  public enum Entry: CaseIterable, Sendable {
    case title, due, priority, tags, recur, content

    /// The label the dialog shows beside it.
    public var label: String {
      switch self {
      case .title: "Title"
      case .due: "Due"
      case .priority: "Priority"
      case .tags: "Tags"
      case .recur: "Repeat"
      case .content: "Notes"
      }
    }

    /// The todo's field it sets.
    public var field: TodoField {
      switch self {
      case .title: .title
      case .due: .due
      case .priority: .priority
      case .tags: .tags
      case .recur: .recur
      case .content: .content
      }
    }

    /// Whether its text may hold line breaks (the notes); the others are one line.
    public var isMultiline: Bool {
      self == .content
    }
  }

  /// The Title field.
  public var title: String
  /// The Content field (the notes).
  public var content: String
  /// The due date in words (`tomorrow 17:00`, `2026-12-01`); empty for none.
  public var due: String
  /// The priority: `H`, `M`, `L`, `none` or a number 0–9; empty for none.
  public var priority: String
  /// The tags, separated by white space (`work @phone`); a leading `+` is dropped.
  public var tags: String
  /// The repeat rule (`1w`, `+1w`, `3d`, `2m`, `1y`); empty for none.
  public var recur: String

  /// Makes a form from the text of its fields (empty for the Add dialog).
  public init(
    title: String = "", content: String = "", due: String = "", priority: String = "",
    tags: String = "", recur: String = ""
  ) {
    self.title = title
    self.content = content
    self.due = due
    self.priority = priority
    self.tags = tags
    self.recur = recur
  }

  /// The form filled from a todo's fields, for the Edit dialog: each field's text reads back
  /// as the same value.
  public init(_ fields: TodoFields) {
    self.init(
      title: fields.title, content: fields.content, due: fields.due.map(Self.dueText) ?? "",
      priority: fields.priority.text, tags: fields.tags.words.joined(separator: " "),
      recur: fields.recur?.description ?? "")
  }

  /// A due date as the Edit dialog shows it: `2026-12-01`, or `2026-12-01 17:00` (as a person
  /// types it; the parser reads it back as the same date).
  static func dueText(_ due: DueDate) -> String {
    due.time.map { "\(due.day) \($0)" } ?? due.day.description
  }

  /// The form filled from an item, for the Edit dialog.
  public init(_ item: TodoItem) {
    self.init(item.fields)
  }

  /// The text of `entry`.
  public subscript(entry: Entry) -> String {
    get { self[entry.field] ?? "" }
    set { self[entry.field] = newValue }
  }

  /// The text of `field`; nil for a field the form has no text for (done, parent, list).
  private subscript(field: TodoField) -> String? {
    get {
      switch field {
      case .title: title
      case .content: content
      case .due: due
      case .priority: priority
      case .tags: tags
      case .recur: recur
      case .done, .parent, .list: nil
      }
    }
    set {
      guard let newValue else { return }
      switch field {
      case .title: title = newValue
      case .content: content = newValue
      case .due: due = newValue
      case .priority: priority = newValue
      case .tags: tags = newValue
      case .recur: recur = newValue
      case .done, .parent, .list: break
      }
    }
  }

  /// The fields the form sets (the title trimmed of blank characters at either end, as
  /// `BlankText` says; the due date read by `dueDates`, asked for only when one was typed), or
  /// why the form cannot be saved. A new todo is open.
  public func validated(
    dueDates: @autoclosure () -> DueDateParser
  ) throws(FormRejection) -> TodoFields {
    try values(of: Self.fields, dueDates: dueDates)
  }

  /// The validated fields of the form's fields whose text differs from `original` (what the
  /// dialog opened with), or of every field when there is no original. Every field must be
  /// valid, changed or not: even an unchanged title.
  public func patch(
    over original: TodoForm?, dueDates: @autoclosure () -> DueDateParser
  ) throws(FormRejection) -> TodoPatch {
    let fields = try validated(dueDates: dueDates())
    let changed = Self.fields.filter { original?[$0] != self[$0] }
    return TodoPatch(changed, from: fields)
  }

  /// A patch of `fields` only, from their text here; the other fields are neither read nor
  /// checked (`todo edit ID --due fri` leaves the title alone). `done` has no text and is
  /// ignored.
  public func patch(
    setting fields: Set<TodoField>, dueDates: @autoclosure () -> DueDateParser
  ) throws(FormRejection) -> TodoPatch {
    let fields = fields.intersection(Self.fields)
    return TodoPatch(fields, from: try values(of: fields, dueDates: dueDates))
  }

  /// The values of `fields` read from their text; every other field keeps its default.
  private func values(
    of fields: Set<TodoField>, dueDates: () -> DueDateParser
  ) throws(FormRejection) -> TodoFields {
    var values = TodoFields()
    if fields.contains(.title) {
      values.title = BlankText.trimmed(title)
      guard !values.title.isEmpty else { throw .emptyTitle }
    }
    if fields.contains(.content) { values.content = content }
    if fields.contains(.due) { values.due = try dueDate(dueDates: dueDates()) }
    if fields.contains(.priority) {
      guard let priority = Priority(text: priority) else {
        throw .unreadablePriority(BlankText.trimmed(priority))
      }
      values.priority = priority
    }
    if fields.contains(.tags) {
      // Split at white space by scalar: a tag starting with a combining mark (U+20DD) joins
      // the space before it into one character, which a split by character would not see.
      let words = tags.unicodeScalars.split { $0.properties.isWhitespace }
      values.tags = try Self.tags(words.map { String(String.UnicodeScalarView($0)) })
    }
    if fields.contains(.recur) {
      values.recur = try recurrence()
      // A monthly or yearly series keeps the day it starts on; `eom` starts one on the last day.
      if let rule = values.recur, let due = values.due {
        let word = BlankText.trimmed(self.due).lowercased().split(whereSeparator: \.isWhitespace)
        values.recur = rule.starting(on: due.day, endOfMonth: word.first == "eom")
      }
    }
    // Judged only by the rules over fields this form read: a rule set alone (`todo edit
    // --recur`) is checked against the todo's due date by the use case.
    return try values.formChecked(knowing: fields)
  }

  /// The due date the Due field names, nil when it is blank, or why it cannot be read: what
  /// saving the form would take, and what the dialog shows beside the field as it is typed.
  public func dueDate(
    dueDates: @autoclosure () -> DueDateParser
  ) throws(FormRejection) -> DueDate? {
    guard !BlankText.isBlank(due) else { return nil }
    // A date written out (as a form filled from a todo has it, `2026-12-01 17:00`) needs no
    // "today".
    let words = BlankText.trimmed(due).split(whereSeparator: \.isWhitespace)
    if let written = DueDate(iso: words.joined(separator: "T")) { return written }
    do throws(DueDateError) {
      return try dueDates().parse(due)
    } catch {
      throw .unreadableDue(error.text)
    }
  }

  /// The repeat rule the Repeat field names, nil when it is blank, or why it cannot be read:
  /// what saving the form would take, and what the dialog shows beside the field as it is typed.
  public func recurrence() throws(FormRejection) -> Recurrence? {
    guard !BlankText.isBlank(recur) else { return nil }
    guard let rule = Recurrence(text: recur) else {
      throw .unreadableRepeat(BlankText.trimmed(recur))
    }
    return rule
  }

  /// The tags `words` name, each checked by `TagSet.tag` (the command line's `--tag` words).
  public static func tags(_ words: [String]) throws(FormRejection) -> TagSet {
    var tags: [String] = []
    for word in words {
      guard let tag = TagSet.tag(word) else { throw .notATag(word) }
      tags.append(tag)
    }
    return TagSet(tags)
  }

  /// The todo fields a form sets (what an edit may change): every field but done and the
  /// parent, which an edit of the others keeps.
  public static let fields: Set<TodoField> = [.title, .content, .due, .priority, .tags, .recur]
}

extension FormRejection {
  /// The dialog's field the refusal is about, where the dialog puts the cursor.
  public var entry: TodoForm.Entry {
    switch self {
    case .emptyTitle: .title
    case .unreadableDue: .due
    case .unreadablePriority: .priority
    case .notATag, .emptyTag: .tags
    case .repeatWithoutDue: .due
    case .unreadableRepeat: .recur
    }
  }
}
