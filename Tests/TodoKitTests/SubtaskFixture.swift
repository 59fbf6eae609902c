import Foundation
import TodoTerminal
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The tree the subtask tests drive the app over.
enum SubtaskFixture {
  /// A store holding `Move house` › `Pack books` › `Label boxes` (done), `Move house` ›
  /// `Book the van` and `Call the bank`, and `Shop`, in manual order, and the app on it,
  /// `columns` by `rows`.
  static func movingHouse(columns: Int = 64, rows: Int = 14) throws -> HeadlessApp {
    let store = try SQLiteTodoStore.inMemory()
    var uids: [String: String] = [:]
    for (title, parent, done) in [
      ("Move house", nil, false), ("Pack books", "Move house", false),
      ("Label boxes", "Pack books", true), ("Book the van", "Move house", false),
      ("Call the bank", "Move house", false), ("Shop", nil, false),
    ] as [(String, String?, Bool)] {
      let item = try store.write {
        try $0.insert(
          TodoFields(title: title, done: done, parent: parent.flatMap { uids[$0] }),
          created: Fixture.start, updated: Fixture.start)
      }
      uids[title] = item.calendar.uid
    }
    try store.write { try $0.saveViewSettings(ViewSettings(sort: .manual, hidesDone: false)) }
    return HeadlessApp(store: store, size: Size(columns: columns, rows: rows))
  }
}
