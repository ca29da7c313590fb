// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dusk",
    products: [
        .executable(name: "dusk", targets: ["dusk"]),
        .executable(name: "dusk-bench", targets: ["dusk-bench"]),
    ],
    targets: [
        // The one I/O boundary: reading files (regular files only, bounded), stat stamps,
        // atomic writes that clean up after themselves, checked standard output.
        .target(name: "CPlatform"),
        .target(name: "Platform", dependencies: ["CPlatform"]),
        // The pure color model: colors, traits, dynamic colors, theme files. No terminal.
        .target(name: "ThemeKit", dependencies: ["Platform"]),
        // The cell canvas, drawing, materials and the sample screens: pure functions of (theme, traits, size).
        .target(name: "Screens", dependencies: ["ThemeKit", "Platform"]),
        // Canvas to ANSI (24-bit, 256, 16), plain text and SVG.
        .target(name: "Export", dependencies: ["Screens", "Platform"]),
        // Reads ANSI text back into cells, so tests assert what a person would see.
        .target(name: "ANSIReader", dependencies: ["ThemeKit"]),
        // The live preview's state, keys and frame composition: pure, no terminal.
        .target(name: "Preview", dependencies: ["ThemeKit", "Screens"]),
        // The system ncursesw, with a shim for what Swift cannot import.
        // (No pkgConfig: SwiftPM would drop its -D flags with a warning; the shim defines what is needed.)
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // Signal and crash handlers that give the terminal back (async-signal-safe C).
        .target(name: "CTerminalGuard"),
        // The ncurses front: colors, keys, event loop, live reload.
        .target(name: "Terminal", dependencies: ["CNcursesw", "CTerminalGuard", "Platform", "ThemeKit", "Screens", "Preview"]),
        // Command-line parsing and the headless commands (colors, check, export).
        .target(name: "DuskCLI", dependencies: ["Platform", "ThemeKit", "Screens", "Export", "Preview", "Terminal"]),
        // Thin entry point. Release builds carry the Swift runtime inside (about 8 MB more on disk):
        // nothing to find and bind at start-up, which halves the time to the first frame.
        .executableTarget(
            name: "dusk", dependencies: ["DuskCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // Benchmarks: `swift run -c release dusk-bench`. Not a test.
        .target(name: "CPty", linkerSettings: [.linkedLibrary("util")]),
        .executableTarget(name: "dusk-bench", dependencies: ["ThemeKit", "Screens", "Export", "CPty"]),
        // What dusk-bench compares start-up with: a Swift program that prints one line.
        .executableTarget(name: "dusk-bench-bare"),
        // What more than one test target needs (the property tests' generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Export", "ThemeKit", "ANSIReader", "TestSupport"]),
        .testTarget(name: "ExportTests", dependencies: ["Screens", "Export", "ThemeKit", "ANSIReader", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Screens", "ThemeKit", "TestSupport"]),
        // Drives the real binary in tmux: build it first (`swift build`), as .ci/run does.
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Platform", "ThemeKit", "Screens", "Export", "ANSIReader", "TestSupport"]),
        .testTarget(
            name: "DuskCLITests",
            dependencies: ["DuskCLI", "ThemeKit", "Screens", "Export", "Preview", "Terminal", "Platform", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
