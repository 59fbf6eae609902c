/// libFuzzer's entry point for the keyscript target (SPEC §20): any bytes as a key script
/// (`todo replay`, the screen tests, SPEC §5), read as `todo replay` reads one: UTF-8 text,
/// then `KeyScript.parse`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  KeyScriptOracle.check(String(decoding: bytes, as: UTF8.self))
  return 0
}

/// What must hold for every script, beyond not crashing: a script that cannot be read is
/// refused with a line and column inside it (the place the message names exists), and every
/// key it reads is one the configuration file can write and read back (`KeySpelling`, which
/// spells keys as scripts do: `input(spelling(of: key)) == key`), so a key a script can
/// press is one a person can bind; only a character whose spelling names another key (help's
/// `→` for Right) has none. A broken property stops the run with `fatalError`, naming
/// it.
enum KeyScriptOracle {
  /// Checks the properties on the script `text`.
  static func check(_ text: String) {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(text)
    } catch {
      checkPlace(error, in: text)
      return
    }
    for event in events {
      guard let spelled = KeySpelling.spelling(of: event) else {
        switch event {
        case .key(.character(let character)), .alt(.character(let character)):
          // Unspelled only where its spelling would name another key (help's `→`).
          let other = KeySpelling.input(String(character))
          expect(
            other != nil && other != .key(.character(character)),
            "\(event) has no spelling")
        case .key, .alt: expect(false, "\(event) has no spelling")
        case .paste, .resize, .mouse: break
        }
        continue
      }
      let read = KeySpelling.input(spelled)
      expect(
        read == event,
        "\(event), spelled \(String(reflecting: spelled)), reads as \(String(describing: read))")
    }
  }

  /// The line and column of `error` are in `text`: a line the script has (lines counted as
  /// the parser counts them) and a character of it, or just after its last.
  static func checkPlace(_ error: KeyScriptError, in text: String) {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    expect((1...lines.count).contains(error.line), "\(error): the script has \(lines.count) lines")
    let length = lines[error.line - 1].count
    expect((1...(length + 1)).contains(error.column), "\(error): line of \(length) characters")
    expect(!error.message.isEmpty, "\(error): no message")
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fatalError("keyscript: \(property())")
  }
}
