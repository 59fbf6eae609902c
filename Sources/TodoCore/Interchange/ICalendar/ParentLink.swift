/// The RELATED-TO line that makes a todo a subtask (SPEC §16): on the child, naming its
/// parent's UID, with `RELTYPE=PARENT` or no RELTYPE (RFC 5545's default is PARENT), as
/// Tasks.org, Nextcloud Tasks and jtx Board write it. Of several such lines (jtx Board lets a
/// task have more than one parent) the first is the parent; the others, and every other
/// RELATED-TO (`SIBLING`, a parent's `CHILD`), are kept as they came. A parent's `CHILD` lines
/// are read too, by `ChildClaims`, for a child that names no parent itself.
enum ParentLink {
  /// Whether `line` names a parent.
  static func isParent(_ line: ContentLine) -> Bool {
    guard line.named("RELATED-TO"), !line.value.isEmpty else { return false }
    return line.parameter("RELTYPE").map { $0.uppercased() == "PARENT" } ?? true
  }

  /// Whether `line`, on a parent, names a child: `RELATED-TO;RELTYPE=CHILD:uid`.
  static func isChild(_ line: ContentLine) -> Bool {
    guard line.named("RELATED-TO"), !line.value.isEmpty else { return false }
    return line.parameter("RELTYPE")?.uppercased() == "CHILD"
  }

  /// The UIDs the `CHILD` lines of `kept` (a todo's own lines, not an alarm's) name, in their
  /// order.
  static func children(namedIn kept: [ContentLine]) -> [String] {
    kept.topLevel.filter(isChild).map(\.value)
  }

  /// The line written for a parent that came with none: RELTYPE said, as the SPEC writes it.
  static func line(_ parent: String) -> ContentLine {
    ContentLine("RELATED-TO", parameters: [.init("RELTYPE", ["PARENT"])], value: parent)
  }
}
