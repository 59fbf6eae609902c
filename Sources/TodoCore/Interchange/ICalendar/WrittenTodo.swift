/// What a calendar holds of one todo: its VTODO, the VTIMEZONEs its times name, and the
/// overrides of its series (`RECURRENCE-ID`), each as content lines.
public struct WrittenTodo {
  /// The VTODO.
  public var todo: CalendarComponent
  /// The VTIMEZONEs, by `TZID`, in the order the VTODO names them.
  public var zones: [(tzid: String, lines: [ContentLine])]
  /// The overrides, each BEGIN:VTODO to END:VTODO.
  public var overrides: [[ContentLine]]
}
