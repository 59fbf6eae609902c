import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// A todo's list as a field (SPEC §17; docs/design/lists.md, "The model"): written by name,
/// the list made when none has that name, the default list for none; a subtask always in its
/// parent's list; a move carries the subtree, a subtask moved alone leaves its parent; undo
/// puts every todo back; sync's merge never takes a todo out of its list.
@Suite final class ListModelTests {
  let scratch = ScratchFolder("todo-list-model")

  /// A store in a file and the use cases over it, on the stepping clock.
  private func made() throws -> (SQLiteTodoStore, TodoUseCases) {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: scratch.url.appendingPathComponent("s.sqlite").path)
    return (store, TodoUseCases(store: store, clock: Fixture.clock()))
  }

  /// Each todo's title with its list and its parent's title, as `title list parent`.
  private func placed(_ store: SQLiteTodoStore) throws -> [String] {
    let items = try store.allItems()
    return items.map { item in
      let parent = items.first { $0.calendar.uid == item.parent }?.title ?? "-"
      return "\(item.title) \(item.list) \(parent)"
    }
  }

  @Test func aTodoIsWrittenByListNameAndReadBackAsTheStoreSpellsIt() throws {
    let (store, useCases) = try made()
    let first = try useCases.add(TodoForm(title: "one"))
    #expect(first.list == "Tasks")
    let work = try useCases.add(TodoForm(title: "two"), inList: "Work")
    #expect(work.list == "Work")
    // Another case of a name is the same list, spelled as it was made.
    let again = try useCases.add(TodoForm(title: "three"), inList: "wORK")
    #expect(again.list == "Work")
    #expect(try store.item(id: again.id) == again)
    #expect(
      try useCases.lists() == [
        ListCount(name: "Tasks", open: 1, done: 0), ListCount(name: "Work", open: 2, done: 0),
      ])
    #expect(try useCases.hasList(named: "work"))
    #expect(try !useCases.hasList(named: "Home"))
  }

  @Test func aSubtaskIsInItsParentsListWhateverItWasGiven() throws {
    let (store, useCases) = try made()
    let parent = try useCases.add(TodoForm(title: "Move"), inList: "Home")
    let child = try useCases.add(TodoForm(title: "Pack"), under: parent.id)
    #expect(child.list == "Home")
    // Written with another list while it keeps its parent (as sync or an import may), it
    // stays in the parent's: the link wins.
    var moved = child
    moved.fields.list = "Work"
    #expect(try store.update(moved).list == "Home")
    #expect(try placed(store) == ["Move Home -", "Pack Home Move"])
  }

  @Test func aMoveCarriesTheSubtreeAndUndoPutsItBack() throws {
    let (store, useCases) = try made()
    let parent = try useCases.add(TodoForm(title: "Move"), inList: "Home")
    let child = try useCases.add(TodoForm(title: "Pack"), under: parent.id)
    _ = try useCases.add(TodoForm(title: "Books"), under: child.id)
    let after = try useCases.update(
      parent.id, applying: TodoPatch([], from: TodoFields()).moving(toList: "Work"))
    #expect(after.list == "Work")
    #expect(try placed(store) == ["Move Work -", "Pack Work Move", "Books Work Pack"])
    #expect(try useCases.apply(.undo)?.kind == .edit)
    #expect(try placed(store) == ["Move Home -", "Pack Home Move", "Books Home Pack"])
    _ = try useCases.apply(.redo)
    #expect(try placed(store) == ["Move Work -", "Pack Work Move", "Books Work Pack"])
  }

  @Test func aSubtaskMovedAloneLeavesItsParentWithItsOwnSubtasks() throws {
    let (store, useCases) = try made()
    let parent = try useCases.add(TodoForm(title: "Move"), inList: "Home")
    let child = try useCases.add(TodoForm(title: "Pack"), under: parent.id)
    _ = try useCases.add(TodoForm(title: "Books"), under: child.id)
    let after = try useCases.update(
      child.id, applying: TodoPatch([], from: TodoFields()).moving(toList: "Work"))
    #expect(after.list == "Work")
    #expect(after.parent == nil)
    #expect(try placed(store) == ["Move Home -", "Pack Work -", "Books Work Pack"])
    _ = try useCases.apply(.undo)
    #expect(try placed(store) == ["Move Home -", "Pack Home Move", "Books Home Pack"])
  }

  @Test func aTodoPutBackAfterItsListWentIsInAListOfThatNameAgain() throws {
    let (store, useCases) = try made()
    let item = try useCases.add(TodoForm(title: "Tile"), inList: "Shed")
    try store.delete(id: item.id)
    // Gone as another program may leave it: nothing in the store names it any more.
    try DatabaseQueue(path: scratch.url.appendingPathComponent("s.sqlite").path).write {
      try $0.execute(sql: "DELETE FROM todo_list WHERE name = 'Shed'")
    }
    #expect(try useCases.lists().map(\.name) == ["Tasks"])
    #expect(try store.restore(item).list == "Shed")
    #expect(try useCases.lists().map(\.name) == ["Tasks", "Shed"])
  }

  @Test func anImportPutsEachTodoInItsListOrEveryOneInTheListGiven() throws {
    let (store, useCases) = try made()
    let file = [
      ImportedTodo(TodoFields(title: "a", list: "Garden")), ImportedTodo(TodoFields(title: "b")),
    ]
    #expect(try useCases.add(imported: file) == 2)
    #expect(try placed(store) == ["a Garden -", "b Tasks -"])
    #expect(try useCases.add(imported: file, intoList: "Shed") == 2)
    #expect(try placed(store).suffix(2) == ["a Shed -", "b Shed -"])
  }

  @Test func jsonCarriesTheListAndRefusesANameThatCannotBeOne() throws {
    let item = TodoItem(
      id: 1, fields: TodoFields(title: "a", list: "Work"), created: Fixture.start,
      updated: Fixture.start)
    let back = try JSONInterchange.decode(JSONInterchange.encode([item]))
    #expect(back.map(\.fields.list) == ["Work"])
    let trimmed = try JSONInterchange.decode(Data(#"[{"title": "a", "list": " Home "}]"#.utf8))
    #expect(trimmed.map(\.fields.list) == ["Home"])
    #expect(throws: ImportError.self) {
      try JSONInterchange.decode(Data(#"[{"title": "a"}, {"title": "b", "list": "a\tb"}]"#.utf8))
    }
  }

  @Test func aListNameIsTrimmedAndHoldsNoControlCharacter() {
    #expect(ListName.checked("  Work ") == "Work")
    #expect(ListName.checked("Einkäufe 🛒") == "Einkäufe 🛒")
    #expect(ListName.checked(" \u{200B} ") == nil)
    #expect(ListName.checked("a\nb") == nil)
    #expect(ListName.checked(String(repeating: "x", count: ListName.longest + 1)) == nil)
    #expect(ListName.same("Work", "wORK"))
    #expect(!ListName.same("Ärger", "ärger"))
  }

  @Test func theFilterWordListTakesANameWithSpacesInQuotes() throws {
    let now = WallClockMoment(Fixture.start, in: Fixture.utc)
    func terms(_ text: String) -> [String] {
      TodoFilter(parsing: text, at: now).words.map { "\($0.excludes ? "-" : "")\($0.term)" }
    }
    #expect(terms("list:Work") == ["list(\"Work\")"])
    #expect(terms("LIST:work pay") == ["list(\"work\")", "text(\"pay\")"])
    #expect(
      terms(#"list:"Team stuff" -list:"a b c" x"#) == [
        #"list("Team stuff")"#, #"-list("a b c")"#, #"text("x")"#,
      ])
    #expect(terms(#"list:"Work""#) == [#"list("Work")"#])
    // No closing quote: words as any other; an empty name is plain text.
    #expect(terms(#"list:"Team stuff"#).count == 2)
    #expect(terms("list:") == [#"text("list:")"#])
    #expect(terms(#"list:"""#).count == 1)
  }

  @Test func theFilterWordListSelectsTheTodosOfThatListWithTheirSubtasks() throws {
    let (store, useCases) = try made()
    let move = try useCases.add(TodoForm(title: "Move"), inList: "Team stuff")
    _ = try useCases.add(TodoForm(title: "Pack"), under: move.id)
    _ = try useCases.add(TodoForm(title: "Milk"))
    _ = try useCases.add(TodoForm(title: "Pack lunch"))
    let items = try store.allItems()
    func titles(_ filter: String) throws -> [String] {
      try useCases.items(TodoQuery(filter: useCases.filter(filter))).map(\.title)
    }
    #expect(
      try titles(#"list:"team STUFF""#)
        == items.filter { $0.list == "Team stuff" }.map(\.title))
    #expect(try titles("list:Tasks pack") == ["Pack lunch"])
    #expect(try titles(#"-list:"Team stuff""#) == ["Milk", "Pack lunch"])
    #expect(try titles("list:Nowhere") == [])
    #expect(try titles("-list:Nowhere").count == 4)
  }

  @Test func aListInViewWithoutSubtasksIsItsTodosInTheFlatOrder() throws {
    let (store, useCases) = try made()
    for index in 0..<23 {
      let item = try useCases.add(
        TodoForm(title: "t\(index % 5)"), inList: index % 3 == 0 ? "Work" : "")
      if index % 4 == 0 { _ = try useCases.toggleDone(item.id) }
    }
    let items = try store.allItems()
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let flat = try store.items(
          ViewSettings(sort: sort, hidesDone: hidesDone).applied(
            to: TodoQuery()))
        var query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery())
        query.list = "work"
        let expected = flat.filter { $0.list == "Work" }.map {
          TodoListEntry(id: $0.id, done: $0.done)
        }
        try TreePageChecks.expectPages(
          store, query, expected, Set(items.map(\.id)), "\(sort), hiding done \(hidesDone)",
          total: items.count { $0.list == "Work" })
      }
    }
  }

  @Test func theListInViewIsKeptByIdSoARenameKeepsItAndADeleteShowsEveryList() throws {
    let (store, useCases) = try made()
    _ = try useCases.add(TodoForm(title: "a"), inList: "Work")
    try store.write { try $0.saveViewSettings(ViewSettings(sort: .due, list: "work")) }
    #expect(try store.read { try $0.viewSettings() } == ViewSettings(sort: .due, list: "Work"))
    let path = scratch.url.appendingPathComponent("s.sqlite").path
    try DatabaseQueue(path: path).write {
      try $0.execute(sql: "UPDATE todo_list SET name = 'Job' WHERE name = 'Work'")
    }
    #expect(try store.read { try $0.viewSettings() }.list == "Job")
    try DatabaseQueue(path: path).write {
      try $0.execute(sql: "DELETE FROM todo_list WHERE name = 'Job'")
    }
    #expect(try store.read { try $0.viewSettings() }.list == nil)
    try store.write { try $0.saveViewSettings(ViewSettings(list: "Nowhere")) }
    #expect(try store.read { try $0.viewSettings() }.list == nil)
  }
}
