import ArgumentParser
import Foundation

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
      Export.self, Tags.self, Lists.self, Sync.self, Config.self, Replay.self,
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

/// `arguments` with `--store=` (as `--store=$UNSET` gives) written `--store ''`, so it is an
/// empty path refused by name rather than a "missing value"; after `--` nothing is an option.
func emptyStoreSpelledOut(_ arguments: [String]) -> [String] {
  let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
  return arguments[..<end].flatMap { $0 == "--store=" ? ["--store", ""] : [$0] }
    + arguments[end...]
}
