import Audit
import ColorScience
import Formats
import Testing
import ThemeModel

@testable import DuskCLI

/// Lines, legacy twins, titles and copies of Apple's colors, as `check --guess` guesses them from names alone
/// (never counted: evidence judges).
@Suite("check --guess guesses a system's lines and named pairs from their names")
struct DrawnLineTests {
    static func audit(_ files: [String: String], _ path: String, _ traits: [Traits] = [.light]) throws -> ContrastAudit
    {
        let dir = try scratchDirectory(files)
        return ContrastAudit(
            theme: try ThemeLoader.load(dir + "/" + path), appearances: traits, scope: .own, judging: .guesses)
    }

    static func judged(_ audit: ContrastAudit) -> Set<String> {
        Set(audit.pairs.map { "\($0.foreground) on \($0.background)" })
    }

    @Test("a line goes between content on neutral surfaces; a container's on its own, an inverse one on bold fills")
    func lines() throws {
        let css = """
            :root { --bg: #FFFFFF; --bg-card: #FAFAFA; --bg-danger-subtle: #FDECEA; --bg-selected: #DDEBFF;
              --bg-inverse: #1D1D1F; --sidebar: #F4F4F5; --text: #111111; --text-secondary: #555555;
              --border: #D0D0D0; --border-inverse: #3A3A3C; --sidebar-border: #E4E4E7; --border-quiet: #FFFFFF; }
            """
        let pairs = try DrawnLineTests.judged(DrawnLineTests.audit(["t.css": css], "t.css"))
        #expect(pairs.contains("border on bg") && pairs.contains("border on bg-card"))
        #expect(!pairs.contains("border on bg-danger-subtle"), "a family's surface has its own lines")
        #expect(!pairs.contains("border on bg-selected") && !pairs.contains("border on bg-inverse"))
        #expect(pairs.contains("border-inverse on bg-inverse") && !pairs.contains("border-inverse on bg"))
        #expect(pairs.contains("sidebar-border on sidebar") && !pairs.contains("sidebar-border on bg-card"))
        // A line of the page's very color is no line on the page: the design draws none there.
        #expect(!pairs.contains("border-quiet on bg") && pairs.contains("border-quiet on bg-card"))
    }

    @Test("inverse text goes on a family's bold fill, not on a legacy bold name that has its subtle value")
    func legacyBoldTwin() throws {
        let css = """
            :root { --ds-background-default: #FFFFFF; --ds-text: #172B4D; --ds-text-subtle: #44546F;
              --ds-text-inverse: #FFFFFF; --ds-text-accent-blue: #0055CC; --ds-text-accent-blue-bolder: #09326C;
              --ds-background-accent-blue-subtlest: #E9F2FF; --ds-background-accent-blue-subtle: #579DFF;
              --ds-background-accent-blue-bold: #579DFF; --ds-background-accent-blue-bolder: #0C66E4; }
            """
        let pairs = try DrawnLineTests.judged(DrawnLineTests.audit(["a.css": css], "a.css"))
        #expect(pairs.contains("ds-text-inverse on ds-background-accent-blue-bolder"))
        #expect(!pairs.contains("ds-text-inverse on ds-background-accent-blue-bold"))
        // A mid-tone surface of a family holds the family's text of emphasis, not everyday or plain family text.
        #expect(pairs.contains("ds-text-accent-blue-bolder on ds-background-accent-blue-subtle"))
        #expect(!pairs.contains("ds-text-accent-blue on ds-background-accent-blue-subtle"))
        #expect(!pairs.contains("ds-text-subtle on ds-background-accent-blue-subtle"))
        #expect(pairs.contains("ds-text-accent-blue on ds-background-accent-blue-subtlest"))
        #expect(pairs.contains("ds-text-subtle on ds-background-accent-blue-subtlest"))
    }

    @Test("a catalog's button title goes on its button; a light button in dark has no white titles there")
    func catalogButtons() throws {
        let info = "\"info\": { \"author\": \"xcode\", \"version\": 1 }"
        func set(_ light: String, _ dark: String? = nil) -> String {
            func entry(_ hex: String, dark: Bool) -> String {
                let appearance = dark ? "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}]," : ""
                return "{ \(appearance) \"color\": { \"color-space\": \"srgb\", \"components\": { \"red\": \"0x"
                    + hex.prefix(2) + "\", \"green\": \"0x" + hex.dropFirst(2).prefix(2) + "\", \"blue\": \"0x"
                    + hex.suffix(2) + "\", \"alpha\": \"1.000\" } }, \"idiom\": \"universal\" }"
            }
            let colors = [entry(light, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
            return "{ \"colors\": [\(colors.joined(separator: ","))], \(info) }"
        }
        var files = ["A.xcassets/Contents.json": "{ \(info) }"]
        let colors = [
            "Colors/Background/page": set("FFFFFF", "000000"), "Colors/Label/primary": set("111111", "EEEEEE"),
            "Colors/Card/background": set("F2F2F7", "1C1C1E"),
            "Colors/Button/userFollowing": set("DDE2FF", "3A3F5C"),
            "Colors/Button/userFollowingTitle": set("3040C0", "C8CEFF"),
            "Scene/Onboarding/next.button.background": set("1C1C1E", "EEEEEE"),
        ]
        let namespace =
            "{ \"info\": { \"author\": \"xcode\", \"version\": 1 }, \"properties\": { \"provides-namespace\": true } }"
        for (name, json) in colors {
            files["A.xcassets/\(name).colorset/Contents.json"] = json
            var folder = name
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                files["A.xcassets/\(folder)/Contents.json"] = namespace
            }
        }
        let audit = try DrawnLineTests.audit(files, "A.xcassets", [.light, Traits(.dark)])
        let pairs = DrawnLineTests.judged(audit)
        #expect(pairs.contains("Colors/Button/userFollowingTitle on Colors/Button/userFollowing"))
        #expect(!pairs.contains("Colors/Button/userFollowingTitle on Colors/Card/background"))
        let titles = audit.pairs.filter {
            $0.background == "Scene/Onboarding/next.button.background" && $0.source == .buttonText
        }
        #expect(titles.map(\.traits) == [.light], "white titles on the dark button in light only")
    }

    @Test("a catalog's copy of Apple's tertiaryLabel is held to Apple's level where it is a copy, not to 4.5:1")
    func copyOfAppleText() throws {
        let theme = """
            { "colors": { "pageBackground": { "light": "#FFFFFF", "dark": "#000000" },
              "bodyText": { "light": "#111111", "dark": "#EEEEEE" },
              "Label/tertiary": { "light": "#3C3C434D", "dark": "#EBEBF54C" },
              "Label/lightCopy": { "light": "#3C3C434C", "dark": "#C3C3BC33" },
              "Label/faint": { "light": "#3C3C433D", "dark": "#EBEBF53D" } } }
            """
        let audit = try DrawnLineTests.audit(["t.json": theme], "t.json", [.light, Traits(.dark)])
        let findings = Set(audit.failures.map { "\($0.foreground) on \($0.background) in \($0.traits)" })
        #expect(!findings.contains("Label/tertiary on pageBackground in light"))
        #expect(!findings.contains("Label/tertiary on pageBackground in dark"))
        #expect(!findings.contains("Label/lightCopy on pageBackground in light"))
        #expect(
            findings.contains("Label/lightCopy on pageBackground in dark"), "its own dark value, fainter than Apple's")
        #expect(
            findings.contains("Label/faint on pageBackground in light"), "a color of its own is held to the minimum")
    }
}
