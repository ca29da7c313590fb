import Audit
import ColorScience
import Formats
import Foundation
import Pairs
import Preview
import Screens
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI

/// `dusk check` as a gate a designer can put in CI: the theme's own pairs,
/// a baseline, machine output that agrees with the exit code, suggestions,
/// derived variants and `dusk fix`.
@Suite("check: scope, baseline, CI output, suggestions, derive and fix")
struct CheckGateTests {
    @Test("an untouched Material Theme Builder export passes; the same export with a pale error fails on it")
    func untouchedMaterialExportPasses() throws {
        let path = packageRoot + "/Tests/CoreTests/Fixtures/material/untouched-export.json"
        let out = DuskCLI.run(["check", path, "--source", "none", "--format", "json"])
        #expect(out.exitCode == 0, "\(out.stdout)")
        let report = try json(out)
        #expect(report["findings"] as? Int == 0)
        // The *Fixed roles are the same in light and dark by Material's definition: no dark-mode bug.
        let same = (report["sameInLightAndDark"] as? [[String: Any]] ?? []).map { $0.text("color") }
        #expect(!same.contains { $0.hasSuffix("Fixed") }, "\(same)")
        // Judged, not skipped: a lighter error fails as Material's error text on its surfaces and under onError.
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let lightError = try #require(text.range(of: #""error": ""#)).upperBound
        text.replaceSubrange(lightError..<text.index(lightError, offsetBy: 7), with: "#F08070")
        let dir = try scratchDirectory(["material-theme.json": text])
        let edited = try json(
            DuskCLI.run(["check", dir + "/material-theme.json", "--source", "none", "--format", "json"]))
        let failing = try edited.objects("pairs").filter { $0["finding"] as? Bool == true }
        #expect(failing.contains { $0.text("foreground") == "error" && $0.text("background") == "surface" })
        #expect(failing.contains { $0.text("foreground") == "onError" && $0.text("background") == "error" })
    }

    @Test("white, black and fixed roles in any system's spelling are constants, not colors missing a dark value")
    func constantsAreConstant() throws {
        let text = """
            {"colors": {"paper": "#FFFFFF", "ink": "#222222", "white": "#FFFFFF", "brand-black": "#000000",
              "on-surface-fixed": "#101030", "surface-fixed": "#E0E0FF", "offWhite": "#F8ECE5"},
             "contrast": [{"text": "ink", "on": "paper"}, {"text": "brand-black", "on": "white"},
              {"text": "on-surface-fixed", "on": "surface-fixed"}, {"text": "ink", "on": "offWhite"}]}
            """
        let dir = try scratchDirectory(["brand.json": text])
        let report = try json(DuskCLI.run(["check", dir + "/brand.json", "--source", "none", "--format", "json"]))
        let same = Set((report["sameInLightAndDark"] as? [[String: Any]] ?? []).map { $0.text("color") })
        #expect(same.isDisjoint(with: ["white", "brand-black", "surface-fixed", "on-surface-fixed"]), "\(same)")
        // A surface of its own, white in value but not a constant by name: still asked for a dark value.
        #expect(same.contains("paper"), "\(same)")
    }

    @Test("the built-in palette passes: Apple's own findings are summarized, not counted")
    func builtinPasses() throws {
        let out = DuskCLI.run(["check"])
        #expect(out.exitCode == 0, "\(out.stdout)")
        #expect(out.stdout.contains("pairs of the inherited ios13 palette below target"))
        #expect(out.stdout.contains("No findings."))
        let report = try json(DuskCLI.run(["check", "--json"]))
        #expect(report["findings"] as? Int == 0)
        #expect((report["inheritedBelowTarget"] as? Int ?? 0) > 100)
    }

