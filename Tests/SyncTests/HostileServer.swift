import Foundation
import TestSupport

/// `Scripts/hostile_server.py` on loopback: a small CalDAV server of our own, one task list in
/// memory, hostile or broken on purpose as no real server is on demand (hrefs pointing at
/// another host or outside the list, PUTs acknowledged but never stored, todos nested 100,000
/// deep, answers that are not valid HTTP, that never end, trickle or are very large). It
/// stands in for the hostile server of SPEC §15, not for the protocol: the protocol is tested
/// against Radicale, xandikos and Cyrus.
final class HostileServer: Sendable {
  /// The port it listens on, on 127.0.0.1.
  let port: UInt16
  /// The port of its second listener on 127.0.0.2 (`elsewhere`), the other host hrefs name.
  let elsewherePort: UInt16
  /// Its task list.
  let taskList: URL
  /// The file it logs each request to.
  private let log: URL
  /// The server's process.
  private let process: ScriptServer

  /// Starts the server with `switches` (see the script; `ELSEWHERE` in one stands for
  /// `elsewherePort`) and waits until it accepts connections.
  init(_ switches: [String]) async throws {
    let port = try LoopbackPort.free()
    let elsewherePort = try LoopbackPort.free()
    self.port = port
    self.elsewherePort = elsewherePort
    taskList = try LoopbackPort.url(port: port, path: "/alice/tasks/")
    log = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-hostile-\(UUID().uuidString).log")
    let arguments = switches.map {
      $0.replacingOccurrences(of: "ELSEWHERE", with: "\(elsewherePort)")
    }
    process = try await ScriptServer(
      "hostile_server.py", ["\(port)", log.path, "elsewhere", "\(elsewherePort)"] + arguments,
      port: port, what: "the hostile server")
  }

  deinit { try? FileManager.default.removeItem(at: log) }

  /// The requests logged so far, `HOST:PORT METHOD PATH BODY auth|no-auth` each (BODY: the
  /// root element of the request's body, `sync-collection` for instance, or `-`).
  var requests: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The requests that came to any address but the configured origin, 127.0.0.1:`port`.
  var requestsElsewhere: [String] {
    requests.filter { !$0.hasPrefix("127.0.0.1:\(port) ") }
  }

  /// How many `sync-collection` REPORTs it was sent.
  var syncReports: Int {
    requests.filter { $0.contains(" REPORT ") && $0.contains(" sync-collection ") }.count
  }
}
