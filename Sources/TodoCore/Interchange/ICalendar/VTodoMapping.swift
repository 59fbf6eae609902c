import Foundation

/// The one mapping between a VTODO and a todo, used by import, export and sync (SPEC §8, §9,
/// §11, §15). SUMMARY is the title, DESCRIPTION the notes, STATUS (and COMPLETED) whether it is
/// done, DUE the due date, PRIORITY the priority, CATEGORIES the tags, RRULE the repeat rule,
/// the first RELATED-TO naming a parent the parent (`ParentLink`), UID, CREATED and
/// LAST-MODIFIED its identity and times. Every other line is kept verbatim
/// in `CalendarRecord.kept` and written back after ours; so are the lines whose form matters
/// to other programs: the state lines (`CompletionLines`), the parent's RELATED-TO as written,
/// the DUE as written (its zone,
/// `ICalendarTime.dueLine(_:keeping:in:)`), the CATEGORIES lines as written (their order, their
/// parameters, categories that are not tags: `Categories`) and a `PRIORITY:0`, written back as
/// they came while they say what the todo says. The VTIMEZONEs its times name and the overrides of a repeating todo
/// (`RECURRENCE-ID`) are kept with it too, as whole components (`KeptComponents`), and written
/// beside its VTODO.
///
/// Reading the state: STATUS COMPLETED and CANCELLED are done, NEEDS-ACTION and IN-PROCESS
/// open; with no STATUS, a COMPLETED says done.
public enum VTodoMapping {
  /// The properties the mapping reads and writes itself; every other line is kept.
  static let mapped: Set<String> = [
    "UID", "SUMMARY", "DESCRIPTION", "STATUS", "COMPLETED", "DUE", "PRIORITY", "CATEGORIES",
    "RRULE", RecurrenceRule.fromCompletionName, "CREATED", "LAST-MODIFIED", "DTSTAMP",
    "PERCENT-COMPLETE",
  ]

  /// The properties each read into one field, which RFC 5545 allows once in a VTODO: a second
  /// is refused, naming its line, rather than one taken and the other lost when the todo is
  /// written back (the first DUE of two stood for the due date the last gave, the other gone).
  static let once: Set<String> = [
    "UID", "SUMMARY", "DESCRIPTION", "STATUS", "DUE", "PRIORITY", "CREATED", "LAST-MODIFIED",
  ]

  // MARK: - Reading

