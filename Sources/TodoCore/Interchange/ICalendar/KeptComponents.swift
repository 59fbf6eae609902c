/// The components a todo's kept lines hold whole, flat (BEGIN to END), sorted by where they
/// are written: inside the VTODO (its VALARMs and other nested components, with its own kept
/// properties), or beside it in the VCALENDAR (the VTIMEZONEs its times name, and the
/// overrides of a repeating todo: VTODOs with its UID and a `RECURRENCE-ID`). A VTODO cannot
/// hold a VTIMEZONE or a VTODO (RFC 5545 §3.6), so kept lines that do are these.
struct KeptComponents {
  /// The lines written inside the VTODO, in their order.
  var inside: [ContentLine] = []
  /// The kept VTIMEZONEs, each BEGIN:VTIMEZONE to END:VTIMEZONE.
  var keptZones: [[ContentLine]] = []
  /// The overrides, each BEGIN:VTODO to END:VTODO.
  var overrides: [[ContentLine]] = []

  /// Sorts `kept`.
  init(_ kept: [ContentLine]) {
    var block: [ContentLine] = []
    var depth = 0
    for line in kept {
      if line.named("BEGIN") { depth += 1 }
      if depth > 0 { block.append(line) } else { inside.append(line) }
      if line.named("END") {
        depth -= 1
        if depth == 0 {
          switch block.first?.value.uppercased() {
          case "VTIMEZONE": keptZones.append(block)
          case "VTODO": overrides.append(block)
          default: inside += block
          }
          block = []
        }
      }
    }
    inside += block
  }

  /// The VTIMEZONE of each `TZID` that `lines` name: the kept one, else one made from the zone
  /// database (none for a zone this machine does not know).
  func zones(for lines: [ContentLine]) -> [(tzid: String, lines: [ContentLine])] {
    ICalendarTime.zoneNames(in: lines).compactMap { tzid in
      if let kept = keptZones.first(where: { Self.tzid(of: $0) == tzid }) { return (tzid, kept) }
      let years = ICalendarTime.years(of: tzid, in: lines)
      return TimeZoneDefinition.generated(tzid, years: years).map { (tzid, $0.contentLines) }
    }
  }

  /// The lines of those of `zones` whose `TZID` `lines` name, to keep with a todo.
  static func lines(zones: [CalendarComponent], namedIn lines: [ContentLine]) -> [ContentLine] {
    let named = Set(ICalendarTime.zoneNames(in: lines))
    var taken: Set<String> = []
    return zones.flatMap { zone -> [ContentLine] in
      guard let tzid = zone.property("TZID")?.value, named.contains(tzid),
        taken.insert(tzid).inserted
      else { return [] }
      return zone.contentLines
    }
  }

  /// The `TZID` a VTIMEZONE's lines define.
  private static func tzid(of zone: [ContentLine]) -> String? {
    zone.withDepths.first { $0.depth == 1 && $0.line.named("TZID") }?.line.value
  }
}
