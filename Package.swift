// swift-tools-version:6.0
import PackageDescription

// Targets are the layers, so the compiler enforces which may use which:
//   TodoCore      the model and its rules: entities, use cases, interchange (Foundation only)
//   TodoStorage   the SQLite store on GRDB (Core)
//   TodoTerminal  keys, input decoding, the screen buffer and the two drivers; the only
//                 importer of curses (CNcursesw, CWidth)
//   TodoUI        navigation, widgets and the VIPER modules (Core, Terminal, Config; no GRDB)
//   TodoConfig    the configuration file, read with TOMLKit and checked whole (over TodoCore)
//   TodoSync      CalDAV sync: the client over AsyncHTTPClient (XML through FoundationXML) and
//                 the engine that merges with the store (Core)
//   todo          the command line and composition root (all of the above but TodoSync)
//   todo-sync     the sync program `todo sync` and the app run (Core, Storage, Config, Sync)
let package = Package(
  name: "todo",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "todo", targets: ["todo"]),
    .executable(name: "todo-sync", targets: ["todo-sync"]),
    .library(name: "TodoKit", targets: ["TodoCore", "TodoStorage", "TodoTerminal", "TodoUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      path: "Sources/CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "CWidth"),
    .target(name: "TodoCore"),
    .target(
      name: "TodoStorage",
      dependencies: [
        "TodoCore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    .target(name: "TodoTerminal", dependencies: ["CNcursesw", "CWidth"]),
    .target(name: "TodoUI", dependencies: ["TodoCore", "TodoTerminal", "TodoConfig"]),
    .target(
      name: "TodoConfig",
      dependencies: ["TodoCore", .product(name: "TOMLKit", package: "TOMLKit")]),
    .target(
      name: "TodoSync",
      dependencies: [
        "TodoCore",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        // Already AsyncHTTPClient's own: named to tell its errors apart.
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    .executableTarget(
      name: "todo",
      dependencies: [
        "TodoCore", "TodoStorage", "TodoTerminal", "TodoUI", "TodoConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The network half, a program of its own: `todo sync` and the app run it, so they link
    // none of the HTTP, TLS and XML code (the app starts and holds memory as without sync).
    .executableTarget(
      name: "todo-sync",
      dependencies: ["TodoCore", "TodoStorage", "TodoConfig", "TodoSync"]
    ),
    // Test support that needs none of the app, for every test target, those that run the
    // binaries included: child processes started with posix_spawn (Foundation's Process
    // crashes now and then on Linux), loopback ports, scratch folders, seeded random numbers.
    .target(name: "CSpawn", path: "Tests/CSpawn"),
    .target(name: "TestSupport", dependencies: ["CSpawn"], path: "Tests/TestSupport"),
    // The test kit: the app's libraries in a test's hands (fixtures, stores that count or
    // fail, a mock of every role of every module, the headless app). Apart from TestSupport so
    // the tests of the binaries link no UI. A plain target, not a test target, so it builds in
    // every configuration and with either build system: it sees the libraries' public API
    // only (no @testable import) and shares its own as `package`.
    .target(
      name: "TodoTestKit",
      dependencies: ["TodoCore", "TodoStorage", "TodoTerminal", "TodoUI"],
      path: "Tests/TestKit"),
    .testTarget(
      name: "TodoKitTests",
      dependencies: [
        "TodoCore", "TodoStorage", "TodoTerminal", "TodoUI", "TodoConfig", "TestSupport",
        "TodoTestKit",
      ]),
    .testTarget(
      name: "ScreenTests",
      dependencies: ["TodoCore", "TodoStorage", "TodoTerminal", "TodoUI", "TodoConfig"],
      exclude: ["Scripts"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["TodoCore", "TodoStorage", "TodoTerminal", "TestSupport"]
    ),
    // The CalDAV client against real servers (Radicale, xandikos) started on loopback.
    .testTarget(
      name: "SyncTests",
      dependencies: ["TodoCore", "TodoStorage", "TodoConfig", "TodoSync", "TestSupport"],
      exclude: ["Scripts"]),
    .testTarget(
      name: "DataSafetyTests",
      dependencies: ["TodoCore", "TodoStorage", "TodoTerminal", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
