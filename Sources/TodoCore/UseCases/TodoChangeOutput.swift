/// What both modules' interactor outputs hear when a use case fails or undo acts.
public protocol TodoChangeOutput: AnyObject {
  /// A form broke a rule and was not saved.
  func didReject(_ rejection: FormRejection)
  /// The store (or undo) failed; `message` says how.
  func didFail(_ message: String)
  /// The todo `id` was deleted elsewhere before the change could be made.
  func didFindDeleted(_ id: TodoID)
  /// A change was undone or redone.
  func didApply(_ step: HistoryStep, _ change: TodoChange)
  /// There was nothing to undo or redo.
  func didFindNothing(to step: HistoryStep)
  /// An undo or redo was refused: another instance changed what it would put back.
  func didRefuse(_ refusal: HistoryError)
}
