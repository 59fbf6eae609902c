import Foundation

/// How the filter compares text: both sides canonically composed (NFC, so an `é` typed as one
/// code point finds one stored as `e` and a combining accent) and lowercased, then compared
/// code point by code point by SQLite's `instr` over the store's search column.
public enum FilterText {
  /// `text` as the filter compares it.
  public static func folded(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping.lowercased()
  }
}
