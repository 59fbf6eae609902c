/// What a PROPFIND answer says of one collection: whether it is a calendar, whether it may hold
/// todos, its name, colour and sync token. One reading for `discover` (a URL naming one
/// collection) and for the account's discovery (every collection of a calendar home), so both
/// decide alike what a task list is.
struct CollectionProperties: Sendable, Equatable {
  /// The properties read, the only ones kept of an answer.
  static let names: Set<XMLName> = [
    XMLName(XMLNamespace.dav, "resourcetype"), XMLName(XMLNamespace.dav, "displayname"),
    XMLName(XMLNamespace.caldav, "supported-calendar-component-set"),
    XMLName(XMLNamespace.appleICal, "calendar-color"),
    XMLName(XMLNamespace.dav, "sync-token"), XMLName(XMLNamespace.dav, "supported-report-set"),
  ]

  /// Whether it is a calendar collection (`resourcetype` has `C:calendar`).
  var isCalendar: Bool
  /// Whether it may hold VTODOs: its `supported-calendar-component-set` lists VTODO, or it has
  /// none (RFC 4791 §5.2.3: then every component type is allowed).
  var holdsTodos: Bool
  /// Its display name, trimmed; nil when it has none or an empty one.
  var displayName: String?
  /// Its `calendar-color` as the server wrote it, trimmed (`#FF0000FF`); nil when none.
  var color: String?
  /// Its sync token when the server offers `sync-collection` (a `supported-report-set` that
  /// lacks it means the token cannot be used); nil otherwise.
  var syncToken: String?

  /// Whether it is a calendar collection that may hold todos.
  var isTaskList: Bool { isCalendar && holdsTodos }

  /// The properties of `entry`, one response of a PROPFIND answer.
  init(_ entry: MultiStatus.Response) {
    isCalendar =
      entry.property(XMLNamespace.dav, "resourcetype")?
      .child(XMLNamespace.caldav, "calendar") != nil
    let components = entry.property(XMLNamespace.caldav, "supported-calendar-component-set")
    holdsTodos =
      components.map { set in
        set.children(XMLNamespace.caldav, "comp").contains {
          $0.attributes["name"]?.uppercased() == "VTODO"
        }
      } ?? true
    let reports = entry.property(XMLNamespace.dav, "supported-report-set")
    let offersSync =
      reports.map { set in
        set.children.contains { supported in
          supported.child(XMLNamespace.dav, "report")?.child(XMLNamespace.dav, "sync-collection")
            != nil
        }
      } ?? true
    let token = Self.nonEmpty(entry.property(XMLNamespace.dav, "sync-token")?.trimmedText)
    syncToken = offersSync ? token : nil
    displayName = Self.nonEmpty(entry.property(XMLNamespace.dav, "displayname")?.trimmedText)
    color = Self.nonEmpty(entry.property(XMLNamespace.appleICal, "calendar-color")?.trimmedText)
  }

  /// `text`, or nil when it is nil or empty.
  private static func nonEmpty(_ text: String?) -> String? {
    text?.isEmpty == false ? text : nil
  }
}
