import TodoCore
import TodoTerminal

// The footer sentences of a tag renamed or removed on every todo that has it (the Tags
// screen's `r` and `d`), and of their undo and redo, on whichever screen shows them.
extension StatusText {
  /// A tag as the screens write it (`+work`, `@phone`), made visible.
  static func tag(_ tag: String) -> String {
    TagText.words(TagSet([tag]))
  }

  /// `N todo` / `N todos`.
  static func todos(_ count: Int) -> String {
    count == 1 ? "1 todo" : "\(count) todos"
  }

  /// After `r`: `Renamed +work → +job on 3 todos`; `merged` when some of them had the new tag
  /// already (`Merged +work into +job on 3 todos`).
  public static func renamedTag(
    _ old: String, to new: String, count: Int, merged: Bool, width: Int
  ) -> String {
    let text =
      merged
      ? "Merged \(tag(old)) into \(tag(new)) on \(todos(count))"
      : "Renamed \(tag(old)) → \(tag(new)) on \(todos(count))"
    return DisplayWidth.truncate(text, to: width)
  }

  /// After `d`: `Removed +work from 3 todos`.
  public static func removedTag(_ tag: String, count: Int, width: Int) -> String {
    DisplayWidth.truncate("Removed \(Self.tag(tag)) from \(todos(count))", to: width)
  }

  /// `r` with the name the tag has already: nothing to do.
  public static func tagUnchanged(_ tag: String, width: Int) -> String {
    DisplayWidth.truncate("\(Self.tag(tag)) unchanged", to: width)
  }

  /// A tag no todo has any more (another instance took it away meanwhile).
  public static func tagGone(_ tag: String, width: Int) -> String {
    DisplayWidth.truncate("No todo has \(Self.tag(tag)) any more", to: width)
  }

  /// The undo or redo of a tag change, or nil for a change of another kind:
  /// `Undone: rename +work → +job on 3 todos`, `Redone: remove +work from 3 todos`.
  static func appliedTagChange(
    _ step: HistoryStep, _ change: TodoChange, width: Int
  ) -> String? {
    let done = step == .undo ? "Undone" : "Redone"
    let count = todos(change.items.count)
    switch change.kind {
    case .renameTag(let old, let new):
      return DisplayWidth.truncate(
        "\(done): rename \(tag(old)) → \(tag(new)) on \(count)", to: width)
    case .removeTag(let removed):
      return DisplayWidth.truncate("\(done): remove \(tag(removed)) from \(count)", to: width)
    default:
      return nil
    }
  }
}
