import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the sync password comes from (SPEC §11): the first line the configured
/// `password_command` prints (run by `/bin/sh -c`, so the password is read from its output and
/// never appears in an argument list), else the environment variable `TODO_SYNC_PASSWORD`. It
/// is held in memory only; no error message repeats it. The command is started with
/// posix_spawn (Foundation's `Process` crashes now and then on Linux), with our standard input
/// and error, so a command that asks (a GPG passphrase) can ask at the terminal.
public enum SyncPassword {
  /// The environment variable read when there is no password command.
  public static let environmentVariable = "TODO_SYNC_PASSWORD"

  /// Why no password could be had.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, without the password.
    public let description: String
  }

  /// The password: from `command` when there is one, else from `environment`.
  public static func obtain(
    command: String?, environment: [String: String]
  ) throws(Failure) -> String {
    guard let command else {
      guard let password = environment[environmentVariable], !password.isEmpty else {
        throw Failure(
          description:
            "no password: set password_command in [sync] of config.toml, or \(environmentVariable)"
        )
      }
      return password
    }
    let (status, data) = try output(of: command)
    guard status == 0 else {
      throw Failure(description: "password_command failed (exit status \(status)); no sync")
    }
    // A line ends at LF or CRLF (a Character of its own, which splitting at "\n" misses).
    let firstLine = String(
      String(decoding: data, as: UTF8.self)
        .split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .first ?? "")
    guard !firstLine.isEmpty else {
      throw Failure(description: "password_command printed no password on its first line")
    }
    return firstLine
  }

  /// Runs `/bin/sh -c command`, reading its standard output through a pipe; its exit status
  /// (128 + the signal when a signal ended it) and what it printed.
  private static func output(of command: String) throws(Failure) -> (Int32, Data) {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else {
      throw Failure(description: "password_command could not be started (no pipe)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    let words: [String] = ["/bin/sh", "-c", command]
    let arguments = words.map { strdup($0) } + [nil]
    defer { for pointer in arguments { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, arguments, environ)
    close(pipe[1])
    guard spawned == 0 else {
      close(pipe[0])
      throw Failure(description: "password_command could not be started (/bin/sh: \(spawned))")
    }
    let reader = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true)
    let data = reader.readDataToEndOfFile()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exited = status & 0x7f == 0
    return (exited ? (status >> 8) & 0xff : 128 + status & 0x7f, data)
  }
}
