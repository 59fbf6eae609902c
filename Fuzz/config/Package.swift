// swift-tools-version:6.0
import PackageDescription

// The config fuzz target (SPEC §20; Scripts/fuzz builds it): the configuration reader over
// TOMLKit, whose toml++ is C++, which swiftc alone cannot build. So SwiftPM builds it, from the
// project's own TodoCore and TodoConfig (linked here, not copied) and TOMLKit as the project
// pins it, every target instrumented (`-sanitize=fuzzer,address`, toml++ with
// `-fsanitize=fuzzer-no-link,address`). A package of its own, so nothing else of the project's
// (GRDB, NIO) is resolved or rebuilt with sanitizers.
let package = Package(
  name: "config-fuzz",
  products: [.executable(name: "fuzzer", targets: ["ConfigFuzz"])],
  dependencies: [
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0")
  ],
  targets: [
    .target(name: "TodoCore", path: "Sources/TodoCore"),
    .target(
      name: "TodoConfig",
      dependencies: ["TodoCore", .product(name: "TOMLKit", package: "TOMLKit")],
      path: "Sources/TodoConfig"),
    // libFuzzer's driver, declared for Swift (libFuzzer itself is linked by -sanitize=fuzzer).
    .systemLibrary(name: "LibFuzzerDriver", path: "Driver"),
    .executableTarget(
      name: "ConfigFuzz", dependencies: ["TodoConfig", "LibFuzzerDriver"], path: ".",
      exclude: ["Sources", "Driver", "corpus", "dict"], sources: ["ConfigFuzz.swift"]),
  ],
  swiftLanguageModes: [.v6]
)
