/// libFuzzer's entry point for the keydecoder target (SPEC §20): any bytes as what a terminal
/// sends (keys, escape sequences, pastes, mouse reports), read as UTF-8 into the scalars the
/// driver hands `KeyDecoder`, in reads whose ends the input's own bytes choose. Reads end
/// between scalars: curses hands the decoder whole characters (`wget_wch` waits for the rest
/// of one whose bytes came in two reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  KeyDecoderOracle.check(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
  return 0
}

/// What must hold for every byte stream, beyond not crashing:
/// - however the stream is cut into reads, each arriving within the escape window, the events
///   are those of the whole stream in one read (a read may end anywhere, in a sequence or a
///   paste, as a terminal's writes and the kernel's buffers cut them);
/// - a pause (the window passing: `timeout()`) leaves nothing pending, changes nothing where
///   nothing was pending, and carries nothing of a sequence or paste over to what comes next;
/// - the events, sent again as a terminal sends them (with the pause a person makes after a
///   lone Esc, which is how the decoder tells Esc then `x` from Alt-x), decode to the same
///   events: nothing the decoder makes is something no terminal could have meant.
/// A broken property stops the run with `fatalError`, naming it.
enum KeyDecoderOracle {
  /// One read: its scalars, and whether the window passes after it (a pause).
  struct Read {
    var scalars: [Unicode.Scalar]
    var pauseAfter: Bool
  }

  /// Checks the properties on the stream `scalars`.
  static func check(_ scalars: [Unicode.Scalar]) {
    let whole = decode([Read(scalars: scalars, pauseAfter: true)])
    let reads = cut(scalars)
    let split = decode(reads.map { Read(scalars: $0.scalars, pauseAfter: false) })
    expect(split == whole, "cut into \(reads.count) reads: \(split) instead of \(whole)")
    checkPauses(reads)
    let again = decode(terminalReads(of: whole))
    expect(again == whole, "sent again, \(whole) decodes as \(again)")
  }

