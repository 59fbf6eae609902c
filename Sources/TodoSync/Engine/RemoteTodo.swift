import Foundation
import TodoCore

/// A calendar object's todo as the server holds it: its fields, times and calendar record read
/// through the one VTODO mapping (`VTodoMapping`), and the text it was read from (kept as the
/// merge base once both sides agree on it).
struct RemoteTodo {
  /// What the VTODO says, with the parent a parent's CHILD line gives it (`linked(by:)`).
  private(set) var todo: ImportedTodo
  /// The iCalendar text it was read from.
  let text: String

  /// Why an object is not synced: it is no todo (an event in a mixed calendar), or a todo
  /// this version cannot read; the object is left as it is on the server.
  enum Unreadable: Error {
    /// Not a todo: skipped without a word.
    case notATodo
    /// A todo that cannot be read, and why.
    case unreadable(String)
  }

  /// Reads `text`: one VCALENDAR with one VTODO (and perhaps VTIMEZONEs), with a UID.
  init(text: String, timeZone: TimeZone) throws(Unreadable) {
    let calendars: [CalendarComponent]
    do throws(ICalendarError) {
      calendars = try CalendarComponent.parse(text)
    } catch {
      throw .unreadable("\(error)")
    }
    let components = calendars.filter { $0.name == "VCALENDAR" }.flatMap(\.components)
    let todos = components.filter { $0.name == "VTODO" }
    guard let vtodo = todos.first else { throw .notATodo }
    guard todos.count == 1 else {
      throw .unreadable(
        "it holds \(todos.count) VTODOs (a repeating todo with exceptions), which todo does"
          + " not sync; it was left as it is")
    }
    do throws(ICalendarError) {
      todo = try VTodoMapping.todo(
        from: vtodo, timeZone: timeZone, zones: components.filter { $0.name == "VTIMEZONE" })
    } catch {
      throw .unreadable("\(error)")
    }
    guard let uid = todo.calendar?.uid, !uid.isEmpty else {
      throw .unreadable("the VTODO has no UID")
    }
    self.text = text
  }

  /// The UID.
  var uid: String { todo.calendar?.uid ?? "" }

  /// The lines of other programs it carries.
  var kept: [ContentLine] { todo.calendar?.kept ?? [] }

  /// Its calendar record: its UID and kept lines.
  var record: CalendarRecord { CalendarRecord(uid: uid, kept: kept) }

  /// This todo in the local list `list`: a calendar object's text names no list (SPEC §17),
  /// the collection it is in does, so it is in the list the local todo syncs with.
  func inList(_ list: String) -> RemoteTodo {
    var placed = self
    placed.todo.fields.list = list
    return placed
  }

  /// This todo with the parent `claims` give it when it names none itself (SPEC §16).
  func linked(by claims: ChildClaims) -> RemoteTodo {
    var linked = self
    linked.todo = claims.linking(todo)
    return linked
  }
}
