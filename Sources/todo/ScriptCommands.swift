import ArgumentParser
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal

/// `--store PATH`, shared by every command that opens the store.
struct StoreOption: ParsableArguments {
  @Option(name: .long, help: "The store file (default: $TODO_STORE, else the XDG data folder).")
  var store: String?

  /// The use cases over the store this option names, opened for `access`.
  func useCases(for access: StoreAccess) throws -> TodoUseCases {
    try Composition.useCases(storeOption: store, for: access)
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

/// `todo list`: every item, or `--json`.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every todo: id, [ ] or [x], title.")

  @OptionGroup var storeOption: StoreOption

  @Flag(name: .long, help: "Print a JSON array of {id, title, content, done, created, updated}.")
  var json = false

  func run() throws {
    let items = try storeOption.useCases(for: .read).items()
    if json {
      FileHandle.standardOutput.write(InterchangeFormat.json.encode(items))
    } else {
      ItemFormatter.write(ItemFormatter.lines(for: items))
    }
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
    let useCases = try storeOption.useCases(for: .create)
    do {
      ItemFormatter.write(
        ItemFormatter.line(for: try useCases.add(TodoForm(title: title, content: content))))
    } catch let rejection as FormRejection {
      // The dialogs' sentence, in lower case like every other message here.
      let message = rejection.message
      throw Failure(message: message.prefix(1).lowercased() + message.dropFirst())
    }
  }
}

/// `todo done ID`: a todo already done is printed as it is.
struct Done: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a todo done.", usage: "todo done <id> [--store <store>]")

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let useCases = try storeOption.useCases(for: .change)
    ItemFormatter.write(ItemFormatter.line(for: try existing(id) { try useCases.markDone(id) }))
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
    let useCases = try storeOption.useCases(for: .change)
    let item = try existing(id) { try useCases.delete(id) }
    ItemFormatter.write("deleted \(ItemFormatter.line(for: item))")
  }
}

/// Runs a use case on the todo `id`, saying `no todo with id N` when there is none.
private func existing(_ id: TodoID, _ useCase: () throws -> TodoItem) throws -> TodoItem {
  do {
    return try useCase()
  } catch TodoStoreError.notFound {
    throw Failure(message: "no todo with id \(id)")
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
    let count = try storeOption.useCases(for: .create).add(imported: todos)
    ItemFormatter.write("imported \(count) todo\(count == 1 ? "" : "s")\n")
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
    var data = format.encode(try storeOption.useCases(for: .read).items())
    // A terminal is shown control characters as symbols; files and pipes get the bytes.
    if isatty(STDOUT_FILENO) == 1, let text = String(data: data, encoding: .utf8) {
      data = Data(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { DisplayWidth.visible(String($0)) }.joined(separator: "\n").utf8)
    }
    FileHandle.standardOutput.write(data)
  }
}
