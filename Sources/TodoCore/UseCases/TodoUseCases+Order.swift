/// The view a store keeps (order, done todos shown) and the manual order's moves.
extension TodoUseCases {
  /// The view settings kept in the store (where none was kept, the starting view's).
  public func viewSettings() throws -> ViewSettings {
    try store.read { [startingView] in try $0.viewSettings(startingFrom: startingView) }
  }

  /// Keeps `settings` for every instance and the next start (not a change to undo).
  public func save(_ settings: ViewSettings) throws {
    try store.write { try $0.saveViewSettings(settings) }
  }

  /// Moves `id` one place (`J`/`K`): past `neighbour`, the next (or previous) todo on screen,
  /// in the manual order. When `settings` show another order, the manual order first becomes
  /// that order (every todo renumbered, once) and the settings switch to manual; that part is
  /// kept by undo, which puts back only the positions the move itself wrote. One transaction;
  /// returns the moved todo.
  public func move(
    _ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID, in settings: ViewSettings
  ) throws -> TodoItem {
    let (item, positions) = try store.write { transaction in
      guard let item = try transaction.item(id: id) else { throw TodoStoreError.notFound(id) }
      if settings.sort != .manual {
        try transaction.adoptOrder(settings.sort)
        var manual = settings
        manual.sort = .manual
        try transaction.saveViewSettings(manual)
      }
      return (item, try transaction.move(id, direction, past: neighbour))
    }
    history.record(TodoChange(.move, [.moved(item)], positions: positions))
    return item
  }

  /// The UID of the todo `id` (nil for nil), as a link names it; `notFound` when it is gone.
  func uid(of id: TodoID?) throws -> String? {
    guard let id else { return nil }
    guard let item = try store.read({ try $0.item(id: id) }) else {
      throw TodoStoreError.notFound(id)
    }
    return item.calendar.uid
  }
}
