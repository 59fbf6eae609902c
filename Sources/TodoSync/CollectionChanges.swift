/// What changed in a collection since a sync token (RFC 6578 `sync-collection`).
public struct CollectionChanges: Sendable, Equatable {
  /// Resources created or changed since the token, with their new ETags.
  public let changed: [ItemVersion]
  /// Hrefs of resources deleted since the token.
  public let deleted: [String]
  /// The token to ask with next time.
  public let syncToken: String
  /// Hrefs, as the server wrote them, that point outside the collection (`HrefPlace`): left
  /// alone.
  public let refused: [String]
}
