import Foundation
import TodoCore

/// One sync of a store with one CalDAV task list (SPEC §11): first what changed on the server
/// is fetched and merged in, then what changed here is sent, every write conditional on the
/// version last seen. Nothing is lost on the way: each batch is one store transaction, the sync
/// token is kept only once every change it covers is in the store, and a change sent but not
/// yet recorded (the process killed in between) is found again by its ETag or UID and merged,
/// not duplicated. Any step may stop with an error; the next sync completes the work.
public struct SyncEngine {
  /// The client talking to the server.
  let client: CalDAVClient
  /// The store synced.
  let store: any SyncingStore
  /// The task list (a calendar collection) synced with.
  let collection: URL
  /// Where floating times of the server's todos are read.
  let timeZone: TimeZone
  /// Stamps changes and the files sent.
  let clock: any Clock
  /// What is done when the server no longer has any todo synced with it (SPEC §15).
  let emptied: EmptiedListChoice
  /// Hears how many todos were fetched of how many (a request of `batch` at a time), then how
  /// many sent of how many (one by one), so a long first sync shows its count.
  let progress: @Sendable (WorkProgress) -> Void

  /// How many todos one request fetches and one store transaction records.
  static let batch = 100

  /// The tag a conflict copy carries, so a person finds every one with `/+conflict`.
  public static let conflictTag = "conflict"

  /// A sync of `store` with the task list at `collection` through `client`, telling
  /// `progress` how far it came.
  public init(
    client: CalDAVClient, store: any SyncingStore, collection: URL,
    timeZone: TimeZone = .current, clock: any Clock = SystemClock(),
    emptied: EmptiedListChoice = .stop,
    progress: @escaping @Sendable (WorkProgress) -> Void = { _ in }
  ) {
    self.progress = progress
    self.emptied = emptied
    self.client = client
    self.store = store
    self.collection = collection
    self.timeZone = timeZone
    self.clock = clock
  }

  /// Syncs once and says what it did. Throws `CalDAVError`, `SyncError` or the store's
  /// error; what was done before stays done.
  public func run() async throws -> SyncSummary {
    var summary = SyncSummary()
    let sentBefore = client.requestsSent
    try await pull(&summary)
    let unconfirmed = try await push(&summary)
    // The token kept by the pull is older than what the push created. A server that answers
    // with the difference between the token's state and now (xandikos) never reports a todo
    // created after the token and deleted before the next pull: it was in neither state, so
    // the store would keep it for ever. Pulling once more moves the token past our own
    // creations (they come back known by their ETags); a sync that created nothing skips it.
    // A todo created without an ETag in answer that this pull does not list either was never
    // kept: it is sent again at the next sync.
    if summary.sentNew > 0, try store.syncRead({ _, ledger in try ledger.syncToken() }) != nil {
      try await pull(&summary, expecting: unconfirmed)
    }
    summary.requests = client.requestsSent - sentBefore
    return summary
  }

  // MARK: - Pull

  /// Fetches what changed on the server since the last sync and merges it in. `expecting`:
  /// todos this sync created that the server gave no ETag for, so it must list them now.
  private func pull(_ summary: inout SyncSummary, expecting: Set<String> = []) async throws {
    let owner = collection.absoluteString
    let token = try store.syncWrite { _, ledger in
      if try ledger.collection() != owner { try ledger.reset(collection: owner) }
      return try ledger.syncToken()
    }
    let listing = try await changes(since: token)
    Self.leaveAlone(listing.refused, &summary)
    var wanted: [ItemVersion] = []
    var deleted = listing.deleted
    try store.syncWrite { _, ledger in
      var recorded = try listing.isComplete || !deleted.isEmpty ? ledger.recordedHrefs() : []
      if listing.isComplete {
        let listed = Set(listing.changed.map(\.href))
        let unlisted = recorded.filter { !listed.contains($0) }.sorted()
        let unconfirmed = try forgetUnconfirmed(unlisted, ledger)
        recorded.removeAll(where: unconfirmed.contains)
        deleted += unlisted.filter { !unconfirmed.contains($0) }
      } else if !expecting.isEmpty {
        let listed = Set(listing.changed.map(\.href) + deleted)
        _ = try forgetUnconfirmed(expecting.filter { !listed.contains($0) }.sorted(), ledger)
      }
      deleted = try guardAgainstEmptying(recorded: recorded, deleted: deleted, ledger)
      for version in listing.changed where try !Self.isKnown(version, ledger) {
        wanted.append(version)
      }
    }
    // Read once a pull, then kept up to date with each batch's parents.
    var claims =
      wanted.isEmpty ? ChildClaims() : try store.syncRead { todos, _ in try todos.childClaims() }
    for start in stride(from: 0, to: wanted.count, by: Self.batch) {
      progress(WorkProgress(done: start, total: wanted.count))
      let hrefs = wanted[start..<min(start + Self.batch, wanted.count)].map(\.href)
      let fetched = try await client.fetch(hrefs, from: collection)
      Self.leaveAlone(fetched.refused, &summary)
      try store.syncWrite { todos, ledger in
        try apply(fetched.objects, todos, ledger, &summary, claims: &claims)
        for href in fetched.missing {
          try applyDeletion(of: href, ledger, &summary)
        }
      }
    }
    if !wanted.isEmpty { progress(WorkProgress(done: wanted.count, total: wanted.count)) }
    try store.syncWrite { _, ledger in
      for href in deleted {
        try applyDeletion(of: href, ledger, &summary)
      }
      try ledger.saveSyncToken(listing.syncToken)
    }
  }

