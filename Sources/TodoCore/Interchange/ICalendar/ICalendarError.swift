/// iCalendar text that cannot be read: the line (from 1, as the file counts physical lines)
/// where the content line starts, and what is wrong there.
public struct ICalendarError: Error, Equatable, CustomStringConvertible {
  /// The first physical line of the content line at fault; 0 for the whole file.
  public let line: Int
  /// What is wrong.
  public let reason: String

  /// Makes an error at `line` (0: the whole file).
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// `line 7: reason`.
  public var description: String { line == 0 ? reason : "line \(line): \(reason)" }

  /// The same error as an import error, as the other formats report theirs.
  public var importError: ImportError {
    ImportError(location: line == 0 ? "" : "line \(line)", reason: reason)
  }
}
