// The fuzz targets compile this file with `ServerURLRule.swift` into one module of their own.
#if canImport(TodoCore)
  import TodoCore
#endif

/// Why a CalDAV request failed, in words a person can act on. No case carries the password,
/// and no message repeats a response body (which could echo what was sent).
public enum CalDAVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server could not be reached: connection refused, no route, name not found.
  case offline(host: String)
  /// The server took too long to connect or answer.
  case timedOut(host: String)
  /// 401: the server refused the username or password.
  case loginRefused
  /// 403: the account may not do this to this resource.
  case forbidden(path: String)
  /// 404 (or 410): nothing at this path.
  case notFound(path: String)
  /// 412: the resource changed on the server since its ETag was read (or, when creating,
  /// something is already there).
  case preconditionFailed(path: String)
  /// The server's sync token is no longer valid (RFC 6578 §3.2): list everything again.
  case syncTokenExpired
  /// 5xx: the server failed.
  case serverError(status: Int)
  /// Any other status the operation does not expect.
  case unexpectedStatus(method: String, status: Int)
  /// The answer is not the XML (or not the structure) the protocol requires.
  case malformedResponse(String)
  /// The https certificate does not verify (self-signed, expired, wrong name, unknown issuer).
  case certificateNotTrusted(host: String)
  /// Plain http to a host other than this machine (SPEC §11 Security).
  case insecureURL(String)
  /// A URL that is not an absolute http or https URL.
  case invalidURL(String)
  /// An href that points outside the task list (another host, or another folder): nothing
  /// is sent there (SPEC §15).
  case outsideTaskList(String)
  /// An account address that answers as no CalDAV server: neither it nor its
  /// `/.well-known/caldav` answers a PROPFIND, or its principal has no calendar home.
  case notCalDAVServer(String)
  /// An account address whose server names no principal (`current-user-principal`), there or
  /// at `/.well-known/caldav`: the account's task lists cannot be found from it.
  case noPrincipal(String)
  /// An account with no calendar collection that may hold todos.
  case noTaskList(String)
  /// A redirect or href of discovery to another scheme, host or port (or no plain path):
  /// nothing is sent there, for the password would go with it (SPEC §15).
  case otherOrigin(String)
  /// A MKCALENDAR that did not make the task list `name`: the server's status, and the
  /// properties it said it refused (`displayname`, `calendar-color`, …), if it said.
  case listNotMade(name: String, status: Int, refused: [String])
  /// A PROPPATCH that did not set the name (or colour) of a task list to `name`: the failing
  /// status, and the properties not set.
  case listNotChanged(name: String, status: Int, refused: [String])

  /// The message shown after `todo: sync: ` or in the footer.
  public var description: String {
    switch self {
    case .offline(let host): "offline (cannot reach \(host))"
    case .timedOut(let host): "\(host) did not answer in time"
    case .loginRefused: "login refused (check the username and password)"
    case .forbidden(let path): "the server does not allow this on \(path) (403)"
    case .notFound(let path): "nothing at \(path) on the server (404)"
    case .preconditionFailed(let path): "\(path) changed on the server meanwhile (412)"
    case .syncTokenExpired: "the server no longer knows the last sync point"
    case .serverError(let status): "server error (\(status))"
    case .unexpectedStatus(let method, let status):
      "unexpected answer \(status) to \(method)"
    case .malformedResponse(let why): "malformed answer from the server: \(why)"
    case .certificateNotTrusted(let host):
      "the certificate of \(host) does not verify (not trusted, expired or for another name)"
    case .insecureURL(let url):
      "plain http is allowed only to this machine (\(url)): \(ServerURLRule.plainHTTPAdvice)"
    case .invalidURL(let url): "not an http or https URL: \(url)"
    case .outsideTaskList(let href):
      "\(href) is outside the task list (another server, or another folder); nothing is sent there"
    case .notCalDAVServer(let url): "\(url) does not answer as a CalDAV server"
    case .noPrincipal(let url):
      "\(url) names no account (no current-user-principal, nor at /.well-known/caldav)"
    case .noTaskList(let url): "the account at \(url) has no task list (a calendar for todos)"
    case .otherOrigin(let url):
      "the server points to \(url), another server; nothing is sent there"
    case .listNotMade(let name, let status, let refused):
      "the server did not make the list “\(name)” (\(status))\(Self.refusal(refused))"
    case .listNotChanged(let name, let status, let refused):
      "the server did not rename the list to “\(name)” (\(status))\(Self.refusal(refused))"
    }
  }

  /// A few words for a screen's header: `offline`, `login refused`, `server error (500)`.
  public var shortDescription: String {
    switch self {
    case .offline: "offline"
    case .timedOut: "server not answering"
    case .loginRefused: "login refused"
    case .forbidden: "not allowed (403)"
    case .notFound: "task list not found"
    case .preconditionFailed: "changed meanwhile"
    case .syncTokenExpired: "sync point lost"
    case .serverError(let status): "server error (\(status))"
    case .unexpectedStatus(_, let status): "unexpected answer (\(status))"
    case .malformedResponse: "bad answer from server"
    case .certificateNotTrusted: "certificate not trusted"
    case .insecureURL: "http refused"
    case .invalidURL: "bad url"
    case .outsideTaskList: "href outside the list"
    case .notCalDAVServer: "not a CalDAV server"
    case .noPrincipal: "no account found"
    case .noTaskList: "no task list found"
    case .otherOrigin: "points to another server"
    case .listNotMade: "list not made"
    case .listNotChanged: "list not renamed"
    }
  }

  /// What a server refused of a list, in words: `: it refused its colour`, or nothing.
  private static func refusal(_ properties: [String]) -> String {
    guard !properties.isEmpty else { return "" }
    let words = properties.map { property in
      switch property {
      case "displayname": "its name"
      case "calendar-color": "its colour"
      case "supported-calendar-component-set": "to hold only todos"
      default: property
      }
    }
    return ": it refused \(words.joined(separator: " and "))"
  }
}
