/// What every module's view does before it draws: its presenter loads before the first draw,
/// hears of every new geometry (the first draw, a resize) and does what it put off, so the
/// view model drawn next is loaded, fits and is up to date.
struct ScreenLifecycle<Layout: Equatable> {
  private var isLoaded = false
  /// The geometry last reported.
  private(set) var layout: Layout?

  /// A view that has not been drawn yet.
  init() {}

  /// About to draw at `layout`: tells `presenter` what it has not heard yet.
  mutating func willDraw<Presenter: ScreenPresenterProtocol>(
    at layout: Layout, for presenter: Presenter
  ) where Presenter.Layout == Layout {
    if !isLoaded {
      isLoaded = true
      presenter.viewDidLoad()
    }
    if layout != self.layout {
      self.layout = layout
      presenter.viewDidLayout(layout)
    }
    presenter.viewWillDraw()
  }
}
