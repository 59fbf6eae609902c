import Foundation
import Testing
import TodoTestKit

@testable import TodoCore

/// A patch sets only its fields, on the todo as it is when applied; a change touches only the
/// fields that differ.
@Suite struct TodoPatchTests {
  @Test func thePatchBetweenTwoValuesHoldsTheFieldsThatDiffer() {
    let original = TodoFields(title: "a", content: "b", done: false)
    let edited = TodoFields(title: "a", content: "c", done: true)
    let patch = TodoPatch(from: original, to: edited)
    #expect(patch.fields == [.content, .done])
    #expect(patch.applied(to: original) == edited)
  }

  @Test func aPatchLeavesEveryOtherFieldAsItIsNow() {
    let patch = TodoPatch([.done], from: TodoFields(title: "ignored", done: true))
    let now = TodoFields(title: "theirs", content: "their notes", done: false)
    #expect(
      patch.applied(to: now) == TodoFields(title: "theirs", content: "their notes", done: true))
  }

  @Test func anItemChangeTouchesWhatDiffersOrEverythingForAnAddOrDelete() {
    let before = Fixture.item(1, "a")
    var after = before
    after.content = "notes"
    after.updated += 60
    #expect(ItemChange.changed(before: before, after: after).touched == [.content])
    #expect(ItemChange.added(before).touched == Set(TodoField.allCases))
    #expect(ItemChange.deleted(before).touched == Set(TodoField.allCases))
    #expect(ItemChange.deleted(before).item == before)
    #expect(ItemChange.deleted(before).state(after: .undo) == before)
    #expect(ItemChange.deleted(before).state(after: .redo) == nil)
  }

  @Test func tagsAreAddedAndRemovedOverTheTagsAsTheyAreNow() {
    let patch = TodoPatch([], from: TodoFields())
      .tagging(adding: ["new", "both"], removing: ["old", "both"])
    #expect(patch.fields == [.tags])
    #expect(patch.addedTags == ["new", "both"])
    #expect(
      patch.applied(to: TodoFields(title: "t", tags: ["old", "theirs"]))
        == TodoFields(title: "t", tags: ["new", "theirs"]))
    #expect(TodoPatch([], from: TodoFields()).tagging(adding: [], removing: []).isEmpty)
  }

  @Test func aSetValueComesFirstThenTheAdditionsAndRemovals() {
    let patch = TodoPatch([.tags, .priority], from: TodoFields(priority: .low, tags: ["a", "b"]))
      .tagging(adding: ["c"], removing: ["a"])
    #expect(patch.fields == [.tags, .priority])
    #expect(
      patch.applied(to: TodoFields(tags: ["z"])) == TodoFields(priority: .low, tags: ["b", "c"]))
  }

  @Test func everyFieldIsComparedAndCopied() {
    let before = TodoFields(title: "t")
    let after = TodoFields(
      title: "t", due: DueDate(iso: "2026-01-01"), priority: .high, tags: ["x"])
    #expect(after.differences(from: before) == [.due, .priority, .tags])
    var copy = before
    copy.take([.due, .tags], from: after)
    #expect(copy == TodoFields(title: "t", due: DueDate(iso: "2026-01-01"), tags: ["x"]))
    #expect(copy.same([.due, .tags, .title], as: after))
    #expect(!copy.same([.priority], as: after))
  }
}
