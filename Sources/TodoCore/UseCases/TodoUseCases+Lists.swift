/// The lists of the store (SPEC §17), as the command line and the Lists screen read them.
extension TodoUseCases {
  /// Every list with its open and done counts, in the Lists screen's order.
  public func lists() throws -> [ListCount] {
    try store.read { try $0.listCounts() }
  }

  /// Whether a list has the name `name` as the store finds a list by name (`ListName.same`).
  public func hasList(named name: String) throws -> Bool {
    try lists().contains { ListName.same($0.name, name) }
  }
}
