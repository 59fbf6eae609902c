import TOMLKit
import TodoCore

/// The `[view]` section: how the app starts out (SPEC §13). The sort and the done-items choice
/// are where a new store starts; once the person presses `s` or `H`, the store keeps theirs.
public struct ViewPreferences: Equatable, Sendable {
  /// The order and done-items choice of a store that has not kept its own.
  public var startingView: ViewSettings
  /// How list rows and the detail screen write a day no nearer word fits.
  public var dayFormat: DayFormat
  /// Whether the app asks the terminal for clicks and the wheel.
  public var mouse: Bool

  /// Preferences; by default the app's own.
  public init(
    startingView: ViewSettings = ViewSettings(), dayFormat: DayFormat = .standard,
    mouse: Bool = true
  ) {
    self.startingView = startingView
    self.dayFormat = dayFormat
    self.mouse = mouse
  }

  /// The keys `[view]` takes.
  static let keys = ["sort", "hide_done", "date_format", "mouse"]

  /// Reads `[view]`.
  static func read(_ section: TOMLTable, with reader: ConfigReader) throws(ConfigError) -> Self {
    try reader.refuseUnknownKeys(of: section, named: "view", known: keys)
    var preferences = Self()
    if let value = section["sort"] {
      let orders = TodoQuery.Sort.allCases.map(\.rawValue)
      guard let sort = value.string.flatMap(TodoQuery.Sort.init(rawValue:)) else {
        throw reader.fail(
          "sort", in: "view",
          "sort must be one of " + orders.map { "\"\($0)\"" }.joined(separator: ", "))
      }
      preferences.startingView.sort = sort
    }
    func flag(_ key: String) throws(ConfigError) -> Bool? {
      guard let value = section[key] else { return nil }
      guard let flag = value.bool else {
        throw reader.fail(key, in: "view", "\(key) must be true or false (no quotes)")
      }
      return flag
    }
    if let hide = try flag("hide_done") { preferences.startingView.hidesDone = hide }
    if let mouse = try flag("mouse") { preferences.mouse = mouse }
    if let value = section["date_format"] {
      guard let pattern = value.string else {
        throw reader.fail(
          "date_format", in: "view", "date_format must be a text in quotes (\"%d %b\")")
      }
      do {
        preferences.dayFormat = try DayFormat(pattern)
      } catch {
        throw reader.fail("date_format", in: "view", "date_format \(error)")
      }
    }
    return preferences
  }
}
