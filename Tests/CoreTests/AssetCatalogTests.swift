import Foundation
import Testing

@testable import Audit
@testable import ColorScience
@testable import Formats
@testable import ThemeModel

/// A catalog written by the test: every number form, color space, appearance and mistake.
func colorset(_ entries: String) -> String {
    "{\n  \"colors\" : [\n\(entries)\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
}

func srgb(
    _ r: String, _ g: String, _ b: String, _ a: String = "\"1.000\"", space: String = "srgb", appearances: String = "",
    idiom: String = "universal"
) -> String {
    """
        {
          \(appearances.isEmpty ? "" : "\"appearances\" : [\(appearances)],")
          "color" : { "color-space" : "\(space)", "components" : { "alpha" : \(a), "blue" : \(b), \
    "green" : \(g), "red" : \(r) } },
          "idiom" : "\(idiom)"
        }
    """
}

let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
let high = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"

func makeCatalog() throws -> String {
    try TestFiles.directory([
        "App.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
        // Floats, with dark, high contrast and dark high contrast.
        "App.xcassets/Brand Blue.colorset/Contents.json": colorset(
            [
                srgb("\"0.000\"", "\"0.478\"", "\"1.000\""),
                srgb("\"0.039\"", "\"0.518\"", "\"1.000\"", appearances: dark),
                srgb("\"0.000\"", "\"0.251\"", "\"0.867\"", appearances: high),
                srgb("\"0.251\"", "\"0.612\"", "\"1.000\"", appearances: dark + "," + high),
            ].joined(separator: ",\n")),
        // 8-bit integer strings (alpha stays a float), and hex strings.
        "App.xcassets/Ints.colorset/Contents.json": colorset(srgb("\"255\"", "\"128\"", "\"0\"", "\"0.500\"")),
        "App.xcassets/Hex.colorset/Contents.json": colorset(srgb("\"0xFF\"", "\"0x80\"", "\"0x00\"")),
        // A generator's "1" and "0" are floats, not 1/255; plain JSON numbers too.
        "App.xcassets/Generator.colorset/Contents.json": colorset(srgb("\"1\"", "\"0\"", "\"1\"", "\"1\"")),
        "App.xcassets/Numbers.colorset/Contents.json": colorset(srgb("0.2", "0.4", "0.6", "0.4")),
        // Color spaces.
        "App.xcassets/P3.colorset/Contents.json": colorset(
            srgb("\"0.800\"", "\"0.600\"", "\"0.400\"", space: "display-p3")),
        "App.xcassets/P3 Red.colorset/Contents.json": colorset(
            srgb("\"1.000\"", "\"0.000\"", "\"0.000\"", space: "display-p3")),
        "App.xcassets/Extended.colorset/Contents.json": colorset(
            srgb("\"1.200\"", "\"0.500\"", "\"-0.100\"", space: "extended-srgb")),
        "App.xcassets/Gray.colorset/Contents.json": colorset(
            """
                { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", \
            "white" : "0.500" } }, "idiom" : "universal" },
                { "appearances" : [\(dark)], "color" : { "color-space" : "extended-gray", \
            "components" : { "alpha" : "0.600", "white" : "1.000" } }, "idiom" : "universal" }
            """),
        // A system reference, an iPad-only entry (skipped), Xcode's empty accent color.
        "App.xcassets/Delete.colorset/Contents.json": colorset(
            """
                { "color" : { "platform" : "ios", "reference" : "systemRedColor" }, "idiom" : "universal" },
                \(srgb("\"0.000\"", "\"0.000\"", "\"1.000\"", idiom: "ipad"))
            """),
        "App.xcassets/AccentColor.colorset/Contents.json": colorset("{ \"idiom\" : \"universal\" }"),
        // Groups: only a namespace group adds its name.
        "App.xcassets/Scene/Contents.json":
            """
        { \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"properties\" : { \"provides-namespace\" : \
        true } }
        """,
        "App.xcassets/Scene/Onboarding/Contents.json":
            """
        { \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"properties\" : { \"provides-namespace\" : \
        true } }
        """,
        "App.xcassets/Scene/Onboarding/background.colorset/Contents.json": colorset(
            srgb("\"0.100\"", "\"0.200\"", "\"0.300\"")),
        "App.xcassets/Plain/inner.colorset/Contents.json": colorset(srgb("\"0.000\"", "\"0.000\"", "\"0.000\"")),
    ]) + "/App.xcassets"
}

