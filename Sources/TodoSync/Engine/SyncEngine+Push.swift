import Foundation
import TodoCore

/// Sending what changed here: deletions first (each conditional on the version last seen),
/// then every todo changed since it was last synced, a page at a time. A write the server
/// refuses because the todo changed there meanwhile (412) is merged with the server's version
/// and sent again; a todo deleted there meanwhile (404) stays and is sent as new.
extension SyncEngine {
  /// How often one todo is merged and sent again when the server keeps changing it.
  static let attempts = 4

  /// Sends the tombstones and the todos changed here; the hrefs of the todos created without
  /// an ETag in answer (the next listing must show them, or the server never kept them).
  func push(_ summary: inout SyncSummary) async throws -> Set<String> {
    var unconfirmed: Set<String> = []
    for tombstone in try store.syncRead({ _, ledger in try ledger.tombstones() }) {
      try await sendDeletion(tombstone, &summary)
    }
    var after: TodoID = 0
    var total = try store.syncRead { _, ledger in try ledger.unsyncedCount() }
    var done = 0
    while true {
      let page = try store.syncRead { _, ledger in
        try ledger.unsynced(after: after, limit: Self.batch)
      }
      guard let last = page.last else {
        if done > 0 { progress(WorkProgress(done: done, total: max(total, done))) }
        return unconfirmed
      }
      after = last.item.id
      // A todo changed here while the push runs may be sent too: the total grows with it.
      total = max(total, done + page.count)
      var sent: [(LocalTodo, SyncRecord)] = []
      do {
        // Each todo is a request of its own: counted one by one.
        for local in page {
          progress(WorkProgress(done: done, total: total))
          if let result = try await send(local, &summary) { sent.append(result) }
          done += 1
        }
      } catch {
        // What the server took is recorded before the error ends the sync.
        try? record(sent)
        throw error
      }
      try record(sent)
      for (local, record) in sent where local.record == nil && record.etag == nil {
        unconfirmed.insert(record.href)
      }
    }
  }

  /// Records, in one transaction, that the server holds `sent`.
  private func record(_ sent: [(LocalTodo, SyncRecord)]) throws {
    guard !sent.isEmpty else { return }
    try store.syncWrite { _, ledger in
      for (local, record) in sent {
        try ledger.markSynced(
          local.item.id, uid: local.item.calendar.uid, record: record, revision: local.revision)
      }
    }
  }

  /// Deletes a tombstone's todo on the server; when it changed there since, it is fetched
  /// back instead (the todo stays).
  private func sendDeletion(_ tombstone: SyncTombstone, _ summary: inout SyncSummary) async throws {
    let href = tombstone.record.href
    do throws(CalDAVError) {
      try await client.delete(at: href, in: collection, ifMatch: tombstone.record.etag ?? "*")
      summary.sentDeleted += 1
    } catch .notFound {
      // Already gone.
    } catch .outsideTaskList {
      // Recorded before hrefs were checked: nothing is sent there.
      Self.leaveAlone([href], &summary)
    } catch .preconditionFailed {
      // Changed on the server since: the todo stays, fetched back.
      let fetched = try await client.fetch([href], from: collection)
      try store.syncWrite { todos, ledger in
        var claims = try todos.childClaims()
        try apply(fetched.objects, todos, ledger, &summary, claims: &claims)
        if try ledger.tombstone(href: href) != nil { try ledger.dropTombstone(uid: tombstone.uid) }
      }
      return
    } catch {
      throw error
    }
    try store.syncWrite { _, ledger in try ledger.dropTombstone(uid: tombstone.uid) }
  }

  /// Sends one todo changed here; the record to keep once the server has it, or nil when
  /// nothing is to be recorded (nothing differed, or it must wait for the next sync).
  private func send(
    _ local: LocalTodo, _ summary: inout SyncSummary
  ) async throws -> (LocalTodo, SyncRecord)? {
    var local = local
    for _ in 0..<Self.attempts {
      let body: String
      do {
        body = try text(of: local.item)
      } catch {
        summary.problems.append("todo \(local.item.id) (\"\(local.item.title)\"): \(error)")
        return nil
      }
      if let record = local.record, record.etag != nil,
        try agrees(local.item, withBase: record.base)
      {
        return (local, record)
      }
      let href =
        local.record?.href ?? CalDAVClient.href(forUID: local.item.calendar.uid, in: collection)
      let answer: Result<String?, CalDAVError>
      do throws(CalDAVError) {
        if let record = local.record {
          answer = .success(
            try await client.update(body, at: href, in: collection, ifMatch: record.etag ?? "*"))
        } else {
          answer = .success(try await client.create(body, at: href, in: collection))
        }
      } catch {
        answer = .failure(error)
      }
      switch answer {
      case .success(let etag):
        if local.record == nil { summary.sentNew += 1 } else { summary.sentChanged += 1 }
        return (local, SyncRecord(href: href, etag: etag, base: body))
      case .failure(.preconditionFailed):
        // Changed on the server since it was read (or, creating, already there: sent by a
        // sync that was stopped before it recorded it): merge the server's version first.
        let fetched = try await client.fetch([href], from: collection)
        let reread = try store.syncWrite { todos, ledger in
          var claims = try todos.childClaims()
          try apply(fetched.objects, todos, ledger, &summary, claims: &claims)
          if fetched.objects.isEmpty { try ledger.forgetRecord(of: local.item.id) }
          return try ledger.local(id: local.item.id)
        }
        guard let reread, reread.changedHere else { return nil }
        local = reread
      case .failure(.outsideTaskList):
        // Recorded before hrefs were checked: nothing is sent there; the todo is sent again
        // as new, to its own place in the list.
        Self.leaveAlone([href], &summary)
        try store.syncWrite { _, ledger in try ledger.forgetRecord(of: local.item.id) }
        local.record = nil
      case .failure(.notFound):
        // Deleted on the server while it changed here: it stays, sent again as new.
        try store.syncWrite { _, ledger in try ledger.forgetRecord(of: local.item.id) }
        summary.keptFromDeletion += 1
        local.record = nil
      case .failure(let error):
        throw error
      }
    }
    summary.problems.append(
      "todo \(local.item.id) (\"\(local.item.title)\"): changed on the server during every try;"
        + " it is sent at the next sync")
    return nil
  }

  /// Whether `item` is what the base says: nothing to send.
  private func agrees(_ item: TodoItem, withBase base: String) throws -> Bool {
    guard let base = try? RemoteTodo(text: base, timeZone: timeZone) else { return false }
    let read = base.linked(by: try parentClaims(of: item)).inList(item.fields.list)
    return read.todo.fields == item.fields && read.kept == item.calendar.kept
  }

  /// The calendar object of `item`: one VCALENDAR with its VTODO, its link unsaid when its
  /// parent on the server names it.
  private func text(of item: TodoItem) throws -> String {
    String(
      decoding: try ICalendarInterchange.encode(
        [item], stamp: clock.now(), timeZone: timeZone, claims: try parentClaims(of: item)),
      as: UTF8.self)
  }

  /// The CHILD lines of `item`'s parent, which the server holds beside it (SPEC §16).
  private func parentClaims(of item: TodoItem) throws -> ChildClaims {
    guard let parent = item.parent else { return ChildClaims() }
    let holder = try store.syncRead { todos, _ in try todos.item(uid: parent) }
    return ChildClaims(holder.map { [$0.calendar] } ?? [])
  }
}
