import TodoCore
import TodoTerminal

/// How a todo's tags read on screen, in the list's rows and on the detail screen alike:
/// `+work @phone`, as todo.txt, the command line and the filter write them (a `@context` tag
/// as it is, any other with a `+`), made visible so a control character can never reach the
/// terminal.
enum TagText {
  /// The tags as words, one space between; empty for none.
  static func words(_ tags: TagSet) -> String {
    DisplayWidth.visible(
      tags.map { $0.hasPrefix("@") ? $0 : "+" + $0 }.joined(separator: " "))
  }
}
