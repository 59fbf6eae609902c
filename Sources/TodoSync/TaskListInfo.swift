import Foundation

/// What a URL names, as discovery found it (PROPFIND Depth 0).
public struct TaskListInfo: Sendable, Equatable {
  /// The collection's URL.
  public let url: URL
  /// Its display name, when it has one.
  public let displayName: String?
  /// Whether it is a calendar collection (`resourcetype` has `C:calendar`).
  public let isCalendar: Bool
  /// Whether it may hold VTODOs: its `supported-calendar-component-set` lists VTODO, or it
  /// has none (RFC 4791 §5.2.3: then every component type is allowed).
  public let holdsTodos: Bool
  /// The current sync token when the server offers `sync-collection` (RFC 6578); nil when it
  /// does not, and changes are found by comparing ETags.
  public let syncToken: String?

  /// Whether it is a calendar collection that may hold todos.
  public var isTaskList: Bool { isCalendar && holdsTodos }
}
