import Foundation
import Testing

@testable import TodoCore

/// The rules a todo's fields keep, decided once for the dialog, the command line, imports and
/// sync; each of those is tested for its own wording of a broken rule.
@Suite struct FieldRuleTests {
  private static let due = DueDate(iso: "2026-01-05")
  private static let weekly = Recurrence(text: "1w")

  @Test(
    "a repeating todo needs a due date; a todo that does not repeat needs none",
    arguments: [
      (TodoFields(title: "a"), true),
      (TodoFields(title: "a", due: due), true),
      (TodoFields(title: "a", due: due, recur: weekly), true),
      (TodoFields(title: "a", recur: weekly), false),
      (TodoFields(title: "a", done: true, recur: weekly), false),
    ])
  func repeatNeedsDue(fields: TodoFields, kept: Bool) throws {
    #expect(FieldRule.repeatNeedsDue.isKept(by: fields) == kept)
    if kept {
      #expect(try fields.checked() == fields)
    } else {
      #expect(throws: FieldRule.repeatNeedsDue) { try fields.checked() }
    }
  }

  @Test func aValueIsJudgedOnlyByTheRulesOverTheFieldsItKnows() throws {
    let ruleAlone = TodoFields(recur: Self.weekly)
    // `todo edit --recur 1w` read no due date: the todo's own is checked later, whole.
    #expect(try ruleAlone.checked(knowing: [.recur]) == ruleAlone)
    #expect(try ruleAlone.checked(knowing: [.title, .due]) == ruleAlone)
    #expect(throws: FieldRule.repeatNeedsDue) { try ruleAlone.checked(knowing: [.recur, .due]) }
  }

  @Test func eachRuleReadsTheFieldsItNames() {
    #expect(FieldRule.repeatNeedsDue.reads == [.recur, .due])
    #expect(FormRejection(.repeatNeedsDue) == .repeatWithoutDue)
  }
}
