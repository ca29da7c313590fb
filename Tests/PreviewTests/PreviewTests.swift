import Audit
import ColorScience
import Formats
import Foundation
import Screens
import Testing
import ThemeModel

@testable import Preview

let ios13 = try! BuiltinThemes.theme(named: "ios13")
let terminal = Size(width: 100, height: 40)

@Suite("Preview state and frames")
struct PreviewTests {
    @Test func keysToggleTraits() {
        var s = PreviewState()
        let area = PreviewComposer.screenSize(for: terminal)
        #expect(s.handle(.character("d"), screenSize: area) == .redraw)
        #expect(s.traits == .dark)
        _ = s.handle(.character("e"), screenSize: area)
        _ = s.handle(.character("c"), screenSize: area)
        #expect(s.traits == Traits(.dark, .elevated, .high))
        _ = s.handle(.character("s"), screenSize: area)
        #expect(s.statusBarStyle == .darkContent)
        _ = s.handle(.character("3"), screenSize: area)
        #expect(s.screen == .materials)
        _ = s.handle(.backTab, screenSize: area)
        #expect(s.screen == .labels)
        for _ in 0..<(Screen.allCases.count - 1) { _ = s.handle(.tab, screenSize: area) }
        #expect(s.screen == .settings)
        #expect(s.handle(.character("q"), screenSize: area) == .quit)
        #expect(s.handle(.escape, screenSize: area) == .quit)
        #expect(s.handle(.character("z"), screenSize: area) == .none)
    }

    @Test func cardOverrideCycles() {
        var s = PreviewState()
        var seen: [InterfaceStyle?] = []
        for _ in 0..<3 {
            _ = s.handle(.character("o"), screenSize: terminal)
            seen.append(s.cardStyle)
        }
        #expect(seen == [.dark, .light, nil])
    }

