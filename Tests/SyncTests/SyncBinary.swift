import Foundation
import TestSupport

/// The real `todo` binary run as `todo sync` on a store, with a config.toml of its own (mode
/// 600) in a temporary XDG_CONFIG_HOME naming a task list, and the password from a
/// `password_command` that reads a file or from `TODO_SYNC_PASSWORD`.
final class SyncBinary {
  /// The binary: `$TODO_BINARY` (the Makefile sets it), else `.build/debug/todo`.
  static let path = BuiltTodo.path
  /// The sync program beside it, which `todo sync` becomes.
  static let programPath = URL(fileURLWithPath: path).deletingLastPathComponent()
    .appendingPathComponent("todo-sync").path

  /// Where the password comes from.
  enum PasswordSource {
    /// A `password_command` printing the password from a file (never on a command line).
    case command
    /// `TODO_SYNC_PASSWORD`.
    case environment
  }

  /// The folder holding the configuration.
  private let folder: URL
  /// The environment each run gets.
  let environment: [String: String]
  /// The store synced.
  let store: String
  /// The password, which `todo-sync --watch` reads from its input as the app gives it.
  private let password: String

  /// A binary syncing `store` with `list` as `username` with `password`, given by `source`.
  init(
    store: String, list: URL, username: String, password: String, source: PasswordSource
  ) throws {
    self.store = store
    self.password = password
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-sync-binary-\(UUID().uuidString)")
    let config = folder.appendingPathComponent("config/todo")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let secret = folder.appendingPathComponent("secret")
    try Data("\(password)\n".utf8).write(to: secret)
    var lines = [
      "[sync]", "url = \"\(list.absoluteString)\"", "username = \"\(username)\"",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TODO_SYNC_PASSWORD")
    switch source {
    case .command: lines.append("password_command = \"cat '\(secret.path)'\"")
    case .environment: environment["TODO_SYNC_PASSWORD"] = password
    }
    let file = config.appendingPathComponent("config.toml")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["HOME"] = folder.path
    environment.removeValue(forKey: "TODO_STORE")
    self.environment = environment
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The command line of `todo sync` (with `options`).
  func syncCommand(_ options: [String] = []) -> [String] {
    [Self.path, "sync", "--store", store] + options
  }

  /// The command line of one sync by `todo-sync` itself, as `todo sync` runs it (after
  /// reading the configuration itself too).
  var programCommand: [String] { [Self.programPath, "--store", store] }

  /// Starts `todo sync` (with `options`) without waiting for it.
  func start(_ options: [String] = []) throws -> ChildProcess {
    let command = syncCommand(options)
    return try ChildProcess(command[0], Array(command.dropFirst()), environment: environment)
  }

  /// Runs `todo sync` (with `options`) to its end (at most a minute).
  func run(_ options: [String] = []) async throws -> FinishedProcess {
    try await start(options).finish(timeout: .seconds(60))
  }

  /// Runs `todo-sync --watch` as the app does (the password on its input) until a status line
  /// says its first sync ended (`synced …` or `failed …`, at most two minutes), then ends its
  /// input as the app does when it quits; the status lines it wrote.
  func watchFirstSync() async throws -> [String] {
    let program = Self.programPath
    let statusFile = folder.appendingPathComponent("status").path
    let child = try ChildProcess(
      program, ["--store", store, "--watch"], environment: environment, input: .pipe,
      output: .file(statusFile))
    try child.input?.write(password + "\n")
    let lines = {
      ((try? String(contentsOfFile: statusFile, encoding: .utf8)) ?? "")
        .split(separator: "\n").map(String.init)
    }
    _ = try await Polling.until(.now + .seconds(120)) {
      lines().contains { $0.hasPrefix("synced ") || $0.hasPrefix("failed ") }
    }
    child.input?.close()
    _ = try await child.finish(timeout: .seconds(30))
    return lines()
  }
}
