import Audit
import ColorScience
import Formats
import Testing
import ThemeModel

@testable import DuskCLI

/// What `check --json` says of each pair holds when a designer acts on it.
@Suite("check's per-pair suggestions and uses")
struct PairSuggestionTests {
    /// A light-only brand palette (the tint aliases its accent), a light-and-dark one, and Apple's overrides.
    static let palettes = [
        """
        { name: "Sunny", colors: { brandYellowText: "#F5C518", brandBackground: "#FFF8E1", brandAccent: "#C9A227",
          tint: "{brandAccent}", cardBackground: "#FFFDF5" } }
        """,
        """
        { name: "Dusk", colors: {
            brandText: { light: "#8A8A8A", dark: "#3A3A3A" },
            pageBackground: { light: "#FFFFFF", dark: "#101010" },
            label: { light: "#555555", dark: "#777777" } } }
        """,
    ]

    @Test("each pair's suggestion, applied alone to its own variant, brings that pair to its target")
    func suggestionsReachTheirPairs() throws {
        var checked = 0
        for (i, text) in PairSuggestionTests.palettes.enumerated() {
            let dir = try scratchDirectory(["p\(i).json": text])
            let path = dir + "/p\(i).json"
            let theme = try ThemeLoader.load(path)
            let report = try json(DuskCLI.run(["check", path, "--json"]))
            for pair in try report.objects("pairs") where pair["finding"] as? Bool == true {
                guard let s = pair["suggestion"] as? [String: Any] else { continue }
                let traits = try #require(Traits.all.first { $0.name == pair.text("appearance") })
                let variant = try #require(Traits.all.first { $0.variantKey == s.text("variant") })
                #expect(traits.fallbackChain.contains(variant), "the suggestion is for a variant the pair shows")
                var moved = theme
                moved.setVariant(s.text("color"), variant, .literal(RGBA(hex: s.text("value"))!))
                #expect(moved.resolve(s.text("color"), traits)?.hexRGBA == s.text("value"))
                let isBackground = (pair["rootCause"] as? [String: Any])?.text("side") == "background"
                let fg =
                    isBackground ? RGBA(hex: pair.text("foregroundColor"))! : RGBA(hex: s.text("value"))!
                let bg =
                    isBackground ? RGBA(hex: s.text("value"))! : RGBA(hex: pair.text("backgroundColor"))!
                let ratio = Contrast.wcagRatio(text: fg, background: bg)
                let target = try #require(pair["target"] as? Double)
                #expect(ratio >= target - 0.001, "\(pair.text("foreground")) on \(pair.text("background")) \(traits)")
                #expect(abs(ratio - (s["ratio"] as? Double ?? 0)) < 0.01, "the ratio it states is the pair's")
                checked += 1
            }
        }
        #expect(checked > 20, "suggestions were checked: \(checked)")
    }

    @Test("a color dark in light and pale in dark is text: brandDeep passes; JSON says how each color was judged")
    func flippingColorIsText() throws {
        let dir = try scratchDirectory([
            "deep.json": ##"{ "colors": { "brandDeep": { "light": "#1B3A5C", "dark": "#D6E6F7" } } }"##
        ])
        let out = DuskCLI.run(["check", dir + "/deep.json", "--json"])
        #expect(out.exitCode == 0, "\(out.stdout)")
        let usages = try json(out).objects("usages")
        let deep = try #require(usages.first { $0.text("color") == "brandDeep" })
        #expect(deep.text("usage") == "text" && deep.text("usageFrom") == "flip")
        #expect(deep.text("judgedAs") == "text on the backgrounds (flip)")
    }

    @Test(
        "--guess: inverse text on inverse and bold surfaces only; X-foreground on X only; a primitive through its users"
    )
    func pairsFromNames() throws {
        let css = """
            :root { --color-bg: #FFFFFF; --color-bg-bold: #0C66E4; --color-text: #172B4D;
              --color-text-inverse: #FFFFFF; --accent: #7C3AED; --accent-foreground: #FFFFFF; --blue-9: #0C66E4;
              --link: var(--blue-9); }
            """
        let dir = try scratchDirectory(["s.css": css])
        let theme = try ThemeLoader.load(dir + "/s.css")
        // Names alone judge nothing: only `link`, Apple's name, is judged as Apple defines it; the rest is a guess.
        #expect(
            ContrastAudit(theme: theme, appearances: [.light], scope: .own).pairs.allSatisfy { $0.foreground == "link" }
        )
        let audit = ContrastAudit(theme: theme, appearances: [.light], scope: .own, judging: .guesses)
        let pairs = Set(audit.pairs.map { "\($0.foreground) on \($0.background)" })
        #expect(pairs.contains("color-text-inverse on color-bg-bold"))
        #expect(!pairs.contains("color-text-inverse on color-bg"), "not on the normal page")
        #expect(pairs.contains("color-text on color-bg") && !pairs.contains("color-text on color-bg-bold"))
        #expect(pairs.contains("accent-foreground on accent") && !pairs.contains("accent-foreground on color-bg"))
        #expect(!pairs.contains { $0.hasPrefix("blue-9 on") }, "a scale step is judged through link")
        #expect(pairs.contains("link on color-bg"))
        #expect(audit.usage.use(of: "blue-9").sentence.contains("judged through link"))
    }

    @Test("white titles on a mid-tone primary: the fill is too light for them, and the fill is what moves")
    func partnerFixSaid() throws {
        let path = try temporaryFile(
            "partner.css",
            """
            /* Tidewater: our web palette, shadcn-style. */
            @layer base {
              :root {
                --background: hsl(40 33% 97%);
                --foreground: hsl(215 28% 17%);
                --card: hsl(0 0% 100%);
                --card-foreground: hsl(215 28% 17%);
                --primary: oklch(0.55 0.15 230);
                --primary-foreground: hsl(0 0% 100%);
                --muted: hsl(40 20% 92%);
                --muted-foreground: hsl(215 16% 47%);
                --border: hsl(40 15% 85%);
                --destructive: oklch(0.577 0.245 27.325);
                --radius: 0.75rem;
              }
              .dark {
                --background: hsl(215 30% 9%);
                --foreground: hsl(40 20% 94%);
                --card: hsl(215 28% 12%);
                --card-foreground: hsl(40 20% 94%);
                --primary: oklch(0.70 0.13 230);
                --primary-foreground: hsl(215 30% 9%);
                --muted: hsl(215 25% 16%);
                --border: hsl(215 20% 22%);
                --destructive: oklch(0.704 0.191 22.216);
              }
            }
            """)
        let out = DuskCLI.run(["check", path])
        // White text on a mid-tone fill: the fill is what is too light, and what moves.
        #expect(!out.stdout.contains(". primary-foreground  "), "\(out.stdout)")
        let group = try #require(out.stdout.range(of: ". primary  "), "\(out.stdout)")
        let lines = out.stdout[group.upperBound...].split(separator: "\n").prefix(4)
        #expect(lines.contains { $0.contains("too light under primary-foreground in light") }, "\(out.stdout)")
        #expect(lines.contains { $0.contains("-> try primary light #") }, "\(out.stdout)")
    }

    @Test("a suggestion names each value once, with as few variants as say where: a style, a base level")
    func fewestVariants() {
        let light = Set(Traits.all.filter { $0.style == .light })
        #expect(Report.variantList(light) == "light")
        let dark: Set<Traits> = [.dark, Traits(.dark, .elevated), Traits(.dark, .base, .high)]
        #expect(Report.variantList(dark) == "dark, darkHighContrast")
        #expect(Report.variantList([Traits(.dark, .elevated)]) == "darkElevated")
    }
}
