import Foundation

/// Writing a due date in the form its source wrote it (SPEC §15: times keep their form). A
/// DUE read from another program is kept; while the due date reads the same from it, it is
/// written back as it came (UTC, a `TZID`, floating or a DATE, with its parameters). A due
/// time edited here keeps the zone the source's had: the same moment, written in UTC or on the
/// wall clock of the `TZID`. A due date changed to a day, or a DUE that came as a day, is
/// written as ours.
extension ICalendarTime {
  /// The DUE line for `due` (on the wall clock of `timeZone`), given the DUE the todo's source
  /// wrote (`source`, if any).
  static func dueLine(
    _ due: DueDate, keeping source: ContentLine?, in timeZone: TimeZone
  ) -> ContentLine {
    guard let source else { return dueLine(due) }
    if (try? self.due(source, in: timeZone)) == due { return source }
    guard let time = due.time, case .time(_, _, let zone)? = try? value(of: source) else {
      return dueLine(due)
    }
    let tzid = source.parameter("TZID")
    guard zone != nil || tzid != nil else { return dueLine(due) }
    let wall = WallClockMoment(due.day, at: time)
    let instant = instant(wall.day, second: wall.second, in: timeZone)
    if tzid == nil {
      return ContentLine("DUE", value: stamp(instant))
    }
    // A TZID this machine does not know was read as a wall-clock time: written back so.
    let there = zone.map { WallClockMoment(instant, in: $0) } ?? wall
    var line = source
    line.value = basic(there.day) + "T" + clock(there.second)
    return line
  }

  /// The `TZID`s that `lines` (a VTODO's, nested ones included) name.
  static func zoneNames(in lines: [ContentLine]) -> [String] {
    var names: [String] = []
    for line in lines {
      guard let tzid = line.parameter("TZID"), !names.contains(tzid) else { continue }
      names.append(tzid)
    }
    return names
  }

  /// The years the date-times of `lines` that name `tzid` fall in (to say which of a zone's
  /// changes a generated VTIMEZONE lists).
  static func years(of tzid: String, in lines: [ContentLine]) -> [Int] {
    lines.filter { $0.parameter("TZID") == tzid }.compactMap { line in
      switch try? value(of: line) {
      case .day(let day)?: day.year
      case .time(let day, _, _)?: day.year
      case nil: nil
      }
    }
  }
}
