import Foundation
import Testing

@testable import TodoCore

/// RFC 5545 folds on octets (SPEC §15): a fold may split a UTF-8 character, and is undone on
/// octets before the text is decoded.
@Suite struct LineFoldingOctetTests {
  /// A VCALENDAR whose SUMMARY line holds `head`, then a fold (`fold`), then `tail`, as octets.
  static func calendar(_ head: [UInt8], _ fold: String, _ tail: [UInt8]) -> Data {
    var data = Data("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:".utf8)
    data += head + Array(fold.utf8) + tail
    data += Data("\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
    return data
  }

  static let split: [(String, Int, String)] = [
    // text, octets before the fold, the fold
    ("café", 4, "\r\n "), ("café", 4, "\r\n\t"), ("café", 4, "\n "),
    ("a😀b", 2, "\r\n "), ("a😀b", 3, "\r\n "), ("a😀b", 4, "\r\n "),
    ("読む", 2, "\r\n "), ("読む", 5, "\r\n "), ("👍🏽", 6, "\r\n "),
  ]

  @Test(arguments: split)
  func aFoldInsideACharacterIsUndoneBeforeDecoding(text: String, at: Int, fold: String) throws {
    let octets = Array(text.utf8)
    let data = Self.calendar(Array(octets[..<at]), fold, Array(octets[at...]))
    #expect(String(data: data, encoding: .utf8) == nil)
    let mended = try #require(
      String(data: LineFolding.joiningSplitCharacters(data), encoding: .utf8))
    let calendar = try #require(try CalendarComponent.parse(mended).first)
    #expect(calendar.components.first?.property("SUMMARY")?.value == text)
  }

  @Test func everyLineStaysWhereItWasSoErrorsNameIt() throws {
    var data = Self.calendar(Array("caf".utf8) + [0xC3], "\r\n ", [0xA9])
    data += Data("BEGIN:VTODO\r\nno colon here\r\n".utf8)
    let mended = try #require(
      String(data: LineFolding.joiningSplitCharacters(data), encoding: .utf8))
    #expect(mended.components(separatedBy: "\r\n").count == data.split(separator: 0x0A).count + 1)
    #expect(throws: ICalendarError.self) { try CalendarComponent.parse(mended) }
    do {
      _ = try CalendarComponent.parse(mended)
    } catch {
      #expect(error.line == 9)
    }
  }

  @Test func onlyAFoldInsideACharacterMoves() {
    let split = Self.calendar(Array("caf".utf8) + [0xC3], "\r\n ", [0xA9])
    #expect(
      LineFolding.joiningSplitCharacters(split)
        == Self.calendar(Array("café".utf8), "\r\n ", []))
    for data in [
      Data("BEGIN:VCALENDAR\r\nSUMMARY:caf\r\n é\r\nEND:VCALENDAR\r\n".utf8),
      Data([0x41, 0x3A, 0xC3, 0x0D, 0x0A, 0x41]), Data([0x41, 0x0D, 0x0A, 0x20, 0xA9]),
      Data("X:a\r\n\r\n b".utf8), Data(),
    ] {
      #expect(LineFolding.joiningSplitCharacters(data) == data, "\(Array(data))")
    }
  }

  @Test func importReadsAFileWithASplitCharacter() throws {
    let data = Self.calendar(Array("caf".utf8) + [0xC3], "\r\n ", [0xA9])
    let file = try ICalendarInterchange.decode(
      data, timeZone: try #require(TimeZone(identifier: "UTC")))
    #expect(file.todos.first?.fields.title == "café")
  }
}
