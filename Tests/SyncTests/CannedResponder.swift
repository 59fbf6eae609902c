import Foundation
import TestSupport

/// A tiny HTTP server on loopback (Python's `http.server`) that answers every request with
/// one fixed status and body: the faults a real CalDAV server will not produce on demand
/// (XML that is not well-formed, a 500). It stands in for a broken server, not for the
/// protocol.
final class CannedResponder: Sendable {
  /// The port it listens on.
  let port: UInt16
  /// Its URL of a (would-be) task list.
  let taskListURL: URL
  /// The responder process.
  private let process: ChildProcess

  /// The Python program: a handler answering every method the same way.
  private static let program = """
    import http.server, sys
    class Handler(http.server.BaseHTTPRequestHandler):
        def answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            self.rfile.read(length)
            body = sys.argv[3].encode()
            self.send_response(int(sys.argv[2]))
            self.send_header("Content-Type", "application/xml")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *args):
            pass
        do_PROPFIND = do_REPORT = do_GET = do_PUT = answer
    http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
    """

  /// Starts a responder answering `status` with `body` on a free port and waits until it
  /// accepts connections.
  init(status: Int, body: String) async throws {
    port = try LoopbackPort.free()
    taskListURL = try LoopbackPort.url(port: port, path: "/alice/tasks/")
    process = try ChildProcess(
      "/usr/bin/env", ["python3", "-c", Self.program, "\(port)", "\(status)", body],
      output: .nullDevice,
      error: .nullDevice)
    let deadline = ContinuousClock.now + .seconds(60)
    while !LoopbackPort.accepts(port), process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
  }
}
