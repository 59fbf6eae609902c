import Foundation

/// Edits a text in the person's own editor (SPEC §8, `E`): `$VISUAL`, else `$EDITOR`, else
/// `vi`, run by the shell (so `code -w` or `vim -u NONE` work, as git runs its editor) on a
/// temporary file only we may read, in a private folder removed afterwards. Run it with the
/// terminal handed over (`Terminal.handOver`).
///
/// The file holds the text and a final line break (none when empty), as editors keep
/// files; reading it back drops one final line break, so an untouched file gives the text
/// back exactly, and a text that differs only in final line breaks (an editor that adds or
/// strips them on save) counts as unchanged.
public struct ExternalEditor: TextEditor, Sendable {
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

  /// A file name for the notes of a todo titled `title`, so the editor shows which todo it
  /// is: the title's letters and digits (accents dropped, lower case, ASCII only) in words
  /// joined by `-`, at most 40 characters, then `.md`, since notes are usually Markdown-ish
  /// lists (`Buy crème fraîche!` → `buy-creme-fraiche.md`); `notes.md` when nothing is left.
  public static func fileName(for title: String) -> String {
    let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
    let words = folded.unicodeScalars.split { scalar in
      !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
    }
    var name = String(
      words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-").prefix(40))
    while name.hasSuffix("-") { name.removeLast() }
    return (name.isEmpty ? "notes" : name) + ".md"
  }

  /// Writes `text` to a private temporary file called `fileName` (`notes.md` when it is
  /// not a plain file name), runs the editor on it, waits, and reads the file back. The
  /// temporary folder is removed afterwards.
  public func edit(_ text: String, fileName: String = "notes.md") -> TextEditOutcome {
    var template = Array("\(temporaryFolder)/todo-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return .failed("cannot make a temporary folder in \(temporaryFolder)")
    }
    let folder = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plain = !fileName.isEmpty && !fileName.hasPrefix(".") && !fileName.contains("/")
    let path = folder + "/" + (plain ? fileName : "notes.md")
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
    guard let edited = String(data: data, encoding: .utf8) else {
      return .failed("the edited file is not UTF-8 text")
    }
    guard !Self.trimmingLineBreaks(edited).elementsEqual(Self.trimmingLineBreaks(text)) else {
      return .unchanged
    }
    return .saved(Self.droppingFinalLineBreak(edited))
  }

  /// `text` without one final line break (`\n` or `\r\n`): the one the file was given, or
  /// the one an editor adds.
  static func droppingFinalLineBreak(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    if scalars.last == "\n" {
      scalars.removeLast()
      if scalars.last == "\r" { scalars.removeLast() }
    }
    return String(scalars)
  }

  /// `text` without any final line breaks, to compare texts as editors treat them.
  private static func trimmingLineBreaks(_ text: String) -> Substring.UnicodeScalarView {
    var scalars = Substring(text).unicodeScalars
    while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
    return scalars
  }

  /// `the editor (vim) exited with status 1`; the shell's own statuses for a command it
  /// could not find (127) or run (126) in words, since the shell's message flashed by on the
  /// handed-over terminal.
  private static func describe(_ ending: ChildTermination, of command: String) -> String {
    switch ending {
    case .exited(127): "the editor (\(command)) was not found (status 127)"
    case .exited(126): "the editor (\(command)) could not be run (status 126)"
    case .exited(let status): "the editor (\(command)) exited with status \(status)"
    case .signalled(let signal): "the editor (\(command)) was ended by signal \(signal)"
    }
  }
}
