import ColorScience
import Formats
import Foundation
import Screens
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI

@Suite("dusk export")
struct ExportCommandTests {
    func temporaryDirectory() throws -> String {
        let dir = scratchFolder("export")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("writes one file per screen x appearance and prints each path")
    func writesAll() throws {
        let dir = try temporaryDirectory()
        let out = DuskCLI.run(["export", "--out", dir])
        #expect(out.exitCode == 0, "\(out.stderr)")
        let lines = out.stdout.split(separator: "\n")
        #expect(lines.count == Screen.allCases.count * 8)
        #expect(lines.first == "\(dir)/settings-light.ans")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count == Screen.allCases.count * 8)
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary file left behind")
        let committed = try Data(
            contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/ExportTests/Snapshots/ios13/card-dark-elevated.ans"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/card-dark-elevated.ans")) == committed)
    }

    @Test("--out - writes one export to standard output")
    func toStdout() throws {
        let out = DuskCLI.run(["export", "--screen", "labels", "--appearance", "dark", "--out", "-"])
        #expect(out.exitCode == 0)
        let committed = try String(
            contentsOfFile: packageRoot + "/Tests/ExportTests/Snapshots/ios13/labels-dark.ans", encoding: .utf8)
        #expect(out.stdout == committed)
        let many = DuskCLI.run(["export", "--screen", "labels", "--out", "-"])
        #expect(many.exitCode == 64)
        #expect(many.stderr.contains("this would be 8 files"))
    }

    @Test("--alert shows the controls screen's alert, centered over the dimmed controls; without it, none")
    func alertOption() throws {
        func text(_ extra: [String]) -> CommandOutput {
            DuskCLI.run(
                [
                    "export", "--screen", "controls", "--appearance", "light", "--format", "txt", "--size", "80x24",
                    "--out", "-",
                ] + extra)
        }
        let shown = text(["--alert"])
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.firstIndex { $0.contains("Delete Photo?") } == (24 - 8) / 2 + 1)
        #expect(!text([]).stdout.contains("Delete Photo?"))
        let css = DuskCLI.run(["export", "--format", "css", "--alert", "--out", "-"])
        #expect(css.exitCode == 64, "a screen option with a palette format is a usage error: \(css.stderr)")
    }

    @Test func formatsAndSizes() throws {
        let dir = try temporaryDirectory()
        let out = DuskCLI.run([
            "export", "--screen", "controls", "--appearance", "light,dark", "--format", "svg", "--size", "100x30",
            "--out", dir,
        ])
        #expect(out.exitCode == 0)
        let svg = try String(contentsOfFile: dir + "/controls-dark.svg", encoding: .utf8)
        #expect(svg.contains("width=\"840\" height=\"540\""))
        #expect(DuskCLI.run(["export", "--size", "100by30"]).exitCode == 64)
        #expect(DuskCLI.run(["export", "--screen", "setings"]).stderr.contains("did you mean `settings`?"))
        #expect(DuskCLI.run(["export", "--colors", "true"]).exitCode == 64)
    }

    @Test("refuses to overwrite a theme file, and leaves it untouched")
    func protectsThemeFiles() throws {
        let dir = try temporaryDirectory()
        let themePath = dir + "/settings-light.ans"
        let content = "{ \"name\": \"Odd\" }"
        try content.write(toFile: themePath, atomically: true, encoding: .utf8)
        let out = DuskCLI.run(["export", themePath, "--screen", "settings", "--appearance", "light", "--out", dir])
        #expect(out.exitCode == 73)
        #expect(out.stderr.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: themePath, encoding: .utf8) == content)
    }

    @Test("a theme name with ../ and controls makes a safe folder name")
    func safeFolderName() throws {
        let dir = try temporaryDirectory()
        let themePath = dir + "/t.json"
        try "{ \"name\": \"../../etc/\\u001B[31mevil\" }".write(toFile: themePath, atomically: true, encoding: .utf8)
        // The default folder is relative to the working directory: the built binary runs in `dir`
        // (tests share one process, so none of them may change its directory).
        let run = try runProgram(
            packageRoot + "/.build/debug/dusk", ["export", themePath, "--screen", "settings", "--appearance", "light"],
            in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "screenshots/etc-31mevil/settings-light.ans\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/screenshots/etc-31mevil/settings-light.ans"))
    }

    @Test("an output path that is not a directory is a clear error")
    func badDirectory() throws {
        let dir = try temporaryDirectory()
        try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        let out = DuskCLI.run(["export", "--screen", "settings", "--appearance", "light", "--out", dir + "/file/sub"])
        #expect(out.exitCode == 73)
        #expect(out.stderr.hasPrefix("dusk: error: cannot write"))
    }

    @Test func screensListsAll() {
        let out = DuskCLI.run(["screens"])
        #expect(out.stdout.split(separator: "\n").count == Screen.allCases.count)
        #expect(out.stdout.hasPrefix("1  settings"))
    }
}

