import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// `todo export --format ics` and `todo import FILE.ics` through the real binary: files an
/// independent strict parser (Python's `icalendar`) reads without a word, exact round trips,
/// skipped components counted, and all-or-nothing imports naming the bad line.
@Suite("iCalendar files")
struct ICalendarFileTests {
  /// Texts that exercise folding, escaping and wide characters.
  private static let texts = [
    "Buy milk, eggs; bread", "读书 本を読む 🎉👍🏽", #"back\slash and "quotes""#,
    "tab\there", String(repeating: "長い題名 ", count: 20), "e\u{301}clair",
  ]

  /// `count` todos with every field, as a JSON import file.
  private static func everyField(_ count: Int) throws -> Data {
    let objects = (0..<count).map { index -> [String: Any] in
      var object: [String: Any] = [
        "title": "\(texts[index % texts.count]) #\(index)",
        "content": index % 3 == 0
          ? ""
          : "notes \(index)\nline two, with; all \\ of it\n\(texts[(index + 1) % texts.count])",
        "done": index % 4 == 0,
        "priority": index % 10,
        "tags": index % 5 == 0 ? [] : ["home", "@phone", "税金", "tag\(index % 7)"],
        "created": "2026-01-0\(1 + index % 9)T09:00:00Z",
        "updated": "2026-01-10T1\(index % 10):30:15Z",
      ]
      if index % 6 != 5 {
        object["due"] =
          index % 2 == 0 ? "2026-12-\(10 + index % 19)" : "2027-03-01T17:\(10 + index % 50)"
      }
      if index % 6 < 4, index % 6 != 5 {
        object["recur"] = ["1d", "+2w", "3m", "+1y"][index % 4]
      }
      return object
    }
    return try JSONSerialization.data(withJSONObject: objects)
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> Binary.Result {
    let result = try Binary.run(arguments)
    #expect(result.status == 0, "todo \(arguments.joined(separator: " ")): \(result.error)")
    return result
  }

  @Test(
    "1,000 todos with every field: a strict independent parser reads the export without a word, and it imports back equal",
    .enabled(if: PythonICalendar.available, PythonICalendar.unavailable))
  func thousandTodos() throws {
    let folder = try ScratchFolder.made()
    let source = folder.path("in.json")
    try Self.everyField(1000).write(to: URL(fileURLWithPath: source))
    let first = folder.path("first.sqlite")
    #expect(try run(["import", source, "--store", first]).output == "imported 1000 todos\n")
    let file = folder.path("all.ics")
    try run(["export", file, "--store", first])

    // Python's icalendar, warnings made errors: every component without an error, and what it
    // reads is what the store holds.
    let checked = try PythonICalendar.check(file)
    #expect(checked.termination == .exited(0), "\(checked.errorText)")
    let parsed =
      try JSONSerialization.jsonObject(with: Data(checked.outputText.utf8)) as? [[String: Any]]
    let items = try JSONInterchange.decode(Data(try run(["export", "--store", first]).output.utf8))
    try #require(parsed?.count == 1000)
    for (todo, object) in zip(items, parsed ?? []) {
      #expect(object["summary"] as? String == todo.fields.title)
      #expect((object["description"] as? String ?? "") == todo.fields.content)
      #expect(Set(object["categories"] as? [String] ?? []) == Set(todo.fields.tags.words))
      #expect((object["priority"] as? Int ?? 0) == todo.fields.priority.value)
      #expect(object["status"] as? String == (todo.fields.done ? "COMPLETED" : "NEEDS-ACTION"))
      #expect(
        (object["due"] as? String).map { $0.replacingOccurrences(of: " ", with: "T") }
          == todo.fields.due.map { $0.time == nil ? "\($0)" : "\($0):00" })
    }

    // Into a second store and out again: every field, time and UID the same.
    let second = folder.path("second.sqlite")
    #expect(try run(["import", file, "--store", second]).output == "imported 1000 todos\n")
    #expect(
      try run(["export", "--store", second]).output == run(["export", "--store", first]).output)
    let again = folder.path("again.ics")
    try run(["export", "--format", "ics", again, "--store", second])
    let stampless = { (path: String) throws -> [String] in
      try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n")
        .filter { !$0.hasPrefix("DTSTAMP:") }
    }
    #expect(try stampless(again) == stampless(file))
    // Importing the file again adds nothing: every UID is in the store.
    #expect(
      try run(["import", file, "--store", second]).output
        == "imported 0 todos, skipped 1000 already in the store\n")
  }

  @Test func otherComponentsAreSkippedAndCounted() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("mixed.ics")
    let event = "BEGIN:VEVENT\r\nUID:e\r\nSUMMARY:meeting\r\nEND:VEVENT\r\n"
    let text =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + event + event
      + "BEGIN:VTIMEZONE\r\nTZID:X\r\nEND:VTIMEZONE\r\n"
      + "BEGIN:VTODO\r\nUID:t1\r\nSUMMARY:first\r\nEND:VTODO\r\n"
      + "BEGIN:VJOURNAL\r\nUID:j\r\nEND:VJOURNAL\r\n" + event
      + "BEGIN:VTODO\r\nUID:t2\r\nSUMMARY:second\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    #expect(
      try run(["import", file, "--store", store]).output
        == "imported 2 todos, skipped 3 events, 1 journal\n")
    #expect(try run(["list", "--store", store]).output.contains("second"))
  }

  /// SPEC §15: what import keeps but cannot show is named, not
  /// dropped in silence: the overrides of a repeating todo, a category that is no tag word.
  @Test func whatImportKeepsButCannotShowIsNamed() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("series.ics")
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x",
      "BEGIN:VTODO", "UID:s1", "SUMMARY:Water plants", "CATEGORIES:home,Two Words",
      "DUE;VALUE=DATE:20261201", "RRULE:FREQ=WEEKLY", "END:VTODO",
      "BEGIN:VTODO", "UID:s1", "RECURRENCE-ID;VALUE=DATE:20261208", "SUMMARY:Balcony too",
      "DUE;VALUE=DATE:20261209", "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    #expect(
      try run(["import", file, "--store", store]).output
        == "imported 1 todo, kept 1 changed occurrence of repeating todos with their series"
        + " (not shown), kept 1 category with spaces as it was (not tags: \"Two Words\")\n")
    let exported = try run(["export", "--format", "ics", "--store", store]).output
    #expect(exported.contains("RECURRENCE-ID;VALUE=DATE:20261208"))
    #expect(exported.contains("CATEGORIES:home,Two Words"))
  }

  @Test func aVTodoThatDoesNotParseNamesItsLineAndChangesNothing() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try run(["add", "kept", "--store", store])
    let file = folder.path("bad.ics")
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:fine\r\nEND:VTODO\r\n"
      + "BEGIN:VTODO\r\nSUMMARY:bad\r\nDUE:tomorrow\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let result = try Binary.run(["import", file, "--store", store])
    #expect(result.status == 1)
    #expect(
      result.error
        == "todo: \(file): line 7: DUE must be a date like 20261201 or a time like"
        + " 20261201T170000 (got \"tomorrow\"); nothing was imported\n")
    #expect(try run(["list", "--all", "--store", store]).output == "1 [ ] kept\n")
  }

  @Test func aHundredThousandNestedAlarmsAreRefusedNamingTheLine() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try run(["add", "kept", "--store", store])
    let file = folder.path("deep.ics")
    let depth = 100_000
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:deep\r\nSUMMARY:deep\r\n"
      + String(repeating: "BEGIN:VALARM\r\n", count: depth)
      + String(repeating: "END:VALARM\r\n", count: depth) + "END:VTODO\r\nEND:VCALENDAR\r\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let result = try Binary.run(["import", file, "--store", store])
    #expect(result.status == 1)
    #expect(
      result.error
        == "todo: \(file): line 35: BEGIN:VALARM nested deeper than 32 components;"
        + " nothing was imported\n")
    #expect(try run(["list", "--all", "--store", store]).output == "1 [ ] kept\n")
  }

  @Test func aTodoICalendarCannotCarryIsRefusedAndNoFileIsWritten() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try run(["add", "nul\u{1}byte", "--store", store])
    let file = folder.path("out.ics")
    let result = try Binary.run(["export", file, "--store", store])
    #expect(result.status == 1)
    #expect(result.error.contains("U+0001"))
    #expect(!FileManager.default.fileExists(atPath: file))
  }
}

