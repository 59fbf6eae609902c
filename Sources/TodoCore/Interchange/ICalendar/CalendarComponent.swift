/// A component of an iCalendar object (RFC 5545 §3.4, §3.6): `BEGIN:NAME`, its properties, the
/// components nested in it (VCALENDAR > VTODO > VALARM), `END:NAME`.
public struct CalendarComponent: Equatable, Sendable {
  /// The name, upper case: `VCALENDAR`, `VTODO`, `VALARM`, `X-WHATEVER`.
  public var name: String
  /// The properties, in their order.
  public var properties: [ContentLine]
  /// The components nested in it, in their order.
  public var components: [CalendarComponent]
  /// The physical line of its `BEGIN` (0 for one made here).
  public var lineNumber: Int

  /// Makes a component.
  public init(
    _ name: String, properties: [ContentLine] = [], components: [CalendarComponent] = [],
    lineNumber: Int = 0
  ) {
    self.name = name
    self.properties = properties
    self.components = components
    self.lineNumber = lineNumber
  }

  /// The properties named `name` (upper case).
  public func properties(_ name: String) -> [ContentLine] {
    properties.filter { $0.named(name) }
  }

  /// The first property named `name` (upper case).
  public func property(_ name: String) -> ContentLine? {
    properties.first { $0.named(name) }
  }

  /// The deepest nesting of components read (VCALENDAR > VTODO > VALARM is three; a
  /// VTIMEZONE's STANDARD three too). A deeper file is refused while it is read, so no
  /// component tree is deep enough to exhaust the stack when compared or torn down.
  public static let deepestNesting = 32

  /// The content lines of the component, `BEGIN` to `END`, nested ones included, unfolded.
  /// Written with a stack of its own, not by recursion, whatever the depth.
  public var contentLines: [ContentLine] {
    var lines: [ContentLine] = []
    /// What is left to write: a component to open, or the `END` of one opened.
    enum Step {
      case open(CalendarComponent)
      case close(String)
    }
    var steps: [Step] = [.open(self)]
    while let step = steps.popLast() {
      switch step {
      case .close(let name):
        lines.append(ContentLine("END", value: name))
      case .open(let component):
        lines.append(ContentLine("BEGIN", value: component.name))
        lines += component.properties
        steps.append(.close(component.name))
        steps += component.components.reversed().map(Step.open)
      }
    }
    return lines
  }

  /// The component written out: folded lines ending in CRLF.
  public var text: String {
    contentLines.map { LineFolding.fold($0.text) }.joined()
  }

  /// Reads the top-level components of `text` (an iCalendar file holds one VCALENDAR, or
  /// several). Every error names its line: a line that is not a content line, an `END` that
  /// closes another component or none, a component never closed, a property outside any, a
  /// component nested deeper than `deepestNesting`.
  public static func parse(_ text: String) throws(ICalendarError) -> [CalendarComponent] {
    var open: [CalendarComponent] = []
    var top: [CalendarComponent] = []
    for unfolded in LineFolding.unfold(text) {
      let line = try ContentLine(parsing: unfolded.text, lineNumber: unfolded.lineNumber)
      if line.named("BEGIN") {
        let name = line.value.uppercased()
        guard isComponentName(name) else {
          throw ICalendarError(line: line.lineNumber, reason: "BEGIN needs a component name")
        }
        guard open.count < deepestNesting else {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "BEGIN:\(name) nested deeper than \(deepestNesting) components")
        }
        open.append(CalendarComponent(name, lineNumber: line.lineNumber))
      } else if line.named("END") {
        guard let closed = open.popLast() else {
          throw ICalendarError(
            line: line.lineNumber, reason: "END:\(line.value) without a BEGIN before it")
        }
        guard closed.name == line.value.uppercased() else {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "END:\(line.value) closes BEGIN:\(closed.name) of line \(closed.lineNumber)")
        }
        if open.isEmpty {
          top.append(closed)
        } else {
          open[open.count - 1].components.append(closed)
        }
      } else {
        guard !open.isEmpty else {
          throw ICalendarError(
            line: line.lineNumber, reason: "\(line.name) outside any BEGIN:VCALENDAR")
        }
        open[open.count - 1].properties.append(line)
      }
    }
    if let unclosed = open.last {
      throw ICalendarError(
        line: unclosed.lineNumber, reason: "BEGIN:\(unclosed.name) is never closed by END")
    }
    return top
  }

  private static func isComponentName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
      }
  }
}
