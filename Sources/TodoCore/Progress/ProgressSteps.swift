/// How a loop over many things tells its progress: every `step` of them and once at the end,
/// so a million todos cost a thousand reports, not a million (the meter draws fewer still).
public struct ProgressSteps {
  /// How many things the loop goes through.
  let total: Int
  /// Told `done` of `total`; nil when nobody is watching.
  let report: ((WorkProgress) -> Void)?
  /// How many things pass between two reports.
  static let step = 1000

  /// Steps through `total` things, telling `report`.
  public init(total: Int, report: ((WorkProgress) -> Void)?) {
    self.total = total
    self.report = report
  }

  /// The loop is at thing `index` (counted from 0): reported when it starts a step.
  public func reach(_ index: Int) {
    if let report, index % Self.step == 0 { report(WorkProgress(done: index, total: total)) }
  }

  /// Every thing is done.
  public func finish() {
    report?(WorkProgress(done: total, total: total))
  }
}
