import Foundation
import TestSupport

/// The phone (`Scripts/phone.py batch`, the Python `caldav` library) kept running for a whole
/// test, so Python starts once: operations go in on its standard input, and each answer is one
/// line of its output file, read as it comes. The login goes in through the environment.
final class PhoneSession {
  /// The script, found next to this source file.
  private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts/phone.py").path

  /// The phone's process.
  private let process: ChildProcess
  /// The file its answers go to.
  private let answers: URL
  /// How many answers have been read.
  private var read = 0

  /// Starts the phone on `list` of `server`.
  init(server: CalDAVTestServer, list: URL) throws {
    answers = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-phone-\(UUID().uuidString).jsonl")
    _ = FileManager.default.createFile(atPath: answers.path, contents: nil)
    var environment = ProcessInfo.processInfo.environment
    environment["CALDAV_USERNAME"] = server.username
    environment["CALDAV_PASSWORD"] = server.password
    process = try ChildProcess(
      "/usr/bin/env", ["python3", Self.script, list.absoluteString, "batch"],
      environment: environment, input: .pipe, output: .file(answers.path))
  }

  deinit {
    process.input?.close()
    if process.waitBlocking(timeout: .seconds(5)) == nil { process.kill() }
    try? FileManager.default.removeItem(at: answers)
  }

  /// Runs `operations` in order and returns their answers; throws at the first that failed.
  @discardableResult
  func run(_ operations: [PhoneOperation]) async throws -> [PhoneAnswer] {
    guard !operations.isEmpty else { return [] }
    let encoder = JSONEncoder()
    var lines = ""
    for operation in operations {
      lines += String(decoding: try encoder.encode(operation), as: UTF8.self) + "\n"
    }
    try process.input?.write(lines)
    let wanted = read + operations.count
    var found: [Substring] = []
    let done = try await Polling.until(.now + .seconds(60)) { [answers] in
      let text = (try? String(contentsOf: answers, encoding: .utf8)) ?? ""
      // Only whole lines: the last may still be being written.
      found = Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
      return found.count >= wanted || !self.process.isRunning
    }
    guard done, found.count >= wanted else {
      throw PhoneError.failed("the phone stopped or did not answer (\(found.count) of \(wanted))")
    }
    let decoder = JSONDecoder()
    let result = try found[read..<wanted].map {
      try decoder.decode(PhoneAnswer.self, from: Data($0.utf8))
    }
    read = wanted
    for (operation, answer) in zip(operations, result) {
      if let error = answer.error { throw PhoneError.failed("\(operation.op): \(error)") }
    }
    return result
  }

  /// Every todo on the list by UID, and the UIDs held twice.
  func list() async throws -> (todos: [String: TodoView], duplicates: [String]) {
    let answer = try await run([.list])[0]
    return (answer.todos ?? [:], answer.duplicates ?? [])
  }
}
