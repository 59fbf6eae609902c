import Foundation

/// What a finished child process did: how it ended and what it wrote to its captured standard
/// output and error (empty for a stream that was not captured).
package struct FinishedProcess: Sendable {
  /// How it ended.
  package let termination: Termination
  /// Its standard output, if captured.
  package let output: Data
  /// Its standard error, if captured.
  package let error: Data

  /// The standard output as UTF-8 text (invalid bytes replaced).
  package var outputText: String { String(decoding: output, as: UTF8.self) }

  /// The standard error as UTF-8 text (invalid bytes replaced).
  package var errorText: String { String(decoding: error, as: UTF8.self) }
}
