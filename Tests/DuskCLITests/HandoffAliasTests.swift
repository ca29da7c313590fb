import ColorScience
import Formats
import Foundation
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI
@testable import Export

/// A designer's alias (`"tint": "{brandPlum}"`) reaches engineers as a link wherever the format can hold
/// one, so changing brandPlum later changes the tint too.
@Suite("Hand-off: an alias is exported as a reference")
struct HandoffAliasTests {
    /// The tint and `link` alias brandPlum whole; accentText only in light; cardBackground aliases a system
    /// color (not exported, so a value).
    static let marigold = """
        { "name": "Marigold", "tint": "{brandPlum}",
          "colors": {
            "brandPlum": { "light": "#5B3CC4", "dark": "#9C86F0", "darkElevated": "#A995F5" },
            "brandText": { "light": "#1C1530", "dark": "#F2EEFF" },
            "link": "{tint}",
            "accentText": { "light": "{brandPlum}", "dark": "#FFFFFF" },
            "cardBackground": { "light": "{systemBackground}", "dark": "#1A1626" }
          } }
        """

    func theme(_ text: String = HandoffAliasTests.marigold) throws -> Theme {
        try ThemeLoader.load(text: text, path: "marigold.json")
    }

    func text(_ format: HandoffFormat, _ theme: Theme, file: Int = 0) throws -> String {
        String(decoding: try format.output(for: theme).files[file].bytes, as: UTF8.self)
    }