/// Python's `icalendar` library, the independent strict parser of the acceptance test. Installed
/// with pip when missing (`.ci/run` should install it: `pip install icalendar`).
enum PythonICalendar {
  /// The environment Python runs in: this process's PATH, so pyenv and user installs are found.
  private static var environment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
      "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
    ]
  }

  private static func python(_ arguments: [String]) throws -> FinishedProcess {
    try ChildProcess("/usr/bin/env", ["python3"] + arguments, environment: environment)
      .finishBlocking(timeout: .seconds(300))
  }

  /// Whether `import icalendar` works, after trying `pip install icalendar` once if not.
  static let available: Bool = {
    let probe = ["-c", "import icalendar"]
    if (try? python(probe))?.termination == .exited(0) { return true }
    _ = try? python(["-m", "pip", "install", "--quiet", "icalendar"])
    return (try? python(probe))?.termination == .exited(0)
  }()

  /// Why the test is skipped when it is.
  static let unavailable: Comment =
    "Python's icalendar is missing and `python3 -m pip install icalendar` could not install it"

  /// Parses `path` strictly (every warning an error) and prints each VTODO's fields as JSON;
  /// exits non-zero on any error a component records.
  static func check(_ path: String) throws -> FinishedProcess {
    try python(["-W", "error", "-c", script, path])
  }

  private static let script = """
    import json, sys
    import icalendar
    data = open(sys.argv[1], 'rb').read()
    calendar = icalendar.Calendar.from_ical(data)
    out = []
    for component in calendar.walk():
        if component.errors:
            sys.exit(f'{component.name}: {component.errors}')
        if component.name != 'VTODO':
            continue
        due = component.get('DUE')
        categories = component.get('CATEGORIES')
        words = []
        for c in (categories if isinstance(categories, list) else [categories] if categories else []):
            words += [str(w) for w in c.cats]
        out.append({
            'uid': str(component['UID']),
            'summary': str(component['SUMMARY']),
            'description': str(component.get('DESCRIPTION', '')),
            'status': str(component.get('STATUS', 'NEEDS-ACTION')),
            'priority': int(component.get('PRIORITY', 0)),
            'categories': words,
            'due': due.dt.isoformat() if due is not None else None,
        })
    print(json.dumps(out))
    """
}
