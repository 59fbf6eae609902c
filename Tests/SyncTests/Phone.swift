import Foundation
import TestSupport

/// Another CalDAV client on the same task list: the Python `caldav` library run by
/// `Scripts/phone.py`, as a phone would be. The login goes in through the environment.
struct Phone {
  /// The server the phone logs in to.
  let server: CalDAVTestServer
  /// The task list it works on.
  let list: URL

  /// The script, found next to this source file.
  private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts/phone.py").path

  /// Saves a new todo with `uid` and `summary`.
  func add(uid: String, summary: String) async throws {
    _ = try await run(["add", uid, summary])
  }

  /// Changes the summary of the todo with `uid`.
  func edit(uid: String, summary: String) async throws {
    _ = try await run(["edit", uid, summary])
  }

  /// The summary of the todo with `uid`, as the phone reads it.
  func summary(uid: String) async throws -> String {
    try await run(["summary", uid]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs the script with `arguments` and returns its output; throws if it fails.
  private func run(_ arguments: [String]) async throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["CALDAV_USERNAME"] = server.username
    environment["CALDAV_PASSWORD"] = server.password
    let process = try ChildProcess(
      "/usr/bin/env", ["python3", Self.script, list.absoluteString] + arguments,
      environment: environment)
    let finished = try await process.finish(timeout: .seconds(30))
    guard finished.termination == .exited(0) else {
      throw PhoneError.failed(String(decoding: finished.error, as: UTF8.self))
    }
    return String(decoding: finished.output, as: UTF8.self)
  }
}

/// Why the phone failed.
enum PhoneError: Error {
  /// The script ended with an error; what it printed.
  case failed(String)
}
