import Foundation
import TestSupport
import Testing

/// SPEC §15, as a person meets it: the real `todo sync` and `todo-sync` refuse plain
/// http to a name, whatever it leads to, and send nothing. In a private network namespace
/// (`PrivateNetwork`), names lead to an address on that namespace's own loopback device where a
/// listener records every connection; each configured URL naming one is refused when the
/// configuration is read, with the message saying what to do, and the listener gets nothing.
/// In the same namespace the same binaries reach the listener at `localhost` and `[::1]`, so
/// the test cannot pass because the namespace does not work.
@Suite struct LoopbackByNameTests {
  /// Names the namespace's hosts file leads to `PrivateNetwork.address`: a `.localhost`
  /// subdomain, any name, one that begins like a loopback address, one a wildcard DNS would
  /// answer with 127.0.0.1 (here it does not).
  static let names = ["tasks.localhost", "tasks.example", "127.+0.0.1", "127.0.0.1.nip.io"]

  /// The task lists configured, each naming one of `names` (one behind a user part that
  /// looks like an address).
  static let refused =
    names.map { "http://\($0):\(PrivateNetwork.port)/alice/tasks/" }
    + ["http://127.0.0.1@tasks.example:\(PrivateNetwork.port)/alice/tasks/"]

  /// What both programs say of each.
  static let refusal =
    "todo: config.toml line 2: plain http is refused except to this machine (the password "
    + "would cross the network unencrypted): use https, or name a server on this machine as "
    + "127.0.0.1, [::1] or localhost\n"

  @Test func plainHTTPToANameIsRefusedAndSendsNothing() async throws {
    let network = try await PrivateNetwork(
      hosts: "127.0.0.1 localhost\n"
        + "\(PrivateNetwork.address) \(Self.names.joined(separator: " "))\n")
    // The names lead to the listener in this namespace: looked up, and connected to.
    let lookup = try await network.run(["getent", "hosts"] + Self.names, environment: nil)
    let found = lookup.outputText.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init)
    }
    #expect(found == Array(repeating: PrivateNetwork.address, count: Self.names.count))
    let connect = "exec 3<>/dev/tcp/tasks.example/\(PrivateNetwork.port)"
    let probe = try await network.run(["bash", "-c", connect], environment: nil)
    #expect(probe.termination == .exited(0), "\(probe.errorText)")
    let probed = [PrivateNetwork.Connection(to: PrivateNetwork.address, request: "")]
    #expect(try network.connections == probed)

    let store = try SyncedStore()
    try store.add("Here")
    let password = "pw-\(UUID().uuidString)"
    for address in Self.refused {
      let binary = try SyncBinary(
        store: store.path, list: try #require(URL(string: address)), username: "alice",
        password: password, source: .environment)
      for command in [binary.syncCommand(), binary.programCommand] {
        let result = try await network.run(command, environment: binary.environment)
        let program = URL(fileURLWithPath: command[0]).lastPathComponent
        #expect(result.termination == .exited(2), "\(program), \(address): \(result.errorText)")
        #expect(result.errorText == Self.refusal, "\(program), \(address)")
        #expect(result.outputText.isEmpty)
        #expect(try network.connections == probed, "\(program), \(address)")
      }
    }
    #expect(try store.items().map(\.title) == ["Here"])

    // The control: the same binary, the same namespace, plain http to this machine.
    for host in ["localhost", "[::1]"] {
      let list = try #require(URL(string: "http://\(host):\(PrivateNetwork.port)/alice/tasks/"))
      let binary = try SyncBinary(
        store: store.path, list: list, username: "alice", password: password,
        source: .environment)
      let result = try await network.run(binary.syncCommand(), environment: binary.environment)
      #expect(result.termination == .exited(1), "\(host): \(result.errorText)")
      #expect(result.errorText == "todo: sync: login refused (check the username and password)\n")
    }
    let reached = try network.connections.dropFirst()
    let login = "Authorization: Basic " + Data("alice:\(password)".utf8).base64EncodedString()
    #expect(Set(reached.map(\.to)) == ["127.0.0.1", "::1"], "\(reached)")
    #expect(reached.allSatisfy { $0.request.contains(login) }, "\(reached)")
  }
}
