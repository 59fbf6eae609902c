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

        When the task list no longer holds any of the todos synced with it (deleted and made \
        again, a server reset or restored), a sync would delete them all here: it deletes \
        nothing, says so and exits 1. Then --send-all sends this store's todos to the list \
        again, and --accept-deletions deletes them here too.
        """))

  @OptionGroup var storeOption: StoreOption

  @Flag(
    help: ArgumentHelp(
      "When the task list lost every todo synced with it, send this store's todos to it again."
    ))
  var sendAll = false

  @Flag(
    help: ArgumentHelp(
      "When the task list lost every todo synced with it, delete them here too."))
  var acceptDeletions = false

  func validate() throws {
    if sendAll && acceptDeletions {
      throw ValidationError("--send-all and --accept-deletions cannot be used together")
    }
  }

  func run() throws {
    let path = try Composition.storePath(option: storeOption.store)
    guard try Composition.configuration().sync != nil else {
      throw Failure(
        message: "sync: no [sync] section in config.toml (see todo sync --help)", code: 2)
    }
    let choice = sendAll ? ["--send-all"] : acceptDeletions ? ["--accept-deletions"] : []
    try SyncProgram.replaceThisProcess(storePath: path, extra: choice)
  }
}
