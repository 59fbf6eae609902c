import TodoTestKit

@testable import TodoCore
@testable import TodoUI

extension TodoListPresenter {
  /// Shows `entries` as the whole list loaded, the selection where the presenter's anchor
  /// puts it.
  func didFetch(_ entries: [TodoListEntry]) {
    didLoad(TodoListPage.whole(entries, anchor: paging.anchor), in: query.settings, filter: nil)
  }

  /// Shows `entries` as the filter's matches, out of `total`.
  func didFilter(_ entries: [TodoListEntry], filter: TodoFilter, total: Int) {
    didLoad(
      TodoListPage.whole(entries, anchor: paging.anchor, all: total), in: query.settings,
      filter: filter)
  }
}
