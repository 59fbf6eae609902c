import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The parent link of SPEC §16 in the store, in memory and in a file: written and read with
/// the todo, kept by an edit of the other fields, refused to a person when it would make a
/// cycle, held at the top level when another program's link cannot be placed, undone and
/// redone, followed by the sync revision; a deleted parent's subtasks go to the top level and
/// come back under it with an undo; the counts the triggers keep match counts made from
/// scratch.
@Suite final class SubtaskStoreTests {
  let scratch = ScratchFolder("todo-subtasks")
  var folder: URL { scratch.url }

  /// The ids of the tree's todos, and their UIDs.
  private struct IDs {
    var move: TodoID = 0
    var pack: TodoID = 0
    var books: TodoID = 0
    var call: TodoID = 0
    var shop: TodoID = 0
    var uid: [TodoID: String] = [:]
  }

  /// A store holding `Move` › `Pack` › `Books`, `Move` › `Call` (done), and `Shop` at the top
  /// level, and use cases over it with a history.
  private func tree(
    _ kind: StoreKind = .memory
  ) throws -> (store: SQLiteTodoStore, cases: TodoUseCases, ids: IDs) {
    let store = try kind.make(in: folder)
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    var ids = IDs()
    func add(_ title: String, done: Bool = false, under parent: TodoID? = nil) throws -> TodoID {
      let fields = TodoFields(title: title, done: done, parent: parent.flatMap { ids.uid[$0] })
      let item = try store.write {
        try $0.insert(fields, created: Fixture.start, updated: Fixture.start)
      }
      ids.uid[item.id] = item.calendar.uid
      return item.id
    }
    ids.move = try add("Move")
    ids.pack = try add("Pack", under: ids.move)
    ids.books = try add("Books", under: ids.pack)
    ids.call = try add("Call", done: true, under: ids.move)
    ids.shop = try add("Shop")
    return (store, cases, ids)
  }

