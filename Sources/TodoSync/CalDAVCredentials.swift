import Foundation

/// The account a client logs in with. The password is held only in memory and is never part
/// of a description, so printing or logging a value of this type shows no secret.
public struct CalDAVCredentials: Sendable, CustomStringConvertible, CustomReflectable {
  /// The login name.
  public let username: String
  /// The password, as the caller obtained it (password command or environment).
  let password: String

  /// Credentials for `username` with `password`.
  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  /// The value of an `Authorization` header for HTTP Basic authentication (RFC 7617).
  var basicAuthorization: String {
    "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
  }

  /// The username only.
  public var description: String { "CalDAVCredentials(username: \(username))" }

  /// The username only, so `dump` and debuggers show no password either.
  public var customMirror: Mirror { Mirror(self, children: ["username": username]) }
}
