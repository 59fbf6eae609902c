import Testing
import TodoTerminal

@testable import TodoUI

/// The header bar and footer line every screen draws.
@Suite struct ScreenChromeTests {
  private static func frame(_ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
    var frame = ScreenBuffer(size: Size(columns: 30, rows: 5))
    draw(&frame)
    return frame
  }

  @Test func theHeaderIsABarWithTheTitleInBoldAndTheCountsAtTheRight() {
    let frame = Self.frame {
      ScreenChrome.drawHeader("todo", trailing: "2 open · 1 done", into: &$0)
    }
    #expect(frame.rowText(0) == " todo         2 open · 1 done")
    #expect(frame[1, 0].style == Style([.reverse, .bold]))
    #expect(frame[10, 0].style == Style(.reverse))
    #expect(frame[29, 0].style == Style(.reverse))
  }

  @Test func countsAreCutToLeaveTheTitleRoom() {
    let frame = Self.frame {
      ScreenChrome.drawHeader("todo", trailing: String(repeating: "9", count: 40), into: &$0)
    }
    #expect(frame.rowText(0) == " todo  " + String(repeating: "9", count: 21) + "…")
  }

  @Test func aHeaderWithoutCountsIsTheTitleAlone() {
    let frame = Self.frame { ScreenChrome.drawHeader("Todo › Milk", into: &$0) }
    #expect(frame.rowText(0) == " Todo › Milk")
    #expect(frame[20, 0].style == Style(.reverse))
  }

  @Test func theFooterIsMutedAndAnErrorStandsOut() {
    var frame = Self.frame { ScreenChrome.drawFooter(StatusLine("a add · ? help"), into: &$0) }
    #expect(frame.rowText(4) == " a add · ? help")
    #expect(frame[1, 4].style == Style(color: .muted))
    frame = Self.frame {
      ScreenChrome.drawFooter(StatusLine("disk on fire", isError: true), into: &$0)
    }
    #expect(frame[1, 4].style == Style(.bold, color: .danger))
  }

  @Test func aTrailingPartStandsAtTheRightWithAGapBeforeIt() {
    let frame = Self.frame {
      ScreenChrome.drawFooter(
        StatusLine(String(repeating: "x", count: 40)), trailing: "1–3/9", into: &$0)
    }
    // 30 columns: the margin, 22 of text (cut with …), a blank, the position, the margin.
    #expect(frame.rowText(4) == " " + String(repeating: "x", count: 21) + "… 1–3/9")
  }

  @Test func withoutATrailingPartTheFooterTakesTheWholeLine() {
    let frame = Self.frame {
      ScreenChrome.drawFooter(StatusLine(String(repeating: "x", count: 40)), into: &$0)
    }
    #expect(frame.rowText(4) == " " + String(repeating: "x", count: 28) + "…")
  }
}
