import TodoCore
import TodoTerminal
import TodoUI

// The navigation stack as routers see it, and screens and dialogs as the stack sees them.

/// A navigator that records requests and, like the real stack, owns what it is given.
package final class MockNavigator: Navigator {
  /// One request from a router.
  package enum Call {
    case push(any Screen), pop, present(any Dialog), dismiss(any Dialog), quit, handOver
  }

  package private(set) var calls: [Call] = []
  package private(set) var screens: [any Screen] = []
  package private(set) var dialogs: [any Dialog] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func push(_ screen: any Screen) {
    calls.append(.push(screen))
    screens.append(screen)
  }

  package func pop() {
    calls.append(.pop)
    if !screens.isEmpty { screens.removeLast() }
  }

  package func present(_ dialog: any Dialog) {
    calls.append(.present(dialog))
    dialogs.append(dialog)
  }

  package func dismiss(_ dialog: any Dialog) {
    calls.append(.dismiss(dialog))
    dialogs.removeAll { $0 === dialog }
  }

  package func quit() { calls.append(.quit) }

  package func handOverTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
    calls.append(.handOver)
    return try body()
  }
}

/// A screen or dialog that records the keys it gets and stamps `mark` at its corner when drawn.
package final class MockPresentable: Screen, Dialog {
  package let mark: String
  package let origin: Point
  package private(set) var keys: [Key] = []
  package private(set) var renderCount = 0
  /// The size of every frame the screen was laid out for, drawn or not.
  package private(set) var sizes: [Size] = []

  package init(_ mark: String, at origin: Point = Point(x: 0, y: 0)) {
    self.mark = mark
    self.origin = origin
  }

  package private(set) var refreshCount = 0

  package func handle(_ key: Key) { keys.append(key) }
  package func refresh() { refreshCount += 1 }
  package func layOut(in size: Size) { sizes.append(size) }

  package func render(into frame: inout ScreenBuffer) {
    renderCount += 1
    frame.write(mark, x: origin.x, y: origin.y)
  }
}

/// A screen (or dialog) that records every input event it is handed, Alt keys and pastes
/// included, and draws its mark.
package final class RecordingPresentable: Screen, Dialog {
  package let mark: String
  package private(set) var events: [InputEvent] = []
  package private(set) var renderCount = 0

  package init(_ mark: String) {
    self.mark = mark
  }

  package func handle(_ key: Key) { handle(.key(key)) }
  package func handle(_ event: InputEvent) { events.append(event) }
  package func refresh() {}

  package func render(into frame: inout ScreenBuffer) {
    renderCount += 1
    frame.write(mark, x: 0, y: 0)
  }
}
