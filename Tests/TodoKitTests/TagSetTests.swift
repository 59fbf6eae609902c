import Testing

@testable import TodoCore

/// Tags: a sorted set of words; one rule for what a word must be to be a tag.
@Suite struct TagSetTests {
  @Test func tagsAreSortedAndKeptOnce() {
    let tags: TagSet = ["work", "@phone", "home", "work", "読書"]
    #expect(tags.words == ["@phone", "home", "work", "読書"])
    #expect(tags == TagSet(["読書", "home", "@phone", "work"]))
    #expect(tags.count == 4)
    #expect(tags.contains("home"))
    #expect(!tags.contains("+home"))
    #expect(tags.union(["a", "home"]).words == ["@phone", "a", "home", "work", "読書"])
    #expect(tags.subtracting(["home", "absent"]).words == ["@phone", "work", "読書"])
    #expect(TagSet.empty.isEmpty)
  }

  @Test(
    "a word is a tag when it shows something and holds no white space or control character",
    arguments: [
      ("work", "work"), ("+work", "work"), ("@phone", "@phone"), ("+@phone", "@phone"),
      ("読書", "読書"), ("🎉", "🎉"), ("100%", "100%"), ("a:b", "a:b"), ("-x", "-x"),
    ])
  func tag(word: String, tag: String) {
    #expect(TagSet.tag(word) == tag)
  }

  @Test(
    "anything else is no tag",
    arguments: [
      "", "+", "++work", "@", "+@", "two words", "tab\there", "line\nbreak", "nul\u{0}",
      "\u{200B}", "no\u{00A0}break", "ideographic\u{3000}space", "del\u{7F}",
    ])
  func notATag(word: String) {
    #expect(TagSet.tag(word) == nil)
  }
}
