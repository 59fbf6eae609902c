import Foundation

/// Reading the store, inside `TodoStore.read` or `TodoStore.write`.
public protocol TodoReading {
  /// One item, or nil when it does not exist (any more).
  func item(id: TodoID) throws -> TodoItem?
  /// The item whose calendar UID is `uid`, or nil when none has it.
  func item(uid: String) throws -> TodoItem?
  /// The items with these ids that still exist, in no particular order.
  func items(ids: [TodoID]) throws -> [TodoItem]
  /// The items `query` selects, in its order.
  func items(_ query: TodoQuery) throws -> [TodoItem]
  /// The index of the items `query` selects, in its order: the list's ordered snapshot.
  func index(_ query: TodoQuery) throws -> [TodoListEntry]
  /// How many todos `query` selects and how many of them are open: kept by the store for a
  /// query without filter words, so the cost does not grow with the list; counted otherwise.
  func tally(_ query: TodoQuery) throws -> TodoTally
  /// Some entries of `query`'s index, in its order (`EntryRange`): a page read through the
  /// order's index from an end or a known entry, so its cost is that of the page. A range
  /// from an entry `query` does not select (any more) is empty. Without filter words the
  /// entries are in tree order (SPEC §16): children under their parent, none below a folded
  /// one, a hidden done todo hidden with its subtree; `tally`, `rank` and `contains` count
  /// the same rows. With filter words, while some todo stands under another, every match with
  /// its ancestors in tree order, folds ignored, an ancestor that does not match marked
  /// `isContext`; a store without subtasks gives a filter's matches flat.
  func entries(_ query: TodoQuery, _ range: EntryRange) throws -> [TodoListEntry]
  /// Where the item `id` is in `query`'s order (how many entries come before it), or nil when
  /// `query` does not select it: counted in the order's index, a cost that grows with the
  /// position, not with the list; for re-finding a todo after a change.
  func rank(of id: TodoID, in query: TodoQuery) throws -> Int?
  /// Whether `query` selects the item `id`.
  func contains(_ id: TodoID, in query: TodoQuery) throws -> Bool
  /// How many items there are in all.
  func count() throws -> Int
  /// The view settings kept in the store; where none was kept yet, `defaults`' (the
  /// configuration's starting view, SPEC §13).
  func viewSettings(startingFrom defaults: ViewSettings) throws -> ViewSettings
  /// An item's place in the manual order, or nil when it does not exist.
  func position(of id: TodoID) throws -> Int64?
  /// Every tag any todo has, with how many open and done todos have it, in
  /// `TagCount.inReadingOrder`: counted by the store from its tags, no todo read.
  func tagCounts() throws -> [TagCount]
  /// The items that have `tag` (exactly, as `TagSet` compares), in no particular order: found
  /// through the tags, so the cost is that of those items, not of every todo.
  func items(taggedWith tag: String) throws -> [TodoItem]
  /// Every list with how many open and done todos it holds, in the Lists screen's order (SPEC
  /// §17): read from the counts the store keeps, one row a list, no todo read.
  func listCounts() throws -> [ListCount]
  /// The ids of a todo's ancestors, nearest first: its parent, the parent's parent, up to one
  /// at the top level (SPEC §16). Empty for a todo at the top level or one that does not exist.
  func ancestry(of id: TodoID) throws -> [TodoID]
  /// The ids of a todo's children (its subtasks one level down): the open ones, then the done
  /// ones, each in the order they were added (not yet the order in force). Empty for a todo
  /// without subtasks or one that does not exist.
  func children(of id: TodoID) throws -> [TodoID]
  /// A todo's descendants (its subtasks at every depth), each after its parent, with their
  /// done flags and depth below it (1 for a child): what `x` and `d` on a parent take along,
  /// found without reading the todos. Empty for a todo without subtasks.
  func descendants(of id: TodoID) throws -> [TodoListEntry]
  /// The sibling of the todo `id` nearest to it in `query`'s list, after it (`.down`) or
  /// before it, as the list shows it: what `J`/`K` move past and `>` puts it under. Nil when
  /// it has none that way, or the list does not show it.
  func sibling(
    of id: TodoID, _ direction: MoveDirection, in query: TodoQuery
  ) throws
    -> TodoListEntry?
  /// The children the todos' kept `RELATED-TO;RELTYPE=CHILD` lines name (SPEC §16), the todo
  /// added first winning: what sync links a child to when it names no parent itself. One scan
  /// of the todos that hold such a line.
  func childClaims() throws -> ChildClaims
}

