import Audit
import Export
import Formats
import Foundation
import Pairs
import Preview
import Screens
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI

/// One verdict everywhere: for palettes of every kind, check's text, JSON, GitHub annotations and SARIF, the
/// review page and the tuner's grid report the same things to change and the same failing pairs.
@Suite("surfaces agree: check, its machine formats, the review page and the tuner give one verdict")
struct SurfacesAgreeTests {
    /// Palettes of every kind: dusk themes (light-only, overriding Apple's, roles, layering, clipped), and the
    /// shapes of real systems (shadcn CSS, DTCG modes, Tokens Studio, Android, a catalog, base16, GIMP).
    static let inline: [(String, String)] = [
        (
            "light-only.json",
            ##"{"colors": {"brand": "#E4572E", "ink": "#202124", "paper": "#FFF8F0"}, "##
                + ##""roles": {"ink": "text", "paper": "background", "brand": "accent"}}"##
        ),
        (
            "overrides.json",
            ##"{"colors": {"label": {"light": "#333333", "dark": "#EEEEEE"}, "##
                + ##""systemBackground": {"light": "#FAFAF7", "dark": "#121212"}, "systemBlue": "#4A90E2"}}"##
        ),
        ("static.json", ##"{"colors": {"tint": "#7A4DFF", "secondaryLabel": "#8E8E93"}}"##),
        (
            "layering.json",
            ##"{"colors": {"systemGroupedBackground": {"light": "#F2F2F7", "dark": "#202020"}, "##
                + ##""secondarySystemGroupedBackground": {"light": "#FFFFFF", "dark": "#101010"}}}"##
        ),
        ("clipped.json", ##"{"colors": {"tint": {"light": "color(display-p3 1 0 0)", "dark": "#FF6961"}}}"##),
        (
            "declared.json",
            ##"{"colors": {"chip": {"light": "#DDE7FF", "dark": "#23304D"}, "##
                + ##""chipText": {"light": "#8DA2D0", "dark": "#5D6F99"}}, "##
                + ##""contrast": [{"text": "chipText", "on": ["chip"]}]}"##
        ),
        ("passing.json", ##"{"colors": {"tint": {"light": "#0A5BD3", "dark": "#5AA2FF"}}}"##),
        (
            "globals.css",
            """
            :root { --background: 0 0% 100%; --foreground: 222 47% 11%; --primary: 221 83% 53%;
              --primary-foreground: 210 40% 98%; --muted: 210 40% 96%; --muted-foreground: 215 16% 47%; }
            .dark { --background: 222 47% 11%; --foreground: 210 40% 98%; --primary: 217 91% 60%;
              --primary-foreground: 222 47% 11%; --muted: 217 33% 17%; --muted-foreground: 215 20% 65%; }
            """
        ),
        (
            "brand.tokens.json",
            ##"{"color": {"$type": "color", "text": {"$value": "#5F6368"}, "##
                + ##""surface": {"$value": "#FFFFFF"}, "accent": {"$value": "#F29900"}}}"##
        ),
        (
            "res/values/colors.xml",
            """
            <resources><color name="colorPrimary">#6200EE</color><color name="colorOnPrimary">#FFFFFF</color>
            <color name="colorSurface">#FFFFFF</color><color name="colorOnSurface">#9E9E9E</color></resources>
            """
        ),
        (
            "scheme.yaml",
            """
            scheme: "Dusky"
            author: "dusk tests"
            base00: "1d1f21"
            base01: "282a2e"
            base02: "373b41"
            base03: "969896"
            base04: "b4b7b4"
            base05: "c5c8c6"
            base06: "e0e0e0"
            base07: "ffffff"
            base08: "cc6666"
            base09: "de935f"
            base0A: "f0c674"
            base0B: "b5bd68"
            base0C: "8abeb7"
            base0D: "81a2be"
            base0E: "b294bb"
            base0F: "a3685a"
            """
        ),
        ("brand.gpl", "GIMP Palette\nName: Brand\n#\n228  87  46 brand\n 32  33  36 ink\n255 248 240 paper\n"),
    ]

    static var palettes: [String] {
        get throws {
            var paths = ["harbor", "juniper", "light-only", "mistakes", "sunny", "vip"].map {
                packageRoot + "/themes/\($0).json"
            }
            paths.append(packageRoot + "/Tests/CoreTests/Fixtures/material/untouched-export.json")
            for (name, text) in inline {
                let dir = try scratchDirectory([name: text])
                paths.append(dir + "/" + name)
            }
            // A Tokens Studio system and an asset catalog, which are folders of files.
            let studio = try scratchDirectory([
                "$themes.json": ##"[{"name": "Light", "selectedTokenSets": {"core": "enabled"}}]"##,
                "core.json": ##"{"bg": {"value": "#FFFFFF", "type": "color"}, "##
                    + ##""fg": {"value": "#A0A0A0", "type": "color"}}"##,
            ])
            paths.append(studio + "/$themes.json")
            let catalog = try scratchDirectory([
                "Brand.xcassets/Contents.json": ##"{"info": {"version": 1, "author": "xcode"}}"##,
                "Brand.xcassets/accent.colorset/Contents.json": """
                {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0.95", "green": "0.60", "blue": "0.00", "alpha": "1.000"}}}],
                "info": {"version": 1, "author": "xcode"}}
                """,
            ])
            paths.append(catalog + "/Brand.xcassets")
            return paths
        }
    }

    @Test("for 21 palettes every surface counts the same findings and things to change")
    func everySurfaceAgrees() throws {
        let paths = try Self.palettes
        #expect(paths.count >= 21)
        for path in paths {
            let text = DuskCLI.run(["check", path, "--source", "none"])
            try #require(text.exitCode <= 1, "\(path): \(text.stderr)")
            let report = try json(DuskCLI.run(["check", path, "--source", "none", "--format", "json"]))
            let findings = try #require(report["findings"] as? Int, "\(path)")
            // The exit code is the verdict: the same in every format.
            #expect((findings > 0) == (text.exitCode == 1), "\(path)")
            let github = DuskCLI.run(["check", path, "--source", "none", "--format", "github"])
            let sarif = DuskCLI.run(["check", path, "--source", "none", "--format", "sarif"])
            #expect(github.exitCode == text.exitCode && sarif.exitCode == text.exitCode, "\(path)")
            let annotations = github.stdout.split(separator: "\n").filter {
                ($0.hasPrefix("::error") || $0.hasPrefix("::warning")) && !$0.contains("more findings not listed")
            }
            let results = try jsonObject(sarif.stdout).objects("runs").first?.objects("results") ?? []
            #expect(
                annotations.count == results.count, "\(path): github \(annotations.count), sarif \(results.count)")
            #expect(annotations.isEmpty == (findings == 0), "\(path)")
            // check's things to change are the review page's.
            var quiet = CommandOutput()
            let theme = try ThemeLoader.load(path)
            let page = ExportCommand.reviewPage(
                theme, screens: [.settings], traits: Traits.all, size: Size(width: 60, height: 20),
                options: ScreenOptions(),
                depth: .truecolor, picture: PictureStyle(scale: 1, frame: false),
                evidence: PairEvidence(theme: theme), &quiet)
            let said = text.stdout.split(separator: "\n").first { $0.contains(" to change: ") }.map(String.init)
            let count = said.map { Int(String($0.prefix { $0.isNumber })) ?? 1 } ?? 0
            #expect(page.findings.count == count, "\(path): page \(page.findings.count), check \(count)")
            #expect(page.summary.hasSuffix(FindingGroup.thingsToChange(count)), "\(path): \(page.summary)")
            #expect((count == 0) == (findings == 0), "\(path): \(count) things, \(findings) findings")
        }
    }

    @Test("the tuner's grid fails the pairs check fails, and no others, for each palette's first colors")
    func tunerAgreesWithCheck() throws {
        let screens = ScreenPairs()
        for path in try Self.palettes {
            let theme = try ThemeLoader.load(path)
            var quiet = CommandOutput()
            let report = Report.make(
                theme, traits: Traits.all, listAll: true, evidence: PairEvidence(theme: theme), &quiet)
            for name in theme.tunableNames(.light).prefix(3) {
                let grid = TunerGrid.make(theme, name: name, drawn: screens.drawnPairs)
                func involves(_ color: String, _ t: Traits) -> Bool {
                    color == name || theme.walkAliases(from: color, t).path.contains(name)
                }
                let checked = Set(
                    report.audit.pairs.filter {
                        report.audit.isFinding($0)
                            && (involves($0.foreground, $0.traits) || involves($0.background, $0.traits))
                    }.map { "\($0.foreground) on \($0.background)" })
                let tuned = Set(grid.rows.filter(\.fails).map { "\($0.foreground) on \($0.background)" })
                #expect(tuned == checked, "\(path) \(name): tuner \(tuned.sorted()), check \(checked.sorted())")
                let layered = report.layering.filter { [$0.upper, $0.lower, $0.moving].contains(name) }
                #expect(grid.layering.isEmpty == layered.isEmpty, "\(path) \(name)")
            }
        }
    }
}

/// The first hour of a newcomer: typos, folders, names of formats, and `--out` naming a file.
@Suite("check's first hour: folders, the built-in theme, --format and --out")
struct FirstHourCLITests {
    @Test("a folder of themes names them; dusk's own hand-off below it is named as a copy, not read")
    func foldersOfThemesAndHandoff() throws {
        let dir = try scratchDirectory([
            "brand.json": ##"{"colors": {"terracotta": "#C4562B"}}"##, "notes.json": "{ broken",
        ])
        let exported = DuskCLI.run(["export", dir + "/brand.json", "--format", "tokens", "--out", dir + "/handoff"])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let out = DuskCLI.run(["check", dir])
        #expect(out.exitCode == 66)
        #expect(out.stderr.contains("it is a folder of palettes (`brand.json`); give one of them"), "\(out.stderr)")
        #expect(out.stderr.contains("/handoff` is dusk's own hand-off of "), "\(out.stderr)")
        #expect(!out.stderr.contains("notes.json"), "a broken file beside is not the answer: \(out.stderr)")
        // The hand-off alone is refused by name too, never read as a light-only palette.
        let handoff = DuskCLI.run(["check", dir + "/handoff"])
        #expect(handoff.exitCode == 66 && handoff.stderr.contains("dusk's own hand-off"), "\(handoff.stderr)")
    }

    @Test("with no THEME, a folder named ios13 in the working folder does not stand in for the built-in theme")
    func builtinNotShadowed() throws {
        let dir = try scratchDirectory(["ios13/readme.txt": "not a theme"])
        // The real executable in that folder: changing this process's folder would move every other test's.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: packageRoot + "/.build/debug/dusk")
        p.arguments = ["check"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(text)")
        #expect(text.contains("No findings"), "\(text)")
    }

    @Test("a pass over a file most of whose colors were skipped says so, never a bare \"No findings\"")
    func partialPassSaysSo() throws {
        let dir = try scratchDirectory([
            "brand.tokens.json": ##"""
            {"color": {"ink": {"value": "#111111"}, "a": {"value": "none"}, "b": {"value": "auto"},
             "c": {"value": "currentColor"}}}
            """##
        ])
        let out = DuskCLI.run(["check", dir + "/brand.tokens.json", "--source", "none"])
        #expect(out.exitCode == 0)
        #expect(out.stdout.contains("No findings in what was read: 3 of 4 colors were skipped"), "\(out.stdout)")
        #expect(!out.stdout.contains("No findings.\n"))
    }

    @Test("--format jpg suggests png; --out page.html writes that file, --out shots a folder")
    func formatsAndOut() throws {
        let jpg = DuskCLI.run(["export", "--format", "jpg"])
        #expect(jpg.exitCode == 64 && jpg.stderr.contains("found `jpg`; did you mean `png`?"), "\(jpg.stderr)")
        let dir = try scratchDirectory()
        let page = DuskCLI.run([
            "export", "--format", "html", "--screen", "settings", "--appearance", "light", "--size", "40x20",
            "--out", dir + "/page.html",
        ])
        #expect(page.exitCode == 0, "\(page.stderr)")
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: dir + "/page.html", isDirectory: &isFolder) && !isFolder.boolValue)
        let shots = DuskCLI.run([
            "export", "--format", "png", "--screen", "settings", "--appearance", "light", "--size", "40x20",
            "--out", dir + "/shots",
        ])
        #expect(shots.stdout.hasSuffix("shots/settings-light.png\n"), "\(shots.stdout)")
    }
}
