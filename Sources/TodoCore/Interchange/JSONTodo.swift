import Foundation

/// One todo as a JSON object: the one place the JSON format maps a todo's fields, both ways.
/// Export writes every key but those of empty fields (no due date, priority, tags or repeat
/// rule, and `parent` of a todo at the top level; `list` always); import requires `title`, takes the others
/// when present and ignores `id` and any key it does not know.
struct JSONTodo: Codable {
  /// The store's id: written on export, never read.
  var id: TodoID?
  /// The title.
  var title: String
  /// The content; `""` when absent.
  var content: String?
  /// Whether it is done; `false` when absent.
  var done: Bool?
  /// When it was made, ISO 8601.
  var created: String?
  /// When it last changed, ISO 8601.
  var updated: String?
  /// When it is due, `2026-12-01` or `2026-12-01T17:00`; none when absent or null.
  var due: String?
  /// iCalendar's 1 (highest) to 9; none when 0, absent or null.
  var priority: Int?
  /// The tags; none when absent, null or empty.
  var tags: [String]?
  /// The repeat rule, `1w` or `+1w`; none when absent or null.
  var recur: String?
  /// The todo's UID, written for every todo so an export imports back as the same todos (a
  /// todo whose UID the store has is skipped); the store gives one when absent, null or `""`.
  var uid: String?
  /// The UID of the todo it is a subtask of (SPEC §16); top level when absent, null or `""`.
  var parent: String?
  /// The name of the list it is in (SPEC §17); the list the import goes to (`--list`, else
  /// the default list) when absent, null or `""`. A subtask is in its parent's list.
  var list: String?

  private enum CodingKeys: String, CodingKey {
    case id, title, content, done, created, updated, due, priority, tags, recur, uid, parent,
      list
  }

  /// The object for an exported item.
  init(_ item: TodoItem) {
    id = item.id
    title = item.title
    content = item.content
    done = item.done
    created = InternetTime.text(item.created)
    updated = InternetTime.text(item.updated)
    due = item.due?.description
    priority = item.priority.isNone ? nil : item.priority.value
    tags = item.tags.isEmpty ? nil : item.tags.words
    recur = item.fields.recur?.description
    uid = item.calendar.uid.isEmpty ? nil : item.calendar.uid
    parent = item.parent
    list = item.list
  }

  /// Reads an object from an import file: every key but `id`.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    content = try container.decodeIfPresent(String.self, forKey: .content)
    done = try container.decodeIfPresent(Bool.self, forKey: .done)
    created = try container.decodeIfPresent(String.self, forKey: .created)
    updated = try container.decodeIfPresent(String.self, forKey: .updated)
    due = try container.decodeIfPresent(String.self, forKey: .due)
    do {
      priority = try container.decodeIfPresent(Int.self, forKey: .priority)
    } catch let error as DecodingError where !error.isDataCorrupted {
      throw error
    } catch {
      // Foundation refuses a number that is no Int (`1.5`, `1e300`) with an error of its own
      // or a "corrupted" one, which say neither the entry nor the field: say both.
      throw DecodingError.typeMismatch(
        Int.self,
        .init(
          codingPath: container.codingPath + [CodingKeys.priority],
          debugDescription: "not a whole number", underlyingError: error))
    }
    tags = try container.decodeIfPresent([String].self, forKey: .tags)
    recur = try container.decodeIfPresent(String.self, forKey: .recur)
    uid = try container.decodeIfPresent(String.self, forKey: .uid)
    parent = try container.decodeIfPresent(String.self, forKey: .parent)
    list = try container.decodeIfPresent(String.self, forKey: .list)
  }

  /// The todo this object stands for, or why not (`location` names the entry).
  func imported(at location: @autoclosure () -> String) throws(ImportError) -> ImportedTodo {
    guard !BlankText.isBlank(title) else {
      throw ImportError(location: location(), reason: "\"title\" must not be empty")
    }
    var fields = TodoFields(title: title, content: content ?? "", done: done ?? false)
    if let due {
      guard let date = DueDate(iso: due) else {
        throw ImportError(location: location(), reason: "\(Self.dueRule) (got \"\(due)\")")
      }
      fields.due = date
    }
    if let priority {
      guard let value = Priority(value: priority) else {
        throw ImportError(location: location(), reason: "\(Self.priorityRule) (got \(priority))")
      }
      fields.priority = value
    }
    var checked: [String] = []
    for word in tags ?? [] {
      guard let tag = TagSet.tag(word) else {
        throw ImportError(location: location(), reason: "\(Self.tagsRule) (got \"\(word)\")")
      }
      checked.append(tag)
    }
    fields.tags = TagSet(checked)
    if let recur {
      guard let rule = Recurrence(text: recur) else {
        throw ImportError(location: location(), reason: "\(Self.recurRule) (got \"\(recur)\")")
      }
      fields.recur = rule
    }
    do throws(FieldRule) {
      fields = try fields.checked()
    } catch {
      throw ImportError(location: location(), reason: Self.reason(error))
    }
    if let parent, !parent.isEmpty { fields.parent = parent }
    if let list, !list.isEmpty {
      guard let name = ListName.checked(list) else {
        throw ImportError(location: location(), reason: "\"list\": \(ListName.rule)")
      }
      fields.list = name
    }
    return ImportedTodo(
      fields,
      created: try JSONInterchange.date(created, field: "created", at: location()),
      updated: try JSONInterchange.date(updated, field: "updated", at: location()),
      calendar: uid.flatMap { $0.isEmpty ? nil : CalendarRecord(uid: $0) })
  }

  /// What `"due"` must be.
  static let dueRule = "\"due\" must be a date like 2026-12-01 or 2026-12-01T17:00"
  /// What `"parent"` must be.
  static let parentRule = "\"parent\" must be the UID of the todo it is a subtask of (a string)"
  /// What `"priority"` must be.
  static let priorityRule = "\"priority\" must be a whole number from 0 (none) to 9"
  /// What `"recur"` must be.
  static let recurRule =
    "\"recur\" must be a repeat rule like \"1w\", \"+1w\", \"3d\", \"2m\" or \"1y\""
  /// Why an object whose fields break `rule` is refused, in the file's keys.
  static func reason(_ rule: FieldRule) -> String {
    switch rule {
    case .repeatNeedsDue: "\"recur\" needs a \"due\" date: a repeating todo needs one"
    }
  }
  /// What `"tags"` must be.
  static let tagsRule =
    "\"tags\" must be a list of words without spaces, like [\"home\", \"@phone\"]"
}

extension DecodingError {
  /// Whether this is `dataCorrupted`.
  fileprivate var isDataCorrupted: Bool {
    if case .dataCorrupted = self { return true }
    return false
  }
}
