import TodoCore

/// The manual order's positions: integers spaced `gap` apart, so a move (`J`/`K`) writes the
/// moved todo's position halfway between its new neighbours, one row. When two neighbours
/// have no integer between them, only the todos just past the spot are renumbered: the
/// window grows a todo at a time until it spans room for every todo in it at least
/// `minimumSpacing` apart, so even at a million todos a move writes a handful of rows.
/// Positions are compared within one done group (done todos sort below open ones by their
/// own positions), and ties, which never arise from these rules, fall back to the id.
struct ManualOrder {
  /// The space between todos added one after another.
  static let gap: Int64 = 1024
  /// The least space a renumbered window leaves between its todos.
  static let minimumSpacing: Int64 = 64

  /// Reads and writes the `todo` table.
  let prepare: (String) throws -> ExactStatement

  /// A todo's done flag and position.
  private func place(of id: TodoID) throws -> (done: Bool, position: Int64)? {
    try prepare("SELECT done, position FROM todo WHERE id = ?").rows([.integer(id)]) {
      (done: $0.integer(0) != 0, position: $0.integer(1))
    }.first
  }

  /// The position after every todo's: where a new todo goes.
  func end() throws -> Int64 {
    let last =
      try prepare(
        """
        SELECT max(coalesce((SELECT max(position) FROM todo WHERE done = 0), 0),
                   coalesce((SELECT max(position) FROM todo WHERE done = 1), 0))
        """
      ).rows([]) { $0.integer(0) }.first ?? 0
    return last + Self.gap
  }

  /// Puts `id` just past `neighbour` (after it for `.down`, before it for `.up`) among the
  /// todos of the neighbour's done group; returns the positions it changed.
  func move(
    _ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID
  ) throws
    -> [PositionChange]
  {
    guard let moved = try place(of: id) else { throw TodoStoreError.notFound(id) }
    guard let anchor = try place(of: neighbour) else { throw TodoStoreError.notFound(neighbour) }
    // Walking away from the neighbour, in the direction of the move: the todos of its group
    // beyond it, nearest first (the moved one left out, it is leaving its place).
    let (comparison, order) = direction == .down ? (">", "ASC") : ("<", "DESC")
    let beyond = try prepare(
      """
      SELECT id, position FROM todo
      WHERE done = ? AND id != ? AND (position, id) \(comparison) (?, ?)
      ORDER BY position \(order), id \(order) LIMIT ?
      """)
    let step: Int64 = direction == .down ? 1 : -1
    var limit = 1
    while true {
      // The `limit` todos nearest beyond the neighbour, and the one after them (`bound`).
      let rows = try beyond.rows(
        [
          .integer(anchor.done ? 1 : 0), .integer(id), .integer(anchor.position),
          .integer(neighbour), .integer(Int64(limit + 1)),
        ]
      ) { (id: $0.integer(0), position: $0.integer(1)) }
      if limit == 1, let next = rows.first, (next.position - anchor.position) * step >= 2 {
        // The common case: a free integer between the neighbour and the todo beyond it.
        let position = anchor.position + (next.position - anchor.position) / 2
        try set(position, of: id)
        return [PositionChange(id: id, before: moved.position, after: position)]
      }
      let window = Array(rows.prefix(limit))
      guard rows.count > limit else {
        // The end of the group: the window and the moved todo are spaced a gap apart.
        return try write(
          id, from: moved.position, then: window, from: anchor.position, spacing: Self.gap * step)
      }
      // Room for the moved todo and the window, each `minimumSpacing` apart, before `bound`?
      let room = (rows[limit].position - anchor.position) * step
      if room >= Int64(limit + 2) * Self.minimumSpacing {
        let spacing = room / Int64(limit + 2) * step
        return try write(
          id, from: moved.position, then: window, from: anchor.position, spacing: spacing)
      }
      limit *= 2
    }
  }

  /// Writes the moved todo `spacing` past `anchor` and the window's todos `spacing` apart
  /// after it.
  private func write(
    _ id: TodoID, from before: Int64, then window: [(id: TodoID, position: Int64)],
    from anchor: Int64, spacing: Int64
  ) throws -> [PositionChange] {
    var changes = [PositionChange(id: id, before: before, after: anchor + spacing)]
    try set(anchor + spacing, of: id)
    for (offset, row) in window.enumerated() {
      let position = anchor + spacing * Int64(offset + 2)
      guard position != row.position else { continue }
      try set(position, of: row.id)
      changes.append(PositionChange(id: row.id, before: row.position, after: position))
    }
    return changes
  }

  /// Sets one todo's position.
  func set(_ position: Int64, of id: TodoID) throws {
    let statement = try prepare("UPDATE todo SET position = ? WHERE id = ?")
    try statement.run([.integer(position), .integer(id)])
    guard statement.changes > 0 else { throw TodoStoreError.notFound(id) }
  }

  /// Numbers every todo `gap` apart in `sort`'s order (one statement; rows already in their
  /// place are not written).
  func adopt(_ sort: TodoQuery.Sort) throws {
    try prepare(
      """
      UPDATE todo SET position = ranked.rank * \(Self.gap)
      FROM (SELECT id, row_number() OVER (ORDER BY \(QuerySQL.keys(sort).joined(separator: ", "))) AS rank FROM todo)
        AS ranked
      WHERE todo.id = ranked.id AND todo.position != ranked.rank * \(Self.gap)
      """
    ).run([])
  }
}
