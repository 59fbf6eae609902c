import Foundation
import TodoCore

/// A read a transaction of a test's store made, as `ObservedReader` reports it after the base
/// transaction answered: what the work-per-key counts and the pausing store look at.
package enum ObservedRead {
  /// `item(id:)`: one todo looked up.
  case item(TodoID)
  /// `items(ids:)`, `items(_:)` or `items(taggedWith:)`: the todos read in full.
  case items([TodoItem])
  /// `index(_:)`: an index of this many entries.
  case index(count: Int)
  /// `contains(_:in:)`: one todo looked up.
  case contains(TodoID)
  /// `tagCounts()`: this many tags counted.
  case tagCounts(count: Int)
  /// `tally(_:)`: the list's counts (what every load of the list reads first).
  case tally
  /// `entries(_:_:)`: a page of this many entries.
  case entries(count: Int)
  /// `rank(of:in:)`: one todo found in an order.
  case rank(TodoID)
  /// `sibling(of:_:in:)`: the sibling beside one todo found.
  case sibling(TodoID)
}

/// A reading transaction passed on to `base` that tells `observe` of each read it made. The
/// stores of the tests wrap their transactions in it (and `ObservedWriter`), so a requirement
/// added to the store's protocols is passed on in one place.
package struct ObservedReader: TodoReading {
  package let base: any TodoReading
  package let observe: (ObservedRead) -> Void

  /// Passes `base`'s reads on, telling `observe` of each.
  package init(base: any TodoReading, observe: @escaping (ObservedRead) -> Void) {
    self.base = base
    self.observe = observe
  }

  package func item(id: TodoID) throws -> TodoItem? {
    defer { observe(.item(id)) }
    return try base.item(id: id)
  }
  package func item(uid: String) throws -> TodoItem? {
    try base.item(uid: uid).map { seen([$0])[0] }
  }
  package func items(ids: [TodoID]) throws -> [TodoItem] { seen(try base.items(ids: ids)) }
  package func items(_ query: TodoQuery) throws -> [TodoItem] { seen(try base.items(query)) }
  package func index(_ query: TodoQuery) throws -> [TodoListEntry] {
    let entries = try base.index(query)
    observe(.index(count: entries.count))
    return entries
  }
  package func contains(_ id: TodoID, in query: TodoQuery) throws -> Bool {
    defer { observe(.contains(id)) }
    return try base.contains(id, in: query)
  }
  package func count() throws -> Int { try base.count() }
  package func tally(_ query: TodoQuery) throws -> TodoTally {
    defer { observe(.tally) }
    return try base.tally(query)
  }
  package func entries(_ query: TodoQuery, _ range: EntryRange) throws -> [TodoListEntry] {
    let entries = try base.entries(query, range)
    observe(.entries(count: entries.count))
    return entries
  }
  package func rank(of id: TodoID, in query: TodoQuery) throws -> Int? {
    defer { observe(.rank(id)) }
    return try base.rank(of: id, in: query)
  }
  package func viewSettings(startingFrom defaults: ViewSettings) throws -> ViewSettings {
    try base.viewSettings(startingFrom: defaults)
  }
  package func position(of id: TodoID) throws -> Int64? { try base.position(of: id) }
  package func tagCounts() throws -> [TagCount] {
    let counts = try base.tagCounts()
    observe(.tagCounts(count: counts.count))
    return counts
  }
  package func items(taggedWith tag: String) throws -> [TodoItem] {
    seen(try base.items(taggedWith: tag))
  }
  package func ancestry(of id: TodoID) throws -> [TodoID] { try base.ancestry(of: id) }
  package func children(of id: TodoID) throws -> [TodoID] { try base.children(of: id) }
  package func descendants(of id: TodoID) throws -> [TodoListEntry] {
    let entries = try base.descendants(of: id)
    observe(.entries(count: entries.count))
    return entries
  }
  package func sibling(
    of id: TodoID, _ direction: MoveDirection, in query: TodoQuery
  ) throws -> TodoListEntry? {
    defer { observe(.sibling(id)) }
    return try base.sibling(of: id, direction, in: query)
  }
  package func childClaims() throws -> ChildClaims { try base.childClaims() }
  package func listCounts() throws -> [ListCount] { try base.listCounts() }

  private func seen(_ items: [TodoItem]) -> [TodoItem] {
    observe(.items(items))
    return items
  }
}

