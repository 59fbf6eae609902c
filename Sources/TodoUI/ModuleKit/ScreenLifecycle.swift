/// What every module's view tells its presenter before a frame is drawn, in the frame's first
/// two passes: the geometry the screen will have (the layout pass, which only notes it) and
/// then, in the update pass, the first load, a new geometry and the work the presenter put
/// off, so the view model drawn in the third pass is loaded, fits and is up to date. Each view
/// owns one, made with its presenter (`ModuleScreen` runs the passes through it).
public final class ScreenLifecycle<Layout: Equatable> {
  private let presenter: any ScreenPresenterProtocol<Layout>
  private var isLoaded = false
  /// Whether the presenter has had its first load.
  var hasLoaded: Bool { isLoaded }
  /// The geometry of the next frame, noted in the layout pass.
  private var next: Layout?
  /// The geometry last reported.
  private(set) var layout: Layout?

  /// A view of `presenter` that has not been drawn yet.
  public init<Presenter: ScreenPresenterProtocol>(_ presenter: Presenter)
  where Presenter.Layout == Layout {
    self.presenter = presenter
  }

  /// The layout pass: the next frame gives the screen `layout`; nobody hears of it yet.
  func layOut(_ layout: Layout) {
    next = layout
  }

  /// The update pass: tells the presenter what it has not heard yet (the first load, then a
  /// new geometry) and lets it do what it put off.
  func update() {
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

  /// The app is idle: the presenter picks up other instances' changes.
  func refresh() {
    presenter.viewDidIdle()
  }
}
