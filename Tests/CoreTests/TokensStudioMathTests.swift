import Platform
import Testing

@testable import ColorScience
@testable import Formats
@testable import ThemeModel

/// Tokens Studio computes colors from references: `rgba({ref}, a)`, amounts in math or number tokens, and the
/// modifiers of `$extensions["studio.tokens"].modify`. dusk reads each as the plugin computes it, or says why not.
@Suite("Tokens Studio's color math and modifiers")
struct TokensStudioMathTests {
    static let file = ##"""
        {
          "global": {
            "colors": {
              "red": { "500": { "value": "#E5484D", "type": "color" } },
              "gray": { "900": { "value": "#1C1C1E", "type": "color" }, "50": { "value": "#FAFAFA", "type": "color" } }
            },
            "opacity": { "low": { "value": "40%", "type": "opacity" }, "half": { "value": "{opacity.low} + 0.1",
              "type": "opacity" } },
            "danger": {
              "subtle": { "value": "rgba({colors.red.500}, {opacity.low})", "type": "color" },
              "half": { "value": "rgba({ colors.red.500 }, {opacity.half})", "type": "color" },
              "faint": { "value": "rgba({colors.red.500}, 0.1)", "type": "color" },
              "darker": { "value": "#C14242", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2",
                  "space": "lch" } } } },
              "muted": { "value": "{colors.gray.900}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": 0.4 } } } },
              "tinted": { "value": "#FFFFFF", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5 + 6 * 0.04",
                  "space": "srgb", "color": "#4477DD" } } } },
              "odd": { "value": "#123456", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "saturate", "value": "0.4",
                  "space": "lch" } } } }
            }
          },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["global"] }
        }
        """##

    func theme() throws -> Theme {
        try ThemeLoader.load("tokens.json", fileAccess: MemoryFiles(texts: ["tokens.json": Self.file]))
    }

    @Test("rgba({ref}, a) is the reference's color at that opacity, the opacity a number, a percentage or math")
    func colorFunctionsOnReferences() throws {
        let t = try theme()
        #expect(t.resolve("danger.subtle", .light)?.hexRGBA == "#E5484D66")
        #expect(t.resolve("danger.half", .light)?.hexRGBA == "#E5484D80")
        #expect(t.resolve("danger.faint", .light)?.hexRGBA == "#E5484D1A")
    }

    @Test("modifiers give the plugin's colors; one dusk cannot compute is a note naming it, and shown as written")
    func modifiers() throws {
        let t = try theme()
        #expect(t.resolve("danger.darker", .light)?.hexRGB == "#983735")
        #expect(t.resolve("danger.muted", .light)?.hexRGBA == "#1C1C1E66")
        #expect(t.resolve("danger.tinted", .light)?.hexRGB == "#759AE6")
        #expect(t.resolve("danger.odd", .light)?.hexRGB == "#123456")
        #expect(t.notes.contains { $0.message.contains("`danger.odd`: a Tokens Studio modifier dusk cannot compute") })
    }

    @Test(
        "the math",
        arguments: [
            ("0.5 + 6 * 0.04", 0.74), ("40%", 0.4), ("(1 - 0.25) / 3", 0.25), ("-2 * -3", 6.0),
        ])
    func math(_ text: String, _ value: Double) {
        #expect(abs((TokenMath.evaluate(text) ?? .nan) - value) < 1e-9)
    }
}

/// One entry a reader cannot take is a note; the rest of the folder loads.
@Suite("Style Dictionary folders: one bad entry is a note, not a refusal")
struct TokenFolderEntriesTests {
    static let colors = ##"""
        {
          "color": {
            "base": { "red": { "value": "#E5484D", "darkValue": "#FF6B70" }, "none": { "value": "none" },
              "rgb": { "value": { "r": 0, "g": 128, "b": 255 } } },
            "text": { "primary": { "value": "{ color.base.red }" }, "dark": { "value": "{color.base.red.darkValue}" } },
            "weird": { "value": "{font.weight.bold}", "type": "color" },
            "ring": { "value": "{shadow.focus}", "type": "color" },
            "ringText": { "value": "{color.ring}", "type": "color" }
          },
          "font": { "weight": { "bold": { "value": "700", "type": "fontWeight" } } },
          "shadow": { "focus": { "value": "0 0 0 2px #3B82F6", "type": "color" } }
        }
        """##

    @Test("a font weight or shadow aliased as a color, `none`, and an {r, g, b} object: the rest loads, each counted")
    func badEntriesAreNotes() throws {
        let theme = try ThemeLoader.load("tokens", fileAccess: MemoryFiles(texts: ["tokens/color.json": Self.colors]))
        #expect(theme.resolve("color.base.rgb", .light)?.hexRGB == "#0080FF")
        #expect(theme.resolve("color.text.primary", .light)?.hexRGB == "#E5484D")
        // `{x.darkValue}` is the token's dark value in every appearance, as Style Dictionary resolves it.
        #expect(theme.resolve("color.text.dark", .light)?.hexRGB == "#FF6B70")
        for gone in ["color.weird", "color.ring", "color.ringText", "color.base.none"] {
            #expect(theme[gone] == nil, "\(gone)")
        }
        let notes = theme.notes.map(\.message).joined(separator: "\n")
        #expect(notes.contains("3 color tokens skipped (`color.weird`, `color.ring`, `color.ringText`)"), "\(notes)")
        #expect(notes.contains("(`none`)"), "\(notes)")
        let coverage = try #require(theme.coverage)
        #expect(coverage.read == 4 && coverage.skipped == 4, "\(coverage.summary)")
    }
}

/// The shapes Tokens Studio writes, whatever the file is named.
@Suite("Tokens Studio shapes: a single file named like DTCG, thousands of sets")
struct TokensStudioShapesTests {
    @Test("a single-file export named *.tokens.json is read as Tokens Studio, its sets merged in order")
    func singleFileNamedLikeDTCG() throws {
        let text = ##"""
            { "core": { "red": { "value": "#E5484D", "type": "color" } },
              "semantic": { "danger": { "value": "rgba({red}, 0.5)", "type": "color" } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["core", "semantic"] } }
            """##
        let theme = try ThemeLoader.load(
            "brand.tokens.json", fileAccess: MemoryFiles(texts: ["brand.tokens.json": text]))
        #expect(theme.resolve("danger", .light)?.hexRGBA == "#E5484D80")
    }

    @Test("20,000 sets in one file: every set read, the last set's token over the earlier ones")
    func manySets() throws {
        var text = "{"
        for i in 0..<20_000 {
            text += "\"set\(i)\": {\"c\": {\"value\": \"#\(String(format: "%06X", i))\", \"type\": \"color\"}},"
        }
        text += "\"$themes\": []}"
        let theme = try ThemeLoader.load("big.json", fileAccess: MemoryFiles(texts: ["big.json": text]))
        #expect(theme.resolve("c", .light)?.hexRGB == "#004E1F")
    }
}
