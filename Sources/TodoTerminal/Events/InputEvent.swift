/// One thing that came from the person at the terminal, as the decoder, the drivers and the
/// key-script parser produce it and screens and dialogs receive it.
///
/// Kept apart from `Key` so that nothing can mistake one for another: an Alt key is never
/// the plain key, pasted text is never keys, and a resize is not a key at all.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A key pressed with Alt (Meta) held: `Alt-b` is `.alt(.character("b"))`.
  case alt(Key)
  /// Text pasted in one piece (bracketed paste), exactly as the terminal sent it: line
  /// breaks and tabs included.
  case paste(String)
  /// The terminal now has this size.
  case resize(Size)
  /// A click, double click or wheel turn (SPEC §13): decoded from the terminal's reports by
  /// `KeyDecoder` (double clicks told by `DoubleClickDetector`), or written in a key script.
  case mouse(MouseEvent)
}
