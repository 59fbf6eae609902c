/// A position on the screen, in cells from the top left: where a cell is drawn and where the
/// mouse points. A file of its own, so what reads mouse reports (the key decoder and key
/// scripts, and their fuzz targets) needs none of the drawing.
public struct Point: Hashable, Sendable {
  /// Column.
  public var x: Int
  /// Row.
  public var y: Int
  /// Makes a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
