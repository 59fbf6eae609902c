import Foundation
import TestSupport
import Testing

/// `todo sync` against a broken or hostile server (SPEC §15, §20): nothing it sends crashes
/// the sync, every failure is named for what it is, and its words reach the terminal inert.
@Suite struct HostileServerTests {
  /// `todo sync` of a fresh store holding one todo with the task list of `server`.
  private static func sync(
    _ server: HostileServer, store: SyncedStore
  ) async throws -> FinishedProcess {
    let binary = try SyncBinary(
      store: store.path, list: server.taskList, username: "alice", password: "secret",
      source: .environment)
    return try await binary.run()
  }

  @Test func whatCannotBeReadIsLeftAloneOnceEachAndShownInert() async throws {
    let server = try await HostileServer(["seed", "Fine", "deep-alarms", "odd-status"])
    let store = try SyncedStore()
    try store.add("Here")
    let result = try await Self.sync(server, store: store)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    // The todo sent makes the sync list the server again, which lists everything again.
    #expect(result.outputText == "↓ 1 new · ↑ 1 new · 2 left alone\n")
    let lines = result.errorText.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.count == 3, "\(result.errorText)")
    #expect(
      lines.first
        == "todo: sync: left alone: /alice/tasks/deep.ics: line 38: BEGIN:VALARM nested deeper"
        + " than 32 components")
    let odd = lines.dropFirst().first ?? ""
    #expect(odd.hasPrefix("todo: sync: left alone: /alice/tasks/odd.ics: line "), "\(odd)")
    #expect(odd.hasSuffix("(got \"\u{FFFD}31mSOME\u{2409}DAY\u{FFFD}\")"), "\(odd)")
    #expect(
      !result.errorText.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          || $0 == "\u{202E}"
      })
    #expect(try store.items().map(\.title).sorted() == ["Fine", "Here"])
  }

  @Test(arguments: [
    ("xml-deep", "malformed answer from the server: nested deeper than 64 elements"),
    ("realm-escape", "malformed answer from the server: not valid HTTP"),
    ("etag-crlf", "malformed answer from the server: not valid HTTP"),
  ])
  func aBrokenAnswerIsNamedForWhatItIs(mode: String, message: String) async throws {
    let server = try await HostileServer(["raw", mode])
    let store = try SyncedStore()
    try store.add("Here")
    let result = try await Self.sync(server, store: store)
    #expect(result.termination == .exited(1))
    #expect(result.errorText.hasPrefix("todo: sync: \(message)"), "\(result.errorText)")
    #expect(!result.errorText.contains("\u{1B}"))
    #expect(try store.items().map(\.title) == ["Here"])
  }
}
