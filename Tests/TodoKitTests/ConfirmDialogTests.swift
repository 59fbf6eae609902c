import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The `Delete "<title>"? y/N` question.
@Suite struct ConfirmDialogTests {
  @Test func drawsQuestion() {
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: "Milk"),
      keys: KeyMaps.defaults.confirmation
    ) { _ in }
    var frame = ScreenBuffer(size: Size(columns: 60, rows: 12))
    dialog.render(into: &frame)
    #expect(frame.text.contains("Delete \"Milk\"? y/N"))
    #expect(frame.text.contains(" Delete "))
  }

  /// The two questions of a parent (`d`, `x`), each with a wording per width.
  enum ParentQuestion: Sendable {
    case delete, markDone

    var confirmation: TodoUI.Confirmation {
      let item = Fixture.item(1, "Move house")
      return switch self {
      case .delete: Confirmation(.delete(item, subtasks: 3))
      case .markDone: Confirmation(.markDone(item, openSubtasks: 3))
      }
    }
  }

  @Test(
    "a parent's question takes shorter words before its subject is cut, and always ends in y/N",
    arguments: [
      (ParentQuestion.delete, 60, "Delete \"Move house\" and its 3 subtasks? y/N"),
      (.delete, 32, "Delete \"Move house\" + 3? y/N"),
      (.delete, 20, "Delete \"M…\" + 3? y/N"),
      (.markDone, 60, "Also mark its 3 open subtasks done? y/N"),
      (.markDone, 30, "Mark 3 subtasks done? y/N"),
      (.markDone, 16, "+3 done? y/N"),
    ])
  func parentQuestion(asked: ParentQuestion, width: Int, question: String) {
    let dialog = ConfirmDialog(asked.confirmation, keys: KeyMaps.defaults.confirmation) { _ in }
    #expect(dialog.question(width: width) == question)
    #expect(DisplayWidth.of(dialog.question(width: width)) <= width)
  }

  @Test func longSubjectIsCutInsideTheQuotes() {
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: String(repeating: "x", count: 80)),
      keys: KeyMaps.defaults.confirmation
    ) { _ in }
    var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
    dialog.render(into: &frame)
    let row = frame.text.split(separator: "\n").first { $0.contains("Delete \"") }
    #expect(row?.contains("…\"? y/N") == true)
    #expect(
      dialog.question(width: 30) == "Delete \"" + String(repeating: "x", count: 15) + "…\"? y/N")
  }

  @Test(
    "y confirms, anything else cancels",
    arguments: [
      (Key.character("y"), true), (.character("Y"), true), (.character("n"), false),
      (.enter, false), (.escape, false), (.delete, false),
    ])
  func answers(key: Key, confirmed: Bool) {
    var answers: [Bool] = []
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: "?"),
      keys: KeyMaps.defaults.confirmation
    ) {
      answers.append($0)
    }
    dialog.handle(key)
    #expect(answers == [confirmed])
  }

  @Test(
    "an Alt key is no answer: neither y nor a cancel",
    arguments: [InputEvent.alt(.character("y")), .alt(.character("Y")), .alt(.escape)])
  func altKeyIsNoAnswer(input: InputEvent) {
    var answers: [Bool] = []
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: "?"),
      keys: KeyMaps.defaults.confirmation
    ) {
      answers.append($0)
    }
    dialog.handle(input)
    #expect(answers.isEmpty)
    dialog.handle(.key(.character("n")))
    #expect(answers == [false])
  }

  @Test("a paste is no answer", arguments: ["y", "gdy", "y\r", ""])
  func pasteDoesNothing(text: String) {
    var answers: [Bool] = []
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: "?"),
      keys: KeyMaps.defaults.confirmation
    ) {
      answers.append($0)
    }
    dialog.handle(.paste(text))
    #expect(answers.isEmpty)
    dialog.handle(.key(.character("y")))
    #expect(answers == [true])
  }
}
