/// A calendar object resource with its body: one iCalendar text (a VCALENDAR holding, for
/// us, one VTODO and perhaps its VTIMEZONEs).
public struct CalendarObject: Sendable, Equatable {
  /// Its href on the server, a percent-encoded absolute path.
  public let href: String
  /// Its entity tag, when the server gave one.
  public let etag: String?
  /// The iCalendar text as the server holds it.
  public let body: String
}
