import Foundation
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI

func temporaryFile(_ name: String, _ content: String) throws -> String {
    let dir = URL(fileURLWithPath: scratchFolder("cli"))
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("dusk colors")
struct ColorsCommandTests {
    @Test("--appearance all --json prints the 288 reference values")
    func jsonMatchesReference() throws {
        let out = DuskCLI.run(["colors", "--appearance", "all", "--json"])
        #expect(out.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        // The notes beside the appearances (none for the built-in palette).
        #expect((object["notes"] as? [Any])?.isEmpty == true)
        let printed = object.filter { $0.key != "notes" && $0.key != "coverage" }.mapValues {
            $0 as? [String: String] ?? [:]
        }
        let referenceData = try Data(
            contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/CoreTests/Fixtures/ios13-system-colors.json"))
        let reference = try JSONDecoder().decode([String: [String: String]].self, from: referenceData)
        #expect(Set(printed.keys) == Set(Traits.allNames))
        for traits in Traits.all {
            for (name, variants) in reference {
                #expect(printed[traits.name]?[name] == variants[traits.variantKey], "\(name) \(traits.name)")
            }
        }
        // Keys in the canonical appearance order, for stable diffs.
        let order = Traits.allNames.compactMap { out.stdout.range(of: "\"\($0)\": {")?.lowerBound }
        #expect(order == order.sorted() && order.count == 8)
    }

    @Test func tableShowsOriginAndAlias() throws {
        let out = DuskCLI.run(["colors", packageRoot + "/themes/juniper.json", "--appearance", "dark"])
        #expect(out.exitCode == 0)
        let line = try #require(out.stdout.split(separator: "\n").first { $0.hasPrefix("cardBackground ") })
        #expect(line.contains("#1C1C1EFF"))
        #expect(line.contains("juniper.json, alias {systemGray6}"))
        #expect(out.stdout.split(separator: "\n").first { $0.hasPrefix("systemRed ") }?.hasSuffix("ios13") == true)
    }

    @Test func unknownAppearanceIsAUsageError() {
        let out = DuskCLI.run(["colors", "--appearance", "darkk"])
        #expect(out.exitCode == 64)
        #expect(out.stderr.contains("unknown appearance `darkk`; did you mean `dark`?"))
    }

    @Test func unknownOptionSuggests() {
        let out = DuskCLI.run(["colors", "--jsn"])
        #expect(out.exitCode == 64)
        #expect(out.stderr.contains("did you mean `--json`?"))
    }

    @Test("a command that takes no arguments refuses one with 64, naming it")
    func extraArgumentRefused() {
        let out = DuskCLI.run(["themes", "extra"])
        #expect(out.exitCode == 64)
        #expect(out.stderr.contains("`themes` takes no arguments, found `extra`"), "\(out.stderr)")
    }
}

@Suite("dusk check")
struct CheckCommandTests {
    @Test("Apple's own palette has honest findings with --inherited: systemBlue tint on white is 4.02:1")
    func ios13HasFindings() throws {
        let out = DuskCLI.run(["check", "--inherited", "--json"])
        #expect(out.exitCode == 1)
        let report = try jsonObject(out.stdout)
        let pairs = try report.objects("pairs")
        let rolePairs = pairs.filter { $0["drawnOn"] == nil }
        // Text and accents (label, secondaryLabel, tertiaryLabel, placeholderText, link, tint and the 10 tints) on the
        // 6 backgrounds, as Apple defines them, and iOS's filled buttons' white titles on the tint. (lightText and
        // darkText, and white titles on every other accent, are only guessed: `--guess`.)
        let expected: Int = 16 * 6 * 8 + 8
        #expect(rolePairs.count == expected)
        #expect(
            pairs.contains { ($0["drawnOn"] as? [String: Any])?["screen"] as? String == "controls" },
            "and what the screens draw")
        let tintOnWhite = try #require(
            pairs.first {
                $0["appearance"] as? String == "light" && $0["foreground"] as? String == "tint"
                    && $0["background"] as? String == "systemBackground"
            })
        #expect(tintOnWhite["ratio"] as? Double == 4.017)
        #expect(tintOnWhite["pass"] as? Bool == false)
        let labelOnBlack = try #require(
            pairs.first {
                $0["appearance"] as? String == "dark" && $0["foreground"] as? String == "label"
                    && $0["background"] as? String == "systemBackground"
            })
        #expect(labelOnBlack["ratio"] as? Double == 21)
    }

    @Test func cleanThemeExitsZero() throws {
        let path = try temporaryFile(
            "clean.json",
            """
            { "inherits": "none",
              "colors": {
                "label": { "light": "#000000", "dark": "#FFFFFF" },
                "systemBackground": { "light": "#FFFFFF", "dark": "#000000", "darkElevated": "#1C1C1E" } } }
            """)
        let out = DuskCLI.run(["check", path])
        #expect(out.exitCode == 0, "\(out.stdout)")
        #expect(out.stdout.contains("No findings."))
    }

    @Test("the mistakes example: hard-coded colors and low contrast")
    func mistakesExample() {
        let out = DuskCLI.run(["check", packageRoot + "/themes/mistakes.json"])
        #expect(out.exitCode == 1)
        #expect(
            out.stdout.contains("5 things to change: label, bannerBackground, cardText, warningText, hintText"),
            "\(out.stdout)")
        #expect(out.stdout.contains("   no dark value: in dark it shows its light one, as text on 7 backgrounds"))
        #expect(
            out.stdout.contains("   no dark value: in dark it shows its light one, under 15 colors"), "\(out.stdout)")
        #expect(out.stdout.contains("   too light to be text on 8 backgrounds in light (all four)"))
        let verbose = DuskCLI.run(["check", packageRoot + "/themes/mistakes.json", "--verbose"])
        #expect(
            verbose.stdout.contains(
                "warningText on systemBackground (text, needs 4.5:1; declared in `roles`: warningText text)"),
            "\(verbose.stdout)")
    }

    @Test func invalidThemeExits65WithLocation() throws {
        let path = try temporaryFile(
            "broken.json", "{\n  \"colors\": {\n    \"a\": { \"drak\": \"#000\", \"light\": \"#fff\" }\n  }\n}\n")
        let out = DuskCLI.run(["check", path])
        #expect(out.exitCode == 65)
        #expect(
            out.stderr
                == """
                \(path):3:12: error: unknown variant `drak` in `a`; did you mean `dark`? (variants: light, dark, \
                lightElevated, darkElevated, lightHighContrast, darkHighContrast, lightElevatedHighContrast, \
                darkElevatedHighContrast, any)\n
                """
        )
        #expect(out.stdout.isEmpty)
    }

    @Test func missingThemeExits66() {
        let out = DuskCLI.run(["check", "/no/such/theme.json"])
        #expect(out.exitCode == 66)
        #expect(out.stderr.contains("no such file"))
    }

    @Test("every theme in themes/ is valid, and check's verdict on it is the one expected")
    func shippedExamplesAreValid() throws {
        // Apple's own pairs are not the theme's findings; each example's are real: white
        // button text on Juniper's mint dark tint, white titles on the Sunrise gradient, Mistakes' mistakes, and
        // the README's first theme (Harbor) before its fix.
        let expected = [
            "ios13.json": 0, "juniper.json": 1, "light-only.json": 1, "mistakes.json": 1, "sunny.json": 1,
            "vip.json": 1, "harbor.json": 1,
        ]
        let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/themes").filter {
            $0.hasSuffix(".json")
        }.sorted()
        #expect(Set(names) == Set(expected.keys), "a theme without an expectation here")
        for name in names {
            let out = DuskCLI.run(["check", packageRoot + "/themes/" + name])
            #expect(out.stderr.isEmpty, "\(name): \(out.stderr)")
            #expect(out.stdout.contains("the theme is valid"), "\(name)")
            #expect(out.exitCode == Int32(expected[name] ?? -1), "\(name)")
        }
    }
}

