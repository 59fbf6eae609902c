/// Which entries of a list to read, at most `limit` of them: a page of the list's index read
/// from where the screen is rather than the whole index. Every case but `offset` starts from
/// an end or from an entry the list has (its key is looked up by id), so the store reads only
/// the page, however long the list; `offset` counts its way there and serves only jumps to a
/// row no entry near it is known for.
public enum EntryRange: Equatable, Hashable, Sendable {
  /// The first entries.
  case first(limit: Int)
  /// The last entries.
  case last(limit: Int)
  /// The entries after `id` (not `id` itself).
  case after(TodoID, limit: Int)
  /// `id` and the entries after it.
  case from(TodoID, limit: Int)
  /// The entries before `id` (not `id` itself).
  case before(TodoID, limit: Int)
  /// The entries from position `offset` (0 is the first).
  case offset(Int, limit: Int)

  /// How many entries it reads at most.
  public var limit: Int {
    switch self {
    case .first(let limit), .last(let limit), .after(_, let limit), .from(_, let limit),
      .before(_, let limit), .offset(_, let limit):
      limit
    }
  }
}
