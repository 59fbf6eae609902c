/// One content line of RFC 5545 (§3.1), unfolded: `NAME;PARAM=value,"quoted":value`. The
/// name and parameter names are kept as written (compared without case); values are kept
/// exactly, so a line we do not map is written back as it was read.
public struct ContentLine: Hashable, Sendable {
  /// One parameter: its name and its values (a list when commas separate them).
  public struct Parameter: Hashable, Sendable {
    /// The name, e.g. `TZID`.
    public var name: String
    /// The values, without the double quotes that protected them.
    public var values: [String]

    /// Makes a parameter.
    public init(_ name: String, _ values: [String]) {
      self.name = name
      self.values = values
    }
  }

  /// The property name, e.g. `SUMMARY` or `X-APPLE-SORT-ORDER`.
  public var name: String
  /// The parameters, in their order.
  public var parameters: [Parameter]
  /// The value, as written (TEXT values still escaped).
  public var value: String
  /// The physical line (from 1) it was read from; 0 for a line made here. Not part of its
  /// equality: two lines are equal when they say the same.
  public var lineNumber: Int

  /// Makes a content line.
  public init(_ name: String, parameters: [Parameter] = [], value: String, lineNumber: Int = 0) {
    self.name = name
    self.parameters = parameters
    self.value = value
    self.lineNumber = lineNumber
  }

  public static func == (lhs: ContentLine, rhs: ContentLine) -> Bool {
    (lhs.name, lhs.parameters, lhs.value) == (rhs.name, rhs.parameters, rhs.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(parameters)
    hasher.combine(value)
  }

  /// The first value of the parameter `name` (any case), if present.
  public func parameter(_ name: String) -> String? {
    parameters.first { $0.name.uppercased() == name.uppercased() }?.values.first
  }

  /// Whether this line's name is `name` (names are compared without case).
  public func named(_ name: String) -> Bool { self.name.uppercased() == name }

  /// The line as written, unfolded: parameter values with `:`, `;` or `,` are quoted.
  public var text: String {
    var result = name
    for parameter in parameters {
      result += ";" + parameter.name + "="
      result += parameter.values.map(Self.quotedIfNeeded).joined(separator: ",")
    }
    return result + ":" + value
  }

  /// Reads one unfolded line; throws naming `lineNumber` when it is not a content line.
  public init(parsing line: String, lineNumber: Int) throws(ICalendarError) {
    var reader = ContentLineReader(Array(line.unicodeScalars), lineNumber: lineNumber)
    self = try reader.contentLine()
  }

  /// Looked for among scalars, not characters: a joiner or a combining mark after a `,` makes
  /// one character of the two, and the reader splits at the scalar.
  private static func quotedIfNeeded(_ value: String) -> String {
    value.unicodeScalars.contains(where: { $0 == ":" || $0 == ";" || $0 == "," })
      ? "\"\(value)\"" : value
  }
}

/// Reads a content line scalar by scalar (RFC 5545 §3.1): a name of letters, digits and `-`;
/// parameters whose values are plain or in double quotes; `:` and the value, which is the rest
/// of the line.
private struct ContentLineReader {
  private let scalars: [Unicode.Scalar]
  private let lineNumber: Int
  private var position = 0

  init(_ scalars: [Unicode.Scalar], lineNumber: Int) {
    self.scalars = scalars
    self.lineNumber = lineNumber
  }

  mutating func contentLine() throws(ICalendarError) -> ContentLine {
    let name = try self.name(of: "property")
    var parameters: [ContentLine.Parameter] = []
    while position < scalars.count, scalars[position] == ";" {
      position += 1
      let parameterName = try self.name(of: "parameter")
      guard position < scalars.count, scalars[position] == "=" else {
        throw failure("expected = after the parameter name \(parameterName)")
      }
      position += 1
      var values = [try parameterValue()]
      while position < scalars.count, scalars[position] == "," {
        position += 1
        values.append(try parameterValue())
      }
      parameters.append(ContentLine.Parameter(parameterName, values))
    }
    guard position < scalars.count, scalars[position] == ":" else {
      throw failure("expected : before the value of \(name)")
    }
    position += 1
    var value = String.UnicodeScalarView()
    value.append(contentsOf: scalars[position...])
    for scalar in value where Self.isControl(scalar) && scalar != "\t" {
      throw failure(
        "a control character (U+\(String(scalar.value, radix: 16, uppercase: true))) in the value of \(name)"
      )
    }
    return ContentLine(name, parameters: parameters, value: String(value), lineNumber: lineNumber)
  }

  private mutating func name(of what: String) throws(ICalendarError) -> String {
    let start = position
    while position < scalars.count, Self.isNameScalar(scalars[position]) { position += 1 }
    guard position > start else {
      let found = position < scalars.count ? "\"\(scalars[position])\"" : "the end of the line"
      throw failure("expected a \(what) name, found \(found)")
    }
    var name = String.UnicodeScalarView()
    name.append(contentsOf: scalars[start..<position])
    return String(name)
  }

  private mutating func parameterValue() throws(ICalendarError) -> String {
    var value = String.UnicodeScalarView()
    if position < scalars.count, scalars[position] == "\"" {
      position += 1
      while position < scalars.count, scalars[position] != "\"" {
        guard !Self.isControl(scalars[position]) || scalars[position] == "\t" else {
          throw failure("a control character in a quoted parameter value")
        }
        value.append(scalars[position])
        position += 1
      }
      guard position < scalars.count else {
        throw failure("a quoted parameter value is not closed")
      }
      position += 1
      return String(value)
    }
    while position < scalars.count, !";:,\"".unicodeScalars.contains(scalars[position]) {
      guard !Self.isControl(scalars[position]) || scalars[position] == "\t" else {
        throw failure("a control character in a parameter value")
      }
      value.append(scalars[position])
      position += 1
    }
    return String(value)
  }

  private func failure(_ reason: String) -> ICalendarError {
    ICalendarError(line: lineNumber, reason: reason)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
