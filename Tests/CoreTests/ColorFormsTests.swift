import Foundation
import Testing

@testable import ColorScience
@testable import Formats
@testable import ThemeModel

@Suite("Hex digits: one reader for every format")
struct HexDigitsTests {
    @Test(
        "CSS's alpha last, Android's alpha first, base16's six digits, a catalog's 0xDE",
        arguments: [
            ("5B3CC4", false, "#5B3CC4FF"), ("5B3CC480", false, "#5B3CC480"), ("80FF0000", true, "#FF000080"),
            ("8F00", true, "#FF000088"), ("abc", false, "#AABBCCFF"), ("5B3CC", false, nil), ("5B3CC4G0", false, nil),
            ("5B3CC4801", false, nil), ("", false, nil),
        ] as [(String, Bool, String?)])
    func digits(_ text: String, alphaFirst: Bool, expected: String?) {
        #expect(RGBA(hexDigits: text, alphaFirst: alphaFirst)?.hexRGBA == expected)
    }

    @Test("a component's hex number")
    func numbers() {
        #expect(RGBA.hexNumber("DE") == 222)
        #expect(RGBA.hexNumber("de") == 222)
        #expect(RGBA.hexNumber("") == nil)
        #expect(RGBA.hexNumber("G1") == nil)
        #expect(RGBA.hexNumber("123456789") == nil)
    }
}

@Suite("CSS colors wherever a color is accepted")
struct CSSColorTests {
    static func hex(_ text: String) -> String? {
        guard case .success(let p) = CSSColor.parse(text) else { return nil }
        return p.color.hexRGBA
    }

    @Test(
        "every CSS Color 4 form gives the spec's value",
        arguments: [
            ("#0a84ff", "#0A84FFFF"), ("#fc08", "#FFCC0088"),
            ("rgb(255 0 0)", "#FF0000FF"), ("rgba(0, 128, 255, 0.5)", "#0080FF80"),
            ("rgb(100% 50% 0% / 25%)", "#FF800040"),
            ("hsl(120deg 100% 25%)", "#008000FF"), ("hsla(240, 100%, 50%, .5)", "#0000FF80"),
            ("hsl(0.5turn 100% 50%)", "#00FFFFFF"),
            ("hwb(200 10% 20%)", "#1A90CCFF"), ("hwb(0 60% 60%)", "#808080FF"),
            // CSS Color 4's own example: one color written four ways.
            ("lab(29.2345% 39.3825 20.0664)", "#7D2329FF"), ("lch(29.2345% 44.2 27)", "#7D2329FF"),
            ("oklch(40.101% 0.12332 21.555)", "#7D2329FF"), ("oklab(40.101% 0.1147 0.0453)", "#7D2329FF"),
            ("color(srgb 1 0.5 0)", "#FF8000FF"), ("color(srgb-linear 0.21586 0.21586 0.21586 / 50%)", "#80808080"),
            ("color(rec2020 0.5 0.5 0.5)", "#8B8B8BFF"), ("color(xyz-d65 0.9505 1 1.089)", "#FFFFFFFF"),
            ("color(xyz-d50 0.9642 1 0.8249)", "#FFFFFFFF"),
            ("color(prophoto-rgb 1 1 1)", "#FFFFFFFF"), ("color(a98-rgb 1 1 1)", "#FFFFFFFF"),
            ("rebeccapurple", "#663399FF"), ("Transparent", "#00000000"), ("RGB(0 0 0)", "#000000FF"),
        ])
    func forms(text: String, expected: String) {
        #expect(CSSColorTests.hex(text) == expected, "\(text)")
    }

