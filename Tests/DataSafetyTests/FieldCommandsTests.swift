import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// `todo add`, `todo edit` and `todo list` with due dates, priorities and tags, through the
/// real binary: each prints the changed todo's line, a form it cannot read changes nothing,
/// and `list` shows the open todos unless asked for more.
@Suite("Fields on the command line")
struct FieldCommandsTests {
  /// The todos of `store` as `todo list --all --json` prints them.
  private func items(_ store: String) throws -> [ImportedTodo] {
    let list = try Binary.run(["list", "--all", "--json", "--store", store])
    #expect(list.status == 0, "\(list.error)")
    return try JSONInterchange.decode(Data(list.output.utf8))
  }

  @Test("add sets every field and prints the line with priority, tags and due date")
  func addWithEveryField() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let added = try Binary.run([
      "add", "Pay tax", "--content", "forms\nand receipts", "--due", "2026-04-30 17:00",
      "--priority", "H", "--tag", "home", "--tag", "+money", "--tag", "@desk", "--store", store,
    ])
    #expect(added.status == 0, "\(added.error)")
    #expect(added.output == "1 [ ] (H) Pay tax @desk +home +money due:2026-04-30T17:00\n")
    #expect(
      try items(store).map(\.fields) == [
        TodoFields(
          title: "Pay tax", content: "forms\nand receipts",
          due: DueDate(iso: "2026-04-30T17:00"), priority: .high, tags: ["home", "money", "@desk"],
          list: "Tasks")
      ])
    let json = try Binary.run(["list", "--json", "--store", store]).output
    #expect(json.contains(#""due" : "2026-04-30T17:00""#), "\(json)")
    #expect(json.contains(#""priority" : 1"#), "\(json)")
  }

  @Test(
    "a due date in words is read in the local zone ($TZ)",
    arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago"])
  func dueInWords(zone: String) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let timeZone = try #require(TimeZone(identifier: zone))
    let before = CalendarDay(Date(), in: timeZone)
    let added = try Binary.run(
      ["add", "soon", "--due", "tomorrow", "--store", store], environment: ["TZ": zone])
    let after = CalendarDay(Date(), in: timeZone)
    #expect(added.status == 0, "\(added.error)")
    let due = try #require(try items(store).first?.fields.due)
    #expect([before.adding(days: 1), after.adding(days: 1)].contains(due.day), "\(due)")
    #expect(due.time == nil)
  }

  @Test(
    "a form that cannot be read is refused, and nothing is added or made",
    arguments: [
      (["--due", "blursday"], "todo: Cannot read due date \"blursday\"\n"),
      (["--priority", "urgent"], "todo: cannot read priority \"urgent\" (H, M, L or none)\n"),
      (
        ["--tag", "two words"],
        "todo: cannot use \"two words\" as a tag (one word, no spaces, like work or @phone)\n"
      ),
      (["--recur", "1w"], "todo: a repeating todo needs a due date\n"),
      (
        ["--due", "fri", "--recur", "weekly"],
        "todo: cannot read repeat rule \"weekly\" (like 1w, +1w, 3d, 2m or 1y)\n"
      ),
    ])
  func refusedAdd(options: [String], message: String) throws {
    let folder = try ScratchFolder.made()
    let missing = folder.path("missing.sqlite")
    let refused = try Binary.run(["add", "x"] + options + ["--store", missing])
    #expect(refused.status == 1)
    #expect(refused.error == message)
    #expect(refused.output.isEmpty)
    #expect(folder.contents().isEmpty, "a refused add made \(folder.contents())")

    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--store", store])
    let before = try FileState(store)
    #expect(try Binary.run(["add", "x"] + options + ["--store", store]).error == message)
    #expect(try FileState(store) == before)
  }

  @Test("edit changes only the fields given, over the todo as it is, and prints its line")
  func editEachField() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run([
      "add", "a", "--content", "notes", "--due", "2026-01-10", "--tag", "old", "--tag", "keep",
      "--store", store,
    ])
    let steps: [([String], String)] = [
      (
        ["--title", "-a title that starts with a dash"],
        "1 [ ] -a title that starts with a dash +keep +old due:2026-01-10"
      ),
      (
        ["--priority", "m"], "1 [ ] (M) -a title that starts with a dash +keep +old due:2026-01-10"
      ),
      (
        ["--due", "2026-02-01T08:15", "--tag", "new", "--untag", "old"],
        "1 [ ] (M) -a title that starts with a dash +keep +new due:2026-02-01T08:15"
      ),
      (["--no-due", "--priority", "none", "--title", "b"], "1 [ ] b +keep +new"),
      (["--untag", "+keep", "--untag", "absent"], "1 [ ] b +new"),
    ]
    for (options, line) in steps {
      let edited = try Binary.run(["edit", "1"] + options + ["--store", store])
      #expect(edited.status == 0, "\(options): \(edited.error)")
      #expect(edited.output == line + "\n", "\(options)")
    }
    #expect(try items(store).map(\.fields.content) == ["notes"])
  }

  @Test(
    "edit refuses what it cannot do, changing nothing",
    arguments: [
      (["edit", "1"], 2, "todo: nothing to change: give --title, --content, --due, --no-due"),
      (["edit", "1", "--due", "fri", "--no-due"], 2, "todo: --due and --no-due cannot be used"),
      (["edit", "1", "--due", "someday"], 1, "todo: Cannot read due date \"someday\""),
      (["edit", "1", "--title", " "], 1, "todo: title must not be empty"),
      (["edit", "1", "--untag", "a b"], 1, "todo: cannot use \"a b\" as a tag"),
      (["edit", "9", "--title", "x"], 1, "todo: no todo with id 9"),
      (["edit", "1", "--titel", "x"], 2, "todo: unknown option '--titel'"),
      (["edit", "1", "--recur", "1w", "--no-recur"], 2, "todo: --recur and --no-recur cannot"),
      (["edit", "1", "--recur", "fortnightly"], 1, "todo: cannot read repeat rule"),
      (["edit", "1", "--list", " "], 2, "todo: --list: a list's name must show something"),
      (["edit", "1", "--list", "a\nb"], 2, "todo: --list: a list's name must show something"),
      (["edit", "1", "--list", "W", "--parent", "1"], 2, "todo: --parent and --list cannot"),
    ] as [([String], Int32, String)])
  func refusedEdit(arguments: [String], status: Int32, message: String) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--tag", "t", "--store", store])
    let before = try FileState(store)
    let exported = try Binary.run(["export", "--store", store]).output
    let result = try Binary.run(arguments + ["--store", store])
    #expect(result.status == status)
    #expect(result.error.hasPrefix(message), "\(result.error)")
    #expect(try Binary.run(["export", "--store", store]).output == exported)
    // Refused before the store is opened: not even its file is touched.
    if !message.contains("no todo with id") { #expect(try FileState(store) == before) }
  }

  @Test("add and edit take a repeat rule, and the line printed shows it")
  func repeatRule() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let added = try Binary.run([
      "add", "Water plants", "--due", "2026-01-31", "--recur", "+1m", "--store", store,
    ])
    #expect(added.status == 0, "\(added.error)")
    #expect(added.output == "1 [ ] Water plants due:2026-01-31 rec:+1m\n")
    let json = try Binary.run(["list", "--json", "--store", store]).output
    #expect(json.contains(#""recur" : "+1m""#), "\(json)")
    let steps: [([String], String)] = [
      (["--recur", "2W"], "1 [ ] Water plants due:2026-01-31 rec:2w"),
      (["--no-recur"], "1 [ ] Water plants due:2026-01-31"),
      (["--recur", "+1m"], "1 [ ] Water plants due:2026-01-31 rec:+1m"),
    ]
    for (options, line) in steps {
      let edited = try Binary.run(["edit", "1"] + options + ["--store", store])
      #expect(edited.status == 0, "\(options): \(edited.error)")
      #expect(edited.output == line + "\n", "\(options)")
    }
    // A repeating todo keeps its due date: removing it is refused, and nothing changes.
    let before = try items(store)
    for options in [["--no-due"], ["--due", ""]] {
      let refused = try Binary.run(["edit", "1"] + options + ["--store", store])
      #expect(refused.status == 1)
      #expect(refused.error == "todo: a repeating todo needs a due date\n", "\(options)")
    }
    try Binary.run(["add", "plain", "--store", store])
    let refused = try Binary.run(["edit", "2", "--recur", "1w", "--store", store])
    #expect(refused.error == "todo: a repeating todo needs a due date\n")
    #expect(try items(store).first == before.first)
    #expect(try items(store).map(\.fields.recur) == [Recurrence(text: "+1m"), nil])
  }

  @Test("done on a repeating todo prints it and the next one, which undoes with it")
  func doneMakesTheNextOne() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run([
      "add", "Rent", "--due", "2026-01-31T09:00", "--recur", "+1m", "--tag", "home",
      "--priority", "H", "--content", "transfer", "--store", store,
    ])
    let done = try Binary.run(["done", "1", "--store", store])
    #expect(done.status == 0, "\(done.error)")
    // February's todo remembers that the series is on the 31st (the month's last day).
    #expect(
      done.output == """
        1 [x] (H) Rent +home due:2026-01-31T09:00 rec:+1m
        2 [ ] (H) Rent +home due:2026-02-28T09:00 rec:+1m@31

        """)
    // Done again: nothing more is made.
    let again = try Binary.run(["done", "1", "--store", store])
    #expect(again.output == "1 [x] (H) Rent +home due:2026-01-31T09:00 rec:+1m\n")
    let next = try #require(try items(store).last)
    #expect(next.fields.content == "transfer")
    #expect(try items(store).count == 2)
  }

  @Test("list shows the open todos, --all every one, --done the done ones")
  func listSelection() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    for title in ["open one", "done one", "open two"] {
      try Binary.run(["add", title, "--store", store])
    }
    try Binary.run(["done", "2", "--store", store])
    let list = { (options: [String]) in
      try Binary.run(["list"] + options + ["--store", store]).output
    }
    #expect(try list([]) == "1 [ ] open one\n3 [ ] open two\n")
    // Done todos below open ones, as in the app.
    #expect(try list(["--all"]) == "1 [ ] open one\n3 [ ] open two\n2 [x] done one\n")
    #expect(try list(["--done"]) == "2 [x] done one\n")
    #expect(try list(["--done", "--json"]).contains(#""title" : "done one""#))
    let both = try Binary.run(["list", "--all", "--done", "--store", store])
    #expect(both.status == 2)
    #expect(both.error.hasPrefix("todo: --all and --done cannot be used together"))
  }

  @Test("list's filter words must all hold; a word starting with - excludes, and is no option")
  func listFilterWords() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    for title in ["write -report today", "call +home", "write report"] {
      try Binary.run(["add", title, "--store", store])
    }
    try Binary.run(["add", "pack", "--tag", "home", "--priority", "H", "--store", store])
    let list = { (words: [String]) in
      try Binary.run(["list"] + words + ["--store", store])
    }
    #expect(try list(["write", "today"]).output == "1 [ ] write -report today\n")
    #expect(
      try list(["-today"]).output == "2 [ ] call +home\n3 [ ] write report\n4 [ ] (H) pack +home\n")
    #expect(try list(["WRITE"]).output == "1 [ ] write -report today\n3 [ ] write report\n")
    #expect(try list(["-today", "-call", "-pack"]).output == "3 [ ] write report\n")
    #expect(try list(["+home"]).output == "4 [ ] (H) pack +home\n")
    #expect(try list(["-+home"]).output.split(separator: "\n").count == 3)
    #expect(try list(["pri:H"]).output == "4 [ ] (H) pack +home\n")
    #expect(try list(["-pri:h", "-is:open"]).output == "")
    let unknown = try list(["--bogus"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("todo: unknown option '--bogus'"))
  }
}
