/// Failures every store reports the same way.
public enum TodoStoreError: Error, Equatable, CustomStringConvertible {
  /// No item has this id (another instance may have deleted it).
  case notFound(TodoID)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .notFound(let id): "todo \(id) no longer exists"
    }
  }
}