@Suite("Asset catalogs")
struct AssetCatalogTests {
    @Test("two colorsets that give one name (groups without a namespace) are an error naming both, not a tint clash")
    func sameNameInTwoGroups() throws {
        let dir = try TestFiles.directory([
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/One/brand.colorset/Contents.json": colorset(srgb("\"0.1\"", "\"0.2\"", "\"0.3\"")),
            "A.xcassets/Two/brand.colorset/Contents.json": colorset(srgb("\"0.3\"", "\"0.2\"", "\"0.1\"")),
        ])
        let message = failures(loading: dir + "/A.xcassets").map(\.message).joined(separator: "\n")
        #expect(message.contains("both name the color `brand`"), "\(message)")
        #expect(message.contains("One/brand.colorset/Contents.json"), "\(message)")
        #expect(!message.contains("tint"))
    }

    @Test("a catalog folder with more entries than dusk reads is an error, not a color dropped with a note")
    func folderOverTheEntryLimit() throws {
        let dir = try TestFiles.directory(["A.xcassets/Contents.json": "{}"])
        for i in 0..<100_000 { close(open(dir + "/A.xcassets/f\(i)", O_CREAT | O_WRONLY, 0o644)) }
        do {
            _ = try ThemeLoader.load(dir + "/A.xcassets")
            Issue.record("loaded a folder it did not read in full")
        } catch {
            #expect(
                error.diagnostics.contains { $0.message.contains("more than 100000 entries in this folder") },
                "\(error.diagnostics)")
        }
    }

    @Test func readsEveryFormAndSpace() throws {
        let theme = try ThemeLoader.load(try makeCatalog())
        func hex(_ name: String, _ t: Traits = .light) -> String? { theme.resolve(name, t)?.hexRGBA }
        #expect(theme.name == "App")
        #expect(hex("Brand Blue") == "#007AFFFF")
        #expect(hex("Brand Blue", .dark) == "#0A84FFFF")
        #expect(hex("Brand Blue", Traits(.light, .base, .high)) == "#0040DDFF")
        #expect(hex("Brand Blue", Traits(.dark, .elevated, .high)) == "#409CFFFF")
        #expect(hex("Ints") == "#FF800080")
        #expect(hex("Hex") == "#FF8000FF")
        #expect(hex("Generator") == "#FF00FFFF")
        #expect(hex("Numbers") == "#336699" + "66")
        #expect(hex("P3") == "#D5965DFF")
        #expect(hex("P3 Red") == "#FF0000FF")
        #expect(hex("Extended") == "#FF8000FF")
        #expect(hex("Gray") == "#808080FF")
        #expect(hex("Gray", .dark) == "#FFFFFF99")
        #expect(hex("Delete") == "#FF3B30FF")
        #expect(hex("Delete", .dark) == "#FF453AFF")  // a reference resolves per appearance
        #expect(theme["AccentColor"] == nil)
        #expect(hex("Scene/Onboarding/background") == "#1A334DFF")
        #expect(hex("inner") == "#000000FF")
        #expect(theme.resolve("systemBlue", .light)?.hexRGB == "#007AFF")  // layered on ios13
        let notes = theme.notes.map(\.description).joined(separator: "\n")
        #expect(notes.contains("`Delete`: skipped the ipad entry"))
        #expect(notes.contains("`P3 Red`: the display-p3 color is outside sRGB and was clipped to #FF0000"))
        #expect(notes.contains("`Extended`: the extended-srgb color is outside sRGB"))
        #expect(!notes.contains("`P3`:"))
        // check counts clipped colors as findings by their kind, not by their wording.
        #expect(
            theme.notes.filter { $0.kind == .clippedColor }.map { $0.message.prefix(9) }.sorted() == [
                "`Extended", "`P3 Red`:",
            ])
        // Live reload watches every Contents.json it read.
        #expect(theme.files.contains { $0.hasSuffix("Brand Blue.colorset/Contents.json") })
    }

    @Test func unknownReferenceIsAnErrorNamingIt() throws {
        let dir = try TestFiles.directory([
            "X.xcassets/Bad.colorset/Contents.json":
                colorset(
                    "    { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"systemBlurColor\" }, "
                        + "\"idiom\" : \"universal\" }"
                )
        ])
        do {
            _ = try ThemeLoader.load(dir + "/X.xcassets")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 65)
            #expect(
                error.description.contains(
                    """
                    Bad.colorset/Contents.json:3:53: error: unknown system color reference `systemBlurColor`; did \
                    you mean `systemBlueColor`?
                    """
                ))
        }
    }

    @Test("a macOS-only system color skips its entry with a note and keeps the rest of the catalog")
    func macOnlyReference() throws {
        let mac = { (appearances: String) in
            "    { \(appearances)\"color\" : { \"platform\" : \"osx\", \"reference\" : "
                + "\"alternatingContentBackgroundColor\" }, \"idiom\" : \"universal\" }"
        }
        let dir = try TestFiles.directory([
            "X.xcassets/Row.colorset/Contents.json": colorset(
                srgb("0xF2", "0xF2", "0xF7") + ",\n" + mac("\"appearances\" : [\(dark)], ")),
            "X.xcassets/MacOnly.colorset/Contents.json": colorset(mac("")),
            "X.xcassets/Label.colorset/Contents.json": colorset(
                "    { \"color\" : { \"platform\" : \"osx\", \"reference\" : \"labelColor\" }, "
                    + "\"idiom\" : \"universal\" }"
            ),
        ])
        let theme = try ThemeLoader.load(dir + "/X.xcassets")
        #expect(theme.resolve("Row", .light)?.hexRGB == "#F2F2F7")
        #expect(theme.resolve("Row", .dark)?.hexRGB == "#F2F2F7", "dark shows the other value, and the note says so")
        #expect(theme.resolve("Label", .dark) == theme.resolve("label", .dark), "a name iOS has too is iOS's")
        #expect(theme["MacOnly"] == nil)
        #expect(theme.coverage == Coverage(read: 2, skipped: 1))
        let messages = theme.notes.map(\.message)
        #expect(
            messages.contains { $0.hasPrefix("`Row`: skipped the dark entry: it refers to the macOS system color") })
        #expect(messages.contains { $0.hasPrefix("1 colorset skipped (`MacOnly`)") })
    }

    @Test("iOS's deprecated, fixed and AppKit-only references: successor, value, note; never the whole catalog")
    func otherSystemReferences() throws {
        let reference = { (name: String, platform: String) in
            colorset(
                "    { \"color\" : { \"platform\" : \"\(platform)\", \"reference\" : \"\(name)\" }, "
                    + "\"idiom\" : \"universal\" }")
        }
        let dir = try TestFiles.directory([
            "X.xcassets/Grouped.colorset/Contents.json": reference("groupTableViewBackgroundColor", "ios"),
            "X.xcassets/Rows.colorset/Contents.json": reference("alternatingContentBackgroundColor", "universal"),
            "X.xcassets/Paper.colorset/Contents.json": reference("whiteColor", "ios"),
            "X.xcassets/Hole.colorset/Contents.json": reference("clearColor", "ios"),
            "X.xcassets/Brand.colorset/Contents.json": colorset(srgb("0x5B", "0x3C", "0xC4")),
        ])
        let theme = try ThemeLoader.load(dir + "/X.xcassets")
        for traits in Traits.all {
            #expect(theme.resolve("Grouped", traits) == theme.resolve("systemGroupedBackground", traits))
        }
        #expect(theme.resolve("Paper", .dark)?.hexRGB == "#FFFFFF", "UIKit's white is white in dark too")
        #expect(theme.resolve("Hole", .light) == RGBA(0, 0, 0, 0))
        #expect(theme.resolve("Brand", .light)?.hexRGB == "#5B3CC4")
        #expect(theme["Rows"] == nil)
        #expect(theme.coverage == Coverage(read: 4, skipped: 1))
        let messages = theme.notes.map(\.message)
        #expect(
            messages.contains {
                $0 == "`Grouped`: `groupTableViewBackgroundColor` is deprecated since iOS 13; read as its successor, "
                    + "`systemGroupedBackgroundColor`"
            })
        #expect(messages.contains { $0.hasPrefix("1 colorset skipped (`Rows`): it refers only to the macOS system") })
    }

    @Test func brokenContentsJSONGivesLineAndColumn() throws {
        let dir = try TestFiles.directory([
            "X.xcassets/Bad.colorset/Contents.json": "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\" \n  ]\n}\n"
        ])
        do {
            _ = try ThemeLoader.load(dir + "/X.xcassets")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.hasPrefix(
                    dir + "/X.xcassets/Bad.colorset/Contents.json:4:3: error: expected `,` or `}`"))
        }
    }

    @Test("a dusk theme inherits a catalog and overrides one color")
    func layering() throws {
        let catalog = try makeCatalog()
        let dir = URL(fileURLWithPath: catalog).deletingLastPathComponent().path
        try ##"{"name": "Try", "inherits": "App.xcassets", "colors": {"Ints": "#00FF00"}}"##.write(
            toFile: dir + "/try.json", atomically: true, encoding: .utf8)
        let theme = try ThemeLoader.load(dir + "/try.json")
        #expect(theme.resolve("Ints", .light)?.hexRGB == "#00FF00")
        #expect(theme.resolve("Brand Blue", .dark)?.hexRGB == "#0A84FF")
    }
}

