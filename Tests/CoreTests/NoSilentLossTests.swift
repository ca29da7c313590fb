import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// The rule, format by format: every color a file holds is loaded or counted in a note of the skipped kind,
/// so `read + skipped` is every color written (counted by hand in each fixture), and each skipped note names
/// the colors it counts.
@Suite("No color lost in silence")
struct NoSilentLossTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var opened: String
        var files: [String: String]
        var read: Int
        var skipped: Int
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "CSS: a component rule, a var() of a property set elsewhere, color-mix(), a dark-only color",
            opened: "a.css",
            files: [
                "a.css": """
                :root { --brand: #5B3CC4; --ink: var(--gray-12); --mix: color-mix(in srgb, red 50%, blue);
                  --radius: 4px; }
                .dark { --brand: #9C8FE0; --glow: #FFFFFF; }
                .button { --button-bg: #FF9500; }
                """
            ], read: 1, skipped: 4),
        Case(
            label: "tokens: an alias out of the file, a gradient is no color",
            opened: "t.tokens.json",
            files: [
                "t.tokens.json": ##"""
                { "a": { "$type": "color", "$value": "#FFFFFF" }, "b": { "$value": "{other.file}" },
                  "c": { "$type": "dimension", "$value": "4px" } }
                """##
            ], read: 1, skipped: 1),
        Case(
            label: "asset catalog: a colorset of a macOS-only color",
            opened: "X.xcassets",
            files: [
                "X.xcassets/A.colorset/Contents.json": ##"""
                { "colors": [ { "color": { "color-space": "srgb", "components": { "red": "1.000", "green": "0.000",
                  "blue": "0.000", "alpha": "1.000" } }, "idiom": "universal" } ] }
                """##,
                "X.xcassets/B.colorset/Contents.json": ##"""
                { "colors": [ { "color": { "platform": "osx", "reference": "windowBackgroundColor" },
                  "idiom": "universal" } ] }
                """##,
            ], read: 1, skipped: 1),
        Case(
            label: "Android: an unknown framework color and a library's color",
            opened: "res/values/colors.xml",
            files: [
                "res/values/colors.xml": """
                <resources><color name="a">#FF6200EE</color><color name="b">@android:color/holo_blue_dark</color>
                <color name="c">@color/library_text</color></resources>
                """
            ], read: 1, skipped: 2),
    ]

    @Test("read and skipped add up to every color written", arguments: cases)
    func addsUp(_ c: Case) throws {
        let theme = try ThemeLoader.load(c.opened, fileAccess: MemoryFiles(texts: c.files))
        #expect(theme.coverage == Coverage(read: c.read, skipped: c.skipped), "\(theme.notes.map(\.message))")
        #expect(theme.ownColorNames.count == c.read)
        for note in theme.notes where note.skippedColorCount > 0 {
            #expect(note.message.contains("`"), "a skipped note names what it skipped: \(note.message)")
        }
    }
}
