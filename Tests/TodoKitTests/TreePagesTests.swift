import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §16, the list in tree order: a seeded random forest up to five deep, some todos done,
/// some folded, read a page at a time from every kind of start in every order, with done
/// todos shown and hidden, equals the list made in memory from the todos and where they
/// stand; the position and the counts agree with it, and every statement reads an index.
@Suite final class TreePagesTests {
  let scratch = ScratchFolder("todo-tree-pages")

  /// How the list should look, from the SPEC's words: each todo's children right under it,
  /// ordered among themselves as the flat list of the order orders them (done last), not
  /// below a folded todo; a hidden done todo hides its subtree.
  private struct Model {
    let items: [TodoItem]
    let placement: [TodoID: TodoID]
    /// Every parent's fold but these (`Z`), and the ones folded otherwise (`z`).
    var foldAll = false
    var folded: [TodoID: Bool] = [:]

    func isFolded(_ id: TodoID) -> Bool { folded[id] ?? foldAll }

    func children(of id: TodoID) -> [TodoItem] {
      items.filter { (placement[$0.id] ?? 0) == id }
    }

    func descendants(of id: TodoID) -> Int {
      children(of: id).reduce(0) { $0 + 1 + descendants(of: $1.id) }
    }

    /// The list of `sort`'s flat order (`flat`: the ids in that order, every todo), of the
    /// trees of the list `inList` alone when one is given (SPEC §17: a subtask is in its
    /// parent's list, so a list is its top-level todos' trees).
    func list(flat: [TodoID], hidingDone: Bool, inList: String? = nil) -> [TodoListEntry] {
      let rank = Dictionary(uniqueKeysWithValues: flat.enumerated().map { ($1, $0) })
      var out: [TodoListEntry] = []
      func visit(_ parent: TodoID, _ depth: Int) {
        for item in children(of: parent).sorted(by: {
          rank[$0.id, default: 0] < rank[$1.id, default: 0]
        })
        where !(hidingDone && item.done) && (depth > 0 || inList.map { item.list == $0 } ?? true) {
          let below = children(of: item.id)
          out.append(
            TodoListEntry(
              id: item.id, done: item.done, depth: depth, children: below.count,
              doneChildren: below.count(where: \.done), descendants: descendants(of: item.id),
              folded: !below.isEmpty && isFolded(item.id)))
          if !isFolded(item.id) { visit(item.id, depth + 1) }
        }
      }
      visit(0, 0)
      return out
    }
  }

