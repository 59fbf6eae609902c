import ArgumentParser
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal
import TodoUI

/// `todo`: opens the interactive app; subcommands for scripts and replay.
@main
struct Todo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todo",
    abstract: "A terminal todo list.",
    discussion: HelpExamples.app.discussion(
      after: "With no command, `todo [--store PATH]` opens the interactive app (press ? in it "
        + "for every key). The store is --store PATH, else $TODO_STORE, else "
        + "$XDG_DATA_HOME/todo/todo.sqlite, else ~/.local/share/todo/todo.sqlite. The "
        + "configuration (keys, colours, the starting view, the mouse, sync) is "
        + "$XDG_CONFIG_HOME/todo/config.toml, else ~/.config/todo/config.toml: see todo config "
        + "--help."),
    version: "todo 0.1.0",
    subcommands: [
      Open.self, List.self, Add.self, Edit.self, Done.self, Remove.self, Import.self,
      Export.self, Tags.self, Sync.self, Config.self, Replay.self,
    ],
    defaultSubcommand: Open.self
  )

  /// Runs the command, printing every error as `todo: <message>` on standard error.
  static func main() {
    StandardStreams.standInForClosed()
    do {
      do {
        var command = try parseAsRoot(
          emptyStoreSpelledOut(Array(CommandLine.arguments.dropFirst())))
        try command.run()
      } catch let error where exitCode(for: error) == .success {
        // --help, --version and the completion scripts, written as any output is.
        let text = fullMessage(for: error)
        if !text.isEmpty { try Output.standard.write(text + "\n") }
      }
    } catch let failure as Failure {
      StandardStreams.writeError("todo: \(failure.message)\n")
      Foundation.exit(failure.code)
    } catch {
      let code = exitCode(for: error)
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
      StandardStreams.writeError("todo: \(message)\n")
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
    // A bad path is a usage error, said before anything else is looked at.
    let path = try Composition.storePath(option: storeOption.store)
    // The configuration is read whole before the terminal is touched.
    let configuration = try Composition.configuration()
    let keyMaps = try Composition.keyMaps(configuration)
    let palette = try Composition.palette(configuration.colors, environment: environment)
    do {
      try NcursesTerminal.checkUsable(environment: environment)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    let store = try Composition.store(at: path, for: .create)
    let mailbox = Mailbox<AppMessage>()
    let sync = Composition.backgroundSync(configuration.sync, storePath: path, mailbox: mailbox)
    defer { sync?.stop() }
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(
        mouse: configuration.view.mouse, environment: environment, palette: palette)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    TodoApp.run(
      environment: Composition.environment(
        store: store, sync: sync, configuration: configuration, keyMaps: keyMaps),
      terminal: terminal, mailbox: mailbox)
    terminal.close()
    // Ended by SIGTERM or SIGHUP: the terminal is restored; exit as the signal would have.
    if let signal = terminal.quitSignal { Foundation.exit(128 + signal) }
  }
}

/// `arguments` with `--store=` (as `--store=$UNSET` gives) written `--store ''`, so it is an
/// empty path refused by name rather than a "missing value"; after `--` nothing is an option.
func emptyStoreSpelledOut(_ arguments: [String]) -> [String] {
  let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
  return arguments[..<end].flatMap { $0 == "--store=" ? ["--store", ""] : [$0] }
    + arguments[end...]
}

/// An error that has already been put into words, with its exit code.
struct Failure: Error {
  let message: String
  var code: Int32 = 1
}

/// `todo replay SCRIPT`: runs a key script headlessly and prints the final screen.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a key script without a terminal and print the final screen.",
    discussion: HelpExamples.replay.discussion(
      after: """
        Starts from an empty in-memory store unless --store names one. Times come from a \
        replay clock (2026-01-05 09:00 UTC, one minute per change) so screens repeat exactly. \
        A key script is text typed as it is, with special keys in angle brackets: <Enter>, \
        <Esc>, <Tab>, <Up>, <C-r>, <F1>, <lt> for "<", <Resize 40x12>, and the mouse as \
        <Click 3,4>, <DoubleClick 3,4>, <WheelUp>, <WheelDown> (columns and rows from 1); a \
        line starting with # is a comment.
        """)
  )

  @Argument(help: "The key script (.keys), or - for standard input.")
  var script: String

  // Unconditional, so `--size -1x5` is a size to refuse rather than an unknown option.
  @Option(
    name: .long, parsing: .unconditional,
    help: "The screen size, COLSxROWS, from 1x1 to 1000x1000.")
  var size: String = "80x24"

  @Option(name: .long, help: "A store file to replay against instead of an empty one.")
  var store: String?

  func run() throws {
    guard let size = Size(parsing: size) else {
      throw Failure(message: "--size must be \(Size.accepted), like 80x24 (got '\(size)')", code: 2)
    }
    // Replaying keys may change the store, as the app does: a missing one is made.
    let replayStore = try store.map { try Composition.storePath(option: $0) }
    let text: String
    do {
      let data =
        script == "-"
        ? try StandardStreams.readInput()
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
    let todoStore: any TodoStore =
      try replayStore.map { try Composition.store(at: $0, for: .create) }
      ?? SQLiteTodoStore.inMemory()
    let frame = TodoApp.replay(
      keys: keys, size: size, environment: Composition.replayEnvironment(store: todoStore))
    try Output.standard.write(frame.text + "\n")
  }
}
