import TodoCore

/// Where the list is to be once it is loaded again, as the presenter wants it: the todos to
/// select, in order of preference, each with how far from it the cursor goes (the selected
/// todo itself; or, when the cursor stays on its row as a todo leaves it, the todo that took
/// its place, the one below, or the row after the one above); otherwise a row; and how many
/// rows around the selection to load (the screen and a screenful either side). The interactor
/// reads exactly that window, finding the todo by its key, so a reload costs a page, not the
/// whole list.
public struct TodoListAnchor: Equatable, Sendable {
  /// A todo the cursor may go to, and the row offset from it.
  public struct Candidate: Equatable, Sendable {
    /// The todo.
    public var id: TodoID
    /// Rows from it to the cursor (1: the row after it).
    public var offset: Int
    /// Its row, when the presenter knows the change left it there (`z` folds only below
    /// it): the load then reads no rank. Dropped when another instance changed the store.
    public var row: Int?

    /// A candidate.
    public init(_ id: TodoID, offset: Int = 0, row: Int? = nil) {
      self.id = id
      self.offset = offset
      self.row = row
    }
  }

  /// The todos to select, the first still in the list winning.
  public var candidates: [Candidate]
  /// The row to select when none of them is in the list (clamped to it).
  public var row: Int
  /// Whether the cursor stays on `row` whatever the candidates' places (after `x`, where the
  /// toggled todo moves and a new one may come in): they only say where the window is.
  public var keepsRow: Bool
  /// How many rows to load above the selected one.
  public var above: Int
  /// How many rows to load from the selected one down (itself included).
  public var below: Int

  /// An anchor.
  public init(
    candidates: [Candidate] = [], row: Int = 0, keepsRow: Bool = false, above: Int = 0,
    below: Int = 66
  ) {
    self.candidates = candidates
    self.row = row
    self.keepsRow = keepsRow
    self.above = above
    self.below = below
  }

  /// The anchor with no candidate's row known: another instance changed the store, so rows
  /// may have moved since the screen was drawn.
  public var forgettingRows: TodoListAnchor {
    var anchor = self
    for index in anchor.candidates.indices { anchor.candidates[index].row = nil }
    return anchor
  }
}
