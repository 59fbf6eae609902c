import ArgumentParser

/// `todo rm ID`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Delete a todo.",
    usage: Usage.line("todo rm <id>", [StoreOption.self]),
    discussion: HelpExamples.remove.discussion())

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let useCases = try storeOption.useCases(for: .change)
    let item = try existing(id) { try useCases.delete(id) }.item
    try ItemFormatter.write("deleted \(ItemFormatter.line(for: item))")
  }
}
