import Foundation

/// The URL rules of SPEC §11 Security: https anywhere, plain http only to this machine.
enum ServerAddress {
  /// `url` when it may be contacted; else why not.
  static func checked(_ url: URL) throws(CalDAVError) -> URL {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      throw .invalidURL(url.absoluteString)
    }
    switch scheme {
    case "https": return url
    case "http":
      guard isLoopback(host) else { throw .insecureURL(url.absoluteString) }
      return url
    default: throw .invalidURL(url.absoluteString)
    }
  }

  /// Whether `host` names this machine: `localhost`, 127.0.0.0/8 or `::1`.
  static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" {
      return true
    }
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127"
      && parts.allSatisfy { UInt8($0) != nil }
  }
}
