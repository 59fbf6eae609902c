import Testing
import TodoTestKit

@testable import TodoUI

/// A view's presenter loads before the first draw and hears of each new geometry once, in a
/// frame's update pass: the layout pass only notes it.
@Suite struct ScreenLifecycleTests {
  @Test func theFirstDrawLoadsThenReportsTheGeometryAndLaterDrawsOnlyChanges() {
    let presenter = MockTodoListPresenter()
    let lifecycle = ScreenLifecycle(presenter)
    let small = TodoListLayout(width: 40, visibleRows: 10, titleWidth: 34)
    let large = TodoListLayout(width: 80, visibleRows: 22, titleWidth: 74)
    for _ in 0..<2 {
      lifecycle.layOut(small)
      lifecycle.update()
    }
    #expect(presenter.calls == [.viewDidLoad, .viewDidLayout(small)])
    lifecycle.layOut(large)
    #expect(presenter.calls.count == 2, "the layout pass tells the presenter nothing")
    lifecycle.update()
    #expect(presenter.calls.last == .viewDidLayout(large))
    #expect(presenter.calls.count == 3)
    #expect(lifecycle.layout == large)
    #expect(presenter.drawsAnnounced == 3)
  }
}
