/// The one rule for "blank" text, used by the dialogs and the command line (through
/// `TodoForm.validated`) and by import: a character is blank when every scalar in it is
/// white space (`White_Space`: spaces, tabs, line breaks, no-break and ideographic spaces…)
/// or invisible (`Default_Ignorable_Code_Point`: U+FEFF, U+200B, U+2060, bidi marks, soft
/// hyphen, variation selectors, Hangul fillers…). Such text shows nothing on screen.
public enum BlankText {
  /// Whether `character` shows nothing.
  public static func isBlank(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether all of `text` shows nothing (the empty text included).
  public static func isBlank(_ text: String) -> Bool {
    text.allSatisfy(isBlank)
  }

  /// `text` without the blank characters at its start and end; those between are kept. Works
  /// on whole characters, so a mark that belongs to a visible character (the variation
  /// selector of ❤️, a joiner inside an emoji) is never cut off.
  public static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }
}
