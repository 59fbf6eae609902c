/// A task list's todos as a calendar-query lists them.
public struct CollectionListing: Sendable, Equatable {
  /// The todos in the list, with their ETags.
  public let versions: [ItemVersion]
  /// Hrefs, as the server wrote them, that point outside the list (`HrefPlace`): left alone.
  public let refused: [String]
}
