import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The strict JSON check before decoding: every valid document passes, and every error names
/// its line and column (and the entry of the top-level array).
@Suite struct StrictJSONTests {
  private func check(_ text: String) throws(ImportError) {
    try StrictJSON.check(Array(text.utf8))
  }

  @Test(
    "valid JSON passes, whatever it holds",
    arguments: [
      "[]", " [ ] ", "{}", "[{}]", "0", "-0.5e+10", "1E3", "\"x\"", "true", "null",
      #"[{"title": "a", "content": "b\n\u00e9\ud83d\ude00\"\\\/", "done": false, "n": [1, 2.5, -3]}]"#,
      "[\r\n\t{\"a\": {\"a\": [[]]}}\r\n]\n", #"{"a": 1, "b": {"a": 2}}"#,
      #"[{"title": "日本語 🎉"}]"#,
    ])
  func valid(text: String) throws {
    try check(text)
    // What passes is what JSONDecoder reads.
    _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
  }

  @Test(
    "each error names its place",
    arguments: [
      ("", "line 1, column 1: the file holds no JSON"),
      ("[", "line 1, column 2: the file ends before the JSON is closed"),
      ("[1,]", "line 1, column 3: a comma after the last entry (entry 1)"),
      ("[1,\n  ]", "line 1, column 3: a comma after the last entry (entry 1)"),
      ("[[1,]]", "line 1, column 4: a comma after the last item of a list in entry 1"),
      (#"{"a": 1,}"#, "line 1, column 8: a comma after the last field"),
      (#"{"a": 1, "a": 2}"#, "line 1, column 10: the object has \"a\" twice"),
      (#"[{}, {"x": {"k": 1, "k": 2}}]"#, "line 1, column 21: entry 2 has \"k\" twice"),
      ("[1 2]", "line 1, column 4: expected , or ] after entry 1, found '2'"),
      ("[{\"a\" 1}]", "line 1, column 7: expected : after \"a\" in entry 1, found '1'"),
      (
        "[{a: 1}]", "line 1, column 3: expected a field name in double quotes in entry 1, found 'a'"
      ),
      ("[tru]", "line 1, column 2: expected a value in entry 1, found 't'"),
      ("[01]", "line 1, column 3: expected , or ] after entry 1, found '1'"),
      ("[1.]", "line 1, column 2: a bad number in entry 1"),
      ("[-]", "line 1, column 2: a bad number in entry 1"),
      (
        "[\"a\tb\"]",
        "line 1, column 4: a control character inside a string in entry 1 (write it as an escape, like \\n)"
      ),
      (#"["\q"]"#, "line 1, column 3: a bad escape \\q in a string in entry 1"),
      (#"["\u12"]"#, "line 1, column 3: a \\u escape needs four hex digits in entry 1"),
      (#"["\udc00"]"#, "line 1, column 3: a lone surrogate \\uDC00 in a string in entry 1"),
      (#"["\ud83dx"]"#, "line 1, column 3: a lone surrogate \\uD83D in a string in entry 1"),
      ("[]]", "line 1, column 3: unexpected ']' after the end of the JSON"),
      ("[\"日本\", é]", "line 1, column 8: expected a value in entry 2, found 'é'"),
      ("[\n\"cut", "line 2, column 5: the file ends inside entry 1"),
      ("[1,", "line 1, column 4: the file ends before the JSON is closed"),
    ])
  func errors(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try check(text) }
    #expect(error?.description == message)
  }

  @Test func depthIsLimited() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let error = #expect(throws: ImportError.self) { try check(deep) }
    #expect(error?.reason == "arrays and objects nest more than 512 deep")
    #expect(throws: Never.self) {
      try check(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
    }
  }

  /// Names are compared one by one up to 16, then through a set: a repeat is found on both
  /// sides of that switch, and many distinct names pass.
  @Test func aNameGivenTwiceIsFoundAmongManyFields() throws {
    func object(_ count: Int, then repeated: Int? = nil) -> String {
      let names =
        (1...count).map { "\"k\($0)\": \($0)" } + (repeated.map { ["\"k\($0)\": 0"] } ?? [])
      return "[{" + names.joined(separator: ", ") + "}]"
    }
    try check(object(5000))
    for (count, repeated) in [(10, 3), (16, 16), (17, 2), (40, 30)] {
      let error = #expect(throws: ImportError.self) { try check(object(count, then: repeated)) }
      #expect(error?.reason == "entry 1 has \"k\(repeated)\" twice", "\(count) \(repeated)")
    }
  }
}
