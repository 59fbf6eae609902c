/// What a driver's wait ends with: the app loop's reasons to wake up.
public enum TerminalEvent: Equatable, Sendable {
  /// Input came: a key, an Alt key, a paste, a resize or the mouse.
  case input(InputEvent)
  /// The mailbox's wake-up was signalled: background work posted a message.
  case wake
  /// The timer fired (or the app came back from a suspension): a chance to look for changes
  /// made elsewhere, and to draw.
  case tick
  /// Input has ended: the key script is exhausted or the terminal went away.
  case closed
}
