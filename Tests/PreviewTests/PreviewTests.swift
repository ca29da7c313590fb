import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import ThemeKit
import Screens
import Export
@testable import Preview
@testable import Terminal

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
        for _ in 0..<5 { _ = s.handle(.tab, screenSize: area) }
        #expect(s.screen == .settings)
        #expect(s.handle(.character("q"), screenSize: area) == .quit)
        #expect(s.handle(.escape, screenSize: area) == .quit)
        #expect(s.handle(.character("z"), screenSize: area) == .none)
    }

    @Test func cardOverrideCycles() {
        var s = PreviewState()
        var seen: [InterfaceStyle?] = []
        for _ in 0..<3 { _ = s.handle(.character("o"), screenSize: terminal); seen.append(s.cardStyle) }
        #expect(seen == [.dark, .light, nil])
    }

    @Test("the screen area of a frame is exactly the export of that size")
    func frameMatchesExport() {
        var state = PreviewState()
        state.traits = Traits(.dark, .elevated)
        state.screen = .card
        let frame = PreviewComposer.compose(state, theme: ios13, terminal: terminal, colorMode: "24-bit")
        let export = Screen.card.render(theme: ios13, traits: state.traits, size: Size(width: 100, height: 39))
        func visible(_ c: Cell) -> [UInt32] { [c.scalar.value, c.foreground.rgb24, c.background.rgb24, UInt32(c.attributes.rawValue)] }
        #expect(frame.view.cells.map(visible) == export.cells.map(visible))
        var same = true
        for y in 0..<39 { for x in 0..<100 where visible(frame.canvas[x, y]) != visible(export[x, y]) { same = false } }
        #expect(same)
        #expect(frame.canvas.plainLines[39].contains("ios13 · card · dark-elevated · status default · card follows · 24-bit"))
    }

    @Test func inspectorNamesTheColors() throws {
        var state = PreviewState()
        let view = Screen.settings.render(theme: ios13, traits: .light, size: Size(width: 100, height: 39))
        let y = try #require(view.plainLines.firstIndex { $0.contains("Wi-Fi") })
        state.cursor = Point(8, y)
        let frame = PreviewComposer.compose(state, theme: ios13, terminal: terminal, colorMode: "24-bit")
        #expect(frame.canvas.plainLines[39].contains("label on secondarySystemGroupedBackground · #000000 on #FFFFFF · 21.00:1 · Lc 106.0"))
        // The view itself (what x exports) carries no cursor.
        #expect(frame.view[8, y].foreground == view[8, y].foreground && frame.view[8, y].background == view[8, y].background)
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
        #expect(view[0, 10].background.hexRGB == "#F2F2F7")
        #expect(view[51, 10].background.hexRGB == "#000000")
        state.traits.level = .elevated
        let grid = PreviewComposer.renderView(state, theme: ios13, size: Size(width: 101, height: 39))
        #expect(grid[51, 10].background.hexRGB == "#000000")
        #expect(grid[51, 30].background.hexRGB == "#1C1C1E")
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

    @Test func helpListsEveryKey() {
        var state = PreviewState()
        state.showHelp = true
        let text = PreviewComposer.compose(state, theme: ios13, terminal: terminal, colorMode: "24-bit").canvas.plainLines.joined(separator: "\n")
        for key in ["d ", "e ", "c ", "s ", "o ", "v ", "b ", "x ", "r ", "q  Esc", "Tab"] { #expect(text.contains(key)) }
    }

    @Test("tiny terminals down to 1x1 compose without trapping")
    func tinySizes() {
        var state = PreviewState()
        state.showHelp = true
        state.cursor = Point(50, 50)
        for w in [1, 2, 5, 39, 40] {
            for h in [1, 2, 3, 16, 17] {
                let f = PreviewComposer.compose(state, theme: ios13, terminal: Size(width: w, height: h), colorMode: "x")
                #expect(f.canvas.size == Size(width: w, height: h))
            }
        }
    }

    @Test func directColorCandidates() {
        #expect(TerminalScreen.directCandidates(for: "xterm-256color") == ["xterm-direct"])
        #expect(TerminalScreen.directCandidates(for: "tmux-256color") == ["tmux-direct", "xterm-direct"])
        #expect(TerminalScreen.directCandidates(for: "tmux-direct") == ["tmux-direct"])
        // A terminal that says it is dumb or monochrome is never upgraded to 24-bit.
        #expect(TerminalScreen.directCandidates(for: "dumb").isEmpty)
        #expect(TerminalScreen.directCandidates(for: "xterm-mono").isEmpty)
    }

    @Test("a reload that fails keeps the last good theme and shows file:line:column")
    func failedReloadKeepsTheme() throws {
        let path = "/tmp/dusk-session-\(UInt32.random(in: 0...UInt32.max)).json"
        try write(##"{"colors": {"systemGroupedBackground": "#123456"}}"##, to: path)
        var session = Session(reference: path, theme: try ThemeLoader.load(path), colorMode: "24-bit")
        try write("{\"colors\": {\"systemGroupedBackground\": \"#12\"}}", to: path)
        session.reload()
        #expect(session.error?.hasPrefix("\(path):1:40: error: bad color") == true)
        #expect(session.theme.resolve("systemGroupedBackground", .light)?.hexRGB == "#123456")
        let footer = session.frame(size: terminal).canvas.plainLines[39]
        #expect(footer.contains("bad color"))
        try write(##"{"colors": {"systemGroupedBackground": "#654321"}}"##, to: path)
        session.reload()
        #expect(session.error == nil)
        #expect(session.theme.resolve("systemGroupedBackground", .light)?.hexRGB == "#654321")
    }

    func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, text.utf8.count) }
        close(fd)
    }
}

