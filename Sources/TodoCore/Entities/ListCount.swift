/// One list and how many todos it holds, open and done (SPEC §17): a row of the Lists screen
/// and of `todo lists`.
public struct ListCount: Equatable, Hashable, Identifiable, Sendable {
  /// The list's name, as the store spells it.
  public var name: String
  /// How many open todos it holds (subtasks counted).
  public var open: Int
  /// How many done todos it holds.
  public var done: Int

  /// The counts of the list `name`.
  public init(name: String, open: Int, done: Int) {
    self.name = name
    self.open = open
    self.done = done
  }

  /// The name: a list of lists keeps its selection on one across reloads (names are unique,
  /// whatever their case).
  public var id: String { name }
}
