import TodoCore
import TodoTerminal

/// A yes/no question about one thing, as a `ConfirmDialog` asks it: `<verb> "<subject>"<tail>?
/// y/N` in a box titled `heading` (`Delete "Move" and its 4 subtasks? y/N`), or `<verb>? y/N`
/// without a subject (`Also mark its 3 open subtasks done? y/N`). On a narrow terminal the
/// question takes shorter words (the next of `verbs`, of `tails`) before the subject is cut,
/// so `? y/N` and what goes with the subject always show.
public struct Confirmation: Equatable, Sendable {
  /// The box's title.
  public let heading: String
  /// What the question asks to do, the longest wording first.
  public let verbs: [String]
  /// What it is about, in quotes and cut to fit; nil for none.
  public let subject: String?
  /// What follows the subject, the longest wording first; a shorter one is taken when the
  /// subject would be left too short.
  public let tails: [String]

  /// `<verb> "<subject>"<tail>? y/N` titled `heading`.
  public init(heading: String, verb: String, subject: String?, tail: String = "") {
    self.init(heading: heading, verbs: [verb], subject: subject, tails: tail.isEmpty ? [] : [tail])
  }

  /// A question with shorter wordings for narrow terminals.
  public init(heading: String, verbs: [String], subject: String?, tails: [String] = []) {
    self.heading = heading
    self.verbs = verbs
    self.subject = subject
    self.tails = tails
  }

  /// What `x` or `d` on a todo with subtasks asks (SPEC §16).
  public init(_ question: SubtreeQuestion) {
    switch question {
    case .markDone(_, let open):
      let subtasks = open == 1 ? "its open subtask" : "its \(open) open subtasks"
      self.init(
        heading: "Done",
        verbs: ["Also mark \(subtasks) done", "Mark \(open) subtasks done", "+\(open) done"],
        subject: nil)
    case .delete(let item, let count):
      self.init(
        heading: "Delete", verbs: ["Delete"], subject: item.title,
        tails: StatusText.withSubtasks(count))
    }
  }

  /// The question in `width` columns or fewer, ending in `answers`.
  func question(width: Int, answers: String) -> String {
    let room = width - DisplayWidth.of(answers)
    guard let subject else {
      let verb = verbs.first { DisplayWidth.of($0) <= room } ?? verbs.last ?? ""
      return DisplayWidth.truncate(verb, to: max(1, room)) + answers
    }
    let sentence = StatusText.sentence(verbs[0], subject, then: tails, width: room)
    // What goes with it is never left out: the shortest tail, the subject cut harder.
    guard let shortest = tails.last, !tails.contains(where: sentence.hasSuffix) else {
      return sentence + answers
    }
    let cut = StatusText.sentence(verbs[0], subject, width: room - DisplayWidth.of(shortest))
    return DisplayWidth.truncate(cut + shortest, to: max(1, room)) + answers
  }
}
