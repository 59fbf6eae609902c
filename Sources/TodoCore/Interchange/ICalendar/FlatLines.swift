/// Kept lines hold nested components flat, BEGIN to END (`CalendarRecord.kept`). These walk
/// them once, in one way, for everything that asks which lines are a component's own.
extension Array where Element == ContentLine {
  /// Each line with how deep it is: 0 for the component's own properties, 1 and more for the
  /// lines of a nested component, its BEGIN and END lines included.
  var withDepths: [(line: ContentLine, depth: Int)] {
    var depth = 0
    return map { line in
      if line.named("BEGIN") { depth += 1 }
      defer { if line.named("END") { depth -= 1 } }
      return (line, depth)
    }
  }

  /// The component's own properties: the lines outside every nested component.
  var topLevel: [ContentLine] {
    withDepths.filter { $0.depth == 0 }.map(\.line)
  }

  /// The lines, less those of the component's own properties that `drop` names.
  func droppingTopLevel(where drop: (ContentLine) -> Bool) -> [ContentLine] {
    withDepths.filter { $0.depth > 0 || !drop($0.line) }.map(\.line)
  }
}
