import Foundation
import Testing
import ThemeKit
import Screens
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

    func json(_ out: CommandOutput) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [String: Any]
    }

    /// (foreground, background, appearance) of every finding of `check --json`.
    func findings(_ path: String) throws -> Set<[String]> {
        let pairs = try json(DuskCLI.run(["check", path, "--json"]))["pairs"] as! [[String: Any]]
        return Set(pairs.filter { $0["finding"] as? Bool == true }.map {
            [$0["foreground"] as! String, $0["background"] as! String, $0["appearance"] as! String]
        })
    }

    @Test("the brand palette: check on fix's output reports exactly the pairs fix --json declared unfixable")
    func brandLoopCloses() throws {
        let dir = try scratchDirectory(["brand.json": FixLoopTests.brand, "login.json": FixLoopTests.login])
        let before = try findings(dir + "/brand.json")
        #expect(before.count > 20)
        let fix = DuskCLI.run(["fix", dir + "/brand.json", "--json"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let summary = try json(fix)
        let unfixable = Set((summary["unfixable"] as! [[String: Any]]).map {
            [$0["foreground"] as! String, $0["background"] as! String, $0["appearance"] as! String]
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
        // Dark is a dark interface: the cream page is a dark surface, the text light on it.
        let page = try #require(fixed.resolve("cream", .dark))
        #expect(OKLCH(page).l < 0.3 && OKLCH(page).l > 0.1, "\(page.hexRGB)")
        #expect(Contrast.wcagRatio(text: fixed.resolve("espresso", .dark)!, background: page) >= 7)
    }

    @Test("an override with light and dark keeps its dark through fix; the fix never makes an appearance worse")
    func overrideKeepsDark() throws {
        let dir = try scratchDirectory(["o.json": ##"{ "colors": { "label": { "light": "#C4C4C4", "dark": "#FFFFFF" } } }"##])
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
        try (try String(contentsOfFile: path, encoding: .utf8) + "\n// my note\n").write(toFile: path, atomically: true, encoding: .utf8)
        let again = DuskCLI.run(["fix", dir + "/t.json"])
        #expect(again.exitCode == 73)
        #expect(again.stderr.contains("was edited since"), "\(again.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("// my note\n"))
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--out", dir + "/mine.json"]).exitCode == 73)
        #expect(try String(contentsOfFile: dir + "/mine.json", encoding: .utf8) == "{}")
        #expect(DuskCLI.run(["fix", dir + "/t.json", "--force"]).exitCode == 0)
    }

    @Test("derive from Apple's light values alone lands within OKLab 3 (mean) and 10 (any color) of Apple's variants, at any hue")
    func deriveLikeApple() throws {
        for k in [0, 1, 4, 7, 11] {
            for row in try DeriveFigure.rows(rotatedBy: Double(k) * 30) {
                #expect(row.mean <= 3, "hue +\(k * 30)° \(row.traits.name): mean \(row.mean)")
                #expect(row.max <= 10, "hue +\(k * 30)° \(row.traits.name): \(row.worst) \(row.max)")
            }
        }
    }
}
