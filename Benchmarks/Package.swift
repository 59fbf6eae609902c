// swift-tools-version:6.1
// The benchmark package for `todo`: kept apart from the root package so `make test` never
// builds it. `make bench` (root Makefile) runs it; see BENCHMARKS.md.
import PackageDescription

import struct Foundation.URL

// The root package is a path dependency, whose identity is its folder's name (`main` here,
// whatever a clone is called elsewhere).
let rootIdentity = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "TodoBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // package-benchmark finds benchmark targets by their folder: `Benchmarks/<Name>/`,
    // and this package's own folder is `Benchmarks`.
    .executableTarget(
      name: "TodoBenchmarks",
      dependencies: [
        .product(name: "TodoKit", package: rootIdentity),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "TodoBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
