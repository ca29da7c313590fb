import Pairs
import Testing

@testable import Audit
@testable import Formats
@testable import ThemeModel

@Suite("One usage model")
struct ColorUsageTests {
    @Test("the name's telling word decides, else how the color flips; no use found is no use")
    func guesses() throws {
        let theme = try ThemeLoader.load(
            text: """
                { "colors": { "backgroundText": "#333333", "brandBackground": "#FFF8EE", "dividerColor": "#DDDDDD",
                  "errorRed": "#E5484D", "cream": "#FFF8EE", "espresso": "#3B2A20", "scrim": "#00000066" },
                  "roles": { "espresso": "largeText" } }
                """, path: "t.json")
        let expected: [String: ColorUsage] = [
            "backgroundText": .text, "brandBackground": .background, "dividerColor": .separator,
            "espresso": .largeText, "scrim": .decorative, "label": .text, "tint": .accent,
            "quaternaryLabel": .decorative, "systemFill": .fill,
        ]
        let model = theme.usageModel
        for (name, usage) in expected {
            #expect(model.usage(of: name) == usage, "\(name)")
        }
        // A name that says nothing and a color that does not flip: not judged, and said so.
        for name in ["errorRed", "cream"] {
            #expect(model.usage(of: name) == nil, "\(name)")
            #expect(model.use(of: name).sentence == "not judged: no use found; declare it in `roles`")
        }
    }

    @Test("surface levels and names that say their style")
    func levelsAndFixedNames() {
        #expect(ColorUsage.surfaceLevel("secondarySystemGroupedBackground") == 1)
        #expect(ColorUsage.surfaceLevel("surface3") == 2)
        #expect(ColorUsage.surfaceLevel("cardBackground") == 0)
        #expect(ColorUsage.isStyleFixed("lightText") && ColorUsage.isStyleFixed("onDarkLabel"))
        #expect(!ColorUsage.isStyleFixed("highlight"))
    }
}

@Suite("Name words")
struct NameWordsTests {
    @Test("the byte split of ASCII names gives the same words as the character split")
    func asciiSplitAgrees() {
        var names = [
            "brandBackgroundColor", "bg-primary", "gray600", "surface2", "HTMLText", "label_secondary",
            "Colors.Brand.Blue-500", "x", "", "--", "a1b2C3", "ColorColors", "textOnAccent", "c123Tint",
        ]
        // Every short string over a small alphabet of letters, digits and separators.
        let alphabet = ["a", "B", "c", "1", "2", "-", ".", "_", " "]
        for a in alphabet { for b in alphabet { for c in alphabet { names.append(a + b + c) } } }
        for name in names {
            #expect(NameWords.splitASCII(name) == NameWords.splitCharacters(name), "\(name)")
        }
        #expect(NameWords.splitASCII("café") == nil)
    }
}

@Suite("What fix could not fix, in a few lines")
struct UnfixableSummaryTests {
    @Test("the reasons with the most pairs first, at most twelve, then one line counting the rest")
    func capped() {
        var fix = PaletteFix()
        for i in 0..<20 {
            for _ in 0..<(i == 19 ? 5 : 1) {
                fix.unfixable.append(
                    PaletteFix.Unfixable(
                        foreground: "t\(i)", background: "b", traits: .light, ratio: 2, target: 4.5,
                        reason: "reason \(i)"))
            }
        }
        let lines = fix.unfixableSummary
        #expect(lines.count == PaletteFix.summaryLimit + 1)
        #expect(lines[0].hasPrefix("reason 19 (5 pairs"), "the reason with the most pairs leads: \(lines[0])")
        #expect(lines.last == "8 more reasons (8 pairs); `dusk fix --json` lists every pair")
    }
}
