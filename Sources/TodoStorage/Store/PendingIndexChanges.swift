import TodoCore

/// The search rows a write transaction changed that the trigram index (`todo_trigram`) does
/// not show yet, each with the text the index holds for it: the index is written once, when
/// the transaction ends or a query is about to read it (`TodoTable.writeTrigramIndex`).
///
/// Why later and not with each row: every statement that runs triggers (adding a todo does)
/// opens a statement transaction, and at each one FTS5 writes the entries it holds in memory
/// out to a new segment of the index, which it must then merge; written with each todo, the
/// index made an import of 100,000 todos take 9 s instead of 5. Written one after another at
/// the end, the entries stay in memory and go out in a few large segments.
final class PendingIndexChanges {
  /// For each changed item, the search text the index holds for it (nil: none).
  private var indexed: [TodoID: String?] = [:]

  /// Notes a change of `id`'s search row, whose text is `text` before it (nil when it has
  /// none): what the index holds, unless an earlier change of this transaction noted it.
  func note(_ id: TodoID, before text: String?) {
    if indexed.index(forKey: id) == nil { indexed[id] = text }
  }

  /// Whether every search row is as the index shows it.
  var isEmpty: Bool { indexed.isEmpty }

  /// The changes noted, in the order of ids (the index's own), forgotten here.
  func take() -> [(id: TodoID, indexed: String?)] {
    defer { indexed = [:] }
    return indexed.sorted { $0.key < $1.key }.map { (id: $0.key, indexed: $0.value) }
  }
}
