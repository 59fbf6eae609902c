import Foundation

/// The interchange formats of `todo import` and `todo export`.
public enum InterchangeFormat: String, CaseIterable, Sendable {
  /// An array of `{"title", "content", "done"}` objects.
  case json
  /// One todo per line, `x ` for done; content in a `content:` tag.
  case todotxt
  /// iCalendar (RFC 5545): a VCALENDAR of VTODOs.
  case ics

  /// The format a file's name suggests: todo.txt for a `.txt` name in any case (`LIST.TXT`),
  /// iCalendar for `.ics`, JSON otherwise.
  public init(fileName: String) {
    let name = fileName.lowercased()
    self = name.hasSuffix(".txt") ? .todotxt : name.hasSuffix(".ics") ? .ics : .json
  }

  /// Reads every entry of `data`, or throws naming the first bad one. Nothing partial.
  /// Floating iCalendar times are read on the wall clock of UTC.
  public func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    try read(data, timeZone: ICalendarTime.utc).todos
  }

  /// Reads every entry of `data` and what was skipped, or throws naming the first bad one.
  /// iCalendar times in UTC or another zone are moved to the wall clock of `timeZone`.
  public func read(_ data: Data, timeZone: TimeZone) throws(ImportError) -> ImportedFile {
    switch self {
    case .json: ImportedFile(todos: try JSONInterchange.decode(data))
    case .todotxt: ImportedFile(todos: try TodoTxtInterchange.decode(data))
    case .ics: try ICalendarInterchange.decode(data, timeZone: timeZone)
    }
  }

  /// Writes `items` in this format (iCalendar's DTSTAMP is `stamp`), telling `progress` how
  /// many are written (a long export draws a progress line); throws when a todo cannot be
  /// written in it.
  public func encode(
    _ items: [TodoItem], stamp: Date = Date(), progress: ((WorkProgress) -> Void)? = nil
  ) throws(ExportError) -> Data {
    let steps = ProgressSteps(total: items.count, report: progress)
    switch self {
    case .json: return JSONInterchange.encode(items, steps: steps)
    case .todotxt: return Data(TodoTxtInterchange.encode(items, steps: steps).utf8)
    case .ics: return try ICalendarInterchange.encode(items, stamp: stamp, steps: steps)
    }
  }

  /// `data` without a leading UTF-8 byte order mark (some editors write one).
  static func withoutByteOrderMark(_ data: Data) -> Data {
    data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
  }
}
