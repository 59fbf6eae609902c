import Foundation
import Testing

/// Runs the real `todo` binary with a controlled environment, in a temporary folder.
struct Binary {
  /// The binary: `$TODO_BINARY` (the Makefile sets it), else `.build/debug/todo`.
  static let path: String = {
    if let path = ProcessInfo.processInfo.environment["TODO_BINARY"], !path.isEmpty {
      return path
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/todo").path
  }()

  /// What one run printed and how it ended.
  struct Result {
    let status: Int32
    let output: String
    let error: String
  }

  /// Runs `todo arguments` with only `environment` (plus LANG and PATH), stdin from
  /// `input` or /dev/null; fails the test if the binary is missing.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
    executable: String? = nil
  ) throws -> Result {
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "no todo binary at \(path): run `swift build` (or `make test`) first")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? path)
    process.arguments = arguments
    var env = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    env.merge(environment) { $1 }
    process.environment = env
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(input)
      try stdin.fileHandleForWriting.close()
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder {
  /// The folder.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// A path inside the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
