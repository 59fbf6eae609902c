import Foundation
import TestSupport
import Testing

/// What the command line says when it is given something wrong: every message names what is
/// wrong, in lower case like the rest, with exit 2 for a bad command line.
@Suite("Command-line messages")
struct CommandLineTests {
  @Test(
    "an id that is not a positive number is named as such",
    arguments: [["done", "-1"], ["rm", "-1"], ["done", "0"], ["rm", "abc"], ["done", "1.5"]])
  func badID(arguments: [String]) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--store", store])
    let before = try FileState(store)
    let result = try Binary.run(arguments + ["--store", store])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "todo: the id must be a positive number, as `todo list` prints it (got '\(arguments[1])')"),
      "\(result.error)")
    #expect(try FileState(store) == before)
  }

  @Test("done and rm without an id, or with two, say so")
  func idCount() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--store", store])
    let missing = try Binary.run(["done", "--store", store])
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("todo: "), "\(missing.error)")
    #expect(missing.error.contains("id"), "\(missing.error)")
    let two = try Binary.run(["rm", "1", "1", "--store", store])
    #expect(two.status == 2)
    #expect(two.error.hasPrefix("todo: give one id"), "\(two.error)")
    #expect(try Binary.run(["list", "--store", store]).output == "1 [ ] a\n")
  }

  @Test(
    "a size that is not COLSxROWS within 1000x1000 is refused at once, either way it is written",
    arguments: [
      ["--size", "-1x5"], ["--size=-1x5"], ["--size", "10000x10000"], ["--size", "1001x24"],
      ["--size", "80x"],
    ])
  func badSize(arguments: [String]) throws {
    let start = Date()
    let result = try Binary.run(["replay", "-"] + arguments, input: Data("j".utf8))
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix("todo: --size must be COLSxROWS, from 1x1 to 1000x1000"),
      "\(result.error)")
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test("the largest size replays in a moment")
  func largestSize() throws {
    let start = Date()
    let result = try Binary.run(
      ["replay", "-", "--size", "1000x1000"], input: Data("a<Esc>".utf8))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).count == 1001)
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test(
    "a blank title is refused in lower case, invisible characters included",
    arguments: ["", "   ", "\u{FEFF}", "\u{200B}\u{2060}", "\u{200E} \u{3000}"])
  func blankTitle(title: String) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--store", store])
    let result = try Binary.run(["add", title, "--store", store])
    #expect(result.status == 1)
    #expect(result.error == "todo: title must not be empty\n")
    #expect(try Binary.run(["list", "--store", store]).output == "1 [ ] a\n")
  }

  @Test("a title is trimmed of blank characters at its ends, and only there")
  func trimmedTitle() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let result = try Binary.run(["add", "\u{FEFF} buy\u{200B}milk \u{2060}", "--store", store])
    #expect(result.status == 0, "\(result.error)")
    let json = try Binary.run(["list", "--json", "--store", store]).output
    #expect(json.contains(#""title" : "buy\#u{200B}milk""#), "\(json)")
  }

  @Test(
    "a title or an option's value that starts with - and a digit is text, not an option",
    arguments: [
      (["-5 kg flour"], "-5 kg flour", ""), (["-5"], "-5", ""),
      (["x", "--content", "-5 kg"], "x", "-5 kg"),
      (["--content", "-2 eggs", "-1 cake"], "-1 cake", "-2 eggs"), (["--", "-x"], "-x", ""),
    ])
  func dashDigitIsText(arguments: [String], title: String, content: String) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let result = try Binary.run(["add", "--store", store] + arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "1 [ ] \(title)\n")
    let json = try Binary.run(["list", "--json", "--store", store]).output
    let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(items?.first?["content"] as? String == content, "\(json)")
  }

  @Test(
    "a word that starts with - and no digit is still an option, unknown ones refused",
    arguments: [["add", "-x"], ["add", "x", "-v"], ["add", "x", "--frobnicate"]])
  func dashWordIsOption(arguments: [String]) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let result = try Binary.run(arguments + ["--store", store])
    #expect(result.status == 2)
    #expect(result.error.lowercased().hasPrefix("todo: unknown option"), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test("ids are printed unpadded, so `cut -d' ' -f1` takes them")
  func unpaddedIDs() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let lines = (1...10).map { "\($0) [ ] t\($0)\n" }
    try Data(lines.map { "t\($0.split(separator: " ")[0])\n" }.joined().utf8)
      .write(to: URL(fileURLWithPath: folder.path("in.txt")))
    try #require(Binary.run(["import", folder.path("in.txt"), "--store", store]).status == 0)
    #expect(try Binary.run(["list", "--store", store]).output == lines.joined())
    let done = try Binary.run(["done", "1", "--store", store])
    #expect(done.output == "1 [x] t1\n")
    let listed = try Binary.run(["list", "--all", "--store", store]).output
    #expect(listed.hasSuffix("10 [ ] t10\n1 [x] t1\n"), "\(listed)")
  }
}
