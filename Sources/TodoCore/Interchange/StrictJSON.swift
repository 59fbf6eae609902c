/// A strict reading of JSON syntax (RFC 8259), run before `JSONDecoder`, which accepts a
/// comma after the last element and keeps the first of two equal keys without a word. Every
/// error names the line and column (from 1, in characters) and, inside the top-level array,
/// the entry (from 1). It only checks: the decoder still turns the text into todos.
struct StrictJSON {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0
  /// The entry of the top-level array being read, if any.
  private var entry: Int?
  private var depth = 0

  /// Arrays and objects nest at most this deep (as `JSONDecoder`'s limit).
  static let maximumDepth = 512

  /// Throws the first syntax error of `bytes` (UTF-8 text), naming where it is.
  static func check(_ bytes: [UInt8]) throws(ImportError) {
    var reader = StrictJSON(bytes: bytes)
    try reader.document()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Grammar

  private mutating func document() throws(ImportError) {
    skipSpace()
    guard position < bytes.count else { throw failure("the file holds no JSON") }
    try value(topLevel: true)
    skipSpace()
    if position < bytes.count {
      throw failure("unexpected \(found) after the end of the JSON")
    }
  }

  private mutating func value(topLevel: Bool = false) throws(ImportError) {
    guard position < bytes.count else { throw endOfFile() }
    switch bytes[position] {
    case UInt8(ascii: "["): try array(topLevel: topLevel)
    case UInt8(ascii: "{"): try object()
    case UInt8(ascii: "\""): _ = try string(keeping: false)
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw failure("expected a value\(inEntry), found \(found)")
    }
  }

  private mutating func array(topLevel: Bool) throws(ImportError) {
    try enter()
    skipSpace()
    if take(UInt8(ascii: "]")) { return leave() }
    var count = 0
    while true {
      skipSpace()
      guard position < bytes.count else { throw endOfFile() }
      count += 1
      if topLevel { entry = count }
      try value()
      skipSpace()
      let after = topLevel ? " after entry \(count)" : inEntry
      if topLevel { entry = nil }
      guard position < bytes.count else { throw endOfFile() }
      if take(UInt8(ascii: "]")) { return leave() }
      let comma = mark
      guard take(UInt8(ascii: ",")) else {
        throw failure("expected , or ]\(after), found \(found)")
      }
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        throw failure(
          topLevel
            ? "a comma after the last entry (entry \(count))"
            : "a comma after the last item of a list\(inEntry)",
          at: comma)
      }
    }
  }

