/// The field-by-field three-way merge of sync (SPEC §11): a todo as it was when the two sides
/// last agreed (`base`), as this device has it now (`local`) and as the server has it now
/// (`remote`). A field only one side changed takes that side's value; a field both changed
/// to the same value takes it; a field both changed to different values is a conflict: the
/// local value stays, and the remote one is kept in `theirs` for the person to see (a
/// conflict copy). Tags merge as a set, each tag added or removed on either side, so two
/// devices tagging one todo never conflict.
public struct FieldMerge: Equatable, Sendable {
  /// The merged fields: what both sides should hold from now on.
  public let merged: TodoFields
  /// The fields both sides changed to different values (`.tags` only without a base).
  public let conflicts: Set<TodoField>
  /// The remote side's fields, kept whole, when there are conflicts: what a conflict copy
  /// shows next to the merged todo.
  public var theirs: TodoFields? { conflicts.isEmpty ? nil : remote }
  /// The remote side as it was.
  private let remote: TodoFields

  /// Merges `local` and `remote` against `base`; without a base (a todo both sides made
  /// with one UID, or a lost record) every difference is a conflict, the local value kept.
  public init(base: TodoFields?, local: TodoFields, remote: TodoFields) {
    self.remote = remote
    var merged = local
    var conflicts: Set<TodoField> = []
    for field in TodoField.allCases where !local.same([field], as: remote) {
      if field == .tags, let base {
        merged.tags = Self.tags(base: base.tags, local: local.tags, remote: remote.tags)
        continue
      }
      guard let base else {
        conflicts.insert(field)
        continue
      }
      let localChanged = !local.same([field], as: base)
      let remoteChanged = !remote.same([field], as: base)
      switch (localChanged, remoteChanged) {
      case (false, _): merged.take([field], from: remote)
      case (true, false): break
      case (true, true): conflicts.insert(field)
      }
    }
    self.merged = Self.mended(merged, local: local, remote: remote)
    self.conflicts = conflicts
  }

  /// Whether the merge changed the local todo.
  public func changesLocal(_ local: TodoFields) -> Bool { merged != local }

  /// Whether the merge changed what the server holds.
  public var changesRemote: Bool { merged != remote }

  /// `merged` keeping the field rules: a merge never fails, so it mends the rule it broke by
  /// taking the two sides' fields together. A merge that took the rule from one side and the
  /// removal of the due date from the other keeps the rule's due date.
  private static func mended(
    _ merged: TodoFields, local: TodoFields, remote: TodoFields
  ) -> TodoFields {
    var merged = merged
    do throws(FieldRule) {
      merged = try merged.checked()
    } catch {
      switch error {
      case .repeatNeedsDue:
        merged.due = local.recur != nil ? local.due ?? remote.due : remote.due ?? local.due
      }
    }
    return merged
  }

  /// The base's tags, less those either side removed, with those either side added.
  private static func tags(base: TagSet, local: TagSet, remote: TagSet) -> TagSet {
    let removed = base.subtracting(local).union(base.subtracting(remote))
    let added = local.subtracting(base).union(remote.subtracting(base))
    return base.subtracting(removed).union(added)
  }
}