@Suite("Trait-change log and the style lock in the preview")
struct TraitLogTests {
    @Test("the log names exactly the traits that changed")
    func lines() {
        #expect(TraitLog.lines(from: .light, to: .dark, at: "T") == ["T userInterfaceStyle light -> dark"])
        #expect(TraitLog.lines(from: .dark, to: Traits(.dark, .elevated, .high), at: "T") ==
                ["T userInterfaceLevel base -> elevated", "T accessibilityContrast normal -> high"])
        #expect(TraitLog.lines(from: .dark, to: .dark, at: "T").isEmpty)
    }

    @Test("--log-traits: the session appends a line per changed trait, none for other keys")
    func sessionLogs() throws {
        let path = "/tmp/dusk-traits-\(UInt32.random(in: 0...UInt32.max)).log"
        var session = Session(reference: "ios13", theme: ios13, colorMode: "24-bit")
        session.traitLog = try TraitLog(path: path, protecting: [])
        for key in ["d", "3", "e", "s", "c", "d"] { _ = session.handle(.character(Character(key)), terminalSize: terminal) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let events = text.split(separator: "\n").map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(events == ["userInterfaceStyle light -> dark", "userInterfaceLevel base -> elevated",
                           "accessibilityContrast normal -> high", "userInterfaceStyle dark -> light"])
        #expect(text.hasPrefix("20"))
        #expect(text.split(separator: "\n").allSatisfy { $0.split(separator: " ")[0].hasSuffix("Z") })
    }

    @Test("d on a locked theme shows a notice instead of switching")
    func lockedD() throws {
        let theme = try ThemeLoader.load(text: ##"{"name": "Locked", "userInterfaceStyle": "light"}"##, path: "t.json")
        var session = Session(reference: "t.json", theme: theme, colorMode: "24-bit")
        #expect(session.handle(.character("d"), terminalSize: terminal) == .redraw)
        #expect(session.state.traits.style == .light)
        #expect(session.message == "Locked is locked to light (userInterfaceStyle): d has no effect")
        #expect(session.frame(size: terminal).canvas.plainLines[39].contains("locked to light"))
    }
}

@Suite("Live reload sees a write that lands while the theme loads")
struct WatcherRaceTests {
    @Test("stamps taken before a load keep a change during the load visible")
    func writeDuringLoad() throws {
        let path = NSTemporaryDirectory() + "dusk-watch-\(UUID().uuidString).json"
        try ##"{"colors": {"a": "#000"}}"##.write(toFile: path, atomically: false, encoding: .utf8)
        var watcher = ThemeWatcher(files: [path])
        let before = watcher.snapshot()
        // ... the theme is being read here, and the designer saves again:
        try ##"{"colors": {"a": "#FFFFFF"}}"##.write(toFile: path, atomically: false, encoding: .utf8)
        watcher.watch([path], stampedBefore: before)
        let first = watcher.changed(), second = watcher.changed()
        #expect(first, "the second save must trigger another reload")
        #expect(!second, "once per change")
    }
}