    @Test("a catalog and a token file whose own colors pass exit 0")
    func ownColorsPass() throws {
        let dir = try scratchDirectory([
            "A.xcassets/Contents.json": ##"{"info": {"version": 1}}"##,
            "A.xcassets/BrandText.colorset/Contents.json": """
            { "colors" : [
              { "color" : { "color-space" : "srgb",
                  "components" : { "alpha" : "1.000", "blue" : "0.100", "green" : "0.100", "red" : "0.100" } },
                "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "color-space" : "srgb",
                  "components" : { "alpha" : "1.000", "blue" : "0.950", "green" : "0.950", "red" : "0.950" } },
                "idiom" : "universal" } ] }
            """,
            "t.tokens.json":
                ##"{"brand": {"$type": "color", "bodyText": {"$value": "#111111", "##
                + ##""$extensions": {"mode": {"dark": "#F2F2F2"}}}}}"##,
        ])
        for file in ["A.xcassets", "t.tokens.json"] {
            let out = DuskCLI.run(["check", dir + "/" + file])
            #expect(out.exitCode == 0, "\(file): \(out.stdout)")
            #expect(out.stdout.contains("pairs with the theme's own colors"))
        }
    }

    static let failing = """
        {
          "colors": {
            "brandText": { "light": "#9A9A9A", "dark": "#F0F0F0" },
            "brandBackground": { "light": "#FFFFFF", "dark": "#101010" }
          },
          "roles": { "brandText": "text", "brandBackground": "background" }
        }
        """

