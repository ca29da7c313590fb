import Audit
import ColorScience
import Formats
import Foundation
import Platform
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI
@testable import Export

/// The palette handed to engineers: Swift, CSS, design tokens, Android; each
/// read back (or compiled and run) and compared with dusk in all eight appearances.
@Suite("Hand-off: Swift, CSS, tokens, Android")
struct HandoffTests {
    /// A theme with a different value in every appearance, translucency, odd names and aliases: of a system
    /// color, of its own colors whole (the tint, and `link` of the tint) and in some appearances only.
    static let everyAppearance: String = {
        var colors: [String] = []
        for i in 0..<40 {
            var variants: [String] = []
            for (j, key) in Traits.all.map(\.variantKey).enumerated() {
                let v = (i * 7919 + j * 104_729) % 0xFFFFFF
                variants.append("\"\(key)\": \"#\(String(format: "%06X", v))\(j == 3 ? "80" : "")\"")
            }
            colors.append("\"c\(i) name.\(i)\": {\(variants.joined(separator: ", "))}")
        }
        colors.append(##""aliasToBlue": "{systemBlue}""##)
        colors.append(##""Scene/Onboarding/background": {"light": "#101820", "darkElevated": "#203040"}"##)
        colors.append(##""link": "{tint}""##)
        colors.append(
            ##""mixed": {"light": "{c1 name.1}", "dark": "#123456", "darkElevated": "{c2 name.2}", "##
                + ##""lightHighContrast": "{tint}"}"##)
        return
            "{\"name\": \"Every Appearance\", \"tint\": \"{c0 name.0}\", "
            + "\"colors\": {\(colors.joined(separator: ", "))}}"
    }()

    func themes() throws -> [(String, Theme)] {
        var list: [(String, Theme)] = [
            ("every", try ThemeLoader.load(text: HandoffTests.everyAppearance, path: "every.json"))
        ]
        for name in ["juniper", "vip", "light-only", "sunny", "mistakes"] {
            list.append((name, try ThemeLoader.load(packageRoot + "/themes/\(name).json")))
        }
        return list
    }

    /// Writes `output` into a fresh folder; returns the folder.
    func materialize(_ output: HandoffOutput) throws -> String {
        let dir = try scratchDirectory()
        for file in output.files {
            let path = dir + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
        }
        return dir
    }

    @Test("theme -> tokens (resolver + 8 token files) -> dusk: every color exact in all eight appearances")
    func tokensRoundTrip() throws {
        for (label, theme) in try themes() {
            let output = try HandoffFormat.tokens.output(for: theme)
            #expect(output.files.count == 9)
            let dir = try materialize(output)
            let back = try ThemeLoader.load(dir + "/" + output.files[0].path)
            let palette = HandoffPalette(theme)
            #expect(!palette.colors.isEmpty)
            #expect(back.coverage?.skipped == 0, "\(label): \(back.notes)")
            for color in palette.colors {
                // `$extensions.dusk.name` carries the name, so screens and baselines still match.
                let name = color.name
                for t in Traits.all {
                    #expect(back.resolve(name, t) == color.value(t), "\(label) \(color.name) \(t.name)")
                }
            }
        }
    }

    @Test("theme -> CSS -> dusk: the cascade gives every color exactly in all eight appearances, by its own name")
    func cssRoundTrip() throws {
        for (label, theme) in try themes() {
            let output = try HandoffFormat.css.output(for: theme, cssPrefix: "app")
            let dir = try materialize(output)
            let back = try ThemeLoader.load(dir + "/" + output.files[0].path)
            #expect(back.coverage?.skipped == 0, "\(label): \(back.notes)")
            for color in HandoffPalette(theme).colors {
                // The comment after each light value carries the name, so screens and baselines still match.
                let name = color.name
                for t in Traits.all {
                    #expect(back.resolve(name, t) == color.value(t), "\(label) \(color.name) \(t.name)")
                }
            }
        }
    }

    @Test("a shadcn globals.css -> CSS: :root, .dark and the media query beside it, --radius and fonts as written")
    func cssFromAStylesheet() throws {
        let globals = """
            @import "tailwindcss";

            :root {
              --radius: 0.5rem;
              --font-sans: "Inter", system-ui, sans-serif;
              --background: oklch(1 0 0);
              --primary: hsl(215 16% 47%);
              --ring: var(--primary);
            }

            .dark {
              --background: oklch(0.145 0 0);
              --primary: hsl(215 20% 65%);
              --shadow: 0 1px 2px rgb(0 0 0 / 0.5);
            }

            """
        let dir = try scratchDirectory(["globals.css": globals])
        let theme = try ThemeLoader.load(dir + "/globals.css")
        let output = try HandoffFormat.css.output(for: theme)
        #expect(output.notes.isEmpty)
        let css = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(
            css.hasSuffix(
                """
                :root {
                  --radius: 0.5rem;
                  --font-sans: "Inter", system-ui, sans-serif;
                  --background: #ffffff;  /* dusk: "background" */
                  --primary: #65758b;  /* dusk: "primary" */
                  --ring: var(--primary);  /* dusk: "ring" */
                }

                .dark {
                  --shadow: 0 1px 2px rgb(0 0 0 / 0.5);
                  --background: #0a0a0a;
                  --primary: #94a3b8;
                }

                @media (prefers-color-scheme: dark) {
                  :root:not(.light) {
                    --shadow: 0 1px 2px rgb(0 0 0 / 0.5);
                    --background: #0a0a0a;
                    --primary: #94a3b8;
                  }
                }

                """), "\(css)")
        // Read back, the properties that are not colors are the same, in the same appearances.
        let back = try ThemeLoader.load(try materialize(output) + "/" + output.files[0].path)
        #expect(back.styleProperties == theme.styleProperties)
        #expect(theme.styleProperties.map(\.name) == ["radius", "font-sans", "shadow"])
        #expect(theme.styleProperties.last?.values[.light] == nil)
        #expect(theme.styleProperties.last?.values[Traits(.dark, .elevated)] == "0 1px 2px rgb(0 0 0 / 0.5)")
    }

    @Test("a property that is not a color is written safely or left out, saying why")
    func cssStylePropertiesSafely() throws {
        var theme = try ThemeLoader.load(text: "{ \"colors\": { \"brand\": \"#123456\" } }", path: "t.json")
        func property(_ name: String, _ value: String) -> StyleProperty {
            StyleProperty(name: name, values: Dictionary(uniqueKeysWithValues: Traits.all.map { ($0, value) }))
        }
        theme.styleProperties = [
            property("font", "\"A\u{1B}]52;\u{202E}</style>\""), property("open", "\"Inter"),
            property("brace", "a; } body { color: red"), property("slash", "a\\"), property("brand", "1px"),
            property("bad name", "1px"), property("paren", "calc(1px + (2px)"), property("ok", "calc(1px + (2px))"),
        ]
        let output = try HandoffFormat.css.output(for: theme)
        let css = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(css.contains("  --font: \"A\\1b ]52;\\202e \\3c /style>\";\n"), "\(css)")
        #expect(css.contains("  --ok: calc(1px + (2px));\n"))
        for left in ["open", "brace", "slash", "paren"] {
            #expect(!css.contains("--\(left):"))
            #expect(
                output.notes.contains("left `--\(left)` out of the CSS: its value's quotes or brackets do not close"))
        }
        #expect(output.notes.contains("left `--brand` out of the CSS: a color of the palette has its name"))
        #expect(output.notes.contains("left `--bad name` out of the CSS: its name is not a CSS identifier"))
        #expect(!css.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" })
    }

    @Test("theme -> asset catalog -> dusk: exact in the six appearances a catalog has")
    func catalogRoundTrip() throws {
        for (label, theme) in try themes() where label != "every" {
            let dir = try scratchDirectory()
            _ = try AssetCatalogWriter.write(theme, to: dir + "/T.xcassets", below: dir)
            let back = try ThemeLoader.load(dir + "/T.xcassets")
            for color in HandoffPalette(theme).colors {
                // The tint is written as AccentColor and read back as the tint.
                let name = color.name
                for t in Traits.all where t.level == .base {
                    #expect(back.resolve(name, t) == color.value(t), "\(label) \(color.name) \(t.name)")
                }
            }
        }
    }

    @Test("Android: light in values/, dark in values-night/, snake_case names, the rest named in a note")
    func android() throws {
        let theme = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let output = try HandoffFormat.android.output(for: theme)
        #expect(output.files.map(\.path) == ["android/values/colors.xml", "android/values-night/colors.xml"])
        let light = String(decoding: output.files[0].bytes, as: UTF8.self)
        let dark = String(decoding: output.files[1].bytes, as: UTF8.self)
        #expect(light.contains(#"<color name="brand_background">#FFF4F7F5</color>"#))
        #expect(dark.contains(#"<color name="brand_background">#FF0E1512</color>"#))
        #expect(light.contains(#"<color name="badge_text">#99FFFFFF</color>"#))
        #expect(output.notes.first?.contains("brandBackground") == true)
        #expect(!(output.notes.first?.contains("badgeText") ?? true), "badgeText is the same everywhere")
    }

    @Test("Android round trip: values/ and values-night/ read back give every color's light and dark value")
    func androidRoundTrip() throws {
        let theme = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let output = try HandoffFormat.android.output(for: theme)
        let files = MemoryFiles(Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) }))
        let back = try ThemeLoader.load("android/values/colors.xml", fileAccess: files)
        // The names as written, in the palette's order (the loaded theme orders overrides of ios13's names apart).
        let names = String(decoding: output.files[0].bytes, as: UTF8.self).split(separator: "\n").compactMap {
            line -> String? in
            guard let start = line.range(of: "<color name=\""), let end = line.range(of: "\">") else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
        let palette = HandoffPalette(theme).colors
        #expect(names.count == palette.count)
        #expect(Set(back.ownColorNames) == Set(names))
        for (color, name) in zip(palette, names) {
            for style in InterfaceStyle.allCases {
                #expect(back.resolve(name, Traits(style)) == color.value(Traits(style)), "\(color.name) \(style)")
            }
        }
        #expect(back.notes.isEmpty, "\(back.notes)")
    }

    @Test("names that collide in a format are an error naming both colors and their lines")
    func collisions() throws {
        let theme = try ThemeLoader.load(
            text: "{\n\"colors\": {\n\"brand text\": \"#111111\",\n\"brandText\": \"#222222\"\n}\n}", path: "c.json")
        for format in [HandoffFormat.swift, .css, .android] {
            #expect(throws: HandoffNameCollision.self, "\(format)") { _ = try format.output(for: theme) }
        }
        // Token names keep spaces and case; only `.`, `{` and `}` are replaced.
        let tokens = try ThemeLoader.load(text: ##"{"colors": {"a.b": "#111111", "a-b": "#222222"}}"##, path: "t.json")
        #expect(throws: HandoffNameCollision.self) { _ = try HandoffFormat.tokens.output(for: tokens) }
        #expect(throws: Never.self) { _ = try HandoffFormat.tokens.output(for: theme) }
        let out = DuskCLI.run([
            "export", "--format", "swift", "--out", "-",
            try scratchDirectory([
                "c.json": "{\n\"colors\": {\n\"brand text\": \"#111111\",\n\"brandText\": \"#222222\"\n}\n}"
            ]) + "/c.json",
        ])
        #expect(out.exitCode == 65)
        #expect(
            out.stderr.contains("c.json:4:1: error: `brandText` and `brand text` (")
                && out.stderr.contains("c.json:3:1) both become `brandText` in Swift"), "\(out.stderr)")
        #expect(!out.stderr.contains("dusk: error:"), "one prefix, the file's: \(out.stderr)")
        // The asset catalog's collision names the file and line too.
        let dir = try scratchDirectory([
            "k.json": "{\n\"colors\": {\n\"Brand\": \"#111111\",\n\"brand\": \"#222222\"\n}\n}"
        ])
        let catalog = DuskCLI.run(["export", dir + "/k.json", "--format", "xcassets", "--out", dir + "/K.xcassets"])
        #expect(catalog.exitCode == 65)
        #expect(
            catalog.stderr.contains("k.json:4:1: error: `brand` and `Brand` (")
                && catalog.stderr.contains("would both be written as `brand.colorset`"), "\(catalog.stderr)")
    }

