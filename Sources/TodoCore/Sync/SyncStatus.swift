import Foundation

/// How background sync stands, for the screen (SPEC §11: the app shows when it last synced, or
/// why it could not).
public struct SyncStatus: Equatable, Sendable {
  /// What sync is doing or last did.
  public enum State: Equatable, Sendable {
    /// Not synced yet since the app started.
    case waiting
    /// A sync is under way; how many todos it fetched or sent of how many, once it knows
    /// (a long first sync shows its count).
    case syncing(WorkProgress?)
    /// The last sync ended well at this moment.
    case synced(Date)
    /// The last sync failed; why, in a few words (`offline`, `login refused`).
    case failed(String)
  }

  /// What sync is doing or last did.
  public var state: State
  /// How many same-field conflicts the last sync kept (each as a `+conflict` copy).
  public var conflicts: Int
  /// Moves on every change of the status, so a screen redraws only when it moved.
  public var serial: Int

  /// A status.
  public init(state: State = .waiting, conflicts: Int = 0, serial: Int = 0) {
    self.state = state
    self.conflicts = conflicts
    self.serial = serial
  }
}

/// Where a screen reads the sync status from: the background worker, on another thread.
public protocol SyncStatusSource: AnyObject, Sendable {
  /// The status now.
  var status: SyncStatus { get }
}