    @Test(
        """
        the theme's own text failing on its own background: exit 1, that finding first, at its line; JSON and \
        GitHub agree
        """
    )
    func ownFindingFirst() throws {
        let dir = try scratchDirectory(["t.json": CheckGateTests.failing])
        let out = DuskCLI.run(["check", dir + "/t.json"])
        #expect(out.exitCode == 1)
        let lines = out.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("1 thing to change: brandText"), "\(out.stdout)")
        #expect(lines.contains("1. brandText  \(dir)/t.json:3:29"), "\(out.stdout)")
        #expect(
            lines.contains {
                $0.hasPrefix("   too light to be text on 7 backgrounds in light (all four)")
                    && $0.contains("needs 4.5:1")
            })
        #expect(lines.contains { $0.hasPrefix("   -> try brandText light #") }, "\(out.stdout)")
        let report = try json(DuskCLI.run(["check", dir + "/t.json", "--json"]))
        let pairs = try report.objects("pairs")
        let findings = pairs.filter { $0["finding"] as? Bool == true }
        #expect(report["findings"] as? Int == findings.count)
        #expect(findings.count > 0)
        let github = DuskCLI.run(["check", dir + "/t.json", "--format", "github"])
        #expect(github.exitCode == 1)
        let errors = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(errors.count == findings.count)
        #expect(
            errors.first?.hasPrefix(
                """
                ::error file=\(dir)/t.json,line=3,col=29,title=dusk check::brandText on brandBackground in light: \
                2.81:1, needs 4.5:1; root cause: brandText; try brandText light #
                """
            ) == true, "\(errors.first ?? "")")
    }

    @Test("GitHub annotations percent-escape a newline in a path (the runner decodes it), never the display escape")
    func githubPathEscapes() throws {
        let dir = try scratchDirectory([
            "a\nb.json": ##"{"colors": {"brandText": "#C7C7CC", "brandBackground": "#FFFFFF"}, "##
                + ##""roles": {"brandText": "text", "brandBackground": "background"}}"##
        ])
        let out = DuskCLI.run(["check", dir + "/a\nb.json", "--format", "github"])
        let errors = out.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(!errors.isEmpty, "\(out.stdout)\(out.stderr)")
        #expect(errors.allSatisfy { $0.contains("file=\(dir)/a%0Ab.json,") }, "\(errors)")
        #expect(!errors.contains { $0.contains("\\x0A") })
    }

    @Test("every suggestion reaches its target in the palette with the suggestions applied, and keeps the hue")
    func suggestionsPass() throws {
        let theme =
            ##"{"colors": {"hintText": "#C7C7CC80", "warningText": {"light": "#FF9500", "dark": "#FFD60A"}, "##
            + ##""panelBackground": {"light": "#FFF4E0", "dark": "#3A2A10"}}, "roles": {"hintText": "text", "##
            + ##""warningText": "text", "panelBackground": "background"}}"##
        let dir = try scratchDirectory(["t.json": theme])
        let report = try json(DuskCLI.run(["check", dir + "/t.json", "--json"]))
        let findings = (try report.objects("pairs")).filter { $0["finding"] as? Bool == true }
        #expect(!findings.isEmpty)
        #expect(DuskCLI.run(["fix", dir + "/t.json"]).exitCode == 0)
        let fixed = try ThemeLoader.load(dir + "/t.fixed.json")
        let unfixable =
            try json(DuskCLI.run(["fix", dir + "/t.json", "--out", dir + "/t.fixed.json", "--json"])).objects(
                "unfixable")
        var checked = 0
        for f in findings {
            guard let s = f["suggestion"] as? [String: Any], let traits = Traits(name: f.text("appearance")),
                let fg = fixed.resolve(f.text("foreground"), traits),
                let bg = fixed.resolve(f.text("background"), traits)
            else { continue }
            let left = unfixable.contains {
                $0["foreground"] as? String == f["foreground"] as? String
                    && $0["background"] as? String == f["background"] as? String
                    && $0["appearance"] as? String == f["appearance"] as? String
            }
            if !left {
                #expect(
                    Contrast.wcagRatio(text: fg, background: bg) >= (f["target"] as? Double ?? .infinity) - 1e-9, "\(f)"
                )
            }
            let movesForeground = s.text("color") == f.text("foreground")
            let beforeHex = movesForeground ? f.text("foregroundColor") : f.text("backgroundColor")
            let before = try #require(RGBA(hex: beforeHex))
            let after = try #require(RGBA(hex: s.text("value")))
            let h0 = OKLCH(before)
            let h1 = OKLCH(after)
            if h0.c > 0.05 && h1.c > 0.03 {
                #expect(abs(remainder(h0.h - h1.h, 2 * .pi)) < 0.12, "hue moved: \(before.hexRGBA) -> \(after.hexRGBA)")
            }
            checked += 1
        }
        #expect(checked > 3)
    }

    @Test("--baseline reports only pairs that got worse than in the baseline, with both figures")
    func baseline() throws {
        let dir = try scratchDirectory([
            "worse.json": ##"{"colors": {"secondaryLabel": {"light": "#3C3C4366", "dark": "#EBEBF599"}}}"##,
            "better.json":
                ##"{"colors": {"systemBlue": {"light": "#0060DF", "dark": "#0A84FF", "##
                + ##""lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF"}}}"##,
        ])
        let worse = DuskCLI.run(["check", dir + "/worse.json", "--baseline", "ios13", "--verbose"])
        #expect(worse.exitCode == 1)
        #expect(worse.stdout.contains("secondaryLabel on systemBackground"))
        #expect(worse.stdout.contains("(baseline 3.44:1)") || worse.stdout.contains("(baseline 3.4"), "\(worse.stdout)")
        #expect(!worse.stdout.contains("tertiaryLabel on"), "unchanged pairs are not reported")
        let better = DuskCLI.run(["check", dir + "/better.json", "--baseline", "ios13"])
        #expect(better.exitCode == 0, "\(better.stdout)")
        #expect(better.stdout.contains("no worse than in ios13"))
    }

    @Test("declared pairs are checked at their level; an unknown name in them is an error with the line")
    func declaredPairs() throws {
        let dir = try scratchDirectory([
            "aaa.json":
                ##"{"colors": {"brandText": "#6A6A6A", "card": {"light": "#FFFFFF", "dark": "#FFFFFF"}}, "##
                + ##""roles": {"brandText": "decorative", "card": "decorative"}, "##
                + ##""contrast": [{"text": "brandText", "on": ["card"], "level": "AAA"}]}"##,
            "typo.json":
                ##"{"colors": {"brandText": "#595959"}, "##
                + ##""contrast": [{"text": "brandTxt", "on": "systemBackground"}]}"##,
        ])
        let out = DuskCLI.run(["check", dir + "/aaa.json", "--verbose"])
        #expect(out.exitCode == 1)
        #expect(out.stdout.contains("brandText on card (declared, needs 7.0:1)"), "\(out.stdout)")
        #expect(
            out.stdout.contains("LOW") && out.stdout.contains("-> try brandText"), "passes AA, not the declared AAA")
        let typo = DuskCLI.run(["check", dir + "/typo.json"])
        #expect(typo.exitCode == 65)
        #expect(
            typo.stderr.contains(
                "typo.json:1:51: error: `contrast` names an unknown color `brandTxt`; did you mean `brandText`?"),
            "\(typo.stderr)")
    }

    @Test("white text on a light tint is checked, and the suggestion darkens the tint")
    func buttonText() throws {
        let dir = try scratchDirectory(["t.json": ##"{"tint": {"light": "#FFCC00", "dark": "#FFD60A"}}"##])
        let out = DuskCLI.run(["check", dir + "/t.json", "--verbose"])
        #expect(out.exitCode == 1)
        // iOS's filled buttons draw white titles on the tint: that is its evidence.
        #expect(
            out.stdout.contains(
                "white button text on tint (bold text, needs 3.0:1; iOS's filled buttons: their titles on the tint)"),
            "\(out.stdout)")
        #expect(out.stdout.contains("   too light under white button text in"), "\(out.stdout)")
        #expect(out.stdout.contains("-> try tint light #"), "\(out.stdout)")
    }

    @Test("--guess: lightText is guessed only on dark backgrounds, darkText only on light ones")
    func polarizedSystemText() throws {
        let apple = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let guesses = ContrastAudit(theme: apple, scope: .all, judging: .guesses)
        let lightText = guesses.pairs.filter { $0.foreground == "lightText" }
        #expect(!lightText.isEmpty)
        #expect(lightText.allSatisfy { $0.traits.style == .dark })
        let darkText = guesses.pairs.filter { $0.foreground == "darkText" }
        #expect(!darkText.isEmpty)
        #expect(darkText.allSatisfy { $0.traits.style == .light })
        #expect(ContrastAudit(theme: apple, scope: .all).pairs.allSatisfy { $0.foreground != "lightText" })
    }

    /// A light-only brand palette: a light yellow meant as text, a cream background, an accent.
    static let lightOnly =
        ##"{"name": "Sunny", "colors": {"brandYellowText": "#F5C518", "brandBackground": "#FFF8E1", "##
        + ##""brandAccent": "#6A4CFF"}, "roles": {"brandAccent": "ui", "brandYellowText": "text", "##
        + ##""brandBackground": "background"}}"##

    @Test(
        """
        derive and fix give a light-only palette dark and high-contrast variants whose pairs pass in all eight \
        appearances
        """
    )
    func deriveLightOnly() throws {
        let theme = try ThemeLoader.load(text: CheckGateTests.lightOnly, path: "sunny.json")
        let fix = PaletteFixer.fix(theme)
        let fixed = fix.applied(to: theme)
        for name in ["brandYellowText", "brandBackground", "brandAccent"] {
            #expect(fixed[name]?.color.variants[.dark] != nil, "\(name) has no dark")
            // A high-contrast value equal to what its appearance shows without it is not written.
            for variant in [Traits(.light, .base, .high), Traits(.dark, .base, .high)] {
                let written = fixed[name]?.color.variants[variant] != nil
                let fallback = fixed.resolve(name, Traits(variant.style, .base, .normal))
                #expect(written || fixed.resolve(name, variant) == fallback, "\(name) \(variant.variantKey)")
            }
        }
        // No derived value that changes nothing: without it, its appearance would show another color.
        for c in fix.changes where c.derived {
            var color = try #require(fixed[c.name]?.color)
            color.variants[c.variant] = nil
            let shown = color.value(for: c.variant).flatMap { fixed.resolve(value: $0, c.variant) }
            #expect(shown != c.color, "\(c.name) \(c.variant.variantKey) \(c.color.hexRGBA) changes nothing")
        }
        #expect(
            fixed["brandBackground"]?.color.variants[Traits(.dark, .elevated)] != nil,
            "backgrounds get an elevated dark")
        #expect(
            fixed["brandAccent"]?.color.variants[Traits(.dark, .elevated)] == nil
                || !fix.changes.contains {
                    $0.name == "brandAccent" && $0.variant == Traits(.dark, .elevated) && $0.derived
                },
            "elevated is derived for backgrounds only")
        let audit = ContrastAudit(theme: fixed, scope: .own)
        #expect(
            audit.failureCount == 0,
            "\(audit.failures.prefix(3).map { "\($0.foreground) on \($0.background) \($0.traits.name) \($0.ratio)" })")
        #expect(audit.staticColors.isEmpty)
        // The yellow text reads on the brand background in every appearance.
        for traits in Traits.all {
            let ratio = Contrast.wcagRatio(
                text: fixed.resolve("brandYellowText", traits)!, background: fixed.resolve("brandBackground", traits)!)
            #expect(ratio >= 4.5, "\(traits.name): \(ratio)")
        }
        // High contrast is stronger than normal where it was derived.
        let light = Contrast.wcagRatio(text: fixed.resolve("brandYellowText", .light)!, background: .white)
        let lightHigh = Contrast.wcagRatio(
            text: fixed.resolve("brandYellowText", Traits(.light, .base, .high))!, background: .white)
        #expect(lightHigh > light)
    }

    @Test("dusk fix writes a small theme that inherits the original, loads, passes check; the original is untouched")
    func fixCommand() throws {
        let dir = try scratchDirectory(["sunny.json": CheckGateTests.lightOnly])
        let out = DuskCLI.run(["fix", dir + "/sunny.json"])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(out.stdout.hasPrefix("\(dir)/sunny.fixed.json: "))
        #expect(try String(contentsOfFile: dir + "/sunny.json", encoding: .utf8) == CheckGateTests.lightOnly)
        let text = try String(contentsOfFile: dir + "/sunny.fixed.json", encoding: .utf8)
        #expect(text.contains(#""inherits": "sunny.json""#))
        #expect(text.contains("// dark: "), "each value says why")
        let check = DuskCLI.run(["check", dir + "/sunny.fixed.json"])
        #expect(check.exitCode == 0, "\(check.stdout)")
        let refused = DuskCLI.run(["fix", dir + "/sunny.json", "--out", dir + "/sunny.json"])
        #expect(refused.exitCode == 73)
        #expect(try String(contentsOfFile: dir + "/sunny.json", encoding: .utf8) == CheckGateTests.lightOnly)
        #expect(DuskCLI.run(["fix"]).exitCode == 64, "the built-in palette is Apple's: nothing to fix")
    }
}

