/// An action several screens share, under the one name every key map and configuration file
/// gives it (`down`, `page_down`, `undo`, `edit_notes`…). A screen's action enum embeds it as a
/// case (`ScreenKeyAction`), so what it asks is written once, in `ScreenCommand(_:)`, and a
/// view sends all of them in one line. `first`/`last` and `top`/`bottom` are the same move
/// under the names the lists and the scrolling texts have always used.
public enum SharedAction: String, CaseIterable, Hashable, Sendable {
  case down, up, pageDown = "page_down", pageUp = "page_up", first, last, top, bottom
  case undo, redo, help, edit, delete, toggle, editNotes = "edit_notes"
  case raisePriority = "raise_priority", lowerPriority = "lower_priority"
}
