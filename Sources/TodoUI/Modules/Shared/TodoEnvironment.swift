import Foundation
import TodoCore
import TodoTerminal

/// What the composition root hands every module builder: the one shared store, created
/// once at start-up, the injected clock and time zone, and the key maps.
public struct TodoEnvironment {
  /// The shared store.
  public let store: any TodoStore
  /// Where "now" comes from.
  public let clock: any Clock
  /// The zone times are shown in.
  public let timeZone: TimeZone
  /// The undo and redo stacks, shared by every module.
  public let history: ChangeHistory
  /// Every screen's and dialog's keys (the defaults, until a configuration replaces them).
  public let keyMaps: KeyMaps
  /// The person's editor, for `E`: `$VISUAL`/`$EDITOR` in the app and `todo replay`; none
  /// unless given, so no test runs an editor it did not ask for.
  public let editor: any TextEditor
  /// The background sync's status, when sync is configured (the screen shows it).
  public let sync: (any SyncStatusSource)?
  /// The order and done-items choice of a store that kept none (`[view]` of the
  /// configuration).
  public let startingView: ViewSettings
  /// How a day reads where no nearer word fits (`[view] date_format`).
  public let dayFormat: DayFormat

  /// Bundles the dependencies.
  public init(
    store: any TodoStore, clock: any Clock, timeZone: TimeZone,
    history: ChangeHistory = ChangeHistory(), keyMaps: KeyMaps = .defaults,
    editor: any TextEditor = UnavailableEditor(), sync: (any SyncStatusSource)? = nil,
    startingView: ViewSettings = ViewSettings(), dayFormat: DayFormat = .standard
  ) {
    self.store = store
    self.clock = clock
    self.timeZone = timeZone
    self.history = history
    self.keyMaps = keyMaps
    self.editor = editor
    self.sync = sync
    self.startingView = startingView
    self.dayFormat = dayFormat
  }

  /// How due dates read on a screen drawn now; peeks at the clock, so drawing never moves a
  /// stepping clock on.
  public var dueText: DueText {
    DueText(now: clock.peek(), timeZone: timeZone, dayFormat: dayFormat)
  }

  /// Due dates typed now (the dialogs' "what I understood"); peeks at the clock, as `dueText`.
  public var dueDates: DueDateParser { DueDateParser(now: clock.peek(), timeZone: timeZone) }

  /// The use cases over this environment's store, clock, time zone and history.
  public var useCases: TodoUseCases {
    TodoUseCases(
      store: store, clock: clock, timeZone: timeZone, history: history, startingView: startingView)
  }
}
