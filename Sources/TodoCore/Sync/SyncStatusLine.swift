import Foundation

/// The sync status as one line of text, how `todo-sync --watch` tells the app it runs for
/// (through a pipe): `syncing` (or `syncing DONE` or `syncing DONE TOTAL` while a long sync
/// counts its todos), `synced SECONDS CONFLICTS` (seconds since 1970), `failed WORDS`,
/// `waiting`. Lines it cannot read are nil; counts it cannot read leave a plain `syncing`, so
/// an app and a sync program of different versions still understand each other.
public enum SyncStatusLine {
  /// The line for `state` and `conflicts`.
  public static func line(_ state: SyncStatus.State, conflicts: Int) -> String {
    switch state {
    case .waiting: "waiting"
    case .syncing(nil): "syncing"
    case .syncing(let progress?):
      "syncing \(progress.done)" + (progress.total.map { " \($0)" } ?? "")
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
    case "syncing": return (.syncing(words.count > 1 ? progress(words[1]) : nil), 0)
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

  /// The counts after `syncing`: `DONE` or `DONE TOTAL`, nil when they are not that.
  private static func progress(_ text: some StringProtocol) -> WorkProgress? {
    let numbers = text.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...2).contains(numbers.count), let done = numbers[0], done >= 0 else { return nil }
    guard numbers.count == 2 else { return WorkProgress(done: done) }
    guard let total = numbers[1], total >= done else { return nil }
    return WorkProgress(done: done, total: total)
  }
}
