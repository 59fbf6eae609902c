/// A screen's footer: the last message (a status or an error) until the next key, else the
/// key hints that fit. Every module's presenter keeps one, so messages are worded, cut and
/// cleared the same way everywhere.
struct StatusFooter {
  /// The message shown instead of the hints, if any.
  private(set) var message: StatusLine?
  /// The hints shown when there is no message, most important kept when narrow.
  let hints: [StatusText.Hint]
  /// The columns a sentence may take (the screen less its margins, at least 10).
  private(set) var width = 78
  /// How the message is worded at a given width, when it was said for whatever width the
  /// screen has when shown (see `say(wordedFor:)`).
  private var wording: ((Int) -> String)?

  /// A footer showing `hints` until there is something to say.
  init(hints: [StatusText.Hint]) {
    self.hints = hints
  }

  /// The screen now leaves `width` columns for a sentence; a message worded for the width
  /// is worded again.
  mutating func fit(to width: Int) {
    self.width = max(10, width)
    if let wording, let message {
      self.message = StatusLine(wording(self.width), isError: message.isError)
    }
  }

  /// Shows `text` (in the danger colour when `isError`) until the next key.
  mutating func say(_ text: String, isError: Bool = false) {
    message = StatusLine(text, isError: isError)
    wording = nil
  }

  /// Shows the sentence `wording` makes for the footer's width, worded again if the width
  /// changes before it is seen: for a message said while the screen is hidden (the list,
  /// told of a delete on the detail screen above it, which may have been resized).
  mutating func say(wordedFor wording: @escaping (Int) -> String, isError: Bool = false) {
    say(wording(width), isError: isError)
    self.wording = wording
  }

  /// Back to the hints: a key was pressed, or the message no longer holds.
  mutating func clear() {
    message = nil
    wording = nil
  }

  /// What the footer shows: the message; else `standing`, a notice that stays while its
  /// cause does (a todo deleted elsewhere); else the hints that fit in `hintWidth` columns.
  func line(hintWidth: Int, standing: StatusLine? = nil) -> StatusLine {
    message ?? standing ?? StatusLine(StatusText.fit(hints, width: hintWidth))
  }
}
