import Foundation

/// The sync status as one line of text, how `todo-sync --watch` tells the app it runs for
/// (through a pipe): `syncing`, `synced SECONDS CONFLICTS` (seconds since 1970), `failed WORDS`,
/// `waiting`. Lines it cannot read are nil.
public enum SyncStatusLine {
  /// The line for `state` and `conflicts`.
  public static func line(_ state: SyncStatus.State, conflicts: Int) -> String {
    switch state {
    case .waiting: "waiting"
    case .syncing: "syncing"
    case .synced(let date): "synced \(Int64(date.timeIntervalSince1970.rounded())) \(conflicts)"
    case .failed(let reason):
      "failed " + reason.filter { !$0.isNewline }
    }
  }

  /// The state and conflicts a line says, or nil.
  public static func parse(_ line: some StringProtocol) -> (SyncStatus.State, conflicts: Int)? {
    let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    switch words.first {
    case "waiting": return (.waiting, 0)
    case "syncing": return (.syncing, 0)
    case "failed": return (.failed(words.count > 1 ? String(words[1]) : "sync failed"), 0)
    case "synced":
      let numbers =
        words.count > 1 ? words[1].split(separator: " ", omittingEmptySubsequences: false) : []
      guard numbers.count == 2, let seconds = Int64(numbers[0]), let conflicts = Int(numbers[1]),
        conflicts >= 0
      else { return nil }
      return (.synced(Date(timeIntervalSince1970: TimeInterval(seconds))), conflicts)
    default: return nil
    }
  }
}
