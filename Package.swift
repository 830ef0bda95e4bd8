// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RefreshKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macCatalyst(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshKitSimulator", targets: ["RefreshKitSimulator"]),
        .executable(name: "RefreshKitDemo", targets: ["RefreshKitDemo"]),
    ],
    targets: [
        .target(name: "RefreshKit", resources: [.process("Resources")]),
        .target(name: "RefreshKitSimulator", dependencies: ["RefreshKit"]),
        .executableTarget(name: "RefreshKitDemo", dependencies: ["RefreshKit", "RefreshKitSimulator"], path: "Examples/TerminalDemo"),
        .testTarget(name: "RefreshKitTests", dependencies: ["RefreshKit", "RefreshKitSimulator"]),
    ],
    swiftLanguageModes: [.v6]
)
