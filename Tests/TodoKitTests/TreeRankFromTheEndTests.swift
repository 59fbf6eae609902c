import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// A todo's rank in a tree whose top level is longer than a count walks from the top: counted
/// from the nearer end, it is the same as its place in the list read whole.
@Suite struct TreeRankFromTheEndTests {
  @Test(arguments: [false, true])
  func aRankDeepInALongTopLevelIsItsPlace(hidingDone: Bool) throws {
    let store = try SQLiteTodoStore.inMemory()
    try store.write { transaction in
      var parent: TodoItem?
      for number in 0..<(TodoTable.countedFromAnEnd + 1_500) {
        let done = number % 7 == 3
        let fields = TodoFields(
          title: "Todo \(number)", done: done,
          parent: number % 500 == 1 ? parent?.calendar.uid : nil)
        let item = try transaction.insert(fields, created: Fixture.start, updated: Fixture.start)
        if number % 500 == 0 { parent = item }
      }
    }
    let query = TodoQuery(sort: .created, showDone: !hidingDone, doneLast: true)
    let whole = try store.read { try $0.entries(query, .first(limit: 100_000)) }
    #expect(whole.contains { $0.depth > 0 })
    // The open part's last rows too: counted from the open part's end, the done part after
    // them (shown) is added whole, not walked.
    let lastOpen = try #require(whole.lastIndex { $0.depth == 0 && !$0.done })
    for place in [
      0, 5, whole.count / 2, lastOpen - 10, lastOpen, whole.count - 900, whole.count - 10,
      whole.count - 1,
    ] {
      let rank = try store.read { try $0.rank(of: whole[place].id, in: query) }
      #expect(rank == place, "place \(place) of \(whole.count)")
    }
  }
}
