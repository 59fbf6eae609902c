/// The changes of one `sync-collection` gathered answer by answer: a server may truncate its
/// answer (RFC 6578 §3.6, a 507 on the collection itself) and go on from the token it gave.
/// A later answer wins over an earlier one for the same href. Each entry says whether it told
/// anything the answers before had not, and the answers are bounded in number and in size, so
/// a server truncating for ever stops the sync instead of holding it (SPEC §15).
struct ChangePages {
  /// The most answers followed. A server truncates only past hundreds or thousands of results
  /// (SabreDAV at the limit a client asks for, which this one never does; Apple's
  /// CalendarServer at a few thousand), so a list of a million todos takes at most this many.
  static let mostAnswers = 10_000
  /// The most bytes the answers may hold in all: as many as one answer may
  /// (`DAVTransport.largestBody`), for a list paged is no larger than whole.
  static let mostBytes = DAVTransport.largestBody

  /// The bounds of this gathering.
  private let bounds: (answers: Int, bytes: Int)
  /// The answers taken in so far, and their bytes.
  private var taken = (answers: 0, bytes: 0)
  /// The resources created or changed so far, by href (a later deletion wins: `deleted`).
  private var changed: [String: ItemVersion] = [:]
  /// The hrefs of `changed` in the order first seen.
  private var order: [String] = []
  /// The hrefs deleted since they last changed.
  private var deleted: Set<String> = []
  /// The hrefs pointing outside the collection, as written (`HrefPlace`).
  private var refused: [String] = []

  /// A gathering of at most `mostAnswers` answers of `mostBytes` in all.
  init(mostAnswers: Int = Self.mostAnswers, mostBytes: Int = Self.mostBytes) {
    bounds = (mostAnswers, mostBytes)
  }

  /// Counts an answer of `size` bytes; throws when the answers are past the size bound.
  mutating func count(answerOf size: Int) throws(CalDAVError) {
    taken.answers += 1
    taken.bytes += size
    guard taken.bytes <= bounds.bytes else {
      throw .malformedResponse(
        "sync-collection answers larger than \(Self.size(bounds.bytes)) in all")
    }
  }

  /// Throws unless one more answer may be asked for, after a truncated one that brought
  /// `news` (asking again after one that brought nothing would get the same for ever).
  func mayAskAgain(news: Bool) throws(CalDAVError) {
    guard news else { throw .malformedResponse("sync-collection truncated (507) with nothing new") }
    guard taken.answers < bounds.answers else {
      throw .malformedResponse(
        "sync-collection still truncated (507) after \(bounds.answers) answers")
    }
  }

  /// `bytes` in words: `256 MB`, `2 kB`.
  private static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) kB"
  }

  /// Takes in that `href` (inside the collection) now has `etag`; whether that is news.
  mutating func change(_ href: String, etag: String?) -> Bool {
    let wasDeleted = deleted.remove(href) != nil
    guard let known = changed.updateValue(ItemVersion(href: href, etag: etag), forKey: href)
    else {
      order.append(href)
      return true
    }
    return wasDeleted || known.etag != etag
  }

  /// Takes in that `href` (inside the collection) was deleted; whether that is news.
  mutating func delete(_ href: String) -> Bool {
    deleted.insert(href).inserted
  }

  /// Takes in an href outside the collection, left alone.
  mutating func refuse(_ href: String) {
    refused.append(href)
  }

  /// Everything gathered, ending at `syncToken`.
  func changes(syncToken: String) -> CollectionChanges {
    CollectionChanges(
      changed: order.filter { !deleted.contains($0) }.compactMap { changed[$0] },
      deleted: deleted.sorted(), syncToken: syncToken, refused: refused)
  }
}
