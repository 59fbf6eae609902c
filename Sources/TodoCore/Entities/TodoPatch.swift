/// The fields a person changed, with their new values, and nothing else: applied to a todo as
/// it is when the change is written (not as it was when a dialog opened), so a field another
/// instance changed meanwhile is kept. Tags may also be added and removed one by one (`todo
/// edit --tag`, a tag renamed on every todo), so a tag another instance added stays.
public struct TodoPatch: Equatable, Sendable {
  /// The fields set to a value of `values`.
  private var setFields: Set<TodoField>
  /// Where the values of `setFields` are read from; the other fields here mean nothing.
  private var values: TodoFields
  /// Tags added to those the todo has when the patch is applied (after any set value).
  public private(set) var addedTags: TagSet = .empty
  /// Tags removed from those the todo has when the patch is applied (after adding).
  public private(set) var removedTags: TagSet = .empty

  /// A patch that sets `fields` to their values in `values`.
  public init(_ fields: Set<TodoField>, from values: TodoFields) {
    setFields = fields
    self.values = values
  }

  /// The patch that turns `original` into `edited`: the fields that differ.
  public init(from original: TodoFields, to edited: TodoFields) {
    self.init(edited.differences(from: original), from: edited)
  }

  /// The fields the patch changes: those it sets, and the tags when it adds or removes some.
  public var fields: Set<TodoField> {
    isTagging ? setFields.union([.tags]) : setFields
  }

  /// This patch, then `added` added to the tags and `removed` taken from them (a tag in both
  /// ends up removed).
  public func tagging(adding added: TagSet, removing removed: TagSet) -> TodoPatch {
    var patch = self
    patch.addedTags = addedTags.union(added)
    patch.removedTags = removedTags.union(removed)
    return patch
  }

  /// This patch, and the todo put under the todo whose UID is `parent` (nil: at the top
  /// level), as `todo edit --parent` does with its other options in one change.
  public func placing(under parent: String?) -> TodoPatch {
    var patch = self
    patch.setFields.insert(.parent)
    patch.values.parent = parent
    return patch
  }

  /// This patch, and the todo moved to the list named `list` (SPEC §17) with its subtasks, as
  /// `todo edit --list` does with its other options in one change.
  public func moving(toList list: String) -> TodoPatch {
    var patch = self
    patch.setFields.insert(.list)
    patch.values.list = list
    return patch
  }

  /// Whether the patch changes nothing.
  public var isEmpty: Bool { fields.isEmpty }

  /// `fields` with the patch's fields set and every other field as it was.
  public func applied(to fields: TodoFields) -> TodoFields {
    var result = fields
    result.take(setFields, from: values)
    if isTagging {
      result.tags = result.tags.union(addedTags).subtracting(removedTags)
    }
    return result
  }

  /// Whether tags are added or removed one by one.
  private var isTagging: Bool { !addedTags.isEmpty || !removedTags.isEmpty }
}
