import Foundation

/// The words of a progress line, worked out from the counts and the time alone so they can be
/// tested without a terminal: `importing 123,456 / 1,000,000 · 98,000/s · 9 s left`.
public enum ProgressText {
  /// The line for `verb` at `progress`, `elapsed` seconds after the work started. The rate
  /// needs some time passed, the time left a total.
  public static func line(_ verb: String, _ progress: WorkProgress, elapsed: TimeInterval) -> String
  {
    var line = "\(verb) \(count(progress.done))"
    if let total = progress.total { line += " / \(count(total))" }
    guard elapsed > 0, progress.done > 0 else { return line }
    let rate = Double(progress.done) / elapsed
    line += " · \(count(rounded(rate)))/s"
    if let total = progress.total, total > progress.done {
      line += " · \(duration(Double(total - progress.done) / rate)) left"
    }
    return line
  }

  /// `n` with its thousands grouped by commas, whatever the locale (`1,000,000`).
  public static func count(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (n < 0 ? "-" : "") + grouped
  }

  /// A rate kept to three significant digits, so the line does not flicker in its last ones.
  static func rounded(_ rate: Double) -> Int {
    guard rate >= 1000 else { return Int(rate.rounded()) }
    let unit = pow(10, (log10(rate) - 2).rounded(.down))
    return Int((rate / unit).rounded() * unit)
  }

  /// A time left in whole seconds, rounded up: `9 s`, `2 min 5 s`, `1 h 5 min`.
  static func duration(_ seconds: TimeInterval) -> String {
    let whole = Int(min(seconds.rounded(.up), Double(Int32.max)))
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole / 3600) h \((whole % 3600) / 60) min"
  }
}