  /// The todo `component` (a VTODO) describes, its times read in `timeZone` where they float;
  /// throws naming the line of what cannot be read. `zones` are the VTIMEZONEs beside it (those
  /// its times name are kept with it), `overrides` the VTODOs of the same UID with a
  /// `RECURRENCE-ID` (kept whole).
  public static func todo(
    from component: CalendarComponent, timeZone: TimeZone, zones: [CalendarComponent] = [],
    overrides: [CalendarComponent] = []
  ) throws(ICalendarError) -> ImportedTodo {
    var kept: [ContentLine] = []
    var fields = TodoFields()
    var tags: [String] = []
    var created: Date?
    var updated: Date?
    var uid = ""
    var rules: [ContentLine] = []
    var fromCompletion: [ContentLine] = []
    var title: String?
    var categories: [ContentLine] = []
    var status: ContentLine?
    var completed = false
    // Kept lines tell the components written beside a VTODO (VTIMEZONEs, overrides) from those
    // inside it by their names (`KeptComponents`), as RFC 5545 lets a VTODO hold neither: one
    // that does is refused (such a VTODO inside was written beside, one todo more read back).
    if let nested = component.components.first(where: { ["VTODO", "VTIMEZONE"].contains($0.name) })
    {
      throw ICalendarError(
        line: nested.lineNumber,
        reason: "BEGIN:\(nested.name) inside a VTODO (a VTODO holds no \(nested.name))")
    }
    var firstLines: [String: Int] = [:]
    for line in component.properties {
      let name = line.name.uppercased()
      if once.contains(name) {
        if let first = firstLines[name] {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "a second \(name) in one VTODO (the first is on line \(first)); a todo has one")
        }
        firstLines[name] = line.lineNumber
      }
      switch name {
      case "UID": uid = line.value
      case "SUMMARY": title = TextValue.unescape(line.value[...])
      case "DESCRIPTION": fields.content = TextValue.unescape(line.value[...])
      case "STATUS":
        guard
          ["COMPLETED", "NEEDS-ACTION", "CANCELLED", "IN-PROCESS"].contains(line.value.uppercased())
        else {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "STATUS of a VTODO must be NEEDS-ACTION, IN-PROCESS, COMPLETED or CANCELLED"
              + " (got \"\(line.value)\")")
        }
        status = line
        kept.append(line)
      case "COMPLETED":
        _ = try ICalendarTime.moment(line, in: timeZone)
        completed = true
        kept.append(line)
      case "PERCENT-COMPLETE": kept.append(line)
      case "DTSTAMP": _ = try ICalendarTime.moment(line, in: timeZone)
      case "DUE":
        let due = try ICalendarTime.due(line, in: timeZone)
        fields.due = due
        // Kept when written in another form than ours (UTC, a TZID, parameters of its own).
        if ICalendarTime.dueLine(due) != line { kept.append(line) }
      case "PRIORITY":
        guard let number = Int(line.value), let priority = Priority(value: number) else {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "PRIORITY must be a whole number from 0 to 9 (got \"\(line.value)\")")
        }
        fields.priority = priority
        // No priority said in words of its own (`PRIORITY:0`, which ours never writes): kept.
        if priority.isNone { kept.append(line) }
      case "CATEGORIES":
        tags += Categories.words(line).tags
        categories.append(line)
        kept.append(line)
      case "RRULE": rules.append(line)
      case RecurrenceRule.fromCompletionName: fromCompletion.append(line)
      case "RELATED-TO":
        if fields.parent == nil, ParentLink.isParent(line) { fields.parent = line.value }
        kept.append(line)
      case "CREATED": created = try ICalendarTime.moment(line, in: timeZone)
      case "LAST-MODIFIED": updated = try ICalendarTime.moment(line, in: timeZone)
      default: kept.append(line)
      }
    }
    guard let title, !BlankText.isBlank(title) else {
      throw ICalendarError(
        line: component.lineNumber, reason: "the VTODO has no SUMMARY (a todo needs a title)")
    }
    fields.title = title
    fields.tags = TagSet(tags)
    // The CATEGORIES lines as they came, unless they are the one line we would write.
    if categories.map(\.text) == Categories.lines(fields.tags).map(\.text) {
      kept.removeAll { $0.named("CATEGORIES") }
    }
    if let status {
      fields.done = ["COMPLETED", "CANCELLED"].contains(status.value.uppercased())
    } else {
      fields.done = completed
    }
    // Our X-TODO-RECUR-FROM says a rule counts from completion; one saying anything else (or
    // said twice) makes a rule todo cannot follow, kept as it came with the RRULE: taken as a
    // fixed rule, it was kept and then dropped when the rule was written.
    let ours =
      fromCompletion.count == 1 && fromCompletion[0].value == RecurrenceRule.fromCompletionValue
    if rules.count == 1, ours || fromCompletion.isEmpty,
      let rule = RecurrenceRule.rule(rules[0].value, fromCompletion: ours), takes(rule, fields)
    {
      fields.recur = rule
    } else {
      kept += rules + fromCompletion
    }
    kept += component.components.flatMap(\.contentLines)
    kept += KeptComponents.lines(zones: zones, namedIn: kept + overrides.flatMap(\.contentLines))
    kept += overrides.flatMap(\.contentLines)
    return ImportedTodo(
      fields, created: created, updated: updated, calendar: CalendarRecord(uid: uid, kept: kept))
  }

  /// Whether the todo of `fields` takes `rule` as its repeat rule. One whose fields would break
  /// a field rule with it (an RRULE without a DUE) is not refused: its RRULE stays a line kept
  /// as it came, for the program that wrote it.
  private static func takes(_ rule: Recurrence, _ fields: TodoFields) -> Bool {
    var repeating = fields
    repeating.recur = rule
    do throws(FieldRule) {
      _ = try repeating.checked()
      return true
    } catch {
      switch error {
      case .repeatNeedsDue: return false
      }
    }
  }

  // MARK: - Writing

  /// The VTODO of `item`, stamped `stamp` (DTSTAMP: when the file is written), its due date
  /// on the wall clock of `timeZone`, with the VTIMEZONEs and overrides kept with it: what a
  /// calendar holds of it. `claims`: the CHILD lines of the parents written beside it (in the
  /// file, on the server); a parent that names it is not named again by it. Throws the
  /// character a title, the notes or a tag holds that iCalendar cannot carry.
  public static func written(
    _ item: TodoItem, stamp: Date, timeZone: TimeZone, claims: ChildClaims = ChildClaims()
  ) throws(TextValue.UnwritableCharacter) -> WrittenTodo {
    let kept = KeptComponents(item.calendar.kept)
    let todo = try component(
      of: item, stamp: stamp, timeZone: timeZone, inside: kept.inside,
      parentSaid: claims.says(item))
    let named = todo.properties + kept.overrides.flatMap { $0 }
    return WrittenTodo(todo: todo, zones: kept.zones(for: named), overrides: kept.overrides)
  }

  /// The VTODO of `item` alone (see `written`).
  public static func component(
    of item: TodoItem, stamp: Date, timeZone: TimeZone = .current
  ) throws(TextValue.UnwritableCharacter) -> CalendarComponent {
    try component(
      of: item, stamp: stamp, timeZone: timeZone, inside: KeptComponents(item.calendar.kept).inside)
  }

  /// The VTODO of `item`, with `kept` (its kept lines that go inside the VTODO) after ours;
  /// `parentSaid`: its parent names it by a CHILD line, so no line of its own is added.
  private static func component(
    of item: TodoItem, stamp: Date, timeZone: TimeZone, inside kept: [ContentLine],
    parentSaid: Bool = false
  ) throws(TextValue.UnwritableCharacter) -> CalendarComponent {
    let fields = item.fields
    var lines = [
      ContentLine("UID", value: item.calendar.uid),
      ContentLine("DTSTAMP", value: ICalendarTime.stamp(stamp)),
      ContentLine("CREATED", value: ICalendarTime.stamp(item.created)),
      ContentLine("LAST-MODIFIED", value: ICalendarTime.stamp(item.updated)),
      ContentLine("SUMMARY", value: try TextValue.escape(fields.title)),
    ]
    if !fields.content.isEmpty {
      lines.append(ContentLine("DESCRIPTION", value: try TextValue.escape(fields.content)))
    }
    // The state lines as they came while they agree (so an export read back writes the same
    // lines in the same place), else ours.
    lines += CompletionLines.written(done: fields.done, kept: kept, changedAt: item.updated)
    let own = kept.topLevel
    let source = own.first { $0.named("DUE") }
    if let due = fields.due {
      lines.append(ICalendarTime.dueLine(due, keeping: source, in: timeZone))
    }
    if !fields.priority.isNone {
      lines.append(ContentLine("PRIORITY", value: String(fields.priority.value)))
    }
    // The kept CATEGORIES lines go back as they came while they say the todo's tags; else ours,
    // with the words of theirs that are not tags (a category with a space) kept beside them.
    let keptCategories = own.filter { $0.named("CATEGORIES") }
    let categoriesAsTheyCame =
      !keptCategories.isEmpty
      && TagSet(keptCategories.flatMap { Categories.words($0).tags }) == fields.tags
    if !categoriesAsTheyCame { lines += try Categories.written(fields.tags) }
    if let rule = fields.recur { lines += RecurrenceRule.lines(rule) }
    // The parent's line stays where it came, as it came, while it names the same parent (and
    // so does a later one naming it again); a new parent's line takes the first one's place,
    // and is said once; one added where none came goes with ours. At the top
    // level no line names a parent: one more another program wrote (jtx Board allows several)
    // would read as the parent again. A parent whose CHILD line names the todo says the link
    // for it: none is added (`ChildClaims`).
    var parentSourcePassed = !own.contains(where: ParentLink.isParent)
    // Whether the first line naming a parent names this one: the lines came as they are, so a
    // later line naming the same parent (another program's) stays too.
    let parentCameSo = own.first(where: ParentLink.isParent)?.value == fields.parent
    if parentSourcePassed, !parentSaid, let parent = fields.parent {
      lines.append(ParentLink.line(parent))
    }
    // Written above (or replaced): the state lines and the DUE; a priority set here replaces a
    // kept `PRIORITY:0`, a rule of ours a kept rule of another program's.
    var replaced: Set<String> = CompletionLines.names.union(["DUE"])
    if !fields.priority.isNone { replaced.insert("PRIORITY") }
    if fields.recur != nil { replaced.formUnion(["RRULE", RecurrenceRule.fromCompletionName]) }
    for (line, depth) in kept.withDepths {
      if depth > 0 {
        lines.append(line)
      } else if fields.parent == nil, ParentLink.isParent(line) {
        continue
      } else if !parentSourcePassed, ParentLink.isParent(line), let parent = fields.parent {
        parentSourcePassed = true
        lines.append(line.value == parent ? line : ParentLink.line(parent))
      } else if ParentLink.isParent(line), line.value == fields.parent, !parentCameSo {
        continue  // a second line naming the new parent: it is said once
      } else if line.named("CATEGORIES") {
        lines += categoriesAsTheyCame ? [line] : Categories.others(line).map { [$0] } ?? []
      } else if !replaced.contains(line.name.uppercased()) {
        lines.append(line)
      }
    }
    // Kept lines hold nested components flat (BEGIN…END); written after the properties, they
    // read back as the same components.
    var component = CalendarComponent("VTODO")
    component.properties = lines
    return component
  }
}
