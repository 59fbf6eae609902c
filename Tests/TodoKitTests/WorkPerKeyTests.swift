import Foundation
import GRDBSQLite
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Counting work, not time: a selection move on 100,000 todos reads as many store rows and
/// redraws as many cells as on 100, and no key builds more than one view model or reads a
/// todo twice.
@Suite struct WorkPerKeyTests {
  /// What one key cost.
  struct Cost: Equatable, CustomStringConvertible {
    let rowsRead: Int
    let cellsChanged: Int
    /// Store transactions run: reads and writes.
    var transactions = 0
    /// Times the list's index was read.
    var indexReads = 0
    /// View models the list's presenter built.
    var viewModels = 0
    /// Todos read more than once (in full, or looked up in a filter) for this one key.
    var rereadTodos = 0
    /// Statements SQLite compiled again before running them (`recompiledStatements()`).
    var recompiles = 0
    var description: String {
      "\(rowsRead) rows read, \(cellsChanged) cells redrawn, \(transactions) transactions, "
        + "\(indexReads) index reads, \(viewModels) view models, \(rereadTodos) todos re-read, "
        + "\(recompiles) statements compiled again"
    }
  }

  /// Stands between a presenter and its view, counting the view models it is shown.
  fileprivate final class CountingView<ViewModel>: ModuleViewProtocol {
    let view: any ModuleViewProtocol<ViewModel>
    var count = 0

    init(_ view: any ModuleViewProtocol<ViewModel>) {
      self.view = view
    }

    func display(_ viewModel: ViewModel) {
      count += 1
      view.display(viewModel)
    }
  }

