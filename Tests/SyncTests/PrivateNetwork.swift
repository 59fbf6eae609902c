import Foundation
import TestSupport

/// A private network namespace of the test's own, made with `unshare -rnm` (a user, network
/// and mount namespace; `Scripts/private_network.sh`): its loopback device up and holding
/// `address` besides 127.0.0.1 and ::1, a hosts file of the test's own over /etc/hosts, and a
/// listener on `port` of every address recording each connection and its request
/// (`Scripts/connection_recorder.py`). Programs join it with `nsenter`. So a name can be made
/// to lead to an address that is not loopback without touching the machine's network or its
/// /etc/hosts, and whatever a program sends there is seen.
///
/// A machine without the tools, or where the namespace cannot be made, throws saying why:
/// a test that needs it fails, it never skips.
final class PrivateNetwork {
  /// One connection the listener got.
  struct Connection: Decodable, Equatable, CustomStringConvertible {
    /// The address connected to.
    let to: String
    /// What came before the end of the request's head (or a quiet second), as text.
    let request: String

    var description: String { "to \(to): \(request.debugDescription)" }
  }

  /// Why the namespace could not be had.
  struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong, and what to install.
    let description: String
  }

  /// The address added to the namespace's loopback device, where the test's names lead.
  static let address = "10.77.0.1"
  /// The port the listener takes on every address (the namespace has no other program).
  static let port = 8080

  /// The listener, the namespace's first process: the namespace ends with it.
  private let holder: ChildProcess
  /// `nsenter`.
  private let nsenter: String
  /// The folder of the hosts file, the record and the ready mark.
  private let folder: URL
  /// The listener's record, one JSON line per connection.
  private let record: URL

  /// A namespace whose /etc/hosts reads `hosts`; ready when this returns.
  init(hosts: String) async throws {
    let unshare = try Self.tool("unshare", from: "util-linux")
    nsenter = try Self.tool("nsenter", from: "util-linux")
    for (name, package) in [("ip", "iproute2"), ("mount", "mount"), ("python3", "python3")] {
      _ = try Self.tool(name, from: package)
    }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-private-network-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let hostsFile = folder.appendingPathComponent("hosts")
    try Data(hosts.utf8).write(to: hostsFile)
    record = folder.appendingPathComponent("connections")
    try Data().write(to: record)
    let ready = folder.appendingPathComponent("ready")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Scripts/private_network.sh").path
    holder = try ChildProcess(
      unshare,
      [
        "-rnm", "sh", script, Self.address, hostsFile.path, "\(Self.port)", record.path,
        ready.path,
      ])
    let started = try await Polling.until(.now + .seconds(60)) { [holder] in
      !holder.isRunning || FileManager.default.fileExists(atPath: ready.path)
    }
    guard started, holder.isRunning else {
      let ended = try await holder.finish(timeout: .seconds(5))
      throw Unavailable(
        description: "the private network namespace could not be made (unshare -rnm "
          + "private_network.sh: \(ended.termination)): \(ended.errorText)")
    }
  }

  deinit {
    holder.kill()
    _ = holder.waitBlocking(timeout: .seconds(5))
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `command` (a program found in `PATH`, or a path, and its arguments) inside the
  /// namespace with `environment` (nil: the test's), to its end (at most a minute).
  func run(_ command: [String], environment: [String: String]?) async throws -> FinishedProcess {
    let joining = [
      "--target", "\(holder.pid)", "--user", "--net", "--mount", "--preserve-credentials", "--",
    ]
    return try await ChildProcess(nsenter, joining + command, environment: environment)
      .finish(timeout: .seconds(60))
  }

  /// Every connection the listener got so far, in order.
  var connections: [Connection] {
    get throws {
      try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map {
        try JSONDecoder().decode(Connection.self, from: Data($0.utf8))
      }
    }
  }

  /// The path of the program `name` (looked up in `PATH` and the system's sbin folders), or
  /// an error naming the package it comes with.
  private static func tool(_ name: String, from package: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/sbin"]
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
      return "\(folder)/\(name)"
    }
    throw Unavailable(
      description: "the private network namespace needs \(name) (from \(package)), not found"
        + " in PATH (\(path))")
  }
}
