import Foundation
import TestSupport

/// `Scripts/hostile_server.py` on loopback: a broken or hostile CalDAV server sending what no
/// real one sends on demand (a task list listing everything whatever the token, with a VTODO
/// of 100,000 nested VALARMs and one holding control characters; XML nested 60,000 deep; raw
/// headers that are not valid HTTP). It stands in for the hostile server of SPEC §15.
final class HostileServer: Sendable {
  /// The script, found next to this source file.
  private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts/hostile_server.py").path

  /// Its task list.
  let taskListURL: URL
  /// The server process.
  private let process: ChildProcess

  /// Starts the server in `mode` (see the script) on a free port and waits until it accepts
  /// connections.
  init(_ mode: String) async throws {
    let port = try LoopbackPort.free()
    taskListURL = try LoopbackPort.url(port: port, path: "/alice/tasks/")
    process = try ChildProcess(
      "/usr/bin/env", ["python3", Self.script, "\(port)", mode], output: .nullDevice,
      error: .nullDevice)
    let started = try await Polling.until(.now + .seconds(60)) { [process] in
      !process.isRunning || LoopbackPort.accepts(port)
    }
    guard started, process.isRunning else {
      throw PhoneError.failed("the hostile server did not start")
    }
  }

  deinit {
    process.kill()
    _ = process.waitBlocking(timeout: .seconds(5))
  }
}
