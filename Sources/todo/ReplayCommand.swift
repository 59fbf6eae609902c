import ArgumentParser
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal
import TodoUI

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
      keys: keys, size: size,
      environment: .replay(store: todoStore, variables: ProcessInfo.processInfo.environment))
    try Output.standard.write(frame.text + "\n")
  }
}
