import Foundation

/// iCalendar files (`.ics`): export writes one VCALENDAR with a VTODO per todo, the
/// VTIMEZONEs their times name first; import reads every VTODO of every VCALENDAR and counts
/// the components it skips (events, journals…; VTIMEZONE definitions are not counted: TZIDs
/// are read by their names, and each todo keeps the definitions it names). The overrides of a
/// repeating todo (VTODOs with its UID and a `RECURRENCE-ID`) are kept with it, not shown.
public enum ICalendarInterchange {
  /// What `PRODID` says wrote the file.
  public static let productID = "-//todo//todo terminal todo list//EN"

  /// Reads every VTODO of `data`, floating times taken on the wall clock of `timeZone`, or
  /// throws naming the line of the first thing that cannot be read. Nothing partial. A todo
  /// naming no parent takes the first of the file's todos whose CHILD line names it
  /// (`ChildClaims`), wherever in the file that parent is.
  public static func decode(_ data: Data, timeZone: TimeZone) throws(ImportError) -> ImportedFile {
    // A fold may split a character (RFC 5545 folds on octets): joined before decoding.
    let octets = LineFolding.joiningSplitCharacters(InterchangeFormat.withoutByteOrderMark(data))
    guard let text = String(data: octets, encoding: .utf8)
    else { throw ImportError(location: "", reason: "not UTF-8 text") }
    do throws(ICalendarError) {
      let top = try CalendarComponent.parse(text)
      guard !top.isEmpty else {
        throw ICalendarError(line: 0, reason: "no BEGIN:VCALENDAR in the file")
      }
      var file = ImportedFile(todos: [])
      for calendar in top {
        guard calendar.name == "VCALENDAR" else {
          throw ICalendarError(
            line: calendar.lineNumber,
            reason: "BEGIN:\(calendar.name) outside any BEGIN:VCALENDAR")
        }
        let zones = calendar.components.filter { $0.name == "VTIMEZONE" }
        // A series is the VTODOs of one UID: those without one (or with an empty one) are no
        // series, each a todo alone (they were kept inside every VTODO without a UID, and so
        // came back twice from an export).
        let todos = calendar.components.filter { $0.name == "VTODO" }
        let overrides = Dictionary(
          grouping: todos.filter { $0.property("RECURRENCE-ID") != nil && !uid(of: $0).isEmpty },
          by: uid(of:))
        let masters = Set(
          todos.filter { $0.property("RECURRENCE-ID") == nil }.map(uid(of:)).filter { !$0.isEmpty })
        for component in calendar.components {
          switch component.name {
          case "VTODO":
            let uid = Self.uid(of: component)
            // An override goes with its series; one without it in the file is a todo alone.
            if component.property("RECURRENCE-ID") != nil, masters.contains(uid) { continue }
            let own = component.property("RECURRENCE-ID") == nil ? overrides[uid] ?? [] : []
            let todo = try VTodoMapping.todo(
              from: component, timeZone: timeZone, zones: zones, overrides: own)
            file.todos.append(todo)
            // A category with a space is no tag word: kept in its CATEGORIES line, and named.
            for line in todo.calendar?.kept ?? [] where line.named("CATEGORIES") {
              file.keptCategories += Categories.words(line).others
            }
            file.keptOverrides += own.count
          case "VTIMEZONE": break
          default: file.skipped[component.name, default: 0] += 1
          }
        }
      }
      let claims = ChildClaims(file.todos.compactMap(\.calendar))
      file.todos = file.todos.map(claims.linking)
      return file
    } catch {
      throw error.importError
    }
  }

  /// The UID of a VTODO, empty when it has none.
  private static func uid(of component: CalendarComponent) -> String {
    component.property("UID")?.value ?? ""
  }

  /// One VCALENDAR of `items`, DTSTAMP `stamp`, due times on the wall clock of `timeZone`;
  /// throws naming the first todo whose text holds a character iCalendar cannot carry.
  /// `claims`: the CHILD lines of the parents beside them, by default those of `items` (a file
  /// holds its parents; sync sends one todo and names its parent's).
  public static func encode(
    _ items: [TodoItem], stamp: Date, timeZone: TimeZone = .current,
    claims: ChildClaims? = nil, steps: ProgressSteps = ProgressSteps(total: 0, report: nil)
  ) throws(ExportError) -> Data {
    let claims = claims ?? ChildClaims(items.map(\.calendar))
    var text = CalendarComponent(
      "VCALENDAR",
      properties: [
        ContentLine("VERSION", value: "2.0"), ContentLine("PRODID", value: productID),
      ]
    ).contentLines.dropLast().map { LineFolding.fold($0.text) }.joined()
    // The VTIMEZONEs go first, once each (the first todo's definition of a TZID stands).
    var zones: [String] = []
    var zonesWritten: Set<String> = []
    var todos: [String] = []
    todos.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      steps.reach(index)
      do throws(TextValue.UnwritableCharacter) {
        let written = try VTodoMapping.written(
          item, stamp: stamp, timeZone: timeZone, claims: claims)
        for zone in written.zones where zonesWritten.insert(zone.tzid).inserted {
          zones.append(zone.lines.map { LineFolding.fold($0.text) }.joined())
        }
        todos.append(
          written.todo.text
            + written.overrides.joined().map { LineFolding.fold($0.text) }.joined())
      } catch {
        throw ExportError(
          "todo \(item.id) holds the control character \(error.code), which iCalendar cannot"
            + " carry; nothing was written")
      }
    }
    steps.finish()
    text += zones.joined() + todos.joined()
    return Data((text + LineFolding.fold("END:VCALENDAR")).utf8)
  }
}
