/// How many todos a list has and how many of them are open, and how many the store holds in
/// all: what the list's header says and its scrolling needs, without the todos themselves.
/// The store keeps the open and done counts as todos change, so a start does not count a
/// million rows; only a filter's matches are counted.
public struct TodoTally: Equatable, Hashable, Sendable {
  /// How many todos the list has.
  public var count: Int
  /// How many of them are open.
  public var open: Int
  /// How many todos the store holds, shown or not.
  public var all: Int
  /// How many of the store's todos are open, shown or folded away (the header's count: a
  /// fold hides rows, not work to do).
  public var allOpen: Int
  /// How many of the rows a filter shows match it (the others are their ancestors, shown for
  /// context): the header's count of a filter.
  public var matches: Int

  /// A tally of `count` todos, `open` of them open, out of `all` (by default the list is all),
  /// `allOpen` of those open (by default the list's open ones), `matches` of the rows
  /// matching the filter (by default every row).
  public init(
    count: Int, open: Int, all: Int? = nil, allOpen: Int? = nil, matches: Int? = nil
  ) {
    self.count = count
    self.open = open
    self.all = all ?? count
    self.allOpen = allOpen ?? open
    self.matches = matches ?? count
  }

  /// How many of them are done.
  public var done: Int { count - open }
}
