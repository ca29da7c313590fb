import Foundation
import Testing
@testable import ThemeKit

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