@Suite("Design tokens")
struct DesignTokensTests {
    @Test("hex and object values, aliases, inherited $type, Terrazzo modes")
    func tokens() throws {
        let dir = try TestFiles.directory([
            "brand.tokens.json": """
            {
              "color": {
                "$type": "color",
                "base": {
                  "blue": { "$value": "#0A84FF" },
                  "gold": {
                    "$value": { "colorSpace": "srgb", "components": [1, 0.8, 0], "alpha": 0.5, "hex": "#ffcc00" }
                  },
                  "p3": { "$value": { "colorSpace": "display-p3", "components": [0.8, 0.6, 0.4] } },
                  "lab": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 200], "hex": "#12ABCD" } }
                },
                "bg": {
                  "$value": "#FFFFFF",
                  "$extensions": { "mode": { "light": "#FFFFFF", "dark": "{color.base.blue}" } }
                },
                "accent": { "$value": "{color.base.gold}" }
              },
              "size": { "$type": "dimension", "small": { "$value": "4px" } }
            }
            """
        ])
        let theme = try ThemeLoader.load(dir + "/brand.tokens.json")
        #expect(theme.name == "brand")
        #expect(theme.resolve("color.base.blue", .light)?.hexRGBA == "#0A84FFFF")
        #expect(theme.resolve("color.base.gold", .light)?.hexRGBA == "#FFCC0080")
        #expect(theme.resolve("color.base.p3", .light)?.hexRGBA == "#D5965DFF")
        #expect(theme.resolve("color.base.lab", .light)?.hexRGBA == "#40B1B7FF", "oklch computed, not the hex fallback")
        #expect(theme.resolve("color.bg", .light)?.hexRGB == "#FFFFFF")
        #expect(theme.resolve("color.bg", .dark)?.hexRGB == "#0A84FF")
        #expect(theme.resolve("color.accent", .dark)?.hexRGBA == "#FFCC0080")
        #expect(theme["size.small"] == nil)
        #expect(theme.customNames.prefix(2) == ["color.base.blue", "color.base.gold"])
    }

