import Audit
import ColorScience
import Formats
import Foundation
import Screens
import Testing
import ThemeModel

@testable import Terminal

/// The terminal module's decisions, without a terminal.
@Suite("Terminal decisions")
struct TerminalUnitTests {
    @Test func directColorCandidates() {
        #expect(TerminalScreen.directCandidates(for: "xterm-256color") == ["xterm-direct"])
        #expect(TerminalScreen.directCandidates(for: "tmux-256color") == ["tmux-direct", "xterm-direct"])
        #expect(TerminalScreen.directCandidates(for: "tmux-direct") == ["tmux-direct"])
        // A terminal that says it is dumb or monochrome is never upgraded to 24-bit.
        #expect(TerminalScreen.directCandidates(for: "dumb").isEmpty)
        #expect(TerminalScreen.directCandidates(for: "xterm-mono").isEmpty)
    }

    @Test("24-bit when forced or when COLORTERM says so; Apple's Terminal stays at 256 unless forced")
    func directWhenAsked() {
        #expect(TerminalScreen.wantsDirect(forced: nil, colorterm: "truecolor", program: "iTerm.app"))
        #expect(TerminalScreen.wantsDirect(forced: nil, colorterm: "24bit", program: ""))
        #expect(!TerminalScreen.wantsDirect(forced: nil, colorterm: "", program: ""))
        #expect(!TerminalScreen.wantsDirect(forced: .ansi256, colorterm: "truecolor", program: ""))
        #expect(!TerminalScreen.wantsDirect(forced: nil, colorterm: "truecolor", program: "Apple_Terminal"))
        #expect(TerminalScreen.wantsDirect(forced: .truecolor, colorterm: "", program: "Apple_Terminal"))
    }

    @Test("a forced depth is used where the terminal can show it, else the most it can")
    func depthChoice() {
        #expect(TerminalScreen.depth(forced: nil, available: .truecolor) == .truecolor)
        #expect(TerminalScreen.depth(forced: .ansi256, available: .truecolor) == .ansi256)
        #expect(TerminalScreen.depth(forced: .ansi16, available: .ansi256) == .ansi16)
        #expect(TerminalScreen.depth(forced: .ansi16, available: .ansi8) == .ansi8)
        #expect(TerminalScreen.depth(forced: .truecolor, available: .ansi256) == .ansi256)
        #expect(TerminalScreen.depth(forced: .ansi256, available: .none) == .none)
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test(
        """
        a frame after the first sends only the cells that changed, with a cursor move where they do not follow \
        each other
        """
    )
    func onlyChangedCells() {
        var encoder = FrameEncoder(depth: .truecolor, asciiOnly: false)
        var canvas = Canvas(size: Size(width: 10, height: 3), background: Paint(RGBA(hex: "#102030")!))
        let first = encoder.terminalFrame(canvas)
        let full = TerminalUnitTests.text(encoder.encode(first, from: nil))
        #expect(full.hasPrefix("\u{1B}[0m\u{1B}[1;1H\u{1B}[48;2;16;32;48m"))
        #expect(full.filter { $0 == " " }.count == 30)
        canvas.text("ab", at: Point(3, 1), Paint(.white))
        canvas.text("z", at: Point(9, 2), Paint(.white))
        let next = encoder.terminalFrame(canvas)
        #expect(
            TerminalUnitTests.text(encoder.encode(next, from: first))
                == "\u{1B}[0m\u{1B}[2;4H\u{1B}[38;2;255;255;255;48;2;16;32;48mab\u{1B}[3;10Hz\u{1B}[0m")
        #expect(
            TerminalUnitTests.text(encoder.encode(next, from: next)) == "\u{1B}[0m\u{1B}[0m",
            "nothing changed, nothing drawn")
    }

    @Test(
        """
        a palette mode on a 24-bit terminal sends palette indexes (never an index as a color), pictures dithered \
        like the export
        """
    )
    func paletteModes() {
        let canvas = Screen.materials.render(
            theme: try! BuiltinThemes.theme(named: "ios13"), traits: .light, size: Size(width: 40, height: 16))
        var encoder = FrameEncoder(depth: .ansi256, asciiOnly: false)
        let text = TerminalUnitTests.text(encoder.encode(encoder.terminalFrame(canvas), from: nil))
        #expect(text.contains("48;5;") && !text.contains("48;2;"))
        var sixteen = FrameEncoder(depth: .ansi16, asciiOnly: false)
        let sixteenText = TerminalUnitTests.text(sixteen.encode(sixteen.terminalFrame(canvas), from: nil))
        #expect(!sixteenText.contains("38;5;") && !sixteenText.contains("38;2;"))
    }

    @Test("without colors: no color sequences, reverse video for what stands out, pictures blank")
    func monochrome() {
        var canvas = Canvas(size: Size(width: 8, height: 2), background: Paint(.white))
        canvas.fill(Rect(x: 0, y: 1, width: 4, height: 1), Paint(RGBA(hex: "#007AFF")!))
        canvas.setPixel(x: 6, py: 0, RGBA(hex: "#FF0000")!)
        var encoder = FrameEncoder(depth: .none, asciiOnly: false)
        let frame = encoder.terminalFrame(canvas)
        #expect(frame[0, 1].attributes.contains(.reverse) && !frame[0, 0].attributes.contains(.reverse))
        #expect(frame[6, 0].scalar == " ")
        let text = TerminalUnitTests.text(encoder.encode(frame, from: nil))
        #expect(!text.contains("38;") && !text.contains("48;") && text.contains("\u{1B}[7m"))
    }

    @Test("without a UTF-8 locale a wide glyph becomes an ASCII stand-in and a blank, keeping the columns")
    func asciiKeepsColumns() {
        var canvas = Canvas(size: Size(width: 6, height: 1), background: Paint(.black))
        canvas.text("a⊞b", at: Point(0, 0), Paint(.white))
        var encoder = FrameEncoder(depth: .truecolor, asciiOnly: true)
        let text = TerminalUnitTests.text(encoder.encode(encoder.terminalFrame(canvas), from: nil))
        #expect(!text.unicodeScalars.contains { $0.value > 0x7F })
        #expect(text.components(separatedBy: "H").count == 2, "one cursor move: every column written in order")
    }
}

