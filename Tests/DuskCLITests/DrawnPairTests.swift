import Audit
import ColorScience
import Formats
import Pairs
import Testing
import ThemeModel

@testable import DuskCLI

/// Which pairs `check` judges or, with `--guess`, guesses in a system of its own: what its names say is drawn,
/// and no more.
@Suite("check judges or guesses the pairs a system draws")
struct DrawnPairTests {
    static func judged(_ files: [String: String], _ path: String) throws -> Set<String> {
        let dir = try scratchDirectory(files)
        let theme = try ThemeLoader.load(dir + "/" + path)
        let judged = ContrastAudit(theme: theme, appearances: [.light], scope: .own)
        let guessed = ContrastAudit(theme: theme, appearances: [.light], scope: .own, judging: .guesses)
        return Set((judged.pairs + guessed.pairs).map { "\($0.foreground) on \($0.background)" })
    }

    @Test("everyday text on every surface; status, link and quiet text on the page and its cards; hints off bars")
    func reachOverSurfaces() throws {
        let css = """
            :root { --bg: #FFFFFF; --bg-card: #FAFAFA; --bg-muted: #F0F0F0; --bg-nav: #F7F7F7;
              --bg-selected: #DDEBFF; --bg-danger-subtle: #FDECEA; --text: #111111; --text-secondary: #555555;
              --text-tertiary: #888888; --text-danger: #C5281F; --text-link: #0A58B8; --text-hint: #999999; }
            """
        let pairs = try DrawnPairTests.judged(["t.css": css], "t.css")
        for surface in ["bg", "bg-card", "bg-muted", "bg-nav", "bg-selected", "bg-danger-subtle"] {
            #expect(pairs.contains("text-secondary on \(surface)"), "everyday text on \(surface)")
        }
        #expect(pairs.contains("text-danger on bg") && pairs.contains("text-danger on bg-card"))
        #expect(pairs.contains("text-danger on bg-danger-subtle"), "on its own family's surface")
        #expect(!pairs.contains("text-danger on bg-muted") && !pairs.contains("text-danger on bg-nav"))
        #expect(!pairs.contains("text-link on bg-selected"), "a selected row carries its own text only")
        #expect(pairs.contains("text-tertiary on bg-selected") && !pairs.contains("text-tertiary on bg-muted"))
        #expect(pairs.contains("text-hint on bg-muted") && !pairs.contains("text-hint on bg-nav"))
        #expect(!pairs.contains("text-hint on bg-selected") && !pairs.contains("text-hint on bg-danger-subtle"))
    }

    @Test("a component's colors go on its background; a resting text not on the states it has a text for")
    func componentsAndStates() throws {
        let catalog = """
            { "colors": {
              "pageBackground": "#FFFFFF", "bodyText": "#111111",
              "TabBarBackground": "#F9F9F9", "TabBarItemSelected": "#0A58B8", "TabBarItemUnselected": "#B0B0B0",
              "button.danger.fgColor.rest": "#C5281F", "button.danger.fgColor.hover": "#FFFFFF",
              "button.danger.bgColor.rest": "#F6F8FA", "button.danger.bgColor.hover": "#A40E26" } }
            """
        let pairs = try DrawnPairTests.judged(["c.json": catalog], "c.json")
        #expect(pairs.contains("TabBarItemUnselected on TabBarBackground"))
        #expect(!pairs.contains("TabBarItemUnselected on pageBackground"))
        #expect(pairs.contains("button.danger.fgColor.rest on button.danger.bgColor.rest"))
        #expect(pairs.contains("button.danger.fgColor.hover on button.danger.bgColor.hover"))
        #expect(!pairs.contains("button.danger.fgColor.rest on button.danger.bgColor.hover"))
        #expect(!pairs.contains("button.danger.fgColor.hover on button.danger.bgColor.rest"))
        let dir = try scratchDirectory(["c.json": catalog])
        let model = try ThemeLoader.load(dir + "/c.json").usageModel
        // A glyph is held to 3:1, not 4.5:1.
        #expect(model.usage(of: "TabBarItemUnselected") == .icon)
    }

