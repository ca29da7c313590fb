// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dusk",
    products: [
        .executable(name: "dusk", targets: ["dusk"]),
        .executable(name: "dusk-bench", targets: ["dusk-bench"]),
    ],
    targets: [
        // The pure color model: colors, traits, dynamic colors, theme files. No terminal.
        .target(name: "ThemeKit"),
        // The cell canvas, drawing, materials and the sample screens: pure functions of (theme, traits, size).
        .target(name: "Screens", dependencies: ["ThemeKit"]),
        // Canvas to ANSI (24-bit, 256, 16), plain text and SVG.
        .target(name: "Export", dependencies: ["Screens"]),
        // Reads ANSI text back into cells, so tests assert what a person would see.
        .target(name: "ANSIReader", dependencies: ["ThemeKit"]),
        // Command-line parsing and the headless commands (colors, check, export).
        .target(name: "DuskCLI", dependencies: ["ThemeKit", "Screens", "Export"]),
        // Thin entry point.
        .executableTarget(name: "dusk", dependencies: ["DuskCLI"]),
        // Benchmarks: `swift run -c release dusk-bench`. Not a test.
        .executableTarget(name: "dusk-bench", dependencies: ["ThemeKit", "Screens", "Export"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit"], exclude: ["Fixtures"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Export", "ThemeKit", "ANSIReader"]),
        .testTarget(name: "ExportTests", dependencies: ["Screens", "Export", "ThemeKit", "ANSIReader"]),
        .testTarget(name: "DuskCLITests", dependencies: ["DuskCLI", "ThemeKit", "Screens", "Export"]),
    ],
    swiftLanguageModes: [.v6]
)
