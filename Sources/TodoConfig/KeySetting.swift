import TOMLKit

/// One line of a `[keys.SCREEN]` section: the keys the person wants for an action
/// (`add = "n"`, `down = ["j", "Down"]`), as written. Which screens and actions exist, and how
/// a key is spelled, is the interface's to know: it checks these when it builds its key maps,
/// naming `line` in its errors, before the terminal is touched.
public struct KeySetting: Equatable, Sendable {
  /// The screen or dialog (`list`, `detail`, `tags`, …).
  public var screen: String
  /// The action's name (`add`, `page_down`).
  public var action: String
  /// The keys, as written (`n`, `C-n`, `Enter`), at least one.
  public var keys: [String]
  /// Where the line is in the file.
  public var line: Int?

  /// A setting of `screen`'s `action` to `keys`.
  public init(screen: String, action: String, keys: [String], line: Int? = nil) {
    self.screen = screen
    self.action = action
    self.keys = keys
    self.line = line
  }

  /// Reads `[keys]`: a section per screen, each key an action, each value a key or a list.
  static func read(_ section: TOMLTable, with reader: ConfigReader) throws(ConfigError) -> [Self] {
    var settings: [Self] = []
    for screen in reader.keysInFileOrder(of: section, section: "keys") {
      let name = "keys.\(screen)"
      guard let actions = try reader.section(screen, of: section, path: name) else { continue }
      for action in reader.keysInFileOrder(of: actions, section: name) {
        guard let value = actions[action] else { continue }
        let keys: [String]?
        if let key = value.string {
          keys = [key]
        } else if let list = value.array {
          let strings = list.compactMap(\.string)
          keys = strings.count == list.count ? strings : nil
        } else {
          keys = nil
        }
        guard let keys, !keys.isEmpty, !keys.contains(where: \.isEmpty) else {
          throw reader.fail(
            action, in: name,
            "\(action) must be a key in quotes (\(action) = \"x\") or a list of them "
              + "(\(action) = [\"x\", \"Down\"])")
        }
        settings.append(
          Self(screen: screen, action: action, keys: keys, line: reader.line(of: action, in: name)))
      }
    }
    return settings
  }
}
