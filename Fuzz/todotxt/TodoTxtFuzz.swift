import Foundation

/// libFuzzer's entry point for the todotxt target (SPEC §20): any bytes as a todo.txt file for
/// `todo import`, and what imports, exported and imported again; and the bytes as a JSON file,
/// whose todos (any a store can hold, not only those todo.txt says) go through todo.txt too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTodoTxt(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  TodoTxtOracle.check(Data(bytes: data, count: size))
  return 0
}

/// What must hold for every file, beyond not crashing: the todos a file imports, exported and
/// imported again, are the same todos (every field, and each subtask linked to the same todo
/// of the file when its parent is among them; the times to the day, as todo.txt writes
/// them: the creation date, and a done todo's completion date), and a second export is the
/// first byte for byte. A broken property stops the run with `fatalError`, naming it.
enum TodoTxtOracle {
  /// When the oracle's store imports: the times of a todo whose line gives none.
  static let importedAt = Date(timeIntervalSince1970: 1_767_603_600)

  /// Checks the properties on the file `file`, read as todo.txt and as JSON.
  static func check(_ file: Data) {
    if let todos = try? TodoTxtInterchange.decode(file) { checkRoundTrip(todos) }
    if let todos = try? JSONInterchange.decode(file) { checkRoundTrip(todos) }
  }

  /// Checks that `todos` come back the same from todo.txt.
  static func checkRoundTrip(_ todos: [ImportedTodo]) {
    let items = stored(todos)
    let exported = TodoTxtInterchange.encode(items)
    let again: [ImportedTodo]
    do {
      again = try TodoTxtInterchange.decode(Data(exported.utf8))
    } catch {
      fail("the export is not read back: \(error)\n\(exported)")
    }
    expect(again.count == items.count, "\(items.count) todos exported, \(again.count) read back")
    for (index, (item, todo)) in zip(items, again).enumerated() {
      var fields = item.fields
      fields.parent = nil
      expect(
        todo.fields == fields,
        "exported and read back, \(String(reflecting: item.fields)) became "
          + String(reflecting: todo.fields))
      expect(
        todo.parentEntry == parentEntry(of: index, in: items),
        "exported and read back, todo \(index + 1) is a subtask of todo "
          + "\(String(describing: todo.parentEntry.map { $0 + 1 })), not of "
          + String(describing: parentEntry(of: index, in: items).map { $0 + 1 }))
      let stamps = todo.stamps(importedAt: importedAt)
      expect(
        day(stamps.created) == day(item.created)
          && (!item.done || day(stamps.updated) == day(item.updated)),
        "exported and read back, the times \(item.created), \(item.updated) became "
          + "\(stamps.created), \(stamps.updated)")
    }
    expect(TodoTxtInterchange.encode(stored(again)) == exported, "a second export differs")
  }

  /// The items a store makes of `todos`, as `TodoUseCases.add(imported:)` adds them: a todo
  /// whose UID an earlier one has is skipped, the others get a UID when they have none, and a
  /// link to another todo of the file (todo.txt's `p:`) becomes a link by its UID.
  static func stored(_ todos: [ImportedTodo]) -> [TodoItem] {
    // Fresh UIDs, as the store's source gives: none a todo of the file has.
    var taken = Set(todos.compactMap { $0.calendar?.uid })
    var count = 0
    let fresh = {
      repeat { count += 1 } while taken.contains("fresh-\(count)")
      taken.insert("fresh-\(count)")
      return "fresh-\(count)"
    }
    let linked = TodoUseCases.linkedByUID(todos, uids: fresh)
    var seen: Set<String> = []
    var items: [TodoItem] = []
    for todo in linked {
      let uid = todo.calendar?.uid ?? ""
      guard uid.isEmpty || seen.insert(uid).inserted else { continue }
      let stamps = todo.stamps(importedAt: importedAt)
      var calendar = todo.calendar ?? CalendarRecord()
      if uid.isEmpty { calendar.uid = fresh() }
      items.append(
        TodoItem(
          id: TodoID(items.count + 1), fields: todo.fields, created: stamps.created,
          updated: stamps.updated, calendar: calendar))
    }
    return items
  }

  /// Where the subtask `index` of `items` links in a todo.txt file: to the first other todo
  /// with its parent's UID; nowhere when its parent is not among them (the link is lost).
  static func parentEntry(of index: Int, in items: [TodoItem]) -> Int? {
    guard let parent = items[index].parent else { return nil }
    return items.indices.first { $0 != index && items[$0].calendar.uid == parent }
  }

  /// The day `date` falls on in UTC, as todo.txt writes it.
  private static func day(_ date: Date) -> CalendarDay {
    CalendarDay(date, in: ICalendarTime.utc)
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fail(property())
  }

  private static func fail(_ property: String) -> Never {
    fatalError("todotxt: \(property)")
  }
}
