/// Where a screen that shows due dates gets its "today": read once per view model (peeking at
/// the clock, so drawing never moves a stepping clock on) and remembered, so an idle tick can
/// tell when the minute has moved on since the screen was drawn. A list left open past
/// midnight then says `today` of the new day, and a todo due at 17:00 turns overdue at 17:00,
/// without a key and without reading the store.
public final class DueTextSource {
  private let read: () -> DueText
  /// What the last view model was worded with.
  private var shown: DueText?

  /// A source reading `read` (in the app, `TodoEnvironment.dueText`).
  public init(_ read: @escaping () -> DueText) {
    self.read = read
  }

  /// How due dates read now, remembered as what the screen shows.
  public func current() -> DueText {
    let now = read()
    shown = now
    return now
  }

  /// Whether the day or the minute is no longer the one the screen was last worded for.
  public var hasMovedOn: Bool {
    guard let shown else { return false }
    let now = read()
    return now.today != shown.today || now.time != shown.time
  }
}
