import ColorScience
import Foundation
import TestSupport
import Testing

/// The tuner end to end: keys in a real terminal, the theme file on disk, `dusk colors` after.
@Suite("The tuner in a terminal", .enabled(if: tmuxAvailable()))
struct TunerTerminalTests {
    static let theme = """
        // A brand palette of my own: JSON5, as designers write it.
        {
          "name": "Brand",
          colors: {
            // the page behind everything
            'brandPage': '#F3EFE6',   // paper
            "brandInk": "#3A2F6B",    // violet ink
          },
        }

        """

    /// The hex color of `name` in `dusk colors THEME --appearance APPEARANCE`.
    func listed(_ name: String, _ theme: String, _ appearance: String) throws -> RGBA? {
        let result = try runDusk(["colors", theme, "--appearance", appearance])
        let line = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").first {
            $0.split(separator: " ").first.map(String.init) == name
        }
        let hex = line?.split(separator: " ").first { $0.hasPrefix("#") }
        return hex.flatMap { RGBA(hex: String($0)) }
    }

    @Test("t, ↑ five times, w: only that color's line changes, its comment kept; in dark ↓ three times adds dark")
    func tuneAndWrite() throws {
        let dir = try scratchFolder("tune", holding: ["brand.json": Self.theme])
        let path = dir + "/brand.json"
        let session = try TmuxSession(arguments: ["brand.json"], width: 100, height: 40, directory: dir)
        #expect(session.waitForFooter("settings"))
        try session.send("t")
        #expect(session.waitForFooter("tuning brandPage (light)"))
        for _ in 0..<5 { try session.send("Up") }
        #expect(session.waitForFooter("1 unwritten"))
        try session.send("w")
        #expect(session.waitForFooter("1 value written into brand.json"))
        let once = try String(contentsOfFile: path, encoding: .utf8)
        let before = Self.theme.components(separatedBy: "\n")
        let after = once.components(separatedBy: "\n")
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        let line = try #require(changed.first?.1)
        #expect(line.hasPrefix("    'brandPage': '#") && line.hasSuffix("',   // paper"), "\(line)")
        let light = try #require(try listed("brandPage", path, "light"))
        let paper = try #require(RGBA(hex: "#F3EFE6"))
        #expect(abs(OKLCH(light).l - (OKLCH(paper).l + 0.05)) < 0.006)
        #expect(line.contains(light.hexRGB))

        // Dark: the color has no dark value; the tuner makes one, starting where derive would put it.
        try session.send("d")
        #expect(session.waitForFooter("dark is new: the first key steps from derive's #"))
        for _ in 0..<3 { try session.send("Down") }
        #expect(session.waitForFooter("1 unwritten"))
        try session.send("w")
        #expect(session.waitForFooter("1 value written into brand.json"))
        let twice = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let darkLine = try #require(zip(after, twice).first { $0 != $1 }?.1)
        let dark = try #require(try listed("brandPage", path, "dark"))
        #expect(darkLine == "    'brandPage': { 'light': '\(light.hexRGB)', 'dark': '\(dark.hexRGB)' },   // paper")
        // A paper page's dark is a dark page three steps down from derive's, not the paper three steps down.
        #expect(OKLCH(dark).l < 0.3, "\(dark.hexRGB)")
        #expect(try listed("brandPage", path, "light") == light, "light stays")
        try session.send("q")
        #expect(session.wait { session.isDead })
    }

    @Test("q with tuned values unwritten asks once; the file is untouched")
    func quitAsks() throws {
        let dir = try scratchFolder("tune-quit", holding: ["brand.json": Self.theme])
        let session = try TmuxSession(arguments: ["brand.json"], width: 100, height: 40, directory: dir)
        #expect(session.waitForFooter("settings"))
        try session.send("t")
        try session.send("Up")
        #expect(session.waitForFooter("1 unwritten"))
        try session.send("q")
        #expect(session.waitForFooter("q again quits"))
        #expect(!session.isDead)
        try session.send("q")
        #expect(session.wait { session.exitStatus == 0 })
        #expect(try String(contentsOfFile: dir + "/brand.json", encoding: .utf8) == Self.theme)
    }
}
