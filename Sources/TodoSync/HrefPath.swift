import Foundation

/// One spelling for every href, so the same resource compares equal however a server writes
/// it: Radicale sends `ada%40example.org.ics` for what xandikos sends as `ada@example.org.ics`.
/// Each path segment is percent-decoded and encoded again with only the unreserved
/// characters of RFC 3986 §2.3 left as they are; `/` between segments stays, an encoded `%2F`
/// inside one stays encoded.
enum HrefPath {
  /// Characters left unencoded in a segment.
  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  /// The canonical spelling of the percent-encoded absolute path `path`.
  static func canonical(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      let decoded = String(segment).removingPercentEncoding ?? String(segment)
      return decoded.addingPercentEncoding(withAllowedCharacters: unreserved) ?? decoded
    }.joined(separator: "/")
  }
}