  /// Of `unlisted` (recorded here, absent from a full listing or from the changes since a
  /// todo was created without an ETag), the hrefs of todos the server
  /// never confirmed: sent, answered without an ETag, and not listed since. Absence is no
  /// deletion for them (SPEC §15): their records are forgotten, so the push sends them again.
  private func forgetUnconfirmed(
    _ unlisted: [String], _ ledger: any SyncLedger
  ) throws -> Set<String> {
    var unconfirmed: Set<String> = []
    for href in unlisted {
      guard let local = try ledger.local(href: href), let record = local.record,
        record.etag == nil
      else { continue }
      try ledger.forgetRecord(of: local.item.id)
      unconfirmed.insert(href)
    }
    return unconfirmed
  }

  /// Names each of `refused` once in `summary`, though a sync may list it twice.
  static func leaveAlone(_ refused: [String], _ summary: inout SyncSummary) {
    for href in refused { summary.leftAlone(refusal(href)) }
  }

  /// The line naming `href`, which points outside the task list and is left alone.
  static func refusal(_ href: String) -> String {
    "\(href): outside the task list (another server, or another folder); nothing is fetched"
      + " from or sent there"
  }

  /// The deletions to apply of `deleted`, when `recorded` are the hrefs of every todo synced
  /// with the collection. When the server no longer has any of them and some would be deleted
  /// here (the list was deleted and made again, the server reset or restored, an empty
  /// answer; even a list of one todo deleted elsewhere asks), the sync stops with
  /// `SyncError.listEmptied` before anything is written, unless the person chose: `.sendAll`
  /// forgets those todos' records so the push sends them again as new; `.acceptDeletions`
  /// lets the deletions through.
  private func guardAgainstEmptying(
    recorded: [String], deleted: [String], _ ledger: any SyncLedger
  ) throws -> [String] {
    guard !recorded.isEmpty else { return deleted }
    let gone = Set(deleted)
    guard recorded.allSatisfy(gone.contains) else { return deleted }
    // Todos changed here stay whatever the server did (SPEC §11): only when some would go is
    // there anything to guard.
    let wouldDelete = try recorded.contains { try ledger.local(href: $0)?.changedHere == false }
    guard wouldDelete else { return deleted }
    switch emptied {
    case .stop:
      throw SyncError.listEmptied(collection.absoluteString, synced: recorded.count)
    case .acceptDeletions:
      return deleted
    case .sendAll:
      for href in recorded {
        if let local = try ledger.local(href: href) { try ledger.forgetRecord(of: local.item.id) }
      }
      let sent = Set(recorded)
      return deleted.filter { !sent.contains($0) }
    }
  }

  /// What the server lists: the changes since `token` (RFC 6578) when there is one and the
  /// server still knows it, else everything it holds (with a first token when it offers
  /// `sync-collection`, by ETags when not).
  private func changes(since token: String?) async throws -> ServerListing {
    if let token {
      do throws(CalDAVError) {
        let changes = try await client.changes(in: collection, since: token)
        return ServerListing(
          changed: changes.changed, deleted: changes.deleted, syncToken: changes.syncToken,
          isComplete: false, refused: changes.refused)
      } catch .syncTokenExpired {
        // Fall through to a full listing.
      } catch {
        throw error
      }
    }
    let info = try await client.discover(collection)
    guard info.isTaskList else { throw SyncError.notATaskList(collection.absoluteString) }
    if info.syncToken != nil {
      let all = try await client.changes(in: collection, since: nil)
      return ServerListing(
        changed: all.changed, deleted: [], syncToken: all.syncToken, isComplete: true,
        refused: all.refused)
    }
    let all = try await client.listing(in: collection)
    return ServerListing(
      changed: all.versions, deleted: [], syncToken: nil, isComplete: true, refused: all.refused)
  }

  /// Whether the store already has `version`: a todo or a tombstone recorded with its ETag
  /// (a change this store sent itself comes back this way).
  private static func isKnown(
    _ version: ItemVersion, _ ledger: any SyncLedgerReading
  ) throws -> Bool {
    guard let etag = version.etag else { return false }
    if let local = try ledger.local(href: version.href) { return local.record?.etag == etag }
    return try ledger.tombstone(href: version.href)?.record.etag == etag
  }
}

/// What the server listed for a pull.
struct ServerListing {
  /// Resources new or changed (every resource when `isComplete`).
  let changed: [ItemVersion]
  /// Resources deleted since the token.
  let deleted: [String]
  /// The token to keep for the next pull; nil when the server offers none.
  let syncToken: String?
  /// Whether this lists everything the collection holds (a resource recorded here and not
  /// listed was deleted).
  let isComplete: Bool
  /// Hrefs listed that point outside the collection, as the server wrote them: left alone.
  let refused: [String]
}
