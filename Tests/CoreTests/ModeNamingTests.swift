import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Where a mode's values belong when the files name it in the producing tool's own way.
@Suite("Modes as their tools name them: Figma's default mode, Android's app theme over its parent")
struct ModeNamingTests {
    /// A Figma native export's file for one mode, with the variable ids Figma writes in every mode's file.
    static func figma(_ mode: String, _ background: String, _ label: String) -> String {
        func token(_ id: String, _ hex: String) -> String {
            let c = RGBA(hex: hex)!
            let components = [c.r, c.g, c.b].map { "\(Double($0) / 255)" }.joined(separator: ", ")
            return """
                {"$type": "color",
                 "$value": {"colorSpace": "srgb", "components": [\(components)], "alpha": 1, "hex": "\(hex)"},
                 "$extensions": {"com.figma.variableId": "VariableID:12:\(id)", "com.figma.scopes": ["ALL_SCOPES"]}}
                """
        }
        return """
            {"Surface": {"Background": \(token("3", background)), "Label": \(token("4", label))},
             "$extensions": {"com.figma.modeName": "\(mode)"}}
            """
    }

    @Test("a collection of `White` and `Dark`: White is light, whichever file is opened, and the folder too")
    func figmaWhiteIsLight() throws {
        let files = MemoryFiles(texts: [
            "Colors/White.tokens.json": Self.figma("White", "#FFFFFF", "#1C1C1E"),
            "Colors/Dark.tokens.json": Self.figma("Dark", "#000000", "#F2F2F7"),
        ])
        for opened in ["Colors/White.tokens.json", "Colors/Dark.tokens.json", "Colors"] {
            let theme = try ThemeLoader.load(opened, fileAccess: files)
            #expect(theme.resolve("Surface.Background", .light)?.hexRGB == "#FFFFFF", "\(opened)")
            #expect(theme.resolve("Surface.Background", Traits(.dark))?.hexRGB == "#000000", "\(opened)")
            #expect(theme.resolve("Surface.Label", Traits(.dark))?.hexRGB == "#F2F2F7", "\(opened)")
        }
    }

    @Test("the app theme's night values are its own, named so; a parent without a night definition keeps its own")
    func androidAppThemeOverParent() throws {
        let files = MemoryFiles(texts: [
            "res/values/colors.xml": """
            <resources><color name="purple_500">#FF6200EE</color><color name="purple_200">#FFBB86FC</color>
            <color name="white">#FFFFFFFF</color><color name="black">#FF000000</color></resources>
            """,
            "res/values/themes.xml": """
            <resources>
              <style name="Base.Theme.Dusky" parent="Theme.MaterialComponents.DayNight.NoActionBar">
                <item name="colorPrimary">@color/purple_500</item>
                <item name="colorOnPrimary">@color/white</item>
              </style>
              <style name="Theme.Dusky" parent="Base.Theme.Dusky" />
            </resources>
            """,
            "res/values-night/themes.xml": """
            <resources>
              <style name="Theme.Dusky" parent="Base.Theme.Dusky">
                <item name="colorPrimary">@color/purple_200</item>
                <item name="colorOnPrimary">@color/black</item>
              </style>
            </resources>
            """,
        ])
        let theme = try ThemeLoader.load("res/values/colors.xml", fileAccess: files)
        #expect(theme.resolve("Theme.Dusky/colorPrimary", .light)?.hexRGB == "#6200EE")
        #expect(theme.resolve("Theme.Dusky/colorPrimary", Traits(.dark))?.hexRGB == "#BB86FC")
        #expect(theme.resolve("Theme.Dusky/colorOnPrimary", Traits(.dark))?.hexRGB == "#000000")
        // Android gives Base.Theme.Dusky no night definition: if it is shown, its night is its day.
        if theme["Base.Theme.Dusky/colorPrimary"] != nil {
            #expect(theme.resolve("Base.Theme.Dusky/colorPrimary", Traits(.dark))?.hexRGB == "#6200EE")
        }
    }
}
