import ArgumentParser
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal

/// `--store PATH`, shared by every command that opens the store.
struct StoreOption: ParsableArguments {
  @Option(name: .long, help: "The store file (default: $TODO_STORE, else the XDG data folder).")
  var store: String?

  /// Opens the store this option names for `access`.
  func open(for access: StoreAccess) throws -> SQLiteTodoStore {
    try openStore(storePath(option: store), for: access)
  }
}

/// The id argument of `done` and `rm`, taken as it was typed so that `-1` is an id to refuse
/// rather than an unknown option.
struct IDArgument: ParsableArguments {
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The id, as `todo list` prints it.", valueName: "id"))
  var words: [String] = []

  /// The one id given, or a usage error saying what is wrong with it.
  func id() throws -> TodoID {
    if let option = words.first(where: { $0.hasPrefix("--") }) {
      throw ValidationError("unknown option '\(option)'")
    }
    guard words.count == 1, let word = words.first else {
      throw ValidationError(
        words.isEmpty
          ? "give the id of the todo, as `todo list` prints it"
          : "give one id (got \(words.count): \(words.joined(separator: " ")))")
    }
    guard word.utf8.allSatisfy({ (48...57).contains($0) }), let id = TodoID(word), id > 0 else {
      throw ValidationError(
        "the id must be a positive number, as `todo list` prints it (got '\(word)')")
    }
    return id
  }
}

extension InterchangeFormat: ExpressibleByArgument {}

/// Writes `text` to standard output, checking that it arrived (a closed pipe is an error).
func write(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// The one-line form of an item for `list`, `add` and `done`: id, marker, title made safe
/// to print (control characters shown as symbols).
func line(for item: TodoItem, idWidth: Int = 0) -> String {
  let id = String(item.id)
  let padded = String(repeating: " ", count: max(0, idWidth - id.count)) + id
  return "\(padded) \(item.done ? "[x]" : "[ ]") \(DisplayWidth.visible(item.title))\n"
}

/// `todo list`: every item, or `--json`.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every todo: id, [ ] or [x], title.")

  @OptionGroup var storeOption: StoreOption

  @Flag(name: .long, help: "Print a JSON array of {id, title, content, done, created, updated}.")
  var json = false

  func run() throws {
    let items = try storeOption.open(for: .read).allItems()
    if json {
      FileHandle.standardOutput.write(InterchangeFormat.json.encode(items))
      return
    }
    let idWidth = items.last.map { String($0.id).count } ?? 0
    write(items.map { line(for: $0, idWidth: idWidth) }.joined())
  }
}

/// `todo add TITLE [--content TEXT]`.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add a todo and print it with its id.")

  @Argument(help: "The title.")
  var title: String

  @Option(name: .long, help: "The content (free text).")
  var content: String = ""

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let commands = TodoCommands(store: try storeOption.open(for: .create), clock: SystemClock())
    do {
      write(line(for: try commands.add(TodoDraft(title: title, content: content))))
    } catch let rejection as DraftRejection {
      // The dialogs' sentence, in lower case like every other message here.
      let message = rejection.message
      throw Failure(message: message.prefix(1).lowercased() + message.dropFirst())
    }
  }
}

/// `todo done ID`.
struct Done: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a todo done.", usage: "todo done <id> [--store <store>]")

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let store = try storeOption.open(for: .change)
    guard let item = try store.item(id: id) else { throw Failure(message: "no todo with id \(id)") }
    if item.done {
      write(line(for: item))
      return
    }
    write(line(for: try TodoCommands(store: store, clock: SystemClock()).toggleDone(id)))
  }
}

/// `todo rm ID`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Delete a todo.", usage: "todo rm <id> [--store <store>]")

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let store = try storeOption.open(for: .change)
    guard try store.item(id: id) != nil else { throw Failure(message: "no todo with id \(id)") }
    let item = try TodoCommands(store: store, clock: SystemClock()).delete(id)
    write("deleted \(line(for: item))")
  }
}

/// `todo import FILE [--format json|todotxt]`: all or nothing.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add the todos of a file: all of them, or none if any entry is wrong.",
    discussion: "The format defaults to todotxt for a .txt file (any case), json otherwise.")

  @Argument(help: "The file, or - for standard input.")
  var file: String

  @Option(name: .long, help: "json or todotxt.")
  var format: InterchangeFormat?

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let data: Data
    do {
      data =
        file == "-"
        ? FileHandle.standardInput.readDataToEndOfFile()
        : try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw Failure(message: "\(file): cannot read the file")
    }
    let format = format ?? InterchangeFormat(fileName: file)
    let todos: [ImportedTodo]
    do {
      todos = try format.decode(data)
    } catch {
      throw Failure(message: "\(file): \(error); nothing was imported")
    }
    let count = try storeOption.open(for: .create).add(contentsOf: todos, at: Date())
    write("imported \(count) todo\(count == 1 ? "" : "s")\n")
  }
}

/// `todo export [--format json|todotxt]`.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every todo to standard output.")

  @Option(name: .long, help: "json or todotxt.")
  var format: InterchangeFormat = .json

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    var data = format.encode(try storeOption.open(for: .read).allItems())
    // A terminal is shown control characters as symbols; files and pipes get the bytes.
    if isatty(STDOUT_FILENO) == 1, let text = String(data: data, encoding: .utf8) {
      data = Data(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { DisplayWidth.visible(String($0)) }.joined(separator: "\n").utf8)
    }
    FileHandle.standardOutput.write(data)
  }
}
