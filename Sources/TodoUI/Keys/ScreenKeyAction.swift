/// The actions of a screen that has, beside its own, some of the actions several screens share:
/// its enum embeds them as one case, `shared(SharedAction)`, so a view's switch sends them all
/// in one line and the compiler sees every action either sent or handled. `allCases` lists the
/// shared actions the screen has among its own, in the order a configuration's messages list
/// them; the names are the shared names and the screen's own `rawValue`s.
public protocol ScreenKeyAction: KeyAction {
  /// The shared `action` on this screen.
  static func shared(_ action: SharedAction) -> Self
}

extension ScreenKeyAction {
  /// The screen's action called `rawValue`, if the screen has one by that name.
  public init?(rawValue: String) {
    guard let action = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = action
  }

  // The shared actions under their own names, so key maps read `.down`, not `.shared(.down)`.

  /// Down a line.
  public static var down: Self { .shared(.down) }
  /// Up a line.
  public static var up: Self { .shared(.up) }
  /// Down a screenful.
  public static var pageDown: Self { .shared(.pageDown) }
  /// Up a screenful.
  public static var pageUp: Self { .shared(.pageUp) }
  /// To the first row (a list's name).
  public static var first: Self { .shared(.first) }
  /// To the last row (a list's name).
  public static var last: Self { .shared(.last) }
  /// To the top (a text's name).
  public static var top: Self { .shared(.top) }
  /// To the bottom (a text's name).
  public static var bottom: Self { .shared(.bottom) }
  /// Undo the last change.
  public static var undo: Self { .shared(.undo) }
  /// Redo.
  public static var redo: Self { .shared(.redo) }
  /// Help.
  public static var help: Self { .shared(.help) }
  /// Edit the todo in focus.
  public static var edit: Self { .shared(.edit) }
  /// Delete the todo in focus.
  public static var delete: Self { .shared(.delete) }
  /// Toggle the todo in focus done.
  public static var toggle: Self { .shared(.toggle) }
  /// The todo's notes in the person's editor.
  public static var editNotes: Self { .shared(.editNotes) }
  /// The todo's priority one class up.
  public static var raisePriority: Self { .shared(.raisePriority) }
  /// The todo's priority one class down.
  public static var lowerPriority: Self { .shared(.lowerPriority) }
}
