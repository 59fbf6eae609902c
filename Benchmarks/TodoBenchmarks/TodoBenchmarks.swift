import Benchmark
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal
import TodoUI

// The hot paths of issue 5 at 1k, 10k and 100k todos, in-process, on the headless driver
// (80x24) and the real SQLite store (WAL, synchronous=FULL). Each benchmark runs in its own
// process (package-benchmark does that), so "peak resident" is that process's own peak,
// harness included (about 26 MB with the malloc interposer and nothing else).
//
// Names are "<Figure> <size>"; Benchmarks/Scripts/summary.py reads them back by name.
// BENCHMARKS.md says what each one covers.

/// 1k, 10k, 100k.
func label(_ count: Int) -> String {
  count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
}

/// Whether the list has the `/` filter yet: its key table binds `/` to an action.
let filterAvailable = KeyMaps.defaults.list.action(for: .character("/")) != nil

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(2),
    maxIterations: 2_000
  )
  /// For the slow, whole-store figures: a few runs are enough to see the median.
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    warmupIterations: 1,
    maxDuration: .seconds(3),
    maxIterations: 40
  )

  for count in Fixtures.sizes {
    let size = label(count)

    // Store open + first page: open the pre-built file, build the list module on the
    // navigation stack, draw the first 80x24 frame through the run loop on the headless
    // driver (AppLoop renders once, then the empty key queue closes it). Closing the
    // store afterwards is not measured.
    Benchmark(
      "OpenFirstFrame \(size)", configuration: slow,
      closure: { benchmark, path in
        let store: SQLiteTodoStore
        do { store = try SQLiteTodoStore(path: path) } catch {
          benchmark.error("\(error)")
          return
        }
        let environment = TodoEnvironment(store: store, clock: SystemClock(), timeZone: utc)
        let navigation = TodoApp.makeNavigation(environment: environment)
        let terminal = HeadlessTerminal(size: Fixtures.screen)
        AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
        blackHole(terminal.frame)
        benchmark.stopMeasurement()
        withExtendedLifetime((store, navigation)) {}
      },
      setup: { try Fixtures.store(count: count) })

    // One full frame on the headless driver: a new ScreenBuffer, the stack draws the list
    // into it, the driver takes it (and counts the changed cells). Items already loaded.
    Benchmark(
      "Render \(size)",
      closure: { _, session in
        session.loop.render()
        blackHole(session.terminal.frame)
      },
      setup: { try Session(path: Fixtures.store(count: count)) })

    // A selection move: `j` through the navigation stack, then the frame it causes. Near
    // the bottom the selection is sent back to the top with `g`, outside the measurement.
    Benchmark(
      "MoveJ \(size)",
      closure: { benchmark, session in
        session.counter += 1
        if session.counter >= count - 1 {
          session.navigation.handle(.character("g"))
          session.loop.render()
          session.counter = 0
        }
        benchmark.startMeasurement()
        session.navigation.handle(.character("j"))
        session.loop.render()
      },
      setup: { try Session(path: Fixtures.store(count: count)) })

    // One filter keystroke: with the `/` prompt open and empty, type `p` (it is in about
    // 40% of the titles and contents) and draw the narrowed list. Backspace restores the
    // whole list between iterations, outside the measurement. Registered only while
    // `KeyMaps.defaults.list` binds `/`; without it make bench reports "not available".
    if filterAvailable {
      Benchmark(
        "Filter \(size)",
        closure: { (benchmark: Benchmark, session: Session) in
          if session.counter > 0 {
            session.navigation.handle(.backspace)
            session.loop.render()
          }
          session.counter += 1
          benchmark.startMeasurement()
          session.navigation.handle(.character("p"))
          session.loop.render()
        },
        setup: { () throws -> Session in
          let session = try Session(path: Fixtures.store(count: count))
          session.navigation.handle(.character("/"))
          session.loop.render()
          return session
        })
    }

    // The durable changes, through the use cases (TodoUseCases) on a copy of the store:
    // each one is its own transaction, fsynced (synchronous=FULL) before it returns.
    Benchmark(
      "Add \(size)",
      closure: { benchmark, session in
        session.counter += 1
        do {
          blackHole(try session.useCases.add(TodoForm(title: "added \(session.counter)")))
        } catch { benchmark.error("\(error)") }
      },
      setup: { try Session(path: Fixtures.scratchCopy(count: count, label: "add")) },
      teardown: { Fixtures.removeStore(at: Fixtures.scratchPath(count: count, label: "add")) })

    Benchmark(
      "Edit \(size)",
      closure: { benchmark, session in
        session.counter += 1
        let form = TodoForm(title: "edited \(session.counter)", content: "new content")
        do {
          blackHole(try session.useCases.update(TodoID(count / 2), with: form))
        } catch { benchmark.error("\(error)") }
      },
      setup: { try Session(path: Fixtures.scratchCopy(count: count, label: "edit")) },
      teardown: { Fixtures.removeStore(at: Fixtures.scratchPath(count: count, label: "edit")) })

    Benchmark(
      "Toggle \(size)",
      closure: { benchmark, session in
        do {
          blackHole(try session.useCases.toggleDone(TodoID(count / 2)))
        } catch { benchmark.error("\(error)") }
      },
      setup: { try Session(path: Fixtures.scratchCopy(count: count, label: "toggle")) },
      teardown: { Fixtures.removeStore(at: Fixtures.scratchPath(count: count, label: "toggle")) })

    // Delete: an item is added first, outside the measurement, then deleted.
    Benchmark(
      "Delete \(size)",
      closure: { benchmark, session in
        do {
          let item = try session.useCases.add(TodoForm(title: "to delete"))
          benchmark.startMeasurement()
          blackHole(try session.useCases.delete(item.id))
        } catch { benchmark.error("\(error)") }
      },
      setup: { try Session(path: Fixtures.scratchCopy(count: count, label: "delete")) },
      teardown: { Fixtures.removeStore(at: Fixtures.scratchPath(count: count, label: "delete")) })

    // The same toggle as a person does it: `x` on the list, the interactor, the store, the
    // presenter, and the frame it causes.
    Benchmark(
      "ToggleKey \(size)",
      closure: { _, session in
        session.navigation.handle(.character("x"))
        session.loop.render()
      },
      setup: { try Session(path: Fixtures.scratchCopy(count: count, label: "togglekey")) },
      teardown: {
        Fixtures.removeStore(at: Fixtures.scratchPath(count: count, label: "togglekey"))
      })
  }

  // `todo import` of a 100k-item JSON file, as the command does it: decode the file, then
  // add every todo in one transaction to a new store (made before the measurement).
  let importCount = 100_000
  Benchmark(
    "ImportJSON \(label(importCount))",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
      timeUnits: .microseconds,
      warmupIterations: 1,
      maxDuration: .seconds(10),
      maxIterations: 5
    ),
    closure: { benchmark, data in
      let path = "\(Fixtures.folder)/scratch-import-\(getpid()).sqlite"
      Fixtures.removeStore(at: path)
      do {
        let store = try SQLiteTodoStore(path: path)
        benchmark.startMeasurement()
        let todos = try InterchangeFormat.json.decode(data)
        blackHole(try TodoUseCases(store: store, clock: SystemClock()).add(imported: todos))
        benchmark.stopMeasurement()
      } catch { benchmark.error("\(error)") }
      Fixtures.removeStore(at: path)
    },
    setup: {
      try FileManager.default.createDirectory(
        atPath: Fixtures.folder, withIntermediateDirectories: true)
      return try Fixtures.json(count: importCount)
    })
}
