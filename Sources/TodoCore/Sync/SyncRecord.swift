/// What sync remembers of one todo on the server (SPEC §11 "Nothing lost"): where it is, which
/// version of it this store last saw, and the VTODO both sides last agreed on, the base of the
/// three-way merge.
public struct SyncRecord: Equatable, Sendable {
  /// Its href on the server (a percent-encoded absolute path).
  public var href: String
  /// The server's ETag of the version last seen; nil when the server gave none.
  public var etag: String?
  /// The VTODO (iCalendar text) both sides held when they last agreed.
  public var base: String

  /// Makes a record.
  public init(href: String, etag: String?, base: String) {
    self.href = href
    self.etag = etag
    self.base = base
  }
}