  private mutating func object() throws(ImportError) {
    try enter()
    skipSpace()
    if take(UInt8(ascii: "}")) { return leave() }
    var keys = FieldNames()
    while true {
      skipSpace()
      guard position < bytes.count else { throw endOfFile() }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a field name in double quotes\(inEntry), found \(found)")
      }
      let start = mark
      let key = try string(keeping: true)
      guard keys.insert(key) else {
        let owner = entry.map { "entry \($0)" } ?? "the object"
        throw failure("\(owner) has \"\(key)\" twice", at: start)
      }
      skipSpace()
      guard take(UInt8(ascii: ":")) else {
        throw failure("expected : after \"\(key)\"\(inEntry), found \(found)")
      }
      skipSpace()
      try value()
      skipSpace()
      guard position < bytes.count else { throw endOfFile() }
      if take(UInt8(ascii: "}")) { return leave() }
      let comma = mark
      guard take(UInt8(ascii: ",")) else {
        throw failure("expected , or }\(inEntry), found \(found)")
      }
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        throw failure(
          "a comma after the last field\(entry.map { " of entry \($0)" } ?? "")", at: comma)
      }
    }
  }

  /// Reads a string, returning its value when `keeping` (for keys; "" otherwise).
  private mutating func string(keeping: Bool) throws(ImportError) -> String {
    position += 1  // the opening quote
    var value: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return keeping ? String(decoding: value, as: UTF8.self) : ""
      case UInt8(ascii: "\\"):
        let scalar = try escape()
        if keeping { value.append(contentsOf: Array(String(scalar).utf8)) }
      case 0x00..<0x20:
        throw failure(
          "a control character inside a string\(inEntry) (write it as an escape, like \\n)")
      default:
        if keeping { value.append(byte) }
        position += 1
      }
    }
    throw endOfFile()
  }

  /// Reads one escape (`\n`, `\u00e9`, a surrogate pair) and returns the scalar it stands for.
  private mutating func escape() throws(ImportError) -> Unicode.Scalar {
    let start = mark
    position += 1  // the backslash
    guard position < bytes.count else { throw endOfFile() }
    let letter = bytes[position]
    position += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeStart: start)
      if (0xDC00...0xDFFF).contains(unit) {
        throw failure("a lone surrogate \\u\(hex(unit)) in a string\(inEntry)", at: start)
      }
      guard (0xD800...0xDBFF).contains(unit) else {
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
      }
      let low = mark
      guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else {
        throw failure("a lone surrogate \\u\(hex(unit)) in a string\(inEntry)", at: start)
      }
      let second = try hexUnit(escapeStart: low)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure("a lone surrogate \\u\(hex(unit)) in a string\(inEntry)", at: start)
      }
      let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    default:
      position -= 1
      throw failure(
        "a bad escape \\\(found.dropFirst().dropLast()) in a string\(inEntry)", at: start)
    }
  }

  /// The four hex digits after `\u`.
  private mutating func hexUnit(escapeStart: Mark) throws(ImportError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw endOfFile() }
      guard let digit = HexDigit.value(bytes[position]) else {
        throw failure("a \\u escape needs four hex digits\(inEntry)", at: escapeStart)
      }
      unit = unit << 4 | UInt16(digit)
      position += 1
    }
    return unit
  }

  private mutating func number() throws(ImportError) {
    let start = mark
    _ = take(UInt8(ascii: "-"))
    if !take(UInt8(ascii: "0")) {
      guard digits() > 0 else { throw failure("a bad number\(inEntry)", at: start) }
    }
    if take(UInt8(ascii: ".")) {
      guard digits() > 0 else { throw failure("a bad number\(inEntry)", at: start) }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits() > 0 else { throw failure("a bad number\(inEntry)", at: start) }
    }
  }

  private mutating func literal(_ word: String) throws(ImportError) {
    let start = position
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        position = start
        throw failure("expected a value\(inEntry), found \(found)")
      }
      position += 1
    }
  }

  // MARK: - Reading bytes

  private mutating func enter() throws(ImportError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects nest more than \(Self.maximumDepth) deep")
    }
    position += 1
  }

  private mutating func leave() {
    depth -= 1
  }

  /// Moves past `byte` when it is next.
  private mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// Moves past decimal digits and says how many there were.
  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
    return position - start
  }

  private mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\n"):
        position += 1
        line += 1
        lineStart = position
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
      default: return
      }
    }
  }

  private func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  // MARK: - Messages

  /// ` in entry N` inside the top-level array, else nothing.
  private var inEntry: String { entry.map { " in entry \($0)" } ?? "" }

  /// The character at the reading position, quoted, or "the end of the file".
  private var found: String {
    guard position < bytes.count else { return "the end of the file" }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[position..<end], as: UTF8.self)
    return "'\(character.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())'"
  }

  private func endOfFile() -> ImportError {
    if let entry { return failure("the file ends inside entry \(entry)") }
    return failure(depth > 0 ? "the file ends before the JSON is closed" : "the file ends early")
  }

  /// A place in the text, kept to point an error at it once reading has moved on.
  private struct Mark {
    let offset: Int
    let line: Int
    let lineStart: Int
  }

  /// The reading position.
  private var mark: Mark { Mark(offset: position, line: line, lineStart: lineStart) }

  /// An error at `place` (the reading position unless given).
  private func failure(_ reason: String, at place: Mark? = nil) -> ImportError {
    let place = place ?? mark
    let column =
      1 + bytes[place.lineStart..<place.offset].filter { $0 & 0xC0 != 0x80 }.count
    return ImportError(location: "line \(place.line), column \(column)", reason: reason)
  }
}

/// The field names of one object read so far, to find one given twice. A todo has a dozen, so
/// they are compared one by one (hashing each name was most of the check's time); past
/// `listed` names a set takes over, so an object with thousands of fields stays quick.
private struct FieldNames {
  static let listed = 16
  private var names: [String] = []
  private var set: Set<String> = []

  /// Adds `name`; false when the object has it already.
  mutating func insert(_ name: String) -> Bool {
    if names.count < Self.listed {
      guard !names.contains(name) else { return false }
      names.append(name)
      if names.count == Self.listed { set = Set(names) }
      return true
    }
    return set.insert(name).inserted
  }
}
