/// Why a form was not accepted.
public enum FormRejection: Error, Equatable, Sendable {
  /// The title is empty or only white space.
  case emptyTitle
  /// The due date is not one `DueDateParser` reads (what was typed).
  case unreadableDue(String)
  /// The priority is not H, M, L, none or 0–9 (what was typed).
  case unreadablePriority(String)
  /// A word is not a tag `TagSet.tag` accepts (the word).
  case notATag(String)
  /// A tag's new name is empty or only white space (renaming a tag).
  case emptyTag
  /// A repeat rule is set and the todo has no due date (`FieldRule.repeatNeedsDue`).
  case repeatWithoutDue
  /// The repeat rule is not one `Recurrence` reads (what was typed).
  case unreadableRepeat(String)

  /// The sentence the dialog shows.
  public var message: String {
    switch self {
    case .emptyTitle: "Title must not be empty"
    case .unreadableDue(let text): DueDateError(text: text).description
    case .unreadablePriority(let text): "Cannot read priority \"\(text)\" (H, M, L or none)"
    case .notATag(let word):
      "Cannot use \"\(word)\" as a tag (one word, no spaces, like work or @phone)"
    case .emptyTag: "A tag must not be empty"
    case .repeatWithoutDue: "A repeating todo needs a due date"
    case .unreadableRepeat(let text):
      "Cannot read repeat rule \"\(text)\" (like 1w, +1w, 3d, 2m or 1y)"
    }
  }
}

extension FormRejection {
  /// A broken field rule as the dialog and the command line refuse it.
  public init(_ broken: FieldRule) {
    switch broken {
    case .repeatNeedsDue: self = .repeatWithoutDue
    }
  }
}

extension TodoFields {
  /// `checked(knowing:)`, a broken rule refused as a form is.
  func formChecked(
    knowing known: Set<TodoField> = Set(TodoField.allCases)
  ) throws(FormRejection) -> TodoFields {
    do throws(FieldRule) {
      return try checked(knowing: known)
    } catch {
      throw FormRejection(error)
    }
  }
}
