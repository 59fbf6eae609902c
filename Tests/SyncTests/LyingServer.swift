import Foundation
import TestSupport

/// `Scripts/lying_server.py` on loopback: a small CalDAV server of our own, one task list in
/// memory, that lies on purpose as no real server does on demand (hrefs pointing at another
/// host or outside the list, PUTs acknowledged but never stored). It stands in for a hostile or
/// broken server, not for the protocol: the protocol is tested against Radicale and xandikos.
final class LyingServer: Sendable {
  /// The port it listens on, on 127.0.0.1.
  let port: UInt16
  /// The port of its second listener on 127.0.0.2 (`elsewhere`), the other host hrefs name.
  let elsewherePort: UInt16
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
    log = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-hostile-\(UUID().uuidString).log")
    let arguments = switches.map {
      $0.replacingOccurrences(of: "ELSEWHERE", with: "\(elsewherePort)")
    }
    process = try await ScriptServer(
      "lying_server.py", ["\(port)", log.path, "elsewhere", "\(elsewherePort)"] + arguments,
      port: port, what: "the lying server")
  }

  deinit { try? FileManager.default.removeItem(at: log) }

  /// Its task list.
  var taskList: URL {
    get throws { try LoopbackPort.url(port: port, path: "/alice/tasks/") }
  }

  /// The requests logged so far, `HOST:PORT METHOD PATH auth|no-auth` each.
  var requests: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The requests that came to any address but the configured origin, 127.0.0.1:`port`.
  var requestsElsewhere: [String] {
    requests.filter { !$0.hasPrefix("127.0.0.1:\(port) ") }
  }
}
