/// A footer hint made from a key map: the first key of each of some actions and a short
/// word, so a remapped key shows in the footer at once. `a add` is `KeyHint(.add, word:
/// "add")`; `j/k scroll` is `KeyHint(.down, .up, word: "scroll")`; the help dialog's
/// `j/k PgDn/PgUp g/G scroll` has three groups.
public struct KeyHint<Action: KeyAction>: Equatable, Sendable {
  /// Groups of actions: a group's keys are joined by `/`, groups by a space.
  public let groups: [[Action]]
  /// What the keys do, in a word or two.
  public let word: String
  /// How much the hint matters when the footer is narrow: 0 is dropped last.
  public let priority: Int

  /// A hint naming the first keys of `actions` (joined by `/`).
  public init(_ actions: Action..., word: String, priority: Int = 0) {
    self.init(groups: [actions], word: word, priority: priority)
  }

  /// A hint naming the first keys of several groups of actions.
  public init(groups: [[Action]], word: String, priority: Int = 0) {
    self.groups = groups
    self.word = word
    self.priority = priority
  }
}
