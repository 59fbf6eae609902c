/// The store could not be opened or used; the message names the path.
public struct StoreError: Error, Equatable, CustomStringConvertible {
  /// The store file.
  public let path: String
  /// What went wrong.
  public let reason: String

  /// Makes an error about the store at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `<path>: <reason>`.
  public var description: String { "\(path): \(reason)" }
}
