import Foundation
import Testing

/// The Tags screen in a real terminal (SPEC §10): `t` from the list, a rename that merges,
/// and another instance's tag change showing there without a key.
@Suite("the Tags screen, in tmux", .serialized)
struct TagsEndToEndTests {
  @Test("t shows every tag; r merges work into job; another instance's new tag shows by itself")
  func tagsScreen() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (title, tag) in [("Report", "work"), ("Fix bike", "job"), ("読書会", "読書😀")] {
      let added = try await todo(binary, ["add", title, "--tag", tag], folder)
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
    }
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "Report +work")
    try await tmux.type("t")
    try await tmux.waitFor(text: "todo › Tags")
    try await tmux.waitFor(text: "+読書😀")
    // work is the third tag (job, work, 読書😀): rename it to job.
    try await tmux.type("jr")
    try await tmux.waitFor(text: "Rename +work")
    try await tmux.press("C-u")
    try await tmux.type("job")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "Merged +work into +job on 1 todo")
    let tags = try await todo(binary, ["tags"], folder)
    #expect(tags.stdout == "job\t2\t0\n読書😀\t1\t0\n")

    // Another instance (here the command line) gives a todo a new tag: it shows unasked.
    let added = try await todo(binary, ["add", "Call mum", "--tag", "family"], folder)
    try #require(added.status == 0, "todo add failed: \(added.stderr)")
    try await tmux.waitFor(text: "+family", timeout: .seconds(2))
    // The cursor stayed on job, now below family: Enter shows the list filtered to +job.
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "/+job: 2 of 4")
    try await tmux.waitFor(text: "Report +job")
  }
}
