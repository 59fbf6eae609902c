import Foundation
import Testing
import TodoConfig

/// What the fuzz target `Fuzz/config` found (README, "Fuzzing"): each finding a test named
/// after what it broke, its input inline or under `Tests/Fixtures/fuzz/config`.
@Suite struct ConfigFuzzFindingsTests {
  /// config (what follows a file that reads is not read): TOMLKit hands toml++ the text as a C
  /// string, which ends at a NUL, so whatever followed one (here an unknown section, an error)
  /// was never read. TOML allows no NUL: a file with one is refused, naming its line.
  @Test(arguments: [
    ("[view]\nsort = \"due\"\0\n[bogus]\n", 2), ("\0", 1), ("# a\n# b\n[view] # \0\n", 3),
  ])
  func aNULIsRefused(text: String, line: Int) {
    let error = #expect(throws: ConfigError.self) { try Configuration.parse(text) }
    #expect(error?.line == line)
    #expect(error?.message == "a control character (U+0000), which TOML does not allow")
  }

  /// config (with LF line ends it names line 2, with CRLF none): the lines of the keys were
  /// found in the text split into characters, where CR and LF are one, so a file with CRLF
  /// line ends (written on Windows) was one line: an error named no line, and a setting none.
  @Test func aCRLFFileNamesItsLines() throws {
    let error = #expect(throws: ConfigError.self) {
      try Configuration.parse("[view]\r\nsort = \"x\"\r\n")
    }
    #expect(error?.line == 2)
    let configuration = try Configuration.parse(
      "[keys.list]\r\nadd = \"n\"\r\n[colors]\r\n\r\naccent = 1\r\n")
    #expect(configuration.keys.map(\.line) == [2])
    #expect(configuration.colors.roles[.accent]?.line == 5)
  }

  /// config (toml++ aborts: `Assertion 'is_bare_key_character(*cp) || is_string_delimiter(*cp)'
  /// failed`): toml++ keeps its assertions in every build, and a table header whose name starts
  /// with neither a key's character nor a quote trips one. The fuzzer's file opens `[\u{6}iew]`;
  /// `[é]`, `[=]` or a `[` alone on its line did the same, and `todo` crashed on reading such a
  /// config.toml. Then (`Assertion 'is_decimal_digit(*cp)' failed` in `parse_time`) a date and
  /// `T` with no time after them: `a=1979-05-27T:`; then (`Assertion '!is_value_terminator(*cp)'
  /// failed` in `parse_value`) a `}` where an array expects a value, `a=[}`, and ten characters
  /// that look like a date, a space, a digit and a space, `a=9179-05-2= 5 `, and a line separator
  /// of Unicode's where an array expects a value, `a=[\u{85}` (found in the 10-minute run).
  /// Such a header, date, `}` or separator is refused first, naming its line; a control
  /// character TOML does not allow is too.
  /// Each is read first in a child process, so a crash fails this test alone.
  @Test(arguments: [
    ("a-control-character-opening-a-table-name.toml", 4, "a control character (U+0006)"),
    ("[é]\n", 1, "a table's name must start with"), ("[view]\n[=]\n", 2, "a table's name"),
    ("# [ok]\n[\n", 2, "a table's name"), ("[[ .a]]\n", 1, "a table's name"),
    ("\u{FEFF}[*]", 1, "a table's name"), ("a = \"\"\"\n\"\"\"\n [\t#]", 3, "a table's name"),
    ("a=1979-05-27T:", 1, "a date and time"),
    ("[view]\nx = [1979-05-27t:00]", 2, "a date and time"),
    ("sya = 1978-05-27T''7:32k", 1, "a date and time"), ("a =1979-05-27T=:", 1, "a date and time"),
    ("a=[}", 1, "a } inside [ ]"), ("a = [\n1, # }\n{ b = [\"}\"] }, }", 3, "a } inside [ ]"),
    ("a=9179-05-2= 5 ", 1, "a date and time"), ("a = [1979-05-2_7 1]", 1, "a date and time"),
    ("[\"\\\r\n}", 2, "a } inside [ ]"), ("[\"\\\n}", 2, "a } inside [ ]"),
    ("a=[\u{85}", 1, "a line separator"), ("a = [\n\u{2028}1]", 2, "a line separator"),
  ])
  func aTableNameThatStartsWithNoKeyIsRefused(
    input: String, line: Int, start: String
  )
    async throws
  {
    let text =
      input.hasSuffix(".toml") ? String(decoding: try Self.fixture(input), as: UTF8.self) : input
    try await #require(processExitsWith: .success) { [text = text as String] in
      _ = try? Configuration.parse(text)
    }
    let error = #expect(throws: ConfigError.self) { try Configuration.parse(text) }
    #expect(error?.line == line, "\(String(describing: error))")
    #expect(error?.message.hasPrefix(start) == true, "\(String(describing: error))")
  }

  /// What the check skips stays TOML's to read: headers that start as keys do, a `[` that
  /// starts a line inside a string, a comment or an array value is no header, and a key or a
  /// whole date and time is no date without a time.
  @Test(arguments: [
    "[view]\n[ \"keys\" . list ]\nadd = \"n\"\n[[ 'a' ]]\n",
    "[view]\ndate_format = \"\"\"\n[é] %d\"\"\"\n",
    "[view]\ndate_format = \'\'\'%d\n[=]\'\'\'\n",
    "[view]\n# [é]\nsort = \"due\" # [=]\n",
    "[keys.list]\ndown = [\n[é]\n]\n",
    "[keys.list]\ndown = [\"j\", \"[\", \"]\",\n\"x\"]\n",
    "[keys.list]\n1979-05-27T = \"x\"\n", "[view]\nx = 1979-05-27T07:32:00\n",
    "[view]\nx = [1979-05-27 07:32:00, 1979-05-27, 1979-05-27t07:32:00z]\n",
    "[view]\nsort = \"\u{2028}\u{85}\" # \u{2029}\n",
  ])
  func aTableNameThatStartsAsAKeyIsLeftToTOML(text: String) {
    do {
      _ = try Configuration.parse(text)
    } catch {
      #expect(!error.message.hasPrefix("a table's name"), "\(error)")
      #expect(!error.message.hasPrefix("a date and time"), "\(error)")
    }
  }

  /// The bytes of `Tests/Fixtures/fuzz/config/NAME`.
  static func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/config/\(name)")
    return try Data(contentsOf: url)
  }
}