    @Test("the screen area of a frame is exactly the export of that size")
    func frameMatchesExport() {
        var state = PreviewState()
        state.traits = Traits(.dark, .elevated)
        state.screen = .card
        let frame = PreviewComposer.compose(state, theme: ios13, terminal: terminal, colorMode: "24-bit")
        let export = Screen.card.render(theme: ios13, traits: state.traits, size: Size(width: 100, height: 39))
        func visible(_ c: Cell) -> [UInt32] {
            [c.scalar.value, c.foreground.rgb24, c.background.rgb24, UInt32(c.attributes.rawValue)]
        }
        #expect(frame.view.cells.map(visible) == export.cells.map(visible))
        var same = true
        for y in 0..<39 { for x in 0..<100 where visible(frame.canvas[x, y]) != visible(export[x, y]) { same = false } }
        #expect(same)
        #expect(
            frame.canvas.plainLines[39].contains(
                "ios13 · card · dark-elevated · status default · card follows · 24-bit"))
    }

    @Test func inspectorNamesTheColors() throws {
        var state = PreviewState()
        let view = Screen.settings.render(theme: ios13, traits: .light, size: Size(width: 100, height: 39))
        let y = try #require(view.plainLines.firstIndex { $0.contains("Wi-Fi") })
        state.cursor = Point(8, y)
        let frame = PreviewComposer.compose(state, theme: ios13, terminal: terminal, colorMode: "24-bit")
        #expect(
            frame.canvas.plainLines[39].contains(
                "label on secondarySystemGroupedBackground · #000000 on #FFFFFF · 21.00:1 · Lc 106.0"))
        // The view itself (what x exports) carries no cursor.
        #expect(
            frame.view[8, y].foreground == view[8, y].foreground && frame.view[8, y].background == view[8, y].background
        )
    }

    @Test func mouseClickInspects() {
        var s = PreviewState()
        #expect(s.handle(.mouse(x: 3, y: 4), screenSize: terminal) == .redraw)
        #expect(s.cursor == Point(3, 4))
        _ = s.handle(.left, screenSize: terminal)
        _ = s.handle(.up, screenSize: terminal)
        #expect(s.cursor == Point(2, 3))
        _ = s.handle(.escape, screenSize: terminal)
        #expect(s.cursor == nil)
    }

    @Test("side by side: light and dark at once, and with e, base and elevated")
    func sideBySide() {
        var state = PreviewState()
        state.sideBySide = true
        let view = PreviewComposer.renderView(state, theme: ios13, size: Size(width: 101, height: 39))
        #expect(view[0, 4].background.hexRGB == "#F2F2F7")
        #expect(view[51, 4].background.hexRGB == "#000000")
        state.traits.level = .elevated
        let grid = PreviewComposer.renderView(state, theme: ios13, size: Size(width: 101, height: 39))
        #expect(grid[51, 4].background.hexRGB == "#000000")
        #expect(grid[51, 24].background.hexRGB == "#1C1C1E")
    }

    @Test("color vision: Machado 2009 protanopia turns red and green alike; achromatopsia is gray")
    func colorVision() {
        let red = ColorVision.protanopia.simulate(RGBA(hex: "#FF3B30")!)
        let green = ColorVision.protanopia.simulate(RGBA(hex: "#34C759")!)
        #expect(abs(Int(red.b) - Int(green.b)) < 60)
        let gray = ColorVision.achromatopsia.simulate(RGBA(hex: "#007AFF")!)
        #expect(gray.r == gray.g && gray.g == gray.b)
        #expect(ColorVision.none.simulate(RGBA(hex: "#007AFF")!) == RGBA(hex: "#007AFF"))
        #expect(ColorVision.protanopia.simulate(.white) == .white)
    }

    @Test("tiny terminals down to 1x1 compose without trapping")
    func tinySizes() {
        var state = PreviewState()
        state.showHelp = true
        state.cursor = Point(50, 50)
        for w in [1, 2, 5, 39, 40] {
            for h in [1, 2, 3, 16, 17] {
                let f = PreviewComposer.compose(
                    state, theme: ios13, terminal: Size(width: w, height: h), colorMode: "x")
                // Where the help fits, it is drawn; below that nothing traps.
                if w >= 40 && h >= 17 { #expect(f.canvas.plainLines.joined().contains("Keys"), "\(w)x\(h)") }
            }
        }
    }

    @Test("a reload that fails keeps the last good theme, shows file:line:column and watches the theme file")
    func failedReloadKeepsTheme() throws {
        let good = try ThemeLoader.load(text: ##"{"colors": {"systemGroupedBackground": "#123456"}}"##, path: "t.json")
        var model = PreviewModel(reference: "t.json", theme: good, colorMode: "24-bit")
        #expect(model.update(.character("r"), terminalSize: terminal).effects == [.reload])
        model.themeFailed("t.json:1:40: error: bad color \"#12\"")
        #expect(model.theme.resolve("systemGroupedBackground", .light)?.hexRGB == "#123456")
        #expect(model.frame(size: terminal).canvas.plainLines[39].contains("bad color"))
        #expect(model.watchedFiles.first == "t.json")
        _ = model.themeLoaded(
            try ThemeLoader.load(text: ##"{"colors": {"systemGroupedBackground": "#654321"}}"##, path: "t.json"))
        #expect(model.error == nil)
        #expect(model.message == "reloaded t")
        #expect(model.theme.resolve("systemGroupedBackground", .light)?.hexRGB == "#654321")
    }

    @Test("a view kept from an earlier frame is the view rendered afresh; a reload renders the new theme")
    func keptViewsAreFresh() throws {
        let first = try ThemeLoader.load(text: ##"{"colors": {"systemGroupedBackground": "#123456"}}"##, path: "t.json")
        var model = PreviewModel(reference: "t.json", theme: first, colorMode: "24-bit")
        model.state.screen = .materials
        for key in ["d", "d", "d", "e", "e", "c", "c"] {
            _ = model.update(.character(Character(key)), terminalSize: terminal)
            let fresh = PreviewComposer.compose(
                model.state, theme: model.theme, terminal: terminal, colorMode: "24-bit",
                message: model.message, error: model.error)
            #expect(model.frame(size: terminal).canvas.cells == fresh.canvas.cells, "after \(key)")
        }
        model.state.screen = .settings
        _ = model.frame(size: terminal)
        _ = model.themeLoaded(
            try ThemeLoader.load(text: ##"{"colors": {"systemGroupedBackground": "#654321"}}"##, path: "t.json"))
        let view = model.frame(size: terminal).view
        #expect(view.cells.contains { $0.background.hexRGB == "#654321" })
        #expect(
            view.cells
                == Screen.settings.render(
                    theme: model.theme, traits: model.state.traits, size: Size(width: 100, height: 39)
                ).cells)
    }

    @Test("views rendered ahead (d, e, c away) are the views a key press would render; a reload drops them")
    func viewsRenderedAheadAreFresh() throws {
        let first = try ThemeLoader.load(text: ##"{"colors": {"systemGroupedBackground": "#123456"}}"##, path: "t.json")
        var model = PreviewModel(reference: "t.json", theme: first, colorMode: "24-bit")
        model.state.screen = .materials
        _ = model.frame(size: terminal)
        let ahead = model.prefetches(size: terminal)
        #expect(ahead.count == 3)
        for prefetch in ahead { model.prefetched(prefetch, prefetch.render()) }
        #expect(model.prefetches(size: terminal).isEmpty)
        for key in ["d", "d", "e", "e", "c"] {
            _ = model.update(.character(Character(key)), terminalSize: terminal)
            let fresh = PreviewComposer.compose(
                model.state, theme: model.theme, terminal: terminal, colorMode: "24-bit", message: model.message,
                error: model.error)
            let same = model.frame(size: terminal).canvas.cells == fresh.canvas.cells
            #expect(same, "after \(key), the frame is not a fresh render's")
        }
        // Rendered for the old theme and handed in after a reload: not kept.
        let stale = model.prefetches(size: terminal)
        let reloaded = ##"{"colors": {"systemGroupedBackground": "#654321"}}"##
        _ = model.themeLoaded(try ThemeLoader.load(text: reloaded, path: "t.json"))
        for prefetch in stale { model.prefetched(prefetch, prefetch.render()) }
        #expect(model.prefetches(size: terminal).count == 3)
        // A theme locked to one style: d does nothing, so nothing is rendered for it.
        let locked = try ThemeLoader.load(text: ##"{"userInterfaceStyle": "light", "colors": {}}"##, path: "l.json")
        let lockedModel = PreviewModel(reference: "l.json", theme: locked, colorMode: "24-bit")
        #expect(lockedModel.prefetches(size: terminal).count == 2)
    }

    @Test("a view rendered ahead while f's fixes were computing is never shown as the fixed theme")
    func viewsAheadOfFixesShowTheThemeTheyWereRenderedFrom() throws {
        let theme = try ThemeLoader.load(text: ##"{"colors": {"tint": "#FFE066"}}"##, path: "t.json")
        var model = PreviewModel(reference: "t.json", theme: theme, colorMode: "24-bit")
        #expect(model.update(.character("f"), terminalSize: terminal).effects == [.computeFixes(generation: 0)])
        // Rendered ahead before the fixes arrive: the theme as written (what the screen still shows).
        let ahead = model.prefetches(size: terminal)
        let redraw = model.fixesComputed(PreviewModel.fixes(for: theme), generation: 0)
        #expect(redraw)
        for prefetch in ahead { model.prefetched(prefetch, prefetch.render()) }
        _ = model.update(.character("d"), terminalSize: terminal)
        let fresh = PreviewComposer.compose(
            model.state, theme: model.shownTheme, terminal: terminal, colorMode: "24-bit", message: model.message,
            error: model.error)
        // Compared as one value: a failure would otherwise print both frames cell by cell.
        let same = model.frame(size: terminal).canvas.cells == fresh.canvas.cells
        #expect(same, "after d, the frame is not the fixed theme's")
        #expect(model.shownTheme.resolve("tint", .dark) != theme.resolve("tint", .dark))
    }

    @Test("Down and Up page the palette screen, never past its pages; another screen starts at its first page")
    func palettePages() throws {
        var colors: [String] = []
        for i in 0..<30 { colors.append("\"brand\(i)Text\": \"#\(String(i % 10))0\(String(i % 10))0A0\"") }
        let theme = try ThemeLoader.load(text: "{\"colors\": {\(colors.joined(separator: ","))}}", path: "many.json")
        var model = PreviewModel(reference: "many.json", theme: theme, colorMode: "24-bit")
        model.state.screen = .palette
        let pages = Screen.palette.pageCount(theme: theme, size: Size(width: 100, height: 39))
        #expect(pages > 1)
        for _ in 0..<(pages + 3) { _ = model.update(.down, terminalSize: terminal) }
        #expect(model.state.page == pages - 1)
        #expect(model.frame(size: terminal).view.plainLines[3].contains("page \(pages) of \(pages)"))
        _ = model.update(.up, terminalSize: terminal)
        #expect(model.state.page == pages - 2)
        _ = model.update(.tab, terminalSize: terminal)
        #expect(model.state.page == 0)
        // The page count is remembered per theme: a reload to a smaller palette counts again.
        _ = model.update(.backTab, terminalSize: terminal)
        for _ in 0..<(pages + 3) { _ = model.update(.down, terminalSize: terminal) }
        #expect(model.state.page == pages - 1)
        _ = model.themeLoaded(
            try ThemeLoader.load(text: "{\"colors\": {\"brandText\": \"#101010\"}}", path: "many.json"))
        _ = model.update(.down, terminalSize: terminal)
        #expect(model.state.page == 0, "one page now")
    }

    @Test("keys become effects: q quits, x exports under the view's name, r reloads; other keys none")
    func effects() {
        var model = PreviewModel(reference: "ios13", theme: ios13, colorMode: "24-bit")
        #expect(model.update(.character("x"), terminalSize: terminal).effects == [.export(name: "settings-light")])
        _ = model.update(.character("v"), terminalSize: terminal)
        _ = model.update(.character("b"), terminalSize: terminal)
        #expect(
            model.update(.character("x"), terminalSize: terminal).effects == [
                .export(name: "settings-light-side-by-side-protanopia")
            ])
        model.exported(.failure(ExportFailure("cannot write `a`: the disk is full")))
        #expect(model.message == "export failed: cannot write `a`: the disk is full")
        #expect(model.update(.character("s"), terminalSize: terminal) == (true, []))
        #expect(model.update(.character("q"), terminalSize: terminal).effects == [.quit])
    }

    @Test("number keys reach every screen there is, and nothing beyond")
    func digitKeys() {
        var s = PreviewState()
        let area = PreviewComposer.screenSize(for: terminal)
        for (i, screen) in Screen.allCases.enumerated() where i < 9 {
            _ = s.handle(.character(Character(String(i + 1))), screenSize: area)
            #expect(s.screen == .builtin(screen))
        }
        let count = Screen.allCases.count
        if count < 9 {
            #expect(s.handle(.character(Character(String(count + 1))), screenSize: area) == .none)
        }
        #expect(s.handle(.character("٣"), screenSize: area) == .none, "only ASCII digits")
    }

}

@Suite("Trait-change log and the style lock in the preview")
struct TraitLogTests {
    @Test("the log names exactly the traits that changed")
    func lines() {
        #expect(TraitLog.lines(from: .light, to: .dark, at: "T") == ["T userInterfaceStyle light -> dark"])
        #expect(
            TraitLog.lines(from: .dark, to: Traits(.dark, .elevated, .high), at: "T") == [
                "T userInterfaceLevel base -> elevated", "T accessibilityContrast normal -> high",
            ])
        #expect(TraitLog.lines(from: .dark, to: .dark, at: "T").isEmpty)
    }

    @Test("--log-traits: the model asks to log each trait change, nothing for other keys")
    func modelLogs() throws {
        var model = PreviewModel(reference: "ios13", theme: ios13, colorMode: "24-bit")
        var logged: [String] = []
        for key in ["d", "3", "e", "s", "c", "d"] {
            for case .logTraits(let old, let new) in model.update(.character(Character(key)), terminalSize: terminal)
                .effects
            {
                logged += TraitLog.lines(from: old, to: new, at: "T")
            }
        }
        #expect(
            logged == [
                "T userInterfaceStyle light -> dark", "T userInterfaceLevel base -> elevated",
                "T accessibilityContrast normal -> high", "T userInterfaceStyle dark -> light",
            ])
    }

    @Test("d on a locked theme shows a notice instead of switching")
    func lockedD() throws {
        let theme = try ThemeLoader.load(text: ##"{"name": "Locked", "userInterfaceStyle": "light"}"##, path: "t.json")
        var model = PreviewModel(reference: "t.json", theme: theme, colorMode: "24-bit")
        #expect(model.update(.character("d"), terminalSize: terminal) == (true, []))
        #expect(model.state.traits.style == .light)
        #expect(model.message == "Locked is locked to light (userInterfaceStyle): d has no effect")
        #expect(model.frame(size: terminal).canvas.plainLines[39].contains("locked to light"))
    }
}

@Suite("Fixes in the preview")
struct PreviewFixTests {
    static let sunny = try! ThemeLoader.load(
        text: ##"""
            {"name": "Sunny", "colors": {"brandYellowText": "#F5C518", "brandBackground": "#FFF8E1",
                "systemBackground": "{brandBackground}"}}
            """##,
        path: "sunny.json")

    @Test("f shows the theme as dusk fix leaves it, says so, and goes back")
    func fShowsFixes() {
        var model = PreviewModel(reference: "sunny.json", theme: PreviewFixTests.sunny, colorMode: "24-bit")
        _ = model.update(.character("d"), terminalSize: terminal)
        #expect(model.shownTheme.resolve("brandBackground", .dark)?.hexRGB == "#FFF8E1")
        let (_, effects) = model.update(.character("f"), terminalSize: terminal)
        // The fix runs off the input loop: until it reports back, the theme as written shows, and says so.
        #expect(effects == [.computeFixes(generation: 0)])
        #expect(model.message?.hasPrefix("computing `dusk fix`") == true)
        #expect(model.shownTheme.resolve("brandBackground", .dark)?.hexRGB == "#FFF8E1")
        let off = model.update(.character("f"), terminalSize: terminal).effects
        let onAgain = model.update(.character("f"), terminalSize: terminal).effects
        #expect(off.isEmpty && onAgain.isEmpty, "asked once, however often f is pressed")
        // Fixes of a theme since reloaded are dropped.
        let stale = model.fixesComputed(PaletteFix(), generation: 7)
        #expect(!stale)
        let arrived = model.fixesComputed(PreviewModel.fixes(for: PreviewFixTests.sunny), generation: 0)
        #expect(arrived)
        let fixedDark = model.shownTheme.resolve("brandBackground", .dark)!
        #expect(Contrast.relativeLuminance(fixedDark) < 0.1, "a dark background in dark mode: \(fixedDark.hexRGB)")
        #expect(model.message?.hasPrefix("showing `dusk fix`: ") == true)
        #expect(model.frame(size: terminal).canvas.plainLines[39].contains("showing `dusk fix`"))
        _ = model.update(.character("f"), terminalSize: terminal)
        #expect(model.shownTheme.resolve("brandBackground", .dark)?.hexRGB == "#FFF8E1")
    }

    @Test("the inspector suggests a passing color for text below 4.5:1")
    func inspectorSuggests() {
        var canvas = Canvas(size: Size(width: 4, height: 1), background: Paint(.white, "systemBackground"))
        canvas.text("ab", at: Point(0, 0), Paint(RGBA(hex: "#F5C518")!, "brandYellowText"))
        let text = PreviewComposer.inspectorText(at: Point(0, 0), in: canvas)
        #expect(text.contains("brandYellowText on systemBackground · #F5C518 on #FFFFFF · 1.63:1"))
        #expect(text.contains(" · needs 4.5:1: try #"), "\(text)")
    }

    @Test(
        "the inspector moves the color check would: white bold titles on a tint that aliases the accent move the accent"
    )
    func inspectorFollowsRootCause() throws {
        let theme = try ThemeLoader.load(
            text: ##"{ "colors": { "brandAccent": "#FFB38A" }, "tint": "{brandAccent}" }"##, path: "t.json")
        var canvas = Canvas(size: Size(width: 6, height: 1), background: Paint(RGBA(hex: "#FFB38A")!, "tint"))
        canvas.text("Go", at: Point(0, 0), Paint(.white, "white"), .bold)
        let text = PreviewComposer.inspectorText(at: Point(0, 0), in: canvas, theme: theme, traits: .light)
        #expect(text.contains(" · needs 3.0:1: try brandAccent #"), "\(text)")
    }
}

@Suite("Help, inspector, small terminals, side by side")
struct PreviewPolishTests {
    @Test("the help says how to close it, and the key that closes it still acts")
    func helpCloses() {
        var s = PreviewState()
        let area = PreviewComposer.screenSize(for: terminal)
        _ = s.handle(.character("?"), screenSize: area)
        let text = PreviewComposer.compose(s, theme: ios13, terminal: terminal, colorMode: "24-bit").canvas.plainLines
            .joined(separator: "\n")
        #expect(text.contains("any key closes"))
        #expect(text.contains("leave the inspector"))
        #expect(s.handle(.tab, screenSize: area) != .none)
        #expect(!s.showHelp && s.screen == .labels, "Tab closed the help and moved on")
        _ = s.handle(.character("?"), screenSize: area)
        _ = s.handle(.character("d"), screenSize: area)
        #expect(s.traits.style == .dark)
        _ = s.handle(.character("?"), screenSize: area)
        _ = s.handle(.character("?"), screenSize: area)
        #expect(!s.showHelp && s.traits.style == .dark, "? only closes")
        // q closes what is open before it quits.
        _ = s.handle(.character("?"), screenSize: area)
        #expect(s.handle(.character("q"), screenSize: area) == .redraw)
        #expect(!s.showHelp)
        #expect(s.handle(.character("q"), screenSize: area) == .quit)
    }

    @Test("while inspecting, Tab and Shift-Tab walk the elements drawn; otherwise Tab changes the screen")
    func tabWalksElements() {
        var s = PreviewState()
        let area = PreviewComposer.screenSize(for: terminal)
        let view = Screen.settings.render(theme: ios13, traits: s.traits, size: area)
        _ = s.handle(.character("i"), screenSize: area, view: view)
        s.cursor = Point(0, 0)
        func text(at p: Point) -> String {
            var out = String.UnicodeScalarView()
            var x = p.x
            while x < area.width, view[x, p.y].scalar != " " {
                out.append(view[x, p.y].scalar)
                x += 1
            }
            return String(out)
        }
        var presses = 0
        var seen: [String] = []
        while presses < 40, text(at: s.cursor!) != "Home" {
            #expect(s.handle(.tab, screenSize: area, view: view) == .redraw)
            seen.append(text(at: s.cursor!))
            presses += 1
        }
        #expect(text(at: s.cursor!) == "Home", "Tab went through \(seen)")
        #expect(!seen.contains("Mode"), "`Airplane Mode` is one element, not two: \(seen)")
        #expect(presses < 20, "\(presses) presses to reach Wi-Fi's value")
        #expect(s.screen == .settings, "Tab does not change the screen while inspecting")
        let home = s.cursor!
        _ = s.handle(.tab, screenSize: area, view: view)
        _ = s.handle(.backTab, screenSize: area, view: view)
        #expect(s.cursor == home, "Shift-Tab goes back")
        _ = s.handle(.escape, screenSize: area, view: view)
        _ = s.handle(.tab, screenSize: area, view: view)
        #expect(s.screen == .labels, "without the inspector Tab moves on")
    }

    @Test("the inspector's footer says how to leave")
    func inspectorWayOut() {
        var s = PreviewState()
        _ = s.handle(.character("i"), screenSize: PreviewComposer.screenSize(for: terminal))
        let footer = PreviewComposer.compose(s, theme: ios13, terminal: terminal, colorMode: "24-bit").canvas
            .plainLines[39]
        #expect(footer.contains("(Esc: leave)"), "\(footer)")
    }

    @Test("at 80 and 120 columns the inspector's footer keeps what to try whole, for every failing cell")
    func inspectorKeepsTheSuggestion() throws {
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            var s = PreviewState()
            let area = PreviewComposer.screenSize(for: size)
            let view = Screen.settings.render(theme: ios13, traits: s.traits, size: area)
            _ = s.handle(.character("i"), screenSize: area, view: view)
            var checked = 0
            for y in 0..<area.height {
                for x in 0..<area.width {
                    let reading = PreviewComposer.inspectorText(at: Point(x, y), in: view, theme: ios13)
                    guard let suggestion = reading.range(of: "needs ") else { continue }
                    s.cursor = Point(x, y)
                    let footer = try #require(
                        PreviewComposer.compose(s, theme: ios13, terminal: size, colorMode: "24-bit").canvas.plainLines
                            .last)
                    #expect(footer.contains(reading[suggestion.lowerBound...]), "\(size.width): \(footer)")
                    #expect(!footer.contains("…"), "\(footer)")
                    checked += 1
                }
            }
            #expect(checked > 0, "no failing cell on settings to read")
        }
    }

    @Test("a message too long for the footer row is said whole on the rows above it (a write's reasons)")
    func longMessage() {
        let message =
            "1 value written into globals.css; 4 into the overlay globals.fixed.json, which inherits the theme (not "
            + "in place: the file has no dark rule (`.dark`, `[data-theme=\"dark\"]`, `@media (prefers-color-scheme: "
            + "dark)`) to add its dark value to (border dark); one value in the file serves it and its "
            + "lightHighContrast value, which is not to take this color (border light, border lightElevated))"
        let lines = PreviewComposer.compose(
            PreviewState(), theme: ios13, terminal: terminal, colorMode: "24-bit", message: message
        ).canvas.plainLines
        // 392 characters in rows of 78 after the margin: the last five rows, word by word.
        let footer = lines.suffix(5).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(footer.joined(separator: " ") == message, "\(footer)")
        #expect(!lines[34].contains("1 value written"))
        let short = PreviewComposer.compose(
            PreviewState(), theme: ios13, terminal: terminal, colorMode: "24-bit", message: "nothing tuned to write"
        ).canvas.plainLines
        #expect(short[39].trimmingCharacters(in: .whitespaces) == "nothing tuned to write")
    }

    @Test("too small names the terminal size needed, footer row included")
    func tooSmallSizes() {
        let lines = PreviewComposer.compose(
            PreviewState(), theme: ios13, terminal: Size(width: 60, height: 16), colorMode: "24-bit"
        ).canvas.plainLines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("needs 40x17") && text.contains("this is 60x16"), "\(text)")
        let fits = PreviewComposer.compose(
            PreviewState(), theme: ios13, terminal: Size(width: 40, height: 17), colorMode: "24-bit"
        ).canvas.plainLines
        #expect(!fits.joined().contains("Too small"))
    }

    @Test("a narrow footer keeps the screen, the appearance and ? help")
    func narrowFooter() {
        var s = PreviewState()
        s.traits = Traits(.dark, .elevated, .high)
        let footer = PreviewComposer.compose(
            s, theme: ios13, terminal: Size(width: 60, height: 20), colorMode: "256 colors"
        ).canvas.plainLines[19]
        #expect(
            footer.contains("settings") && footer.contains("dark-elevated-high-contrast") && footer.contains("? help"),
            "\(footer)")
    }

    @Test("side-by-side panes are labelled with their appearance")
    func paneLabels() {
        var s = PreviewState()
        _ = s.handle(.character("v"), screenSize: PreviewComposer.screenSize(for: terminal))
        let top = PreviewComposer.compose(s, theme: ios13, terminal: Size(width: 140, height: 40), colorMode: "24-bit")
            .canvas.plainLines[0]
        #expect(top.contains(" light ") && top.contains(" dark "), "\(top)")
    }
}
