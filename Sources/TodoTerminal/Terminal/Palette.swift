/// The terminal colours the driver draws each role in (SPEC §13 `[colors]`): numbers of the
/// terminal's palette, -1 for its own default. The screens only name roles; which colours
/// they are is the person's to choose.
public struct Palette: Equatable, Sendable {
  /// The foreground colour of each role but `.normal` (always the terminal's default).
  public var foregrounds: [Style.Color: Int]
  /// The background of the selected row; nil draws it in reverse video.
  public var selection: Int?

  /// A palette; by default the app's own colours.
  public init(foregrounds: [Style.Color: Int] = Palette.standard.foregrounds, selection: Int? = nil)
  {
    self.foregrounds = foregrounds
    self.selection = selection
  }

  /// The app's colours: cyan accents, blue for what steps back, green and red.
  public static let standard = Palette(
    foregrounds: [.accent: 6, .muted: 4, .success: 2, .danger: 1], selection: nil)

  /// The colour of `role`.
  public func foreground(_ role: Style.Color) -> Int {
    role == .normal ? -1 : foregrounds[role] ?? Self.standard.foregrounds[role] ?? -1
  }

  /// The highest colour number the palette uses; -1 when it uses only the terminal's default.
  public var highestColor: Int {
    (Array(foregrounds.values) + [selection ?? -1]).max() ?? -1
  }
}
