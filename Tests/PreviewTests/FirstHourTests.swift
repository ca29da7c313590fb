import Audit
import ColorScience
import Formats
import Screens
import Testing
import ThemeModel

@testable import Preview

/// Keys that change nothing say so, and the tuner moves the palette's own colors as check judges them.
@Suite("The preview's first hour: every key answers, the tuner agrees with check")
struct FirstHourTests {
    let size = Size(width: 120, height: 40)

    func model(_ text: String, _ traits: Traits = .light) throws -> PreviewModel {
        let theme = try ThemeLoader.load(text: text, path: "brand.json")
        var m = PreviewModel(reference: "brand.json", theme: theme, colorMode: "24-bit")
        m.state.traits = traits
        return m
    }

    @discardableResult
    func press(_ m: inout PreviewModel, _ events: InputEvent...) -> [PreviewEffect] {
        m.press(events, on: size)
    }

    @Test("a number past the screens, o off the card screen and an unbound key each say what happened")
    func silentKeysSpeak() throws {
        var m = try model(##"{"colors": {"brand": "#C4562B"}}"##)
        let screens = ScreenRef.all(in: m.theme).count
        // Said on screen: the key asks for a redraw though nothing else changed.
        #expect(m.update(.key(.character("9")), terminalSize: size).redraw)
        #expect(m.message?.hasPrefix("no screen 9: there are \(screens)") == true, "\(m.message ?? "")")
        #expect(m.state.screen == .settings)
        press(&m, .character("o"))
        #expect(m.message?.hasPrefix("card override: dark; it shows on the card screen") == true)
        press(&m, .character("a"))
        #expect(m.message == "alert shown; it shows on the controls screen (6)")
        #expect(m.state.options.showsAlert)
        press(&m, .character("6"))
        press(&m, .character("a"))
        #expect(!m.state.options.showsAlert, "a again hides it")
        #expect(m.message == nil)
        press(&m, .character("Z"))
        #expect(m.message == "`Z` does nothing here; ? lists the keys")
        // A key that does something says nothing of the sort.
        press(&m, .character("d"))
        #expect(m.message == nil)
    }

    @Test("in dark, Tab walks the palette's colors, not a role that shows one of them (no split of the tint)")
    func tabSkipsAliasingRoles() throws {
        let m = try model(##"{"colors": {"terracotta": "#C4562B", "sand": "#F3EDE4", "tint": "{terracotta}"}}"##)
        #expect(m.theme.tunableNames(.dark) == ["terracotta", "sand"])
        #expect(m.theme.tunableNames(.light) == ["terracotta", "sand"])
    }

    @Test("= keeps iOS's dark layering as check does, and says why when it cannot pass")
    func passingKeepsLayering() throws {
        // A raised surface in dark darker than its page: check's layering finding.
        let text = ##"""
            {"colors": {"systemGroupedBackground": {"light": "#F2F2F7", "dark": "#202020"},
             "secondarySystemGroupedBackground": {"light": "#FFFFFF", "dark": "#101010"}}}
            """##
        var m = try model(text, .dark)
        press(&m, .character("t"))
        for _ in 0..<4 where m.tuning?.name != "secondarySystemGroupedBackground" { press(&m, .tab) }
        let name = try #require(m.tuning?.name)
        #expect(name == "secondarySystemGroupedBackground")
        let grid = TunerGrid.make(m.theme, name: name, drawn: ScreenPairs().drawnPairs)
        #expect(!grid.layering.isEmpty, "the grid knows the surface is out of layer")
        _ = m.update(.gridComputed(grid, generation: m.themeGeneration), terminalSize: size)
        #expect(m.tunerStatus?.contains("out of dark layering") == true, "\(m.tunerStatus ?? "")")
        press(&m, .character("="))
        let taken = try #require(m.theme.resolve(name, .dark))
        let page = try #require(m.theme.resolve("systemGroupedBackground", .dark))
        #expect(OKLCH(taken).l > OKLCH(page).l, "\(m.message ?? ""): \(taken.hexRGB) on \(page.hexRGB)")
        #expect(DarkLayering.findings(m.theme, appearances: [Traits(.dark)]).allSatisfy { $0.upper != name })
    }

    @Test("a new variant's grid measures the value the first key steps from, not the light one it replaces")
    func newVariantGridMeasuresProposal() throws {
        var m = try model(##"{"colors": {"bark": "#4A3B2F"}, "roles": {"bark": "text"}}"##, .dark)
        press(&m, .character("t"))
        let t = try #require(m.tuning)
        #expect(t.name == "bark" && t.proposed)
        #expect(m.theme.resolve("bark", Traits(.dark)) == RGBA(hex: "#4A3B2F"), "nothing written before a key")
        #expect(m.gridTheme.resolve("bark", Traits(.dark)) == t.color)
        #expect(t.color != RGBA(hex: "#4A3B2F"))
    }
}
