/// The one rule for a list's name (SPEC §17), wherever a person or a file gives one: the
/// command line's `--list`, JSON's `"list"`, the Lists screen. A name is trimmed of blank
/// characters at either end (`BlankText`), must show something, and holds no control
/// character: `todo lists` prints one list a line with its counts after a tab, and the header
/// shows it on one row.
public enum ListName {
  /// The longest name kept, in characters: as long as a server's display name usefully is,
  /// and short enough for the header.
  public static let longest = 200

  /// `text` as a list's name, trimmed, or nil when it is no name (blank, too long, or holding
  /// a control character).
  public static func checked(_ text: String) -> String? {
    let name = BlankText.trimmed(text)
    guard !name.isEmpty, name.count <= longest,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return name
  }

  /// Whether `a` and `b` name the same list: equal but for the case of the letters A to Z, as
  /// the store compares names (SQLite's `NOCASE`), so `Work` is `work` but `Ärger` is not
  /// `ärger`.
  public static func same(_ a: String, _ b: String) -> Bool {
    func folded(_ text: String) -> [Unicode.Scalar] {
      text.unicodeScalars.map {
        ("A"..."Z").contains($0) ? Unicode.Scalar(UInt8($0.value) + 32) : $0
      }
    }
    return folded(a) == folded(b)
  }

  /// What a list's name must be, for an error message.
  public static let rule =
    "a list's name must show something, have no tab, line break or other control character,"
    + " and be at most \(longest) characters"
}
