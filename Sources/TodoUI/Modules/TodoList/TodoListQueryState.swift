import TodoCore

/// What the list is a list of, as far as its presenter knows: the filter in force, the filter
/// prompt and what was typed in it and not looked up yet, and the order and done todos hidden
/// as the last load was in. Typing only notes the text; the presenter looks it up at the next
/// frame or other event, so a word typed faster than the list answers costs one lookup, not
/// one a letter (at a million todos a short word scans). Its transitions are pure.
struct TodoListQueryState {
  /// The filter in force; nil for none.
  private(set) var filter: TodoFilter?
  /// Whether the filter prompt is open.
  private(set) var isPrompting = false
  /// The filter typed and not looked up yet.
  private(set) var typed: String?
  /// The order and whether done todos are hidden, as the last list was loaded in.
  private(set) var settings = ViewSettings()

  /// A list was loaded in `settings` under `filter`.
  mutating func loaded(in settings: ViewSettings, filter: TodoFilter?) {
    self.settings = settings
    self.filter = filter
  }

  /// `/`: the prompt opens.
  mutating func openPrompt() { isPrompting = true }

  /// The prompt's text is now `text`, to be looked up.
  mutating func type(_ text: String) { typed = text }

  /// The text typed and not looked up yet, now taken to be looked up.
  mutating func takeTyped() -> String? {
    defer { typed = nil }
    return typed
  }

  /// Enter: the prompt closes, the filter stays.
  mutating func keep() { isPrompting = false }

  /// Esc: the prompt closes and what was typed is dropped; true when a filter is in force, to
  /// be cleared.
  mutating func clear() -> Bool {
    isPrompting = false
    typed = nil
    return filter != nil
  }

  /// `s`: the settings with the next order.
  var nextSort: ViewSettings {
    var next = settings
    next.sort = settings.sort.next
    return next
  }

  /// `H`: the settings with done todos hidden, or shown again.
  var togglingDone: ViewSettings {
    var next = settings
    next.hidesDone.toggle()
    return next
  }

  /// The Lists screen's Enter: the settings showing the list `list` (nil: every list).
  func showing(_ list: String?) -> ViewSettings {
    var next = settings
    next.list = list
    return next
  }
}
