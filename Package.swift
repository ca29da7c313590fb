// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dusk",
    // Synchronization's Mutex and Atomic, and Swift 6's runtime, need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dusk", targets: ["dusk"]),
        .executable(name: "dusk-bench", targets: ["dusk-bench"]),
    ],
    targets: [
        // The one I/O boundary: reading files (regular files only, bounded), stat stamps,
        // atomic writes that clean up after themselves, checked standard output.
        .target(name: "CPlatform"),
        .target(name: "Platform", dependencies: ["CPlatform"]),
        // The C library's math for the core modules, the same header on Linux and macOS.
        .target(name: "CMath"),
        // Color science: RGBA, color spaces, compositing, OKLab, WCAG contrast, moving a color to a ratio.
        .target(name: "ColorScience", dependencies: ["CMath"]),
        // The theme model: traits, dynamic colors, themes, materials, screen specs, diagnostics, Apple's palette.
        .target(name: "ThemeModel", dependencies: ["ColorScience"]),
        // The pair model: what is drawn on what, from evidence (the theme's declarations, its format's own
        // semantics, the app's source, the screens), and the usage model behind `--guess`.
        .target(name: "Pairs", dependencies: ["ColorScience", "ThemeModel"]),
        // The syntaxes of the text and binary formats: text with a place on every character, JSON5, XML, a YAML
        // subset, CSS, bounds-checked binary reads, PPM pictures. Errors are diagnostics at a line and column.
        .target(name: "Syntax", dependencies: ["ColorScience", "ThemeModel"]),
        // Every palette format: a registry of readers (pure, given a file-access value) and the loader.
        .target(name: "Formats", dependencies: ["Platform", "ColorScience", "ThemeModel", "Syntax"]),
        // The app's own source read for what it draws: a scanner per language, each a pure function of a file's text.
        .target(name: "AppSource", dependencies: ["Platform", "ThemeModel", "Syntax", "Pairs"]),
        // The audit: contrast check, suggestions, fixer, derived variants, findings grouped by cause.
        .target(name: "Audit", dependencies: ["ColorScience", "ThemeModel", "Pairs"]),
        // Writing colors back into the files they came from: only the edited values' bytes change.
        .target(name: "Rewrite", dependencies: ["Platform", "ColorScience", "ThemeModel", "Syntax", "Formats"]),
        // The cell canvas, drawing, materials and the sample screens: pure functions of (theme, traits, size).
        // BuiltinScreens holds the screen files that BuiltinScreenTable.swift is generated from.
        .target(
            name: "Screens", dependencies: ["Platform", "ColorScience", "ThemeModel", "Pairs"],
            exclude: ["BuiltinScreens"]),
        // Terminal color encoding: color depths, quantizing, dithering, palette mapping, the SGR encoder.
        .target(name: "Encoding", dependencies: ["ColorScience", "ThemeModel", "Screens"]),
        // The cell grid as pixels: the bitmap cell font, block elements as rectangles, contact sheets, frames,
        // and PNG (its own deflate and CRCs).
        .target(name: "Raster", dependencies: ["ColorScience", "Screens"]),
        // Canvas to ANSI (24-bit, 256, 16), plain text, SVG, PNG and the review page.
        .target(
            name: "Export",
            dependencies: ["Platform", "ColorScience", "ThemeModel", "Audit", "Screens", "Encoding", "Raster"]),
        // Reads ANSI text back into cells, so tests assert what a person would see.
        .target(name: "ANSIReader", dependencies: ["ColorScience"]),
        // The live preview's state, keys and frame composition: pure, no terminal.
        .target(name: "Preview", dependencies: ["ColorScience", "ThemeModel", "Pairs", "Audit", "Screens"]),
        // The system ncurses with its wide-character API, with a shim for what Swift cannot import: `ncursesw`
        // on Linux (Debian's libncursesw5-dev), `ncurses` on macOS (the system's, wide characters included).
        // (No pkgConfig: SwiftPM would drop its -D flags with a warning; the shim defines what is needed.)
        .target(
            name: "CNcursesw",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        // Signal and crash handlers that give the terminal back (async-signal-safe C).
        .target(name: "CTerminalGuard"),
        // The ncurses front: colors, keys, event loop, live reload.
        .target(
            name: "Terminal",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Pairs", "Formats", "Audit", "Screens", "Encoding",
                "Preview", "CNcursesw", "CTerminalGuard",
            ]),
        // Command-line parsing and the headless commands (colors, check, export).
        .target(
            name: "DuskCLI",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Pairs", "Formats", "AppSource", "Audit", "Rewrite",
                "Screens", "Encoding", "Export", "Preview", "Terminal",
            ]),
        // Thin entry point. Release builds carry the Swift runtime inside (about 8 MB more on disk):
        // nothing to find and bind at start-up, which halves the time to the first frame.
        .executableTarget(
            name: "dusk", dependencies: ["DuskCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // Benchmarks: `swift run -c release dusk-bench`. Not a test.
        .target(name: "CPty", linkerSettings: [.linkedLibrary("util")]),
        .executableTarget(
            name: "dusk-bench",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Formats", "Audit", "Rewrite", "Screens", "Export", "Preview",
                "CPty",
            ]),
        // What dusk-bench compares start-up with: a Swift program that prints one line.
        .executableTarget(name: "dusk-bench-bare"),
        // What more than one test target needs (the property tests' generator).
        .target(name: "TestSupport", dependencies: ["ANSIReader"], path: "Tests/TestSupport"),
        // The system zlib, for tests only: an independent decoder of dusk's PNGs.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(
            name: "CoreTests",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Pairs", "Syntax", "Formats", "AppSource", "Audit",
                "Rewrite", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Pairs", "Syntax", "Formats", "Audit", "Screens",
                "TestSupport",
            ]),
        .testTarget(
            name: "ExportTests",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Formats", "Audit", "Screens", "Encoding", "Raster",
                "Export", "ANSIReader", "TestSupport", "CZlib",
            ], exclude: ["Snapshots"]),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["ColorScience", "ThemeModel", "Formats", "Audit", "Screens", "Preview"]),
        // Drives the real binary in tmux: build it first (`swift build`), as .ci/run does.
        .testTarget(
            name: "TerminalTests",
            dependencies: [
                "ColorScience", "ThemeModel", "Formats", "Audit", "Screens", "ANSIReader", "Terminal", "TestSupport",
            ]),
        .testTarget(
            name: "DuskCLITests",
            dependencies: [
                "Platform", "ColorScience", "ThemeModel", "Pairs", "Formats", "Audit", "Screens", "Export",
                "Preview", "Terminal", "DuskCLI", "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
