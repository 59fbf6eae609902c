import Foundation
import TestSupport
import Testing

/// Another program (here `sqlite3`) holding the store's write lock: `todo` waits for it up to
/// its busy timeout (5 s), then gives up with `todo: <path>: the store is locked by another
/// program` and exit 1, having changed nothing.
///
/// The waits here block their thread (no `await`): the timings are the point, and a task that
/// sleeps resumes only when the shared pool has a thread free, which under the whole suite's
/// load can be seconds later — long enough for the busy timeout to run out meanwhile.
@Suite("A store locked by another program")
struct LockedStoreTests {
  /// The items every test starts with, as `todo list` prints them.
  static let seeded = ["1 [ ] walk the dog", "2 [ ] water plants"]

  /// A store in `folder` holding `seeded`, added with `todo add`.
  private func seededStore(in folder: ScratchFolder) throws -> String {
    let store = folder.path("todo.sqlite")
    for title in ["walk the dog", "water plants"] {
      let result = try Binary.run(["add", title, "--store", store])
      try #require(result.status == 0, "todo add failed: \(result.error)")
    }
    try #require(try Binary.run(["list", "--store", store]).output == lines(Self.seeded))
    return store
  }

  @Test("a write while the lock is held fails with exit 1 and the message, changing nothing")
  func refusedWhileLocked() throws {
    let folder = try ScratchFolder.made()
    defer { withExtendedLifetime(folder) {} }
    let store = try seededStore(in: folder)
    let lock = try StoreLock(store: store, folder: folder)
    defer { lock.stop() }

    let clock = ContinuousClock()
    let start = clock.now
    let add = try BackgroundTodo(["add", "x", "--store", store], folder: folder)
      .finish(timeout: .seconds(12))
    let elapsed = clock.now - start
    #expect(add.status == 1)
    #expect(add.error == "todo: \(store): the store is locked by another program\n")
    #expect(add.output.isEmpty)
    // It waited for the lock (its busy timeout is 5 s) instead of failing at once.
    #expect(elapsed >= .seconds(4), "gave up after \(elapsed)")

    try lock.release()
    let list = try Binary.run(["list", "--store", store])
    #expect(list.status == 0, "\(list.error)")
    #expect(list.output == lines(Self.seeded), "the refused add changed the store")

    let again = try Binary.run(["add", "x", "--store", store])
    #expect(again.status == 0, "\(again.error)")
    #expect(again.output == "3 [ ] x\n")
    #expect(try Binary.run(["list", "--store", store]).output == lines(Self.seeded + ["3 [ ] x"]))
  }

  @Test("a lock released within the busy timeout is waited for, and the write succeeds")
  func waitsForShortLock() throws {
    let folder = try ScratchFolder.made()
    defer { withExtendedLifetime(folder) {} }
    let store = try seededStore(in: folder)
    let lock = try StoreLock(store: store, folder: folder)
    defer { lock.stop() }

    let add = try BackgroundTodo(["add", "y", "--store", store], folder: folder)
    try add.waitUntilItOpens(store)
    // Keep the lock a while longer: a todo that did not wait would fail meanwhile.
    Thread.sleep(forTimeInterval: 1)
    #expect(add.isRunning, "todo add ended while the store was still locked")
    try lock.release()

    let result = try add.finish(timeout: .seconds(6))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "3 [ ] y\n")
    #expect(try Binary.run(["list", "--store", store]).output == lines(Self.seeded + ["3 [ ] y"]))
  }
}

/// `lines` as a program prints them: each one ended by a newline.
private func lines(_ lines: [String]) -> String {
  lines.map { $0 + "\n" }.joined()
}

/// A bounded wait that ran out.
private struct Timeout: Error, CustomStringConvertible {
  let description: String
}

/// Polls `condition` every 10 ms for at most `timeout`, blocking the thread; throws `Timeout`
/// naming `what` when it never holds.
private func poll(
  _ what: String, timeout: Duration = .seconds(5), until condition: () -> Bool
) throws {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    if clock.now >= deadline {
      throw Timeout(description: "waited \(timeout) for \(what)")
    }
    Thread.sleep(forTimeInterval: 0.01)
  }
}

/// `sqlite3 -bail STORE` inside `BEGIN EXCLUSIVE`, its script fed through a pipe kept open
/// until `release()`. Made once the transaction has begun: `.once` writes a marker file after
/// `BEGIN EXCLUSIVE` succeeded.
private final class StoreLock {
  private let process: ChildProcess
  private let input: InputPipe

  init(store: String, folder: ScratchFolder) throws {
    let marker = folder.path("locked")
    let errors = folder.path("sqlite3.err")
    process = try ChildProcess(
      "/usr/bin/env", ["sqlite3", "-bail", store],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], input: .pipe,
      output: .nullDevice, error: .file(errors))
    input = try #require(process.input)
    try input.write("BEGIN EXCLUSIVE;\n.once '\(marker)'\nSELECT 'locked';\n")
    let locked = "locked\n"
    try poll("sqlite3 to take the lock") {
      (try? String(contentsOfFile: marker, encoding: .utf8)) == locked
        || !process.isRunning
    }
    let error = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    try #require(process.isRunning, "sqlite3 could not lock the store: \(error)")
  }

  /// Ends the transaction and `sqlite3`, and waits until it has exited.
  func release() throws {
    try input.write("ROLLBACK;\n.quit\n")
    input.close()
    try poll("sqlite3 to exit") { !process.isRunning }
    #expect(process.termination == .exited(0), "sqlite3 failed releasing the lock")
  }

  /// Kills `sqlite3` if it still runs (for a test that stopped early).
  func stop() {
    if process.isRunning {
      process.kill(SIGKILL)
      _ = process.waitBlocking(timeout: .seconds(5))
    }
  }
}

/// `todo ARGUMENTS` started in the background like `Binary.run` starts it, its outputs going
/// to files in the folder.
private final class BackgroundTodo {
  private let process: ChildProcess
  private let output: String
  private let error: String

  init(_ arguments: [String], folder: ScratchFolder) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Binary.path),
      "no todo binary at \(Binary.path): run `swift build` (or `make test`) first")
    let name = UUID().uuidString.prefix(8)
    output = folder.path("\(name).out")
    error = folder.path("\(name).err")
    process = try ChildProcess(
      Binary.path, arguments, environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
      input: .nullDevice, output: .file(output), error: .file(error))
  }

  var isRunning: Bool { process.isRunning }

  /// Polls until the process has `store` open (a descriptor in `/proc/PID/fd`).
  func waitUntilItOpens(_ store: String) throws {
    let folder = "/proc/\(process.pid)/fd"
    try poll("todo to open the store") {
      let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return !process.isRunning
        || descriptors.contains {
          (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)"))
            == store
        }
    }
  }

  /// Waits at most `timeout` for the process to end (else kills it and fails the test) and
  /// returns what it did.
  func finish(timeout: Duration) throws -> Binary.Result {
    do {
      let command = process.arguments.joined(separator: " ")
      try poll("todo \(command) to end", timeout: timeout) {
        !process.isRunning
      }
    } catch {
      process.kill(SIGKILL)
      _ = process.waitBlocking(timeout: .seconds(5))
      throw error
    }
    let termination = try #require(process.termination)
    return Binary.Result(
      termination: termination,
      output: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: error, encoding: .utf8)) ?? "")
  }
}
