import Foundation

/// RFC 5545 §3.1 line folding: a long content line is split into lines of at most 75 octets,
/// each continuation starting with a space, and every line ends in CRLF.
public enum LineFolding {
  /// A content line after unfolding, with the physical line (from 1) it starts on.
  public struct Unfolded: Equatable, Sendable {
    /// The physical line the content line starts on.
    public let lineNumber: Int
    /// The content line, continuations joined.
    public let text: String
  }

  /// The content lines of `text`: lines end in CRLF or a bare LF (tolerated), a line that
  /// starts with a space or a tab continues the one before (that one scalar dropped), and
  /// empty lines are skipped.
  public static func unfold(_ text: String) -> [Unfolded] {
    var result: [Unfolded] = []
    var current: (lineNumber: Int, text: Substring)?
    var lineNumber = 0
    // CRLF is one Character in Swift: split at either.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" }
    for line in lines {
      lineNumber += 1
      // The first scalar, not character: a combining mark or a joiner after the space makes
      // one character of the two, and only the space is dropped.
      if let first = line.unicodeScalars.first, first == " " || first == "\t", current != nil {
        current?.text += Substring(line.unicodeScalars.dropFirst())
        continue
      }
      if let done = current, !done.text.isEmpty {
        result.append(Unfolded(lineNumber: done.lineNumber, text: String(done.text)))
      }
      current = (lineNumber, line)
    }
    if let done = current, !done.text.isEmpty {
      result.append(Unfolded(lineNumber: done.lineNumber, text: String(done.text)))
    }
    return result
  }

  /// `octets` with every fold that splits a UTF-8 sequence moved past it, so the text decodes:
  /// RFC 5545 folds on octets, and a writer may put the line break (CRLF or a bare LF, then a
  /// space or a tab) inside a character (`caf\xC3` CRLF space `\xA9`). The continuation
  /// octets of the split character go before the break (`caf\xC3\xA9` CRLF space), which
  /// unfolds to the same octets and keeps every line where it was, so errors still name the
  /// physical line. Folds between characters, and octets that are no UTF-8 anyway, are left as
  /// they are.
  public static func joiningSplitCharacters(_ octets: Data) -> Data {
    // Text without a split character comes back as it is, not copied: a CalDAV answer read
    // through here may be hundreds of megabytes.
    guard Self.mayHoldSplitCharacter(octets) else { return octets }
    let bytes = [UInt8](octets)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let breakLength =
        bytes[index] == 0x0A ? 1 : bytes[index] == 0x0D && bytes.at(index + 1) == 0x0A ? 2 : 0
      let blank = index + breakLength
      if breakLength > 0, bytes.at(blank) == 0x20 || bytes.at(blank) == 0x09,
        Self.endsInsideASequence(result)
      {
        var end = blank + 1
        while end < bytes.count, Self.isContinuation(bytes[end]) { end += 1 }
        result += bytes[(blank + 1)..<end]
        result += bytes[index...blank]
        index = end
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return Data(result)
  }

  /// Whether some fold in `octets` (a line break, then a space or a tab) is followed by a
  /// continuation octet, as every fold inside a character is.
  private static func mayHoldSplitCharacter(_ octets: Data) -> Bool {
    octets.withUnsafeBytes { bytes in
      guard bytes.count >= 3 else { return false }
      return (0..<(bytes.count - 2)).contains { index in
        bytes[index] == 0x0A && (bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09)
          && isContinuation(bytes[index + 2])
      }
    }
  }

  /// Whether `byte` continues a UTF-8 sequence (`10xxxxxx`).
  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Whether `bytes` end in a UTF-8 sequence that needs more continuation octets.
  private static func endsInsideASequence(_ bytes: [UInt8]) -> Bool {
    var continuations = 0
    for byte in bytes.reversed() {
      guard isContinuation(byte) else {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return length > 1 + continuations
      }
      continuations += 1
      if continuations == 3 { return false }
    }
    return false
  }

  /// The longest a physical line may be, in octets, CRLF not counted.
  public static let limit = 75

  /// `line` folded: physical lines of at most 75 octets, never splitting a UTF-8 sequence
  /// (nor a character made of several scalars where it fits), each ended by CRLF.
  public static func fold(_ line: String) -> String {
    var result = ""
    var octets = 0
    for character in line {
      let size = character.utf8.count
      if octets + size > limit {
        result += "\r\n "
        octets = 1
      }
      if octets + size > limit {
        // A character longer than a line (a long emoji sequence): split between scalars.
        for scalar in character.unicodeScalars {
          let scalarSize = String(scalar).utf8.count
          if octets + scalarSize > limit {
            result += "\r\n "
            octets = 1
          }
          result.unicodeScalars.append(scalar)
          octets += scalarSize
        }
        continue
      }
      result.append(character)
      octets += size
    }
    return result + "\r\n"
  }
}

extension Array where Element == UInt8 {
  /// The element at `index`, nil past either end.
  fileprivate func at(_ index: Int) -> UInt8? { indices.contains(index) ? self[index] : nil }
}
