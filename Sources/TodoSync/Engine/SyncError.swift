/// Why a sync cannot go on, beyond what a request answered (`CalDAVError`).
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configured URL is not a calendar collection that may hold todos.
  case notATaskList(String)

  /// The message shown after `todo: sync: `.
  public var description: String {
    switch self {
    case .notATaskList(let url):
      "\(url) is not a task list (a CalDAV calendar that holds todos); check url in [sync]"
    }
  }
}
