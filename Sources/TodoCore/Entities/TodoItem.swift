import Foundation

/// The id of a stored todo (SQLite's rowid in the real store).
public typealias TodoID = Int64

/// One todo as the store keeps it.
public struct TodoItem: Equatable, Hashable, Sendable, Identifiable {
  /// Assigned by the store when the item is added; never reused.
  public var id: TodoID
  /// One line of text shown in the list.
  public var title: String
  /// Free text shown on the detail screen; may hold newlines.
  public var content: String
  /// Whether the todo is finished.
  public var done: Bool
  /// When the todo was added.
  public var created: Date
  /// When the todo last changed.
  public var updated: Date

  /// Makes an item from all of its fields.
  public init(
    id: TodoID,
    title: String,
    content: String = "",
    done: Bool = false,
    created: Date,
    updated: Date
  ) {
    self.id = id
    self.title = title
    self.content = content
    self.done = done
    self.created = created
    self.updated = updated
  }

  /// `date` at the precision a todo's times are kept: whole 1/1024ths of a second. Such a
  /// moment is the same number of seconds whether counted from 1970 (the store's column) or
  /// from 2001 (how `Date` holds it), so it reads back from the store bit for bit and an item
  /// a change records equals the item the store holds. Any other fraction of a second may
  /// come back a rounding step off.
  public static func time(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1024).rounded() / 1024)
  }
}

/// What a person typed into the add or edit dialog, before the rules have looked at it.
public struct TodoDraft: Equatable, Sendable {
  /// The title field.
  public var title: String
  /// The content field.
  public var content: String

  /// Makes a draft from the two fields.
  public init(title: String = "", content: String = "") {
    self.title = title
    self.content = content
  }

  /// The draft of an existing item, for the edit dialog.
  public init(_ item: TodoItem) {
    self.init(title: item.title, content: item.content)
  }
}

/// Why a draft was not accepted.
public enum DraftRejection: Error, Equatable, Sendable {
  /// The title is empty or only white space.
  case emptyTitle

  /// The sentence the dialog shows.
  public var message: String {
    switch self {
    case .emptyTitle: "Title must not be empty"
    }
  }
}
