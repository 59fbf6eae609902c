import Foundation

/// Edits a text in the person's own editor (SPEC §8, `E`): `$VISUAL`, else `$EDITOR`, else
/// `vi`, run by the shell (so `code -w` or `vim -u NONE` work) on a temporary file only we
/// may read. Run it with the terminal handed over (`Terminal.handOver`).
///
/// The file holds the text and a final line break (none when empty), as editors keep
/// files; reading it back drops one final line break, so an untouched file gives the text
/// back exactly.
public struct ExternalEditor: Sendable {
  /// What an edit came to.
  public enum Outcome: Equatable, Sendable {
    /// The file was saved with this text.
    case saved(String)
    /// The editor ended without changing the text (quit without saving, or saved it as it
    /// was).
    case unchanged
    /// The editor could not run, failed, or left something that is not text: nothing
    /// changes, and this says why.
    case failed(String)
  }

  /// The variable that may hold the sync password (SPEC §11): never handed to an editor.
  public static let secretVariables: Set<String> = ["TODO_SYNC_PASSWORD"]

  /// The editor command, as the shell reads it.
  public let command: String
  /// The child's environment: ours without secrets.
  private let environment: [String: String]
  /// Where the temporary folder is made.
  private let temporaryFolder: String

  /// The editor `environment` names, run in `environment` (less its secrets).
  public init(environment: [String: String]) {
    let named = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
    command = named.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
    self.environment = environment.filter { !Self.secretVariables.contains($0.key) }
    let folder = environment["TMPDIR"] ?? ""
    temporaryFolder = folder.isEmpty ? "/tmp" : folder
  }

  /// Writes `text` to a private temporary file, runs the editor on it, waits, and reads the
  /// file back. The temporary folder is removed afterwards.
  public func edit(_ text: String) -> Outcome {
    var template = Array("\(temporaryFolder)/todo-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return .failed("cannot make a temporary folder in \(temporaryFolder)")
    }
    let folder = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/notes.txt"
    let written = text.isEmpty ? "" : text + "\n"
    guard
      FileManager.default.createFile(
        atPath: path, contents: Data(written.utf8), attributes: [.posixPermissions: 0o600])
    else { return .failed("cannot write \(path)") }
    let ending: ChildTermination
    do {
      ending = try ForegroundProcess.run(
        ["/bin/sh", "-c", command + " \"$1\"", "sh", path], environment: environment)
    } catch {
      return .failed("\(error)")
    }
    guard ending.succeeded else { return .failed(Self.describe(ending, of: command)) }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failed("the editor left no file behind")
    }
    guard var edited = String(data: data, encoding: .utf8) else {
      return .failed("the edited file is not UTF-8 text")
    }
    if edited.hasSuffix("\n") { edited.removeLast() }
    return edited == text ? .unchanged : .saved(edited)
  }

  /// `the editor (vim) exited with status 1`.
  private static func describe(_ ending: ChildTermination, of command: String) -> String {
    switch ending {
    case .exited(let status): "the editor (\(command)) exited with status \(status)"
    case .signalled(let signal): "the editor (\(command)) was ended by signal \(signal)"
    }
  }
}