    @Test("a name without letters or digits gets a fallback in CSS, never the reserved `--`, and reads back")
    func cssFallbackName() throws {
        let dir = try scratchDirectory(["s.json": ##"{"colors": {"★": "#ABCDEF", "ok": "#000000"}}"##])
        let out = DuskCLI.run(["export", dir + "/s.json", "--format", "css", "--out", dir + "/s.css"])
        #expect(out.exitCode == 0, "\(out.stderr)")
        let css = try String(contentsOfFile: dir + "/s.css", encoding: .utf8)
        #expect(css.contains("--color: #abcdef;") && !css.contains("  --: "), "\(css)")
        let back = try ThemeLoader.load(dir + "/s.css")
        #expect(back.resolve("color", .light)?.hexRGB == "#ABCDEF")
    }

    @Test("Swift identifiers: words in lowerCamelCase, digits and keywords made valid")
    func identifiers() throws {
        let theme = try ThemeLoader.load(
            text:
                ##"{"name": "9 Lives", "colors": {"default": "#111111", "2x-large": "#222222", "##
                + ##""Brand Blue": "#333333", "Scene/Onboarding/background": "#444444"}}"##,
            path: "i.json")
        let swift = try SwiftWriter.write(HandoffPalette(theme))
        #expect(swift.contains("public enum Palette9Lives {"))
        #expect(swift.contains("public static let `default` = UIColor"))
        #expect(swift.contains("public static let color2xLarge = UIColor"))
        #expect(swift.contains("public static let brandBlue = UIColor"))
        #expect(swift.contains("public static let sceneOnboardingBackground = UIColor"))
    }

    /// The stand-ins built once per test into `dir`: libUIKit.so and libSwiftUI.so with their modules.
    func buildStandIns(in dir: String) throws {
        try SwiftStandIns.uikit.write(toFile: dir + "/UIKit.swift", atomically: true, encoding: .utf8)
        try SwiftStandIns.swiftui.write(toFile: dir + "/SwiftUI.swift", atomically: true, encoding: .utf8)
        let swiftc = HandoffTests.swiftc
        try run(
            [
                swiftc, "-emit-library", "-emit-module", "-module-name", "UIKit", "-parse-as-library", "UIKit.swift",
                "-o", "libUIKit.so",
            ], in: dir)
        try run(
            [
                swiftc, "-emit-library", "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-I", ".",
                "-L", ".", "-lUIKit", "SwiftUI.swift", "-o", "libSwiftUI.so",
            ], in: dir)
    }

    /// Type-checks `file` against the stand-ins (Swift 6, strict concurrency): the compiler's status and errors.
    func typecheck(_ source: String, in dir: String) throws -> (status: Int32, errors: String) {
        let name = "Check\(UUID().uuidString.prefix(8)).swift"
        try source.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        let result = try runProgram(
            HandoffTests.swiftc, ["-typecheck", "-swift-version", "6", "-I", ".", name], in: dir)
        return (result.status, result.stderr)
    }

    @Test(
        """
        the Swift output compiles against UIKit and SwiftUI stand-ins, and its providers give dusk's colors in all \
        eight appearances; an alias is its color
        """,
        .enabled(if: FileManager.default.isExecutableFile(atPath: HandoffTests.swiftc), "needs swiftc"))
    func swiftCompilesAndMatches() throws {
        let theme = try ThemeLoader.load(text: HandoffTests.everyAppearance, path: "every.json")
        let palette = HandoffPalette(theme)
        let generated = try SwiftWriter.write(palette)
        let dir = try scratchDirectory(["Palette.swift": generated])
        try buildStandIns(in: dir)
        let ids = try SwiftWriter.identifiers(palette).map(SwiftWriter.escaped)
        var main = "import UIKit\nimport SwiftUI\n"
        main += "let appearances: [(UIUserInterfaceStyle, UIUserInterfaceLevel, UIAccessibilityContrast)] = ["
        main +=
            Traits.all.map {
                "(.\($0.style.rawValue), .\($0.level.rawValue), .\($0.contrast == .high ? "high" : "normal"))"
            }.joined(separator: ", ") + "]\n"
        main +=
            "func hex(_ c: UIColor) -> String { guard let v = c.standInComponents else { return \"dynamic\" }; "
            + "return [v.0, v.1, v.2, v.3].map { String(Int(($0 * 255).rounded()), radix: 16) }"
            + ".joined(separator: \",\") }\n"
        for id in ids {
            main +=
                """
                print(\"\(id)\", appearances.map { hex(Color.EveryAppearance.\(id).standInUIColor.resolvedColor(with: \
                UITraitCollection($0.0, $0.1, $0.2))) }.joined(separator: \" \"))\n
                """
        }
        // A whole alias is the other color itself, in UIKit and in SwiftUI: one object, not a copy.
        main += "print(UIColor.EveryAppearance.tint === UIColor.EveryAppearance.c0Name0)\n"
        try main.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        try run(
            [
                HandoffTests.swiftc, "-swift-version", "6", "-I", ".", "-L", ".", "-lUIKit", "-lSwiftUI", "-lm",
                "-Xlinker", "-rpath", "-Xlinker", dir, "Palette.swift", "main.swift", "-o", "palette",
            ], in: dir)
        let printed = try run([dir + "/palette"], in: dir)
        let lines = printed.split(separator: "\n")
        #expect(lines.count == palette.colors.count + 1)
        for (line, color) in zip(lines, palette.colors) {
            let got = line.split(separator: " ").dropFirst().map(String.init)
            let want = Traits.all.map { t in
                let c = color.value(t)
                return [c.r, c.g, c.b, c.a].map { String(Int($0), radix: 16) }.joined(separator: ",")
            }
            #expect(got == want, "\(color.name)")
        }
        #expect(lines.last == "true", "tint is c0 name.0 itself")
        // The asset catalog's form compiles too (UIColor(named:), iOS 11).
        let catalog = try typecheck(try SwiftWriter.write(palette, referenceCatalog: true), in: dir)
        #expect(catalog.status == 0, "\(catalog.errors)")
    }

    @Test(
        """
        the stand-ins refuse what iOS 13 does not have: the Swift export as it was (Color(uiColor:), iOS 15) \
        does not compile
        """,
        .enabled(if: FileManager.default.isExecutableFile(atPath: HandoffTests.swiftc), "needs swiftc"))
    func standInsCarryAvailability() throws {
        let theme = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let generated = try SwiftWriter.write(HandoffPalette(theme))
        let dir = try scratchDirectory()
        try buildStandIns(in: dir)
        #expect(try typecheck(generated, in: dir).status == 0)
        // What the export wrote before it was held to iOS 13.
        let old = generated.replacingOccurrences(of: "= Color(UIColor.", with: "= Color(uiColor: UIColor.")
        #expect(old != generated)
        let refused = try typecheck(old, in: dir)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("'init(uiColor:)' is unavailable: iOS 15"), "\(refused.errors)")
        for newer in [
            "let c: UIColor = .tintColor", "let c = UIColor(Color(UIColor(red: 0, green: 0, blue: 0, alpha: 1)))",
        ] {
            let result = try typecheck("import UIKit\nimport SwiftUI\n" + newer + "\n", in: dir)
            #expect(result.status != 0 && result.errors.contains("is unavailable: iOS 1"), "\(newer): \(result.errors)")
        }
    }

    static let swiftc: String = {
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        where FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        return "/usr/bin/swiftc"
    }()

    @discardableResult
    func run(_ argv: [String], in dir: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: argv[0])
        p.arguments = Array(argv.dropFirst())
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try #require(
            p.terminationStatus == 0, "\(argv.joined(separator: " ")): \(String(decoding: errData, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite("Asset catalogs round-trip system references and the tint")
struct CatalogReferenceTests {
    @Test("an alias to a system color is written as a reference and read back as one, in every appearance")
    func referencesRoundTrip() throws {
        let theme = try ThemeLoader.load(
            text: """
                { "colors": {
                    "brandText": "{label}",
                    "cardBackground": { "light": "{secondarySystemBackground}", "dark": "#202024" },
                    "chained": "{brandText}"
                  },
                  "tint": "{systemIndigo}" }
                """, path: "refs.json")
        let dir = try scratchDirectory()
        _ = try AssetCatalogWriter.write(theme, to: dir + "/R.xcassets", below: dir)
        let brand = try String(contentsOfFile: dir + "/R.xcassets/brandText.colorset/Contents.json", encoding: .utf8)
        #expect(brand.contains("\"reference\" : \"labelColor\"") && !brand.contains("components"))
        let chained = try String(contentsOfFile: dir + "/R.xcassets/chained.colorset/Contents.json", encoding: .utf8)
        #expect(chained.contains("\"reference\" : \"labelColor\""))
        let card = try String(
            contentsOfFile: dir + "/R.xcassets/cardBackground.colorset/Contents.json", encoding: .utf8)
        #expect(
            card.contains("\"reference\" : \"secondarySystemBackgroundColor\"") && card.contains("\"red\" : \"0.125\""))
        let accent = try String(contentsOfFile: dir + "/R.xcassets/AccentColor.colorset/Contents.json", encoding: .utf8)
        #expect(accent.contains("\"reference\" : \"systemIndigoColor\""))
        let back = try ThemeLoader.load(dir + "/R.xcassets")
        for t in Traits.all {
            // Elevated included: a reference is as dynamic as UIKit's color.
            #expect(back.resolve("brandText", t) == theme.resolve("label", t), "\(t.name)")
            #expect(back.resolve("tint", t) == theme.resolve("systemIndigo", t), "\(t.name)")
        }
        #expect(back["brandText"]?.color.value(for: .dark) == .system("label"))
    }
}
