import Foundation
import TestSupport

/// `Scripts/faulty_proxy.py` on loopback in front of a test server: forwards every request to
/// it, but for one fault on purpose (the server stopping mid-sync, a 500 on one PUT, a cut-off
/// XML answer, slow PUTs). It stands in for a failing network or server, not for the protocol:
/// every other answer is the real server's.
final class FaultyProxy: Sendable {
  /// The port it listens on.
  let port: UInt16
  /// The file it logs each request to.
  private let log: URL
  /// The proxy's process.
  private let process: ScriptServer

  /// Starts a proxy to `server` with `fault` (see the script), on `port` (a free one when nil),
  /// and waits until it accepts connections.
  init(to server: CalDAVTestServer, fault: [String], port: UInt16? = nil) async throws {
    self.port = try port ?? LoopbackPort.free()
    log = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-proxy-\(UUID().uuidString).log")
    process = try await ScriptServer(
      "faulty_proxy.py", ["\(self.port)", "\(server.port)", log.path] + fault, port: self.port,
      what: "the proxy")
  }

  deinit { try? FileManager.default.removeItem(at: log) }

  /// `url` of the server, reached through the proxy.
  func through(_ url: URL) -> URL {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    components?.port = Int(port)
    return components?.url ?? url
  }

  /// The requests logged so far, `METHOD PATH STATUS` each.
  var requests: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// Whether the proxy ends within five seconds (`stop-after` ends it). Waited for: the
  /// client sees the proxy's connections close a moment before the process is seen to end.
  func ends() async throws -> Bool { try await process.ends(within: .seconds(5)) }

  /// Ends the proxy and waits for it.
  func stop() async throws { try await process.stop() }
}
