import TodoTerminal

/// A module's view. What it does in a frame's first two passes and when the app is idle is
/// the same for every module (`ScreenLifecycle` tells the presenter what it has not heard
/// yet), so a view only says its geometry, decodes input and draws.
public protocol ModuleScreen: Screen {
  /// The geometry the module's presenter is told.
  associatedtype Layout: Equatable
  /// What the presenter has heard so far.
  var lifecycle: ScreenLifecycle<Layout> { get }
  /// The module's geometry on a screen of `size`.
  static func layout(in size: Size) -> Layout
}

extension ModuleScreen {
  /// Asks the presenter for other instances' changes.
  public func refresh() {
    lifecycle.refresh()
  }

  /// Notes the geometry of a frame of `size`.
  public func layOut(in size: Size) {
    lifecycle.layOut(Self.layout(in: size))
  }

  /// Tells the presenter what it has not heard yet and lets it do what it put off.
  public func update() {
    lifecycle.update()
  }

  /// The layout and update passes, once, for a screen that input reaches before its first
  /// frame.
  public func prepareForInput(in size: Size) {
    guard !lifecycle.hasLoaded else { return }
    layOut(in: size)
    update()
  }
}
