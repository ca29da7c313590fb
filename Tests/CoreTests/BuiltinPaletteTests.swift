import Foundation
import Testing

@testable import Audit
@testable import ColorScience
@testable import Formats
@testable import ThemeModel

@Suite("Built-in iOS 13 palette")
struct BuiltinPaletteTests {
    @Test("all 288 reference values resolve exactly, from the compiled-in palette")
    func compiledInMatchesReference() throws {
        let reference = try TestFiles.reference()
        let theme = try BuiltinThemes.theme(named: "ios13")
        #expect(reference.count == 36)
        var checked = 0
        for (name, variants) in reference {
            for traits in Traits.all {
                let expected = try #require(variants[traits.variantKey])
                #expect(theme.resolve(name, traits)?.hexRGBA == expected, "\(name) \(traits.name)")
                #expect(theme.palette(for: traits)[name]?.hexRGBA == expected)
                checked += 1
            }
        }
        #expect(checked == 288)
    }

    @Test("themes/ios13.json loads as a file to the same 288 values")
    func shippedFileMatchesReference() throws {
        let reference = try TestFiles.reference()
        let theme = try ThemeLoader.load(TestFiles.root + "/themes/ios13.json")
        for (name, variants) in reference {
            for traits in Traits.all {
                #expect(theme.resolve(name, traits)?.hexRGBA == variants[traits.variantKey], "\(name) \(traits.name)")
            }
        }
    }

    /// `DUSK_RECORD=1 swift test --filter BuiltinPaletteTests` (in `scripts/embed-builtin-themes.sh`) writes the table.
    @Test("the compiled-in table is themes/ios13.json decoded: every color, variant and location, the same theme")
    func tableIsTheFileDecoded() throws {
        let parsed = try ThemeLoader.load(text: BuiltinThemes.ios13Source, path: BuiltinPalette.file)
        let source = BuiltinPalette.source(of: parsed)
        if getenv("DUSK_RECORD") != nil {
            let table = TestFiles.root + "/Sources/ThemeModel/BuiltinPaletteTable.swift"
            try source.write(toFile: table, atomically: true, encoding: .utf8)
        }
        let table = BuiltinPalette.theme()
        #expect(table.names == parsed.names, "stale table: run scripts/embed-builtin-themes.sh")
        for name in parsed.names {
            #expect(table[name] == parsed[name], "\(name): stale table: run scripts/embed-builtin-themes.sh")
        }
        #expect(table.name == parsed.name)
        #expect(table.statusBarStyle == parsed.statusBarStyle)
        #expect(table.declaredUsages == parsed.declaredUsages)
        #expect(table.materials == parsed.materials)
        #expect(table.backdrops == parsed.backdrops)
        #expect(table.lockedStyle == parsed.lockedStyle)
        #expect(parsed.notes.isEmpty && parsed.gradients.isEmpty)
        #expect(parsed.modes.isEmpty && parsed.declaredPairs.isEmpty)
        #expect(parsed.customScreens.isEmpty && parsed.images.isEmpty && parsed.systemNames.isEmpty)
        // What every theme inherits is that theme, built in.
        let builtIn = try BuiltinThemes.theme(named: "ios13")
        let expected = BuiltinThemes.builtIn(parsed)
        #expect(builtIn.names == expected.names && builtIn.systemNames == expected.systemNames)
        #expect(builtIn.names.allSatisfy { builtIn[$0] == expected[$0] })
    }

    @Test("the compiled-in source is byte-identical to themes/ios13.json (else run scripts/embed-builtin-themes.sh)")
    func embeddedSourceIsCurrent() throws {
        let file = try String(contentsOfFile: TestFiles.root + "/themes/ios13.json", encoding: .utf8)
        #expect(BuiltinThemes.source(named: "ios13") == file)
    }

    @Test func tintDefaultsToSystemBlue() throws {
        let theme = try BuiltinThemes.theme(named: "ios13")
        #expect(theme.resolve("tint", .light) == RGBA(hex: "#007AFF"))
        #expect(theme.resolve("tint", .dark) == RGBA(hex: "#0A84FF"))
        #expect(theme.statusBarStyle == .default)
    }

    @Test func dark_elevated_backgrounds_are_lighter_than_base() throws {
        let theme = try BuiltinThemes.theme(named: "ios13")
        #expect(theme.resolve("systemBackground", Traits(.dark, .base))?.hexRGB == "#000000")
        #expect(theme.resolve("systemBackground", Traits(.dark, .elevated))?.hexRGB == "#1C1C1E")
        #expect(theme.resolve("systemBackground", Traits(.light, .elevated))?.hexRGB == "#FFFFFF")
    }
}
