/// The todos cannot be written in the format asked for; says which and why.
public struct ExportError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public let description: String

  /// Makes the error.
  public init(_ description: String) {
    self.description = description
  }
}
