import Foundation

/// libFuzzer's entry point for the ical target (SPEC §20): any bytes as an iCalendar file, read
/// as import and sync read one (folds that split a character joined, UTF-8, components and
/// content lines), then written and read again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  ICalendarOracle.check(Data(bytes: data, count: size))
  return 0
}

/// What must hold for every file read, beyond not crashing: a component read, written and read
/// again is the same component (parse → write → parse); what is written is folded within 75
/// octets a line; a TEXT value unescaped, escaped and unescaped again is the same text; and
/// moving the octets of a split character never changes what the lines unfold to. A broken
/// property stops the run with `fatalError`, naming it.
enum ICalendarOracle {
  /// Checks the properties on the file `octets`.
  static func check(_ octets: Data) {
    let joined = LineFolding.joiningSplitCharacters(octets)
    expect(unfolded(joined) == unfolded(octets), "joining split characters changed the octets")
    expect(
      joined.filter { $0 == 0x0A }.count == octets.filter { $0 == 0x0A }.count,
      "joining split characters moved a line")
    guard let text = String(data: joined, encoding: .utf8),
      let components = try? CalendarComponent.parse(text)
    else { return }
    for component in components {
      let written = component.text
      checkFolded(written)
      let again: [CalendarComponent]
      do {
        again = try CalendarComponent.parse(written)
      } catch {
        expect(false, "what was written is not read again: \(error)")
        return
      }
      expect(again.count == 1, "one component written, \(again.count) read")
      expect(again.first?.contentLines == component.contentLines, "written and read, it changed")
      for line in component.contentLines {
        checkText(line.value)
      }
    }
  }

  /// Every physical line of `written` ends in CRLF and holds at most 75 octets before it.
  static func checkFolded(_ written: String) {
    let bytes = Array(written.utf8)
    expect(bytes.suffix(2) == [0x0D, 0x0A], "written text does not end in CRLF")
    for line in bytes.split(separator: 0x0A) {
      expect(line.last == 0x0D, "a line break without CR")
      expect(line.count - 1 <= LineFolding.limit, "a line of \(line.count - 1) octets")
    }
  }

  /// The TEXT value `value` unescaped, escaped and unescaped again is the same text; and as a
  /// list (CATEGORIES), each item escaped and joined with commas gives the same items.
  static func checkText(_ value: String) {
    let text = TextValue.unescape(value[...])
    guard let escaped = try? TextValue.escape(text) else {
      expect(false, "the text of \(String(reflecting: value)) cannot be written")
      return
    }
    expect(TextValue.unescape(escaped[...]) == text, "TEXT \(String(reflecting: value))")
    let items = TextValue.list(value)
    expect(items == listItems(value), "list \(String(reflecting: value)) is \(items)")
    let list = items.compactMap { try? TextValue.escape($0) }.joined(separator: ",")
    expect(TextValue.list(list) == items, "list \(String(reflecting: value))")
  }

  /// The items of a TEXT list as RFC 5545 §3.3.11 reads them, scalar by scalar: split at
  /// every comma no backslash escapes, each unescaped. (A second reading, to compare.)
  private static func listItems(_ value: String) -> [String] {
    var items: [String] = []
    var item = String.UnicodeScalarView()
    var escaping = false
    for scalar in value.unicodeScalars {
      if !escaping && scalar == "," {
        items.append(TextValue.unescape(String(item)[...]))
        item = String.UnicodeScalarView()
        continue
      }
      escaping = !escaping && scalar == "\\"
      item.append(scalar)
    }
    items.append(TextValue.unescape(String(item)[...]))
    return items
  }

  /// `octets` with every fold (CRLF or LF, then a space or a tab) taken out.
  private static func unfolded(_ octets: Data) -> [UInt8] {
    let bytes = [UInt8](octets)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let breakLength =
        bytes[index] == 0x0A
        ? 1 : bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 0
      if breakLength > 0, index + breakLength < bytes.count,
        bytes[index + breakLength] == 0x20 || bytes[index + breakLength] == 0x09
      {
        index += breakLength + 1
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fatalError("ical: \(property())")
  }
}