@Suite("Live reload sees a write that lands while the theme loads")
struct WatcherRaceTests {
    @Test("stamps taken before a load keep a change during the load visible")
    func writeDuringLoad() throws {
        let path = NSTemporaryDirectory() + "dusk-watch-\(UUID().uuidString).json"
        defer { unlink(path) }
        try ##"{"colors": {"a": "#000"}}"##.write(toFile: path, atomically: false, encoding: .utf8)
        var watcher = ThemeWatcher(files: [path])
        let before = watcher.snapshot()
        // ... the theme is being read here, and the designer saves again:
        try ##"{"colors": {"a": "#FFFFFF"}}"##.write(toFile: path, atomically: false, encoding: .utf8)
        watcher.watch([path], stampedBefore: before)
        let first = watcher.changed()
        let second = watcher.changed()
        #expect(first, "the second save must trigger another reload")
        #expect(!second, "once per change")
    }

    @Test("the trait log appends timestamped lines for changed traits only")
    func traitLogFile() throws {
        let path = NSTemporaryDirectory() + "dusk-traits-\(UUID().uuidString).log"
        defer { unlink(path) }
        let log = try TraitLogFile(path: path, protecting: [])
        try log.record(from: .light, to: .dark)
        try log.record(from: .dark, to: .dark)
        try log.record(from: .dark, to: Traits(.dark, .elevated, .high))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
                "userInterfaceStyle light -> dark", "userInterfaceLevel base -> elevated",
                "accessibilityContrast normal -> high",
            ])
        #expect(lines.allSatisfy { $0.hasPrefix("20") && $0.split(separator: " ")[0].hasSuffix("Z") })
    }
}

@Suite("ASCII fallback")
struct ASCIIFallbackTests {
    @Test("every glyph the screens may draw has an ASCII stand-in for terminals without UTF-8")
    func everyGlyph() {
        var all = Array(GlyphPolicy.others)
        for v in 0x2500...0x259F { if let s = Unicode.Scalar(v) { all.append(s) } }
        let used: [Unicode.Scalar] = all.filter { s in
            // Box drawing and blocks the screens use (the rest of the range never appears).
            GlyphPolicy.others.contains(s)
                || "─━│╱╲▀▂▄▆█▌▏▐▔▕▖▗".unicodeScalars.contains(s)
        }
        for s in used {
            let a = FrameEncoder.ascii(s)
            #expect(a.value < 0x80 && a != "?", "\(s) has no stand-in")
        }
    }
}

@Suite("Fixes computed off the input loop")
struct BackgroundFixesTests {
    @Test("the newest generation's result arrives, whatever order the jobs finish in; an older one never replaces it")
    func newestWins() throws {
        let small = try ThemeLoader.load(text: ##"{"colors": {"brandText": "#C7C7CC"}}"##, path: "s.json")
        var colors: [String] = []
        for i in 0..<150 { colors.append("\"c\(i)Text\": \"#\(String(format: "%02X", i))C0C0\"") }
        let large = try ThemeLoader.load(text: "{\"colors\": {\(colors.joined(separator: ","))}}", path: "l.json")
        let work = BackgroundFixes()
        work.start(large, generation: 0)  // slow, finishes last
        work.start(small, generation: 1)
        var seen: [Int] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let done = work.take() { seen.append(done.generation) }
            if seen.contains(1) { break }
            usleep(10_000)
        }
        #expect(seen.last == 1, "\(seen)")
        // The slow job for generation 0 finishing later is dropped, not delivered after 1.
        usleep(300_000)
        #expect(work.take() == nil || seen.contains(0) == false)
    }
}
