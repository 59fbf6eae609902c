// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "todo",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "todo", targets: ["todo"]),
    .library(name: "TodoKit", targets: ["TodoKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      path: "Sources/CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "CWidth"),
    .target(
      name: "TodoKit",
      dependencies: [
        "CNcursesw",
        "CWidth",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    .executableTarget(
      name: "todo",
      dependencies: [
        "TodoKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Test support: starting child processes with posix_spawn (Foundation's Process crashes
    // now and then on Linux). Only test targets depend on it.
    .target(name: "CSpawn", path: "Tests/CSpawn"),
    .target(name: "TestSupport", dependencies: ["CSpawn"], path: "Tests/TestSupport"),
    .testTarget(name: "TodoKitTests", dependencies: ["TodoKit", "TestSupport"]),
    .testTarget(name: "ScreenTests", dependencies: ["TodoKit"], exclude: ["Scripts"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TodoKit", "TestSupport"]),
    .testTarget(name: "DataSafetyTests", dependencies: ["TodoKit", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