@Suite("check judges what the screens draw")
struct DrawnPairsCheckTests {
    @Test(
        """
        a pair only a screen draws (white icon glyphs on an overridden systemGreen) is a finding naming the \
        screen and what was drawn
        """
    )
    func drawnOnly() throws {
        let dir = try scratchDirectory(["green.json": ##"{ "colors": { "systemGreen": "#B8F5C8" } }"##])
        let out = DuskCLI.run(["check", dir + "/green.json", "--appearance", "light", "--json"])
        #expect(out.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        let glyph = pairs.first {
            ($0["foreground"] as? String) == "icon glyph" && ($0["background"] as? String) == "systemGreen"
        }
        #expect(glyph?["finding"] as? Bool == true)
        let drawn = glyph?["drawnOn"] as? [String: Any]
        #expect(drawn?["screen"] as? String == "settings" && drawn?["element"] as? String == "▲")
        let text = DuskCLI.run(["check", dir + "/green.json", "--appearance", "light", "--verbose"])
        // Held to Apple's own glyph on Apple's green, a little under it.
        #expect(
            text.stdout.contains("icon glyph on systemGreen (glyphs drawn on settings: “▲”, needs 2.11:1)"),
            "\(text.stdout)")
    }

    @Test("Apple's own palette draws nothing the check counts, and an element is held only to Apple's own level for it")
    func appleLevel() throws {
        let out = DuskCLI.run(["check", "ios13", "--json"])
        #expect(out.exitCode == 0)
        // Apple's switch knob on Apple's green is 2.2:1; a theme that keeps it there passes.
        let dir = try scratchDirectory(["same.json": ##"{ "colors": { "brand": "#123456" } }"##])
        let same = DuskCLI.run(["check", dir + "/same.json", "--json"])
        #expect(!same.stdout.contains("\"switch knob\""))
    }
}

@Suite("Screens of your own on the command line")
struct CustomScreenCommandTests {
    static func files() throws -> String {
        try scratchDirectory([
            "t.json":
                ##"{ "colors": { "promo": "#FFD60A", "promoText": "#FFFFFF" }, "##
                + ##""roles": { "promoText": "decorative" }, "screens": ["promo.json"] }"##,
            "promo.json":
                ##"{ title: "Promo", body: [ { vstack: { background: "promo", items: [ "##
                + ##"{ text: { text: "Half price today", color: "promoText" } } ] } } ] }"##,
        ])
    }

    @Test("check reports a pair only a custom screen draws, naming the screen and the element")
    func checkSeesCustomScreens() throws {
        let dir = try CustomScreenCommandTests.files()
        let out = DuskCLI.run(["check", dir + "/t.json", "--appearance", "light", "--verbose"])
        #expect(out.exitCode == 1)
        #expect(
            out.stdout.contains("promoText on promo (text drawn on promo: “Half price today”, needs 4.5:1)"),
            "\(out.stdout)")
    }

    @Test("export --screen takes a custom screen in every format; screens lists it; the preview's Tab reaches it")
    func exportAndList() throws {
        let dir = try CustomScreenCommandTests.files()
        for format in ["ans", "txt", "svg"] {
            let out = DuskCLI.run([
                "export", dir + "/t.json", "--screen", "promo", "--appearance", "dark", "--format", format, "--out",
                "-",
            ])
            #expect(out.exitCode == 0, "\(out.stderr)")
            // SVG writes each word at its own x.
            #expect(out.stdout.contains(format == "svg" ? ">price<" : "Half price today"))
        }
        let unknown = DuskCLI.run(["export", dir + "/t.json", "--screen", "prom", "--out", "-"])
        #expect(unknown.exitCode == 64 && unknown.stderr.contains("did you mean `promo`"))
        let list = DuskCLI.run(["screens", dir + "/t.json"])
        #expect(list.stdout.contains("8  promo") && list.stdout.contains("promo.json"))
        let theme = try ThemeLoader.load(dir + "/t.json")
        var model = PreviewModel(reference: dir + "/t.json", theme: theme, colorMode: "24-bit")
        model.state.screen = .palette
        _ = model.update(.key(.tab), terminalSize: Size(width: 80, height: 40))
        #expect(model.state.screen == .custom("promo"))
        #expect(
            model.frame(size: Size(width: 80, height: 40)).view.plainLines.contains { $0.contains("Half price today") })
        _ = model.update(.key(.character("8")), terminalSize: Size(width: 80, height: 40))
        #expect(model.state.screen == .custom("promo"))
    }
}
