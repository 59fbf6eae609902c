import Foundation

/// Where each key of a TOML file is written, by section and key, so an error about a value
/// names its line (the TOML library reports lines for syntax errors only). Reads only what
/// that needs: `[section]` headers and `key =` at the start of a line.
struct TOMLKeyLines {
  private var lines: [String: Int] = [:]

  /// The keys of `text`. Lines end at LF, as TOML's do, CRLF included: split into characters,
  /// a CRLF file was one line (CR and LF make one character), and its errors named no line.
  init(_ text: String) {
    var section = ""
    let rawLines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in rawLines.enumerated() {
      let line = String(raw).trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
        section = line[line.index(after: line.startIndex)..<close]
          .trimmingCharacters(in: .whitespaces)
        lines[section] = lines[section] ?? index + 1
      } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
          .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        lines[section + "." + key] = lines[section + "." + key] ?? index + 1
      }
    }
  }

  /// The line of `key` in `section` (or of the section's header when `key` is nil; a section
  /// written as a value, `sync = 3`, is found too). A key at the top has section "".
  func line(of key: String?, in section: String) -> Int? {
    guard let key else { return lines[section] ?? lines["." + section] }
    return lines[section + "." + key] ?? (section.isEmpty ? lines[key] : nil)
  }
}
