/// A rule the fields of one todo keep, however they were set: a dialog, the command line, an
/// import or a sync merge. The rule is decided here once; what breaking it means (a sentence,
/// an import error, a line kept as it came, a repaired merge) is each adapter's to say, in a
/// switch over this type, so a new rule is a new case here and the compiler names every
/// adapter that must word it. Thrown by `TodoFields.checked(knowing:)` as the rule broken.
public enum FieldRule: Error, CaseIterable, Equatable, Sendable {
  /// A repeating todo has a due date: the next one's due date counts from it (SPEC §9).
  case repeatNeedsDue

  /// The fields the rule reads. A value whose other fields are not known (a form that read
  /// only some of them) is not judged by it.
  public var reads: Set<TodoField> {
    switch self {
    case .repeatNeedsDue: [.recur, .due]
    }
  }

  /// Whether `fields` keep the rule.
  public func isKept(by fields: TodoFields) -> Bool {
    switch self {
    case .repeatNeedsDue: fields.recur == nil || fields.due != nil
    }
  }
}

extension TodoFields {
  /// The fields as they are when they keep every rule, else the first rule they break. Only
  /// the rules that read nothing but `known` are asked: a partial value (`todo edit --recur
  /// 1w` reads no due date) is checked again whole by the use case that applies it.
  public func checked(
    knowing known: Set<TodoField> = Set(TodoField.allCases)
  ) throws(FieldRule) -> TodoFields {
    for rule in FieldRule.allCases where rule.reads.isSubset(of: known) {
      guard rule.isKept(by: self) else { throw rule }
    }
    return self
  }
}
