import Foundation
import TodoCore
import TodoStorage
import TodoTerminal
import TodoUI

/// Deterministic test data and the store files built from it.
///
/// The generator is the same as `Benchmarks/Scripts/fixtures.py` (one 64-bit LCG, seed 42,
/// the same word lists; the subtasks from a second, seed 11, as its `tree_shape` places
/// them), so the stores the Swift benchmarks open and the ones the pseudo-terminal script
/// builds with `todo import` hold the same todos in the same tree.
enum Fixtures {
  /// The sizes every size-dependent figure is measured at.
  static let sizes = [1_000, 10_000, 100_000]

  /// The frame size of every figure: the 80x24 terminal.
  static let screen = Size(columns: 80, rows: 24)

  static let verbs = [
    "buy", "call", "fix", "write", "read", "plan", "clean", "email", "review", "book", "pay",
    "water", "check", "send", "update", "file",
  ]
  static let nouns = [
    "milk", "report", "car", "garden", "taxes", "slides", "tickets", "invoice", "dentist",
    "blog post", "backups", "plants", "budget", "keys", "notes", "laptop",
  ]
  static let tails = [
    " before the meeting with the whole team on Thursday afternoon",
    " — café ☕",
    " 日本語のメモ",
  ]

  /// The `count` todos, always the same ones: each with its UID (`bench-N`), a tenth of them
  /// subtasks (`parents(count:)`).
  static func todos(count: Int) -> [ImportedTodo] {
    let next = lcg(42)
    let parents = self.parents(count: count)
    var result: [ImportedTodo] = []
    result.reserveCapacity(count)
    for index in 1...count {
      let verb = verbs[next() % verbs.count]
      let noun = nouns[next() % nouns.count]
      let roll = next() % 100
      var title = "\(verb) \(noun) \(index)"
      if roll < 15 { title += tails[roll % tails.count] }
      let content =
        roll % 3 == 0 ? "" : "Notes for \(noun), item \(index).\nSecond line with more detail."
      result.append(
        ImportedTodo(
          TodoFields(
            title: title, content: content, done: next() % 4 == 0,
            parent: parents[index].map(uid)),
          calendar: CalendarRecord(uid: uid(index))))
    }
    return result
  }

  /// The UID of the todo numbered `index`, as fixtures.py writes it.
  static func uid(_ index: Int) -> String { "bench-\(index)" }

