@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// A screen (or dialog) that records every input event it is handed, Alt keys and pastes
/// included, and draws its mark.
final class RecordingPresentable: Screen, Dialog {
  let mark: String
  private(set) var events: [InputEvent] = []
  private(set) var renderCount = 0

  init(_ mark: String) {
    self.mark = mark
  }

  func handle(_ key: Key) { handle(.key(key)) }
  func handle(_ event: InputEvent) { events.append(event) }
  func refresh() {}

  func render(into frame: inout ScreenBuffer) {
    renderCount += 1
    frame.write(mark, x: 0, y: 0)
  }
}
