import Foundation

/// The lines that say whether a VTODO is done: `STATUS`, `COMPLETED` and `PERCENT-COMPLETE`
/// (SPEC §15). They are kept as the todo's source wrote them, and written back as they are
/// while they agree with the todo's done flag: a `COMPLETED` without `STATUS` stays so, a
/// `CANCELLED` gains no invented `COMPLETED`, an `IN-PROCESS` stays until the state changes.
/// When the person marks a todo done or reopens it, they are replaced together (`marking`):
/// done is `STATUS:COMPLETED`, `COMPLETED` now and `PERCENT-COMPLETE:100`; open is
/// `STATUS:NEEDS-ACTION` with neither of the others. An open todo that has none (made here, or
/// by a program that wrote none) is written with none: no STATUS and no COMPLETED is open.
public enum CompletionLines {
  /// The properties that say the state.
  static let names: Set<String> = ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]

  /// Whether `line` is one of them.
  static func isStateLine(_ line: ContentLine) -> Bool {
    names.contains(line.name.uppercased())
  }

  /// The state lines among `kept` (the todo's own, not those of a nested component).
  static func stateLines(_ kept: [ContentLine]) -> [ContentLine] {
    kept.topLevel.filter(isStateLine)
  }

  /// Whether lines `state` say done: `STATUS` COMPLETED or CANCELLED, or no `STATUS` and a
  /// `COMPLETED` (RFC 5545 lets a client write only that).
  static func sayDone(_ state: [ContentLine]) -> Bool {
    if let status = state.first(where: { $0.named("STATUS") }) {
      let value = status.value.uppercased()
      return value == "COMPLETED" || value == "CANCELLED"
    }
    return state.contains { $0.named("COMPLETED") }
  }

  /// The `STATUS` value `kept` holds, upper case, if any.
  public static func status(_ kept: [ContentLine]) -> String? {
    stateLines(kept).first { $0.named("STATUS") }?.value.uppercased()
  }

  /// The lines written for a todo done or not: `kept`'s own while they agree (none for an
  /// open todo that has none), else lines for the state set at `date`.
  static func written(done: Bool, kept: [ContentLine], changedAt date: Date) -> [ContentLine] {
    let state = stateLines(kept)
    if sayDone(state) == done { return state }
    return fresh(done: done, at: date)
  }

  /// `kept` with its state lines replaced by those of the state the person set at `date`
  /// (a todo marked done or reopened here): done now, or none (open).
  public static func marking(_ kept: [ContentLine], done: Bool, at date: Date) -> [ContentLine] {
    taking(from: fresh(done: done, at: date), into: kept)
  }

  /// `kept` with its state lines replaced by those of `source` (an undone or redone change of
  /// the done flag puts back the lines that went with it).
  public static func taking(from source: [ContentLine], into kept: [ContentLine]) -> [ContentLine] {
    stateLines(source) + kept.droppingTopLevel(where: isStateLine)
  }

  /// The lines of a state set at `date`.
  private static func fresh(done: Bool, at date: Date) -> [ContentLine] {
    guard done else { return [ContentLine("STATUS", value: "NEEDS-ACTION")] }
    return [
      ContentLine("STATUS", value: "COMPLETED"),
      ContentLine("COMPLETED", value: ICalendarTime.stamp(date)),
      ContentLine("PERCENT-COMPLETE", value: "100"),
    ]
  }
}
