import Formats
import Foundation
import Testing
import ThemeModel

@testable import DuskCLI

/// The CSS hand-off of a palette read from a stylesheet writes it the way the stylesheet does: bare triplets stay
/// triplets (the app's `hsl(var(--x))` completes them), oklch stays oklch, and a value dusk did not change is the
/// stylesheet's own text.
@Suite("CSS hand-off keeps the stylesheet's notation")
struct HandoffNotationTests {
    static let css = """
        :root {
          --background: 0 0% 100%;
          --foreground: 222.2 84% 4.9%;
          --muted: 210 40% 96.1%;
          --muted-foreground: 215 16% 75%;
          --ring: oklch(0.708 0 0);
        }

        .dark {
          --background: 222.2 84% 4.9%;
          --foreground: 210 40% 98%;
          --muted: 217.2 32.6% 17.5%;
          --muted-foreground: 215 20.2% 35.1%;
        }

        """
    static let app = """
        body { color: hsl(var(--foreground)); background: hsl(var(--background)); }
        .hint { color: hsl(var(--muted-foreground)); background: hsl(var(--muted)); }

        """

    /// Each `--name: value;` of the exported CSS, by block selector.
    func declarations(_ css: String) -> [(selector: String, name: String, value: String)] {
        var selector = ""
        var out: [(String, String, String)] = []
        for line in css.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasSuffix("{") { selector = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("--"), let colon = line.firstIndex(of: ":"), let end = line.firstIndex(of: ";")
            else { continue }
            let value = line[line.index(after: colon)..<end].trimmingCharacters(in: .whitespaces)
            out.append((selector, String(line[..<colon]), value))
        }
        return out
    }

    func export(_ path: String) throws -> String {
        let run = DuskCLI.run(["export", path, "--format", "css", "--out", "-"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test("fixed into an overlay, the palette hands off as triplets, its untouched values as written")
    func overlayKeepsTriplets() throws {
        let dir = try scratchDirectory(["globals.css": Self.css, "app.css": Self.app])
        let fix = DuskCLI.run(["fix", dir + "/globals.css", "--source", dir, "--out", dir + "/fixed.json"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let css = try export(dir + "/fixed.json")
        let all = declarations(css)
        let root = Dictionary(all.filter { $0.selector == ":root" }.map { ($0.name, $0.value) }) { a, _ in a }
        let dark = Dictionary(all.filter { $0.selector == ".dark" }.map { ($0.name, $0.value) }) { a, _ in a }
        #expect(root["--foreground"] == "222.2 84% 4.9%", "\(css)")
        #expect(dark["--muted"] == "217.2 32.6% 17.5%", "\(css)")
        #expect(root["--ring"] == "oklch(0.708 0 0)", "\(css)")
        // The fixed values are new, and triplets too; each reads back as the fixed theme's color.
        let fixed = try ThemeLoader.load(dir + "/fixed.json")
        for (traits, block) in [(Traits.light, root), (.dark, dark)] {
            let value = try #require(block["--muted-foreground"], "\(css)")
            #expect(!value.contains("#") && !value.contains("("), "\(value)")
            #expect(CSSColorNotation.color(of: value) == fixed.resolve("muted-foreground", traits), "\(value)")
        }
        #expect(root["--muted-foreground"] != "215 16% 75%")
        #expect(!css.contains("#"), "\(css)")
    }

    @Test("fixed in place and handed off, an oklch palette stays oklch")
    func oklchStaysOklch() throws {
        let oklch = """
            :root { --page: oklch(1 0 0); --ink: oklch(0.145 0 0); --hint: oklch(0.8 0.02 250); }
            .dark { --page: oklch(0.145 0 0); --ink: oklch(0.985 0 0); --hint: oklch(0.35 0.02 250); }

            """
        let app = ".hint { color: var(--hint); background: var(--page); }\nbody { color: var(--ink); }\n"
        let dir = try scratchDirectory(["theme.css": oklch, "app.css": app])
        let fix = DuskCLI.run(["fix", dir + "/theme.css", "--source", dir, "--in-place"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let css = try export(dir + "/theme.css")
        let hints = declarations(css).filter { $0.name == "--hint" }
        #expect(hints.count >= 2, "\(css)")
        #expect(hints.allSatisfy { $0.value.hasPrefix("oklch(") }, "\(css)")
        #expect(!css.contains("#"), "\(css)")
    }

    @Test("a value a triplet cannot hold is written in hex, and a note says so")
    func translucentTripletIsNoted() throws {
        let theme = """
            { "name": "Veil", "inherits": "theme.css", "colors": { "muted": { "dark": "#1E293B80" } } }

            """
        let dir = try scratchDirectory(["theme.css": Self.css, "veil.json": theme])
        let run = DuskCLI.run(["export", dir + "/veil.json", "--format", "css", "--out", "-"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let muted = declarations(run.stdout).filter { $0.name == "--muted" && $0.selector == ".dark" }
        #expect(muted.first?.value == "#1e293b80", "\(run.stdout)")
        #expect(run.stderr.contains("`--muted` is written in hex"), "\(run.stderr)")
    }
}