@Suite("dusk binary")
struct BinaryTests {
    @Test("the real executable maps errors to exit codes and prints no stack trace")
    func executableExitCodes() throws {
        let binary = packageRoot + "/.build/debug/dusk"
        try #require(FileManager.default.isExecutableFile(atPath: binary))
        func run(_ args: [String]) throws -> (Int32, String) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = args
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            try p.run()
            p.waitUntilExit()
            return (
                p.terminationStatus, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            )
        }
        let broken = try temporaryFile("b.json", "{ \"colors\": { \"x\": \"{labl}\" } }")
        let (code, stderr) = try run(["colors", broken])
        #expect(code == 65)
        #expect(stderr.contains("did you mean `label`?"))
        #expect(try run(["colors", "--nope"]).0 == 64)
        #expect(try run(["colors", "/missing.json"]).0 == 66)
    }
}

@Suite("Newcomer commands")
struct NewcomerTests {
    @Test("dusk themes lists the built-in themes; an unknown word names the commands and themes there are")
    func themes() {
        let out = DuskCLI.run(["themes"])
        #expect(out.exitCode == 0)
        #expect(out.stdout.hasPrefix("ios13  37 colors"))
        let unknown = DuskCLI.run(["ios14"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.contains("did you mean `ios13`?"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("built-in themes: ios13"))
    }

    @Test("the preview refuses more than one starting screen or appearance before it needs a terminal")
    func previewStartOptions() {
        #expect(DuskCLI.run(["--screen", "colors,card"]).exitCode == 64)
        #expect(DuskCLI.run(["--appearance", "all"]).exitCode == 64)
        #expect(DuskCLI.run(["--screen", "colrs"]).stderr.contains("did you mean `colors`?"))
    }
}

@Suite("Notes and modes on the command line")
struct NotesAndModesTests {
    @Test("notes go to stderr in every mode and into --json beside the colors")
    func notesEverywhere() throws {
        let dir = try scratchDirectory(["p3.json": ##"{ "colors": { "brand": "color(display-p3 1 0 0)" } }"##])
        let text = DuskCLI.run(["colors", dir + "/p3.json"])
        #expect(text.exitCode == 0 && text.stderr.contains("p3.json:1:24: note:") && !text.stdout.contains("note:"))
        let json = DuskCLI.run(["colors", dir + "/p3.json", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["kind"] as? String == "clippedColor" && notes[0]["line"] as? Int == 1)
        #expect(json.stderr.contains("clipped"))
    }

    @Test("--list-modes names each mode and what it gives; --mode shows another")
    func listAndChooseModes() throws {
        let dir = try scratchDirectory([
            "a.resolver.json":
                ##"{ "modifiers": { "brand": { "contexts": { "##
                + ##""acme": [ { "c": { "$type": "color", "$value": "#FF0000" } } ], "##
                + ##""globex": [ { "c": { "$type": "color", "$value": "#00FF00" } } ] } }, "##
                + ##""theme": { "contexts": { "light": [], "##
                + ##""dark": [ { "c": { "$type": "color", "$value": "#0000FF" } } ] } } } }"##
        ])
        let list = DuskCLI.run(["colors", dir + "/a.resolver.json", "--list-modes"])
        #expect(list.exitCode == 0)
        #expect(list.stdout.contains("brand  globex  --mode globex: shown as every appearance  -"))
        #expect(list.stdout.contains("theme  dark    dark"))
        let globex = DuskCLI.run(["colors", dir + "/a.resolver.json", "--mode", "globex", "--json"])
        #expect(globex.stdout.contains("\"c\": \"#00FF00FF\""))
        let unknown = DuskCLI.run(["check", dir + "/a.resolver.json", "--mode", "initech"])
        #expect(unknown.exitCode == 65 && unknown.stderr.contains("no context `initech`"))
    }
}
