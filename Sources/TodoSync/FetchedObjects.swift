/// The answer to a multiget: the bodies found and the hrefs the server no longer has.
public struct FetchedObjects: Sendable, Equatable {
  /// The objects found, in the server's order.
  public let objects: [CalendarObject]
  /// Hrefs asked for that the server answered 404 for (deleted meanwhile).
  public let missing: [String]
  /// Hrefs in the answer, as the server wrote them, that point outside the collection
  /// (`HrefPlace`): left alone.
  public let refused: [String]
}
