import Audit
import ColorScience
import Platform
import Testing
import ThemeModel

@testable import Formats
@testable import Screens

/// A design system's palette drawn as iOS roles: a shadcn/ui `globals.css` of my own shape (a brand teal, a warm
/// paper page) on the built-in screens, judged by `check` under its own names.
@Suite("Design systems' names as iOS roles")
struct RoleConventionTests {
    static let css = """
        :root {
          --background: #FFFDF8; --foreground: #1F2A2E;
          --card: #FFFFFF; --card-foreground: #1F2A2E;
          --muted: #F1EEE6; --muted-foreground: #5B6B70;
          --primary: #0E6E6E; --primary-foreground: #F4FFFD;
          --border: #D9D3C7; --radius: 0.5rem;
        }
        .dark {
          --background: #0F1416; --foreground: #ECF1F2;
          --card: #0F1416; --card-foreground: #ECF1F2;
          --muted: #1E2629; --muted-foreground: #9BAAAF;
          --primary: #5FD4C8; --primary-foreground: #062B28;
          --border: #2C3639;
        }
        """

    func load(_ files: [String: String]) throws -> Theme {
        try ThemeLoader.load(
            files.keys.first { $0.hasSuffix(".json") } ?? "globals.css", fileAccess: MemoryFiles(texts: files))
    }

    @Test("the page, the label, the tint and the separator are the palette's, in light and dark, with one note")
    func rolesAreTheBrand() throws {
        let theme = try load(["globals.css": Self.css])
        #expect(theme.resolve("systemBackground", .light) == RGBA(hex: "#FFFDF8"))
        #expect(theme.resolve("label", .dark) == RGBA(hex: "#ECF1F2"))
        #expect(theme.resolve("tint", .light) == RGBA(hex: "#0E6E6E"))
        #expect(theme.resolve("separator", .dark) == RGBA(hex: "#2C3639"))
        #expect(theme.textOnTint == "primary-foreground")
        #expect(!theme.isOwn("systemBackground"), "drawn, not exported or tuned as the theme's own")
        let notes = theme.notes.map(\.message).filter { $0.contains("shadcn/ui convention") }
        #expect(notes.count == 1 && notes[0].contains("background → systemBackground"))
    }

    @Test("grouped cells are lighter than their page in light and in dark, as iOS layers them")
    func groupedLayering() throws {
        let theme = try load(["globals.css": Self.css])
        for traits in [Traits.light, .dark] {
            let page = try #require(theme.resolve("systemGroupedBackground", traits))
            let cells = try #require(theme.resolve("secondarySystemGroupedBackground", traits))
            #expect(Contrast.relativeLuminance(cells) > Contrast.relativeLuminance(page), "\(traits.name)")
        }
        // Drawn: the settings screen's page and a cell.
        let dark = Screen.settings.render(theme: theme, traits: .dark, size: Screen.defaultSize)
        let colors = Set((0..<dark.size.height).map { dark[0, $0].background })
        #expect(colors.contains(RGBA(hex: "#0F1416")!) && colors.contains(RGBA(hex: "#1E2629")!))
    }

    @Test("a filled button's title is the system's own text on its tint; check judges its pairs by its names")
    func buttonsAndCheck() throws {
        let theme = try load(["globals.css": Self.css])
        let controls = Screen.controls.render(theme: theme, traits: .dark, size: Screen.defaultSize).undimmed()
        let filled = (0..<controls.size.height).flatMap { y in (0..<controls.size.width).map { controls[$0, y] } }
            .filter { $0.background == RGBA(hex: "#5FD4C8") && $0.scalar != " " }
        #expect(!filled.isEmpty && filled.allSatisfy { $0.foreground == RGBA(hex: "#062B28") })
        let audit = ContrastAudit(theme: theme, scope: .own, drawn: ScreenPairs().drawnPairs(theme, Traits.all))
        let aliases = theme.roleAliases
        #expect(!aliases.isEmpty)
        #expect(audit.pairs.allSatisfy { !aliases.contains($0.foreground) && !aliases.contains($0.background) })
        #expect(audit.pairs.contains { $0.foreground == "primary-foreground" && $0.background == "primary" })
    }

    @Test("a theme that inherits the file and sets an iOS name itself keeps it")
    func ownNameWins() throws {
        let theme = try load([
            "globals.css": Self.css,
            "brand.json": ##"{ inherits: "globals.css", colors: { label: { light: "#000000", dark: "#FFFFFF" } } }"##,
        ])
        #expect(theme.resolve("label", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("systemBackground", .light) == RGBA(hex: "#FFFDF8"), "the rest still the file's")
    }

    @Test("a palette that follows no convention keeps Apple's roles")
    func noConvention() throws {
        let theme = try load(["globals.css": ":root { --brand: #0E6E6E; --background: #FFFFFF; }"])
        #expect(theme.resolve("systemBackground", .dark) == RGBA(hex: "#000000"))
        #expect(theme.playedRoles.isEmpty && theme.textOnTint == nil)
    }
}
