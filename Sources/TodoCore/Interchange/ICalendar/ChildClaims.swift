/// The children parents name by `RELATED-TO;RELTYPE=CHILD` (SPEC §16): the one rule that a
/// todo naming no parent of its own is the subtask of the first todo read that names it so,
/// wherever VTODOs come in (an import of a file, the objects of a sync, the parents a store
/// already holds). Its own PARENT line always wins. The link a claim gives is the todo's link
/// like any other (a field; JSON and the tree show it), but it is left unsaid when the todo is
/// written while that parent still names it (`VTodoMapping.written`): the child gains no line
/// another program did not write, and the parent's CHILD line stays as it came.
public struct ChildClaims: Equatable, Sendable {
  /// Each named child's UID and the UID of the first parent read that names it.
  private var parents: [String: String] = [:]

  /// No claims.
  public init() {}

  /// The claims `records` make, the first parent read winning where two name one child.
  public init(_ records: some Sequence<CalendarRecord>) {
    for record in records { add(record) }
  }

  /// Adds the claims of `record`'s kept lines; a child named already keeps its parent.
  public mutating func add(_ record: CalendarRecord) {
    guard !record.uid.isEmpty else { return }
    for child in ParentLink.children(namedIn: record.kept) where child != record.uid {
      if parents[child] == nil { parents[child] = record.uid }
    }
  }

  /// These claims, less those of `uids` (parents read again: their new lines say what they
  /// name now), then `records`' claims after them.
  public func replacing(_ records: [CalendarRecord]) -> ChildClaims {
    let renamed = Set(records.map(\.uid))
    var claims = self
    claims.parents = parents.filter { !renamed.contains($0.value) }
    for record in records { claims.add(record) }
    return claims
  }

  /// The UID of the parent that names `uid` as its child; nil when none does.
  public func parent(of uid: String) -> String? { parents[uid] }

  /// Every claim, child UID to parent UID.
  public var all: [String: String] { parents }

  /// `todo` with the parent a claim gives it when it names none of its own.
  public func linking(_ todo: ImportedTodo) -> ImportedTodo {
    guard todo.fields.parent == nil, todo.parentEntry == nil,
      let uid = todo.calendar?.uid, let parent = parents[uid]
    else { return todo }
    var linked = todo
    linked.fields.parent = parent
    return linked
  }

  /// `kept` (a parent's kept lines) without the CHILD lines naming `child`: what the parent
  /// says once the person moved that child out to the top level here (no line of the child's
  /// can say it has no parent; the parent's would claim it again when read back).
  public static func releasing(_ child: String, from kept: [ContentLine]) -> [ContentLine] {
    kept.droppingTopLevel { ParentLink.isChild($0) && $0.value == child }
  }

  /// Whether `item`'s parent is the one that names it: its link then goes unwritten.
  func says(_ item: TodoItem) -> Bool {
    item.fields.parent != nil && parents[item.calendar.uid] == item.fields.parent
  }
}
