import TodoCore
import TodoTerminal

/// What every module's presenter does the same way, beside its own logic: the footer (a
/// message, else the key hints), the open Add/Edit dialog, help, undo and redo, idle ticks,
/// and one view model per event.
///
/// An event (a key, a delegate message, an interactor result arriving on its own) may bring
/// several results: a toggle reports the toggled todo, then, with a filter in force, the
/// filter's index. Each result only changes state; the view model is built once, when the
/// outermost event ends.
public final class ModulePresentation {
  /// The footer: a message, else the hints.
  var footer: StatusFooter
  /// The open Add/Edit dialog, if any.
  let editSession: EditSession
  /// The module's router (strong, as the presenter's: it holds nothing back).
  let router: any TodoDialogRouting
  /// The module's interactor (strong, as the presenter's: it holds its output weakly).
  let interactor: any UndoingInteractorInput
  /// Loads what the screen shows: the interactor's `load()`, or the list's page around its
  /// anchor (set by its presenter).
  var load: () -> Void
  /// Loads again what the screen shows if another instance changed the store meanwhile.
  var lookForChanges: () -> Void
  /// Asks the interactor for what the next view model shows and is not loaded yet (the list's
  /// rows coming on screen), whose results arrive before it is built; nothing for a screen
  /// loaded whole. The presenter sets it once it exists (holding itself weakly).
  var loadShown: () -> Void = {}
  /// Builds the view model from the presenter's state, all loaded by then, and shows it:
  /// building reads neither the store nor the sync's status. The presenter sets it once it
  /// exists (holding itself weakly).
  var display: () -> Void = {}
  /// "Today" for a screen that shows due dates (nil for one that shows none): an idle tick
  /// shows the screen again when the minute has moved on since it was drawn.
  var dueText: DueTextSource?
  /// The background sync's status, for a screen that shows it (nil: no sync configured, or a
  /// screen that does not show it).
  var sync: SyncStatusWatcher?
  /// Work the presenter put off (the list's filter lookup while keys keep coming): it runs at
  /// the start of the next outermost event, a key's, a message's or the next frame's
  /// (`viewWillDraw`), before anything else reads the presenter's state.
  var putOff: () -> Void = {}
  /// How deep in nested events the presenter is (an event's results arrive inside it).
  private var depth = 0
  /// Whether the running event changed anything to show.
  private var needsDisplay = false

  /// A presentation over a module's `interactor`, which loads the screen whole, and `router`,
  /// whose footer shows `hints` and whose dialogs name the keys of `keys`.
  convenience init(
    interactor: any ModuleInteractorInput, router: any TodoDialogRouting,
    hints: [StatusText.Hint], keys: KeyMaps
  ) {
    self.init(
      interactor: interactor as any UndoingInteractorInput, router: router, hints: hints,
      keys: keys)
    load = interactor.load
    lookForChanges = interactor.fetchIfChangedElsewhere
  }

  /// A presentation over `interactor` and `router` as above, for a presenter that sets how
  /// the screen is loaded (`load`, `lookForChanges`); `dueText` and `sync` as below.
  init(
    interactor: any UndoingInteractorInput, router: any TodoDialogRouting,
    hints: [StatusText.Hint], keys: KeyMaps, dueText: DueTextSource? = nil,
    sync: SyncStatusWatcher? = nil
  ) {
    self.interactor = interactor
    self.router = router
    footer = StatusFooter(hints: hints)
    editSession = EditSession(router: router, keys: keys)
    self.dueText = dueText
    self.sync = sync
    load = {}
    lookForChanges = {}
  }

  /// Runs `body` as an event, or as part of the one under way, and shows one view model
  /// when the outermost event ends, if anything in it changed what is shown (an idle tick
  /// that finds nothing new shows nothing): what it shows is loaded and the sync's status
  /// read first, then it is built from them.
  func event(_ body: () -> Void) {
    depth += 1
    defer { depth -= 1 }
    if depth == 1 { putOff() }
    body()
    guard depth == 1, needsDisplay else { return }
    loadShown()
    sync?.catchUp()
    display()
    // Whatever asked while the view model was loaded (a row that failed to load) is in it.
    needsDisplay = false
  }

  /// Runs `body`, which changes what is shown, as (part of) an event.
  func change(_ body: () -> Void) {
    event {
      needsDisplay = true
      body()
    }
  }

  /// Shows the screen again when the background sync's status moved since it was drawn; a sync
  /// that kept same-field conflicts says so in the footer (SPEC §11).
  func showAgainIfSyncMoved() {
    guard let sync, sync.hasMoved else { return }
    change {
      let status = sync.catchUp()
      if case .synced = status.state, status.conflicts > 0 {
        footer.say(StatusText.syncConflicts(status.conflicts))
      }
    }
  }

  /// Shows the screen again if the minute has moved on since it was drawn, so what it says
  /// about today and overdue is never stale; nothing is read from the store.
  func showAgainIfTimeMovedOn() {
    if dueText?.hasMovedOn == true { change {} }
  }

  /// Runs a key's effect: the previous message cleared, then `body`.
  func act(_ body: () -> Void) {
    change {
      footer.clear()
      body()
    }
  }

  /// A form broke a rule: the reason goes into the open dialog, the cursor into the field.
  func reject(_ rejection: FormRejection) {
    change { editSession.refuse(rejection) }
  }

  /// A change failed: the reason goes into the open dialog (kept open, so nothing typed is
  /// lost), else into the footer as an error.
  func fail(_ message: String) {
    change {
      if !editSession.showError(message) { footer.say(message, isError: true) }
    }
  }

  /// There was nothing to undo or redo.
  func nothing(to step: HistoryStep) {
    change { footer.say(StatusText.nothing(to: step)) }
  }

  /// Asks `question` (`Delete "<title>"? y/N`…); `change` runs on a yes, as a key's effect.
  func ask(_ question: SubtreeQuestion, then change: @escaping () -> Void) {
    router.presentConfirmation(Confirmation(question)) { [weak self] confirmed in
      self?.act { if confirmed { change() } }
    }
  }

  /// `E` on `item`: its notes in the person's editor, the terminal handed over meanwhile.
  /// Notes saved go to `save` (a change, through the interactor); an untouched file or an
  /// editor that failed changes nothing, and the footer says which.
  func editNotes(of item: TodoItem, save: (String) -> Void) {
    switch router.editNotes(item.content, fileName: ExternalEditor.fileName(for: item.title)) {
    case .saved(let notes): save(notes)
    case .unchanged: footer.say(StatusText.notesUnchanged)
    case .failed(let why):
      footer.say(StatusText.editorFailed(why, width: footer.width), isError: true)
    }
  }

  /// Notes saved in the editor for `item`, which another instance deleted meanwhile: the
  /// Add dialog opens filled from it with those notes, saying that Enter adds it anew, so
  /// nothing written in the editor is lost and nothing is added unasked.
  func keepNotes(_ notes: String, of item: TodoItem, delegate: any TodoEditorDelegate) {
    var kept = item
    kept.content = notes
    editSession.openAddAgain(kept, delegate: delegate)
  }

  /// The todo `id` was deleted elsewhere: an open edit of it keeps its text, turned into an
  /// Add (Enter adds it anew); otherwise `notice` (if any) says so in the footer, as an error.
  func todoDeletedElsewhere(_ id: TodoID, notice: @autoclosure () -> String?) {
    change {
      guard !editSession.todoDeletedElsewhere(id), let notice = notice() else { return }
      footer.say(notice, isError: true)
    }
  }

  /// The open dialog was cancelled: it closes, nothing is saved.
  func cancelEdit() {
    act { editSession.close() }
  }
}
