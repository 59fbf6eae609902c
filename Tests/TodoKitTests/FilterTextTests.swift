import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The filter's rule for comparing text (`TextFold`), and the store following it on a file
/// and in memory: an accent typed composed finds one stored decomposed and back, and case,
/// accents and width are folded as the title order folds them.
@Suite final class FilterTextTests {
  let scratch = ScratchFolder("todo-filter")
  var folder: URL { scratch.url }

  /// Titles stored, and what each query must find, by title.
  static let titles = [
    "Cafe\u{301} au lait", "Café noir", "na\u{EF}ve", "ay\u{308}e", "ÿes", "BIG",
  ]
  static let cases: [(query: String, found: [String])] = [
    ("café", ["Cafe\u{301} au lait", "Café noir"]),
    ("cafe\u{301}", ["Cafe\u{301} au lait", "Café noir"]),
    // Accents fold away, as in the title order.
    ("cafe", ["Cafe\u{301} au lait", "Café noir"]),
    ("nai\u{308}ve", ["na\u{EF}ve"]),
    ("naive", ["na\u{EF}ve"]),
    ("y", ["ay\u{308}e", "ÿes"]),
    ("ÿ", ["ay\u{308}e", "ÿes"]),
    ("big", ["BIG"]),
  ]

  @Test(arguments: cases)
  func inMemoryStoreFollowsTheRule(query: String, found: [String]) throws {
    let items = Self.titles.enumerated().map { Fixture.item(TodoID($0.offset + 1), $0.element) }
    let store = try SQLiteTodoStore.seeded(items)
    #expect(try store.items(TodoQuery(filter: query)).map(\.title) == found)
  }

  @Test(arguments: cases)
  func sqliteStoreFollowsTheRule(query: String, found: [String]) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    for title in Self.titles {
      _ = try store.add(title: title, content: "", done: false, at: Fixture.start)
    }
    let ids = try store.index(matching: query).map(\.id)
    #expect(try store.items(ids: ids).map(\.title) == found)
  }
}
