import Foundation
import TodoCore

/// One spelling for every href, so the same resource compares equal however a server writes
/// it: Radicale sends `ada%40example.org.ics` for what xandikos sends as `ada@example.org.ics`.
/// Each path segment is percent-decoded and encoded again with only the unreserved
/// characters of RFC 3986 §2.3 left as they are; `/` between segments stays, an encoded `%2F`
/// inside one stays encoded.
enum HrefPath {
  /// Characters left unencoded in a segment.
  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  /// The canonical spelling of the percent-encoded absolute path `path`. It is split at `/`
  /// bytes, not characters: a combining mark after a `/` makes one character of the two.
  static func canonical(_ path: String) -> String {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
      let segment = String(decoding: $0, as: UTF8.self)
      let decoded = segment.removingPercentEncoding ?? segment
      return decoded.addingPercentEncoding(withAllowedCharacters: unreserved) ?? decoded
    }.joined(separator: "/")
  }

  /// Whether the percent-encoded `path` climbs: has a `.` or `..` segment once every `%XX` is
  /// undone, `%2F` included, since a server may decode the whole path before it resolves dot
  /// segments (Radicale does): `..%2F..%2Fother` is `../../other` there.
  static func climbs(_ path: String) -> Bool {
    decodedBytes(path).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      .contains { $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }
  }

  /// The bytes of `path` with every `%XX` replaced by the byte it encodes, whatever it is.
  private static func decodedBytes(_ path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var rest = Substring(path).utf8
    while let byte = rest.popFirst() {
      if byte == UInt8(ascii: "%"), let high = rest.first.flatMap(HexDigit.value),
        let low = rest.dropFirst().first.flatMap(HexDigit.value)
      {
        bytes.append(high << 4 | low)
        rest = rest.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }

}

/// Where a server's href points, seen from the task list (SPEC §15: a hostile server gets
/// nothing). The rule: the href is resolved against the collection's URL (RFC 3986 §5); it is
/// inside only when the result has the collection's scheme, host and port, no user, and a path
/// below the collection's own that does not climb with `.` or `..` even once its
/// percent-encoding is undone (`HrefPath.climbs`) and does not start `//`. Everything else is
/// outside: nothing is fetched from, written to or deleted at it, so neither the password nor
/// a todo goes anywhere else.
enum HrefPlace: Equatable {
  /// The collection itself (its own entry in a listing).
  case collection
  /// A resource in the collection, at this canonical absolute path (`HrefPath`).
  case inside(String)
  /// Another scheme, host or port, or a path outside the collection.
  case outside

  /// Where `href` (an absolute URL, a network-path reference `//host/…`, or a path, absolute
  /// or relative) points once resolved against `collection`.
  init(_ href: String, in collection: URL) {
    self = .outside
    let scheme = Self.scheme(of: href)
    let isPath = !href.hasPrefix("//") && scheme == nil
    guard let base = URLComponents(url: collection, resolvingAgainstBaseURL: true),
      // Foundation's URL may read a scheme as a path's first segment (when a character
      // needs encoding): another scheme is refused before it reads anything.
      scheme.map({ $0.lowercased() == base.scheme?.lowercased() }) ?? true,
      let url = URL(string: isPath ? HrefPath.canonical(href) : href, relativeTo: collection)?
        .absoluteURL,
      let resolved = URLComponents(url: url, resolvingAgainstBaseURL: true),
      resolved.scheme?.lowercased() == base.scheme?.lowercased(),
      resolved.host?.lowercased() == base.host?.lowercased(),
      Self.port(of: resolved) == Self.port(of: base),
      resolved.user == nil, resolved.password == nil
    else { return }
    let path = HrefPath.canonical(resolved.percentEncodedPath)
    // A path starting `//` (a list at the root, and `/.//host/…`) reads as a host once written
    // back as an href, as every later PUT and DELETE writes it.
    guard !HrefPath.climbs(path), !path.hasPrefix("//") else { return }
    let own = HrefPath.canonical(base.percentEncodedPath)
    let folder = own.hasSuffix("/") ? own : own + "/"
    if path == own || path == folder || path + "/" == folder {
      self = .collection
    } else if path.hasPrefix(folder) {
      self = .inside(path)
    }
  }

  /// The scheme `href` starts with (RFC 3986 §3.1: a letter, then letters, digits, `+`, `-`
  /// or `.`, then `:`), which makes it a URL of that scheme and no path, however it goes on.
  /// Read in bytes, not characters: a combining mark after the `:` makes it part of another
  /// character.
  private static func scheme(of href: String) -> String? {
    let bytes = href.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first,
      isLetter(first),
      bytes[..<colon].allSatisfy({
        isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
      })
    else { return nil }
    return String(decoding: bytes[..<colon], as: UTF8.self)
  }

  /// Whether `byte` is an ASCII letter.
  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// The port `components` names, or its scheme's default.
  private static func port(of components: URLComponents) -> Int {
    components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
  }
}
