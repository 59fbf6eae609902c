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

  /// Settings for `url` as `username`.
  public init(url: URL, username: String, passwordCommand: String? = nil) {
    self.url = url
    self.username = username
    self.passwordCommand = passwordCommand
  }

  /// Whether plain `http` may be used with `host`: only to this machine (a test server, a
  /// tunnel), where nothing crosses a network.
  public static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
  }
}
