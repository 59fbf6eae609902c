/// One operation of the phone's `batch` (see `Scripts/phone.py`): a line of JSON; fields left
/// nil are not sent (an edit changes only the fields it names).
struct PhoneOperation: Encodable {
  /// What to do: add, edit, complete, delete, put_raw, delete_raw or list.
  let op: String
  /// The todo's UID.
  var uid: String?
  /// Its SUMMARY.
  var summary: String?
  /// Its PRIORITY, 0–9.
  var priority: Int?
  /// Its CATEGORIES (empty: none).
  var categories: [String]?
  /// Its STATUS.
  var status: String?
  /// A resource name in the list, for the raw operations.
  var name: String?
  /// The text a raw PUT sends as it is.
  var text: String?

  /// Saves a new todo.
  static func add(
    uid: String, summary: String, priority: Int? = nil, categories: [String]? = nil
  ) -> PhoneOperation {
    PhoneOperation(
      op: "add", uid: uid, summary: summary, priority: priority, categories: categories)
  }

  /// Changes the fields given of the todo with `uid`.
  static func edit(
    uid: String, summary: String? = nil, priority: Int? = nil, categories: [String]? = nil,
    status: String? = nil
  ) -> PhoneOperation {
    PhoneOperation(
      op: "edit", uid: uid, summary: summary, priority: priority, categories: categories,
      status: status)
  }

  /// Marks the todo with `uid` done, the way the `caldav` library does.
  static func complete(uid: String) -> PhoneOperation { PhoneOperation(op: "complete", uid: uid) }

  /// Deletes the todo with `uid`.
  static func delete(uid: String) -> PhoneOperation { PhoneOperation(op: "delete", uid: uid) }

  /// PUTs `text` unchecked as the resource `name`.
  static func putRaw(name: String, text: String) -> PhoneOperation {
    PhoneOperation(op: "put_raw", name: name, text: text)
  }

  /// DELETEs the resource `name`.
  static func deleteRaw(name: String) -> PhoneOperation {
    PhoneOperation(op: "delete_raw", name: name)
  }

  /// DELETEs the task list itself, every todo on it with it.
  static let deleteList = PhoneOperation(op: "delete_list")

  /// Lists every todo.
  static let list = PhoneOperation(op: "list")
}

/// The phone's answer to one operation.
struct PhoneAnswer: Decodable {
  /// Why the operation failed, if it did.
  let error: String?
  /// The todos by UID, answering `list`.
  let todos: [String: TodoView]?
  /// The UIDs held by more than one resource, answering `list`.
  let duplicates: [String]?
}
