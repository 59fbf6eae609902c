import Foundation

/// A finished HTTP exchange as the client needs it: status, the headers it reads, the body.
struct DAVResponse: Sendable {
  /// The HTTP status code.
  let status: Int
  /// The `ETag` header, when present.
  let etag: String?
  /// The whole body.
  let body: Data
  /// The `Location` header, when present: where a redirect points (followed only by
  /// discovery, and only on the same origin).
  var location: String? = nil
}
