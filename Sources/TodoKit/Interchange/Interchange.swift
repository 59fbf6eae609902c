import Foundation

/// A todo read from an import file, before the store gives it an id.
public struct ImportedTodo: Equatable, Sendable {
  /// The title (never empty).
  public var title: String
  /// The content.
  public var content: String
  /// Whether it is done.
  public var done: Bool

  /// Makes an imported todo.
  public init(title: String, content: String = "", done: Bool = false) {
    self.title = title
    self.content = content
    self.done = done
  }
}

/// An import file is wrong; names the entry (JSON, from 1) or line (todo.txt, from 1).
public struct ImportError: Error, Equatable, CustomStringConvertible {
  /// `entry 3` or `line 7`, or empty for the whole file.
  public let location: String
  /// What is wrong.
  public let reason: String

  /// `entry 3: reason`.
  public var description: String { location.isEmpty ? reason : "\(location): \(reason)" }
}

/// The interchange formats of `todo import` and `todo export`.
public enum InterchangeFormat: String, CaseIterable, Sendable {
  /// An array of `{"title", "content", "done"}` objects.
  case json
  /// One todo per line, `x ` for done; content in a `content:` tag.
  case todotxt

  /// Reads every entry of `data`, or throws naming the first bad one. Nothing partial.
  public func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    switch self {
    case .json: try JSONInterchange.decode(data)
    case .todotxt: try TodoTxtInterchange.decode(data)
    }
  }

  /// Writes `items` in this format.
  public func encode(_ items: [TodoItem]) -> Data {
    switch self {
    case .json: JSONInterchange.encode(items)
    case .todotxt: Data(TodoTxtInterchange.encode(items).utf8)
    }
  }
}

/// JSON: an array of objects; `title` is required, `content` and `done` optional, unknown
/// fields ignored. Export adds `id`, `created` and `updated`.
public enum JSONInterchange {
  /// One imported object; other fields are ignored.
  private struct Incoming: Decodable {
    let title: String
    let content: String?
    let done: Bool?
  }

  /// Reads the array.
  public static func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    let entries: [Incoming]
    do {
      entries = try JSONDecoder().decode([Incoming].self, from: data)
    } catch let error as DecodingError {
      throw explain(error)
    } catch {
      throw ImportError(location: "", reason: "not valid JSON")
    }
    var result: [ImportedTodo] = []
    result.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      guard !entry.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw ImportError(location: "entry \(index + 1)", reason: "\"title\" must not be empty")
      }
      result.append(
        ImportedTodo(title: entry.title, content: entry.content ?? "", done: entry.done ?? false))
    }
    return result
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
      if path.isEmpty, case .typeMismatch = error {
        return ImportError(location: "", reason: "expected a JSON array of todos")
      }
      return ImportError(location: "", reason: "not valid JSON")
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
    case let other?: return ImportError(location: location, reason: "bad \"\(other)\"")
    }
  }

  /// One exported object.
  public struct Entry: Codable, Equatable, Sendable {
    /// The store's id.
    public var id: TodoID
    /// Title.
    public var title: String
    /// Content.
    public var content: String
    /// Done.
    public var done: Bool
    /// ISO 8601.
    public var created: String
    /// ISO 8601.
    public var updated: String
  }

  /// Writes the items as a pretty-printed array, ending in a newline.
  public static func encode(_ items: [TodoItem]) -> Data {
    let formatter = ISO8601DateFormatter()
    let entries = items.map {
      Entry(
        id: $0.id, title: $0.title, content: $0.content, done: $0.done,
        created: formatter.string(from: $0.created), updated: formatter.string(from: $0.updated))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
    return data + Data("\n".utf8)
  }
}

/// todo.txt: one todo per line; `x ` starts a done one; the dates todo.txt puts after it
/// are skipped on import. Content travels in a `content:` tag with `%`, space, tab,
/// newline and other control characters percent-encoded, so it round-trips exactly.
/// Newlines or tabs in a title are written as spaces (a line holds one todo).
public enum TodoTxtInterchange {
  /// Reads the lines; blank lines are skipped.
  public static func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ImportError(location: "", reason: "not UTF-8 text")
    }
    var result: [ImportedTodo] = []
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      if line.allSatisfy(\.isWhitespace) { continue }
      var words = line.split(separator: " ", omittingEmptySubsequences: false)[...]
      var done = false
      if words.first == "x" {
        done = true
        words = words.dropFirst()
        while let word = words.first, isDate(word) { words = words.dropFirst() }
      } else if let word = words.first, isDate(word) {
        words = words.dropFirst()
      }
      var content = ""
      var titleWords: [Substring] = []
      for word in words {
        if word.hasPrefix("content:") {
          guard let decoded = String(word.dropFirst("content:".count)).removingPercentEncoding
          else {
            throw ImportError(location: "line \(index + 1)", reason: "bad %-escape in content:")
          }
          content = decoded
        } else {
          titleWords.append(word)
        }
      }
      let title = titleWords.joined(separator: " ")
      guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ImportError(location: "line \(index + 1)", reason: "the todo has no title")
      }
      result.append(ImportedTodo(title: title, content: content, done: done))
    }
    return result
  }

  /// Writes one line per item: `x <done date> <created date> title content:...` for done
  /// ones, `<created date> title content:...` for open ones.
  public static func encode(_ items: [TodoItem]) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return items.map { item in
      var line = ""
      if item.done { line += "x \(formatter.string(from: item.updated)) " }
      line += formatter.string(from: item.created) + " "
      line += item.title.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
      if !item.content.isEmpty { line += " content:" + escape(item.content) }
      return line + "\n"
    }.joined()
  }

  private static func isDate(_ word: Substring) -> Bool {
    word.count == 10
      && word.enumerated().allSatisfy { index, character in
        index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
      }
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F
        || (0x80...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
      {
        for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
