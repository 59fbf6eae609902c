import Foundation
import Synchronization
import TodoCore

/// The app's background sync (SPEC §11, local first): a task on the concurrency pool that
/// syncs at start, within seconds of a change here (any instance's: it asks the store every
/// `checkEvery`), and every `interval`; after a failure it tries again later, waiting longer
/// each time up to `interval`. It works on a store connection of its own, so its changes reach
/// the screen as another instance's would (the live refresh), and no key ever waits for it.
/// The screen reads `status` (through `todo-sync --watch`, a process of its own, so the app
/// itself links none of the network code).
public final class SyncWorker: SyncStatusSource {
  /// The status the screen shows.
  private let current = Mutex(SyncStatus())
  /// The running loop, if started.
  private let loop = Mutex<Task<Void, Never>?>(nil)

  /// How often the store is asked whether something changed here.
  static let checkEvery: Duration = .seconds(2)
  /// The first wait after a failure; doubled after each further one, up to the interval.
  static let firstRetry: Duration = .seconds(15)

  /// Told of every change of the status, on the worker's task (`todo-sync --watch` writes it
  /// to the app).
  private let onChange: @Sendable (SyncStatus) -> Void

  /// A worker that has not started, telling `onChange` of every change of its status.
  public init(onChange: @escaping @Sendable (SyncStatus) -> Void = { _ in }) {
    self.onChange = onChange
  }

  /// The status now.
  public var status: SyncStatus { current.withLock { $0 } }

  /// Starts syncing `makeStore()`'s store with `collection` as `credentials`.
  public func start(
    collection: URL, credentials: CalDAVCredentials, interval: Duration,
    makeStore: @escaping @Sendable () throws -> any SyncingStore
  ) {
    let task = Task.detached { [weak self] in
      var store: (any SyncingStore)?
      var next = ContinuousClock.now
      var retry = Self.firstRetry
      var healthy = false
      // The store's outside-change token when the last sync started: only another connection's
      // commit (the app's) moves it, so a change this loop could not send (it is reported)
      // does not make it sync again every few seconds.
      var seen: Int64?
      while !Task.isCancelled, let worker = self {
        let now = ContinuousClock.now
        var due = now >= next
        if !due, healthy, let store, let token = try? store.outsideChangeToken(), token != seen {
          due = (try? store.hasLocalSyncChanges()) ?? false
        }
        if due {
          worker.set(.syncing(nil))
          do {
            let opened = try store ?? makeStore()
            store = opened
            seen = try opened.outsideChangeToken()
            let summary = try await CalDAVClient.withClient(credentials: credentials) { client in
              try await SyncEngine(
                client: client, store: opened, collection: collection,
                progress: { progress in
                  // Counted only when it is long (more than one request's worth), a request's
                  // worth at a time: each status is a line to the app and a redraw.
                  guard let total = progress.total, total > SyncEngine.batch,
                    progress.done % SyncEngine.batch == 0 || progress.done == total
                  else { return }
                  worker.set(.syncing(progress))
                }
              ).run()
            }
            worker.set(.synced(Date()), conflicts: summary.conflicts)
            healthy = true
            retry = Self.firstRetry
            next = ContinuousClock.now + interval
          } catch {
            worker.set(.failed(Self.reason(for: error)))
            healthy = false
            next = ContinuousClock.now + min(retry, interval)
            retry = min(retry * 2, interval)
          }
        }
        try? await Task.sleep(for: Self.checkEvery)
      }
    }
    loop.withLock { $0 = task }
  }

  /// Shows that sync cannot start (no password), without starting.
  public func fail(_ reason: String) {
    set(.failed(reason))
  }

  /// Stops the loop; a sync under way is abandoned where it is (the next one completes it).
  public func stop() {
    loop.withLock { $0?.cancel() }
  }

  /// Moves the status on.
  private func set(_ state: SyncStatus.State, conflicts: Int = 0) {
    let now = current.withLock { status in
      status = SyncStatus(state: state, conflicts: conflicts, serial: status.serial + 1)
      return status
    }
    onChange(now)
  }

  /// A few words for the screen saying why a sync failed.
  static func reason(for error: any Error) -> String {
    switch error {
    case let error as CalDAVError: error.shortDescription
    case let error as SyncError: error.shortDescription
    default: "store error"
    }
  }
}
