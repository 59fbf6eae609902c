import TodoCore

/// The children parents name by their kept `RELATED-TO;RELTYPE=CHILD` lines (SPEC §16,
/// `ChildClaims`) as the store finds them: for sync, which meets a child and its parent in
/// different fetches; and released when the person moves such a child out to the top level
/// here, so the parent's line does not claim it again when read back.
extension TodoTable {
  /// The claims of every todo that holds a CHILD line, in the order the todos were added:
  /// one scan, matching the lines' text as the kept lines column holds it (names and
  /// parameters as `ContentLine.text` writes them; LIKE ignores their case).
  func childClaims() throws -> ChildClaims {
    ChildClaims(
      try prepare(Self.claimingSQL).rows([]) { row in
        CalendarRecord(uid: row.text(0), kept: TodoColumn.keptLines(from: row.text(1)))
      })
  }

  /// The todos that may name a child, first added first.
  static let claimingSQL = """
    SELECT uid, ical_kept FROM todo
    WHERE uid IS NOT NULL AND ical_kept LIKE '%RELATED-TO;%RELTYPE=CHILD%' ORDER BY id
    """

  /// Drops the CHILD lines naming `item` from the todo it stands under when its link is gone:
  /// the person moved it out to the top level (a link a claim gave has no line of the child's
  /// to drop). Called before the place is derived again, while `parent` is still the old one;
  /// the parent's kept lines change, so it is sent. Two look-ups by id.
  func releaseFromClaim(_ item: TodoItem) throws {
    guard item.parent == nil, !item.calendar.uid.isEmpty else { return }
    let holders = try prepare(Self.holderSQL).rows([.integer(item.id)]) {
      ($0.integer(0), TodoColumn.keptLines(from: $0.text(1)))
    }
    guard let (holder, kept) = holders.first else { return }
    let left = ChildClaims.releasing(item.calendar.uid, from: kept)
    guard left != kept else { return }
    try prepare("UPDATE todo SET ical_kept = ? WHERE id = ?")
      .run([TodoColumn.keptValue(left), .integer(holder)])
  }

  /// The todo a todo stands under and its kept lines, when they may name a child.
  static let holderSQL = """
    SELECT holder.id, holder.ical_kept FROM todo JOIN todo AS holder ON holder.id = todo.parent
    WHERE todo.id = ? AND holder.ical_kept LIKE '%RELATED-TO;%RELTYPE=CHILD%'
    """
}
