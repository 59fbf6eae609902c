import Foundation

/// The rules of the tags screen (SPEC §10) and `todo tags`: every tag with its counts, and a
/// tag renamed or removed on every todo that has it. Built over the app's `TodoUseCases`, so a
/// rename or a removal is stamped by the same clock and recorded in the same history: one
/// undo step (`TodoUseCases.apply`) puts back every todo it changed.
public struct TagUseCases {
  /// The use cases whose store, clock and history these share.
  public let useCases: TodoUseCases

  /// The tag rules over `useCases`' store, clock and history.
  public init(_ useCases: TodoUseCases) {
    self.useCases = useCases
  }

  /// Every tag any todo has, with how many open and done todos have it, in
  /// `TagCount.inReadingOrder`; none when no todo has a tag.
  public func counts() throws -> [TagCount] {
    try useCases.store.read { try $0.tagCounts() }
  }

  /// Renames `old` to the tag `new` names on every todo that has `old`, in one transaction,
  /// recorded as one change (`.renameTag`). A todo that already has the new tag keeps it once
  /// (renaming `work` to `job` merges the two). Tags compare as `TagSet` compares them, so
  /// `Work` is another tag than `work` and renaming one to the other is a rename.
  ///
  /// `new` is read as a tag is anywhere else (`tagName(_:)`); a name that is not a tag throws
  /// a `FormRejection` and the store is left as it is. Returns the todos changed, as they are
  /// now, by id; none, with nothing written or recorded, when `new` names `old` itself or no
  /// todo has `old` ("nothing to rename").
  @discardableResult
  public func renameTag(_ old: String, to new: String) throws -> [TodoItem] {
    let tag = try Self.tagName(new)
    guard tag != old else { return [] }
    return try retag(old, .renameTag(old, to: tag), adding: [tag])
  }

  /// Removes `tag` from every todo that has it, in one transaction, recorded as one change
  /// (`.removeTag`). Returns the todos changed, as they are now, by id; none, with nothing
  /// written or recorded, when no todo has it.
  @discardableResult
  public func removeTag(_ tag: String) throws -> [TodoItem] {
    try retag(tag, .removeTag(tag), adding: .empty)
  }

  /// The tag typed `text` names, as the dialog's Tags field and `--tag` read a word: white
  /// space around it is dropped, one leading `+` too (`TagSet.tag`). Throws `.emptyTag` for
  /// nothing (or a `+` alone) and `.notATag` for anything else that is not one tag (two
  /// words, a control character).
  public static func tagName(_ text: String) throws(FormRejection) -> String {
    let word = BlankText.trimmed(text)
    guard !word.isEmpty, word != "+" else { throw .emptyTag }
    guard let tag = TagSet.tag(word) else { throw .notATag(word) }
    return tag
  }

  /// Takes `tag` from every todo that has it and adds `added`, on each as it is now (found
  /// through the store's tags: the cost is that of those todos, not of every todo), stamped
  /// now, in one transaction; records them as one change of `kind`. Returns them as they are
  /// after, by id.
  private func retag(
    _ tag: String, _ kind: TodoChange.Kind, adding added: TagSet
  ) throws -> [TodoItem] {
    let patch = TodoPatch([], from: TodoFields()).tagging(adding: added, removing: [tag])
    var changes: [ItemChange] = []
    let items = try useCases.store.write { transaction in
      var stamp: Date?
      return try transaction.items(taggedWith: tag).sorted { $0.id < $1.id }.map { before in
        try useCases.write(before, in: transaction, stamp: &stamp, into: &changes) {
          $0 = patch.applied(to: $0)
        }
      }
    }
    if !changes.isEmpty { useCases.history.record(TodoChange(kind, changes)) }
    return items
  }
}
