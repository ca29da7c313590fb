import Foundation
import TestSupport
import Testing

@testable import DuskCLI

/// A color outside sRGB is a finding `check` shows with the nearest sRGB color of its lightness and hue, so the
/// exit status never fails on something the report does not say; a clip no one could see is a note only.
@Suite("check: colors outside sRGB")
struct OutsideSRGBTests {
    @Test("a visible clip is listed on stdout with what to write, and is why check exits 1")
    func visibleClipIsAFinding() throws {
        let file = try temporaryFile(
            "clip.css",
            """
            :root { --background: #FFFFFF; --foreground: #0A0A0A; --destructive: oklch(0.577 0.245 27.325); }
            .dark { --background: #0A0A0A; --foreground: #FAFAFA; --destructive: oklch(0.704 0.191 22.216); }
            """)
        let out = DuskCLI.run(["check", file])
        #expect(out.exitCode == 1)
        let section = try #require(out.stdout.range(of: "Outside sRGB"), "\(out.stdout)")
        let listed = out.stdout[section.upperBound...]
        #expect(listed.contains("clip.css:1:70: `--destructive`: oklch(0.577 0.245 27.325) is outside sRGB"))
        #expect(listed.contains("the nearest sRGB color of its lightness and hue is #E40016"))
        // The dark value's clip is within a step of the nearest: a note on stderr, not a finding.
        #expect(!listed.contains("0.704"))
        #expect(out.stderr.contains("was clipped to #FF6467, within a step of the nearest sRGB color"))
    }

    @Test("rgb() past its range is clamped as CSS clamps it: a note, and fix starts from the color shown")
    func clampedChannel() throws {
        let file = try temporaryFile("clamp.css", ":root {\n  --page: #FFFFFF;\n  --text: rgb(1000 176 184);\n}\n")
        let out = DuskCLI.run(["check", file])
        #expect(!out.stdout.contains("Outside sRGB"), "\(out.stdout)")
        #expect(out.stderr.contains("rgb(1000 176 184) has a channel past its range, which CSS clamps: #FFB0B8"))
        #expect(!out.stdout.contains("#FFFFFF, dark"), "never white text suggested on a white page: \(out.stdout)")
        let fixed = DuskCLI.run(["fix", file, "--out", file + ".fixed.json"])
        #expect(fixed.exitCode == 0, "\(fixed.stderr)")
        // (A light-only stylesheet is still "the same in light and dark": that finding is not this one's.)
        let again = DuskCLI.run(["check", file + ".fixed.json"])
        #expect(again.stdout.contains(", 0 below target"), "fix's values pass: \(again.stdout)")
    }

    @Test("a palette whose only clips are within a step passes")
    func invisibleClipPasses() throws {
        let file = try temporaryFile(
            "clip.css",
            """
            :root { --background: #FFFFFF; --foreground: #0A0A0A; }
            .dark { --background: #0A0A0A; --foreground: #FAFAFA; --destructive: oklch(0.704 0.191 22.216); }
            """)
        let out = DuskCLI.run(["check", file])
        #expect(!out.stdout.contains("Outside sRGB"), "\(out.stdout)")
        #expect(out.stderr.contains("within a step"))
    }

    @Test("fix writes the nearest sRGB color for each visible clip, and check on its output shows none")
    func fixWritesTheNearest() throws {
        let file = try temporaryFile(
            "clip.css",
            """
            :root { --background: #FFFFFF; --foreground: #0A0A0A; --primary: color(display-p3 0 0.6 1); }
            .dark { --background: #0A0A0A; --foreground: #FAFAFA; --primary: color(display-p3 0.3 0.7 1); }
            """)
        let fixed = file.replacingOccurrences(of: "clip.css", with: "clip.fixed.json")
        let fix = DuskCLI.run(["fix", file, "--out", fixed, "--force"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let written = try String(contentsOfFile: fixed, encoding: .utf8)
        #expect(
            written.contains(##""light": "#009CED",  // light: outside sRGB, shown clipped to #009CFF"##), "\(written)")
        #expect(written.contains(##""dark": "#22B5FF",  // dark: outside sRGB, shown clipped to #00B5FF"##))
        let check = DuskCLI.run(["check", fixed])
        #expect(!check.stdout.contains("Outside sRGB"), "\(check.stdout)")
    }
}
