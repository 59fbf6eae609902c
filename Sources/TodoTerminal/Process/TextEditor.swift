/// Lets the person edit a text and waits until they are done: their own editor
/// (`ExternalEditor`), or, where no editor may run (tests, a replay without one), a stand-in.
public protocol TextEditor {
  /// Edits `text` in a file called `fileName` (the name an editor shows, and picks a mode
  /// by); says what came of it.
  func edit(_ text: String, fileName: String) -> TextEditOutcome
}
