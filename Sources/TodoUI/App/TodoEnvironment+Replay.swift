import Foundation
import TodoConfig
import TodoCore
import TodoTerminal

extension TodoEnvironment {
  /// The environment of a replay over `store`, for `todo replay` and the screen tests alike
  /// (so a golden screen is what the command prints): the replay clock (2026-01-05 09:00 UTC,
  /// one minute per change) and UTC, so screens repeat exactly. `E` runs the editor that
  /// `variables` (the process environment, or a test's) name in `$VISUAL` or `$EDITOR`, a
  /// script standing in for the person, and never a `vi` nobody asked for. Keys and view are
  /// the defaults unless given (a screen test's configuration file).
  public static func replay(
    store: any TodoStore, variables: [String: String], keyMaps: KeyMaps = .defaults,
    view: ViewPreferences = ViewPreferences()
  ) -> TodoEnvironment {
    let named = ["VISUAL", "EDITOR"].contains {
      !(variables[$0] ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }
    return TodoEnvironment(
      store: store, clock: SteppingClock.replay(),
      timeZone: TimeZone(identifier: "UTC") ?? .current, keyMaps: keyMaps,
      editor: named
        ? ExternalEditor(environment: variables)
        : UnavailableEditor(reason: "replay runs $VISUAL or $EDITOR; neither is set"),
      startingView: view.startingView, dayFormat: view.dayFormat)
  }
}
