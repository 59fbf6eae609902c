import Foundation
import TOMLKit
import TodoCore

extension SyncSettings {
  /// The keys `[sync]` takes.
  static let keys = ["url", "username", "password_command", "interval"]

  /// Reads `[sync]`: the URL (https, or http to this machine), who logs in, how the password
  /// is had, and how often to sync.
  static func read(_ sync: TOMLTable, with reader: ConfigReader) throws(ConfigError) -> Self {
    try reader.refuseUnknownKeys(of: sync, named: "sync", known: keys)
    func string(_ key: String, required: Bool) throws(ConfigError) -> String? {
      guard let value = sync[key] else {
        if required { throw reader.fail(nil, in: "sync", "[sync] needs \(key) = \"…\"") }
        return nil
      }
      guard let text = value.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw reader.fail(key, in: "sync", "\(key) must be a text in quotes, not empty")
      }
      return text
    }
    let address = try string("url", required: true) ?? ""
    let url: URL
    switch URL(string: address).map(ServerURLRule.verdict(on:)) {
    case .allowed(let read):
      url = read
    case .plainHTTPElsewhere:
      throw reader.fail(
        "url", in: "sync",
        "plain http is refused except to this machine (the password would cross the network "
          + "unencrypted): \(ServerURLRule.plainHTTPAdvice)")
    case .notHTTP, nil:
      throw reader.fail(
        "url", in: "sync", "url must be the task list's https address (\"\(address)\")")
    }
    var interval = defaultInterval
    if let value = sync["interval"] {
      guard let seconds = value.int, intervals.contains(seconds) else {
        throw reader.fail(
          "interval", in: "sync",
          "interval must be a whole number of seconds from \(intervals.lowerBound)"
            + " to \(intervals.upperBound)")
      }
      interval = seconds
    }
    return SyncSettings(
      url: url, username: try string("username", required: true) ?? "",
      passwordCommand: try string("password_command", required: false), interval: interval)
  }
}
