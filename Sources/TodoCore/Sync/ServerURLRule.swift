import Foundation

/// The one rule of which URLs may receive the password (SPEC §11, §15): https to any host,
/// plain http only to this machine. The config file and every request ask it alike, so a URL
/// the file accepts is never refused when sent, nor the other way round.
///
/// "This machine" means nothing that must be looked up first: a name is only as local as
/// /etc/hosts or DNS make it (`tasks.localhost`, `127.0.0.1.nip.io` or `127.+0.0.1` can lead
/// anywhere), and so is a number only a resolver reads (`127.1`, `0x7f.0.0.1`, `2130706433`).
/// Plain http goes to:
/// - an IPv4 literal in 127.0.0.0/8 in strict dotted-quad form (as `inet_pton` reads it: the
///   same test by which the HTTP client connects to an address without resolving it);
/// - the IPv6 literal `::1` (in brackets in a URL, in any spelling `inet_pton` reads as ::1;
///   not `::ffff:127.0.0.1`, a mapped form no one needs for a server here);
/// - the name `localhost` itself, in any case (no trailing dot, no subdomain), the one name
///   every system keeps for this machine.
/// A host written with percent-encoding is never this machine.
public enum ServerURLRule {
  /// What the rule says of a URL.
  public enum Verdict: Equatable, Sendable {
    /// It may be contacted: this URL, read from its text as the HTTP client reads it.
    case allowed(URL)
    /// Plain http to another machine: the password would cross the network in clear.
    case plainHTTPElsewhere
    /// Not an absolute http or https URL with a host.
    case notHTTP
  }

  /// What a refusal of plain http tells the person to do instead.
  public static let plainHTTPAdvice =
    "use https, or name a server on this machine as 127.0.0.1, [::1] or localhost"

  /// The verdict on `url`. The HTTP client (AsyncHTTPClient) takes the URL's text and reads
  /// it again, so that reading is the one judged and returned: the rule sees the host the
  /// connection goes to, whatever a `URL` in hand was made from.
  public static func verdict(on url: URL) -> Verdict {
    guard let read = URL(string: url.absoluteString), let scheme = read.scheme?.lowercased(),
      let host = read.host, !host.isEmpty
    else { return .notHTTP }
    switch scheme {
    case "https": return .allowed(read)
    case "http":
      guard let written = read.host(percentEncoded: true), isThisMachine(written) else {
        return .plainHTTPElsewhere
      }
      return .allowed(read)
    default: return .notHTTP
    }
  }

  /// Whether `host`, as a URL writes it (percent-encoded, IPv6 with or without its brackets),
  /// is a literal loopback address or `localhost`.
  static func isThisMachine(_ host: String) -> Bool {
    let bracketed = host.hasPrefix("[") && host.hasSuffix("]")
    let bare = bracketed ? String(host.dropFirst().dropLast()) : host
    guard !bare.contains("%") else { return false }
    if isLoopbackIPv6(bare) { return true }
    return !bracketed && (bare.lowercased() == "localhost" || isLoopbackIPv4(bare))
  }

  /// Whether `text` is an IPv4 address in strict dotted-quad form in 127.0.0.0/8.
  private static func isLoopbackIPv4(_ text: String) -> Bool {
    var address = in_addr()
    guard inet_pton(AF_INET, text, &address) == 1 else { return false }
    return withUnsafeBytes(of: &address) { $0.first } == 127
  }

  /// Whether `text` is an IPv6 address equal to ::1.
  private static func isLoopbackIPv6(_ text: String) -> Bool {
    var address = in6_addr()
    guard inet_pton(AF_INET6, text, &address) == 1 else { return false }
    return withUnsafeBytes(of: &address) { Array($0) } == Array(repeating: 0, count: 15) + [1]
  }
}
