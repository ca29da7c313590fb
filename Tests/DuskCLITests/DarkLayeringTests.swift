import Audit
import ColorScience
import Formats
import Foundation
import Testing
import ThemeModel

@testable import DuskCLI

/// In dark, iOS draws grouped cells lighter than their page and sheets lighter than the page under them, by a
/// step of its dark surface ramp: `check` says where a theme does not, `fix` and `derive` write values that do.
@Suite("Dark layering: raised surfaces lighter in dark")
struct DarkLayeringTests {
    /// A black card under a lighter teal page, and no elevated values: what the issue saw `derive` write.
    static let flat = """
        { colors: {
            systemGroupedBackground: { light: "#EAF2F3", dark: "#0B1F24" },
            secondarySystemGroupedBackground: { light: "#FFFFFF", dark: "#000000" },
            label: { light: "#12343B", dark: "#E6F4F6" } } }
        """

    @Test("check lists cells no lighter than their page, with the line and fix's values, and exits 1")
    func checkSaysWhere() throws {
        let path = try temporaryFile("flat.json", Self.flat)
        let out = DuskCLI.run(["check", path])
        #expect(out.exitCode == 1)
        let section = try #require(out.stdout.range(of: "Dark layering"), "\(out.stdout)")
        let listed = String(out.stdout[section.upperBound...])
        #expect(listed.contains("flat.json:3:65: secondarySystemGroupedBackground"))
        #expect(listed.contains("#000000 over systemGroupedBackground #0B1F24, not half a step lighter (dark,"))
        #expect(listed.contains("#0B1F24 in sheets and popovers, as its dark value (dark-elevated"))
        #expect(listed.contains("-> try secondarySystemGroupedBackground dark #"))
    }

    @Test("with itself as the baseline, layering as before is said and not counted; a deeper one still is")
    func baseline() throws {
        let path = try temporaryFile("flat.json", Self.flat)
        let same = DuskCLI.run(["check", path, "--baseline", path])
        #expect(same.exitCode == 0, "\(same.stdout)")
        #expect(same.stdout.contains("surfaces out of dark layering as in"), "\(same.stdout)")
        let worse = try temporaryFile("worse.json", Self.flat.replacingOccurrences(of: "#0B1F24", with: "#2A3F44"))
        let out = DuskCLI.run(["check", worse, "--baseline", path])
        #expect(out.exitCode == 1, "a page lighter still over the same black cells: \(out.stdout)")
    }

    @Test("the text, the JSON and GitHub's annotations give each layering finding the same value")
    func oneValueEverywhere() throws {
        let path = try temporaryFile("flat.json", Self.flat)
        let text = DuskCLI.run(["check", path]).stdout
        let tries = text.split(separator: "\n").filter { $0.contains("-> try ") }.joined(separator: "\n")
        let findings = try #require(
            try json(DuskCLI.run(["check", path, "--format", "json"]))["darkLayering"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            let value = try #require(finding["suggestion"] as? String)
            #expect(tries.contains(String(value.dropLast(2))), "JSON's \(value) is not among the text's: \(tries)")
        }
        let github = DuskCLI.run(["check", path, "--format", "github"]).stdout
        for line in github.split(separator: "\n") where line.contains("lighter than") {
            let hint = try #require(line.range(of: "; try ").map { String(line[$0.upperBound...]) })
            let words = hint.split(separator: " ")
            #expect(tries.contains("\(words[1]) \(words[2])"), "GitHub's \(hint) is not the text's: \(tries)")
        }
    }

