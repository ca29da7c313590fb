import Formats
import Foundation
import TestSupport
import Testing
import ThemeModel

@testable import Screens

/// The built-in settings and labels screens are screen files (`Sources/Screens/BuiltinScreens`), compiled in as
/// a generated table so the screens need no reader of files and nothing is parsed before the first frame.
@Suite("Built-in screen files")
struct BuiltinScreenTableTests {
    static let root = packageRoot
    static let table = "Sources/Screens/BuiltinScreenTable.swift"

    static func parsed(_ name: String) throws -> ScreenSpec {
        let path = root + "/Sources/Screens/BuiltinScreens/\(name).json5"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try ScreenSpec.parse(text, path: "builtin:\(name)")
    }

    static func source(settings: ScreenSpec, labels: ScreenSpec) -> String {
        """
        // swift-format-ignore-file
        // Written by `scripts/record-goldens.sh` from Sources/Screens/BuiltinScreens: do not edit.
        import ThemeModel

        /// The built-in screens written in the screen-file vocabulary and drawn by `CustomScreen`, like a designer's
        /// own, decoded at build time.
        enum BuiltinScreenFiles {
            static let settings: ScreenSpec = \(SwiftLiteral.source(settings, indent: 4))

            static let labels: ScreenSpec = \(SwiftLiteral.source(labels, indent: 4))
        }

        """
    }

    /// `DUSK_RECORD=1 swift test --filter BuiltinScreenTable` (in `scripts/record-goldens.sh`) writes the table.
    @Test("the compiled-in screens are their files decoded, block for block, with every color's place")
    func tableIsTheFilesDecoded() throws {
        let settings = try Self.parsed("settings")
        let labels = try Self.parsed("labels")
        if getenv("DUSK_RECORD") != nil {
            try Self.source(settings: settings, labels: labels)
                .write(toFile: Self.root + "/" + Self.table, atomically: true, encoding: .utf8)
        }
        #expect(BuiltinScreenFiles.settings == settings, "\(Self.table) is stale; run scripts/record-goldens.sh")
        #expect(BuiltinScreenFiles.labels == labels, "\(Self.table) is stale; run scripts/record-goldens.sh")
    }

    @Test("the labels screen is its file drawn by the engine that draws a designer's own")
    func drawnByTheEngine() throws {
        let ios13 = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let labels = try Self.parsed("labels")
        let canvas = Screen.labels.render(theme: ios13, traits: .dark, size: Screen.defaultSize)
        let own = CustomScreen.render(labels, ScreenContext(theme: ios13, traits: .dark, size: Screen.defaultSize))
        #expect(canvas.cells == own.cells)
        #expect(BuiltinScreenFiles.settings.blocks.count == 6 && BuiltinScreenFiles.labels.blocks.count == 4)
    }
}