  /// The todo each todo stands under, by title (`-`: the top level); every placement
  /// agrees with the links.
  private func parents(_ store: SQLiteTodoStore) throws -> [String: String] {
    let items = try store.items()
    let placement = try KeptTree.placement(in: store)
    #expect(KeptTree.placementErrors(items, placement) == [])
    let titles = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.title) })
    return Dictionary(
      uniqueKeysWithValues: items.map { ($0.title, titles[placement[$0.id] ?? 0] ?? "-") })
  }

  @Test(arguments: StoreKind.allCases)
  func aParentIsWrittenAndReadWithTheTodo(kind: StoreKind) throws {
    let (store, _, ids) = try tree(kind)
    #expect(
      try parents(store) == [
        "Move": "-", "Pack": "Move", "Books": "Pack", "Call": "Move", "Shop": "-",
      ])
    let (move, books) = (ids.move, ids.books)
    #expect(try store.read { try $0.ancestry(of: books) } == [ids.pack, move])
    #expect(try store.read { try $0.ancestry(of: move) } == [])
    #expect(try store.read { try $0.ancestry(of: 99) } == [])
    // Open children first, then done, each by id.
    #expect(try store.read { try $0.children(of: move) } == [ids.pack, ids.call])
    #expect(try store.read { try $0.children(of: books) } == [])
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    #expect(
      kept.counts[move]
        == KeptTree.Counts(
          children: 2, doneChildren: 1, descendants: 3, doneDescendants: 1, openBelow: 2))
    #expect(kept.roots == (2, 0))
    #expect(kept.rootsOpenBelow == (2, 0))
    if kind == .file {
      let reopened = try SQLiteTodoStore(path: store.path, access: .read)
      #expect(try reopened.item(id: books)?.parent == ids.uid[ids.pack])
    }
  }

  @Test func anEditOfTheOtherFieldsKeepsTheParent() throws {
    let (store, cases, ids) = try tree()
    let pack = try #require(try store.item(id: ids.pack))
    var form = TodoForm(pack)
    form.title = "Pack boxes"
    _ = try cases.update(pack.id, with: form, over: TodoForm(pack))
    // Every entry of the form written (no original): still no parent dropped.
    _ = try cases.update(pack.id, with: TodoForm(title: "Pack all", due: "2026-02-01"))
    _ = try cases.toggleDone(pack.id)
    let after = try #require(try store.item(id: pack.id))
    #expect(after.title == "Pack all" && after.done && after.parent == ids.uid[ids.move])
  }

  @Test(arguments: StoreKind.allCases)
  func aTodoIsNeverItsOwnParentNorUnderItsOwnSubtask(kind: StoreKind) throws {
    let (store, cases, ids) = try tree(kind)
    let move = ids.move
    let books = ids.books
    let before = try store.items()
    let keptBefore = try KeptTree(keptBy: store)
    #expect(throws: TodoStoreError.ownParent(move)) { try cases.reparent(move, under: move) }
    #expect(throws: TodoStoreError.parentInSubtree(move, parent: books)) {
      try cases.reparent(move, under: books)
    }
    #expect(throws: TodoStoreError.parentInSubtree(ids.pack, parent: books)) {
      try cases.reparent(ids.pack, under: books)
    }
    #expect(throws: TodoStoreError.notFound(99)) { try cases.reparent(move, under: 99) }
    #expect(throws: TodoStoreError.notFound(99)) {
      try cases.add(TodoForm(title: "Orphan"), under: 99)
    }
    // A change of the fields that names such a parent is refused the same way.
    var form = TodoFields(title: "Move")
    form.parent = ids.uid[books]
    #expect(throws: TodoStoreError.parentInSubtree(move, parent: books)) {
      try cases.update(move, applying: TodoPatch([.parent], from: form))
    }
    #expect(try store.items() == before)
    #expect(try KeptTree(keptBy: store) == keptBefore)
    #expect(cases.history.undoable.isEmpty)
    #expect(
      TodoStoreError.parentInSubtree(1, parent: 3).description
        == "todo 1 cannot be a subtask of todo 3, which is one of its own subtasks")
  }

  /// Sync and import write what other programs wrote: a link that names a todo the store does
  /// not have, or that would close a cycle, is held, the todo at the top level, and placed
  /// when its parent comes.
  @Test(arguments: StoreKind.allCases)
  func aLinkTheStoreCannotPlaceIsHeldAtTheTopLevelUntilItCan(kind: StoreKind) throws {
    let (store, _, ids) = try tree(kind)
    var looped = try #require(try store.item(id: ids.move))
    looped.fields.parent = ids.uid[ids.books]
    try store.update(looped)
    #expect(try store.item(id: ids.move)?.parent == ids.uid[ids.books])
    #expect(try parents(store)["Move"] == "-")
    let early = try store.write {
      try $0.insert(
        TodoFields(title: "Tape", parent: "not-here-yet"), created: .now, updated: .now)
    }
    #expect(try parents(store)["Tape"] == "-")
    _ = try store.write {
      try $0.insert(
        TodoFields(title: "Buy"), created: .now, updated: .now,
        calendar: CalendarRecord(uid: "not-here-yet"))
    }
    #expect(try parents(store)["Tape"] == "Buy")
    #expect(try store.item(id: early.id)?.parent == "not-here-yet")
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
  }

  @Test func undoOfAReparentPutsBackTheOldParentAndRedoTheNewOne() throws {
    let (store, cases, ids) = try tree()
    let pack = ids.pack
    let shop = ids.shop
    _ = try cases.reparent(pack, under: shop)
    #expect(try store.item(id: pack)?.parent == ids.uid[shop])
    #expect(try store.read { try $0.ancestry(of: ids.books) } == [pack, shop])
    _ = try cases.apply(.undo)
    #expect(try store.item(id: pack)?.parent == ids.uid[ids.move])
    var (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    _ = try cases.apply(.redo)
    #expect(try store.item(id: pack)?.parent == ids.uid[shop])
    (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    // To the top level and back.
    _ = try cases.reparent(pack, under: nil)
    #expect(try store.item(id: pack)?.parent == nil)
    _ = try cases.apply(.undo)
    #expect(try store.item(id: pack)?.parent == ids.uid[shop])
    (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
  }

  @Test(arguments: StoreKind.allCases)
  func deletingAParentLeavesItsSubtasksAtTheTopLevel(kind: StoreKind) throws {
    let (store, cases, ids) = try tree(kind)
    let move = ids.move
    try store.write { writing in
      let table = try #require(writing as? TodoTable)
      try table.prepare("INSERT INTO todo_fold (todo_id) VALUES (?)").run([.integer(move)])
    }
    _ = try cases.delete(move)
    #expect(try parents(store) == ["Pack": "-", "Books": "Pack", "Call": "-", "Shop": "-"])
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    #expect(kept.roots == (2, 1))
    let folds = try store.read { reading in
      try (reading as? TodoTable)?.prepare("SELECT count(*) FROM todo_fold").rows([]) {
        $0.integer(0)
      }
    }
    #expect(folds == [0])
    // Undo puts the parent back, and its subtasks, which held their link, under it again.
    _ = try cases.apply(.undo)
    #expect(try store.item(id: move)?.title == "Move")
    #expect(
      try parents(store) == [
        "Move": "-", "Pack": "Move", "Books": "Pack", "Call": "Move", "Shop": "-",
      ])
    let (keptAfterUndo, recountedAfterUndo) = try store.keptAndRecounted()
    #expect(keptAfterUndo == recountedAfterUndo)
  }

  /// Every todo added looks for the subtasks waiting for it: through the links' own index,
  /// whatever the number of todos at the top level.
  @Test func theSubtasksWaitingForATodoAreFoundThroughTheLinksIndex() throws {
    let (store, _, _) = try tree(.file)
    let plan = try store.read { reading in
      try #require(reading as? TodoTable).prepare("EXPLAIN QUERY PLAN " + TodoTable.waitingSQL)
        .rows([.text("uid")]) { $0.text(3) }
    }
    #expect(plan == ["SEARCH todo USING INDEX todo_waiting_for_parent (parent_uid=?)"])
  }

  /// While no todo stands under another, the list is read flat (its order is the tree's):
  /// what the tree's walk would cost a store that has no tree.
  @Test func aStoreIsATreeWhileSomeTodoStandsUnderAnother() throws {
    let (store, cases, ids) = try tree()
    let hasSubtasks = { try store.read { try #require($0 as? TodoTable).hasSubtasks() } }
    #expect(try hasSubtasks())
    for id in [ids.books, ids.pack, ids.call] { _ = try cases.reparent(id, under: nil) }
    #expect(try !hasSubtasks())
    _ = try cases.reparent(ids.shop, under: ids.move)
    #expect(try hasSubtasks())
    #expect(
      try SQLiteTodoStore.inMemory().read { try #require($0 as? TodoTable).hasSubtasks() } == false)
  }

  @Test func theSyncRevisionMovesWhenTheParentChanges() throws {
    let (store, cases, ids) = try tree()
    let pack = ids.pack
    let synced = try store.syncWrite { _, ledger in
      let local = try #require(try ledger.local(id: pack))
      try ledger.markSynced(
        pack, uid: local.item.calendar.uid,
        record: SyncRecord(href: "/tasks/pack.ics", etag: "\"1\"", base: "BASE"),
        revision: local.revision)
      return try #require(try ledger.local(id: pack))
    }
    #expect(!synced.changedHere)
    _ = try cases.reparent(pack, under: ids.shop)
    let moved = try #require(try store.syncWrite { _, ledger in try ledger.local(id: pack) })
    #expect(moved.changedHere)
    #expect(moved.revision > synced.revision)
    // A parent whose counts moved did not change itself: its revision stays.
    let move = try store.syncWrite { _, ledger in try ledger.local(id: ids.move) }
    #expect(move?.revision == 0)
    // Nor does a subtask whose parent is deleted: it holds its link, with nothing to send.
    let books = try store.syncWrite { _, ledger in try ledger.local(id: ids.books) }
    try store.delete(id: pack)
    #expect(
      try store.syncWrite { _, ledger in try ledger.local(id: ids.books) }?.revision
        == books?.revision)
  }
}
