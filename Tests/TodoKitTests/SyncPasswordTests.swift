import Foundation
import Testing
import TodoConfig

/// Where the sync password comes from (SPEC §11): the first line of `password_command`'s
/// output, else `TODO_SYNC_PASSWORD`; a command that fails, prints nothing, or no password at
/// all is an error that never repeats a password.
@Suite struct SyncPasswordTests {
  @Test func theFirstLineOfTheCommandsOutputIsThePassword() throws {
    #expect(
      try SyncPassword.obtain(command: "printf 's3cret\\nsecond line\\n'", environment: [:])
        == "s3cret")
    #expect(try SyncPassword.obtain(command: "printf 'crlf\\r\\n'", environment: [:]) == "crlf")
    #expect(
      try SyncPassword.obtain(command: "printf 'no newline'", environment: [:]) == "no newline")
    // The command wins over the environment.
    #expect(
      try SyncPassword.obtain(
        command: "echo from-command", environment: ["TODO_SYNC_PASSWORD": "from-env"])
        == "from-command")
  }

  @Test func withoutACommandTheEnvironmentGivesIt() throws {
    #expect(
      try SyncPassword.obtain(command: nil, environment: ["TODO_SYNC_PASSWORD": "p w"]) == "p w")
  }

  @Test(arguments: [
    ("exit 3", "password_command failed (exit status 3)"),
    ("echo s3cret; exit 1", "password_command failed (exit status 1)"),
    ("true", "password_command printed no password"),
    ("printf '\\nlater'", "password_command printed no password"),
    ("kill -9 $$", "password_command failed (exit status 137)"),
  ])
  func aCommandThatGivesNoPasswordIsAnErrorWithoutIt(command: String, start: String) {
    do {
      let password = try SyncPassword.obtain(command: command, environment: [:])
      Issue.record("got a password: \(password.count) characters")
    } catch {
      #expect(error.description.hasPrefix(start), "\(error)")
      #expect(!error.description.contains("s3cret"))
    }
  }

  @Test func noCommandAndNoVariableSaysWhereAPasswordComesFrom() {
    for environment in [[:], ["TODO_SYNC_PASSWORD": ""]] {
      #expect(throws: SyncPassword.Failure.self) {
        try SyncPassword.obtain(command: nil, environment: environment)
      }
    }
    do {
      _ = try SyncPassword.obtain(command: nil, environment: [:])
    } catch {
      #expect(
        error.description
          == "no password: set password_command in [sync] of config.toml, or TODO_SYNC_PASSWORD")
    }
  }
}
