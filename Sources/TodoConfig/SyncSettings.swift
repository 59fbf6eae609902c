import Foundation

/// The `[sync]` section: the CalDAV task list to keep the store in step with, and how to log
/// in (SPEC §11). The password itself is never here: it comes from `password_command` or the
/// environment when a sync starts, and is never stored, printed or logged.
public struct SyncSettings: Equatable, Sendable {
  /// The task list (a CalDAV collection): `https`, or `http` to this machine only.
  public var url: URL
  /// Who logs in.
  public var username: String
  /// A shell command whose first line of output is the password; nil to read
  /// `TODO_SYNC_PASSWORD` instead.
  public var passwordCommand: String?
  /// Seconds between the app's background syncs when nothing changed here (a change here is
  /// sent within seconds).
  public var interval: Int

  /// The interval when the file names none: "every few minutes" (SPEC §11).
  public static let defaultInterval = 180
  /// The intervals the file may ask for: from every 5 seconds to once a day.
  public static let intervals = 5...86_400

  /// Settings for `url` as `username`.
  public init(
    url: URL, username: String, passwordCommand: String? = nil,
    interval: Int = defaultInterval
  ) {
    self.url = url
    self.username = username
    self.passwordCommand = passwordCommand
    self.interval = interval
  }
}
