import Foundation
import TestSupport

/// `Scripts/routed_responder.py` on loopback: a tiny HTTP server answering each method and path
/// with a canned answer and anything else 404, with a second listener on 127.0.0.2 that logs
/// what reaches it. It stands in for a server whose discovery answers are odd or hostile
/// (redirects elsewhere, hrefs to another host, thousands of collections), which Radicale and
/// xandikos never give on demand; the protocol itself is tested against them.
final class RoutedResponder: Sendable {
  /// A canned answer: `{port}` and `{elsewhere}` in a header or the body stand for `port` and
  /// `elsewherePort`.
  struct Answer: Encodable {
    /// The HTTP status.
    var status: Int
    /// Headers besides the content type and length.
    var headers: [String: String] = [:]
    /// The body.
    var body: String = ""
  }

  /// The port it listens on, on 127.0.0.1.
  let port: UInt16
  /// The port of its second listener, on 127.0.0.2.
  let elsewherePort: UInt16
  /// Its root, `http://127.0.0.1:PORT/`.
  let root: URL
  /// The file it logs each request to.
  private let log: URL
  /// The file its answers are read from.
  private let routes: URL
  /// The server's process.
  private let process: ScriptServer

  /// Starts a responder giving `answers` (by `"METHOD /path"`) and waits until it accepts
  /// connections.
  init(_ answers: [String: Answer]) async throws {
    port = try LoopbackPort.free()
    elsewherePort = try LoopbackPort.free()
    root = try LoopbackPort.url(port: port, path: "/")
    let folder = FileManager.default.temporaryDirectory
    let name = "todo-routed-\(UUID().uuidString)"
    log = folder.appendingPathComponent("\(name).log")
    routes = folder.appendingPathComponent("\(name).json")
    try JSONEncoder().encode(answers).write(to: routes)
    process = try await ScriptServer(
      "routed_responder.py", ["\(port)", log.path, routes.path, "\(elsewherePort)"], port: port,
      what: "the routed responder")
  }

  deinit {
    try? FileManager.default.removeItem(at: log)
    try? FileManager.default.removeItem(at: routes)
  }

  /// The requests logged so far, `HOST:PORT METHOD PATH auth|no-auth` each.
  var requests: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The requests that came to any address but 127.0.0.1:`port`.
  var requestsElsewhere: [String] {
    requests.filter { !$0.hasPrefix("127.0.0.1:\(port) ") }
  }

  /// A 207 multistatus of `responses` (each a `<response>…</response>`), in the `DAV:` namespace
  /// by default, `C` for CalDAV and `I` for Apple's iCal properties.
  static func multistatus(_ responses: [String]) -> Answer {
    Answer(
      status: 207,
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
        xmlns:I="http://apple.com/ns/ical/">\(responses.joined())</multistatus>
        """)
  }

  /// One `<response>` for `href` holding `properties` (XML text) with status 200.
  static func response(_ href: String, _ properties: String) -> String {
    "<response><href>\(href)</href><propstat><prop>\(properties)</prop>"
      + "<status>HTTP/1.1 200 OK</status></propstat></response>"
  }
}