    @Test("Swift: a whole alias is the other color itself; an alias in some appearances resolves it there")
    func swift() throws {
        let swift = try text(.swift, try theme())
        #expect(swift.contains("        public static let tint = brandPlum\n"), "\(swift)")
        #expect(swift.contains("        public static let link = tint\n"))
        // The SwiftUI half keeps the same links.
        let swiftUI = try #require(swift.components(separatedBy: "extension Color {").last)
        #expect(swiftUI.contains("public static let tint = brandPlum\n"))
        #expect(swiftUI.contains("public static let brandPlum = Color(UIColor.Marigold.brandPlum)\n"))
        #expect(
            swift.contains(
                """
                        public static let accentText = UIColor { traits in
                            if traits.userInterfaceStyle == .dark {
                                return _rgba(0xFFFFFFFF)
                            }
                            return brandPlum.resolvedColor(with: traits)
                        }
                """), "\(swift)")
        #expect(swift.contains("/// tint: brandPlum (light #5B3CC4, dark #9C86F0, dark elevated #A995F5)"))
        #expect(swift.contains("/// accentText: light #5B3CC4, dark #FFFFFF; brandPlum in every light appearance"))
        // A system color the theme does not override stays a value: it is not in the file to refer to.
        #expect(!swift.contains("systemBackground"))
    }

    @Test("CSS: var() of the other property, declared again on .elevated where a browser needs it")
    func css() throws {
        let css = try text(.css, try theme())
        #expect(css.contains("  --tint: var(--brand-plum);  /* dusk: \"tint\" */\n"), "\(css)")
        #expect(css.contains("  --link: var(--tint);  /* dusk: \"link\" */\n"))
        #expect(css.contains("  --accent-text: var(--brand-plum);  /* dusk: \"accentText\" */\n"))
        // An elevated element inherits :root's computed --tint (brandPlum at the base level), so where brandPlum
        // is elevated differently, the link is declared there too.
        #expect(
            css.contains(
                """
                .dark .elevated {
                  --brand-plum: #a995f5;
                  --link: var(--tint);
                  --tint: var(--brand-plum);
                }

                @media (prefers-color-scheme: dark) {
                  :root:not(.light) .elevated {
                    --brand-plum: #a995f5;
                    --link: var(--tint);
                    --tint: var(--brand-plum);
                  }
                }
                """), "\(css)")
    }

    @Test(
        "CSS: what a browser computes (var() on :root inherited as a value) is dusk's color, for every theme",
        arguments: ["marigold", "trap", "order", "juniper", "vip", "sunny", "every"])
    func cssAsABrowserComputesIt(label: String) throws {
        let theme: Theme
        switch label {
        case "marigold": theme = try self.theme()
        case "every": theme = try ThemeLoader.load(text: HandoffTests.everyAppearance, path: "every.json")
        case "trap":
            // `trap` is plum on :root, and elevated it is plum's base value: the inherited var() would give
            // that in a browser, but plum's elevated value to a reader that follows the alias there.
            theme = try self.theme(
                """
                { "colors": {
                    "plum": { "light": "#111111", "lightElevated": "#222222", "dark": "#333333" },
                    "whole": "{plum}",
                    "trap": { "light": "{plum}", "lightElevated": "#111111", "dark": "{plum}" } } }
                """)
        case "order":
            // High contrast the same in light and dark, dark apart: a block of the system's dark (more specific) must
            // not win over the light high-contrast block that comes after it in the cascade.
            theme = try self.theme(
                """
                { "colors": {
                    "x": { "light": "#111111", "dark": "#222222", "lightHighContrast": "#333333",
                           "darkHighContrast": "#333333" },
                    "y": { "light": "#111111", "dark": "#222222", "lightElevated": "#444444", "darkElevated": "#555555",
                           "lightElevatedHighContrast": "#666666", "darkElevatedHighContrast": "#666666" } } }
                """)
        default: theme = try ThemeLoader.load(packageRoot + "/themes/\(label).json")
        }
        let output = try HandoffFormat.css.output(for: theme)
        let css = String(decoding: output.files[0].bytes, as: UTF8.self)
        let sheet = try BrowserModel(css)
        let dir = try scratchDirectory([output.files[0].path: css])
        let back = try ThemeLoader.load(dir + "/" + output.files[0].path)
        let names = try CSSWriter.names(HandoffPalette(theme))
        for (color, property) in zip(HandoffPalette(theme).colors, names) {
            for t in Traits.all {
                #expect(sheet.value(property, t) == color.value(t), "\(color.name) \(t.name): browser")
                #expect(
                    readBack(back, [String(property.dropFirst(2)), color.name], t) == color.value(t),
                    "\(color.name) \(t.name): dusk")
            }
        }
        if label == "trap" {
            #expect(css.contains(".elevated {\n  --plum: #222222;\n  --whole: var(--plum);\n  --trap: #111111;\n}"))
        }
    }

    @Test("tokens: an alias token in each appearance where the theme has the alias, a value elsewhere")
    func tokens() throws {
        let output = try HandoffFormat.tokens.output(for: try theme())
        func token(_ name: String, _ appearance: String) throws -> [String: Any] {
            let file = try #require(output.files.first { $0.path == "Marigold.\(appearance).tokens.json" })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            let group = try #require(object["color"] as? [String: Any])
            return try #require(group[name] as? [String: Any], "\(name) in \(appearance)")
        }
        for appearance in Traits.allNames {
            #expect(try token("tint", appearance)["$value"] as? String == "{color.brandPlum}", "\(appearance)")
            #expect(try token("link", appearance)["$value"] as? String == "{color.tint}", "\(appearance)")
        }
        #expect(try token("accentText", "light")["$value"] as? String == "{color.brandPlum}")
        #expect(try token("accentText", "light-elevated-high-contrast")["$value"] as? String == "{color.brandPlum}")
        let dark = try #require(try token("accentText", "dark")["$value"] as? [String: Any])
        #expect(dark["hex"] as? String == "#ffffff")
        #expect(try token("cardBackground", "light")["$value"] is [String: Any], "a system color stays a value")
    }

    @Test("Android: @color/ references in the file of each style where the theme has the alias")
    func android() throws {
        let theme = try theme()
        let light = try text(.android, theme, file: 0)
        let night = try text(.android, theme, file: 1)
        for file in [light, night] {
            #expect(file.contains("    <color name=\"tint\">@color/brand_plum</color>\n"), "\(file)")
            #expect(file.contains("    <color name=\"link\">@color/tint</color>\n"))
        }
        #expect(light.contains("<color name=\"accent_text\">@color/brand_plum</color>"))
        #expect(night.contains("<color name=\"accent_text\">#FFFFFFFF</color>"))
    }

    @Test("asset catalogs cannot refer one colorset to another: a copy, and a note naming each")
    func catalog() throws {
        let dir = try scratchDirectory(["marigold.json": HandoffAliasTests.marigold])
        let out = DuskCLI.run(["export", dir + "/marigold.json", "--format", "xcassets", "--out", dir])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(
            out.stderr.contains(
                """
                note: a colorset cannot refer to another; wrote these aliases with the values of the color they \
                alias: accentText (of brandPlum), link (of tint), tint (of brandPlum) (the swift, css, tokens and \
                android exports keep the link)
                """), "\(out.stderr)")
        let back = try ThemeLoader.load(dir + "/Marigold.xcassets")
        for t in Traits.all where t.level == .base {
            #expect(back.resolve("tint", t) == back.resolve("brandPlum", t), "\(t.name)")
        }
        // No alias, no note.
        let plain = DuskCLI.run(["export", packageRoot + "/themes/sunny.json", "--format", "xcassets", "--out", dir])
        #expect(plain.exitCode == 0 && !plain.stderr.contains("cannot refer"), "\(plain.stderr)")
    }
}

