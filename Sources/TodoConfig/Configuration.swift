import Foundation
import TOMLKit

/// The configuration file (SPEC §13, and §11's `[sync]`), read with a real TOML parser and
/// checked whole before the terminal is touched: a file that is not TOML, an unknown section
/// or key, a value of the wrong kind, a URL sync must not use, or a file others can read is an
/// error naming its line. No file is no configuration: everything as it comes.
public struct Configuration: Equatable, Sendable {
  /// The `[sync]` section, when there is one.
  public var sync: SyncSettings?

  /// Nothing configured.
  public init(sync: SyncSettings? = nil) {
    self.sync = sync
  }

  /// The sections this version reads, and their keys.
  static let known: [String: Set<String>] = [
    "sync": ["url", "username", "password_command", "interval"]
  ]

  /// Reads the file at `path`; no file there is the empty configuration.
  public static func load(path: String) throws(ConfigError) -> Configuration {
    let name = (path as NSString).lastPathComponent
    guard FileManager.default.fileExists(atPath: path) else { return Configuration() }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue, mode & 0o044 != 0 {
      throw ConfigError(
        file: name, line: nil,
        "others can read it (mode \(String(mode & 0o777, radix: 8))), and it may hold how to "
          + "log in: chmod 600 \(path)")
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ConfigError(file: name, line: nil, "cannot be read as UTF-8 text")
    }
    return try parse(text, file: name)
  }

  /// Reads the text of a configuration file called `file`.
  public static func parse(
    _ text: String, file: String = "config.toml"
  ) throws(ConfigError)
    -> Configuration
  {
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigError(file: file, line: error.source.begin.line, error.description)
    } catch {
      throw ConfigError(file: file, line: nil, "\(error)")
    }
    let lines = TOMLKeyLines(text)
    let fail = { (key: String?, section: String, message: String) in
      ConfigError(file: file, line: lines.line(of: key, in: section), message)
    }
    for section in table.keys {
      guard let keys = known[section] else {
        throw fail(
          nil, section,
          "unknown section [\(section)] (this version reads "
            + known.keys.sorted().map { "[\($0)]" }.joined(separator: ", ") + ")")
      }
      guard let values = table[section]?.table else {
        throw fail(section, "", "\(section) must be a section: [\(section)]")
      }
      for key in values.keys where !keys.contains(key) {
        throw fail(
          key, section,
          "unknown key \"\(key)\" in [\(section)] (it takes \(keys.sorted().joined(separator: ", ")))"
        )
      }
    }
    guard let sync = table["sync"]?.table else { return Configuration() }
    func string(_ key: String, required: Bool) throws(ConfigError) -> String? {
      guard let value = sync[key] else {
        if required { throw fail(nil, "sync", "[sync] needs \(key) = \"…\"") }
        return nil
      }
      guard let text = value.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw fail(key, "sync", "\(key) must be a text in quotes, not empty")
      }
      return text
    }
    let address = try string("url", required: true) ?? ""
    guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty
    else {
      throw fail("url", "sync", "url must be the task list's https address (\"\(address)\")")
    }
    if scheme == "http", !SyncSettings.isLoopback(host) {
      throw fail(
        "url", "sync",
        "plain http is refused except to this machine (the password would cross the network "
          + "unencrypted): use https")
    }
    var interval = SyncSettings.defaultInterval
    if let value = sync["interval"] {
      guard let seconds = value.int, SyncSettings.intervals.contains(seconds) else {
        throw fail(
          "interval", "sync",
          "interval must be a whole number of seconds from \(SyncSettings.intervals.lowerBound)"
            + " to \(SyncSettings.intervals.upperBound)")
      }
      interval = seconds
    }
    return Configuration(
      sync: SyncSettings(
        url: url, username: try string("username", required: true) ?? "",
        passwordCommand: try string("password_command", required: false),
        interval: interval))
  }
}
