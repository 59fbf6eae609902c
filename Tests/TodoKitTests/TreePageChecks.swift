import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// What the tree's page tests share (SPEC §16): a seeded random forest, and the check that a
/// query's pages, read from every kind of start, equal a list made in memory, with the
/// rank, `contains` and the tally agreeing with it.
enum TreePageChecks {
  /// A forest of `count` todos: each under a random todo not five deep yet, or at the top
  /// level; a third done; due dates, priorities, titles and tags with ties; a quarter of the
  /// trees in the list `Work`, the others in `Tasks`.
  static func forest(_ store: SQLiteTodoStore, count: Int, seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var depth: [String: Int] = [:]
    var uids: [String] = []
    let priorities = [Priority.none, Priority(.high), Priority(.medium), Priority(.low)]
    for index in 0..<count {
      let shallow = uids.filter { depth[$0, default: 0] < 5 }
      let parent =
        Int.random(in: 0..<10, using: &random) < 7 ? shallow.randomElement(using: &random) : nil
      let words = ["pack", "Move", "écrire", "buy", "call"]
      let day = Int.random(in: 0..<5, using: &random)
      let fields = TodoFields(
        title: words[Int.random(in: 0..<words.count, using: &random)] + " \(index % 3)",
        done: Int.random(in: 0..<3, using: &random) == 0,
        due: day == 0 ? nil : DueDate(iso: "2026-01-0\(day)"),
        priority: priorities[Int.random(in: 0..<priorities.count, using: &random)],
        tags: Int.random(in: 0..<6, using: &random) == 0 ? ["home"] : [], parent: parent,
        // Some trees in a second list (by the index, so the random draws stay as they were).
        list: parent == nil && index % 4 == 1 ? "Work" : "")
      let item = try store.write {
        try $0.insert(fields, created: Fixture.start, updated: Fixture.start)
      }
      uids.append(item.calendar.uid)
      depth[item.calendar.uid] = parent.map { depth[$0, default: 0] + 1 } ?? 0
    }
  }

  /// Every page of `query` stitched from each kind of start equals `expected`, and the
  /// rank, `contains` and the tally agree with it (`all`: every todo's id; `total`: how many
  /// todos the query's list holds, all of them without a list in view).
  static func expectPages(
    _ store: SQLiteTodoStore, _ query: TodoQuery, _ expected: [TodoListEntry], _ all: Set<TodoID>,
    _ context: String, total: Int? = nil
  ) throws {
    let page = 7
    func read(_ range: EntryRange) throws -> [TodoListEntry] {
      try store.read { try $0.entries(query, range) }
    }
    var forwards = try read(.first(limit: page))
    while let last = forwards.last, forwards.count < expected.count + 1 {
      let next = try read(.after(last.id, limit: page))
      if next.isEmpty { break }
      forwards += next
    }
    #expect(forwards == expected, "forwards, \(context)")
    var backwards = try read(.last(limit: page))
    while let first = backwards.first, backwards.count < expected.count + 1 {
      let previous = try read(.before(first.id, limit: page))
      if previous.isEmpty { break }
      backwards = previous + backwards
    }
    #expect(backwards == expected, "backwards, \(context)")
    for (index, entry) in expected.enumerated() where index % 3 == 0 {
      #expect(
        try read(.from(entry.id, limit: page)) == Array(expected[index...].prefix(page)),
        "from \(entry.id), \(context)")
      #expect(
        try read(.offset(index, limit: page)) == Array(expected[index...].prefix(page)),
        "offset \(index), \(context)")
    }
    let shown = Set(expected.map(\.id))
    for id in all {
      let rank = try store.read { try $0.rank(of: id, in: query) }
      #expect(rank == expected.firstIndex { $0.id == id }, "rank of \(id), \(context)")
      #expect(try store.read { try $0.contains(id, in: query) } == shown.contains(id), "\(id)")
    }
    let tally = try store.read { try $0.tally(query) }
    #expect(tally.count == expected.count, "count, \(context)")
    #expect(tally.open == expected.count { !$0.done }, "open, \(context)")
    #expect(tally.all == total ?? all.count, "all, \(context)")
  }
}
