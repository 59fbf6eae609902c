import Foundation
import Glibc

/// A real CalDAV server (Radicale, xandikos or Cyrus) on 127.0.0.1, started for one test with its
/// data in a temporary folder of its own. `start` returns once it accepts connections; `stop`
/// ends it and removes the folder. If a test fails before `stop`, the server is killed and
/// the folder removed when this value goes away (`ChildProcess` kills its child in `deinit`).
package final class CalDAVTestServer: Sendable {
  /// Which server this is.
  package let kind: CalDAVServerKind
  /// The port it listens on.
  package let port: UInt16
  /// Whether it serves https with a self-signed certificate (xandikos `--autocert`).
  package let https: Bool
  /// The login it knows (Radicale and Cyrus check it; xandikos accepts anything).
  package let username = "alice"
  /// The password of `username`: made up for this server, never a real secret.
  package let password: String
  /// How long it took from starting the process to accepting connections.
  package let startTime: Duration
  /// The temporary folder holding its data (and Radicale's password file).
  private let folder: URL
  /// The server process.
  private let process: ChildProcess

  /// Starts a `kind` server on a free port and waits (at most 60 s: under the whole suite a
  /// server's start has taken 35 s on two cores) until it accepts connections; throws, with
  /// what it printed, if it ends or does not answer in time. A port found free can be taken
  /// by another test's process before the server binds it: then it starts again on another
  /// port, up to three times.
  package static func start(
    _ kind: CalDAVServerKind, https: Bool = false
  ) async throws
    -> CalDAVTestServer
  {
    var attempt = 1
    while true {
      do {
        return try await startOnce(kind, https: https)
      } catch CalDAVTestServerError.didNotStart(_, let log)
        where attempt < 3 && log.lowercased().contains("address already in use")
      {
        attempt += 1
      }
    }
  }

  /// One start of `start`, on one free port.
  private static func startOnce(
    _ kind: CalDAVServerKind, https: Bool
  ) async throws
    -> CalDAVTestServer
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-caldav-\(kind)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let password = "test-\(UUID().uuidString)"
    let port = try LoopbackPort.free()
    let root = try LoopbackPort.url(scheme: https ? "https" : "http", port: port, path: "/")
    var executable = "/usr/bin/env"
    let arguments: [String]
    switch kind {
    case .radicale:
      precondition(!https, "the https tests use xandikos --autocert")
      let users = folder.appendingPathComponent("users")
      try Data("alice:\(password)\n".utf8).write(to: users)
      arguments = [
        "python3", "-m", "radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)",
        "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
        "--auth-type", "htpasswd", "--auth-htpasswd-filename", users.path,
        "--auth-htpasswd-encryption", "plain", "--auth-delay", "0",
        "--logging-level", "warning",
      ]
    case .xandikos:
      arguments =
        [
          "python3", "-m", "xandikos", "serve", "-d", folder.appendingPathComponent("data").path,
          "-l", "127.0.0.1", "-p", "\(port)", "--no-detect-systemd", "--autocreate",
          "--state-dir", folder.appendingPathComponent("state").path,
        ] + (https ? ["--autocert"] : [])
    case .cyrus:
      precondition(!https, "the https tests use xandikos --autocert")
      let setup = CyrusTestSetup(
        folder: folder, port: port, username: "alice", password: password)
      do {
        try setup.write()
      } catch {
        try? FileManager.default.removeItem(at: folder)
        throw error
      }
      (executable, arguments) = setup.command
    }
    let started = ContinuousClock.now
    let process = try ChildProcess(
      executable, arguments, output: .nullDevice,
      error: .file(folder.appendingPathComponent("server.log").path))
    let ready = try await Polling.until(.now + .seconds(60)) {
      !process.isRunning || LoopbackPort.accepts(port)
    }
    guard ready, process.isRunning else {
      process.kill()
      _ = try await process.wait(timeout: .seconds(5))
      let logFile = folder.appendingPathComponent("server.log")
      let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: folder)
      throw CalDAVTestServerError.didNotStart(kind: kind, log: log)
    }
    if kind == .cyrus {
      do {
        // Cyrus's master keeps running when its port was taken in the meantime.
        guard PortHolder.holds(port, pid: process.pid) else {
          throw CalDAVTestServerError.didNotStart(
            kind: kind, log: "port \(port): address already in use by another process")
        }
        try await CyrusTestSetup(
          folder: folder, port: port, username: "alice", password: password
        ).provisionUser()
      } catch {
        process.kill(SIGTERM)
        _ = try await process.wait(timeout: .seconds(5))
        try? FileManager.default.removeItem(at: folder)
        throw error
      }
    }
    return CalDAVTestServer(
      kind: kind, port: port, root: root, https: https, password: password, folder: folder,
      process: process, startTime: ContinuousClock.now - started)
  }

  /// A server value for a started `process`.
  private init(
    kind: CalDAVServerKind, port: UInt16, root: URL, https: Bool, password: String, folder: URL,
    process: ChildProcess, startTime: Duration
  ) {
    self.kind = kind
    self.port = port
    self.root = root
    self.https = https
    self.password = password
    self.folder = folder
    self.process = process
    self.startTime = startTime
  }

  deinit {
    // SIGTERM first: Cyrus's master ends its service processes only then.
    process.kill(SIGTERM)
    if process.waitBlocking(timeout: .seconds(2)) == nil {
      process.kill()
      _ = process.waitBlocking(timeout: .seconds(5))
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// The file the server's standard error goes to (its log).
  package var logFile: URL { folder.appendingPathComponent("server.log") }

  /// The server's root, `http://127.0.0.1:PORT/` (https when started so).
  package let root: URL

  /// Where a task list named `name` of `username` goes: Radicale keeps collections under
  /// `/USER/`, xandikos under its principal's calendar home `/user/calendars/`, Cyrus under
  /// `/dav/calendars/user/USER/`.
  package func taskListURL(named name: String) -> URL {
    switch kind {
    case .radicale: root.appendingPathComponent("\(username)/\(name)/")
    case .xandikos: root.appendingPathComponent("user/calendars/\(name)/")
    case .cyrus: root.appendingPathComponent("dav/calendars/user/\(username)/\(name)/")
    }
  }

  /// The principal of `username` (RFC 5397), as the server names it.
  package var principalURL: URL {
    switch kind {
    case .radicale: root.appendingPathComponent("\(username)/")
    case .xandikos: root.appendingPathComponent("user/")
    case .cyrus: root.appendingPathComponent("dav/principals/user/\(username)/")
    }
  }

  /// Ends the server (SIGTERM, then SIGKILL after 5 s) and waits for it.
  package func stop() async throws {
    process.kill(SIGTERM)
    if try await process.wait(timeout: .seconds(5)) == nil {
      process.kill()
      _ = try await process.wait(timeout: .seconds(5))
    }
  }
}

/// Why a test server could not be had.
package enum CalDAVTestServerError: Error, CustomStringConvertible {
  /// The server ended or did not accept connections in time; what it printed.
  case didNotStart(kind: CalDAVServerKind, log: String)
  /// A program or package the server needs is not on this machine: the test fails (never
  /// passes without the server); `Scripts/install-deps` installs it.
  case notInstalled(kind: CalDAVServerKind, missing: String)

  /// The reason, with the server's log.
  package var description: String {
    switch self {
    case .didNotStart(let kind, let log): "\(kind) did not start:\n\(log)"
    case .notInstalled(let kind, let missing):
      "\(kind) is not installed: \(missing) is missing (Scripts/install-deps installs it)"
    }
  }
}
