import Foundation

/// JSON: an array of objects; `title` is required, `content`, `done`, `created`, `updated`,
/// `due`, `priority`, `tags`, `recur`, `uid` and `parent` optional, unknown fields ignored.
/// Export adds `id`, `created`, `updated` and `uid`, so an export imports back with its times
/// and as the same todos (SPEC §16: `parent` names a UID), and leaves out a due date,
/// priority, tags or parent a todo does not have. The text is read strictly first (`StrictJSON`): a comma after
/// the last element or a key given twice is an error, and a syntax error names its line and
/// column.
public enum JSONInterchange {
  /// Reads the array.
  public static func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    let data = InterchangeFormat.withoutByteOrderMark(data)
    guard String(data: data, encoding: .utf8) != nil else {
      throw ImportError(location: "", reason: "not UTF-8 text")
    }
    try StrictJSON.check(Array(data))
    let entries: [JSONTodo]
    do {
      entries = try JSONDecoder().decode([JSONTodo].self, from: data)
    } catch let error as DecodingError {
      throw explain(error)
    } catch {
      throw ImportError(location: "", reason: "not valid JSON")
    }
    var result: [ImportedTodo] = []
    result.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      result.append(try entry.imported(at: "entry \(index + 1)"))
    }
    return result
  }

  /// An ISO 8601 time (`2026-01-05T09:00:00Z`, fractions of a second allowed), or nil.
  static func date(
    _ text: String?, field: String, at location: @autoclosure () -> String
  ) throws(ImportError) -> Date? {
    guard let text else { return nil }
    guard let date = InternetTime.date(text) else {
      throw ImportError(
        location: location(),
        reason: "\"\(field)\" must be a time like 2026-01-05T09:00:00Z (got \"\(text)\")")
    }
    return date
  }

  private static func explain(_ error: DecodingError) -> ImportError {
    let context: DecodingError.Context
    var field: String?
    switch error {
    case .keyNotFound(let key, let keyContext):
      context = keyContext
      field = key.stringValue
    case .typeMismatch(_, let mismatch), .valueNotFound(_, let mismatch):
      context = mismatch
    case .dataCorrupted(let corrupted):
      context = corrupted
    @unknown default:
      return ImportError(location: "", reason: "not valid JSON")
    }
    let path = context.codingPath
    guard let index = path.first?.intValue else {
      // `null` is no array either: the decoder says "no value" where it says "not an array" of
      // any other value.
      switch (path.isEmpty, error) {
      case (true, .typeMismatch), (true, .valueNotFound):
        return ImportError(location: "", reason: "expected a JSON array of todos")
      default: return ImportError(location: "", reason: "not valid JSON")
      }
    }
    let location = "entry \(index + 1)"
    if case .keyNotFound(let key, _) = error {
      return ImportError(location: location, reason: "\"\(key.stringValue)\" is missing")
    }
    field = field ?? path.dropFirst().first?.stringValue
    switch field {
    case nil: return ImportError(location: location, reason: "expected an object")
    case "title": return ImportError(location: location, reason: "\"title\" must be a string")
    case "content":
      return ImportError(location: location, reason: "\"content\" must be a string")
    case "done": return ImportError(location: location, reason: "\"done\" must be true or false")
    case "due": return ImportError(location: location, reason: JSONTodo.dueRule)
    case "priority": return ImportError(location: location, reason: JSONTodo.priorityRule)
    case "tags": return ImportError(location: location, reason: JSONTodo.tagsRule)
    case "recur": return ImportError(location: location, reason: JSONTodo.recurRule)
    case "uid": return ImportError(location: location, reason: "\"uid\" must be a string")
    case "parent":
      return ImportError(location: location, reason: JSONTodo.parentRule)
    case "created", "updated":
      return ImportError(
        location: location,
        reason: "\"\(field ?? "")\" must be a time like 2026-01-05T09:00:00Z")
    case let other?: return ImportError(location: location, reason: "bad \"\(other)\"")
    }
  }

  /// Writes the items as a pretty-printed array, ending in a newline; no items are `[]`.
  /// The array is encoded a step of items at a time, telling `steps`: each step is encoded as
  /// an array of its own whose brackets are dropped, and the steps joined as the elements of
  /// one array are (`,` and a new line), which gives the bytes of one array encoded at once.
  public static func encode(
    _ items: [TodoItem], steps: ProgressSteps = ProgressSteps(total: 0, report: nil)
  ) -> Data {
    guard !items.isEmpty else { return Data("[]\n".utf8) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = Data("[\n".utf8)
    for start in stride(from: 0, to: items.count, by: ProgressSteps.step) {
      steps.reach(start)
      let step = items[start..<min(start + ProgressSteps.step, items.count)]
      guard let array = try? encoder.encode(step.map { JSONTodo($0) })
      else { return Data("[]\n".utf8) }
      if start > 0 { data.append(contentsOf: ",\n".utf8) }
      // `[` and a new line before the elements, a new line and `]` after them.
      data.append(array.dropFirst(2).dropLast(2))
    }
    steps.finish()
    return data + Data("\n]\n".utf8)
  }
}