  /// Runs the app over `count` todos at 80x24, starts at `start` (keys to get there), then
  /// returns the cost of each of `keys`, the list in the order and view of `settings`; with
  /// `repeating`, every todo with a due date repeats weekly.
  private func costs(
    count: Int, start: [Key], keys: [Key], settings: ViewSettings = ViewSettings(),
    repeating: Bool = false, trees: Bool = false
  ) throws -> [Cost] {
    let store =
      trees ? try Self.treeStore(count: count) : try Self.store(count: count, repeating: repeating)
    try store.write { try $0.saveViewSettings(settings) }
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    let terminal = HeadlessTerminal(size: Size(columns: 80, rows: 24))
    let loop = AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app)
    let list = try #require(navigation.screens.first as? TodoListView)
    let presenter = try #require(list.presenter as? TodoListPresenter)
    let counter = CountingView(list)
    presenter.view = counter
    loop.render()
    for key in start {
      navigation.handle(key)
      loop.render()
    }
    return try keys.map { key in
      let recompiles = try store.base.recompiledStatements()
      let rows = store.rowsRead
      let cells = terminal.changedCells
      let transactions = store.reads + store.writes
      let indexReads = store.indexReads
      let viewModels = counter.count
      let idsRead = store.idsRead.count
      navigation.handle(key)
      loop.render()
      let ids = store.idsRead.dropFirst(idsRead)
      return Cost(
        rowsRead: store.rowsRead - rows, cellsChanged: terminal.changedCells - cells,
        transactions: store.reads + store.writes - transactions,
        indexReads: store.indexReads - indexReads, viewModels: counter.count - viewModels,
        rereadTodos: ids.count - Set(ids).count,
        recompiles: try store.base.recompiledStatements() - recompiles)
    }
  }

  /// A store of `count` todos. The same data at both sizes (one title, done every third, and
  /// 100 and 100,000 are both 1 more than a multiple of 60), so the screens differ only by
  /// what the size causes. Fields repeat within every screenful: due dates overdue, today,
  /// tomorrow, this week and later, with and without a time; every priority; tags. With
  /// `repeating`, every todo with a due date repeats weekly.
  private static func store(count: Int, repeating: Bool = false) throws -> InstrumentedTodoStore {
    let store = try InstrumentedTodoStore()
    let todos = (1...count).map { number in
      ImportedTodo(
        TodoFields(
          title: "A todo of some length", done: number % 3 == 0,
          due: number % 5 == 0
            ? nil
            : DueDate(
              CalendarDay(daysSince1970: 20_455 + number % 12),
              at: number % 2 == 0 ? TimeOfDay(hour: 17, minute: 0) : nil),
          priority: Priority(value: number % 10) ?? .none,
          tags: number % 4 == 0 ? ["work", "@phone"] : [],
          recur: repeating && number % 5 != 0 ? Recurrence(text: "+1w") : nil))
    }
    _ = try store.add(contentsOf: todos, at: Fixture.start)
    return store
  }

  /// A store of `count` todos (a multiple of 20) in trees (SPEC §16), the same shape in every
  /// block of ten: the first todo at the top level with a chain three deep under it
  /// (`1 › 2 › 3 › 4`), the fifth at the top level alone, the sixth with two children, the
  /// ninth and tenth alone; done every third, and the first of every twenty folded. Half the
  /// todos are at the top level, so that with every subtree folded (`Z`) 100 todos still fill
  /// two screens, and the screens at 100 and 100,000 todos differ only by what the size causes.
  private static func treeStore(count: Int) throws -> InstrumentedTodoStore {
    let store = try InstrumentedTodoStore()
    // Each todo's parent, by its place in its block of ten (1-based; 0: the top level).
    let shape = [0, 1, 2, 3, 0, 0, 6, 6, 0, 0]
    try store.write { transaction in
      for number in 1...count {
        let place = (number - 1) % 10
        let parent = shape[place] == 0 ? nil : "tree-\(number - place - 1 + shape[place])"
        _ = try transaction.insert(
          TodoFields(title: "A todo of some length", done: number % 3 == 0, parent: parent),
          created: Fixture.start, updated: Fixture.start,
          calendar: CalendarRecord(uid: "tree-\(number)"))
      }
      for number in stride(from: 1, through: count, by: 20) {
        try transaction.setFolded(TodoID(number), true)
      }
    }
    return store
  }

  /// What opening the app on `store` in `settings` costs, up to its first frame at 80x24.
  private func launchCost(
    _ store: InstrumentedTodoStore, _ settings: ViewSettings
  ) throws
    -> Cost
  {
    try store.write { try $0.saveViewSettings(settings) }
    let (rows, transactions, indexReads) = (
      store.rowsRead, store.reads + store.writes, store.indexReads
    )
    let terminal = HeadlessTerminal(size: Size(columns: 80, rows: 24))
    let loop = AppLoop(
      terminal: terminal,
      navigation: TodoApp.makeNavigation(environment: Fixture.environment(store)),
      keys: KeyMaps.defaults.app)
    loop.render()
    return Cost(
      rowsRead: store.rowsRead - rows, cellsChanged: terminal.changedCells,
      transactions: store.reads + store.writes - transactions,
      indexReads: store.indexReads - indexReads)
  }

  @Test func openingAHundredThousandTodosReadsWhatOpeningAHundredDoes() throws {
    let small = try Self.store(count: 100)
    let large = try Self.store(count: 100_000)
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let settings = ViewSettings(sort: sort, hidesDone: hidesDone)
        let smallCost = try launchCost(small, settings)
        let largeCost = try launchCost(large, settings)
        // The store's work; the cells differ with what each list shows first.
        let name = "\(settings): 100 todos \(smallCost), 100,000 \(largeCost)"
        #expect(smallCost.rowsRead == largeCost.rowsRead, "\(name)")
        #expect(smallCost.transactions == largeCost.transactions, "\(name)")
        #expect(smallCost.indexReads == largeCost.indexReads, "\(name)")
        // The counts, the entries of the screen and a screenful below it, then those todos.
        #expect(largeCost.rowsRead == 1 + 2 * 22 + 2 * 22, "\(settings): \(largeCost)")
        #expect(largeCost.indexReads == 1, "\(settings): \(largeCost)")
      }
    }
  }

  @Test(
    "a key costs the same at 100 and 100,000 todos",
    arguments: [
      ("move within the page", [Key.home], [Key.character("j"), .character("k")]),
      ("move that scrolls", [.home] + Array(repeating: .down, count: 21), [.down, .down, .up]),
      ("page down and up", [.home], [.pageDown, .pageDown, .pageUp]),
      ("first and last", [.home], [.end, .home]),
    ])
  func flatCost(name: String, start: [Key], keys: [Key]) throws {
    let small = try costs(count: 100, start: start, keys: keys)
    let large = try costs(count: 100_000, start: start, keys: keys)
    #expect(small == large, "\(name): 100 todos \(small), 100,000 todos \(large)")
    // And the cost is small: a move that reaches rows not loaded yet reads the entries of
    // the screen and a screenful either side that are missing, then those todos: at most two
    // screenfuls of each (a jump: G, PgDn); at most a screen of cells.
    for cost in large {
      #expect(cost.rowsRead <= 4 * 22, "\(name): \(cost)")
      #expect(cost.cellsChanged <= 80 * 24, "\(name): \(cost)")
    }
  }

  @Test(
    "a key builds at most one view model and reads nothing twice, at 100 and 100,000 todos",
    arguments: [
      ("j", [Key.home], [Key.character("j")]),
      ("k", [.home, .down], [.character("k")]),
      ("a move that scrolls", [.home] + Array(repeating: .down, count: 21), [.down, .up]),
      ("page down and up", [.home], [.pageDown, .pageDown, .pageUp]),
      ("last and first", [.home], [.end, .home]),
      ("x", [.home, .down], [.character("x")]),
      ("x, filtered", [.home, .character("/"), .character("s"), .enter], [.character("x")]),
      ("a filter keystroke", [.home, .character("/")], [.character("s"), .character("x")]),
      ("backspace in the filter", [.home, .character("/"), .character("s")], [.backspace]),
      (
        "keeping and clearing the filter", [.home, .character("/"), .character("s")],
        [.enter, .escape]
      ),
      ("undo and redo", [.home, .down, .character("x")], [.character("u"), .control("r")]),
      (
        "undo and redo, filtered",
        [.home, .character("x"), .character("/"), .character("s"), .enter],
        [.character("u"), .control("r")]
      ),
      ("+ and -", [.home, .down], [.character("+"), .character("+"), .character("-")]),
      (
        "+ at H and - at none", [.home] + Array(repeating: .character("+"), count: 3),
        [.character("+"), .character("-"), .character("-"), .character("-"), .character("-")]
      ),
      (
        "+ and -, filtered", [.home, .character("/"), .character("s"), .enter],
        [.character("+"), .character("-")]
      ),
      ("undo and redo of +", [.home, .character("+")], [.character("u"), .control("r")]),
      (
        "typing a due date in the add dialog", [.home, .character("a"), .character("T"), .tab],
        [.character("f"), .character("r"), .character("i"), .backspace]
      ),
      (
        "saving an edit of the due date and the tags",
        [
          .home, .down, .character("e"), .tab, .control("u"), .character("f"), .character("r"),
          .character("i"), .tab, .tab, .character("x"),
        ],
        [.enter]
      ),
      (
        "undo and redo of that edit",
        [
          .home, .down, .character("e"), .tab, .control("u"), .character("f"), .character("r"),
          .character("i"), .enter,
        ],
        [.character("u"), .control("r")]
      ),
    ])
  func oneViewModelPerKey(name: String, start: [Key], keys: [Key]) throws {
    for count in [100, 100_000] {
      for (key, cost) in zip(keys, try costs(count: count, start: start, keys: keys)) {
        #expect(cost.viewModels <= 1, "\(name), \(key) at \(count): \(cost)")
        #expect(cost.indexReads <= 1, "\(name), \(key) at \(count): \(cost)")
        #expect(cost.rereadTodos == 0, "\(name), \(key) at \(count): \(cost)")
        #expect(cost.recompiles == 0, "\(name), \(key) at \(count): \(cost)")
      }
    }
  }

  /// The keys of the list, in one session, for every order, with and without done todos
  /// hidden and a filter kept: moves, x, undo and redo, +, J/K (the first switching a sorted
  /// list to manual), s and H.
  static let viewKeys: [Key] = [
    .character("j"), .character("k"), .pageDown, .pageUp, .end, .home, .down,
    .character("x"), .character("u"), .control("r"), .character("+"), .character("J"),
    .character("K"), .character("J"), .character("s"), .character("H"), .character("H"),
  ]

  @Test(
    "in every order, done hidden or filtered: one view model, one index read, nothing twice",
    arguments: TodoQuery.Sort.allCases)
  func everyOrder(sort: TodoQuery.Sort) throws {
    for (hidesDone, start) in [
      (false, [Key.home]), (true, [.home]),
      (false, [.home, .character("/"), .character("s"), .enter]),
    ] {
      for count in [100, 100_000] {
        let costs = try costs(
          count: count, start: start, keys: Self.viewKeys,
          settings: ViewSettings(sort: sort, hidesDone: hidesDone))
        for (key, cost) in zip(Self.viewKeys, costs) {
          let name = "\(sort), hiding done \(hidesDone), \(start.count > 1 ? "filtered, " : "")"
          #expect(cost.viewModels <= 1, "\(name)\(key) at \(count): \(cost)")
          #expect(cost.indexReads <= 1, "\(name)\(key) at \(count): \(cost)")
          #expect(cost.rereadTodos == 0, "\(name)\(key) at \(count): \(cost)")
          #expect(cost.recompiles == 0, "\(name)\(key) at \(count): \(cost)")
          // Moves read at most two screenfuls of entries and of todos, whatever the order.
          if [Key.character("j"), .character("k"), .pageDown, .pageUp, .end, .home, .down]
            .contains(key)
          {
            #expect(cost.rowsRead <= 4 * 22, "\(name)\(key) at \(count): \(cost)")
          }
        }
      }
    }
  }

  /// The keys of the tree (SPEC §16) over stores with trees (`treeStore`), in the manual order
  /// (so `J`/`K` renumber nothing first), done todos last among their siblings: the list
  /// starts `1 ▸` (folded), `5`, `10`, `11` with its subtasks `12 › 13 › 14` (`12` done),
  /// `16` with `17` and `18` (done), `19`, `20`.
  @Test(
    "a key over trees costs the same at 100 and 100,000 todos",
    arguments: [
      ("j", [Key.home], [Key.character("j")]),
      ("k", [.home, .down, .down], [.character("k")]),
      ("J on a todo at the top level", [.home, .down], [.character("J")]),
      ("K on a todo at the top level", [.home, .down, .down], [.character("K")]),
      (
        "J and K on a subtask (the one below is done)",
        [.home] + Array(repeating: .down, count: 8), [.character("J"), .character("K")]
      ),
      ("> under the todo above", [.home, .down], [.character(">")]),
      // (17, open: it stays near the top, right after 16; a done one would go to the end of
      // the list, where 100 todos leave less to read around it than 100,000.)
      ("< out of its parent", [.home] + Array(repeating: .down, count: 8), [.character("<")]),
      (
        "z folding and unfolding", [.home, .down, .down, .down],
        [.character("z"), .character("z")]
      ),
      ("z unfolding a folded todo", [.home], [.character("z")]),
      ("Z folding and unfolding all", [.home, .down], [.character("Z"), .character("Z")]),
      ("x on a todo without subtasks", [.home, .down, .down], [.character("x")]),
      ("x on a parent, y", [.home, .down, .down, .down], [.character("x"), .character("y")]),
      ("A and Enter", [.home, .down, .down, .down, .character("A"), .character("T")], [.enter]),
      ("a filter keystroke", [.home, .character("/")], [.character("s"), .character("x")]),
      ("undo and redo of >", [.home, .down, .character(">")], [.character("u"), .control("r")]),
    ])
  func flatCostOverTrees(name: String, start: [Key], keys: [Key]) throws {
    let settings = ViewSettings(sort: .manual)
    let small = try costs(count: 100, start: start, keys: keys, settings: settings, trees: true)
    let large = try costs(
      count: 100_000, start: start, keys: keys, settings: settings, trees: true)
    // The store's work and the list's: the cells differ where the header's counts do.
    let work = { (cost: Cost) in
      [cost.rowsRead, cost.transactions, cost.indexReads, cost.viewModels, cost.rereadTodos]
    }
    #expect(
      small.map(work) == large.map(work), "\(name): 100 todos \(small), 100,000 todos \(large)")
    for cost in small + large {
      #expect(cost.viewModels <= 1, "\(name): \(cost)")
      #expect(cost.indexReads <= 1, "\(name): \(cost)")
      #expect(cost.recompiles == 0, "\(name): \(cost)")
    }
  }

  /// What the load after a change reads, the cursor on the second row of 80x24 (22 rows):
  /// the counts, the selected todo's rank, and the entries of the window around it (the row
  /// above, then the screen and a screenful below).
  private static let loadAfterAChange = 1 + 1 + 44

  @Test func aToggleIsOneWriteThenOneLoadOfAPage() throws {
    let small = try costs(count: 100, start: [.home, .down], keys: [.character("x")])
    let large = try costs(count: 100_000, start: [.home, .down], keys: [.character("x")])
    #expect(small == large)
    // One write transaction that reads the row it changes, then one load of the list (the
    // todo may have moved or left the list), a page whatever the list's length.
    #expect(large.map(\.transactions) == [2])
    #expect(large.map(\.rowsRead) == [1 + Self.loadAfterAChange])
    #expect(large.map(\.indexReads) == [1])
  }

  @Test func completingARepeatingTodoIsOneTransactionAndOneIndexRead() throws {
    let keys: [Key] = [.character("x")]
    let small = try costs(count: 100, start: [.home, .down], keys: keys, repeating: true)
    let large = try costs(count: 100_000, start: [.home, .down], keys: keys, repeating: true)
    // One write that reads the todo it completes and adds the next one, then the index that
    // shows the new todo, read once; one view model, nothing read twice.
    for cost in small + large {
      #expect(cost.transactions == 2, "\(cost)")
      #expect(cost.indexReads == 1, "\(cost)")
      #expect(cost.viewModels == 1, "\(cost)")
      #expect(cost.rereadTodos == 0, "\(cost)")
    }
    // Rows: the todo completed, then the load's page, as after any change; the new todo is
    // at the end, off screen, so no row is loaded for it.
    #expect(small.map(\.rowsRead) == [1 + Self.loadAfterAChange])
    #expect(large.map(\.rowsRead) == small.map(\.rowsRead))
    #expect(small.map(\.cellsChanged) == large.map(\.cellsChanged))
  }

  @Test func aPriorityStepIsOneWriteThenOneLoadOfAPage() throws {
    let keys: [Key] = [.character("+"), .character("-"), .character("-")]
    let small = try costs(count: 100, start: [.home, .down], keys: keys)
    let large = try costs(count: 100_000, start: [.home, .down], keys: keys)
    #expect(small == large)
    // One write transaction that reads the row it changes, also at an end (the last `-`,
    // which writes nothing), then the load's page.
    #expect(large.map(\.transactions) == [2, 2, 2])
    #expect(large.map(\.rowsRead) == Array(repeating: 1 + Self.loadAfterAChange, count: 3))
    #expect(large.map(\.indexReads) == [1, 1, 1])
  }

  @Test func aMoveWithinThePageReadsNothingAndRedrawsTwoRows() throws {
    let cost = try costs(count: 100_000, start: [.home], keys: [.character("j")])
    #expect(cost == [Cost(rowsRead: 0, cellsChanged: cost[0].cellsChanged, viewModels: 1)])
    // The old and new selected rows only: `>`, checkbox, space, the priority column (a letter
    // and a space) and the 21-column title; tags and the due date are not highlighted.
    #expect(cost[0].cellsChanged == 2 * (1 + 3 + 1 + 2 + 21))
  }

  @Test func aKeyOnTheDetailScreenBuildsOneViewModelThereAndAtMostOneOnTheList() throws {
    let store = try InstrumentedTodoStore()
    let todos = (1...100).map { ImportedTodo(TodoFields(title: "Todo \($0)")) }
    _ = try store.add(contentsOf: todos, at: Fixture.start)
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    let loop = AppLoop(
      terminal: HeadlessTerminal(size: Size(columns: 80, rows: 24)), navigation: navigation,
      keys: KeyMaps.defaults.app)
    let listPresenter = try #require(
      (navigation.screens.first as? TodoListView)?.presenter as? TodoListPresenter)
    let listView = try #require(navigation.screens.first as? TodoListView)
    let listViews = CountingView<TodoListViewModel>(listView)
    listPresenter.view = listViews
    loop.render()
    navigation.handle(.enter)
    loop.render()
    let detailView = try #require(navigation.screens.last as? TodoDetailView)
    let detailPresenter = try #require(detailView.presenter as? TodoDetailPresenter)
    let detailViews = CountingView<TodoDetailViewModel>(detailView)
    detailPresenter.view = detailViews
    for key in [
      Key.character("x"), .character("u"), .control("r"), .character("j"), .character("+"),
      .character("-"), .character("E"),
    ] {
      let (list, detail) = (listViews.count, detailViews.count)
      navigation.handle(key)
      loop.render()
      #expect(detailViews.count - detail == 1, "\(key)")
      #expect(listViews.count - list <= 1, "\(key)")
    }
  }
}

extension WorkPerKeyTests.CountingView: TodoListViewProtocol where ViewModel == TodoListViewModel {}
extension WorkPerKeyTests.CountingView: TodoDetailViewProtocol
where ViewModel == TodoDetailViewModel {}

extension SQLiteTodoStore {
  /// How many times SQLite has compiled a statement of the store's connection again before
  /// running it, over the statements it holds now. A statement whose bound value the planner
  /// compared with a partial index's condition (`parent = ?` against `WHERE parent = 0`) is
  /// compiled again at every new value, which costs more than the few rows a key reads.
  func recompiledStatements() throws -> Int {
    try read { reading in
      guard let table = reading as? TodoTable else { return 0 }
      let connection = try table.prepare("SELECT 1").connection
      var total = 0
      var statement = sqlite3_next_stmt(connection, nil)
      while let current = statement {
        total += Int(sqlite3_stmt_status(current, SQLITE_STMTSTATUS_REPREPARE, 0))
        statement = sqlite3_next_stmt(connection, current)
      }
      return total
    }
  }
}