    @Test("a color outside sRGB is clipped and says so; bad values say why")
    func clippingAndErrors() {
        guard case .success(let p3) = CSSColor.parse("color(display-p3 1 0 0)") else {
            Issue.record("not parsed")
            return
        }
        #expect(p3.clipped && p3.color.hexRGB == "#FF0000")
        guard case .success(let inside) = CSSColor.parse("color(display-p3 0.5 0.5 0.5)") else {
            Issue.record("not parsed")
            return
        }
        #expect(!inside.clipped)
        guard case .failure(let f1) = CSSColor.parse("rgb(1 2)") else {
            Issue.record("accepted")
            return
        }
        #expect(f1.reason?.contains("takes 3 values") == true)
        guard case .failure(let f2) = CSSColor.parse("hls(1 2 3)") else {
            Issue.record("accepted")
            return
        }
        #expect(f2.reason?.contains("did you mean hsl()") == true)
        guard case .failure(let f3) = CSSColor.parse("color(dispaly-p3 1 0 0)") else {
            Issue.record("accepted")
            return
        }
        #expect(f3.reason?.contains("did you mean display-p3") == true)
        guard case .failure(let f4) = CSSColor.parse("brandBlue") else {
            Issue.record("accepted")
            return
        }
        #expect(f4.reason == nil, "not CSS at all: the caller explains")
    }

    @Test("a theme file takes CSS colors; a P3 value is noted as clipped, with its line")
    func themeFile() throws {
        let theme = try ThemeLoader.load(
            text: """
                {
                  "colors": {
                    "brand": { "light": "oklch(55% 0.2 260)", "dark": "color(display-p3 0.2 0.9 0.3)" },
                    "wash": "rgb(0 0 0 / 4%)",
                    "named": "tomato"
                  },
                  "materials": { "thin": { "light": "rgb(255 255 255 / 60%)" } }
                }
                """, path: "css.json")
        #expect(theme.resolve("wash", .light)?.hexRGBA == "#0000000A")
        #expect(theme.resolve("named", .dark)?.hexRGB == "#FF6347")
        #expect(
            theme.notes.contains {
                $0.kind == .clippedColor && $0.location?.line == 3 && $0.message.contains("display-p3")
            })
        #expect(!theme.notes.contains { $0.message.contains("oklch") })
        do {
            _ = try ThemeLoader.load(text: "{\n  \"colors\": { \"a\": \"tomatoe\" }\n}", path: "bad.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("bad.json:2:20: error: bad color \"tomatoe\""))
            #expect(error.description.contains("did you mean \"tomato\""))
        }
    }

    @Test("tokens and CSS custom properties take CSS colors too")
    func tokensAndCSS() throws {
        let dir = try TestFiles.directory([
            "t.tokens.json":
                #"{ "c": { "$type": "color", "a": { "$value": "rgba(10, 20, 30, 0.5)" }, "#
                + #""b": { "$value": "hsl(0 100% 50%)" } } }"#,
            "v.css": ":root {\n  --brand: oklch(62.8% 0.2577 29.23);\n  --wash: rgb(0 0 0 / 50%);\n}\n",
        ])
        let tokens = try ThemeLoader.load(dir + "/t.tokens.json")
        #expect(tokens.resolve("c.a", .light)?.hexRGBA == "#0A141E80")
        #expect(tokens.resolve("c.b", .light)?.hexRGB == "#FF0000")
        let css = try ThemeLoader.load(dir + "/v.css")
        #expect(css.resolve("brand", .light)?.hexRGB == "#FF0000")
        #expect(css.resolve("wash", .light)?.hexRGBA == "#00000080")
    }

    @Test("CSS var() takes its fallback when the file does not declare the property; an unknown one is reported once")
    func cssVariableFallbacks() throws {
        let dir = try TestFiles.directory([
            "f.css":
                """
            :root {\n  --a: var(--missing, #FFFFFF);\n  --c: var(--b, #FF0000);\n  --b: #000000;\n  --d: \
            var(--missing, var(--b));\n}\n
            """,
            "u.css": ":root {\n  --a: var(--nope);\n}\n",
            "empty.css": "  \n",
            "rules.css": "body { color: red; }\n",
        ])
        let css = try ThemeLoader.load(dir + "/f.css")
        #expect(css.resolve("a", .dark)?.hexRGB == "#FFFFFF")
        #expect(css.resolve("c", .light)?.hexRGB == "#000000", "the declared property wins over the fallback")
        #expect(css.resolve("d", .light)?.hexRGB == "#000000")
        let unknown = try ThemeLoader.load(dir + "/u.css")
        #expect(unknown.coverage == Coverage(read: 0, skipped: 1))
        #expect(
            unknown.notes.map(\.message) == [
                "1 color skipped (`--a`): var() refers to custom properties the file does not set (`--nope`); open "
                    + "the file that sets them, or give var() a fallback"
            ], "once, not once per appearance")
        for file in ["empty.css", "rules.css"] {
            #expect(throws: ThemeError.self, "\(file) is no palette") { try ThemeLoader.load(dir + "/" + file) }
        }
    }
}

