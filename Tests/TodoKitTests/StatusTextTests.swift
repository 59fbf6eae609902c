import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The footer sentences: a note after the title shortens, then goes, before the title is cut
/// to nothing.
@Suite struct StatusTextTests {
  @Test(
    "an add that cleared the filter says so as far as the width allows",
    arguments: [
      (78, "Added \"Feed the cat\" · filter cleared to show it"),
      (40, "Added \"Feed the cat\" · filter cleared"),
      (36, "Added \"Feed the c…\" · filter cleared"),
      (18, "Added \"Feed the …\""),
    ])
  func addedClearingTheFilter(width: Int, sentence: String) {
    let item = Fixture.item(1, "Feed the cat")
    let text = StatusText.added(item, clearingFilter: true, width: width)
    #expect(text == sentence)
    #expect(DisplayWidth.of(text) <= width)
  }

  @Test(
    "an edit that left the filter says so as far as the width allows",
    arguments: [
      (78, "Saved \"bread\" · hidden by the filter"),
      (28, "Saved \"bread\" · filtered out"),
      (20, "Saved \"bread\""),
    ])
  func savedOutOfTheFilter(width: Int, sentence: String) {
    let text = StatusText.savedOutOfFilter(Fixture.item(1, "bread"), width: width)
    #expect(text == sentence)
    #expect(DisplayWidth.of(text) <= width)
  }

  @Test func aStepOverSeveralTodosNamesTheFirstAndCountsTheRest() {
    let change = TodoChange(
      .import, [.added(Fixture.item(1, "Milk")), .added(Fixture.item(2, "Eggs"))])
    #expect(StatusText.applied(.undo, change, width: 60) == "Undone: import \"Milk\" and 1 more")
    #expect(
      StatusText.applied(.redo, .added(Fixture.item(1, "Milk")), width: 60)
        == "Redone: add \"Milk\"")
  }

  @Test func deletedElsewhereNamesTheTodoCutToFit() {
    let text = StatusText.deletedElsewhere(String(repeating: "long ", count: 20), width: 40)
    #expect(text.hasSuffix("…\" was deleted elsewhere"))
    #expect(DisplayWidth.of(text) <= 40)
  }
}
