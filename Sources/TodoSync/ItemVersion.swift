/// One calendar object resource as listed: where it is and which version it is.
public struct ItemVersion: Sendable, Hashable {
  /// Its href on the server, a percent-encoded absolute path (`/alice/tasks/x.ics`).
  public let href: String
  /// Its entity tag, quotes included as the server sent it; nil when the server gave none.
  public let etag: String?

  /// A resource at `href` in version `etag`.
  public init(href: String, etag: String?) {
    self.href = href
    self.etag = etag
  }
}
