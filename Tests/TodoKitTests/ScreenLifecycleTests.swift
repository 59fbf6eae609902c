import Testing

@testable import TodoUI

/// A view's presenter loads before the first draw and hears of each new geometry once.
@Suite struct ScreenLifecycleTests {
  @Test func theFirstDrawLoadsThenReportsTheGeometryAndLaterDrawsOnlyChanges() {
    let presenter = MockTodoListPresenter()
    var lifecycle = ScreenLifecycle<TodoListLayout>()
    let small = TodoListLayout(width: 40, visibleRows: 10, titleWidth: 34)
    let large = TodoListLayout(width: 80, visibleRows: 22, titleWidth: 74)
    lifecycle.willDraw(at: small, for: presenter)
    lifecycle.willDraw(at: small, for: presenter)
    #expect(presenter.calls == [.viewDidLoad, .viewDidLayout(small)])
    lifecycle.willDraw(at: large, for: presenter)
    #expect(presenter.calls.last == .viewDidLayout(large))
    #expect(presenter.calls.count == 3)
    #expect(lifecycle.layout == large)
  }
}