/// A writing transaction passed on to `base`, its reads observed as `ObservedReader`'s.
package struct ObservedWriter: TodoWriting {
  package let base: any TodoWriting
  package let observe: (ObservedRead) -> Void

  /// Passes `base`'s reads and writes on, telling `observe` of each read.
  package init(base: any TodoWriting, observe: @escaping (ObservedRead) -> Void) {
    self.base = base
    self.observe = observe
  }
  private var reader: ObservedReader { ObservedReader(base: base, observe: observe) }

  package func item(id: TodoID) throws -> TodoItem? { try reader.item(id: id) }
  package func items(ids: [TodoID]) throws -> [TodoItem] { try reader.items(ids: ids) }
  package func items(_ query: TodoQuery) throws -> [TodoItem] { try reader.items(query) }
  package func index(_ query: TodoQuery) throws -> [TodoListEntry] { try reader.index(query) }
  package func contains(_ id: TodoID, in query: TodoQuery) throws -> Bool {
    try reader.contains(id, in: query)
  }
  package func count() throws -> Int { try reader.count() }
  package func tally(_ query: TodoQuery) throws -> TodoTally { try reader.tally(query) }
  package func entries(_ query: TodoQuery, _ range: EntryRange) throws -> [TodoListEntry] {
    try reader.entries(query, range)
  }
  package func rank(of id: TodoID, in query: TodoQuery) throws -> Int? {
    try reader.rank(of: id, in: query)
  }
  package func viewSettings(startingFrom defaults: ViewSettings) throws -> ViewSettings {
    try reader.viewSettings(startingFrom: defaults)
  }
  package func position(of id: TodoID) throws -> Int64? { try reader.position(of: id) }
  package func tagCounts() throws -> [TagCount] { try reader.tagCounts() }
  package func items(taggedWith tag: String) throws -> [TodoItem] {
    try reader.items(taggedWith: tag)
  }
  package func item(uid: String) throws -> TodoItem? { try reader.item(uid: uid) }
  package func ancestry(of id: TodoID) throws -> [TodoID] { try reader.ancestry(of: id) }
  package func children(of id: TodoID) throws -> [TodoID] { try reader.children(of: id) }
  package func descendants(of id: TodoID) throws -> [TodoListEntry] {
    try reader.descendants(of: id)
  }
  package func sibling(
    of id: TodoID, _ direction: MoveDirection, in query: TodoQuery
  ) throws -> TodoListEntry? {
    try reader.sibling(of: id, direction, in: query)
  }
  package func childClaims() throws -> ChildClaims { try reader.childClaims() }
  package func listCounts() throws -> [ListCount] { try reader.listCounts() }
  package func insert(
    _ fields: TodoFields, created: Date, updated: Date, calendar: CalendarRecord
  ) throws -> TodoItem {
    try base.insert(fields, created: created, updated: updated, calendar: calendar)
  }
  package func freshUID() -> String { base.freshUID() }
  package func update(_ item: TodoItem) throws -> TodoItem { try base.update(item) }
  package func delete(id: TodoID) throws { try base.delete(id: id) }
  package func restore(_ item: TodoItem) throws -> TodoItem { try base.restore(item) }
  package func saveViewSettings(_ settings: ViewSettings) throws {
    try base.saveViewSettings(settings)
  }
  package func placeLast(_ id: TodoID) throws -> PositionChange { try base.placeLast(id) }
  package func setPosition(_ position: Int64, of id: TodoID) throws {
    try base.setPosition(position, of: id)
  }
  package func move(
    _ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID
  ) throws
    -> [PositionChange]
  {
    try base.move(id, direction, past: neighbour)
  }
  package func adoptOrder(_ sort: TodoQuery.Sort) throws { try base.adoptOrder(sort) }
  package func setFolded(_ id: TodoID, _ folded: Bool) throws { try base.setFolded(id, folded) }
  package func setFoldAll(_ folded: Bool) throws { try base.setFoldAll(folded) }
  package func foldsAll() throws -> Bool { try base.foldsAll() }
}
