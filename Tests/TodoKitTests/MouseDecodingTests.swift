import Testing

@testable import TodoTerminal

/// Mouse reports through the key decoder: SGR and X10 forms, a left press and release as a
/// click at the cell of the press, the wheel, and everything else the mouse says dropped;
/// never a letter typed, whole or split across reads.
@Suite struct MouseDecodingTests {
  private static let esc = "\u{1B}"

  private static func click(_ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(.click, at: Point(x: x, y: y)))
  }

  /// An X10 report: `ESC [ M` and the button code, column and row (1-based), each plus 32.
  private static func x10(_ code: Int, _ column: Int, _ row: Int) -> String {
    let values = [code, column, row].compactMap { Unicode.Scalar(UInt32($0 + 32)) }
    return esc + "[M" + String(String.UnicodeScalarView(values))
  }

  @Test("an SGR left press and release are a click at the press, 0-based")
  func sgrClick() {
    #expect(KeyDecoder.decode("\(Self.esc)[<0;12;5M\(Self.esc)[<0;12;5m") == [Self.click(11, 4)])
  }

  @Test("a press alone is no click yet; its release makes it")
  func pressWaitsForRelease() {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for scalar in "\(Self.esc)[<0;3;2M".unicodeScalars { decoder.feed(scalar, into: &events) }
    #expect(events.isEmpty)
    #expect(decoder.pending == .nothing)
    for scalar in "\(Self.esc)[<0;3;2m".unicodeScalars { decoder.feed(scalar, into: &events) }
    #expect(events == [Self.click(2, 1)])
  }

  @Test("the click is where the button went down, even if it came up elsewhere")
  func clickAtPress() {
    #expect(KeyDecoder.decode("\(Self.esc)[<0;7;3M\(Self.esc)[<0;9;4m") == [Self.click(6, 2)])
  }

  @Test("columns and rows past 223 (only SGR can say them)")
  func wideScreen() {
    #expect(
      KeyDecoder.decode("\(Self.esc)[<0;300;250M\(Self.esc)[<0;300;250m") == [
        Self.click(299, 249)
      ])
  }

  @Test(
    "the wheel, in both forms, with modifiers too",
    arguments: [
      ("\u{1B}[<64;10;3M", MouseEvent.Kind.wheelUp), ("\u{1B}[<65;10;3M", .wheelDown),
      ("\u{1B}[<80;10;3M", .wheelUp), ("\u{1B}[M`*#", .wheelUp), ("\u{1B}[Ma*#", .wheelDown),
    ])
  func wheel(report: String, kind: MouseEvent.Kind) {
    #expect(KeyDecoder.decode(report) == [.mouse(MouseEvent(kind, at: Point(x: 9, y: 2)))])
  }

  @Test("an X10 press and release (button 3) are a click")
  func x10Click() {
    #expect(KeyDecoder.decode(Self.x10(0, 5, 2) + Self.x10(3, 5, 2)) == [Self.click(4, 1)])
  }

  @Test("a click with Ctrl held is still a click")
  func modifiedClick() {
    #expect(KeyDecoder.decode("\(Self.esc)[<16;2;2M\(Self.esc)[<16;2;2m") == [Self.click(1, 1)])
  }

  @Test(
    "what the app does not use is dropped, never typed",
    arguments: [
      "\u{1B}[<0;5;5m",  // a release without a press
      "\u{1B}[<2;5;5M\u{1B}[<2;5;5m",  // the right button
      "\u{1B}[<1;5;5M\u{1B}[<1;5;5m",  // the middle button
      "\u{1B}[<35;5;5M",  // motion
      "\u{1B}[<0;5;5M\u{1B}[<32;6;5M",  // a drag, not released
      "\u{1B}[<66;5;5M",  // the horizontal wheel
      "\u{1B}[<0;0;5M\u{1B}[<0;0;5m",  // column 0 is no cell
      "\u{1B}[<0;5M",  // too few numbers
      "\u{1B}[<0;5;5;5M",  // too many numbers
      "\u{1B}[M#%%",  // an X10 release without a press
      "\u{1B}[M\"%%\u{1B}[M#%%",  // an X10 right press then the release
    ])
  func dropped(report: String) {
    #expect(KeyDecoder.decode(report) == [])
  }

  @Test("a key after a report is the key")
  func keyAfterReport() {
    #expect(
      KeyDecoder.decode("\(Self.esc)[<64;1;1Mj\(Self.esc)[M`!!k") == [
        .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))), .key(.character("j")),
        .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))), .key(.character("k")),
      ])
  }

  @Test(
    "a report split at every position decodes whole, no letter typed",
    arguments: [
      "\u{1B}[<0;12;5M\u{1B}[<0;12;5m", "\u{1B}[M !!\u{1B}[M#!!", "\u{1B}[<65;3;4M",
    ])
  func split(report: String) {
    let whole = KeyDecoder.decode(report)
    #expect(!whole.isEmpty)
    let scalars = Array(report.unicodeScalars)
    for cut in 1..<scalars.count {
      var decoder = KeyDecoder()
      var events: [InputEvent] = []
      for scalar in scalars[..<cut] { decoder.feed(scalar, into: &events) }
      // The driver reads again here; nothing typed so far.
      #expect(events.allSatisfy { if case .mouse = $0 { true } else { false } })
      for scalar in scalars[cut...] { decoder.feed(scalar, into: &events) }
      #expect(events == whole, "cut after \(cut)")
    }
  }

  @Test("an X10 report cut short by the window is dropped, not typed")
  func x10Timeout() {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for scalar in "\(Self.esc)[M !".unicodeScalars { decoder.feed(scalar, into: &events) }
    #expect(decoder.pending == .sequence)
    decoder.timeout(into: &events)
    #expect(events.isEmpty)
    #expect(decoder.pending == .nothing)
  }

  @Test("an X10 report cut short by a control is dropped and the control read")
  func x10CutByControl() {
    #expect(KeyDecoder.decode("\(Self.esc)[M !\r") == [.key(.enter)])
  }
}
