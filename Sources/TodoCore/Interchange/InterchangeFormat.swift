import Foundation

/// The interchange formats of `todo import` and `todo export`.
public enum InterchangeFormat: String, CaseIterable, Sendable {
  /// An array of `{"title", "content", "done"}` objects.
  case json
  /// One todo per line, `x ` for done; content in a `content:` tag.
  case todotxt

  /// The format a file's name suggests: todo.txt for a `.txt` name in any case (`LIST.TXT`),
  /// JSON otherwise.
  public init(fileName: String) {
    self = fileName.lowercased().hasSuffix(".txt") ? .todotxt : .json
  }

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

  /// `data` without a leading UTF-8 byte order mark (some editors write one).
  static func withoutByteOrderMark(_ data: Data) -> Data {
    data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
  }
}
