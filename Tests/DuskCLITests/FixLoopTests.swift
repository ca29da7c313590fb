import Audit
import ColorScience
import Formats
import Foundation
import Platform
import Screens
import Testing
import ThemeModel

@testable import DuskCLI

@Suite("check → fix → check closes")
struct FixLoopTests {
    /// A light-only brand palette with a screen of its own, as a designer starts one.
    static let brand = """
        { name: "Espresso", colors: {
            cream: "#FFF8EE", espresso: "#3B2A20", brandAccent: "#FF7A45", sunshine: "#FFE066",
            errorRed: "#E5484D", border: "#EADFCF", tint: "{brandAccent}", systemBackground: "{cream}" },
          screens: ["login.json"] }
        """
    static let login = """
        { title: "Login", body: [
            { navigationBar: { title: "Sign in", large: true } },
            { textField: { placeholder: "Email" } },
            { button: { title: "Sign in", style: "filled" } },
            { banner: { text: "Free shipping this week", glyph: "★", color: "sunshine" } },
            { text: { text: "Promo: 20% off", style: "body", color: "sunshine" } },
            { text: { text: "Wrong password", style: "footnote", color: "errorRed" } },
            { divider: { color: "border" } } ] }
        """

    /// (foreground, background, appearance) of every finding of `check --json`.
    func findings(_ path: String) throws -> Set<[String]> {
        let pairs = try json(DuskCLI.run(["check", path, "--json"])).objects("pairs")
        return Set(
            pairs.filter { $0["finding"] as? Bool == true }.map {
                [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
            })
    }

    @Test("the brand palette: check on fix's output reports exactly the pairs fix --json declared unfixable")
    func brandLoopCloses() throws {
        let dir = try scratchDirectory(["brand.json": FixLoopTests.brand, "login.json": FixLoopTests.login])
        let before = try findings(dir + "/brand.json")
        #expect(before.count > 20)
        let check = DuskCLI.run(["check", dir + "/brand.json"])
        let summary = check.stdout.split(separator: "\n").first {
            $0.hasSuffix("things to change") || $0.contains("things to change:")
        }
        // espresso is drawn nowhere, and the border only as the screen's divider (a line holds no text): listed
        // once as not judged, never judged from their names.
        #expect(summary == "4 things to change: cream, sunshine, brandAccent, errorRed", "\(check.stdout)")
        #expect(
            check.stdout.contains("2 colors not judged, with no evidence of where they are drawn (espresso, border)"),
            "\(check.stdout)")
        let fix = DuskCLI.run(["fix", dir + "/brand.json", "--json"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let fixSummary = try json(fix)
        let unfixable = Set(
            (try fixSummary.objects("unfixable")).map {
                [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
            })
        #expect(try findings(dir + "/brand.fixed.json") == unfixable)
        #expect(unfixable.count < 8, "\(unfixable)")
        // The tint aliases the accent: fix moves the accent and the alias stays.
        let fixed = try ThemeLoader.load(dir + "/brand.fixed.json")
        #expect(fixed["tint"]?.color.value(for: .light) == .alias("brandAccent"))
        #expect(fixed.resolve("brandAccent", .light) != RGBA(hex: "#FF7A45"))
        // The drawn error line passes now: errorRed on the cream page in light.
        let red = try #require(fixed.resolve("errorRed", .light))
        #expect(Contrast.wcagRatio(text: red, background: fixed.resolve("cream", .light)!) >= 4.5)
        // Dark is a dark interface: the cream page is a dark surface, the text light on it; the page role and the
        // color it aliases stay one (the role is not given a dark value of its own).
        let page = try #require(fixed.resolve("cream", .dark))
        #expect(OKLCH(page).l < 0.3, "\(page.hexRGB)")
        #expect(fixed["systemBackground"]?.color.value(for: .dark) == .alias("cream"))
        // Colors nothing draws are given no values nobody judged, and fix names them.
        #expect(fixed["espresso"]?.color.variants[.dark] == nil)
        #expect(fixSummary["undrawn"] as? [String] == ["espresso", "border"], "\(fixSummary)")
    }

    @Test("an override with light and dark keeps its dark through fix; the fix never makes an appearance worse")
    func overrideKeepsDark() throws {
        let dir = try scratchDirectory([
            "o.json": ##"{ "colors": { "label": { "light": "#C4C4C4", "dark": "#FFFFFF" } } }"##
        ])
        #expect(DuskCLI.run(["fix", dir + "/o.json"]).exitCode == 0)
        let fixed = try ThemeLoader.load(dir + "/o.fixed.json")
        #expect(fixed.resolve("label", .dark) == .white)
        #expect(fixed.resolve("label", Traits(.dark, .elevated)) == .white)
        #expect(Contrast.wcagRatio(text: fixed.resolve("label", .light)!, background: .white) >= 4.5)
        #expect(try findings(dir + "/o.fixed.json").isEmpty)
    }

    @Test("fix never replaces a file it did not write, or one edited since, without --force")
    func neverOverwritesEdits() throws {
        let dir = try scratchDirectory(["t.json": ##"{ "colors": { "brandText": "#AAAAAA" } }"##, "mine.json": "{}"])
        #expect(DuskCLI.run(["fix", dir + "/t.json"]).exitCode == 0)
        #expect(DuskCLI.run(["fix", dir + "/t.json"]).exitCode == 0, "its own unchanged output is replaced")
        let path = dir + "/t.fixed.json"
        try (try String(contentsOfFile: path, encoding: .utf8) + "\n// my note\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        let again = DuskCLI.run(["fix", dir + "/t.json"])
        #expect(again.exitCode == 73)
        #expect(again.stderr.contains("was edited since"), "\(again.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("// my note\n"))
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--out", dir + "/mine.json"]).exitCode == 73)
        #expect(try String(contentsOfFile: dir + "/mine.json", encoding: .utf8) == "{}")
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--force"]).exitCode == 0)
        // A hard link to the theme is the theme, by any name: refused even with --force; so are a FIFO and a device.
        try FileManager.default.linkItem(atPath: dir + "/t.json", toPath: dir + "/link.json")
        let link = DuskCLI.run(["fix", dir + "/t.json", "--out", dir + "/link.json", "--force"])
        #expect(link.exitCode == 73 && link.stderr.contains("it is a file of the theme"), "\(link.stderr)")
        #expect(mkfifo(dir + "/pipe.json", 0o644) == 0)
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--out", dir + "/pipe.json", "--force"]).exitCode == 73)
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--out", "/dev/null"]).exitCode == 73)
        #expect(
            try String(contentsOfFile: dir + "/t.json", encoding: .utf8)
                == ##"{ "colors": { "brandText": "#AAAAAA" } }"##)
    }

    @Test(
        """
        derive from Apple's light values alone lands within OKLab 3 (mean) and 10 (any color) of Apple's variants, \
        at any hue
        """
    )
    func deriveLikeApple() throws {
        for k in [0, 1, 4, 7, 11] {
            for row in try DeriveFigure.rows(rotatedBy: Double(k) * 30) {
                #expect(row.mean <= 3, "hue +\(k * 30)° \(row.traits.name): mean \(row.mean)")
                #expect(row.max <= 10, "hue +\(k * 30)° \(row.traits.name): \(row.worst) \(row.max)")
            }
        }
    }
}

@Suite("check says only what is true")
struct CheckPrecisionTests {
    @Test("a token clipped to exactly its own hex fallback is a note, not a finding")
    func clipToOwnFallback() throws {
        let token =
            ##"{ "brandLine": { "$type": "color", "$value": { "##
            + ##""colorSpace": "oklch", "components": [0.9, 0.25, 130], "hex": "#A5FC00" } } }"##
        let plain =
            ##"{ "brandLine": { "$type": "color", "$value": { "##
            + ##""colorSpace": "oklch", "components": [0.9, 0.25, 130] } } }"##
        let dir = try scratchDirectory(["own.tokens.json": token, "plain.tokens.json": plain])
        let own =
            try jsonObject(DuskCLI.run(["check", dir + "/own.tokens.json", "--json"]).stdout)
        let notes = try own.objects("notes")
        #expect(
            notes.contains {
                $0.text("message").contains("its own `hex` fallback") && $0["kind"] as? String == "note"
            })
        let out = DuskCLI.run(["check", dir + "/own.tokens.json", "--format", "github"])
        #expect(!out.stdout.contains("::warning"), "\(out.stdout)")
        let clipped = DuskCLI.run(["check", dir + "/plain.tokens.json", "--format", "github"])
        #expect(clipped.stdout.contains("::warning file=\(dir)/plain.tokens.json,line=1"), "\(clipped.stdout)")
    }

    @Test("colors shows a theme locked by userInterfaceStyle as its screens do")
    func colorsHonorsStyleLock() throws {
        let dir = try scratchDirectory([
            "l.json":
                ##"{ "userInterfaceStyle": "light", "colors": { "ink": { "light": "#111111", "dark": "#EEEEEE" } } }"##
        ])
        let out = DuskCLI.run(["colors", dir + "/l.json", "--appearance", "dark", "--json"])
        let dark =
            try jsonObject(out.stdout).object("dark")
        #expect(dark["ink"] as? String == "#111111FF")
        #expect(dark["label"] as? String == "#000000FF")
    }

    @Test(
        """
        a darkContent status bar over a dark screen is a finding, under its own name, with the reason fix cannot \
        move it
        """
    )
    func darkContentOnDark() throws {
        let dir = try scratchDirectory([
            "s.json":
                ##"{ "statusBarStyle": "darkContent", "##
                + ##""colors": { "ink": { "light": "#111111", "dark": "#EEEEEE" } } }"##
        ])
        let out = DuskCLI.run(["check", dir + "/s.json", "--appearance", "dark"])
        #expect(out.exitCode == 1)
        #expect(out.stdout.contains("1 thing to change: status bar (darkContent)"), "\(out.stdout)")
        #expect(out.stdout.contains("`default` follows the interface style"))
        #expect(!out.stdout.contains("statusBar("))
        let fine = try scratchDirectory([
            "s.json":
                ##"{ "statusBarStyle": "darkContent", "##
                + ##""colors": { "ink": { "light": "#111111", "dark": "#EEEEEE" } } }"##
        ])
        #expect(DuskCLI.run(["check", fine + "/s.json", "--appearance", "light"]).exitCode == 0)
    }
}

@Suite("fix --in-place: the values into THEME itself, by the tuner's rule")
struct FixInPlaceTests {
    @Test("the brand palette fixed in place: only value bytes change, check then finds only what fix could not fix")
    func brandInPlace() throws {
        let dir = try scratchDirectory(["brand.json": FixLoopTests.brand, "login.json": FixLoopTests.login])
        let path = dir + "/brand.json"
        chmod(path, 0o640)
        let overlay = DuskCLI.run(["fix", path, "--json", "--out", dir + "/overlay.json"])
        let unfixable = try json(overlay).objects("unfixable").map {
            [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
        }
        let run = DuskCLI.run(["fix", path, "--in-place"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("values written into brand.json"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/brand.fixed.json"), "nothing needed the overlay")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        // Every line keeps its start up to its first key's colon: keys, order and layout stay.
        let keys = { (text: String) in text.components(separatedBy: "\n").map { $0.prefix { $0 != ":" } } }
        #expect(keys(after) == keys(FixLoopTests.brand))
        let checked = try json(DuskCLI.run(["check", path, "--json"])).objects("pairs").filter {
            $0["finding"] as? Bool == true
        }
        #expect(
            Set(checked.map { [$0.text("foreground"), $0.text("background"), $0.text("appearance")] })
                == Set(unfixable))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "the file keeps its permissions")
    }

    @Test("a .json5 theme is fixed in place like a .json one: its comments and layout kept")
    func json5InPlace() throws {
        let source =
            "// Espresso, kept by hand\n"
            + FixLoopTests.brand.replacingOccurrences(of: "\"#FFF8EE\"", with: "'#FFF8EE'")
        let dir = try scratchDirectory(["brand.json5": source, "login.json": FixLoopTests.login])
        let path = dir + "/brand.json5"
        let run = DuskCLI.run(["fix", path, "--in-place"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("values written into brand.json5"), "\(run.stdout)")
        #expect(!run.stdout.contains("not this format"), "\(run.stdout)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasPrefix("// Espresso, kept by hand\n{ name: \"Espresso\", colors: {"))
        #expect(after != source)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["brand.json5", "login.json"], "no overlay, no leftovers")
    }

    @Test("a hard-linked theme is not replaced: its values go to the overlay, saying why")
    func hardLink() throws {
        let dir = try scratchDirectory(["brand.json": FixLoopTests.brand, "login.json": FixLoopTests.login])
        let path = dir + "/brand.json"
        #expect(link(path, dir + "/second-name.json") == 0)
        let run = DuskCLI.run(["fix", path, "--in-place"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == FixLoopTests.brand)
        #expect(run.stdout.contains("into the overlay"), "\(run.stdout)")
        // A line per reason, indented under what went to the overlay, not one line of hundreds of columns.
        let lines = run.stdout.split(separator: "\n")
        let overlay = try #require(
            lines.firstIndex { $0.contains("into the overlay") && $0.hasSuffix("not in place:") })
        #expect(lines.dropFirst(overlay + 1).first?.hasPrefix("  ") == true, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("hard links") }, "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir + "/brand.fixed.json"))
    }

    @Test("CSS of :root alone: one declaration serves every appearance, so the fix goes to the overlay, saying why")
    func cssOverlayAndUsage() throws {
        let css = ":root {\n  --brand-text: #FFB020;\n  --brand-page: #FFFFFF;\n  --brand-night: #101010;\n}\n"
        // The app draws the text on the page in light and on the night page in dark: one value cannot serve both.
        let app = """
            :root:not(.dark) .note { color: var(--brand-text); background: var(--brand-page); }
            .dark .note { color: var(--brand-text); background: var(--brand-night); }
            """
        let dir = try scratchDirectory(["brand.css": css, "app.css": app])
        let path = dir + "/brand.css"
        let run = DuskCLI.run(["fix", path, "--in-place", "--json", "--source", dir])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == css)
        let values = try json(run).objects("values")
        #expect(values.allSatisfy { $0.text("writtenTo").hasSuffix("brand.fixed.json") })
        #expect(values.contains { $0.text("notInPlace").contains("one value in the file serves it") })
        #expect(values.contains { $0.text("notInPlace").contains("rule of its own") })
        let unfixable = Set(
            try json(run).objects("unfixable").map {
                [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
            })
        let found = Set(
            try json(DuskCLI.run(["check", dir + "/brand.fixed.json", "--json", "--source", dir])).objects("pairs")
                .filter { $0["finding"] as? Bool == true }.map {
                    [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
                })
        #expect(found == unfixable)
        let both = DuskCLI.run(["fix", path, "--in-place", "--out", dir + "/x.json"])
        #expect(both.exitCode == 64)
        #expect(DuskCLI.run(["fix", "ios13", "--in-place"]).exitCode == 64)
    }

    @Test("shadcn's globals.css: fixed in place in each value's notation, dark values kept in .dark, saying so")
    func cssWithDarkRule() throws {
        let css = """
            :root {
              --radius: 0.5rem;
              --background: hsl(0 0% 100%);
              --foreground: hsl(222 47% 11%);
              --primary: oklch(0.72 0.11 250);
              --primary-foreground: oklch(0.98 0.01 250);
              --muted: hsl(210 40% 96%);
              --muted-foreground: 215 16% 67%;
            }

            .dark {
              --background: hsl(222 47% 11%);
              --foreground: hsl(210 40% 98%);
              --primary: oklch(0.72 0.11 250);
              --primary-foreground: oklch(0.2 0.02 250);
              --muted: hsl(217 33% 17%);
            }

            """
        let dir = try scratchDirectory(["globals.css": css])
        let path = dir + "/globals.css"
        let before = try ThemeLoader.load(path)
        let run = DuskCLI.run(["fix", path, "--in-place", "--json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let theme = try ThemeLoader.load(path)
        let written = try json(run).objects("values").filter { $0.text("writtenTo") == path }
        #expect(!written.isEmpty, "\(run.stdout)")
        for value in written {
            let traits = try #require(Traits.all.first { $0.variantKey == value.text("variant") })
            #expect(theme.resolve(value.text("color"), traits)?.hexRGBA == value.text("value"), "\(value)")
        }
        // muted-foreground's light changes; its dark, which :root's value gave, stays, now in .dark, as written.
        #expect(after.contains("  --muted: hsl(217 33% 17%);\n  --muted-foreground: 215 16% 67%;\n}"), "\(after)")
        #expect(theme.resolve("muted-foreground", .dark) == before.resolve("muted-foreground", .dark))
        #expect(theme.resolve("muted-foreground", .light) != before.resolve("muted-foreground", .light))
        // Each value in its notation: a bare triplet stays one, oklch stays oklch.
        #expect(after.contains("--muted-foreground: 21"), "\(after)")
        #expect(!after.contains("#"), "\(after)")
        let notes = try json(run)["notes"] as? [String] ?? []
        #expect(notes.contains("`--muted-foreground` keeps its dark value, now written in `.dark`"), "\(notes)")
    }

    @Test("values split between in place and the overlay: the overlay carries the new values, it does not undo them")
    func overlayKeepsInPlaceValues() throws {
        let dir = try scratchDirectory([
            "App.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "App.xcassets/Accent.colorset/Contents.json": colorsetJSON(red: "\"1.000\""),
        ])
        let path = dir + "/App.xcassets"
        let theme = try ThemeLoader.load(path)
        let light = RGBA(0xB0, 0x40, 0x40)
        let changes = [
            PaletteFix.Change(name: "Accent", variant: .light, color: light, reason: "tuned", derived: false),
            PaletteFix.Change(
                name: "Accent", variant: Traits(.dark, .elevated), color: RGBA(0xF0, 0x90, 0x90), reason: "tuned",
                derived: true),
        ]
        let outcome = try WriteBack.write(
            changes, theme: theme, reference: path, mode: nil, files: ProjectFiles(theme: path))
        #expect(outcome.files.map { $0.path.hasSuffix("Accent.colorset/Contents.json") } == [true])
        #expect(outcome.overlaid.map(\.reason) == ["an asset catalog has no elevated variants"])
        let overlay = try ThemeLoader.load(try #require(outcome.overlay))
        #expect(overlay.resolve("Accent", .light) == light, "the overlay keeps the value written in place")
        #expect(try ThemeLoader.load(path).resolve("Accent", .light) == light)
        #expect(overlay.resolve("Accent", Traits(.dark, .elevated)) == RGBA(0xF0, 0x90, 0x90))
    }

    func findings(_ path: String) throws -> [[String: Any]] {
        try json(DuskCLI.run(["check", path, "--json"])).objects("pairs").filter { $0["finding"] as? Bool == true }
    }

    @Test("a child theme: values of the theme it inherits go to the overlay, and that theme is not touched")
    func inheritedParentUntouched() throws {
        let parent = "{ \"colors\": { \"brandAccent\": \"#FFB020\", \"tint\": \"{brandAccent}\" } }\n"
        let child = "{ \"inherits\": \"parent.json\", \"colors\": { \"cream\": \"#FFF8EE\" } }\n"
        let dir = try scratchDirectory(["parent.json": parent, "child.json": child])
        let run = DuskCLI.run(["fix", dir + "/child.json", "--in-place"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: dir + "/parent.json", encoding: .utf8) == parent)
        #expect(run.stdout.contains("which the theme inherits"), "\(run.stdout)")
        #expect(run.stdout.contains("brandAccent"), "the summary names what it kept out: \(run.stdout)")
    }

    @Test("an overlay that cannot be written stops everything before the theme is touched")
    func overlayCheckedFirst() throws {
        let colorset = colorsetJSON(red: "\"1.000\"")
        let dir = try scratchDirectory([
            "App.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "App.xcassets/Accent.colorset/Contents.json": colorset, "App.fixed.json": "{ \"name\": \"mine\" }\n",
        ])
        let path = dir + "/App.xcassets"
        let changes = [
            PaletteFix.Change(name: "Accent", variant: .light, color: .black, reason: "tuned", derived: false),
            PaletteFix.Change(
                name: "Accent", variant: Traits(.dark, .elevated), color: .white, reason: "", derived: true),
        ]
        #expect(throws: CommandError.self) {
            try WriteBack.write(
                changes, theme: try ThemeLoader.load(path), reference: path, mode: nil, files: ProjectFiles(theme: path)
            )
        }
        let after = try String(contentsOfFile: dir + "/App.xcassets/Accent.colorset/Contents.json", encoding: .utf8)
        #expect(after == colorset)
    }

    @Test("a tuned :root value, as the preview writes it: one value written, every appearance it serves reads it")
    func cssTunedValue() throws {
        let dir = try scratchDirectory(["brand.css": ":root {\n  --brand: #3A2F6B; /* violet */\n}\n"])
        let path = dir + "/brand.css"
        let theme = try ThemeLoader.load(path)
        let edit = ColorEdit(name: "brand", variant: .light, color: RGBA(0x5A, 0x4F, 0x8B))
        let changes = theme.variantsChanged(by: edit).map {
            PaletteFix.Change(name: "brand", variant: $0, color: edit.color, reason: "tuned", derived: false)
        }
        #expect(changes.count == 8, "a :root declaration serves all eight")
        let outcome = try WriteBack.write(
            changes, theme: theme, reference: path, mode: nil, files: ProjectFiles(theme: path))
        #expect(outcome.summary == "1 value written into brand.css")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ":root {\n  --brand: #5A4F8B; /* violet */\n}\n")
        let after = try ThemeLoader.load(path)
        #expect(Traits.all.allSatisfy { after.resolve("brand", $0) == edit.color })
    }
}
