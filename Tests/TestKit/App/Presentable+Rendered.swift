import TodoTerminal
import TodoUI

extension Presentable {
  /// Drawn into a fresh frame of `size`, as the navigation stack draws it: a screen is laid
  /// out and updated first.
  package func rendered(_ size: Size = Size(columns: 40, rows: 12)) -> ScreenBuffer {
    if let screen = self as? any Screen {
      screen.layOut(in: size)
      screen.update()
    }
    var frame = ScreenBuffer(size: size)
    render(into: &frame)
    return frame
  }
}
