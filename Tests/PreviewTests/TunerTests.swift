import Audit
import ColorScience
import Formats
import Foundation
import Screens
import Testing
import ThemeModel

@testable import Preview

/// The tuner as the model sees it: keys in, the theme shown, effects out.
@Suite("The tuner")
struct TunerTests {
    static let juniperPath: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/themes/juniper.json"
    }()
    let juniper = try! ThemeLoader.load(TunerTests.juniperPath)
    let size = Size(width: 120, height: 40)

    /// Juniper with its badge text a dark ink: its one light-only color, which derive gives a dark value (white
    /// text, as the file's own badge text is, stays white in dark: derive proposes nothing for it).
    var inkJuniper: Theme {
        var theme = juniper
        theme.define([
            ThemeColor(
                name: "badgeText", color: DynamicColor(.literal(RGBA(hex: "#3B2A2099")!)),
                origin: TunerTests.juniperPath)
        ])
        return theme
    }

    func model(_ traits: Traits = .light, theme: Theme? = nil) -> PreviewModel {
        var m = PreviewModel(reference: TunerTests.juniperPath, theme: theme ?? juniper, colorMode: "24-bit")
        m.state.traits = traits
        return m
    }

    @discardableResult
    func press(_ m: inout PreviewModel, _ events: InputEvent...) -> [PreviewEffect] {
        m.press(events, on: size)
    }

    @Test("t opens on the theme's first own color; ↑ five times is +0.05 lightness; u five times undoes it")
    func lightnessAndUndo() throws {
        var m = model()
        let effects = press(&m, .character("t"))
        let name = try #require(m.tuning?.name)
        #expect(name == juniper.tunableNames(.light).first)
        #expect(effects.contains(.computeGrid(name: name, generation: 0)))
        let before = try #require(juniper.resolve(name, .light))
        for _ in 0..<5 { press(&m, .up) }
        let after = try #require(m.theme.resolve(name, .light))
        #expect(abs(OKLCH(after).l - min(1, OKLCH(before).l + 0.05)) < 0.004)
        #expect(m.pendingEdits == [ColorEdit(name: name, variant: .light, color: after)])
        for _ in 0..<5 { press(&m, .character("u")) }
        #expect(m.theme.resolve(name, .light) == before)
        #expect(m.pendingEdits.isEmpty)
        #expect(juniper.resolve(name, .dark) == m.theme.resolve(name, .dark), "light's steps leave dark alone")
    }

    @Test("in dark, a light-only color gets a dark variant, its first step from derive's value for it")
    func darkVariantCreated() throws {
        let juniper = inkJuniper
        var m = model(.dark, theme: juniper)
        press(&m, .character("t"))
        // Tab to badgeText: one value, light only. Walking past colors proposes nothing.
        for _ in 0..<20 where m.tuning?.name != "badgeText" { press(&m, .tab) }
        #expect(m.pendingEdits.isEmpty)
        let t = try #require(m.tuning)
        #expect(t.name == "badgeText")
        #expect(t.variant == .dark)
        #expect(t.creates)
        #expect(t.before == juniper.resolve("badgeText", .dark))
        let proposal = try #require(
            PaletteFixer.derivedVariants(juniper).first { $0.name == "badgeText" && $0.variant == .dark }?.color)
        #expect(t.proposed && t.color == proposal.withAlpha(t.before.a), "starts at derive's \(proposal.hexRGBA)")
        #expect(m.message?.contains("derive's") == true)
        press(&m, .down, .down, .down)
        let edit = try #require(m.pendingEdits.first)
        #expect(abs(OKLCH(edit.color).l - (OKLCH(proposal).l - 0.03)) < 0.004, "three steps down from derive's")
        #expect(edit.variant == .dark)
        #expect(m.theme.resolve("badgeText", .light) == juniper.resolve("badgeText", .light))
        #expect(edit.color.a == juniper.resolve("badgeText", .dark)!.a, "the alpha stays")
    }

    @Test("hue and chroma keys; chroma past sRGB is mapped and said, never clipped silently")
    func hueAndChroma() throws {
        var m = model()
        press(&m, .character("t"))
        for _ in 0..<20 where m.tuning?.name != "badge" { press(&m, .tab) }
        let start = try #require(m.tuning)
        press(&m, .right, .shiftRight)
        #expect(abs(m.tuning!.hue - (start.hue + 12).truncatingRemainder(dividingBy: 360)) < 1e-9)
        press(&m, .character("]"), .character("}"))
        #expect(abs(m.tuning!.chroma - min(0.4, start.chroma + 0.03)) < 1e-9)
        for _ in 0..<20 { press(&m, .character("}")) }
        let gamut = try #require(m.tuning?.gamutChroma, "the asked chroma is past sRGB")
        #expect(gamut < m.tuning!.chroma)
        #expect(OKLCH(m.tuning!.color).c <= gamut + 0.01)
    }

    @Test("while tuning, arrows and Tab tune; Esc leaves the tuner, not the preview")
    func keysWhileTuning() {
        var m = model()
        press(&m, .character("t"))
        let screen = m.state.screen
        let first = m.tuning?.name
        press(&m, .tab)
        #expect(m.state.screen == screen)
        #expect(m.tuning?.name != first)
        press(&m, .backTab)
        #expect(m.tuning?.name == first)
        let effects = press(&m, .escape)
        #expect(m.tuning == nil)
        #expect(!effects.contains(.quit))
        #expect(press(&m, .escape).contains(.quit))
    }

    @Test("q with unwritten values asks once; w asks the runtime to write them; the result reloads")
    func quitAndWrite() throws {
        var m = model()
        press(&m, .character("t"), .up)
        #expect(press(&m, .character("q")).isEmpty)
        #expect(m.message?.contains("w writes, q again quits") == true)
        let write = press(&m, .character("w"))
        #expect(write == [.write(m.pendingEdits)])
        let (_, effects) = m.update(
            .written(.success(WriteReport(summary: "1 value written", overlaid: []))), terminalSize: size)
        #expect(effects == [.reload])
        #expect(m.pendingEdits.isEmpty)
        #expect(press(&m, .character("q")) == [.quit])
    }

    @Test("a change on disk with unwritten values: no reload, w refuses, r reloads and says what it dropped")
    func changedOnDisk() {
        var m = model()
        press(&m, .character("t"), .up)
        #expect(m.update(.filesChanged, terminalSize: size).effects.isEmpty)
        #expect(press(&m, .character("w")).isEmpty)
        #expect(m.message?.contains("changed on disk") == true)
        #expect(press(&m, .character("r")) == [.reload])
        _ = m.update(.themeLoaded(juniper), terminalSize: size)
        #expect(m.pendingEdits.isEmpty)
        #expect(m.message?.contains("1 unwritten tuned value dropped") == true)
        #expect(m.tuning != nil, "the tuner stays open on its color")
        var quiet = model()
        #expect(quiet.update(.filesChanged, terminalSize: size).effects == [.reload])
    }

    @Test("t while inspecting takes the theme's own color under the cursor, through aliases")
    func fromInspector() throws {
        var m = model()
        _ = m.frame(size: size)
        press(&m, .character("i"))
        let view = m.frame(size: size).view
        // A cell of Juniper's grouped background (systemGroupedBackground, its own override).
        let point = try #require(
            (0..<view.size.height).lazy.flatMap { y in (0..<view.size.width).map { Point($0, y) } }.first {
                view.colorNames(at: $0).background == "systemGroupedBackground"
            })
        m.state.cursor = point
        press(&m, .character("t"))
        #expect(m.tuning?.name == "systemGroupedBackground")
    }

    @Test("the grid lists every pair the color is in, and p goes to the worst drawn pair's cell")
    func gridAndWorstPair() throws {
        let grid = TunerGrid.make(juniper, name: "brandText", drawn: ScreenPairs().drawnPairs)
        #expect(!grid.rows.isEmpty)
        #expect(grid.rows.allSatisfy { $0.foreground == "brandText" || $0.background == "brandText" })
        // brandText as light as its background: every pair with it fails.
        var pale = juniper
        pale.setVariant("brandText", .light, .literal(juniper.resolve("brandBackground", .light)!))
        let failing = TunerGrid.make(pale, name: "brandText", drawn: ScreenPairs().drawnPairs)
        #expect(failing.failing > 0)
        var m = model()
        press(&m, .character("t"))
        for _ in 0..<20 where m.tuning?.name != "brandText" { press(&m, .tab) }
        _ = m.update(.gridComputed(failing, generation: 99), terminalSize: size)
        press(&m, .character("p"))
        let place = try #require(failing.worstDrawn)
        #expect(m.state.screen.name == place.screen)
        #expect(m.state.traits == place.traits)
        let frame = m.frame(size: size)
        let cursor = try #require(m.state.cursor)
        #expect(frame.view.colorNames(at: cursor).foreground == place.foreground)
        #expect(frame.view.colorNames(at: cursor).background == place.background)
    }

    @Test("= takes the nearest value of the hue with which every pair of the variant passes; u undoes it")
    func takePassing() throws {
        // brandText too light to read on its backgrounds, its hue and chroma kept.
        var pale = juniper
        let text = OKLCH(juniper.resolve("brandText", .light)!)
        pale.setVariant("brandText", .light, .literal(OKLCH(l: 0.72, c: text.c, h: text.h).rgba()))
        var m = PreviewModel(reference: TunerTests.juniperPath, theme: pale, colorMode: "24-bit")
        press(&m, .character("t"))
        for _ in 0..<20 where m.tuning?.name != "brandText" { press(&m, .tab) }
        press(&m, .character("="))
        #expect(m.message?.contains("still being worked out") == true, "no grid yet: nothing taken")
        let before = TunerGrid.make(m.theme, name: "brandText", drawn: ScreenPairs().drawnPairs)
        _ = m.update(.gridComputed(before, generation: m.themeGeneration), terminalSize: size)
        let shown = Traits.all.filter { m.theme.tunedVariant("brandText", $0) == .light }
        #expect(before.rows.contains { row in shown.contains { row.passes($0) == false } })
        press(&m, .character("="))
        #expect(m.message?.hasPrefix("took #") == true, "\(m.message ?? "")")
        // Recomputed from scratch on the theme as tuned: every pair passes where the light variant shows.
        let after = TunerGrid.make(m.theme, name: "brandText", drawn: ScreenPairs().drawnPairs)
        for row in after.rows {
            for t in shown {
                #expect(row.passes(t) != false, "\(row.foreground) on \(row.background), \(t.name)")
            }
        }
        #expect(m.theme.resolve("brandText", .dark) == pale.resolve("brandText", .dark), "dark is left alone")
        let taken = OKLCH(m.theme.resolve("brandText", .light)!)
        #expect(abs(taken.h - text.h) < 0.05 && taken.l < 0.72, "darker, the hue kept")
        press(&m, .character("u"))
        #expect(m.theme.resolve("brandText", .light) == pale.resolve("brandText", .light))
    }

    @Test("the panel shows the color, both values and the grid's ratios, over the footer")
    func panel() throws {
        var m = model()
        press(&m, .character("t"))
        let name = m.tuning!.name
        let grid = TunerGrid.make(m.theme, name: name, drawn: ScreenPairs().drawnPairs)
        _ = m.update(.gridComputed(grid, generation: 1), terminalSize: size)
        let canvas = m.frame(size: size).canvas
        func row(_ y: Int) -> String { String((0..<size.width).map { Character(canvas[$0, y].scalar) }) }
        let top = size.height - 1 - TunerPanel.rows(forTerminalHeight: size.height)
        #expect(row(top).contains(name))
        #expect(row(top).contains(juniper.resolve(name, .light)!.hexRGB))
        #expect(row(top + 1).contains("d e hc"))
        let first = try #require(grid.rows.first)
        // The tuned color is in every row: the row names the other one.
        let other = first.foreground == name ? "on \(first.background)" : "\(first.foreground) on it"
        #expect(row(top + 1).contains("pairs of \(name)"))
        #expect(row(top + 2).contains(other))
        #expect(row(size.height - 1).contains("tuning \(name)"))
    }

    @Test("with f on, a tuning step asks for the fixes of the tuned theme; a result of the theme before is dropped")
    func fixesFollowTheTuning() throws {
        var m = model()
        let first = press(&m, .character("f"))
        #expect(first.contains(.computeFixes(generation: 0)))
        press(&m, .character("t"))
        let step = press(&m, .up)
        #expect(step.contains(.computeFixes(generation: 1)))
        _ = m.update(.fixesComputed(PaletteFix(), generation: 0), terminalSize: size)
        #expect(m.message?.contains("computing") == true, "the fixes of the untuned theme are not shown")
    }

    @Test("# types a value: the runtime reads it, the color takes it as one step; Esc cancels, junk is said")
    func typedValue() throws {
        var m = model()
        press(&m, .character("t"))
        let t = try #require(m.tuning)
        press(&m, .character("#"))
        #expect(m.typing == "")
        press(&m, .backspace, .character("1"), .character("f"), .character("7"))
        press(&m, .character("a"), .character("8"), .character("c"))
        #expect(m.message?.contains("value for \(t.name)") == true)
        // d while typing types a d: nothing else acts until Enter or Esc.
        press(&m, .character("d"), .backspace)
        #expect(m.state.traits == .light)
        let effects = press(&m, .enter)
        #expect(effects == [.parseColor("#1f7a8c")], "hex digits alone are a hex color")
        #expect(m.typing == nil)
        let color = try #require(RGBA(hex: "#1F7A8C"))
        _ = m.update(.colorParsed("#1f7a8c", .success(color)), terminalSize: size)
        #expect(m.theme.resolve(t.name, .light) == color.withAlpha(t.before.a))
        press(&m, .character("u"))
        #expect(m.theme.resolve(t.name, .light) == t.before)
        press(&m, .character("#"), .character("#"), .character("x"), .escape)
        #expect(m.typing == nil && m.pendingEdits.isEmpty)
        _ = m.update(.colorParsed("#zz", .failure(TypedValueFailure("`z` is not a hex digit"))), terminalSize: size)
        #expect(m.message?.contains("`#zz` is not a color: `z` is not a hex digit") == true)
    }
}
