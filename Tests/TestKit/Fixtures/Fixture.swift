import Foundation
import TodoCore
import TodoUI

/// Items, times and sizes shared by the tests: every one starts from the replay clock's first
/// moment, in UTC, so what a test builds is what a replayed screen shows.
package enum Fixture {
  /// 2026-01-05 09:00 UTC, the replay clock's start.
  package static let start = Date(timeIntervalSince1970: 1_767_603_600)
  /// UTC, so times print as stored.
  package static let utc = TimeZone(identifier: "UTC") ?? .current

  /// Due dates in words as typed at `start` (Monday 2026-01-05), in UTC.
  package static let dueDates = DueDateParser(now: start, timeZone: utc)

  /// The dialogs' Due field read as of `start`, in UTC.
  package static var dueReader: DueFieldReader { DueFieldReader(today: dueDates.today) }

  /// Due dates as a screen drawn at `start` words them (Monday 2026-01-05, 09:00 UTC).
  package static let dueText = DueText(now: start, timeZone: utc)

  /// The list every store has from the start (migration v17), where a todo written without a
  /// list goes, and so the list a store gives back for it.
  package static let firstList = "Tasks"

  /// An item stamped `start`, with the given fields, in the first list.
  package static func item(
    _ id: TodoID, _ title: String, content: String = "", done: Bool = false
  ) -> TodoItem {
    TodoItem(id: id, title: title, content: content, done: done, created: start, updated: start)
  }

  /// The list index of `items`.
  package static func entries(_ items: [TodoItem]) -> [TodoListEntry] {
    items.map(TodoListEntry.init)
  }

  /// Open items with ids 1, 2, … and the given titles.
  package static func items(_ titles: String...) -> [TodoItem] {
    titles.enumerated().map { item(TodoID($0.offset + 1), $0.element) }
  }

  /// `count` open items titled `Item 1`, `Item 2`, ….
  package static func numbered(_ count: Int) -> [TodoItem] {
    (1...count).map { item(TodoID($0), "Item \($0)") }
  }

  /// `item` as a toggle stamps it on the stepping clock's first reading (done), and as a
  /// toggle back stamps it on the second (open again).
  package static func toggledTwice(_ item: TodoItem) -> (done: TodoItem, open: TodoItem) {
    var done = item
    done.done = true
    done.updated = start
    // Marked done here: the lines other calendars read say so, from that moment.
    done.calendar.kept =
      [
        ContentLine("STATUS", value: "COMPLETED"),
        ContentLine("COMPLETED", value: "20260105T090000Z"),
        ContentLine("PERCENT-COMPLETE", value: "100"),
      ] + item.calendar.kept
    var open = item
    open.updated = start + 60
    open.calendar.kept = [ContentLine("STATUS", value: "NEEDS-ACTION")] + item.calendar.kept
    return (done, open)
  }

  /// A clock at `start` moving one minute per reading.
  package static func clock() -> SteppingClock {
    SteppingClock(start: start, step: 60)
  }

  /// An environment over `store` with the stepping clock, in UTC.
  package static func environment(_ store: any TodoStore) -> TodoEnvironment {
    TodoEnvironment(store: store, clock: clock(), timeZone: utc)
  }
}

extension TodoItem {
  /// Makes an item field by field, in the first list (`Fixture.firstList`), where a store puts
  /// a todo written without one: what a test that wrote the item expects to read back.
  package init(
    id: TodoID, title: String, content: String = "", done: Bool = false, created: Date,
    updated: Date
  ) {
    self.init(
      id: id,
      fields: TodoFields(title: title, content: content, done: done, list: Fixture.firstList),
      created: created, updated: updated)
  }
}
