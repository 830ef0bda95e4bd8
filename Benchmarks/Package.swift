// swift-tools-version:6.0
import PackageDescription

// Measures the engine's cost per scroll event: `swift run -c release --package-path Benchmarks`.
let package = Package(
    name: "RefreshKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "RefreshKit", path: "..")],
    targets: [
        .executableTarget(name: "RefreshKitBenchmarks", dependencies: [
            .product(name: "RefreshKit", package: "RefreshKit"),
            .product(name: "RefreshKitSimulator", package: "RefreshKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
