import Foundation
import TodoCore

/// Where a screen gets the background sync's status (SPEC §11: when it last synced, or why it
/// could not): read before each view model is built and held, so building it reads nothing,
/// and an idle tick or the sync's message redraws only when the status moved. Without sync
/// configured there is no watcher and the screen says nothing.
public final class SyncStatusWatcher {
  private let source: any SyncStatusSource
  private let timeZone: TimeZone
  /// The status the screen shows; nil before the first read.
  private var shown: SyncStatus?

  /// A watcher over `source`, telling times in `timeZone`.
  public init(source: any SyncStatusSource, timeZone: TimeZone) {
    self.source = source
    self.timeZone = timeZone
  }

  /// Reads the status now, held as what the screen shows from now on.
  @discardableResult
  func catchUp() -> SyncStatus {
    let status = source.status
    shown = status
    return status
  }

  /// Whether the status moved since the screen showed it.
  var hasMoved: Bool { source.status.serial != shown?.serial }

  /// The header's words for the status shown (see `text(_:today:)`).
  func text(today: DueText) -> String? {
    shown.flatMap { text($0, today: today) }
  }

  /// The header's words for `status`: `syncing…` (`syncing… 1,200/5,000` once a long sync
  /// counts), `synced 21:40` (a time today, else the day:
  /// `synced yesterday`, `synced 20 Nov`), `sync: offline`; nothing before the first sync.
  private func text(_ status: SyncStatus, today: DueText) -> String? {
    switch status.state {
    case .waiting: return nil
    case .syncing(nil): return "syncing…"
    case .syncing(let progress?):
      let done = ProgressText.count(progress.done)
      return "syncing… " + done + (progress.total.map { "/" + ProgressText.count($0) } ?? "")
    case .failed(let reason): return "sync: \(reason)"
    case .synced(let date):
      // The day and time of the sync on the wall clock, as due dates read them.
      let synced = DueText(now: date, timeZone: timeZone)
      guard synced.today == today.today else {
        return "synced " + today.short(DueDate(synced.today), withTime: false)
      }
      return "synced \(synced.time)"
    }
  }
}