@Suite("Asset catalogs in and out")
struct AssetCatalogExportTests {
    @Test("catalog -> dusk -> catalog gives the same colors; Xcode's layout")
    func roundTrip() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dusk-xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let first = DuskCLI.run([
            "export", packageRoot + "/themes/juniper.json", "--format", "xcassets", "--out", dir + "/Juniper.xcassets",
        ])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Juniper.xcassets ("))
        #expect(first.stderr.contains("no elevated appearance"))
        let catalog = try ThemeLoader.load(dir + "/Juniper.xcassets")
        for name in [
            "brandBackground", "brandText", "cardBackground", "badge", "badgeText", "systemGroupedBackground", "link",
            "systemGreen",
        ] {
            for t in [Traits.light, .dark, Traits(.light, .base, .high), Traits(.dark, .base, .high)] {
                #expect(catalog.resolve(name, t) == theme.resolve(name, t), "\(name) \(t.name)")
            }
        }
        #expect(catalog.resolve("tint", .dark) == theme.resolve("tint", .dark), "AccentColor reads back as the tint")
        #expect(catalog["AccentColor"] == nil)
        let json = try String(
            contentsOfFile: dir + "/Juniper.xcassets/brandText.colorset/Contents.json", encoding: .utf8)
        #expect(json.contains("\"appearance\" : \"luminosity\",\n          \"value\" : \"dark\""))
        #expect(json.contains("\"alpha\" : \"1.000\",\n          \"blue\" : \"0.173\""))
        // Again, from the catalog: byte-identical files.
        let second = DuskCLI.run([
            "export", dir + "/Juniper.xcassets", "--format", "xcassets", "--out", dir + "/Again.xcassets",
        ])
        #expect(second.exitCode == 0, "\(second.stderr)")
        let again = try String(
            contentsOfFile: dir + "/Again.xcassets/brandText.colorset/Contents.json", encoding: .utf8)
        #expect(again == json)
        // Never over the catalog being read.
        let over = DuskCLI.run([
            "export", dir + "/Juniper.xcassets", "--format", "xcassets", "--out", dir + "/Juniper.xcassets",
        ])
        #expect(over.exitCode == 73)
    }

    @Test("colors --json on a catalog")
    func colorsOnCatalog() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dusk-xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = DuskCLI.run([
            "export", packageRoot + "/themes/vip.json", "--format", "xcassets", "--out", dir + "/VIP.xcassets",
        ])
        let out = DuskCLI.run(["colors", dir + "/VIP.xcassets", "--appearance", "all", "--json"])
        #expect(out.exitCode == 0)
        #expect(out.stdout.contains("\"logoTint\": \"#FFD60AFF\""))
        // A catalog says nothing of where its colors are drawn: no finding from names alone, each color counted.
        let check = DuskCLI.run(["check", dir + "/VIP.xcassets", "--source", "none"])
        #expect(check.exitCode == 0)
        #expect(check.stdout.contains("2 colors not judged (no evidence they are drawn)"), "\(check.stdout)")
    }

    @Test(
        "an option of another format is a usage error naming the formats that use it",
        arguments: [
            (
                ["--format", "css", "--swift-catalog"],
                "`--swift-catalog` is for --format swift; --format css does not use it"
            ),
            (
                ["--format", "swift", "--css-prefix", "x"],
                "`--css-prefix` is for --format css; --format swift does not use it"
            ),
            (
                ["--format", "tokens", "--screen", "settings"],
                "`--screen` is for --format ans, txt, svg, png, html; --format tokens does not use it"
            ),
            (
                ["--format", "xcassets", "--appearance", "dark"],
                "`--appearance` is for --format ans, txt, svg, png, html"
            ),
            (["--swift-catalog"], "--format ans does not use it"),
        ])
    func optionOfAnotherFormat(arguments: [String], message: String) throws {
        let out = DuskCLI.run(["export", "ios13", "--out", "-"] + arguments)
        #expect(out.exitCode == 64, "\(out.stderr)")
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }
}

@Suite("dusk export: the review page's size")
struct ReviewPageBudgetTests {
    @Test("a review page past the pixel budget is refused by name before anything is drawn (64)")
    func pageBudget() {
        let out = DuskCLI.run(["export", "--format", "html", "--size", "300x300", "--out", "/nonexistent/page"])
        #expect(out.exitCode == 64)
        #expect(
            out.stderr.contains(
                "a review page of \(Screen.allCases.count * 8) views of 300x300 cells at scale 1 would be"),
            "\(out.stderr)")
        #expect(out.stderr.contains("more than dusk puts in one page (120 million)"), "\(out.stderr)")
    }
}
