import Foundation
import TestSupport
import TodoSync

/// Runs `body` with a fresh task list on a new `kind` server and a client logged in to it;
/// the server is stopped (and its folder removed) afterwards, whether `body` threw or not.
func withTaskList(
  on kind: CalDAVServerKind,
  _ body: (CalDAVClient, URL, CalDAVTestServer) async throws -> Void
) async throws {
  let server = try await CalDAVTestServer.start(kind)
  do {
    try await CalDAVClient.withClient(credentials: server.credentials) { client in
      let list = server.taskListURL(named: "tasks")
      try await client.makeTaskList(at: list, displayName: "Tasks")
      try await body(client, list, server)
    }
  } catch {
    try await server.stop()
    throw error
  }
  try await server.stop()
}

extension CalDAVTestServer {
  /// The server's own login and password.
  var credentials: CalDAVCredentials {
    CalDAVCredentials(username: username, password: password)
  }
}
