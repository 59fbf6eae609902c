import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Migration v16 (`StoreSchema+ShownBelow.swift`) on a store of v15 that already holds a tree
/// with done todos over open ones: it counts what each todo shows below it with done todos
/// hidden as the triggers would have, and the list with done todos hidden is then as long as
/// its tally says, each row at the place its rank says.
@Suite final class ShownBelowUpgradeTests {
  let scratch = ScratchFolder("todo-shown-below")

  /// `Move` › `Pack` (done) › `Books` › `Shelf`; `Move` › `Call` › `Bank`; `Tax` (done) ›
  /// `Form`; `Shop`: open todos under a done subtask and under a done top-level todo.
  private func store(at path: String) throws -> [String: TodoID] {
    let store = try SQLiteTodoStore(path: path, access: .create)
    var ids: [String: TodoID] = [:]
    var uids: [TodoID: String] = [:]
    for (title, done, parent) in [
      ("Move", false, nil), ("Pack", true, "Move"), ("Books", false, "Pack"),
      ("Shelf", false, "Books"), ("Call", false, "Move"), ("Bank", false, "Call"),
      ("Tax", true, nil), ("Form", false, "Tax"), ("Shop", false, nil),
    ] as [(String, Bool, String?)] {
      let fields = TodoFields(
        title: title, done: done, parent: parent.flatMap { ids[$0] }.flatMap { uids[$0] })
      let item = try store.write {
        try $0.insert(fields, created: Fixture.start, updated: Fixture.start)
      }
      ids[title] = item.id
      uids[item.id] = item.calendar.uid
    }
    return ids
  }

  /// Takes the store back to v15 as v15 made it: no lists (v17), no `open_below`, its
  /// triggers, nor its place in the top-level parents' index; the links index of the tree's
  /// rows alone, no parents' one, and the due and priority orders' indexes of v10.
  private func downgrade(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try ListStoreTests.takeListsAway(db)
      let triggers = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%open_below%'"
      )
      #expect(triggers.count == 7)
      for name in triggers { try db.execute(sql: "DROP TRIGGER \(name)") }
      try db.execute(
        sql: """
          DROP INDEX todo_parent_link;
          DROP INDEX todo_tree_link;
          CREATE INDEX todo_tree_link ON todo (id, parent, done, children)
            WHERE parent != 0 OR children > 0;
          DROP INDEX todo_in_due_order;
          DROP INDEX todo_in_priority_order;
          CREATE INDEX todo_in_due_order ON todo (done, due_key, priority_key);
          CREATE INDEX todo_in_priority_order ON todo (done, priority_key, due_key);
          DROP INDEX todo_tree_roots;
          ALTER TABLE todo DROP COLUMN open_below;
          ALTER TABLE todo_roots DROP COLUMN open_below;
          CREATE INDEX todo_tree_roots
            ON todo (done, due_key, priority_key, title_key, position, descendants)
            WHERE parent = 0 AND descendants > 0;
          DELETE FROM grdb_migrations WHERE identifier LIKE 'v16:%';
          """)
    }
    try queue.close()
  }

  @Test func theUpgradeCountsWhatEachTodoShowsBelowWithDoneTodosHidden() throws {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    let ids = try store(at: path)
    try downgrade(path)
    let store = try SQLiteTodoStore(path: path, access: .change)
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    // Move shows Call and Bank (Pack is done: Books and Shelf go with it); Tax is done.
    #expect(kept.counts[ids["Move"]!]?.openBelow == 2)
    #expect(kept.counts[ids["Pack"]!]?.openBelow == 2)
    #expect(kept.rootsOpenBelow == (2, 1))
    for sort in TodoQuery.Sort.allCases {
      let query = ViewSettings(sort: sort, hidesDone: true).applied(to: TodoQuery())
      let shown = try store.read { try $0.entries(query, .first(limit: 100)) }.map(\.id)
      #expect(Set(shown) == Set(["Move", "Call", "Bank", "Shop"].map { ids[$0]! }), "\(sort)")
      #expect(try store.read { try $0.tally(query) }.count == shown.count, "\(sort)")
      for (rank, id) in shown.enumerated() {
        #expect(try store.read { try $0.rank(of: id, in: query) } == rank, "\(sort)")
      }
    }
  }

  @Test func theTriggersKeepItThroughToggleMoveAndDelete() throws {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    let ids = try store(at: path)
    let store = try SQLiteTodoStore(path: path, access: .change)
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    func check(_ step: String) throws {
      let (kept, recounted) = try store.keptAndRecounted()
      #expect(kept == recounted, "\(step)")
    }
    try check("made")
    _ = try cases.toggleDone(ids["Pack"]!)
    try check("Pack reopened")
    _ = try cases.toggleDone(ids["Move"]!)
    try check("Move done")
    _ = try cases.reparent(ids["Books"]!, under: ids["Tax"]!)
    try check("Books under Tax")
    _ = try cases.toggleDone(ids["Tax"]!)
    try check("Tax reopened")
    _ = try cases.delete(ids["Call"]!)
    try check("Call deleted")
    _ = try cases.apply(.undo)
    try check("Call back")
  }
}
