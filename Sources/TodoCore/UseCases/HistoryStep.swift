/// Undo or redo.
public enum HistoryStep: Equatable, Sendable {
  case undo, redo
}
