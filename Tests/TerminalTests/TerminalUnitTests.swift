import Foundation
import Testing
import ThemeKit
import Platform
import Screens
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

    @Test("a forced depth is used where the terminal can show it, else the most it can")
    func depthChoice() {
        #expect(TerminalScreen.depth(forced: nil, available: .truecolor) == .truecolor)
        #expect(TerminalScreen.depth(forced: .ansi256, available: .truecolor) == .ansi256)
        #expect(TerminalScreen.depth(forced: .ansi16, available: .ansi256) == .ansi16)
        #expect(TerminalScreen.depth(forced: .ansi16, available: .ansi8) == .ansi8)
        #expect(TerminalScreen.depth(forced: .truecolor, available: .ansi256) == .ansi256)
        #expect(TerminalScreen.depth(forced: .ansi256, available: .none) == .none)
    }

    /// A pair table that remembers which pairs are live, as ncurses' does.
    struct FakePairs: PairTable {
        var capacity: Int
        var live: [Int32: (Int32, Int32)] = [:]
        var next: Int32 = 1
        var resets = 0
        mutating func allocate(_ fg: Int32, _ bg: Int32) -> Int32 {
            if let existing = live.first(where: { $0.value == (fg, bg) }) { return existing.key }
            guard live.count < capacity else { return -1 }
            defer { next += 1 }
            live[next] = (fg, bg)
            return next
        }
        mutating func resetAll() { live.removeAll(); resets += 1 }
    }

    @Test("forgetting the pairs empties the terminal's table too, so a pair on screen is never handed out for other colors")
    func resetEmptiesTheTerminalTable() {
        var allocator = ColorAllocator(depth: .truecolor, directTerminal: true, table: FakePairs(capacity: 4))
        _ = allocator.pair(RGBA(1, 2, 3), RGBA(4, 5, 6))
        _ = allocator.pair(RGBA(7, 8, 9), RGBA(4, 5, 6))
        allocator.resetAll()
        // After a reset (a full redraw), new colors get pairs from an empty table.
        for i in 0..<4 { #expect(allocator.pair(RGBA(UInt8(100 + i), 0, 0), .white).pair > 0) }
        // A full table is reset before a fifth pair, and the caller is told to redraw.
        let fifth = allocator.pair(RGBA(0, 200, 0), .white)
        #expect(fifth.reset && fifth.pair > 0)
        #expect(allocator.pairsInUse == 1)
    }

    @Test("a palette mode on a 24-bit terminal sends the palette color's value, never the index as a color")
    func paletteOnDirectTerminal() {
        var on256 = ColorAllocator(depth: .ansi256, directTerminal: false, table: FakePairs(capacity: 8))
        var onDirect = ColorAllocator(depth: .ansi256, directTerminal: true, table: FakePairs(capacity: 8))
        let blue = RGBA(hex: "#007AFF")!
        #expect(on256.color(blue) == 33)                  // xterm index 33 is #0087FF
        #expect(onDirect.color(blue) == 0x0087FF)
        var sixteen = ColorAllocator(depth: .ansi16, directTerminal: true, table: FakePairs(capacity: 8))
        #expect(sixteen.color(.white) == 0xFFFFFF)
        #expect(sixteen.color(.black) == 0x010101, "0...7 are palette slots on direct terminals: nudged")
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

    @Test("the trait log appends timestamped lines for changed traits only")
    func traitLogFile() throws {
        let path = NSTemporaryDirectory() + "dusk-traits-\(UUID().uuidString).log"
        let log = try TraitLogFile(path: path, protecting: [])
        try log.record(from: .light, to: .dark)
        try log.record(from: .dark, to: .dark)
        try log.record(from: .dark, to: Traits(.dark, .elevated, .high))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.map { $0.split(separator: " ").dropFirst().joined(separator: " ") } ==
                ["userInterfaceStyle light -> dark", "userInterfaceLevel base -> elevated", "accessibilityContrast normal -> high"])
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
            GlyphPolicy.others.contains(s) || "─━│╱╲▀▂▄▆█▌▏▐▔▕▖▗".unicodeScalars.contains(s)
        }
        for s in used {
            let a = TerminalScreen.ascii(s)
            #expect(a.value < 0x80 && a != "?", "\(s) has no stand-in")
        }
    }
}