/// Changing the store, inside `TodoStore.write`.
public protocol TodoWriting: TodoReading {
  /// Adds a new item with the next id and returns it as stored; `calendar` is what a calendar
  /// file said of it (a record without a UID gets a fresh one from the store's source).
  func insert(
    _ fields: TodoFields, created: Date, updated: Date, calendar: CalendarRecord
  ) throws -> TodoItem
  /// A UID no todo has had, from the store's source: for a todo an import links subtasks to
  /// by ids of the file's own (todo.txt's `id:`), given before any of them is added.
  func freshUID() -> String
  /// Writes an item's fields (its parent among them) and update time; throws
  /// `TodoStoreError.notFound` when it or its new parent is gone, and refuses a parent that
  /// is the item or one of its subtasks (`TodoItem.checkedParent`). Returns the item as
  /// written: in the list it names (made when no list has that name), or its parent's.
  @discardableResult
  func update(_ item: TodoItem) throws -> TodoItem
  /// Removes one item, its subtasks moved to the top level; throws `TodoStoreError.notFound`
  /// when it is gone.
  func delete(id: TodoID) throws
  /// Puts back a deleted item with its own id (for undo), and returns it as written (its
  /// list made again when it is gone).
  @discardableResult
  func restore(_ item: TodoItem) throws -> TodoItem
  /// Keeps the view settings for every instance and the next start (`foldAll` is written by
  /// `setFoldAll` alone).
  func saveViewSettings(_ settings: ViewSettings) throws
  /// Sets an item's place in the manual order (undo and redo).
  func setPosition(_ position: Int64, of id: TodoID) throws
  /// Puts `id` just after (`.down`) or just before (`.up`) `neighbour` in the manual order,
  /// renumbering only a few todos near it when there is no room; returns every position it
  /// changed.
  func move(
    _ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID
  ) throws
    -> [PositionChange]
  /// Puts `id` after every other todo in the manual order, where a new todo goes (`>` makes
  /// it the last of its new siblings); returns the position it changed.
  func placeLast(_ id: TodoID) throws -> PositionChange
  /// Makes the manual order the order `sort` gives (done todos below open ones), as `J`/`K`
  /// do when another order is on screen.
  func adoptOrder(_ sort: TodoQuery.Sort) throws
  /// Folds (`z`) or unfolds one todo's subtree (SPEC §16), kept as a row of the todos folded
  /// otherwise than `ViewSettings.foldAll` says.
  func setFolded(_ id: TodoID, _ folded: Bool) throws
  /// Folds or unfolds every parent (`Z`): forgets the folds of single todos and sets
  /// `ViewSettings.foldAll`, two writes however many parents there are.
  func setFoldAll(_ folded: Bool) throws
  /// Whether `Z` folded every subtree and none was unfolded since (`Z` then unfolds them
  /// all).
  func foldsAll() throws -> Bool
}

extension TodoWriting {
  /// Adds a new todo, which the store gives a fresh UID.
  public func insert(_ fields: TodoFields, created: Date, updated: Date) throws -> TodoItem {
    try insert(fields, created: created, updated: updated, calendar: CalendarRecord())
  }
}

extension TodoReading {
  /// The view settings kept in the store, the app's own defaults where none was kept.
  public func viewSettings() throws -> ViewSettings {
    try viewSettings(startingFrom: ViewSettings())
  }
}
