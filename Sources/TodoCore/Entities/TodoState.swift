/// Where a todo stands (SPEC §15). The store keeps whether it is done; iCalendar's finer states
/// come from the `STATUS` its source wrote: a cancelled todo counts and sorts as done, one in
/// process as open, and each keeps its state until the person changes it.
public enum TodoState: Equatable, Sendable {
  /// Not done.
  case open
  /// Not done, and being worked on (`STATUS:IN-PROCESS` from another program).
  case inProcess
  /// Done.
  case done
  /// Done with: will not be done (`STATUS:CANCELLED` from another program).
  case cancelled

  /// How a list shows it: `[ ]`, `[x]`, or `[-]` for cancelled.
  public var marker: String {
    switch self {
    case .open, .inProcess: "[ ]"
    case .done: "[x]"
    case .cancelled: "[-]"
    }
  }

  /// A word for the detail screen.
  public var name: String {
    switch self {
    case .open: "open"
    case .inProcess: "in process"
    case .done: "done"
    case .cancelled: "cancelled"
    }
  }
}

extension TodoItem {
  /// Where it stands: its done flag, refined by the `STATUS` kept from its source.
  public var state: TodoState {
    let status = CompletionLines.status(calendar.kept)
    if done { return status == "CANCELLED" ? .cancelled : .done }
    return status == "IN-PROCESS" ? .inProcess : .open
  }
}
