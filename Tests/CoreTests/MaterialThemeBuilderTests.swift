import ColorScience
import Platform
import Testing

@testable import Audit
@testable import Formats
@testable import ThemeModel

/// Material Theme Builder's JSON export, in the shape the builder writes (own values, two roles).
@Suite("Material Theme Builder exports")
struct MaterialThemeBuilderTests {
    static let export = """
        {
          "description": "TYPE: CUSTOM\\nMaterial Theme Builder export",
          "seed": "#3A6B35",
          "coreColors": { "primary": "#3A6B35" },
          "extendedColors": [],
          "schemes": {
            "light": { "primary": "#386A20", "onPrimary": "#FFFFFF" },
            "light-medium-contrast": { "primary": "#1F4D0A", "onPrimary": "#FFFFFF" },
            "light-high-contrast": { "primary": "#0E2B00", "onPrimary": "#FFFFFF" },
            "dark": { "primary": "#9DD67F", "onPrimary": "#0C3900" },
            "dark-medium-contrast": { "primary": "#A1DA83", "onPrimary": "#061F00" },
            "dark-high-contrast": { "primary": "#F1FFE6", "onPrimary": "#000000" }
          },
          "palettes": { "primary": { "0": "#000000", "40": "#386A20", "100": "#FFFFFF" } }
        }
        """

    func load(mode: String? = nil) throws(ThemeError) -> Theme {
        try ThemeLoader.load(
            "material-theme.json", mode: mode, fileAccess: MemoryFiles(texts: ["material-theme.json": Self.export]))
    }

    @Test("light, dark and their high contrast come from the schemes of those names")
    func schemes() throws {
        let theme = try load()
        #expect(theme.ownColorNames == ["primary", "onPrimary"])
        let expected: [(Traits, String)] = [
            (.light, "#386A20"), (.dark, "#9DD67F"), (Traits(.light, .elevated), "#386A20"),
            (Traits(.light, .base, .high), "#0E2B00"), (Traits(.dark, .elevated, .high), "#F1FFE6"),
        ]
        for (traits, hex) in expected {
            #expect(theme.resolve("primary", traits) == RGBA(hex: hex), "\(traits.name)")
        }
        #expect(theme.resolve("onPrimary", .dark) == RGBA(hex: "#0C3900"))
        #expect(
            theme.notes.map(\.message) == [
                "not read: 1 tonal palettes (3 tones), 1 core color: what the schemes were made from; "
                    + "the schemes' roles are the colors"
            ])
        #expect(theme.modes.map(\.name) == ["light-medium-contrast", "dark-medium-contrast"])
        #expect(theme.modes.allSatisfy { !$0.shown })
    }

    @Test("--mode light-medium-contrast shows the medium-contrast schemes as light and dark")
    func mediumContrast() throws {
        let theme = try load(mode: "light-medium-contrast")
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#1F4D0A"))
        #expect(theme.resolve("primary", .dark) == RGBA(hex: "#A1DA83"))
        #expect(theme.resolve("primary", Traits(.dark, .base, .high)) == RGBA(hex: "#F1FFE6"))
        #expect(theme.modes.allSatisfy { $0.shown })
    }

    @Test("a role that is not a color is an error at its line and column")
    func badRole() {
        let text = Self.export.replacingAll(##""onPrimary": "#0C3900""##, ##""onPrimary": 7"##)
        do {
            _ = try ThemeLoader.load("m.json", fileAccess: MemoryFiles(texts: ["m.json": text]))
            Issue.record("expected an error")
        } catch {
            let message = error.diagnostics.map(\.description).joined(separator: "\n")
            let expected = "m.json:10:50: error: `onPrimary` in scheme `dark` must be a color"
            #expect(message.hasPrefix(expected), "\(message)")
        }
    }

    @Test("check pairs the roles as Material does: onPrimary on primary, primary as text on the surfaces, nothing else")
    func materialPairs() throws {
        let text = Self.export.replacingAll(
            ##""primary": "#386A20", "onPrimary": "#FFFFFF" }"##,
            ##""primary": "#386A20", "onPrimary": "#FFFFFF", "surface": "#F8FAF0", "onSurface": "#1A1C18" }"##)
        let theme = try ThemeLoader.load(
            "material-theme.json", fileAccess: MemoryFiles(texts: ["material-theme.json": text]))
        let audit = ContrastAudit(theme: theme, appearances: [.light], scope: .own)
        let pairs = Set(audit.pairs.map { "\($0.foreground) on \($0.background)" })
        #expect(pairs.contains("onPrimary on primary"))
        #expect(pairs.contains("onSurface on surface"))
        #expect(pairs.contains("primary on surface"))
        #expect(!pairs.contains("onPrimary on surface"), "an on role is text on its own role only")
        #expect(!pairs.contains { $0.hasPrefix("label on") }, "iOS text is not laid on Material roles")
        #expect(audit.pairs.first { $0.foreground == "primary" }?.role == .text, "text buttons and links: text")
    }
}