/// The value `back` (an export read back) gives the first of `names` it has: the name the format's
/// identifier makes, then the dusk name, which a reader may give back from the file's comments or extensions.
func readBack(_ back: Theme, _ names: [String], _ t: Traits) -> RGBA? {
    for name in names { if let value = back.resolve(name, t) { return value } }
    return nil
}

/// How a browser computes the custom properties `dusk export --format css` writes, on a page whose `<html>` has
/// the class `dark`, `light` or neither, with the system's color scheme and contrast preference: on the root, the
/// matching declaration of the highest specificity, the last of those, a `var()` taking the other property there;
/// inside `.elevated`, the same among the rules for it, with `var()` taken there, else the root's computed value,
/// inherited.
struct BrowserModel {
    struct Rule {
        var elevated: Bool
        /// What the selector asks of `<html>`'s class: `dark`, not `light`, or nothing.
        var needsDark: Bool
        var needsNotLight: Bool
        var dark: Bool
        var more: Bool
        var specificity: Int
        var declarations: [String: String]
    }

    /// A page: the class on `<html>` ("dark", "light" or ""), and what the system prefers.
    struct Page {
        var htmlClass: String
        var systemDark: Bool
        var more: Bool
    }

    var rules: [Rule] = []
    static let selectors: [String: (elevated: Bool, needsDark: Bool, needsNotLight: Bool, specificity: Int)] = [
        ":root": (false, false, false, 1), ".dark": (false, true, false, 1),
        ":root:not(.light)": (false, false, true, 2),
        ".elevated": (true, false, false, 1), ".dark .elevated": (true, true, false, 2),
        ":root:not(.light) .elevated": (true, false, true, 3),
    ]

    init(_ css: String) throws {
        var media: (dark: Bool, more: Bool) = (false, false)
        var current: Rule?
        for raw in css.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@media") {
                media = (line.contains("prefers-color-scheme: dark"), line.contains("prefers-contrast: more"))
            } else if line.hasSuffix(" {") {
                let selector = String(line.dropLast(2))
                let known = try #require(Self.selectors[selector], "a selector the model knows: \(selector)")
                current = Rule(
                    elevated: known.elevated, needsDark: known.needsDark, needsNotLight: known.needsNotLight,
                    dark: media.dark, more: media.more, specificity: known.specificity, declarations: [:])
            } else if line == "}" {
                if let rule = current { rules.append(rule) } else { media = (false, false) }
                current = nil
            } else if line.hasPrefix("--"), let colon = line.firstIndex(of: ":"), let end = line.firstIndex(of: ";") {
                let value = line[line.index(after: colon)..<end].trimmingCharacters(in: .whitespaces)
                current?.declarations[String(line[..<colon])] = value
            }
        }
        try #require(rules.first.map { !$0.elevated && !$0.dark && !$0.more && !$0.needsDark } == true)
    }

    /// The value in appearance `t` on each page that shows it: its class chosen against the system's preference,
    /// the system's preference alone, and both agreeing; nil unless all three agree.
    func value(_ property: String, _ t: Traits) -> RGBA? {
        let dark = t.style == .dark
        let more = t.contrast == .high
        let pages = [
            Page(htmlClass: dark ? "dark" : "light", systemDark: !dark, more: more),
            Page(htmlClass: "", systemDark: dark, more: more),
            Page(htmlClass: dark ? "dark" : "light", systemDark: dark, more: more),
        ]
        let values = pages.map { value(property, elevated: t.level == .elevated, on: $0) }
        return Set(values).count == 1 ? values[0] : nil
    }

    func value(_ property: String, elevated: Bool, on page: Page) -> RGBA? {
        func applies(_ r: Rule) -> Bool {
            (!r.dark || page.systemDark) && (!r.more || page.more) && (!r.needsDark || page.htmlClass == "dark")
                && (!r.needsNotLight || page.htmlClass != "light")
        }
        func computed(_ property: String, elevated: Bool, depth: Int) -> RGBA? {
            guard depth < 100 else { return nil }
            // The cascade: the highest specificity, then the last in the file.
            let declared = rules.enumerated().filter { _, r in
                r.elevated == elevated && applies(r) && r.declarations[property] != nil
            }.max { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            guard let text = declared?.element.declarations[property] else {
                return elevated ? computed(property, elevated: false, depth: depth + 1) : nil
            }
            if text.hasPrefix("var("), text.hasSuffix(")") {
                return computed(String(text.dropFirst(4).dropLast()), elevated: elevated, depth: depth + 1)
            }
            return RGBA(hex: text)
        }
        return computed(property, elevated: elevated, depth: 0)
    }
}
