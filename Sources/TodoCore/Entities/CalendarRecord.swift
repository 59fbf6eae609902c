/// How calendars know a todo (SPEC §11): its iCalendar `UID`, the same in every export and on
/// every server, and the lines of other programs' VTODO that `todo` does not map, kept so they
/// are written back unchanged when the todo is written again. The store gives every todo a
/// UID when it is added; the kept lines change only when the todo is read from a calendar.
public struct CalendarRecord: Hashable, Sendable {
  /// The `UID`; empty only for an item not (yet) in a store.
  public var uid: String
  /// The content lines of the VTODO that are not mapped to a field (other programs'
  /// properties, nested VALARMs as their BEGIN to END lines), unfolded, in their order.
  public var kept: [ContentLine]

  /// Makes a record.
  public init(uid: String = "", kept: [ContentLine] = []) {
    self.uid = uid
    self.kept = kept
  }
}
