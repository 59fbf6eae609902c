import Foundation
import Glibc
import TestSupport
import Testing
import TodoCore
import TodoSync

/// `todo sync`, the real binary, against Radicale: it prints the one-line summary and exits 0,
/// or says `todo: sync: …` and exits 1; the password never shows in its output or in any
/// process's arguments; and a `kill -9` in the middle of sending loses nothing: the next
/// `todo sync` completes and the server holds each UID once.
@Suite struct SyncBinaryTests {
  @Test(arguments: [SyncBinary.PasswordSource.command, .environment])
  func aSyncPrintsItsSummaryAndNeverThePassword(source: SyncBinary.PasswordSource) async throws {
    try await withTaskList(on: .radicale) { _, list, server in
      let phone = try PhoneSession(server: server, list: list)
      try await phone.run([.add(uid: "p-1", summary: "From the phone")])
      let store = try SyncedStore()
      try store.add("Here")
      let binary = try SyncBinary(
        store: store.path, list: list, username: server.username, password: server.password,
        source: source)

      let first = try await binary.run()
      #expect(first.termination == .exited(0), "\(first.errorText)")
      #expect(first.outputText == "↓ 1 new · ↑ 1 new\n")
      #expect(first.errorText.isEmpty)
      let second = try await binary.run()
      #expect(second.outputText == "already in sync\n")
      for shown in [first.outputText, first.errorText, second.outputText, second.errorText] {
        #expect(!shown.contains(server.password))
      }
      #expect(try await expectSameOnBothSides(store, phone).count == 2)
    }
  }

  /// SPEC §15, as a person meets it: the list made again empty on the phone,
  /// `todo sync` deletes nothing, says why and exits 1 until the person chooses;
  /// `--send-all` sends every todo back.
  @Test func anEmptiedListStopsTheSyncUntilThePersonChooses() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let store = try SyncedStore()
      try store.add(count: 2) { "Here \($0)" }
      let binary = try SyncBinary(
        store: store.path, list: list, username: server.username, password: server.password,
        source: .environment)
      #expect(try await binary.run().outputText == "↑ 2 new\n")
      let phone = try PhoneSession(server: server, list: list)
      try await phone.run([.deleteList])
      try await client.makeTaskList(at: list, displayName: "Tasks")

      let stopped = try await binary.run()
      #expect(stopped.termination == .exited(1))
      #expect(stopped.outputText.isEmpty)
      #expect(
        stopped.errorText.hasPrefix(
          "todo: sync: the task list \(list.absoluteString) no longer holds any of the 2 todos"))
      #expect(stopped.errorText.contains("'todo sync --send-all'"))
      #expect(stopped.errorText.contains("'todo sync --accept-deletions'"))
      #expect(try store.items().count == 2)

      let both = try await binary.run(["--send-all", "--accept-deletions"])
      #expect(both.termination == .exited(2))
      let sent = try await binary.run(["--send-all"])
      #expect(sent.termination == .exited(0), "\(sent.errorText)")
      #expect(sent.outputText == "↑ 2 new\n")
      #expect(try await expectSameOnBothSides(store, phone).count == 2)
    }
  }

  @Test func aFailedSyncSaysWhyAndExits1() async throws {
    try await withTaskList(on: .radicale) { _, list, server in
      let store = try SyncedStore()
      try store.add("Here")
      let wrong = "wrong-\(UUID().uuidString)"
      let binary = try SyncBinary(
        store: store.path, list: list, username: server.username, password: wrong,
        source: .command)
      let refused = try await binary.run()
      #expect(refused.termination == .exited(1))
      #expect(refused.outputText.isEmpty)
      #expect(refused.errorText == "todo: sync: login refused (check the username and password)\n")
      #expect(!refused.errorText.contains(wrong))
      #expect(try store.items().map(\.title) == ["Here"])
    }
    let https = try await CalDAVTestServer.start(.xandikos, https: true)
    let store = try SyncedStore()
    let binary = try SyncBinary(
      store: store.path, list: https.taskListURL(named: "tasks"), username: https.username,
      password: https.password, source: .environment)
    let untrusted = try await binary.run()
    #expect(untrusted.termination == .exited(1))
    #expect(
      untrusted.errorText.hasPrefix("todo: sync: the certificate of 127.0.0.1 does not verify"))
    try await https.stop()
  }

  @Test func killNineMidSyncLosesNothingAndTheNextSyncCompletes() async throws {
    try await withTaskList(on: .radicale) { _, list, server in
      let store = try SyncedStore()
      try store.add(count: 200) { "Todo \($0)" }
      // The first 40 PUTs are slowed so the kill lands while todos are being sent.
      let proxy = try await FaultyProxy(to: server, fault: ["slow-put", "0.05", "40"])
      let binary = try SyncBinary(
        store: store.path, list: proxy.through(list), username: server.username,
        password: server.password, source: .command)
      let running = try binary.start()
      let midway = try await Polling.until(.now + .seconds(60)) {
        proxy.requests.filter { $0.hasPrefix("PUT") }.count >= 15 || !running.isRunning
      }
      #expect(midway && running.isRunning)
      #expect(Self.commandLinesShowing(server.password).isEmpty)
      running.kill(SIGKILL)
      #expect(try await running.wait(timeout: .seconds(10)) == .signaled(SIGKILL))
      #expect(try store.items().count == 200)

      let next = try await binary.run()
      #expect(next.termination == .exited(0), "\(next.errorText)")
      #expect(next.outputText.hasPrefix("↑ "), "\(next.outputText)")
      let phone = try PhoneSession(server: server, list: list)
      #expect(try await expectSameOnBothSides(store, phone).count == 200)
      #expect(try await binary.run().outputText == "already in sync\n")
    }
  }

  /// The command lines (`/proc/PID/cmdline`) of this machine's processes that contain `text`.
  static func commandLinesShowing(_ text: String) -> [String] {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return processes.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return nil
      }
      let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
      return line.contains(text) ? line : nil
    }
  }
}
