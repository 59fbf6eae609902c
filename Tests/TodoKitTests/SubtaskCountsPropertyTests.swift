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
/// and every todo stands where its link says. A move that would make a cycle is refused to a
/// person (`checkParent`); written anyway, as another program's link would be, it is held at
/// the top level, as is a todo put back under a parent that is gone.
@Suite final class SubtaskCountsPropertyTests {
  let scratch = ScratchFolder("todo-subtask-counts")

  /// The tree as the store holds it now: the todos, and where each stands.
  private struct Tree {
    let items: [TodoItem]
    let byID: [TodoID: TodoItem]
    let placement: [TodoID: TodoID]

    init(_ store: SQLiteTodoStore) throws {
      items = try store.items()
      byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
      placement = try KeptTree.placement(in: store)
    }

    /// The UID of `id`, as a link names it.
    func uid(_ id: TodoID?) -> String? { id.flatMap { byID[$0]?.calendar.uid } }

    /// How many ancestors `id` has (0 at the top level).
    func depth(_ id: TodoID) -> Int {
      var depth = 0
      var ancestor = placement[id] ?? 0
      while ancestor != 0 {
        depth += 1
        ancestor = placement[ancestor] ?? 0
      }
      return depth
    }

    /// Whether `id` is `ancestor` or lies below it.
    func isWithin(_ id: TodoID, _ ancestor: TodoID) -> Bool {
      var current = id
      while current != 0 {
        if current == ancestor { return true }
        current = placement[current] ?? 0
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
    var held = 0
    var deepestSeen = 0
    var lastAdded: TodoID?
    for step in 0..<400 {
      let tree = try Tree(store)
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
          title: "step \(step)", done: Int.random(in: 0..<4, using: &random) == 0,
          parent: tree.uid(parent))
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
          item.fields.parent = tree.uid(target)
          #expect(throws: TodoStoreError.self) {
            try store.read { try $0.checkParent(tree.uid(target) ?? "", of: item.id) }
          }
          try store.update(item)
          #expect(try Tree(store).placement[item.id] == 0, "step \(step)")
          held += 1
        } else if (target.map { tree.depth($0) + 1 } ?? 0) + tree.height(item.id) <= Self.deepest {
          item.fields.parent = tree.uid(target)
          // A toggle and a move in one write, now and then.
          if roll >= 85 { item.done.toggle() }
          try store.update(item)
        }
      default:
        guard let item = deleted.popLast() else { continue }
        let parent = tree.items.first { $0.calendar.uid == item.parent }
        if item.parent != nil, parent == nil {
          try store.restore(item)
          #expect(try Tree(store).placement[item.id] == 0, "step \(step)")
          held += 1
        } else if (parent.map { tree.depth($0.id) + 1 } ?? 0) <= Self.deepest {
          try store.restore(item)
        }
      }
      let (kept, recounted) = try store.keptAndRecounted()
      #expect(kept == recounted, "step \(step)")
      let now = try Tree(store)
      let errors = KeptTree.placementErrors(now.items, now.placement)
      #expect(errors == [], "step \(step)")
      guard kept == recounted, errors.isEmpty else { return }
      deepestSeen = max(deepestSeen, now.items.map { now.depth($0.id) }.max() ?? 0)
    }
    #expect(held > 0)
    #expect(deepestSeen >= Self.deepest)
  }
}
