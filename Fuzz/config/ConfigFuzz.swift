import Foundation
import LibFuzzerDriver
import TodoConfig

/// libFuzzer's entry point for the config target (SPEC §20): any bytes as `config.toml`, read
/// as the app reads it (TOMLKit's toml++, then every section checked).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ConfigOracle.check(Data(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// What must hold for every file, beyond not crashing (toml++'s assertions are live, so a bad
/// file that trips one would abort the app): an error names a line the file has, and so does
/// each setting; the lines named are the same with CRLF line ends as with LF ones (TOML takes
/// both); a file that reads, read twice, reads the same; and it is read whole, so the same
/// file with an unknown section after it is refused. A broken property stops the run with
/// `fatalError`, naming it.
enum ConfigOracle {
  /// A section no version reads, added after a file that reads.
  static let appended = "\n[fuzz-appended]\n"

  /// Checks the properties on the file `file`. TOMLKit leaks what it allocates for an error on
  /// every read (the app reads once): a file is read no more often than its checks need, so
  /// a long run lasts before its memory reaches libFuzzer's limit.
  static func check(_ file: Data) {
    guard let text = String(data: file, encoding: .utf8) else { return }
    let lineCount = file.count { $0 == UInt8(ascii: "\n") } + 1
    let first = read(text)
    let named = lines(first)
    for case let line? in named.lines {
      expect((1...lineCount).contains(line), "line \(line) named, in a file of \(lineCount)")
    }
    // Only where every CR ends a line: a CR alone is an error of its own, gone with the LF.
    let unix = text.replacing("\r\n", with: "\n")
    if unix != text, !unix.utf8.contains(UInt8(ascii: "\r")) {
      let other = lines(read(unix))
      expect(
        other == named,
        "with LF line ends it names \(other), with CRLF \(named): \(String(reflecting: text))")
    }
    if case .success = first {
      expect(first == read(text), "read twice, it reads otherwise")
      expect(
        (try? read(text + appended).get()) == nil,
        "what follows a file that reads is not read: \(String(reflecting: text))")
    }
  }

  /// Whether `result` is a configuration, and the lines it names: the error's, or each
  /// setting's in order.
  static func lines(_ result: Result<Configuration, ConfigError>) -> (read: Bool, lines: [Int?]) {
    switch result {
    case .failure(let error): (false, [error.line])
    case .success(let configuration):
      (
        true,
        configuration.keys.map(\.line)
          + ColorSettings.Role.allCases.map { configuration.colors.roles[$0]?.line }
      )
    }
  }

  /// The configuration `text` gives, or why not.
  static func read(_ text: String) -> Result<Configuration, ConfigError> {
    Result { () throws(ConfigError) in try Configuration.parse(text) }
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fatalError("config: \(property())")
  }
}

// SwiftPM links an executable's `main` to this file's top-level code: it hands the command line
// to libFuzzer's driver, which calls `fuzzConfig` for every input.
var arguments = CommandLine.argc
var values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &values, fuzzConfig))
