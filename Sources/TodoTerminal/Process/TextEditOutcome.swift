/// What an edit in the person's editor came to.
public enum TextEditOutcome: Equatable, Sendable {
  /// The file was saved with this text.
  case saved(String)
  /// The editor ended without changing the text (quit without saving, or saved it as it
  /// was, give or take final line breaks).
  case unchanged
  /// The editor could not run, failed, or left something that is not text: nothing
  /// changes, and this says why.
  case failed(String)
}
