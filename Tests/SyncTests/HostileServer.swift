import Foundation
import TestSupport

/// `Scripts/hostile_server.py` on loopback: a broken or hostile CalDAV server sending what no
/// real one sends on demand (a task list listing everything whatever the token, with a VTODO
/// of 100,000 nested VALARMs and one holding control characters; XML nested 60,000 deep; raw
/// headers that are not valid HTTP). It stands in for the hostile server of SPEC §15.
final class HostileServer: Sendable {
  /// Its task list.
  let taskListURL: URL
  /// The server's process.
  private let process: ScriptServer

  /// Starts the server in `mode` (see the script) on a free port and waits until it accepts
  /// connections.
  init(_ mode: String) async throws {
    let port = try LoopbackPort.free()
    taskListURL = try LoopbackPort.url(port: port, path: "/alice/tasks/")
    process = try await ScriptServer(
      "hostile_server.py", ["\(port)", mode], port: port, what: "the hostile server")
  }
}
