import Audit
import ColorScience
import Formats
import Testing
import ThemeModel

@testable import DuskCLI

/// Shapes of real design systems that `check` once read as text on the first screen of its findings.
@Suite("what a real system's groups, states and lines say is drawn")
struct SiblingSurfaceTests {
    static func judged(_ css: String, _ traits: [Traits] = [.light, Traits(.dark)]) throws -> Set<String> {
        try DrawnLineTests.judged(DrawnLineTests.audit(["t.css": css], "t.css", traits))
    }

    @Test("a group's member within a hair of its surface in both styles is a sibling surface, and so are its states")
    func siblingsAndStates() throws {
        let css = """
            :root { --page: #FFFFFF; --text-plain: #1D1D1D; --table-header: #EEEEEE; --table-content: #F8F8F8;
              --table-content-hovered: #E0E0E0; --table-text: #222222;
              --button-primary: #2D6AF0; --button-primary-hovered: #2556C4; --button-primary-text: #FFFFFF; }
            @media (prefers-color-scheme: dark) {
              :root { --page: #1D1D1D; --text-plain: #F8F8F8; --table-header: #2A2A2A; --table-content: #242424;
                --table-content-hovered: #303030; --table-text: #EEEEEE;
                --button-primary: #2D6AF0; --button-primary-hovered: #4A80F5; --button-primary-text: #FFFFFF; } }
            """
        let pairs = try SiblingSurfaceTests.judged(css)
        #expect(!pairs.contains("table-content on table-header"), "a table's body beside its header, not its text")
        #expect(!pairs.contains { $0.hasPrefix("table-content-hovered on") }, "a state of a surface is that surface")
        #expect(!pairs.contains { $0.hasPrefix("button-primary-hovered on") }, "a button's hover is its fill")
        #expect(pairs.contains("text-plain on table-content"), "a table's body holds everyday text, as its header")
        #expect(pairs.contains("button-primary-text on button-primary-hovered"))
    }

    @Test("an inverse button is a fill; a progress bar's foreground is a UI part at 3:1; inactive is not judged")
    func fillsAndGraphics() throws {
        let css = """
            :root { --page: #FFFFFF; --text: #111111; --button-inverse: #65B0F6;
              --progress-indicator-background: #CDD1DB; --progress-indicator-foreground: #555F72;
              --button-inactive: #6E828C; --label-reverse: #EEEEEE; }
            """
        let audit = try DrawnLineTests.audit(["t.css": css], "t.css")
        let pairs = DrawnLineTests.judged(audit)
        #expect(!pairs.contains { $0.hasPrefix("button-inverse on") }, "not text: an inverse button's fill")
        let bar = try #require(
            audit.pairs.first {
                $0.foreground == "progress-indicator-foreground" && $0.background == "progress-indicator-background"
            })
        #expect(bar.role == .ui && bar.target == 3.0)
        #expect(!pairs.contains { $0.hasSuffix("on button-inactive") }, "WCAG asks nothing of an inactive control")
    }

    @Test("neutral text rests on a family's surface, not its pressed state; a family's line rims the page only")
    func statesAndLines() throws {
        let css = """
            :root { --bg: #FFFFFF; --bg-card: #FFFFFF; --bg-well-muted: #F0F0F0; --text: #111111;
              --text-subtle: #6B6B6B; --bg-warning-subtle: #FFF4D6; --bg-warning-subtle-pressed: #F5D27A;
              --border-warning-emphasis: #B07A00; }
            """
        let pairs = try SiblingSurfaceTests.judged(css, [.light])
        #expect(pairs.contains("text-subtle on bg-warning-subtle"))
        #expect(!pairs.contains("text-subtle on bg-warning-subtle-pressed"))
        #expect(pairs.contains("border-warning-emphasis on bg"))
        #expect(!pairs.contains("border-warning-emphasis on bg-well-muted"))
    }

    @Test("a state's text goes on the resting surface and its own state's, not another state's")
    func statesMeetTheirOwn() throws {
        let css = """
            :root { --page: #FFFFFF; --text: #111111; --nav-bg: #1B2130; --nav-bg-selected: #FFFFFF;
              --nav-text: #E0E4EA; --nav-text-focus: #FFFFFF; --nav-text-selected: #1B2130; }
            """
        let pairs = try SiblingSurfaceTests.judged(css, [.light])
        #expect(pairs.contains("nav-text-focus on nav-bg"))
        #expect(!pairs.contains("nav-text-focus on nav-bg-selected"), "white on white: no one draws it")
        #expect(pairs.contains("nav-text-selected on nav-bg-selected"))
    }

    @Test("a failing ratio never reads as its target: rounded down beside a target rounded up")
    func failingRatioReadsBelow() {
        let shown = NumberFormat.failing(1.4096, target: 1.4104)
        #expect(shown.ratio == "1.40" && shown.target == "1.42")
        #expect(NumberFormat.failing(4.46, target: 4.5) == (ratio: "4.46", target: "4.5"))
    }
}
