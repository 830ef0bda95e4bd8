// swift-tools-version: 5.9
// An app playground: open this folder in Xcode 15 or newer (File ▸ Open…, choose DemoApp.swiftpm) and run the
// "RefreshKit Demo" scheme on an iOS simulator. It uses RefreshKit from this repository (../..).
import PackageDescription
import AppleProductTypes

let package = Package(
    name: "RefreshKitDemoApp",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "RefreshKit Demo",
            targets: ["AppModule"],
            bundleIdentifier: "dev.refreshkit.demo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .arrowCircle),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft,
                                             .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
        ),
    ],
    dependencies: [.package(name: "RefreshKit", path: "../..")],
    targets: [
        .executableTarget(name: "AppModule", dependencies: [.product(name: "RefreshKit", package: "RefreshKit")], path: "."),
    ]
)
