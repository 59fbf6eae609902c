import Foundation

/// The VTIMEZONE of a `TZID` (RFC 5545 §3.6.5): every `TZID` written comes with its definition
/// (SPEC §15). The one the todo's source sent is kept and written back; for a `TZID` with none
/// kept, one is made from this machine's zone database: the zone's offset at the start of
/// the years its times fall in, and each change of offset in those years, as explicit
/// observances (a `DTSTART` each, no rule), which every reader understands.
enum TimeZoneDefinition {
  /// The VTIMEZONE of `tzid` made from the zone database, covering the years `years` name
  /// (one either side too); nil when this machine does not know the zone.
  static func generated(_ tzid: String, years: [Int]) -> CalendarComponent? {
    let identifier = tzid.hasPrefix("/") ? String(tzid.dropFirst()) : tzid
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    let first = (years.min() ?? 2026) - 1
    let last = (years.max() ?? 2026) + 1
    let start = ICalendarTime.instant(
      CalendarDay(year: first, month: 1, day: 1) ?? CalendarDay(daysSince1970: 0), second: 0,
      in: ICalendarTime.utc)
    let end = ICalendarTime.instant(
      CalendarDay(year: last + 1, month: 1, day: 1) ?? CalendarDay(daysSince1970: 0), second: 0,
      in: ICalendarTime.utc)
    let offset = zone.secondsFromGMT(for: start)
    var observances = [
      observance(
        at: start, from: offset, to: offset, daylight: zone.isDaylightSavingTime(for: start),
        name: zone.abbreviation(for: start))
    ]
    var moment = start
    while let change = zone.nextDaylightSavingTimeTransition(after: moment), change < end,
      observances.count < 1000
    {
      observances.append(
        observance(
          at: change, from: zone.secondsFromGMT(for: change - 1),
          to: zone.secondsFromGMT(for: change), daylight: zone.isDaylightSavingTime(for: change),
          name: zone.abbreviation(for: change)))
      moment = change
    }
    return CalendarComponent(
      "VTIMEZONE", properties: [ContentLine("TZID", value: tzid)], components: observances)
  }

  /// One STANDARD or DAYLIGHT observance: from `change`, the offset `to` (it was `from`).
  private static func observance(
    at change: Date, from: Int, to: Int, daylight: Bool, name: String?
  ) -> CalendarComponent {
    // DTSTART is the wall-clock time the change happens at, on the clock before it.
    let wall = WallClockMoment(change + Double(from), in: ICalendarTime.utc)
    var properties = [
      ContentLine(
        "DTSTART", value: ICalendarTime.basic(wall.day) + "T" + ICalendarTime.clock(wall.second)),
      ContentLine("TZOFFSETFROM", value: utcOffset(from)),
      ContentLine("TZOFFSETTO", value: utcOffset(to)),
    ]
    if let name, !name.isEmpty, name.unicodeScalars.allSatisfy(\.isASCII) {
      properties.append(ContentLine("TZNAME", value: name))
    }
    return CalendarComponent(daylight ? "DAYLIGHT" : "STANDARD", properties: properties)
  }

  /// `+0100`, `-0430`, `+053328` (seconds only when there are some).
  static func utcOffset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    let text =
      CalendarDay.twoDigits(magnitude / 3600) + CalendarDay.twoDigits(magnitude % 3600 / 60)
    return sign + text + (magnitude % 60 == 0 ? "" : CalendarDay.twoDigits(magnitude % 60))
  }
}