@Suite("System references in asset catalogs")
struct SystemReferenceTests {
    static func reference(_ name: String) -> String {
        colorset(
            "{ \"color\" : { \"platform\" : \"universal\", \"reference\" : \"\(name)\" }, \"idiom\" : \"universal\" }")
    }

    @Test("a colorset named like the system color it references is that system color, not a cycle")
    func selfNamedReference() throws {
        let dir = try TestFiles.directory([
            "A.xcassets/label.colorset/Contents.json": SystemReferenceTests.reference("labelColor"),
            "A.xcassets/systemBackground.colorset/Contents.json": colorset(
                """
                    { "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" },
                    \(srgb("\"0.100\"", "\"0.100\"", "\"0.100\"", appearances: dark))
                """),
        ])
        let theme = try ThemeLoader.load(dir + "/A.xcassets")
        let ios13 = try BuiltinThemes.theme(named: "ios13")
        for t in Traits.all { #expect(theme.resolve("label", t) == ios13.resolve("label", t), "\(t.name)") }
        #expect(theme.resolve("systemBackground", .light) == ios13.resolve("systemBackground", .light))
        #expect(theme.resolve("systemBackground", .dark)?.hexRGB == "#1A1A1A")
    }

    @Test("a reference reaches the system palette even when the catalog overrides that name")
    func referenceSkipsOverride() throws {
        let dir = try TestFiles.directory([
            "A.xcassets/label.colorset/Contents.json": colorset(srgb("\"1.000\"", "\"0.000\"", "\"0.000\"")),
            "A.xcassets/Text.colorset/Contents.json": SystemReferenceTests.reference("labelColor"),
        ])
        let theme = try ThemeLoader.load(dir + "/A.xcassets")
        #expect(theme.resolve("label", .light)?.hexRGB == "#FF0000")
        #expect(theme.resolve("Text", .light)?.hexRGB == "#000000")
        #expect(theme.resolve("Text", .dark)?.hexRGB == "#FFFFFF")
    }

    @Test("AccentColor is the tint; a catalog with both tint and AccentColor is an error naming both")
    func accentIsTint() throws {
        let one = try TestFiles.directory([
            "A.xcassets/AccentColor.colorset/Contents.json": colorset(srgb("\"1.000\"", "\"0.000\"", "\"0.000\""))
        ])
        let theme = try ThemeLoader.load(one + "/A.xcassets")
        #expect(theme.resolve("tint", .light)?.hexRGB == "#FF0000")
        #expect(theme["AccentColor"] == nil)
        let both = try TestFiles.directory([
            "A.xcassets/AccentColor.colorset/Contents.json": colorset(srgb("\"1.000\"", "\"0.000\"", "\"0.000\"")),
            "A.xcassets/tint.colorset/Contents.json": colorset(srgb("\"0.000\"", "\"1.000\"", "\"0.000\"")),
        ])
        #expect(failures(loading: both + "/A.xcassets").contains { $0.message.contains("both set the tint") })
    }
}
