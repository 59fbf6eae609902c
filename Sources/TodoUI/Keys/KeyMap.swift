import TodoTerminal

/// The keys of one screen or dialog: which keys trigger which named action, what help says
/// about them, and the footer's hints. The view decodes keys with it, the footer and help
/// are drawn from it, and a configuration replaces bindings in it, so none can drift apart.
public struct KeyMap<Action: KeyAction>: Equatable, Sendable {
  /// The heading in the help dialog.
  public let title: String
  /// The bindings, in the order help lists them.
  public private(set) var bindings: [KeyBinding<Action>]
  /// The footer's hints, in the order they are shown.
  public let hints: [KeyHint<Action>]
  /// Help rows after the bindings', for what no binding says (`any other key`).
  public let notes: [HelpRow]

  /// Makes a map.
  public init(
    title: String, _ bindings: [KeyBinding<Action>], hints: [KeyHint<Action>] = [],
    notes: [HelpRow] = []
  ) {
    self.title = title
    self.bindings = bindings
    self.hints = hints
    self.notes = notes
  }

  /// The action bound to `input`, if any (the first binding that has it). Ctrl-J (line feed)
  /// does what Enter does wherever the map does not bind it itself, as in shells and readline:
  /// the terminal sends it apart from Enter, and only a field of several lines gives it a
  /// meaning of its own (a line break).
  public func action(for input: InputEvent) -> Action? {
    if let binding = bindings.first(where: { $0.keys.contains(input) }) { return binding.action }
    guard input == .key(.control("j")) else { return nil }
    return action(for: .key(.enter))
  }

  /// The action bound to the plain key `key`, if any.
  public func action(for key: Key) -> Action? {
    action(for: .key(key))
  }

  /// Every key bound to `action`, first key first.
  public func keys(for action: Action) -> [InputEvent] {
    bindings.filter { $0.action == action }.flatMap(\.keys)
  }

  /// How the first key of `action` is written (`a`, `Enter`, `Ctrl-S`); nil when no key
  /// is bound to it.
  public func label(of action: Action) -> String? {
    keys(for: action).first?.label
  }

  /// The map with `keys` bound to `action` instead of its own: what a configuration file
  /// does (`[keys.list] add = "n"`). Other actions keep their keys.
  public func rebinding(_ action: Action, to keys: [InputEvent]) -> KeyMap {
    var map = self
    guard let index = map.bindings.firstIndex(where: { $0.action == action }) else {
      map.bindings.append(KeyBinding(inputs: keys, nil, action))
      return map
    }
    map.bindings[index].keys = keys
    map.bindings = map.bindings.enumerated()
      .filter { $0.offset == index || $0.element.action != action }
      .map(\.element)
    return map
  }

  /// The map as a help section: a row per listed binding, then the notes.
  public var help: HelpSection {
    HelpSection(
      title: title,
      rows: bindings.compactMap { binding in
        binding.summary.map { HelpRow(keys: binding.keys.map(\.label).joined(separator: " "), $0) }
      } + notes
    )
  }

  /// `hint` in words (`a add`, `j/k scroll`); nil when none of its actions has a key.
  public func text(of hint: KeyHint<Action>) -> String? {
    let keys = hint.groups
      .map { $0.compactMap(label(of:)).joined(separator: "/") }
      .filter { !$0.isEmpty }
    return keys.isEmpty ? nil : keys.joined(separator: " ") + " " + hint.word
  }

  /// The footer's hints in words, with their priorities, for `StatusText.fit`.
  public var footerHints: [StatusText.Hint] {
    hints.compactMap { hint in text(of: hint).map { StatusText.Hint($0, priority: hint.priority) } }
  }

  /// Every hint in words on one line (`Enter save · Esc cancel · Tab next field`).
  public var hintLine: String {
    hints.compactMap(text(of:)).joined(separator: " · ")
  }
}

extension KeyMap where Action == ConfirmationAction {
  /// The answer `input` gives to a `y/N` question: a letter answers in either case (`Y` as
  /// `y`, with Caps Lock on too); nil for any other input.
  public func answer(to input: InputEvent) -> ConfirmationAction? {
    if let answer = action(for: input) { return answer }
    guard case .key(.character(let character)) = input, character.isLetter else { return nil }
    let other = character.isUppercase ? character.lowercased() : character.uppercased()
    guard other.count == 1, let flipped = other.first else { return nil }
    return action(for: .character(flipped))
  }
}
