import Foundation

/// How the filter compares text: both sides canonically composed (NFC, so an `é` typed as one
/// code point finds one stored as `e` and a combining accent) and lowercased, then compared
/// code point by code point over the store's search column (its trigram index, or `instr`).
/// A NUL becomes U+0001 on both sides, since the trigram index stops reading a text at its
/// first NUL: the words after one (in a title imported with a NUL) are found like any other.
public enum FilterText {
  /// `text` as the filter compares it.
  public static func folded(_ text: String) -> String {
    // ASCII is already composed, and Foundation's normalization is most of an import's
    // folding time: a plain title skips it (a test compares both ways on every ASCII character).
    if text.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return text.lowercased() }
    let folded = text.precomposedStringWithCanonicalMapping.lowercased()
    guard folded.unicodeScalars.contains("\u{0}") else { return folded }
    return String(
      String.UnicodeScalarView(folded.unicodeScalars.map { $0 == "\u{0}" ? "\u{1}" : $0 }))
  }
}
