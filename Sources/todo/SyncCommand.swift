import ArgumentParser
import Foundation
import TodoConfig
import TodoCore
import TodoStorage
import TodoSync

/// `todo sync`: one sync of the store with the CalDAV task list of `[sync]` (SPEC §11).
struct Sync: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sync the store with the CalDAV task list named in config.toml.",
    discussion: """
      Fetches what changed on the server, merges it field by field with what changed here, \
      and sends what changed here; prints one line saying what it did, like \
      "↓ 3 new, 1 changed · ↑ 2 changed · 1 conflict kept". A same-field conflict keeps this \
      store's value and adds a copy of the server's todo tagged +conflict. On failure it says \
      why ("todo: sync: …") and exits 1; what was done before stays done, and the next sync \
      completes it.

      config.toml ($XDG_CONFIG_HOME/todo/config.toml, else ~/.config/todo/config.toml, \
      readable by you alone):
        [sync]
        url = "https://dav.example.org/calendars/alice/tasks/"
        username = "alice"
        password_command = "pass show dav/alice"
      Without password_command the password is read from TODO_SYNC_PASSWORD.

      Example: todo sync
      """)

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let path = try Composition.storePath(option: storeOption.store)
    guard let settings = try Composition.configuration().sync else {
      throw Failure(
        message: "sync: no [sync] section in config.toml (see todo sync --help)", code: 2)
    }
    let password: String
    do {
      password = try SyncPassword.obtain(
        command: settings.passwordCommand, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw Failure(message: "sync: \(error)")
    }
    // The store is opened (and upgraded) before the network is touched: a bad store is said
    // first, and the sync state lives in it.
    _ = try Composition.store(at: path, for: .create)
    let credentials = CalDAVCredentials(username: settings.username, password: password)
    let collection = settings.url
    let summary: SyncSummary
    do {
      summary = try Blocking.run {
        let store = try SQLiteTodoStore(path: path, access: .create)
        return try await CalDAVClient.withClient(credentials: credentials) { client in
          try await SyncEngine(client: client, store: store, collection: collection).run()
        }
      }
    } catch {
      throw Failure(message: "sync: \(error)")
    }
    for problem in summary.problems {
      FileHandle.standardError.write(Data("todo: sync: left alone: \(problem)\n".utf8))
    }
    print(summary)
  }
}
