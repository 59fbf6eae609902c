import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The parents' links a filter's walk up keeps from one read to the next
/// (`KnownParentLinks`): a keystroke that narrows the filter reads none of them again, and a
/// change to the store, this instance's or another's, is never drawn from the old ones.
@Suite final class KnownParentLinksTests {
  let scratch = ScratchFolder("todo-known-links")

  /// Move → Pack → "Pack books": `pa` walks up from the books through Pack to Move, and
  /// `pack b` (which only the books match) then finds both links kept.
  private func tree(in store: SQLiteTodoStore) throws -> (move: TodoItem, pack: TodoItem) {
    func add(_ title: String, under parent: TodoItem? = nil) throws -> TodoItem {
      try store.write {
        try $0.insert(
          TodoFields(title: title, parent: parent?.calendar.uid), created: Fixture.start,
          updated: Fixture.start)
      }
    }
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    _ = try add("Pack books", under: pack)
    _ = try add("Label boxes", under: move)
    return (move, pack)
  }

  /// The rows `text` shows with done todos hidden, as ids.
  private func shown(_ text: String, in store: SQLiteTodoStore) throws -> [TodoID] {
    let query = ViewSettings(hidesDone: true).applied(to: TodoQuery(filter: text))
    return try store.read { try $0.entries(query, .first(limit: 9)) }.map(\.id)
  }

  @Test(arguments: StoreKind.allCases)
  func aNarrowerFilterWalksUpThroughTheLinksKeptAndAChangeHereDropsThem(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    let (move, pack) = try tree(in: store)
    #expect(try shown("ks", in: store).count == 3)
    #expect(try shown("pack b", in: store).count == 3)
    var done = try #require(try store.read { try $0.item(id: pack.id) })
    done.done = true
    try store.update(done)
    // Pack is done and hidden, and the books with it; Move is left for nothing.
    #expect(try shown("pack b", in: store) == [])
    #expect(try shown("label", in: store).first == move.id)
  }

  @Test func aChangeAnotherInstanceCommitsDropsTheLinksKept() throws {
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: path)
    let (_, pack) = try tree(in: store)
    #expect(try shown("ks", in: store).count == 3)
    let other = try SQLiteTodoStore(path: path)
    var done = try #require(try other.read { try $0.item(id: pack.id) })
    done.done = true
    try other.update(done)
    #expect(try shown("pack b", in: store) == [])
    // And back: the link kept after that read is the done one, read again when it changes.
    done.done = false
    try other.update(done)
    #expect(try shown("pack b", in: store).count == 3)
  }
}
