import Foundation

/// The `todo-sync` program installed beside `todo`: the network half, kept out of this binary
/// so the app and the other commands link none of the HTTP, TLS and XML code. `todo sync`
/// becomes it (exec); the app starts it in the background (`SyncChild`).
enum SyncProgram {
  /// `todo-sync` in the folder of the running `todo`.
  static func path() throws -> String {
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let program = own.deletingLastPathComponent().appendingPathComponent("todo-sync").path
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw Failure(
        message: "sync: \(program) is missing (it is built and installed with todo: make install)")
    }
    return program
  }

  /// Runs `todo-sync --store PATH` (and `extra`) in place of this process: its output, errors and exit
  /// status are `todo sync`'s.
  static func replaceThisProcess(storePath: String, extra: [String] = []) throws -> Never {
    let program = try path()
    let arguments: [String] = ["todo-sync", "--store", storePath] + extra
    let argv = arguments.map { strdup($0) } + [nil]
    execv(program, argv)
    let code = errno
    throw Failure(message: "sync: cannot run \(program): \(String(cString: strerror(code)))")
  }
}
