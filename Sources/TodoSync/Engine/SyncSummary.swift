/// What one sync did, counted as it goes: the one-line summary `todo sync` prints (SPEC §11)
/// and the app shows, and the todos it had to leave alone.
public struct SyncSummary: Equatable, Sendable, CustomStringConvertible {
  /// Todos the server had that this store did not (↓ new).
  public var fetchedNew = 0
  /// Todos changed on the server and changed here to match (↓ changed).
  public var fetchedChanged = 0
  /// Todos deleted on the server and here (↓ deleted).
  public var fetchedDeleted = 0
  /// Todos made here and created on the server (↑ new).
  public var sentNew = 0
  /// Todos changed here and on the server (↑ changed).
  public var sentChanged = 0
  /// Todos deleted here and on the server (↑ deleted).
  public var sentDeleted = 0
  /// Same-field conflicts: each kept the local value and a conflict copy of the server's.
  public var conflicts = 0
  /// Todos deleted on one side and changed on the other, kept (SPEC §11: the todo stays).
  public var keptFromDeletion = 0
  /// What could not be synced and was left as it was, one line each (`href: why`), each
  /// once (`leftAlone(_:)`).
  public var problems: [String] = []
  /// How many requests this sync sent (a sync with nothing to do must need one or two).
  public var requests = 0

  /// Nothing counted yet.
  public init() {}

  /// Records that something was left alone, saying why. A sync that lists the server twice
  /// (once more after creating todos there) meets an unreadable resource twice: it is said
  /// once.
  public mutating func leftAlone(_ problem: String) {
    if !problems.contains(problem) { problems.append(problem) }
  }

  /// Whether the sync changed nothing on either side.
  public var isEmpty: Bool {
    fetchedNew + fetchedChanged + fetchedDeleted + sentNew + sentChanged + sentDeleted
      + conflicts + keptFromDeletion == 0
  }

  /// `↓ 3 new, 1 changed · ↑ 2 changed · 1 conflict kept`, or `already in sync`.
  public var description: String {
    var parts: [String] = []
    let fetched = Self.counts([
      (fetchedNew, "new"), (fetchedChanged, "changed"), (fetchedDeleted, "deleted"),
    ])
    if !fetched.isEmpty { parts.append("↓ " + fetched) }
    let sent = Self.counts([(sentNew, "new"), (sentChanged, "changed"), (sentDeleted, "deleted")])
    if !sent.isEmpty { parts.append("↑ " + sent) }
    if conflicts > 0 { parts.append("\(conflicts) conflict\(conflicts == 1 ? "" : "s") kept") }
    if keptFromDeletion > 0 {
      parts.append("\(keptFromDeletion) kept from deletion")
    }
    if !problems.isEmpty {
      parts.append("\(problems.count) left alone")
    }
    return parts.isEmpty ? "already in sync" : parts.joined(separator: " · ")
  }

  /// `3 new, 1 changed`: the non-zero counts.
  private static func counts(_ counts: [(Int, String)]) -> String {
    counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }
}
