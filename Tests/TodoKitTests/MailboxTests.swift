import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The mailbox: posts from any thread, taken whole and in order, waking the loop's wait.
@Suite struct MailboxTests {
  @Test func takesEverythingPostedOldestFirstAndThenNothing() {
    let mailbox = Mailbox<Int>()
    #expect(mailbox.takeAll().isEmpty)
    for number in 1...5 { mailbox.post(number) }
    #expect(mailbox.takeAll() == [1, 2, 3, 4, 5])
    #expect(mailbox.takeAll().isEmpty)
  }

  @Test func aPostSignalsTheWakeUpAndTakingQuietsIt() {
    let mailbox = Mailbox<String>()
    #expect(!mailbox.wakeUp.isSignalled)
    mailbox.post("synced")
    mailbox.post("again")
    #expect(mailbox.wakeUp.isSignalled)
    #expect(mailbox.takeAll() == ["synced", "again"])
    #expect(!mailbox.wakeUp.isSignalled)
  }

  @Test func postsFromManyThreadsAllArriveEachThreadsInOrder() {
    let mailbox = Mailbox<(thread: Int, number: Int)>()
    let threads = 8
    let perThread = 2_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for number in 0..<perThread { mailbox.post((thread, number)) }
    }
    let taken = mailbox.takeAll()
    #expect(taken.count == threads * perThread)
    for thread in 0..<threads {
      #expect(taken.filter { $0.thread == thread }.map(\.number) == Array(0..<perThread))
    }
  }

  @Test func aPostFromAnotherThreadEndsTheLoopsWaitAtOnce() {
    let mailbox = Mailbox<Int>()
    let quiet = WakePipe()  // stands for a terminal nobody types on
    let clock = ContinuousClock()
    let start = clock.now
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.05)
      mailbox.post(1)
    }
    let outcome = InputWait.wait(
      input: quiet.readEnd, wake: mailbox.wakeUp.readEnd, timeout: .seconds(30))
    #expect(outcome == .wake)
    #expect(start.duration(to: clock.now) < .seconds(10))
    #expect(mailbox.takeAll() == [1])
  }
}
