/// iCalendar texts of single VTODOs, written out literally (the codec is not under test
/// here): what a calendar program would PUT.
enum TodoBodies {
  /// A VCALENDAR holding one VTODO with `uid` and `summary`, CRLF line ends.
  static func todo(uid: String, summary: String) -> String {
    [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo tests//EN", "BEGIN:VTODO",
      "UID:\(uid)", "DTSTAMP:20260101T090000Z", "SUMMARY:\(summary)", "STATUS:NEEDS-ACTION",
      "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
  }
}
