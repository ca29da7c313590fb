import Formats
import Foundation
import Testing
import ThemeModel

@testable import DuskCLI

/// A palette is judged and fixed in the appearances its format can say: a stylesheet in light and dark (and in
/// high contrast where it has a `prefers-contrast: more` rule), a dusk theme in all eight.
@Suite("The appearances a palette has")
struct SaidAppearancesTests {
    /// A shadcn-shaped stylesheet whose muted text is too light in light and whose dark rule fixes nothing.
    static let css = """
        :root {
          --background: #FFFFFF;
          --foreground: #0A0A0A;
          --muted: #F1F5F9;
          --muted-foreground: #A3ACB9;
        }

        .dark {
          --background: #0A0A0A;
          --foreground: #FAFAFA;
          --muted: #1E293B;
          --muted-foreground: #475569;
        }

        """
    /// The app's stylesheet: where each color is drawn.
    static let app = """
        body { color: var(--foreground); background: var(--background); }
        .hint { color: var(--muted-foreground); background: var(--muted); }

        """

    func appearances(_ run: CommandOutput) throws -> [String] {
        try json(run)["appearances"] as? [String] ?? []
    }

    @Test("a stylesheet is judged in light and dark: findings, suggestions and fix's values name only those")
    func stylesheetInLightAndDark() throws {
        let dir = try scratchDirectory(["globals.css": Self.css, "app.css": Self.app])
        let path = dir + "/globals.css"
        let check = DuskCLI.run(["check", path, "--json", "--source", dir])
        #expect(try appearances(check) == ["light", "dark"])
        let pairs = try json(check).objects("pairs")
        #expect(!pairs.isEmpty)
        #expect(pairs.allSatisfy { ["light", "dark"].contains($0.text("appearance")) })
        let text = DuskCLI.run(["check", path, "--source", dir]).stdout
        #expect(text.contains("in light, dark (the appearances its file can say)"), "\(text)")
        // One value for each appearance the file says: not four repeats of light, no elevated dark of its own.
        let suggestion = try #require(text.split(separator: "\n").first { $0.contains("-> try muted-foreground") })
        #expect(!suggestion.contains("Elevated") && !suggestion.contains("HighContrast"), "\(suggestion)")
        #expect(suggestion.contains("light #") && suggestion.contains("dark #"), "\(suggestion)")
        let fix = DuskCLI.run(["fix", path, "--out", dir + "/out.json", "--json", "--source", dir])
        let values = try json(fix).objects("values")
        // A value for an appearance the file does not say only follows the one it falls back to.
        for value in values where !["light", "dark"].contains(value.text("variant")) {
            #expect(value.text("follows") == "light" || value.text("follows") == "dark", "\(value)")
        }
        #expect(values.contains { $0.text("variant") == "light" && $0.text("color") == "muted-foreground" })
    }

    @Test("fixed in place, the stylesheet passes check, and what it says in each appearance is one value")
    func inPlacePasses() throws {
        let dir = try scratchDirectory(["globals.css": Self.css, "app.css": Self.app])
        let path = dir + "/globals.css"
        let fix = DuskCLI.run(["fix", path, "--in-place", "--source", dir])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/globals.fixed.json"), "\(fix.stdout)")
        let check = DuskCLI.run(["check", path, "--source", dir])
        #expect(check.exitCode == 0, "\(check.stdout)")
        #expect(check.stdout.contains(", 0 below target"), "\(check.stdout)")
        let theme = try ThemeLoader.load(path)
        // Light elevated and light high contrast show what light shows: the file says one value for them.
        for t in Traits.all where t.style == .light {
            #expect(theme.resolve("muted-foreground", t) == theme.resolve("muted-foreground", .light))
        }
    }

    @Test("a prefers-contrast rule adds the high-contrast appearances it writes; a dusk theme has all eight")
    func contrastRuleAndDuskTheme() throws {
        let css =
            Self.css + "@media (prefers-contrast: more) {\n  :root {\n    --muted-foreground: #5B6472;\n  }\n}\n"
        let dir = try scratchDirectory([
            "globals.css": css, "app.css": Self.app,
            "theme.json": ##"{ "colors": { "ink": "#333333", "paper": "#FFFFFF" } }"##,
        ])
        let said = try appearances(DuskCLI.run(["check", dir + "/globals.css", "--json", "--source", dir]))
        #expect(said.contains("light-high-contrast"), "\(said)")
        #expect(!said.contains { $0.contains("elevated") }, "\(said)")
        #expect(try appearances(DuskCLI.run(["check", dir + "/theme.json", "--json"])).count == 8)
    }
}
