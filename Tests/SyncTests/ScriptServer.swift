import Foundation
import TestSupport

/// A Python script of `Scripts/` serving on a loopback port (the fault proxy, the hostile
/// server): started, waited for until it accepts connections, and ended when this goes away.
/// One place for what each of them would otherwise repeat.
final class ScriptServer: Sendable {
  /// The script's process.
  private let process: ChildProcess

  /// Runs `Scripts/NAME` with `arguments` and waits (a minute at most) until it accepts
  /// connections on `port`; throws naming `what` when it does not.
  init(_ name: String, _ arguments: [String], port: UInt16, what: String) async throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Scripts/\(name)").path
    process = try ChildProcess(
      "/usr/bin/env", ["python3", script] + arguments, output: .nullDevice, error: .nullDevice)
    let started = try await Polling.until(.now + .seconds(60)) { [process] in
      !process.isRunning || LoopbackPort.accepts(port)
    }
    guard started, process.isRunning else { throw PhoneError.failed("\(what) did not start") }
  }

  deinit {
    process.kill()
    _ = process.waitBlocking(timeout: .seconds(5))
  }

  /// Whether it ends by itself within `timeout`.
  func ends(within timeout: Duration) async throws -> Bool {
    try await process.wait(timeout: timeout) != nil
  }

  /// Ends it and waits for it.
  func stop() async throws {
    process.kill()
    _ = try await process.wait(timeout: .seconds(5))
  }
}
