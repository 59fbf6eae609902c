import Foundation
import TestSupport
import Testing

/// Sync (SPEC §11) tried as a new user would: two app instances on two stores, both syncing in the
/// background with one Radicale on loopback; a change in one appears in the other without a
/// key pressed there, and the header says when each last synced.
@Suite("background sync of two apps through one Radicale, in tmux", .serialized)
struct SyncEndToEndTests {
  /// Writes `folder`'s config.toml (readable by its owner alone) for the task list at `list`,
  /// the password read by a command from a file beside it, never from an argument.
  private func configure(_ folder: TemporaryFolder, list: URL, server: CalDAVTestServer) throws {
    let config = folder.url.appendingPathComponent(".config/todo")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let secret = folder.path("password")
    try Data((server.password + "\n").utf8).write(to: URL(fileURLWithPath: secret))
    let file = config.appendingPathComponent("config.toml").path
    try Data(
      """
      [sync]
      url = "\(list.absoluteString)"
      username = "\(server.username)"
      password_command = "cat '\(secret)'"
      interval = 5

      """.utf8
    ).write(to: URL(fileURLWithPath: file))
    for path in [file, secret] {
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
  }

  /// Makes the task list at `list` (MKCALENDAR), as the server's web page or a phone would.
  private func makeTaskList(_ list: URL, on server: CalDAVTestServer) async throws {
    let script = """
      import base64, os, sys, urllib.request
      body = ('<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" '
              'xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>'
              '<C:supported-calendar-component-set><C:comp name="VTODO"/>'
              '</C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>')
      login = base64.b64encode(os.environ["LOGIN"].encode()).decode()
      request = urllib.request.Request(sys.argv[1], data=body.encode(), method="MKCALENDAR",
          headers={"Content-Type": "application/xml", "Authorization": "Basic " + login})
      urllib.request.urlopen(request).read()
      """
    let made = try await runProcess(
      "/usr/bin/env", ["python3", "-c", script, list.absoluteString],
      environment: [
        "PATH": "/usr/bin:/bin", "LOGIN": "\(server.username):\(server.password)",
      ])
    try #require(made.status == 0, "MKCALENDAR failed: \(made.stderr)")
  }

  @Test("a todo added in one app shows in the other by itself, both ways")
  func twoAppsStayInStep() async throws {
    let binary = try TodoBinary.path()
    let server = try await CalDAVTestServer.start(.radicale)
    let list = server.taskListURL(named: "tasks")
    try await makeTaskList(list, on: server)
    let first = try TemporaryFolder()
    let second = try TemporaryFolder()
    defer {
      first.remove()
      second.remove()
    }
    try configure(first, list: list, server: server)
    try configure(second, list: list, server: server)

    let one = try await Tmux.launch(binary: binary, folder: first)
    defer { one.kill() }
    let two = try await Tmux.launch(binary: binary, folder: second)
    defer { two.kill() }
    try await one.waitFor(text: "synced ", timeout: .seconds(20))
    try await two.waitFor(text: "synced ", timeout: .seconds(20))

    try await one.type("a")
    try await one.waitFor(text: "Add todo")
    try await one.type("Call the plumber")
    try await one.press("Enter")
    try await one.waitFor(text: "Call the plumber")
    // No key is pressed in the second app: its background sync brings the todo.
    try await two.waitFor(text: "Call the plumber", timeout: .seconds(30))

    try await two.press("x")
    try await two.waitFor(text: "Done: \"Call the plumber\"")
    try await one.waitFor(text: "0 open · 1 done", timeout: .seconds(30))
    #expect(try await one.screen().contains("[x] Call the plumber"))
    let screen = try await one.screen()
    #expect(screen.contains("synced "), "\(screen)")
    try await server.stop()
  }
}
