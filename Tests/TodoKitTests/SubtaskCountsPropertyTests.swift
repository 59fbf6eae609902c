import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §16, the counts a parent row shows and a fold hides: whatever the store is asked, in
/// a seeded random sequence (adds under any todo up to five deep, deletes, toggles, moves to
/// another parent or to the top level, a toggle and a move in one write, a deleted todo put
/// back), the counts its triggers keep equal counts made from scratch after every change,
/// and a move that would make a cycle, or under a todo that is gone, is refused and leaves
/// the store as it was.
@Suite final class SubtaskCountsPropertyTests {
  let scratch = ScratchFolder("todo-subtask-counts")

  /// The tree as the store holds it now.
  private struct Tree {
    let items: [TodoItem]
    let byID: [TodoID: TodoItem]

    init(_ items: [TodoItem]) {
      self.items = items
      byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    }

    /// How many ancestors `id` has (0 at the top level).
    func depth(_ id: TodoID) -> Int {
      var depth = 0
      var ancestor = byID[id]?.parent
      while let next = ancestor {
        depth += 1
        ancestor = byID[next]?.parent
      }
      return depth
    }

    /// Whether `id` is `ancestor` or lies below it.
    func isWithin(_ id: TodoID, _ ancestor: TodoID) -> Bool {
      var current: TodoID? = id
      while let next = current {
        if next == ancestor { return true }
        current = byID[next]?.parent
      }
      return false
    }

    /// How many levels lie below `id` (0 for a todo without subtasks).
    func height(_ id: TodoID) -> Int {
      items.filter { $0.id != id && isWithin($0.id, id) }.map { depth($0.id) - depth(id) }
        .max() ?? 0
    }
  }

  /// The deepest a todo goes: five levels below the top.
  private static let deepest = 5

  @Test(arguments: StoreKind.allCases)
  func theKeptCountsEqualCountsMadeFromScratchAfterEveryChange(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    var random = SeededGenerator(seed: 16)
    var deleted: [TodoItem] = []
    var refused = 0
    var deepestSeen = 0
    var lastAdded: TodoID?
    for step in 0..<400 {
      let tree = Tree(try store.items())
      let pick = tree.items.randomElement(using: &random)
      let roll = tree.items.count < 3 ? 0 : Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<35:
        // Under the todo added last half the time, so chains grow deep; else anywhere.
        let shallow = tree.items.filter { tree.depth($0.id) < Self.deepest }.map(\.id)
        let parent =
          Bool.random(using: &random) && lastAdded.map({ tree.depth($0) < Self.deepest }) == true
          ? lastAdded : (shallow + [nil]).randomElement(using: &random) ?? nil
        let fields = TodoFields(
          title: "step \(step)", done: Int.random(in: 0..<4, using: &random) == 0, parent: parent)
        lastAdded = try store.write {
          try $0.insert(fields, created: Fixture.start, updated: Fixture.start).id
        }
      case 35..<50:
        let item = try #require(pick)
        try store.delete(id: item.id)
        deleted.append(item)
      case 50..<65:
        var item = try #require(pick)
        item.done.toggle()
        try store.update(item)
      case 65..<93:
        var item = try #require(pick)
        let target = (tree.items.map(\.id) + [nil]).randomElement(using: &random) ?? nil
        if let target, tree.isWithin(target, item.id) {
          item.fields.parent = target
          #expect(throws: TodoStoreError.self) { try store.update(item) }
          #expect(try store.items() == tree.items, "step \(step)")
          refused += 1
        } else if (target.map { tree.depth($0) + 1 } ?? 0) + tree.height(item.id) <= Self.deepest {
          item.fields.parent = target
          // A toggle and a move in one write, now and then.
          if roll >= 85 { item.done.toggle() }
          try store.update(item)
        }
      default:
        guard let item = deleted.popLast() else { continue }
        if let parent = item.parent, tree.byID[parent] == nil {
          #expect(throws: TodoStoreError.notFound(parent)) { try store.restore(item) }
          #expect(try store.items() == tree.items, "step \(step)")
          refused += 1
        } else if (item.parent.map { tree.depth($0) + 1 } ?? 0) <= Self.deepest {
          try store.restore(item)
        }
      }
      let (kept, recounted) = try store.keptAndRecounted()
      #expect(kept == recounted, "step \(step)")
      guard kept == recounted else { return }
      let now = Tree(try store.items())
      deepestSeen = max(deepestSeen, now.items.map { now.depth($0.id) }.max() ?? 0)
    }
    #expect(refused > 0)
    #expect(deepestSeen == Self.deepest)
  }
}
