/// One tag and how many todos have it, open and done: a row of the tags screen and of
/// `todo tags`.
public struct TagCount: Equatable, Hashable, Identifiable, Sendable {
  /// The tag, as todos hold it.
  public var tag: String
  /// How many open todos have it.
  public var open: Int
  /// How many done todos have it.
  public var done: Int

  /// The counts of `tag`.
  public init(tag: String, open: Int, done: Int) {
    self.tag = tag
    self.open = open
    self.done = done
  }

  /// The tag: a list of tags keeps its selection on one across reloads.
  public var id: String { tag }

  /// How many todos have it in all.
  public var total: Int { open + done }

  /// `counts` in the order a person reads a list of tags: as the title order compares titles
  /// (`TextFold`: case, accents and width folded, so `Home`, `home` and `höme` sit together),
  /// and tags that fold alike by their code points (`Home` before `home`), so the order is
  /// total and the same on every machine.
  public static func inReadingOrder(_ counts: some Sequence<TagCount>) -> [TagCount] {
    counts.map { (key: TextFold.folded($0.tag), count: $0) }
      .sorted { $0.key != $1.key ? $0.key < $1.key : $0.count.tag < $1.count.tag }
      .map(\.count)
  }
}
