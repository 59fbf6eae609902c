/// Why a form was not accepted.
public enum FormRejection: Error, Equatable, Sendable {
  /// The title is empty or only white space.
  case emptyTitle

  /// The sentence the dialog shows.
  public var message: String {
    switch self {
    case .emptyTitle: "Title must not be empty"
    }
  }
}
