import Foundation
import TestSupport
import Testing

/// Runs the real `todo` binary with a controlled environment, in a temporary folder.
struct Binary {
  /// The binary: `$TODO_BINARY` (the Makefile sets it), else `.build/debug/todo`.
  static let path = BuiltTodo.path

  /// What one run printed and how it ended.
  struct Result {
    /// How it ended.
    let termination: Termination
    let output: String
    let error: String

    /// The exit status, or nil when a signal ended it.
    var status: Int32? { termination.exitStatus }
  }

  /// How long one run may take before it is killed and the test fails (a hung binary must
  /// not hang the suite).
  static let timeout = Duration.seconds(60)

  /// Runs `todo arguments` with only `environment` (plus LANG and PATH), stdin from
  /// `input` or /dev/null, in `directory` (the system's temporary folder unless given, so a
  /// relative path can never land in the working tree); fails the test if the binary is
  /// missing. `standardInput` and `standardOutput`, when given, connect those streams
  /// otherwise (a closed one, `/dev/full`); the output is then not captured.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
    executable: String? = nil, directory: String? = nil, standardInput: ChildInput? = nil,
    standardOutput: ChildOutput = .capture
  ) throws -> Result {
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "no todo binary at \(path): run `swift build` (or `make test`) first")
    var env = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    env.merge(environment) { $1 }
    let process = try ChildProcess(
      executable ?? path, arguments, environment: env,
      directory: directory ?? FileManager.default.temporaryDirectory.path,
      input: standardInput ?? (input == nil ? .nullDevice : .pipe), output: standardOutput)
    if let input, let pipe = process.input {
      try pipe.write(input)
      pipe.close()
    }
    let finished = try process.finishBlocking(timeout: timeout)
    return Result(
      termination: finished.termination, output: finished.outputText, error: finished.errorText)
  }
}

/// A file's bytes and modification time, to show it was left exactly as it was.
struct FileState: Equatable {
  let bytes: Data
  let modified: Date?

  init(_ path: String) throws {
    bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }
}

/// Runs `command` with `arguments` (no shell, its output thrown away) and fails the test when
/// it does not exit 0.
func runTool(_ command: String, _ arguments: [String]) throws {
  let finished = try ChildProcess(
    "/usr/bin/env", [command] + arguments,
    environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
    output: .nullDevice
  ).finishBlocking(timeout: Binary.timeout)
  try #require(
    finished.termination == .exited(0),
    "\(command) \(arguments) failed (\(finished.termination)): \(finished.errorText)")
}

/// Whether the tests run as root, who may read and write any file whatever its mode.
let runningAsRoot = getuid() == 0

/// `todo arguments` run as a user that file modes apply to: nobody when the tests run as
/// root (through `setpriv`), else the user running them; its standard output as given.
func runUnprivileged(
  _ arguments: [String], output: ChildOutput = .capture
) throws
  -> Binary.Result
{
  guard runningAsRoot else { return try Binary.run(arguments, standardOutput: output) }
  return try Binary.run(
    ["--reuid=65534", "--regid=65534", "--clear-groups", Binary.path] + arguments,
    executable: "/usr/bin/setpriv", standardOutput: output)
}

/// Gives `paths` to the user `runUnprivileged` runs as (nobody, when we are root).
func handToUnprivileged(_ paths: [String]) throws {
  guard runningAsRoot else { return }
  for path in paths {
    try FileManager.default.setAttributes(
      [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: path)
  }
}
