import ArgumentParser
import Foundation
import TodoCore

/// `todo tags`: every tag with how many open and done todos have it, one tag a line, as the
/// tags screen lists them.
struct Tags: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every tag with its open and done counts: tag, open, done, tab-separated.",
    discussion: HelpExamples.tags.discussion(
      after: """
        One line per tag, in the order the tags screen shows (ignoring case and accents), the \
        three fields separated by tabs (a tag has no white space), no heading: for scripts. \
        Nothing is printed when no todo has a tag.
        """))

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let counts = try TagUseCases(storeOption.useCases(for: .read)).counts()
    try ItemFormatter.write(counts.map { "\($0.tag)\t\($0.open)\t\($0.done)\n" }.joined())
  }
}