    @Test("a light fill under darker text is no text color; white text the file scopes as text goes on bold fills")
    func fillsAndWhiteText() throws {
        let css = """
            :root { --background: #FFFFFF; --foreground: #111111; --card: #FFFFFF;
              --warning: #F5B301; --warning-foreground: #3D2A00; --success: #17803D; --success-foreground: #FFFFFF; }
            """
        let pairs = try DrawnPairTests.judged(["g.css": css], "g.css")
        #expect(!pairs.contains("warning on background") && pairs.contains("warning-foreground on warning"))
        #expect(pairs.contains("success on background"), "a dark fill under white text is also a text color")
        func color(_ hex: String, _ scopes: String) -> String {
            let c = RGBA(hex: hex)!
            let components = [c.r, c.g, c.b].map { String(Double($0) / 255) }.joined(separator: ", ")
            return #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(components)], "#
                + #""alpha": 1, "hex": "\#(hex)" }, "$extensions": { "com.figma.scopes": [\#(scopes)] } }"#
        }
        let figma = """
            { "Ink": { "Strong": \(color("#14171F", #""TEXT_FILL""#)) },
              "Chalk": \(color("#FFFFFF", #""TEXT_FILL""#)),
              "Paper": { "Base": \(color("#FFFFFF", #""FRAME_FILL""#)),
                "Raised": \(color("#F7F8FA", #""FRAME_FILL""#)) },
              "Ocean": { "Deep": \(color("#0B63CE", #""ALL_SCOPES""#)), "Tide": \(color("#0A58B8", #""TEXT_FILL""#)),
                "Mist": \(color("#E6F0FC", #""FRAME_FILL""#)) },
              "Coral": { "Mist": \(color("#FDECEA", #""FRAME_FILL""#)) } }
            """
        let figmaPairs = try DrawnPairTests.judged(["Light.tokens.json": figma], "Light.tokens.json")
        #expect(figmaPairs.contains("Chalk on Ocean.Deep"), "the family's colorful color is its bold fill")
        #expect(!figmaPairs.contains("Chalk on Paper.Base"))
        #expect(figmaPairs.contains("Ocean.Tide on Ocean.Mist") && !figmaPairs.contains("Ocean.Tide on Coral.Mist"))
        #expect(figmaPairs.contains("Ink.Strong on Coral.Mist"), "neutral text on any family's pale surface")
    }

    @Test("fix on a shadcn-style file: check on its output finds exactly what fix left unfixable")
    func fixOutputJudgedAsTheOriginal() throws {
        // `destructive` is darker in dark (a fill), `secondary` a rank, `input` only its partner's surface.
        let css = """
            :root { --background: #FFFFFF; --foreground: #111111; --card: #FFFFFF; --card-foreground: #111111;
              --muted: #F4F4F5; --muted-foreground: #8A8A93;
              --secondary: #F4F4F5; --secondary-foreground: #9A9AA0;
              --destructive: #EF4444; --destructive-foreground: #FFFFFF;
              --input: #E4E4E7; --input-foreground: #A1A1AA; }
            .dark { --background: #09090B; --foreground: #FAFAFA; --card: #09090B; --card-foreground: #FAFAFA;
              --muted: #27272A; --muted-foreground: #6B6B73;
              --secondary: #27272A; --secondary-foreground: #70707A;
              --destructive: #7F1D1D; --destructive-foreground: #FFFFFF;
              --input: #27272A; --input-foreground: #5A5A62; }
            """
        let dir = try scratchDirectory(["globals.css": css])
        let fixed = DuskCLI.run(["fix", dir + "/globals.css", "--out", dir + "/fixed.json", "--json"])
        #expect(fixed.exitCode == 0, "\(fixed.stderr)")
        let unfixable = try json(fixed).objects("unfixable").count
        let check = try json(DuskCLI.run(["check", dir + "/fixed.json", "--json"]))
        let below = try check.objects("pairs").filter { $0["finding"] as? Bool == true }
        #expect(below.count == unfixable, "\(below.map { "\($0["foreground"]!) on \($0["background"]!)" })")
        let pairs = Set(try check.objects("pairs").map { "\($0["foreground"]!) on \($0["background"]!)" })
        #expect(!pairs.contains("muted-foreground on destructive") && !pairs.contains("foreground on input"))
    }
}
