/// A footer line, as every screen's footer shows it: key hints, or a status or error message.
public struct StatusLine: Equatable, Sendable {
  /// What it says.
  public var text: String
  /// Errors are drawn in the danger colour.
  public var isError: Bool

  /// Makes a footer line.
  public init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}
