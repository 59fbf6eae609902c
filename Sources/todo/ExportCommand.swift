import ArgumentParser
import Foundation
import TodoCore
import TodoTerminal

/// `todo export [--format json|todotxt|ics] [--list NAME] [FILE]`.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every todo to standard output, or to FILE.",
    discussion: HelpExamples.export.discussion(
      after: """
        A FILE whose name ends in .ics is written in iCalendar unless --format says. A regular \
        FILE is replaced atomically, keeping its mode; a symbolic link is written through to \
        its target; a FIFO or a device (/dev/fd/3) is written into.
        """))

  @Option(name: .long, help: "json, todotxt or ics (json by default).")
  var format: InterchangeFormat?

  @Argument(help: "The file to write (standard output when absent or -).")
  var file: String?

  @OptionGroup var listOption: ListOption<Self>

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    _ = try listOption.name()
  }

  func run() throws {
    let format = format ?? file.map { InterchangeFormat(fileName: $0) } ?? .json
    let useCases = try storeOption.useCases(for: .read)
    let list = try listOption.existingName(in: useCases)
    let items = try useCases.items(
      list.map { TodoQuery(filter: TodoFilter.none.inList($0)) } ?? TodoQuery())
    var data: Data
    let meter = ProgressMeter.onStandardError(verb: "exporting")
    do {
      // Erased before anything is written, so the progress line never mixes with the output.
      defer { meter?.finish() }
      data = try format.encode(items, progress: meter.map { meter in { meter.report($0) } })
    } catch {
      throw Failure(message: "export: \(error)")
    }
    if let file, file != "-" {
      try ExportFile.write(data, to: file)
      return
    }
    // A terminal is shown control characters as symbols; files and pipes get the bytes.
    if isatty(STDOUT_FILENO) == 1, let text = String(data: data, encoding: .utf8) {
      data = Data(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { DisplayWidth.visible(String($0)) }.joined(separator: "\n").utf8)
    }
    try Output.standard.write(data)
  }
}

extension Export: ListOptionWording {
  /// `--list`.
  static let help = ArgumentHelp(
    "Only the todos of this list (a subtask is always in its parent's).", valueName: "name")
}
