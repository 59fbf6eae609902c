import Foundation
import TOMLKit

/// The configuration file (SPEC §13, and §11's `[sync]`), read with a real TOML parser and
/// checked whole before the terminal is touched: a file that is not TOML, an unknown section
/// or key, a value of the wrong kind, a URL sync must not use, or a file others can read is an
/// error naming its line. No file is no configuration: everything as it comes. The keys and
/// colours are checked further where the interface and the terminal are known (the
/// composition root), still before the terminal is touched.
public struct Configuration: Equatable, Sendable {
  /// The `[sync]` section, when there is one.
  public var sync: SyncSettings?
  /// The `[keys.SCREEN]` sections' lines, in the file's order.
  public var keys: [KeySetting]
  /// The `[colors]` section.
  public var colors: ColorSettings
  /// The `[view]` section.
  public var view: ViewPreferences

  /// A configuration; by default nothing configured.
  public init(
    sync: SyncSettings? = nil, keys: [KeySetting] = [], colors: ColorSettings = ColorSettings(),
    view: ViewPreferences = ViewPreferences()
  ) {
    self.sync = sync
    self.keys = keys
    self.colors = colors
    self.view = view
  }

  /// The sections this version reads.
  static let sections = ["sync", "keys", "colors", "view"]

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
    try TOMLPrecheck.check(text, file: file)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigError(file: file, line: error.source.begin.line, error.description)
    } catch {
      throw ConfigError(file: file, line: nil, "\(error)")
    }
    let reader = ConfigReader(table: table, lines: TOMLKeyLines(text), file: file)
    for section in reader.keysInFileOrder(of: table, section: "") {
      guard sections.contains(section) else {
        throw reader.fail(
          nil, in: section,
          "unknown section [\(section)] (this version reads "
            + sections.map { "[\($0)]" }.joined(separator: ", ") + ")")
      }
      _ = try reader.section(section)
    }
    var configuration = Configuration()
    if let sync = try reader.section("sync") {
      configuration.sync = try SyncSettings.read(sync, with: reader)
    }
    if let keys = try reader.section("keys") {
      configuration.keys = try KeySetting.read(keys, with: reader)
    }
    if let colors = try reader.section("colors") {
      configuration.colors = try ColorSettings.read(colors, with: reader)
    }
    if let view = try reader.section("view") {
      configuration.view = try ViewPreferences.read(view, with: reader)
    }
    return configuration
  }
}