    @Test("fix's output is in layer in all four dark appearances, and check on it has no layering finding")
    func fixCloses() throws {
        let path = try temporaryFile("flat.json", Self.flat)
        let theme = try ThemeLoader.load(path)
        let fixed = PaletteFixer.fix(theme).applied(to: theme)
        for traits in Traits.all where traits.style == .dark {
            let page = try #require(fixed.resolve("systemGroupedBackground", traits))
            let cells = try #require(fixed.resolve("secondarySystemGroupedBackground", traits))
            #expect(OKLCH(cells).l > OKLCH(page).l + 0.03, "\(traits.name): \(cells.hexRGBA) on \(page.hexRGBA)")
            let base = try #require(fixed.resolve("systemGroupedBackground", Traits(.dark, .base, traits.contrast)))
            if traits.level == .elevated { #expect(OKLCH(page).l > OKLCH(base).l + 0.03, "\(traits.name)") }
        }
        #expect(DarkLayering.findings(fixed, appearances: Traits.all).isEmpty)
        let out = besides(path, "flat.fixed.json")
        let wrote = DuskCLI.run(["fix", path, "--out", out])
        #expect(wrote.exitCode == 0, "\(wrote.stderr)")
        let check = DuskCLI.run(["check", out])
        #expect(check.exitCode != 66 && !check.stdout.contains("Dark layering"), "\(check.stdout)\(check.stderr)")
    }

    @Test("cells their text keeps from rising over a mid-gray page: the page goes under them; check agrees")
    func pageGoesUnderCellsTextHoldsDown() throws {
        // Apple's secondary text on the cells caps them near #2F2F2F; the page at #4A4A4A must go down.
        let path = try temporaryFile(
            "gray.json",
            """
            { colors: {
                systemGroupedBackground: { light: "#F2F2F7", dark: "#4A4A4A" },
                secondarySystemGroupedBackground: { light: "#FFFFFF", dark: "#4A4A4A" } } }
            """)
        let theme = try ThemeLoader.load(path)
        let fix = PaletteFixer.fix(theme)
        #expect(fix.unlayered.isEmpty, "\(fix.unlayered.map(\.problem))")
        let fixed = fix.applied(to: theme)
        for traits in Traits.all where traits.style == .dark {
            let page = try #require(fixed.resolve("systemGroupedBackground", traits))
            let cells = try #require(fixed.resolve("secondarySystemGroupedBackground", traits))
            #expect(
                DarkLayering.isLayered(cells, over: page, highContrast: traits.contrast == .high),
                "\(traits.name): \(cells.hexRGBA) on \(page.hexRGBA)")
        }
        // check's suggestion names both moves: the cells alone would read as going darker than their page.
        let tries = DuskCLI.run(["check", path]).stdout.split(separator: "\n").filter {
            $0.contains("-> try secondarySystemGroupedBackground dark #")
        }
        #expect(tries.contains { $0.contains("; systemGroupedBackground dark #") }, "\(tries)")
        let out = besides(path, "gray.fixed.json")
        let wrote = DuskCLI.run(["fix", path, "--out", out])
        #expect(wrote.exitCode == 0, "\(wrote.stderr)")
        let check = DuskCLI.run(["check", out])
        #expect(check.exitCode == 0, "\(check.stdout)")
        #expect(!check.stdout.contains("Dark layering"), "\(check.stdout)")
    }

    @Test("derive puts the cells of a cream page a step above it, not beside it")
    func deriveLayersTintedPages() throws {
        let path = try temporaryFile(
            "cream.json",
            """
            { colors: { systemGroupedBackground: "#FFF1DE", secondarySystemGroupedBackground: "#FFFFFF",
                        label: "#3B2412" } }
            """)
        let fixed = PaletteFixer.fix(try ThemeLoader.load(path)).applied(to: try ThemeLoader.load(path))
        let page = try #require(fixed.resolve("systemGroupedBackground", .dark))
        let cells = try #require(fixed.resolve("secondarySystemGroupedBackground", .dark))
        #expect(DarkLayering.isLayered(cells, over: page, highContrast: false), "\(cells.hexRGBA) on \(page.hexRGBA)")
        #expect(OKLCH(cells).l > OKLCH(page).l)
    }

    @Test("Apple's own palette is in layer; a page over Apple's cells goes under them, Apple's cells stay")
    func applesPassesAndAPageGoesUnder() throws {
        let apple = try ThemeLoader.load("ios13")
        #expect(DarkLayering.findings(apple, appearances: Traits.all).isEmpty)
        // A page lighter than Apple's cells: the page moves, not Apple's cells, which carry Apple's accents.
        let path = try temporaryFile(
            "page.json",
            """
            { colors: { systemGroupedBackground: { light: "#F2F2F7", dark: "#2C2C2E", darkElevated: "#3A3A3C" } } }
            """)
        let theme = try ThemeLoader.load(path)
        let found = DarkLayering.findings(theme, appearances: [.dark])
        #expect(found.map(\.moving) == ["systemGroupedBackground"])
        let fixed = PaletteFixer.fix(theme).applied(to: theme)
        #expect(fixed.resolve("secondarySystemGroupedBackground", .dark) == RGBA(hex: "#1C1C1E"))
        #expect(DarkLayering.findings(fixed, appearances: Traits.all).isEmpty)
        // A theme's own secondary under Apple's tertiary: Apple's upper levels are not judged on it.
        let cells = try temporaryFile(
            "cells.json",
            """
            { colors: { secondarySystemGroupedBackground: { light: "#FFFFFF", dark: "#3A3A3C" } } }
            """)
        #expect(
            DarkLayering.findings(try ThemeLoader.load(cells), appearances: Traits.all).allSatisfy {
                $0.upper != "tertiarySystemGroupedBackground"
            })
    }
}

/// A path in the folder of `path` (its project, where a fix may name it) with no file at it yet.
private func besides(_ path: String, _ name: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
}
