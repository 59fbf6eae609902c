import Testing

@testable import TodoUI

/// A screen's footer: a message until the next key, a standing notice, else the hints that
/// fit.
@Suite struct StatusFooterTests {
  private let hints: [StatusText.Hint] = [
    .init("a add", priority: 1), .init("e edit", priority: 2), .init("? help", priority: 0),
  ]

  @Test func withNothingToSayItShowsTheHintsThatFit() {
    let footer = StatusFooter(hints: hints)
    #expect(footer.line(hintWidth: 40) == StatusLine("a add · e edit · ? help"))
    #expect(footer.line(hintWidth: 15) == StatusLine("a add · ? help"))
  }

  @Test func aMessageShowsUntilCleared() {
    var footer = StatusFooter(hints: hints)
    footer.say("Saved \"Milk\"")
    #expect(footer.line(hintWidth: 40) == StatusLine("Saved \"Milk\""))
    footer.say("disk on fire", isError: true)
    #expect(footer.line(hintWidth: 40) == StatusLine("disk on fire", isError: true))
    footer.clear()
    #expect(footer.line(hintWidth: 40) == StatusLine("a add · e edit · ? help"))
  }

  @Test func aStandingNoticeReplacesTheHintsButNotAMessage() {
    var footer = StatusFooter(hints: hints)
    let notice = StatusLine("This todo was deleted elsewhere", isError: true)
    #expect(footer.line(hintWidth: 40, standing: notice) == notice)
    footer.say("Nothing to undo")
    #expect(footer.line(hintWidth: 40, standing: notice) == StatusLine("Nothing to undo"))
  }

  @Test func sentencesGetAtLeastTenColumns() {
    var footer = StatusFooter(hints: hints)
    #expect(footer.width == 78)
    footer.fit(to: 38)
    #expect(footer.width == 38)
    footer.fit(to: 3)
    #expect(footer.width == 10)
  }

  @Test func aMessageWordedForTheWidthIsWordedAgainWhenTheWidthChanges() {
    var footer = StatusFooter(hints: hints)
    footer.fit(to: 20)
    footer.say(wordedFor: { StatusText.sentence("Deleted", "a title of some length", width: $0) })
    #expect(footer.line(hintWidth: 20) == StatusLine("Deleted \"a title o…\""))
    footer.fit(to: 60)
    #expect(footer.line(hintWidth: 60) == StatusLine("Deleted \"a title of some length\""))
    // A plain message is kept as it was said.
    footer.say("Nothing to undo")
    footer.fit(to: 30)
    #expect(footer.line(hintWidth: 30) == StatusLine("Nothing to undo"))
  }
}
