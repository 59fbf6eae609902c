import Foundation
import TodoConfig
import TodoCore
import TodoStorage
import TodoSync

/// `todo-sync`: the network half of `todo`, a program of its own so that the app and every
/// other command link none of the HTTP, TLS and XML code (the app's start and memory stay as
/// they were without sync). `todo sync` runs it; the app runs it in the background.
///
///     todo-sync --store PATH           one sync, its summary on standard output (`todo sync`)
///     todo-sync --store PATH --send-all | --accept-deletions
///                                      the same, saying what to do when the server no longer
///                                      holds any todo synced with it (SPEC §15)
///     todo-sync --store PATH --watch   the app's background sync: the password is the first
///                                      line of standard input, the status goes to standard
///                                      output one line at a time (`SyncStatusLine`), and the
///                                      program ends when standard input does (the app quit)
@main
enum TodoSyncProgram {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    let watch = arguments.last == "--watch"
    if watch { arguments.removeLast() }
    var emptied = EmptiedListChoice.stop
    if !watch, let last = arguments.last, let choice = choices[last] {
      emptied = choice
      arguments.removeLast()
    }
    guard arguments.count == 2, arguments[0] == "--store", !arguments[1].isEmpty else {
      fail(
        "usage: todo-sync --store PATH [--watch | --send-all | --accept-deletions]"
          + " (run by todo sync and the app)", code: 2)
    }
    let path = arguments[1]
    let settings: SyncSettings
    do {
      guard let location = ConfigLocation.path(environment: ProcessInfo.processInfo.environment),
        let sync = try Configuration.load(path: location).sync
      else {
        fail("sync: no [sync] section in config.toml (see todo sync --help)", code: 2)
      }
      settings = sync
    } catch {
      fail("\(error)", code: 2)
    }
    if watch {
      Watch.run(settings: settings, storePath: path)
    } else {
      once(settings: settings, storePath: path, emptied: emptied)
    }
  }

  /// One sync, as `todo sync`: the summary line, what was left alone on standard error.
  private static func once(
    settings: SyncSettings, storePath path: String, emptied: EmptiedListChoice
  ) -> Never {
    let password: String
    do {
      password = try SyncPassword.obtain(
        command: settings.passwordCommand, environment: ProcessInfo.processInfo.environment)
    } catch {
      fail("sync: \(error)")
    }
    do {
      // The store is opened (and upgraded) before the network is touched: a bad store is
      // said first, and the sync state lives in it.
      _ = try SQLiteTodoStore(path: path, access: .create)
    } catch {
      fail("\(error)")
    }
    let credentials = CalDAVCredentials(username: settings.username, password: password)
    let collection = settings.url
    let summary: SyncSummary
    let meter = ProgressMeter.onStandardError(verb: "syncing")
    do {
      defer { meter?.finish() }
      summary = try Blocking.run {
        let store = try SQLiteTodoStore(path: path, access: .create)
        return try await CalDAVClient.withClient(credentials: credentials) { client in
          try await SyncEngine(
            client: client, store: store, collection: collection, emptied: emptied,
            progress: { meter?.report($0) }
          ).run()
        }
      }
    } catch {
      fail("sync: \(error)")
    }
    // A problem quotes the server (an href, a value it sent): shown inert, never as the
    // escape sequences or line breaks it may hold.
    for problem in summary.problems {
      _ = DescriptorWriter.write(
        Data("todo: sync: left alone: \(InertText.of(problem))\n".utf8), to: STDERR_FILENO)
    }
    // The sync is done and kept; a summary that cannot be written is still said and exits 1.
    if let failure = DescriptorWriter.write(Data("\(summary)\n".utf8), to: STDOUT_FILENO) {
      fail("cannot write to standard output: \(DescriptorWriter.reason(failure))")
    }
    exit(0)
  }

  /// The arguments of `todo sync --send-all` and `--accept-deletions`.
  private static let choices: [String: EmptiedListChoice] = [
    "--send-all": .sendAll, "--accept-deletions": .acceptDeletions,
  ]

  /// Says `todo: message` on standard error (inert: it may quote the server) and exits with
  /// `code`.
  static func fail(_ message: String, code: Int32 = 1) -> Never {
    _ = DescriptorWriter.write(
      Data("todo: \(InertText.of(message))\n".utf8), to: STDERR_FILENO)
    exit(code)
  }
}
