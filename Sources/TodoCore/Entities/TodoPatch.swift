/// The fields a person changed, with their new values, and nothing else: applied to a todo as
/// it is when the change is written (not as it was when a dialog opened), so a field another
/// instance changed meanwhile is kept.
public struct TodoPatch: Equatable, Sendable {
  /// The fields the patch sets.
  public private(set) var fields: Set<TodoField>
  /// Where the values of `fields` are read from; the other fields here mean nothing.
  private var values: TodoFields

  /// A patch that sets `fields` to their values in `values`.
  public init(_ fields: Set<TodoField>, from values: TodoFields) {
    self.fields = fields
    self.values = values
  }

  /// The patch that turns `original` into `edited`: the fields that differ.
  public init(from original: TodoFields, to edited: TodoFields) {
    self.init(edited.differences(from: original), from: edited)
  }

  /// Whether the patch sets nothing.
  public var isEmpty: Bool { fields.isEmpty }

  /// `fields` with the patch's fields set and every other field as it was.
  public func applied(to fields: TodoFields) -> TodoFields {
    var result = fields
    result.take(self.fields, from: values)
    return result
  }
}
