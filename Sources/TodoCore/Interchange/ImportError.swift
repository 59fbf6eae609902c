/// An import file is wrong; names the entry (JSON, from 1), the line and column of a JSON
/// syntax error, or the line (todo.txt, from 1).
public struct ImportError: Error, Equatable, CustomStringConvertible {
  /// `entry 3`, `line 7, column 2` or `line 7`, or empty for the whole file.
  public let location: String
  /// What is wrong.
  public let reason: String

  /// Makes an error at `location` (empty for the whole file).
  public init(location: String, reason: String) {
    self.location = location
    self.reason = reason
  }

  /// `entry 3: reason`.
  public var description: String { location.isEmpty ? reason : "\(location): \(reason)" }
}
