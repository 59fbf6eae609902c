import Foundation
import TodoCore

/// Bringing the server's versions into the store, inside one transaction: a new todo is added,
/// a changed one taken or merged field by field against the version both sides last agreed on
/// (`FieldMerge`), a deleted one removed unless it changed here (SPEC §11: the todo stays).
extension SyncEngine {
  /// Brings `objects` (one fetch) into the store. A todo naming no parent takes the one whose
  /// CHILD line names it (`ChildClaims`): `claims` holds those the store knew before, and
  /// takes these objects' own; a child the store holds already, at the top level with no link,
  /// joins a parent among them that names it.
  func apply(
    _ objects: [CalendarObject], _ todos: any TodoWriting, _ ledger: any SyncLedger,
    _ summary: inout SyncSummary, claims: inout ChildClaims
  ) throws {
    var remotes: [(CalendarObject, RemoteTodo)] = []
    for object in objects {
      do throws(RemoteTodo.Unreadable) {
        remotes.append((object, try RemoteTodo(text: object.body, timeZone: timeZone)))
      } catch {
        if case .unreadable(let why) = error { summary.leftAlone("\(object.href): \(why)") }
      }
    }
    claims = claims.replacing(remotes.map(\.1.record))
    for (object, remote) in remotes {
      try apply(object, remote.linked(by: claims), claims, todos, ledger, &summary)
    }
    try linkClaimedChildren(of: Set(remotes.map(\.1.uid)), claims, todos, ledger)
  }

  /// Brings `object`, read as `remote`, into the store.
  private func apply(
    _ object: CalendarObject, _ remote: RemoteTodo, _ claims: ChildClaims,
    _ todos: any TodoWriting, _ ledger: any SyncLedger, _ summary: inout SyncSummary
  ) throws {
    let record = SyncRecord(href: object.href, etag: object.etag, base: object.body)
    let found = try ledger.local(href: object.href)
    let local = try found ?? todos.item(uid: remote.uid).flatMap { try ledger.local(id: $0.id) }
    guard let local else {
      try add(remote, record, todos, ledger, &summary)
      return
    }
    if found == nil, let other = local.record?.href, other != object.href {
      summary.leftAlone(
        "\(object.href): its UID is also at \(other) on the server; left as it is")
      return
    }
    try reconcile(local, with: remote, record, claims, todos, ledger, &summary)
  }

  /// Links the todos the store held before `parents` came, at the top level with no link of
  /// their own, to the one of `parents` whose CHILD line names them. Their text on the server
  /// does not change (a parent that names a child says the link for it), so one in step with
  /// the server stays so.
  private func linkClaimedChildren(
    of parents: Set<String>, _ claims: ChildClaims, _ todos: any TodoWriting,
    _ ledger: any SyncLedger
  ) throws {
    let named = claims.all.filter { parents.contains($0.value) && !parents.contains($0.key) }
    for (child, parent) in named.sorted(by: { $0.key < $1.key }) {
      guard var item = try todos.item(uid: child), item.parent == nil,
        let before = try ledger.local(id: item.id)
      else { continue }
      item.fields.parent = parent
      try todos.update(item)
      if !before.changedHere, let record = before.record { try markSynced(item, record, ledger) }
    }
  }

  /// Adds a todo the store does not have: new on the server, or changed there after it was
  /// deleted here (its tombstone goes: the todo stays).
  private func add(
    _ remote: RemoteTodo, _ record: SyncRecord, _ todos: any TodoWriting,
    _ ledger: any SyncLedger, _ summary: inout SyncSummary
  ) throws {
    let tombstone = try ledger.tombstone(href: record.href)
    if let tombstone {
      try ledger.dropTombstone(uid: tombstone.uid)
      summary.keptFromDeletion += 1
    } else {
      summary.fetchedNew += 1
    }
    let stamps = remote.todo.stamps(importedAt: clock.now())
    let item = try todos.insert(
      remote.todo.fields, created: stamps.created, updated: stamps.updated,
      calendar: CalendarRecord(uid: remote.uid, kept: remote.kept))
    try markSynced(item, record, ledger)
  }

  /// Brings the server's version of a todo the store has into it: taken whole when the todo
  /// did not change here, merged field by field when it did. A same-field conflict keeps the
  /// local value and adds a conflict copy holding the server's todo; when the merge differs
  /// from the server's version, the todo stays unsynced so the push sends it.
  private func reconcile(
    _ local: LocalTodo, with remote: RemoteTodo, _ record: SyncRecord, _ claims: ChildClaims,
    _ todos: any TodoWriting, _ ledger: any SyncLedger, _ summary: inout SyncSummary
  ) throws {
    var item = local.item
    let remoteFields = remote.inList(item.fields.list).todo.fields
    let fields: TodoFields
    if local.changedHere {
      let base = local.record.flatMap { try? RemoteTodo(text: $0.base, timeZone: timeZone) }?
        .linked(by: claims).inList(item.fields.list)
      let merge = FieldMerge(base: base?.todo.fields, local: item.fields, remote: remoteFields)
      fields = merge.merged
      if var theirs = merge.theirs {
        theirs.tags = theirs.tags.union([Self.conflictTag])
        let now = clock.now()
        _ = try todos.insert(theirs, created: now, updated: now)
        summary.conflicts += 1
      }
    } else {
      fields = remoteFields
    }
    if item.fields != fields || item.calendar.kept != remote.kept {
      item.updated =
        local.changedHere ? clock.now() : remote.todo.updated.map(TodoItem.time) ?? clock.now()
      item.fields = fields
      item.calendar.kept = remote.kept
      try todos.update(item)
      summary.fetchedChanged += 1
    }
    if fields == remoteFields {
      try markSynced(item, record, ledger)
    } else {
      try ledger.keepRecord(record, of: item.id)
    }
  }

  /// Removes the todo the server deleted at `href`, unless it changed here: then it stays
  /// and is sent again as new. A tombstone there is dropped: both sides deleted it.
  func applyDeletion(
    of href: String, _ ledger: any SyncLedger, _ summary: inout SyncSummary
  ) throws {
    guard let local = try ledger.local(href: href) else {
      if let tombstone = try ledger.tombstone(href: href) {
        try ledger.dropTombstone(uid: tombstone.uid)
      }
      return
    }
    if local.changedHere {
      try ledger.forgetRecord(of: local.item.id)
      summary.keptFromDeletion += 1
    } else {
      try ledger.deleteSynced(local.item.id)
      summary.fetchedDeleted += 1
    }
  }

  /// Records `record` for `item` at its revision now: the store and the server agree.
  private func markSynced(
    _ item: TodoItem, _ record: SyncRecord, _ ledger: any SyncLedger
  ) throws {
    guard let now = try ledger.local(id: item.id) else { return }
    try ledger.markSynced(item.id, uid: item.calendar.uid, record: record, revision: now.revision)
  }
}
