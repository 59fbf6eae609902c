import Foundation

/// iCalendar files (`.ics`): export writes one VCALENDAR with a VTODO per todo; import reads
/// every VTODO of every VCALENDAR and counts the components it skips (events, journals…;
/// VTIMEZONE definitions are not counted: TZIDs are read by their names).
public enum ICalendarInterchange {
  /// What `PRODID` says wrote the file.
  public static let productID = "-//todo//todo terminal todo list//EN"

  /// Reads every VTODO of `data`, floating times taken on the wall clock of `timeZone`, or
  /// throws naming the line of the first thing that cannot be read. Nothing partial.
  public static func decode(_ data: Data, timeZone: TimeZone) throws(ImportError) -> ImportedFile {
    guard let text = String(data: InterchangeFormat.withoutByteOrderMark(data), encoding: .utf8)
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
        for component in calendar.components {
          switch component.name {
          case "VTODO":
            file.todos.append(try VTodoMapping.todo(from: component, timeZone: timeZone))
          case "VTIMEZONE": break
          default: file.skipped[component.name, default: 0] += 1
          }
        }
      }
      return file
    } catch {
      throw error.importError
    }
  }

  /// One VCALENDAR of `items`, DTSTAMP `stamp`; throws naming the first todo whose text holds
  /// a character iCalendar cannot carry.
  public static func encode(
    _ items: [TodoItem], stamp: Date,
    steps: ProgressSteps = ProgressSteps(total: 0, report: nil)
  ) throws(ExportError) -> Data {
    var text = CalendarComponent(
      "VCALENDAR",
      properties: [
        ContentLine("VERSION", value: "2.0"), ContentLine("PRODID", value: productID),
      ]
    ).contentLines.dropLast().map { LineFolding.fold($0.text) }.joined()
    for (index, item) in items.enumerated() {
      steps.reach(index)
      do throws(TextValue.UnwritableCharacter) {
        text += try VTodoMapping.component(of: item, stamp: stamp).text
      } catch {
        throw ExportError(
          "todo \(item.id) holds the control character \(error.code), which iCalendar cannot"
            + " carry; nothing was written")
      }
    }
    steps.finish()
    return Data((text + LineFolding.fold("END:VCALENDAR")).utf8)
  }
}