  /// The events of `reads` fed in order, the window passing after those that say so and after
  /// the last; checks that a pause leaves nothing pending.
  static func decode(_ reads: [Read]) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for (index, read) in reads.enumerated() {
      for scalar in read.scalars { decoder.feed(scalar, into: &events) }
      if read.pauseAfter || index == reads.count - 1 {
        decoder.timeout(into: &events)
        expect(decoder.pending == .nothing, "still pending after a pause")
      }
    }
    return events
  }

  /// `scalars` cut into reads where the input says: after a scalar when a running hash of the
  /// scalars so far says so (about one place in four), so a mutation moves the cuts too. A read
  /// pauses after it when the hash says so as well (about one in three).
  static func cut(_ scalars: [Unicode.Scalar]) -> [Read] {
    var reads: [Read] = []
    var current: [Unicode.Scalar] = []
    var hash: UInt32 = 2_166_136_261
    for scalar in scalars {
      current.append(scalar)
      hash = (hash ^ scalar.value) &* 16_777_619
      if (hash >> 11) & 3 == 0 {
        reads.append(Read(scalars: current, pauseAfter: (hash >> 17) % 3 == 0))
        current.removeAll()
      }
    }
    reads.append(Read(scalars: current, pauseAfter: true))
    return reads
  }

  /// Pauses between the reads of `reads`: where nothing is pending, the pause changes nothing;
  /// where something is, what comes after it reads as it would in a fresh decoder (clicks
  /// aside: a button pressed before a pause is still down after it). The rest is decoded again
  /// for the first few such pauses only, so a long input stays quick.
  static func checkPauses(_ reads: [Read]) {
    var decoder = KeyDecoder()
    var ignored: [InputEvent] = []
    var restsDecoded = 0
    for (index, read) in reads.enumerated() {
      for scalar in read.scalars { decoder.feed(scalar, into: &ignored) }
      guard read.pauseAfter, index + 1 < reads.count else { continue }
      let before = decoder
      decoder.timeout(into: &ignored)
      if before.pending == .nothing {
        expect(decoder == before, "a pause with nothing pending did something")
        continue
      }
      guard restsDecoded < 8 else { continue }
      restsDecoded += 1
      var carried = decoder
      var fresh = KeyDecoder()
      var carriedEvents: [InputEvent] = []
      var freshEvents: [InputEvent] = []
      for scalar in reads[(index + 1)...].lazy.flatMap(\.scalars) {
        carried.feed(scalar, into: &carriedEvents)
        fresh.feed(scalar, into: &freshEvents)
      }
      carried.timeout(into: &carriedEvents)
      fresh.timeout(into: &freshEvents)
      expect(
        carriedEvents.filter { !isClick($0) } == freshEvents.filter { !isClick($0) },
        "a pause after read \(index + 1) carried something over")
    }
  }

  private static func isClick(_ event: InputEvent) -> Bool {
    if case .mouse(let mouse) = event, mouse.kind == .click { return true }
    return false
  }

  // MARK: - Sending events again

  private static let escape: Unicode.Scalar = "\u{1B}"

  /// The reads a terminal sends for `events`: each event's bytes, a pause after those a
  /// following byte would change (a lone Esc, Alt-[ and Alt-O: `ESC [` and `ESC O` begin
  /// sequences).
  static func terminalReads(of events: [InputEvent]) -> [Read] {
    var reads: [Read] = []
    var current = ""
    for event in events {
      let (text, pause) = bytes(of: event)
      current += text
      if pause {
        reads.append(Read(scalars: Array(current.unicodeScalars), pauseAfter: true))
        current = ""
      }
    }
    reads.append(Read(scalars: Array(current.unicodeScalars), pauseAfter: true))
    return reads
  }

  /// What a terminal sends for `event`, and whether a pause must follow.
  private static func bytes(of event: InputEvent) -> (String, Bool) {
    let esc = String(escape)
    switch event {
    case .key(.escape):
      return (esc, true)
    case .key(let key):
      return (plain(key) ?? sequence(key, alt: false), false)
    case .alt(.character("[")), .alt(.character("O")):
      guard case .alt(.character(let introducer)) = event else { return ("", false) }
      return (esc + String(introducer), true)
    case .alt(let key):
      if let plain = plain(key) { return (esc + plain, false) }
      return (sequence(key, alt: true), false)
    case .paste(let text):
      return (esc + "[200~" + text + esc + "[201~", false)
    case .mouse(let mouse):
      let cell = "\(mouse.position.x + 1);\(mouse.position.y + 1)"
      switch mouse.kind {
      case .click: return (esc + "[<0;\(cell)M" + esc + "[<0;\(cell)m", false)
      case .wheelUp: return (esc + "[<64;\(cell)M", false)
      case .wheelDown: return (esc + "[<65;\(cell)M", false)
      case .doubleClick: break
      }
    case .resize:
      break
    }
    fatalError("keydecoder: the decoder made \(event), which it never makes")
  }

  /// The one scalar of a key a terminal sends as one; nil for keys sent as a sequence.
  private static func plain(_ key: Key) -> String? {
    switch key {
    case .character(let character): String(character)
    case .control(let letter):
      letter.asciiValue.flatMap { Unicode.Scalar($0 - 0x60) }.map { String($0) }
    case .enter: "\r"
    case .tab: "\t"
    case .backspace: "\u{7F}"
    case .escape: String(escape)
    default: nil
    }
  }

  /// The xterm sequence of a key that has one, with Alt as the modifier parameter 3.
  private static func sequence(_ key: Key, alt: Bool) -> String {
    let csi = String(escape) + "["
    let modifier = alt ? ";3" : ""
    let letter: String? =
      switch key {
      case .up: "A"
      case .down: "B"
      case .right: "C"
      case .left: "D"
      case .home: "H"
      case .end: "F"
      case .backTab: "Z"
      case .function(let number) where (1...4).contains(number):
        ["P", "Q", "R", "S"][number - 1]
      default: nil
      }
    if let letter {
      if !alt, case .function = key { return String(escape) + "O" + letter }
      return csi + (alt ? "1" + modifier : "") + letter
    }
    let number: Int? =
      switch key {
      case .delete: 3
      case .pageUp: 5
      case .pageDown: 6
      case .function(let number) where (5...12).contains(number):
        [15, 17, 18, 19, 20, 21, 23, 24][number - 5]
      default: nil
      }
    guard let number else { fatalError("keydecoder: the decoder made the key \(key)") }
    return csi + "\(number)" + modifier + "~"
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fatalError("keydecoder: \(property())")
  }
}
