import Foundation
import Synchronization
import Testing
import TodoCore

/// The progress line on a terminal: drawn in place at most ten times a second, never for work
/// shorter than that, and erased before the summary.
@Suite struct ProgressMeterTests {
  /// A clock moved by hand and the bytes the meter wrote.
  final class Probe: Sendable {
    let time = Mutex<TimeInterval>(100)
    let written = Mutex<[String]>([])

    func meter(width: Int? = nil) -> ProgressMeter {
      ProgressMeter(
        verb: "importing", width: width, now: { self.time.withLock { $0 } },
        write: { text in self.written.withLock { $0.append(text) } })
    }

    func advance(_ seconds: TimeInterval) { time.withLock { $0 += seconds } }
    var writes: [String] { written.withLock { $0 } }
  }

  @Test func nothingIsDrawnBeforeATenthOfASecond() {
    let probe = Probe()
    let meter = probe.meter()
    probe.advance(0.05)
    meter.report(WorkProgress(done: 10, total: 100))
    meter.finish()
    #expect(probe.writes.isEmpty)
  }

  @Test func aNoteIsDrawnAtOnceAndErasedByFinish() {
    let probe = Probe()
    let meter = probe.meter(width: 12)
    meter.note("reading todos.json (199 MB)…")
    #expect(probe.writes == ["\rreading tod\u{1B}[K"])
    meter.finish()
    #expect(probe.writes.last == "\r\u{1B}[K")
  }

  @Test func theLineIsRedrawnInPlaceAtMostTenTimesASecond() {
    let probe = Probe()
    let meter = probe.meter()
    // 1,000 reports over 1.95 seconds, one every 1/512 s (exact in binary).
    for report in 1...1000 {
      probe.advance(1.0 / 512)
      meter.report(WorkProgress(done: report * 10, total: 10_000))
    }
    #expect((18...20).contains(probe.writes.count))
    for line in probe.writes {
      #expect(line.hasPrefix("\r") && line.hasSuffix("\u{1B}[K"))
    }
    // The 52nd report is the first a tenth of a second in: 520 done in 0.1016 s.
    #expect(
      probe.writes.first == "\r" + "importing 520 / 10,000 · 5,120/s · 2 s left" + "\u{1B}[K")
  }

  @Test func finishingErasesTheLineOnceAndLaterReportsDrawNothing() {
    let probe = Probe()
    let meter = probe.meter()
    probe.advance(1)
    meter.report(WorkProgress(done: 1, total: 2))
    meter.finish()
    probe.advance(1)
    meter.report(WorkProgress(done: 2, total: 2))
    meter.finish()
    #expect(probe.writes == ["\r" + "importing 1 / 2 · 1/s · 1 s left" + "\u{1B}[K", "\r\u{1B}[K"])
  }

  @Test func aLineLongerThanTheTerminalIsCutShortOfTheLastColumn() {
    let probe = Probe()
    let meter = probe.meter(width: 20)
    probe.advance(1)
    meter.report(WorkProgress(done: 123_456, total: 1_000_000))
    #expect(probe.writes == ["\r" + "importing 123,456 /" + "\u{1B}[K"])
  }

  @Test func aMeterOnlyDrawsOnATerminalThatCanEraseALine() {
    // The tests' standard error is not a terminal (a pipe or a file); nor is a dumb one.
    if isatty(STDERR_FILENO) == 0 {
      #expect(ProgressMeter.onStandardError(verb: "x", environment: ["TERM": "xterm"]) == nil)
    }
    #expect(ProgressMeter.onStandardError(verb: "x", environment: ["TERM": "dumb"]) == nil)
    #expect(ProgressMeter.onStandardError(verb: "x", environment: [:]) == nil)
  }
}
