import Testing
import TodoCore

/// Sync's three-way merge (SPEC §11): different fields of one todo changed on two devices
/// merge; the same field changed to two values keeps the local one and the remote whole.
@Suite struct FieldMergeTests {
  static let base = TodoFields(
    title: "Pay rent", content: "by transfer", due: DueDate(day(2026, 1, 31)),
    priority: .medium, tags: ["home", "money"])

  static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
    CalendarDay(year: year, month: month, day: day) ?? CalendarDay(daysSince1970: 0)
  }

  static func changed(_ change: (inout TodoFields) -> Void) -> TodoFields {
    var fields = base
    change(&fields)
    return fields
  }

  @Test func nothingChangedIsNothingToDo() {
    let merge = FieldMerge(base: Self.base, local: Self.base, remote: Self.base)
    #expect(merge.merged == Self.base)
    #expect(merge.conflicts.isEmpty && merge.theirs == nil)
    #expect(!merge.changesRemote && !merge.changesLocal(Self.base))
  }

  @Test func differentFieldsChangedOnEachSideMerge() {
    let local = Self.changed { $0.title = "Pay the rent" }
    let remote = Self.changed {
      $0.done = true
      $0.priority = .high
      $0.due = DueDate(Self.day(2026, 2, 1))
    }
    let merge = FieldMerge(base: Self.base, local: local, remote: remote)
    #expect(
      merge.merged
        == Self.changed {
          $0.title = "Pay the rent"
          $0.done = true
          $0.priority = .high
          $0.due = DueDate(Self.day(2026, 2, 1))
        })
    #expect(merge.conflicts.isEmpty)
    #expect(merge.changesRemote && merge.changesLocal(local))
  }

  @Test func oneSideOnlyTakesThatSide() {
    let remote = Self.changed { $0.content = "by cheque" }
    let fromRemote = FieldMerge(base: Self.base, local: Self.base, remote: remote)
    #expect(fromRemote.merged == remote && !fromRemote.changesRemote)
    let fromLocal = FieldMerge(base: Self.base, local: remote, remote: Self.base)
    #expect(
      fromLocal.merged == remote && fromLocal.changesRemote && !fromLocal.changesLocal(remote))
  }

  @Test func theSameChangeOnBothSidesIsNoConflict() {
    let both = Self.changed { $0.title = "Rent" }
    let merge = FieldMerge(base: Self.base, local: both, remote: both)
    #expect(merge.merged == both && merge.conflicts.isEmpty)
  }

  @Test func theSameFieldChangedToTwoValuesKeepsLocalAndTheRemoteWhole() {
    let local = Self.changed {
      $0.title = "Pay rent today"
      $0.content = "mine"
    }
    let remote = Self.changed {
      $0.title = "Pay rent tomorrow"
      $0.content = "theirs"
      $0.done = true
    }
    let merge = FieldMerge(base: Self.base, local: local, remote: remote)
    #expect(merge.conflicts == [.title, .content])
    #expect(
      merge.merged
        == Self.changed {
          $0.title = "Pay rent today"
          $0.content = "mine"
          $0.done = true
        })
    #expect(merge.theirs == remote)
  }

  @Test(arguments: [
    // (local, remote, merged): tags added or removed on either side, as sets.
    (["home", "money", "urgent"], ["home", "money"], ["home", "money", "urgent"]),
    (["home"], ["home", "money", "bank"], ["home", "bank"]),
    (["money", "urgent"], ["home", "money", "bank"], ["money", "urgent", "bank"]),
    ([], ["home", "money"], []),
    (["home", "money", "x"], ["home", "money", "x"], ["home", "money", "x"]),
  ])
  func tagsMergeAsSetsWithoutConflict(local: [String], remote: [String], merged: [String]) {
    let merge = FieldMerge(
      base: Self.base, local: Self.changed { $0.tags = TagSet(local) },
      remote: Self.changed { $0.tags = TagSet(remote) })
    #expect(merge.merged.tags == TagSet(merged))
    #expect(merge.conflicts.isEmpty)
  }

  @Test func withoutABaseEveryDifferenceIsAConflictKeepingLocal() {
    let local = Self.changed { $0.title = "A" }
    let remote = Self.changed {
      $0.title = "B"
      $0.tags = ["other"]
    }
    let merge = FieldMerge(base: nil, local: local, remote: remote)
    #expect(merge.merged == local)
    #expect(merge.conflicts == [.title, .tags])
    #expect(merge.theirs == remote)
  }

  @Test func aRuleTakenFromOneSideKeepsADueDate() throws {
    let rule = try #require(Recurrence(text: "+1w"))
    let local = Self.changed { $0.due = nil }
    let remote = Self.changed { $0.recur = rule }
    let merge = FieldMerge(base: Self.base, local: local, remote: remote)
    #expect(merge.merged.recur == rule)
    #expect(merge.merged.due == Self.base.due)
  }
}
