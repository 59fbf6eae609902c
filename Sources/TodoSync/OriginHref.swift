import Foundation

/// Where an href or redirect met while finding an account's task lists points (a principal, a
/// calendar home, a collection, a `Location`): a URL on the account address's own origin, or
/// nowhere. Discovery walks from the address to places the server names, so each is held to
/// the rule of `HrefPlace` with the origin's root as the collection: the same scheme, host and
/// port, no user, a path that does not climb and does not start `//`. Anything else would send
/// the password to whoever the server names (SPEC §15).
enum OriginHref {
  /// The URL of `href`, found in the answer to a request to `asked`, when it is on `asked`'s
  /// origin; nil otherwise. A relative path is read against `asked`'s folder (RFC 3986 §5.2),
  /// an absolute path or URL as it is; the query and fragment are dropped.
  static func url(_ href: String, answering asked: URL) -> URL? {
    guard !href.isEmpty,
      var origin = URLComponents(url: asked, resolvingAgainstBaseURL: true)
    else { return nil }
    let folder = origin.percentEncodedPath.split(
      separator: "/", omittingEmptySubsequences: false
    ).dropLast().joined(separator: "/")
    origin.percentEncodedPath = "/"
    origin.query = nil
    origin.fragment = nil
    guard let root = origin.url else { return nil }
    let absolute = isRelativePath(href) ? folder + "/" + href : href
    switch HrefPlace(absolute, in: root) {
    case .outside: return nil
    case .collection: origin.percentEncodedPath = "/"
    case .inside(let path): origin.percentEncodedPath = path
    }
    return origin.url
  }

  /// Whether `href` is a relative-path reference (RFC 3986 §4.2): it starts with neither `/`
  /// nor a scheme, which a `:` in its first segment would make of it.
  private static func isRelativePath(_ href: String) -> Bool {
    guard !href.hasPrefix("/") else { return false }
    let firstSegment = href.utf8.prefix {
      $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
    }
    return !firstSegment.contains(UInt8(ascii: ":"))
  }
}
