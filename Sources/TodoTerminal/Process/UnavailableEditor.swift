/// The editor of an environment that has none (tests, a replay without `$EDITOR`): every
/// edit fails at once, saying why, and nothing is run.
public struct UnavailableEditor: TextEditor, Sendable {
  /// Why there is no editor, as the footer will say it.
  public let reason: String

  /// A stand-in that fails for `reason`.
  public init(reason: String = "no editor is set up here") {
    self.reason = reason
  }

  /// Fails: there is no editor to run.
  public func edit(_ text: String, fileName: String) -> TextEditOutcome {
    .failed(reason)
  }
}
