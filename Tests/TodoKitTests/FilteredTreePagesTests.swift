import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §16, a filter in tree order: every match with its ancestors (those that do not match
/// marked for context), children under their parents in the order in force, folds ignored,
/// a match under a done todo hidden with it while done todos are hidden. Read a page at a
/// time from every kind of start on seeded random forests, it equals the list a naive walk of
/// every todo makes; the rank, `contains` and the tally agree with it.
@Suite final class FilteredTreePagesTests {
  let scratch = ScratchFolder("todo-filtered-tree")

  /// The list from the SPEC's words: a todo is shown when it matches or a todo below it is
  /// shown; each shown todo's shown children right under it, in the flat order (`flat`).
  private struct Model {
    let items: [TodoItem]
    let placement: [TodoID: TodoID]

    func children(of id: TodoID) -> [TodoItem] {
      items.filter { (placement[$0.id] ?? 0) == id }
    }

    func descendants(of id: TodoID) -> Int {
      children(of: id).reduce(0) { $0 + 1 + descendants(of: $1.id) }
    }

    func list(flat: [TodoID], matching: Set<TodoID>, hidingDone: Bool) -> [TodoListEntry] {
      let rank = Dictionary(uniqueKeysWithValues: flat.enumerated().map { ($1, $0) })
      func shown(_ item: TodoItem) -> Bool {
        !(hidingDone && item.done)
          && (matching.contains(item.id) || children(of: item.id).contains(where: shown))
      }
      var out: [TodoListEntry] = []
      func visit(_ parent: TodoID, _ depth: Int) {
        for item in children(of: parent).sorted(by: {
          rank[$0.id, default: 0] < rank[$1.id, default: 0]
        })
        where shown(item) {
          let below = children(of: item.id)
          out.append(
            TodoListEntry(
              id: item.id, done: item.done, depth: depth, children: below.count,
              doneChildren: below.count(where: \.done), descendants: descendants(of: item.id),
              isContext: !matching.contains(item.id)))
          visit(item.id, depth + 1)
        }
      }
      visit(0, 0)
      return out
    }
  }

  static let filters = [
    "pack", "+home", "is:subtask", "is:parent", "-pack", "is:done", "pri:H", "call -is:subtask",
    "is:subtask +home", "nothing-matches", "list:Work", "-list:work", "list:Work pack",
    "list:\"Tasks\" is:subtask", "list:Nowhere",
  ]

  @Test(arguments: StoreKind.allCases)
  func pagesFromEveryStartAreTheNaiveWalk(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    try TreePageChecks.forest(store, count: 60, seed: 29)
    let model = Model(items: try store.items(), placement: try KeptTree.placement(in: store))
    let all = Set(model.items.map(\.id))
    var random = SeededGenerator(seed: 7)
    let parents = model.items.map(\.id).filter { !model.children(of: $0).isEmpty }
    var sawContext = false
    // Folds do not hide matches: none, then every parent folded but a few.
    for step in 0..<2 {
      if step == 1 {
        try store.write { try $0.setFoldAll(true) }
        for id in parents.shuffled(using: &random).prefix(parents.count / 3) {
          try store.write { try $0.setFolded(id, false) }
        }
      }
      for sort in TodoQuery.Sort.allCases {
        let flat = try store.items(ViewSettings(sort: sort).applied(to: TodoQuery())).map(\.id)
        for hidesDone in [false, true] {
          for text in Self.filters {
            let query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(
              to: TodoQuery(filter: text))
            let matching = Set(try store.items(query).map(\.id))
            let expected = model.list(flat: flat, matching: matching, hidingDone: hidesDone)
            sawContext = sawContext || expected.contains { $0.isContext && $0.depth == 0 }
            try TreePageChecks.expectPages(
              store, query, expected, all,
              "\(text), \(sort), hiding done \(hidesDone), folds step \(step)")
            // With the list `Work` in view (SPEC §17): the matches in it, with their
            // ancestors, which are in it too.
            var inList = query
            inList.list = "Work"
            let work = Set(model.items.filter { $0.list == "Work" }.map(\.id))
            try TreePageChecks.expectPages(
              store, inList,
              model.list(flat: flat, matching: matching.intersection(work), hidingDone: hidesDone),
              all, "\(text) in Work, \(sort), hiding done \(hidesDone), folds step \(step)",
              total: work.count)
          }
        }
      }
    }
    #expect(sawContext)
  }

  @Test func aMatchShowsItsAncestorsForContextAndAStoreWithoutSubtasksStaysFlat() throws {
    let store = try SQLiteTodoStore.inMemory()
    func add(_ title: String, under parent: TodoItem? = nil) throws -> TodoItem {
      try store.write {
        try $0.insert(
          TodoFields(title: title, parent: parent?.calendar.uid), created: Fixture.start,
          updated: Fixture.start)
      }
    }
    let flatQuery = ViewSettings().applied(to: TodoQuery(filter: "books"))
    let lone = try add("books to read")
    #expect(
      try store.read { try $0.entries(flatQuery, .first(limit: 9)) }
        == [TodoListEntry(id: lone.id, done: false)])
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    let books = try add("Pack books", under: pack)
    _ = try add("Label boxes", under: move)
    let page = try store.read { try $0.entries(flatQuery, .first(limit: 9)) }
    #expect(
      page == [
        TodoListEntry(id: lone.id, done: false),
        TodoListEntry(
          id: move.id, done: false, children: 2, descendants: 3, isContext: true),
        TodoListEntry(
          id: pack.id, done: false, depth: 1, children: 1, descendants: 1, isContext: true),
        TodoListEntry(id: books.id, done: false, depth: 2),
      ])
    #expect(try store.read { try $0.tally(flatQuery) }.count == 4)
    #expect(try store.read { try $0.rank(of: books.id, in: flatQuery) } == 3)
  }

  @Test(arguments: StoreKind.allCases)
  func everyFilteredTreeStatementReadsAnIndexWithoutSorting(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    try TreePageChecks.forest(store, count: 20, seed: 3)
    for sort in TodoQuery.Sort.allCases {
      for text in ["pack", "+home", "is:subtask pa"] {
        let query = ViewSettings(sort: sort).applied(to: TodoQuery(filter: text))
        let sql = QuerySQL(query)
        var statements = [
          sql.shownTopLevel(nil, descending: false), sql.shownTopLevel(nil, descending: true),
        ]
        for bound in sql.topLevelBounds(">") + sql.topLevelBounds("<") {
          statements += [
            sql.shownTopLevel(bound, descending: false), sql.shownTopLevel(bound, descending: true),
            sql.topLevelMatchCount(bound),
          ]
        }
        for statement in statements {
          let plan = try store.queryPlan(statement)
          #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(statement): \(plan)")
          #expect(plan.contains("INDEX todo_tree_in_"), "\(sort): \(statement): \(plan)")
        }
      }
    }
  }
}
