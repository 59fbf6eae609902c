import Foundation
import TodoCore

/// The URL rules of SPEC §11 Security for each request: `ServerURLRule`, the one rule the
/// config file is read with too, said as a `CalDAVError`.
enum ServerAddress {
  /// `url` as the HTTP client will read it, when it may be contacted; else why not.
  static func checked(_ url: URL) throws(CalDAVError) -> URL {
    switch ServerURLRule.verdict(on: url) {
    case .allowed(let read): read
    case .plainHTTPElsewhere: throw .insecureURL(url.absoluteString)
    case .notHTTP: throw .invalidURL(url.absoluteString)
    }
  }
}
