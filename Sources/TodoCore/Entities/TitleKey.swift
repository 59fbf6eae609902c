import Foundation

/// What the `title` order compares: the title with case, accents and width folded (`Émile`,
/// `emile` and `ＥＭＩＬＥ` compare alike), in canonically composed form. The store keeps it
/// in a column of its own and orders by its bytes (UTF-8 order is code point order), so
/// Latin letters sort together with their accented forms, digits and punctuation before
/// letters, and other scripts after Latin, each by code point (Greek, then Cyrillic, …, then
/// CJK): no language's collation, the same on every machine.
public enum TitleKey {
  /// The key of `title`.
  public static func of(_ title: String) -> String {
    // For ASCII the three foldings come to lowercasing (a test compares both ways on every ASCII
    // character); Foundation's folding is a fifth of what an import spends outside SQLite.
    if title.utf8.allSatisfy({ $0 < 0x80 }) { return title.lowercased() }
    return title.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .precomposedStringWithCanonicalMapping
  }
}
