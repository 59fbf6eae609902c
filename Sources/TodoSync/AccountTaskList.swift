import Foundation

/// One task list of an account, as discovery found it in a calendar home (or the one collection
/// an address names): what `todo sync` needs to pair it with a local list of the same name and
/// to follow its changes.
public struct AccountTaskList: Sendable, Equatable {
  /// The collection's URL, on the account address's origin.
  public let url: URL
  /// Its display name; nil when it has none.
  public let displayName: String?
  /// Its `calendar-color` as the server wrote it (`#FF0000FF`, `#ff0000`); nil when none.
  /// Kept as text: clients write six or eight hex digits, and what `todo` does not show it
  /// should hand back unchanged.
  public let color: String?
  /// Its current sync token when the server offers `sync-collection` (RFC 6578), as
  /// `TaskListInfo` has it; nil when it does not.
  public let syncToken: String?

  /// A task list at `url` with `properties` as read from the server.
  init(url: URL, properties: CollectionProperties) {
    self.url = url
    displayName = properties.displayName
    color = properties.color
    syncToken = properties.syncToken
  }
}
