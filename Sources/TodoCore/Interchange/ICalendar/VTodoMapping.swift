import Foundation

/// The one mapping between a VTODO and a todo, used by import, export and sync (SPEC §8, §9,
/// §11). SUMMARY is the title, DESCRIPTION the notes, STATUS (and COMPLETED) whether it is
/// done, DUE the due date, PRIORITY the priority, CATEGORIES the tags, RRULE the repeat rule,
/// UID, CREATED and LAST-MODIFIED its identity and times. Every other line is kept verbatim
/// in `CalendarRecord.kept` and written back after ours.
///
/// Reading STATUS: COMPLETED and CANCELLED are done, NEEDS-ACTION, IN-PROCESS and none are
/// open. IN-PROCESS and CANCELLED are kept and written back while the todo is still open
/// (IN-PROCESS) or done (CANCELLED); once that changes ours (NEEDS-ACTION or COMPLETED) is
/// written instead.
public enum VTodoMapping {
  /// The properties the mapping reads and writes itself; every other line is kept.
  static let mapped: Set<String> = [
    "UID", "SUMMARY", "DESCRIPTION", "STATUS", "COMPLETED", "DUE", "PRIORITY", "CATEGORIES",
    "RRULE", RecurrenceRule.fromCompletionName, "CREATED", "LAST-MODIFIED", "DTSTAMP",
  ]

  // MARK: - Reading

  /// The todo `component` (a VTODO) describes, its times read in `timeZone` where they float;
  /// throws naming the line of what cannot be read.
  public static func todo(
    from component: CalendarComponent, timeZone: TimeZone
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
    for line in component.properties {
      switch line.name.uppercased() {
      case "UID": uid = line.value
      case "SUMMARY": title = TextValue.unescape(line.value[...])
      case "DESCRIPTION": fields.content = TextValue.unescape(line.value[...])
      case "STATUS":
        switch line.value.uppercased() {
        case "COMPLETED": fields.done = true
        case "NEEDS-ACTION": fields.done = false
        case "CANCELLED":
          fields.done = true
          kept.append(line)
        case "IN-PROCESS":
          fields.done = false
          kept.append(line)
        default:
          throw ICalendarError(
            line: line.lineNumber,
            reason: "STATUS of a VTODO must be NEEDS-ACTION, IN-PROCESS, COMPLETED or CANCELLED"
              + " (got \"\(line.value)\")")
        }
      case "COMPLETED": _ = try ICalendarTime.moment(line, in: timeZone)
      case "DTSTAMP": _ = try ICalendarTime.moment(line, in: timeZone)
      case "DUE": fields.due = try ICalendarTime.due(line, in: timeZone)
      case "PRIORITY":
        guard let number = Int(line.value), let priority = Priority(value: number) else {
          throw ICalendarError(
            line: line.lineNumber,
            reason: "PRIORITY must be a whole number from 0 to 9 (got \"\(line.value)\")")
        }
        fields.priority = priority
      case "CATEGORIES":
        // A category that is not a tag word (it has a space, say) is kept as it was.
        let words = TextValue.list(line.value).map { BlankText.trimmed($0) }.filter { !$0.isEmpty }
        tags += words.compactMap(TagSet.tag)
        let others = words.filter { TagSet.tag($0) == nil }
        if !others.isEmpty {
          var rest = line
          rest.value = others.map { (try? TextValue.escape($0)) ?? $0 }.joined(separator: ",")
          kept.append(rest)
        }
      case "RRULE": rules.append(line)
      case RecurrenceRule.fromCompletionName: fromCompletion.append(line)
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
    let ours =
      fromCompletion.count == 1 && fromCompletion[0].value == RecurrenceRule.fromCompletionValue
    if rules.count == 1, fields.due != nil,
      let rule = RecurrenceRule.rule(rules[0].value, fromCompletion: ours)
    {
      fields.recur = rule
      if !ours { kept += fromCompletion }
    } else {
      kept += rules + fromCompletion
    }
    kept += component.components.flatMap(\.contentLines)
    return ImportedTodo(
      fields, created: created, updated: updated, calendar: CalendarRecord(uid: uid, kept: kept))
  }

  // MARK: - Writing

  /// The VTODO of `item`, stamped `stamp` (DTSTAMP: when the file is written). Throws the
  /// character a title, the notes or a tag holds that iCalendar cannot carry.
  public static func component(
    of item: TodoItem, stamp: Date
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
    let keptStatus = item.calendar.kept.first { $0.named("STATUS") }
    let keptAgrees =
      keptStatus.map { ($0.value.uppercased() == "CANCELLED") == fields.done } ?? false
    if let keptStatus, keptAgrees {
      lines.append(keptStatus)
    } else {
      lines.append(ContentLine("STATUS", value: fields.done ? "COMPLETED" : "NEEDS-ACTION"))
    }
    if fields.done {
      lines.append(ContentLine("COMPLETED", value: ICalendarTime.stamp(item.updated)))
    }
    if let due = fields.due { lines.append(ICalendarTime.dueLine(due)) }
    if !fields.priority.isNone {
      lines.append(ContentLine("PRIORITY", value: String(fields.priority.value)))
    }
    if !fields.tags.isEmpty {
      var words: [String] = []
      for tag in fields.tags { words.append(try TextValue.escape(tag)) }
      lines.append(ContentLine("CATEGORIES", value: words.joined(separator: ",")))
    }
    if let rule = fields.recur { lines += RecurrenceRule.lines(rule) }
    // A rule of ours replaces a kept rule of another program's.
    let replaced: Set<String> =
      fields.recur == nil ? ["STATUS"] : ["STATUS", "RRULE", RecurrenceRule.fromCompletionName]
    lines += item.calendar.kept.filter { !replaced.contains($0.name.uppercased()) }
    // Kept lines hold nested components flat (BEGIN…END); written after the properties, they
    // read back as the same components.
    var component = CalendarComponent("VTODO")
    component.properties = lines
    return component
  }
}
