import TodoUI

/// A module's view as its presenter sees it: records every view model shown. Each module's
/// view mock is this over its view model (`MockTodoListView`, `MockTagsView`…), so what every
/// view mock does is written once.
package class MockModuleView<ViewModel> {
  /// Every view model shown, in order.
  package private(set) var displayed: [ViewModel] = []

  /// A view that has shown nothing yet.
  package init() {}

  /// The last view model shown.
  package var last: ViewModel? { displayed.last }

  /// The last view model shown, required: reading it throws, failing the test, when there is
  /// none.
  package var shown: ViewModel {
    get throws {
      guard let last else { throw MockFailure("the presenter showed no view model") }
      return last
    }
  }

  /// Records `viewModel`.
  package func display(_ viewModel: ViewModel) { displayed.append(viewModel) }
}
