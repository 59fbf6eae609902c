/// One thing that came from the keyboard, as the decoder, the drivers and the key-script
/// parser produce it and screens and dialogs receive it.
///
/// Kept apart from `Key` so that nothing can mistake one for another: an Alt key is never
/// the plain key, and pasted text is never keys. (A resize still travels as `Key.resize`
/// inside `.key`; mouse events will join this enum.)
public enum InputEvent: Hashable, Sendable {
  /// A key press (or a resize).
  case key(Key)
  /// A key pressed with Alt (Meta) held: `Alt-b` is `.alt(.character("b"))`.
  case alt(Key)
  /// Text pasted in one piece (bracketed paste), exactly as the terminal sent it: line
  /// breaks and tabs included.
  case paste(String)
}
