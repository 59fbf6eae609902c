import ArgumentParser
import Foundation
import TodoKit

/// `todo`: opens the interactive app; subcommands for scripts and replay.
@main
struct Todo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todo",
    abstract: "A terminal todo list.",
    discussion:
      "With no command, `todo [--store PATH]` opens the interactive app (press ? in it for "
      + "every key). The store is --store PATH, else $TODO_STORE, else "
      + "$XDG_DATA_HOME/todo/todo.sqlite, else ~/.local/share/todo/todo.sqlite.",
    version: "todo 0.1.0",
    subcommands: [
      Open.self, List.self, Add.self, Done.self, Remove.self, Import.self, Export.self,
      Replay.self,
    ],
    defaultSubcommand: Open.self
  )

  /// Runs the command, printing every error as `todo: <message>` on standard error.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as Failure {
      FileHandle.standardError.write(Data("todo: \(failure.message)\n".utf8))
      Foundation.exit(failure.code)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        exit(withError: error)  // --help and --version print and exit 0
      }
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
      FileHandle.standardError.write(Data("todo: \(message)\n".utf8))
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// `todo` (or `todo open`): the interactive app.
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the interactive app (the default command).", shouldDisplay: false)

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    do {
      try NcursesTerminal.checkUsable(environment: environment)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    let store = try openStore(
      StoreLocation.path(option: storeOption.store, environment: environment))
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(environment: environment)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    TodoApp.run(
      environment: TodoEnvironment(store: store, clock: SystemClock(), timeZone: .current),
      terminal: terminal
    )
    terminal.close()
    // Ended by SIGTERM or SIGHUP: the terminal is restored; exit as the signal would have.
    if let signal = terminal.quitSignal { Foundation.exit(128 + signal) }
  }
}

/// An error that has already been put into words, with its exit code.
struct Failure: Error {
  let message: String
  var code: Int32 = 1
}

/// Opens the SQLite store, turning any failure into a message naming the path.
func openStore(_ path: String) throws -> SQLiteTodoStore {
  do {
    return try SQLiteTodoStore(path: path)
  } catch {
    throw Failure(message: "\(error)")
  }
}

/// `todo replay SCRIPT`: runs a key script headlessly and prints the final screen.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a key script without a terminal and print the final screen.",
    discussion: """
      Starts from an empty in-memory store unless --store names one. Times come from a
      replay clock (2026-01-05 09:00 UTC, one minute per change) so screens repeat exactly.
      """
  )

  @Argument(help: "The key script (.keys), or - for standard input.")
  var script: String

  @Option(name: .long, help: "The screen size, COLSxROWS.")
  var size: String = "80x24"

  @Option(name: .long, help: "A store file to replay against instead of an empty one.")
  var store: String?

  func run() throws {
    guard let size = Size(parsing: size) else {
      throw Failure(message: "--size must be COLSxROWS, like 80x24 (got '\(size)')", code: 2)
    }
    let text: String
    do {
      let data =
        script == "-"
        ? FileHandle.standardInput.readDataToEndOfFile()
        : try Data(contentsOf: URL(fileURLWithPath: script))
      guard let decoded = String(data: data, encoding: .utf8) else {
        throw Failure(message: "\(script): not UTF-8 text")
      }
      text = decoded
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(message: "\(script): cannot read the key script")
    }
    let keys: [InputEvent]
    do {
      keys = try KeyScript.parse(text)
    } catch {
      throw Failure(message: "\(script): \(error)")
    }
    let todoStore: any TodoStore = try store.map(openStore) ?? InMemoryTodoStore()
    let frame = TodoApp.replay(
      keys: keys,
      size: size,
      environment: TodoEnvironment(
        store: todoStore,
        clock: SteppingClock.replay(),
        timeZone: TimeZone(identifier: "UTC") ?? .current
      )
    )
    print(frame.text)
  }
}
