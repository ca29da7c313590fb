import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// One bad entry in a real system's files costs that entry, with a note naming it, never the rest: fixtures of
/// our own in the shapes of real files (a DTCG resolver with TextMate scopes for names, a Style Dictionary
/// component typing a box shadow as a color).
@Suite("One bad entry never costs the rest")
struct OneBadEntryTests {
    @Test("a resolver file with dotted token names: those tokens are skipped in one note, the rest is read")
    func dottedNamesInOneFile() throws {
        let dir = try TestFiles.directory([
            "app.resolver.json": """
            { "version": "2025.10",
              "sets": { "core": { "sources": [ { "$ref": "core.json" }, { "$ref": "syntax.json" } ] } },
              "modifiers": { "theme": { "default": "light", "contexts": {
                "light": [], "dark": [ { "$ref": "dark.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" } ] }
            """,
            "core.json":
                ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" }, "##
                + ##""ink": { "$type": "color", "$value": "#222222" } }"##,
            "dark.json": ##"{ "bg": { "$type": "color", "$value": "#101010" } }"##,
            "syntax.json": """
            { "syntax": { "$type": "color",
                "keyword": { "$value": "{ink}" },
                "source.json meta.structure": { "$value": "#AA0000" },
                "entity.name": { "tag": { "$value": "#00AA00" }, "attr": { "$value": "#0000AA" } },
                "size.no-color": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }
            """,
        ])
        let theme = try ThemeLoader.load(dir + "/app.resolver.json")
        #expect(theme.resolve("bg", .dark)?.hexRGB == "#101010")
        #expect(theme.resolve("syntax.keyword", .light)?.hexRGB == "#222222")
        #expect(theme.coverage == Coverage(read: 3, skipped: 3))
        let note = theme.notes.first { $0.message.contains("cannot contain `.`") }
        #expect(
            note?.message.hasPrefix(
                "3 color tokens skipped (`syntax.source.json meta.structure`, `syntax.entity.name.tag`, "
                    + "`syntax.entity.name.attr`): a token or group name cannot contain") == true,
            "\(theme.notes.map(\.message))")
        #expect(note?.location?.file.hasSuffix("syntax.json") == true)
        #expect(note?.location?.line == 3, "the first bad name in the file")
    }

    @Test("a color token whose value is `none` is counted in a note; the folder is read")
    func noneValue() throws {
        let dir = try TestFiles.directory([
            "tokens/base.json": ##"{ "color": { "ink": { "value": "#222222", "type": "color" } } }"##,
            "tokens/border.json": ##"{ "color": { "divider": { "$value": "none", "$type": "color" } } }"##,
        ])
        let theme = try ThemeLoader.load(dir + "/tokens")
        #expect(theme.resolve("color.ink", .light)?.hexRGB == "#222222")
        #expect(theme.coverage == Coverage(read: 1, skipped: 1))
        #expect(
            theme.notes.contains {
                $0.message.hasPrefix("1 color token skipped (`color.divider`): their value is `none`")
            },
            "\(theme.notes.map(\.message))")
    }

    @Test("a box shadow typed as a color is noted as not one color; the folder is read")
    func shadowTypedAsColor() throws {
        let dir = try TestFiles.directory([
            "tokens/color/base.json": """
            { "color": { "white": { "value": "#ffffff", "type": "color" },
                         "brand": { "primary": { "base": { "value": "#0055aa", "type": "color" },
                                                 "dark": { "value": "#003366", "type": "color" } } } },
              "border": { "width": { "md": { "value": "2px" } } } }
            """,
            "tokens/component/button.json": """
            { "button": {
                "background": { "value": "{color.brand.primary.base.value}", "type": "color" },
                "pressed": { "value": "{color.brand.primary.dark.value}", "type": "color" },
                "box-shadow": { "value": "0 0 0 {border.width.md.value} {color.white.value}", "type": "color" },
                "focus-ring": { "value": "inset 0 1px 2px rgba(0, 0, 0, 0.2), 0 0 0 3px #0055aa", "type": "color" },
                "text": { "value": "{color.white.value}", "type": "color" } } }
            """,
        ])
        let theme = try ThemeLoader.load(dir + "/tokens")
        #expect(theme.resolve("button.background", .light)?.hexRGB == "#0055AA")
        #expect(theme.resolve("button.pressed", .light)?.hexRGB == "#003366")
        #expect(theme.resolve("button.text", .light)?.hexRGB == "#FFFFFF")
        #expect(theme["button.box-shadow"] == nil)
        #expect(
            theme.notes.map(\.message).contains(
                "2 shadows among the color tokens skipped (`button.box-shadow` first): a shadow is not one color"),
            "\(theme.notes.map(\.message))")
    }

    @Test(
        "a shadow or a border is told apart from a color and from each other",
        arguments: [
            ("0 0 0 2px #fff", "shadow"), ("inset 0 1px 2px rgba(0, 0, 0, 0.2)", "shadow"),
            ("1px solid #ccc", "border"),
            ("#12345", nil), ("rgb(0 0 0)", nil), ("red", nil), ("{color.white}", nil),
        ] as [(String, String?)])
    func composites(value: String, kind: String?) {
        #expect(DesignTokensReader.composite(value) == kind)
    }

    @Test("Tokens Studio: a Contrast theme of dark values is dark high contrast; an entry with no sets is read")
    func contrastSide() throws {
        let set = { (bg: String, ink: String) in
            ##"{ "bg": { "$type": "color", "$value": "\##(bg)" }, "ink": { "$type": "color", "$value": "\##(ink)" } }"##
        }
        let dir = try TestFiles.directory([
            "$themes.json": """
            [ { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "light": "enabled" } },
              { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled" } },
              { "id": "3", "name": "Contrast", "group": "Mode", "selectedTokenSets": { "contrast": "enabled" } },
              { "id": "4", "name": "Draft", "group": "Work in progress" } ]
            """,
            "light.json": set("#FFFFFF", "#333333"),
            "dark.json": set("#1C1C1E", "#DDDDDD"),
            "contrast.json": set("#000000", "#FFFFFF"),
        ])
        let theme = try ThemeLoader.load(dir + "/$themes.json")
        #expect(theme.resolve("bg", Traits(.dark, .base, .high))?.hexRGB == "#000000")
        #expect(theme.resolve("bg", Traits(.light, .base, .high))?.hexRGB == "#FFFFFF", "light keeps its own")
        #expect(theme.resolve("bg", .dark)?.hexRGB == "#1C1C1E")
        #expect(
            theme.notes.map(\.message).contains(
                "theme `Contrast` is shown as dark high contrast: its colors are nearer the dark theme's than the "
                    + "light theme's"))
    }

    @Test("Style Dictionary colors whose values are no color, and the aliases to them, are counted and noted")
    func unreadColorsAndTheirAliases() throws {
        let dir = try TestFiles.directory([
            "tokens/brand.json": """
            { "color": {
                "brand": { "primary": { "base": { "value": "0055aa" }, "dark": { "value": "rgb(0 51 102" } } },
                "base": { "red": { "value": "#ff0000" } },
                "font": { "link": { "value": "{color.brand.primary.base.value}" },
                          "error": { "value": "{color.base.red.value}" } } },
              "size": { "padding": { "value": "{size.base.value}" }, "base": { "value": "4px" } } }
            """
        ])
        let theme = try ThemeLoader.load(dir + "/tokens")
        #expect(theme.resolve("color.font.error", .light)?.hexRGB == "#FF0000")
        #expect(theme.coverage == Coverage(read: 2, skipped: 3), "the padding alias is no color, and not counted")
        let notes = theme.notes.map(\.message)
        #expect(
            notes.contains {
                $0.hasPrefix(
                    "2 color tokens skipped (`color.brand.primary.base`, `color.brand.primary.dark`): they are filed "
                        + "under `color` but their values are no color dusk reads (`0055aa`)")
            }, "\(notes)")
        #expect(
            notes.contains {
                $0 == "1 token skipped (`color.font.link`): aliases to color tokens dusk could not read (see the note "
                    + "on them)"
            }, "\(notes)")
    }
}
