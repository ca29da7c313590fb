// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dusk",
    products: [
        .executable(name: "dusk", targets: ["dusk"]),
    ],
    targets: [
        // The pure color model: colors, traits, dynamic colors, theme files. No terminal.
        .target(name: "ThemeKit"),
        // Command-line parsing and the headless commands (colors, check).
        .target(name: "DuskCLI", dependencies: ["ThemeKit"]),
        // Thin entry point.
        .executableTarget(name: "dusk", dependencies: ["DuskCLI"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit"], exclude: ["Fixtures"]),
        .testTarget(name: "DuskCLITests", dependencies: ["DuskCLI", "ThemeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