  /// The fixtures' 64-bit LCG from `seed`: each call gives its next value (31 bits).
  static func lcg(_ seed: UInt64) -> () -> Int {
    var state = seed
    return {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
  }

  /// How deep a subtask goes at most.
  static let deepest = 5

  /// The parent of each subtask of `count` todos, by number: fixtures.py's `tree_shape` (read
  /// its comment for the shape), step for step, so both draw the same tree.
  static func parents(count: Int) -> [Int: Int] {
    let next = lcg(11)
    let budget = count / 10
    var sizes: [Int] = []
    while sizes.reduce(0, +) < budget { sizes.append(5 + next() % 46) }
    let middle = sizes.count / 2
    sizes[middle] = 50
    let project = count >= 100_000 ? sizes.count / 4 : nil
    if let project { sizes[project] = 1000 }
    var excess = sizes.reduce(0, +) - budget
    while excess > 0 && sizes.count > 1 {
      var last = sizes.count - 1
      while last == middle || last == project { last -= 1 }
      let cut = min(excess, sizes[last] - 5)
      if cut <= 0 {
        excess -= sizes[last]
        sizes.remove(at: last)
        continue
      }
      sizes[last] -= cut
      excess -= cut
    }
    let spacing = count / sizes.count
    var parents: [Int: Int] = [:]
    for (index, size) in sizes.enumerated() {
      let root = index * spacing + 1 + spacing / 3
      var depth = [root: 0]
      var nodes = [root]
      for offset in 1...size {
        let node = root + offset
        let previous = nodes[nodes.count - 1]
        let roll = next() % 10
        let parent: Int
        if index == middle || index == project, offset <= deepest {
          parent = previous
        } else if roll < 4, depth[previous, default: 0] < deepest {
          parent = previous
        } else if roll < 7, previous != root, let above = parents[previous] {
          parent = above
        } else {
          let shallow = nodes.filter { depth[$0, default: 0] < deepest }
          parent = shallow[next() % shallow.count]
        }
        parents[node] = parent
        depth[node] = depth[parent, default: 0] + 1
        nodes.append(node)
      }
    }
    return parents
  }

  /// The JSON import file for `count` todos, as `todo import` reads it.
  static func json(count: Int) throws -> Data {
    struct Entry: Encodable {
      let title: String
      let content: String
      let done: Bool
      let uid: String?
      let parent: String?
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(
      todos(count: count).map {
        Entry(
          title: $0.fields.title, content: $0.fields.content, done: $0.fields.done,
          uid: $0.calendar?.uid, parent: $0.fields.parent)
      })
  }

  /// Where the store files live: `$TODO_BENCH_FIXTURES`, else `bench-results/fixtures` at the
  /// root of the repository (on disk, so fsync costs what it costs for real).
  static var folder: String {
    if let folder = ProcessInfo.processInfo.environment["TODO_BENCH_FIXTURES"], !folder.isEmpty {
      return folder
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("bench-results/fixtures").path
  }

  /// The store holding exactly `count` todos, built once (with `add(imported:)`) when
  /// `make bench` has not already built it with `todo import`. Never written to by a
  /// benchmark: the ones that change data work on a copy.
  static func store(count: Int) throws -> String {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/items-\(count).sqlite"
    if manager.fileExists(atPath: path) { return path }
    let temporary = "\(folder)/building-\(count)-\(getpid()).sqlite"
    do {  // the store is closed at the end of this scope
      let store = try SQLiteTodoStore(path: temporary)
      let clock = SteppingClock(start: Date(timeIntervalSince1970: 1.767e9))
      try TodoUseCases(store: store, clock: clock).add(imported: todos(count: count))
    }
    removeStore(at: temporary + "-wal")  // closed cleanly: nothing left to checkpoint
    removeStore(at: temporary + "-shm")
    if rename(temporary, path) != 0 { removeStore(at: temporary) }  // another process won
    return path
  }

  /// Where this process keeps its private copy of the `count` store for benchmark `label`.
  static func scratchPath(count: Int, label: String) -> String {
    "\(folder)/scratch-\(label)-\(count)-\(getpid()).sqlite"
  }

  /// A private copy of the `count` store, for benchmarks that change data.
  static func scratchCopy(count: Int, label: String) throws -> String {
    let source = try store(count: count)
    let path = scratchPath(count: count, label: label)
    removeStore(at: path)
    try FileManager.default.copyItem(atPath: source, toPath: path)
    return path
  }

  /// Deletes a store file with its WAL and shared-memory files.
  static func removeStore(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}

/// Times in the benchmarks are not shown, so any fixed zone will do.
let utc = TimeZone(secondsFromGMT: 0) ?? .current

/// Mutable state handed from a benchmark's setup to its iterations.
final class Session {
  let store: SQLiteTodoStore
  let environment: TodoEnvironment
  let navigation: NavigationStack
  let terminal: HeadlessTerminal
  let loop: AppLoop
  let path: String
  var counter = 0
  var ids: [TodoID] = []

  /// The app over the store at `path`, its first frame already drawn (items loaded).
  init(path: String) throws {
    self.path = path
    store = try SQLiteTodoStore(path: path)
    environment = TodoEnvironment(store: store, clock: SystemClock(), timeZone: utc)
    navigation = TodoApp.makeNavigation(environment: environment)
    terminal = HeadlessTerminal(size: Fixtures.screen)
    loop = AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app)
    loop.render()
  }

  /// The use cases over this session's store.
  var useCases: TodoUseCases { environment.useCases }
}
