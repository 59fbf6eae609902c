import Foundation

/// How the filter compares text, in one place for every store: both sides canonically composed
/// (NFC, so an `é` typed as one code point finds one stored as `e` and a combining accent)
/// and lowercased, then compared code point by code point, as SQLite's `instr` compares the
/// stored search column.
public enum FilterText {
  /// `text` as the filter compares it.
  public static func folded(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping.lowercased()
  }

  /// Whether the folded `needle` occurs in the folded `haystack`.
  public static func contains(_ haystack: String, _ needle: String) -> Bool {
    needle.isEmpty || haystack.utf8.firstRange(of: needle.utf8) != nil
  }
}