  @Test(arguments: StoreKind.allCases)
  func pagesFromEveryStartAreTheTreeOrderMadeInMemory(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    try TreePageChecks.forest(store, count: 70, seed: 16)
    var model = Model(items: try store.items(), placement: try KeptTree.placement(in: store))
    #expect(model.items.contains { model.descendants(of: $0.id) >= 5 })
    var random = SeededGenerator(seed: 61)
    let parents = model.items.map(\.id).filter { !model.children(of: $0).isEmpty }
    let all = Set(model.items.map(\.id))
    // No folds; a few folded one by one; every parent folded but a few (`Z`, then `z`).
    for step in 0..<3 {
      if step == 2 {
        try store.write { try $0.setFoldAll(true) }
        model.foldAll = true
        model.folded = [:]
      }
      if step > 0 {
        for id in parents.shuffled(using: &random).prefix(parents.count / 3) {
          let folded = !model.isFolded(id)
          try store.write { try $0.setFolded(id, folded) }
          model.folded[id] = folded
        }
      }
      #expect(try store.read { try $0.viewSettings().foldAll } == model.foldAll)
      for sort in TodoQuery.Sort.allCases {
        let flat = try store.items(ViewSettings(sort: sort).applied(to: TodoQuery())).map(\.id)
        for hidesDone in [false, true] {
          // Every list, then each list in view (SPEC §17), and a list no todo is in.
          for list in [nil, "Work", "tasks", "Nowhere"] as [String?] {
            var query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery())
            query.list = list
            let total = list.map { list in model.items.count { ListName.same($0.list, list) } }
            try TreePageChecks.expectPages(
              store, query,
              model.list(flat: flat, hidingDone: hidesDone, inList: list.map(Self.spelled)), all,
              "\(sort), hiding done \(hidesDone), folds step \(step), list \(list ?? "all")",
              total: total)
          }
        }
      }
    }
  }

  /// A list's name as the forest's todos spell it (`TreePageChecks.forest`), from a name in
  /// any case.
  private static func spelled(_ name: String) -> String {
    ["Tasks", "Work"].first { ListName.same($0, name) } ?? name
  }

  @Test func aPageFromATodoAFoldHidesStartsAtItsOutermostFoldedAncestor() throws {
    let store = try SQLiteTodoStore.inMemory()
    let top = try store.write {
      try $0.insert(TodoFields(title: "move"), created: Fixture.start, updated: Fixture.start)
    }
    let middle = try store.write {
      try $0.insert(
        TodoFields(title: "pack", parent: top.calendar.uid), created: Fixture.start,
        updated: Fixture.start)
    }
    let deep = try store.write {
      try $0.insert(
        TodoFields(title: "books", parent: middle.calendar.uid), created: Fixture.start,
        updated: Fixture.start)
    }
    try store.write {
      try $0.setFolded(middle.id, true)
      try $0.setFolded(top.id, true)
    }
    let query = ViewSettings().applied(to: TodoQuery())
    let page = try store.read { try $0.entries(query, .from(deep.id, limit: 5)) }
    #expect(
      page == [TodoListEntry(id: top.id, done: false, children: 1, descendants: 2, folded: true)])
    #expect(try store.read { try $0.rank(of: deep.id, in: query) } == nil)
    try store.write { try $0.setFoldAll(false) }
    #expect(try store.read { try $0.entries(query, .first(limit: 5)) }.map(\.depth) == [0, 1, 2])
  }

  @Test(arguments: StoreKind.allCases)
  func everyTreeStatementReadsAnIndexWithoutSorting(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    try TreePageChecks.forest(store, count: 20, seed: 3)
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let sql = QuerySQL(ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery()))
        var statements = [
          sql.children(nil, descending: false), sql.children(nil, descending: true),
          sql.children(sql.siblingBound(">"), descending: false),
          sql.children(sql.siblingBound("<"), descending: true), sql.childrenBefore,
        ]
        for bound in sql.topLevelBounds(">") + sql.topLevelBounds("<") {
          statements += [
            sql.children(bound, descending: false), sql.children(bound, descending: true),
            sql.topLevelCount(bound),
          ]
        }
        for statement in statements {
          let plan = try store.queryPlan(statement)
          #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(statement): \(plan)")
          #expect(plan.contains("INDEX todo_tree_in_"), "\(sort): \(statement): \(plan)")
        }
        for statement in [sql.topLevelDescendantsBefore, sql.ancestry] {
          let plan = try store.queryPlan(statement)
          #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(statement): \(plan)")
          #expect(plan.contains("INDEX") || plan.contains("PRIMARY KEY"), "\(plan)")
        }
        // What the top-level parents before a key hold below them is summed in their index
        // alone (migration v16 put `open_below` in it).
        let sums = try store.queryPlan(sql.topLevelDescendantsBefore)
        #expect(sums.contains("COVERING INDEX todo_tree_roots"), "\(sort): \(sums)")
        // Whether `Z` still folds all reads the rows of `todo_fold`, each parent by its id.
        let folds = try store.queryPlan(TodoTable.noParentUnfolded)
        #expect(folds.contains("SCAN todo_fold"), "\(folds)")
        #expect(folds.contains("SEARCH todo USING INTEGER PRIMARY KEY"), "\(folds)")
      }
    }
  }
}
