import ArgumentParser
import Foundation

/// `todo sync`: one sync of the store with the CalDAV task list of `[sync]` (SPEC §11), done
/// by the `todo-sync` program beside this one (see `SyncProgram`).
struct Sync: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sync the store with the CalDAV task list named in config.toml.",
    discussion: HelpExamples.sync.discussion(
      after: """
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
        """))

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let path = try Composition.storePath(option: storeOption.store)
    guard try Composition.configuration().sync != nil else {
      throw Failure(
        message: "sync: no [sync] section in config.toml (see todo sync --help)", code: 2)
    }
    try SyncProgram.replaceThisProcess(storePath: path)
  }
}