    @Test("a resolver picks light, dark and high-contrast files")
    func resolver() throws {
        let dir = try TestFiles.directory([
            "base.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#111111" } } }"##,
            "light.tokens.json":
                ##"{ "color": { "$type": "color", "bg": { "$value": "#FAFAFA" }, "##
                + ##""text": { "$value": "{color.brand}" } } }"##,
            "dark.tokens.json":
                ##"{ "color": { "$type": "color", "bg": { "$value": "#0A0A0A" }, "text": { "$value": "#EEEEEE" } } }"##,
            "dark_ax.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#FFFFFF" } } }"##,
            "app.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } },
              "modifiers": { "theme": { "default": "light", "contexts": {
                "light": [ { "$ref": "light.tokens.json" } ],
                "dark": [ { "$ref": "dark.tokens.json" } ],
                "dark_ax": [ { "$ref": "dark.tokens.json" }, { "$ref": "dark_ax.tokens.json" } ] } } } }
            """,
        ])
        let theme = try ThemeLoader.load(dir + "/app.resolver.json")
        #expect(theme.resolve("color.bg", .light)?.hexRGB == "#FAFAFA")
        #expect(theme.resolve("color.bg", .dark)?.hexRGB == "#0A0A0A")
        #expect(theme.resolve("color.text", .light)?.hexRGB == "#111111")
        #expect(theme.resolve("color.text", .dark)?.hexRGB == "#EEEEEE")
        #expect(theme.resolve("color.text", Traits(.dark, .base, .high))?.hexRGB == "#FFFFFF")
    }

    @Test func badTokenValueNamesTheLine() throws {
        let dir = try TestFiles.directory([
            "x.tokens.json": "{\n  \"c\": { \"$type\": \"color\", \"$value\": \"bleu\" }\n}"
        ])
        do {
            _ = try ThemeLoader.load(dir + "/x.tokens.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("x.tokens.json:2:38: error: bad color token value \"bleu\""))
        }
    }
}
