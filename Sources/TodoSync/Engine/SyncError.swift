/// Why a sync cannot go on, beyond what a request answered (`CalDAVError`).
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configured URL is not a calendar collection that may hold todos.
  case notATaskList(String)
  /// The task list no longer holds any of the `synced` todos synced with it: one sync would
  /// delete them all here (SPEC §15), so it stopped and deleted nothing.
  case listEmptied(String, synced: Int)

  /// The message shown after `todo: sync: `.
  public var description: String {
    switch self {
    case .notATaskList(let url):
      "\(url) is not a task list (a CalDAV calendar that holds todos); check url in [sync]"
    case .listEmptied(let url, let synced):
      "the task list \(url) no longer holds any of the \(synced) todo\(synced == 1 ? "" : "s")"
        + " synced with it (was it deleted and made again, or the server reset?); nothing was"
        + " deleted here. Run 'todo sync --send-all' to send this store's todos to it again,"
        + " or 'todo sync --accept-deletions' to delete them here too"
    }
  }

  /// A few words for the app's header.
  public var shortDescription: String {
    switch self {
    case .notATaskList: "not a task list"
    case .listEmptied: "list emptied on server, see todo sync"
    }
  }
}

/// What a sync does when the server no longer holds any todo synced with the list (SPEC §15).
public enum EmptiedListChoice: Sendable, Equatable {
  /// Deletes nothing and stops with `SyncError.listEmptied` (the default, and the app's).
  case stop
  /// Sends this store's todos to the list again, as new (`todo sync --send-all`).
  case sendAll
  /// Deletes them here too, as the server did (`todo sync --accept-deletions`).
  case acceptDeletions
}
