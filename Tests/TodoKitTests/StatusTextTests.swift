import Testing
import TodoTestKit

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

  @Test(
    "completing a repeating todo says when the next one is due, as far as the width allows",
    arguments: [
      (78, "Done: \"Water plants\" · next due Mon 12 Jan"),
      (38, "Done: \"Water p…\" · next due Mon 12 Jan"),
      (34, "Done: \"Water p…\" · next Mon 12 Jan"),
      (20, "Done: \"Water plants\""),
    ])
  func completedWithTheNextOne(width: Int, sentence: String) {
    var next = Fixture.item(2, "Water plants")
    next.fields.due = DueDate(iso: "2026-01-12")
    let outcome = ToggleOutcome(Fixture.item(1, "Water plants", done: true), next: next)
    let text = StatusText.toggled(
      outcome, dueText: DueText(today: CalendarDay(iso: "2026-01-05")!), width: width)
    #expect(text == sentence)
    #expect(DisplayWidth.of(text) <= width)
    #expect(
      StatusText.toggled(
        ToggleOutcome(outcome.item), dueText: DueText(today: .init(daysSince1970: 0)), width: 78)
        == "Done: \"Water plants\"")
  }

  @Test func aCompletionThatEndedItsSeriesSaysSo() {
    let outcome = ToggleOutcome(Fixture.item(1, "Millennium", done: true), seriesEnded: true)
    for (width, sentence) in [
      (78, "Done: \"Millennium\" · the series ends: next due after 9999"),
      (34, "Done: \"Millennium\" · series ends"), (18, "Done: \"Millennium\""),
    ] {
      let text = StatusText.toggled(
        outcome, dueText: DueText(today: .init(daysSince1970: 0)), width: width)
      #expect(text == sentence)
    }
  }

  @Test func aStepOverSeveralTodosNamesTheFirstAndCountsTheRest() {
    let change = TodoChange(
      .import, [.added(Fixture.item(1, "Milk")), .added(Fixture.item(2, "Eggs"))])
    #expect(StatusText.applied(.undo, change, width: 60) == "Undone: import \"Milk\" and 1 more")
    #expect(
      StatusText.applied(.redo, .added(Fixture.item(1, "Milk")), width: 60)
        == "Redone: add \"Milk\"")
  }

  @Test func anUndoneCompletionSaysTheNextOneWentWithIt() {
    let open = Fixture.item(1, "Water plants")
    var done = open
    done.done = true
    let change = TodoChange(
      .toggle, [.changed(before: open, after: done), .added(Fixture.item(2, "Water plants"))])
    #expect(
      StatusText.applied(.undo, change, width: 60)
        == "Undone: mark done \"Water plants\" and its next one")
    #expect(
      StatusText.applied(.redo, change, width: 40)
        == "Redone: mark done \"Water pl…\" and 1 more")
  }

  @Test func deletedElsewhereNamesTheTodoCutToFit() {
    let text = StatusText.deletedElsewhere(String(repeating: "long ", count: 20), width: 40)
    #expect(text.hasSuffix("…\" was deleted elsewhere"))
    #expect(DisplayWidth.of(text) <= 40)
  }

  @Test func priorityStepsNameTheClassesOrSayTheEndWasReached() {
    var item = Fixture.item(1, "Pay rent")
    item.priority = .medium
    #expect(
      StatusText.priorityStepped(item, from: .low, .raise, width: 40)
        == "Priority L → M: \"Pay rent\"")
    item.priority = Priority(value: 2) ?? .high
    #expect(
      StatusText.priorityStepped(item, from: item.priority, .raise, width: 40)
        == "Already at H: \"Pay rent\"")
    item.priority = .none
    #expect(
      StatusText.priorityStepped(item, from: .none, .lower, width: 40)
        == "No priority to lower: \"Pay rent\"")
    #expect(
      StatusText.priorityStepped(item, from: .low, .lower, width: 40)
        == "Priority L → none: \"Pay rent\"")
  }

  @Test func anEditorFailureIsCutToTheWidth() {
    let said = StatusText.editorFailed("the editor (vim -u NONE) exited with status 1", width: 30)
    #expect(said == "Editor failed: the editor (vi…")
    #expect(DisplayWidth.of(said) == 30)
  }
}
