/// What the mouse did, and over which cell.
public struct MouseEvent: Hashable, Sendable {
  /// The kinds of mouse input the app reacts to (SPEC §13).
  public enum Kind: Hashable, Sendable {
    /// The left button pressed and released.
    case click
    /// Two clicks on one cell in quick succession.
    case doubleClick
    /// The wheel turned away from the person (scroll up).
    case wheelUp
    /// The wheel turned towards the person (scroll down).
    case wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer, from the top left (0-based).
  public var position: Point

  /// Makes a mouse event.
  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}
