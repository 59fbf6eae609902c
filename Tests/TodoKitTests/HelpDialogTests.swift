import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The help dialog: every key binding from the views' own tables, scrolling, closing.
@Suite struct HelpDialogTests {
  static let sections = KeyMaps.defaults.helpSections(for: .list)
  /// Headings, rows, and a blank line between sections.
  static let lineCount = sections.map { $0.rows.count + 1 }.reduce(0, +) + sections.count - 1

  private static func rendered(_ dialog: HelpDialog, _ size: Size) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    dialog.render(into: &frame)
    return frame
  }

  /// Every line of the frame, with the box's borders and padding removed.
  private static func lines(_ frame: ScreenBuffer) -> [String] {
    (0..<frame.size.rows).map {
      frame.rowText($0).trimmingCharacters(in: .init(charactersIn: "│ "))
    }
  }

  @Test func listsEveryBindingOfBothScreens() {
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) {}
    let frame = Self.rendered(dialog, Size(columns: 80, rows: Self.lineCount + 6))
    let text = frame.text
    for map in [KeyMaps.defaults.list.help, KeyMaps.defaults.detail.help] {
      #expect(text.contains(map.title))
      for row in map.rows {
        let line = "  " + row.keys
        #expect(
          text.split(separator: "\n").contains {
            $0.contains(line) && $0.contains(row.summary)
          }, "\(row.keys) \(row.summary)")
      }
    }
    #expect(text.contains("1–\(Self.lineCount) of \(Self.lineCount)"))
  }

  @Test func listsDialogTextFieldAndGlobalKeys() {
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) {}
    let text = Self.rendered(dialog, Size(columns: 80, rows: Self.lineCount + 6)).text
    for title in ["Dialogs", "Text fields", "Confirmation", "Help", "Anywhere"] {
      #expect(text.contains(title))
    }
    for row in KeyMaps.defaults.textField.help.rows + KeyMaps.defaults.editor.help.rows {
      #expect(text.contains(row.keys))
      #expect(text.contains(row.summary))
    }
    #expect(text.contains("Ctrl-C"))
  }

  @Test func everyKeyOfEveryBindingIsLabelled() {
    let rows = Self.sections.flatMap(\.rows)
    let bindings: [(keys: [InputEvent], summary: String)] =
      KeyMaps.defaults.list.bindings.map { ($0.keys, $0.summary ?? "") }
      + KeyMaps.defaults.detail.bindings.map { ($0.keys, $0.summary ?? "") }
    for binding in bindings {
      let row = rows.first {
        $0.summary == binding.summary && $0.keys.contains(binding.keys[0].label)
      }
      #expect(row != nil, "\(binding.summary)")
      for key in binding.keys {
        #expect(row?.keys.split(separator: " ").map(String.init).contains(key.label) == true)
      }
    }
  }

  @Test func scrollsAndStopsAtEnds() {
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) {}
    let size = Size(columns: 40, rows: 12)
    var frame = Self.rendered(dialog, size)
    let page = 7  // 12 rows - 2 margin - 2 border - 1 hint
    #expect(frame.text.contains("1–\(page) of \(Self.lineCount)"))
    #expect(Self.lines(frame).contains("List"))

    dialog.handle(.character("j"))
    #expect(dialog.offset == 1)
    frame = Self.rendered(dialog, size)
    #expect(!Self.lines(frame).contains("List"))
    #expect(frame.text.contains("2–\(page + 1) of"))

    dialog.handle(.up)
    dialog.handle(.character("k"))
    #expect(dialog.offset == 0)

    dialog.handle(.pageDown)
    #expect(dialog.offset == page)
    dialog.handle(.control("b"))
    #expect(dialog.offset == 0)

    for _ in 0..<(Self.lineCount * 2) { dialog.handle(.down) }
    #expect(dialog.offset == Self.lineCount - page)
    frame = Self.rendered(dialog, size)
    #expect(frame.text.contains("Ctrl-C"))
    #expect(frame.text.contains("–\(Self.lineCount) of \(Self.lineCount)"))
    dialog.handle(.character(" "))
    #expect(dialog.offset == Self.lineCount - page)
  }

  @Test("g and Home go to the top, G and End to the bottom, and help lists them")
  func topAndBottom() {
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) {}
    let size = Size(columns: 40, rows: 12)
    let page = 7
    _ = Self.rendered(dialog, size)
    for (bottom, top) in [(Key.character("G"), Key.character("g")), (.end, .home)] {
      dialog.handle(bottom)
      #expect(dialog.offset == Self.lineCount - page)
      #expect(Self.rendered(dialog, size).text.contains("Ctrl-C"))
      dialog.handle(top)
      #expect(dialog.offset == 0)
      #expect(Self.lines(Self.rendered(dialog, size)).contains("List"))
    }
    let rows = KeyMaps.defaults.help.help.rows
    #expect(rows.contains(HelpRow(keys: "g Home", "to the top")))
    #expect(rows.contains(HelpRow(keys: "G End", "to the bottom")))
  }

  @Test("Alt keys and pastes neither scroll nor close")
  func altAndPasteDoNothing() {
    var closed = 0
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) { closed += 1 }
    _ = Self.rendered(dialog, Size(columns: 40, rows: 12))
    for event: InputEvent in [
      .alt(.character("j")), .alt(.escape), .alt(.character("q")), .paste("jjjq"),
    ] {
      dialog.handle(event)
    }
    #expect(closed == 0)
    #expect(dialog.offset == 0)
  }

  @Test(
    "Esc, q, ? and Enter close",
    arguments: [Key.escape, .character("q"), .character("?"), .enter])
  func closes(key: Key) {
    var closed = 0
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) { closed += 1 }
    dialog.handle(key)
    #expect(closed == 1)
  }

  @Test("other keys do not close", arguments: [Key.character("x"), .tab, .left, .function(1)])
  func otherKeysStay(key: Key) {
    var closed = 0
    let dialog = HelpDialog(sections: Self.sections, keys: KeyMaps.defaults.help) { closed += 1 }
    dialog.handle(key)
    #expect(closed == 0)
    #expect(dialog.offset == 0)
  }
}
