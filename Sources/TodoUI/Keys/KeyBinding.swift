import TodoTerminal

/// One row of a key map: an action, the keys that trigger it, and what help says about it.
public struct KeyBinding<Action: KeyAction>: Equatable, Sendable {
  /// The action a view hands on to its presenter.
  public var action: Action
  /// Every key (Alt keys included) that triggers the action; the first is the one footers
  /// and hints name.
  public var keys: [InputEvent]
  /// What the keys do, for help; nil for a binding help does not list (the `n` of a `y/N`
  /// question, which any other key answers as well).
  public var summary: String?

  /// Binds plain keys.
  public init(_ keys: [Key], _ summary: String?, _ action: Action) {
    self.init(inputs: keys.map(InputEvent.key), summary, action)
  }

  /// Binds any keys, such as `.alt(.character("b"))`.
  public init(inputs: [InputEvent], _ summary: String?, _ action: Action) {
    self.action = action
    self.keys = inputs
    self.summary = summary
  }
}
