import ArgumentParser
import Foundation
import TodoCore
import TodoTerminal

/// `todo export [--format json|todotxt|ics] [FILE]`.
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

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let format = format ?? file.map { InterchangeFormat(fileName: $0) } ?? .json
    let items = try storeOption.useCases(for: .read).items()
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
