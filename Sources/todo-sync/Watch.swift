import Foundation
import TodoConfig
import TodoCore
import TodoStorage
import TodoSync

/// `todo-sync --watch`: the app's background sync. Reads the password from the first line of
/// standard input (the app obtained it before it took the terminal), runs a `SyncWorker` on
/// the store, writes every status as a line to standard output, and ends when standard input
/// ends: the app quit, or died, and nothing is left syncing behind it.
enum Watch {
  static func run(settings: SyncSettings, storePath path: String) -> Never {
    guard let password = readLine(strippingNewline: true), !password.isEmpty else {
      say(.failed("no password"), conflicts: 0)
      exit(1)
    }
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) > 0 {}
      exit(0)
    }
    let worker = SyncWorker { status in say(status.state, conflicts: status.conflicts) }
    worker.start(
      collection: settings.url,
      credentials: CalDAVCredentials(username: settings.username, password: password),
      interval: .seconds(settings.interval),
      makeStore: { try SQLiteTodoStore(path: path, access: .create) })
    while true { sleep(3600) }
  }

  /// Writes the status line (short enough to reach the app whole).
  private static func say(_ state: SyncStatus.State, conflicts: Int) {
    // The app gone, its pipe closes: SIGPIPE ends this program, as it should.
    _ = DescriptorWriter.write(
      Data((SyncStatusLine.line(state, conflicts: conflicts) + "\n").utf8), to: STDOUT_FILENO)
  }
}
