/// What every module's view tells its presenter before a frame is drawn, in the frame's first
/// two passes: the geometry the screen will have (the layout pass, which only notes it) and
/// then, in the update pass, the first load, a new geometry and the work the presenter put
/// off, so the view model drawn in the third pass is loaded, fits and is up to date.
struct ScreenLifecycle<Layout: Equatable> {
  private var isLoaded = false
  /// The geometry of the next frame, noted in the layout pass.
  private var next: Layout?
  /// The geometry last reported.
  private(set) var layout: Layout?

  /// A view that has not been drawn yet.
  init() {}

  /// The layout pass: the next frame gives the screen `layout`; nobody hears of it yet.
  mutating func layOut(_ layout: Layout) {
    next = layout
  }

  /// The update pass: tells `presenter` what it has not heard yet (the first load, then a new
  /// geometry) and lets it do what it put off.
  mutating func update<Presenter: ScreenPresenterProtocol>(
    _ presenter: Presenter
  ) where Presenter.Layout == Layout {
    if !isLoaded {
      isLoaded = true
      presenter.viewDidLoad()
    }
    if let next, next != layout {
      layout = next
      presenter.viewDidLayout(next)
    }
    presenter.viewWillDraw()
  }
}
