import Foundation

/// How the filter and the title order compare text, one fold for both: case folded fully
/// (`straße` as `STRASSE`, `İstanbul` as `istanbul`, final `ς` as `σ`), accents and width
/// dropped (`Café` as `cafe`, `ＥＭＩＬＥ` as `emile`), in canonically composed form, so an
/// accent typed as one code point or two folds alike. A NUL becomes U+0001, since the
/// trigram index stops reading a text at its first NUL.
///
/// The store keeps the fold of each title (the title order's key, ordered by its bytes: UTF-8
/// order is code point order, so Latin letters sort together with their accented forms,
/// digits and punctuation before letters, and other scripts after Latin, each by code point,
/// no language's collation, the same on every machine) and of each title and notes (the
/// filter's search text and its trigram index); a filter word is folded the same way and
/// found code point by code point. Migration v14 folded the stored texts of earlier stores
/// again.
public enum TextFold {
  /// `text` folded.
  public static func folded(_ text: String) -> String {
    // For ASCII the full fold comes to lowercasing (a test compares both ways on every ASCII
    // character), and Foundation's folding is most of what an import of a million plain
    // titles would spend outside SQLite.
    if text.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return text.lowercased() }
    return fullyFolded(text)
  }

  /// A filter word folded as it reads inside a text, where it follows another character: a
  /// word split from what was typed after a tab may start with a combining mark, which folding
  /// keeps at the start of a text and drops after a character (`\t\u{331}x` folds to `\tx`),
  /// so folded alone the word would not be found where it was typed. Folded after a space
  /// (which composes with nothing), the space taken off again.
  public static func foldedWord(_ word: String) -> String {
    String(String.UnicodeScalarView(folded(" " + word).unicodeScalars.dropFirst()))
  }

  /// `text` folded without the ASCII quick path.
  static func fullyFolded(_ text: String) -> String {
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .precomposedStringWithCanonicalMapping
    guard folded.unicodeScalars.contains("\u{0}") else { return folded }
    return String(
      String.UnicodeScalarView(folded.unicodeScalars.map { $0 == "\u{0}" ? "\u{1}" : $0 }))
  }
}
