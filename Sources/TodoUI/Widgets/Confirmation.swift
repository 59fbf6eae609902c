import TodoCore
import TodoTerminal

/// A yes/no question about one thing, as a `ConfirmDialog` asks it: `<verb> "<subject>"<tail>?
/// y/N` in a box titled `heading` (`Delete "Move" and its 4 subtasks? y/N`), or `<verb>? y/N`
/// without a subject (`Also mark its 3 open subtasks done? y/N`).
public struct Confirmation: Equatable, Sendable {
  /// The box's title.
  public let heading: String
  /// What the question asks to do.
  public let verb: String
  /// What it is about, in quotes and cut to fit; nil for none.
  public let subject: String?
  /// What follows the subject, never cut.
  public let tail: String

  /// `<verb> "<subject>"<tail>? y/N` titled `heading`.
  public init(heading: String, verb: String, subject: String?, tail: String = "") {
    self.heading = heading
    self.verb = verb
    self.subject = subject
    self.tail = tail
  }

  /// What `x` or `d` on a todo with subtasks asks (SPEC §16).
  public init(_ question: SubtreeQuestion) {
    switch question {
    case .markDone(_, let open):
      let subtasks = open == 1 ? "its open subtask" : "its \(open) open subtasks"
      self.init(heading: "Done", verb: "Also mark \(subtasks) done", subject: nil)
    case .delete(let item, let count):
      let tail =
        switch count {
        case 0: ""
        case 1: " and its subtask"
        default: " and its \(count) subtasks"
        }
      self.init(heading: "Delete", verb: "Delete", subject: item.title, tail: tail)
    }
  }

  /// The question in `width` columns or fewer (the subject cut), ending in `answers`.
  func question(width: Int, answers: String) -> String {
    guard let subject else { return verb + answers }
    let room = width - DisplayWidth.of(answers) - DisplayWidth.of(tail)
    return StatusText.sentence(verb, subject, width: room) + tail + answers
  }
}
