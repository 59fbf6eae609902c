import TodoCore
import TodoTerminal

// The footer sentences of lists (SPEC §17): which list the list screen shows after the Lists
// screen's Enter.
extension StatusText {
  /// After Enter on the Lists screen: `Showing the list "Work"`, or `Showing every list`.
  public static func showing(_ settings: ViewSettings) -> String {
    guard let list = settings.list else { return "Showing every list" }
    return sentence("Showing the list", DisplayWidth.visible(list), width: 60)
  }
}
