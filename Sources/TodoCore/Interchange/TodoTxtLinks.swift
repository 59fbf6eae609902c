/// The subtask links of a todo.txt file as topydo writes them (SPEC §16): `id:1` on a parent,
/// `p:1` on each of its subtasks. The ids are the file's own, so they are resolved over the
/// whole file before a line is read: the first line with an `id:` owns it; a `p:` naming an
/// `id:` another line owns links its line to that one (the first such `p:` of a line: a todo
/// here has one parent), and the `id:` it names is taken out of the owner's line. Every other
/// `id:` and `p:` (naming no line, a second parent, an id no subtask names) stays in its title
/// as the text it is, so nothing of the file is lost.
struct TodoTxtLinks {
  /// For each entry (non-blank line, counted from 0) with a parent: the `p:` value that says
  /// so, and the parent's entry.
  private var parents: [Int: (key: Substring, entry: Int)] = [:]
  /// For each entry a subtask names: its ids that are named.
  private var named: [Int: Set<Substring>] = [:]

  /// The links of the entries `lines`, in file order.
  init(_ lines: [Substring]) {
    var owners: [Substring: Int] = [:]
    var wanted: [(entry: Int, key: Substring)] = []
    for (entry, line) in lines.enumerated() where Self.mayLink(line) {
      for word in TodoTxtWord.words(line) {
        switch TodoTxtWord(word) {
        case .localID(let key): if owners[key] == nil { owners[key] = entry }
        case .parentID(let key): wanted.append((entry, key))
        default: break
        }
      }
    }
    for (entry, key) in wanted where parents[entry] == nil {
      guard let owner = owners[key], owner != entry else { continue }
      parents[entry] = (key, owner)
      named[owner, default: []].insert(key)
    }
  }

  /// The entry `entry` is a subtask of, and the `p:` value that says so.
  func parent(of entry: Int) -> (key: Substring, entry: Int)? {
    parents[entry]
  }

  /// Whether `id:key` on entry `entry` is the id a subtask names it by (and so no title text).
  func isNamed(_ key: Substring, of entry: Int) -> Bool {
    named[entry]?.contains(key) ?? false
  }

  /// Whether `line` may hold an `id:` or a `p:` (a `d` or `p` before a colon): most lines do
  /// not, and are not split into words a second time.
  private static func mayLink(_ line: Substring) -> Bool {
    var previous: UInt8 = 0
    for byte in line.utf8 {
      if byte == UInt8(ascii: ":"), previous == UInt8(ascii: "d") || previous == UInt8(ascii: "p") {
        return true
      }
      previous = byte
    }
    return false
  }

  /// The ids an export gives (topydo's form: 1, 2, 3… in the order the parents are written):
  /// by UID, each todo of `items` that another todo of `items` is a subtask of. A todo whose
  /// parent is not written keeps no link in the file.
  static func exportIDs(_ items: [TodoItem]) -> [String: Int] {
    guard items.contains(where: { $0.parent != nil }) else { return [:] }
    let uids = Set(items.lazy.map(\.calendar.uid).filter { !$0.isEmpty })
    var parents: Set<String> = []
    for item in items {
      if let parent = item.parent, parent != item.calendar.uid, uids.contains(parent) {
        parents.insert(parent)
      }
    }
    var ids: [String: Int] = [:]
    for item in items where parents.contains(item.calendar.uid) && ids[item.calendar.uid] == nil {
      ids[item.calendar.uid] = ids.count + 1
    }
    return ids
  }
}
