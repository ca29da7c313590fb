import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Style Dictionary token sets as its docs and its author's examples write them, in fixtures of our own.
@Suite("Style Dictionary")
struct StyleDictionaryTests {
    static let base = """
        {
          "color": {
            "base": {
              "gray": { "light": { "value": "#CCCCCC" }, "dark": { "value": "#111111" } },
              "red": { "value": "#FF0000" }
            }
          }
        }
        """
    static let font = """
        {
          "color": {
            "font": {
              "base": { "value": "{color.base.red.value}" },
              "tertiary": { "value": "{color.base.gray.light.value}" }
            }
          }
        }
        """

    @Test("a folder opens as one palette: {a.b.value} aliases reach across its files")
    func folder() throws {
        let files = MemoryFiles(texts: ["tokens/color/base.json": Self.base, "tokens/color/font.json": Self.font])
        let theme = try ThemeLoader.load("tokens", fileAccess: files)
        for traits in Traits.all {
            #expect(theme.resolve("color.font.base", traits) == RGBA(hex: "#FF0000"), "\(traits.name)")
            #expect(theme.resolve("color.font.tertiary", traits) == RGBA(hex: "#CCCCCC"), "\(traits.name)")
        }
        #expect(theme.coverage == Coverage(read: 5, skipped: 0))
        #expect(theme.files.contains("tokens/color/font.json"), "each file is watched")
    }

    @Test("an alias written with spaces inside its braces reads as Style Dictionary reads it")
    func spacedAlias() throws {
        let accent =
            #"{ "color": { "accent": { "value": "{ color.base.red }" }, "link": { "$value": "{ color.accent }" } } }"#
        let files = MemoryFiles(texts: ["tokens/color/base.json": Self.base, "tokens/color/accent.json": accent])
        let theme = try ThemeLoader.load("tokens", fileAccess: files)
        #expect(theme.resolve("color.accent", .light) == RGBA(hex: "#FF0000"))
        #expect(theme.resolve("color.link", .dark) == RGBA(hex: "#FF0000"))
        #expect(theme.coverage == Coverage(read: 5, skipped: 0))
    }

    @Test("one file alone: its aliases into the others are counted, with what to open instead")
    func alone() throws {
        let files = MemoryFiles(texts: ["tokens/color/base.json": Self.base, "tokens/color/font.json": Self.font])
        let theme = try ThemeLoader.load("tokens/color/font.json", fileAccess: files)
        #expect(theme.coverage == Coverage(read: 0, skipped: 2))
        #expect(
            theme.notes.map(\.message).contains {
                $0.hasPrefix(
                    "2 tokens skipped (`color.font.base`, `color.font.tertiary`): aliases to tokens not in what "
                        + "was read (`{color.base.red}`)")
            })
    }

    @Test("darkValue, hcValue and hcDarkValue beside value give the four appearances")
    func companions() throws {
        let theme = try ThemeLoader.load(
            "tokens.json5",
            fileAccess: MemoryFiles(texts: [
                "tokens.json5": """
                {
                  color: {
                    background: {
                      primary: {
                        value: "#FFFFFF", darkValue: "#001A1A", hcValue: "#FFFFFF", hcDarkValue: "#000000", // page
                      },
                    },
                  },
                }
                """
            ]))
        for traits in Traits.all {
            let want =
                traits.style == .light ? "#FFFFFF" : traits.contrast == .high ? "#000000" : "#001A1A"
            #expect(theme.resolve("color.background.primary", traits) == RGBA(hex: want), "\(traits.name)")
        }
    }

    @Test("mode files in a folder (x.dark.json5, x.hc.json5) hold only what changes; a key twice: the later read")
    func modeFiles() throws {
        let files = MemoryFiles(texts: [
            "t/core.json5": ##"{ color: { core: { white: { value: "#FFFFFF" }, ink: { value: "#001A1A" } } } }"##,
            "t/background.json5": """
            { color: { background: {
              primary: { value: "{color.core.white.value}" },
              disabled: { value: "#000000" },
              disabled: { value: "#E4E7E7" },
            } } }
            """,
            "t/background.dark.json5":
                ##"{ color: { background: { primary: { value: "{color.core.ink.value}" } } } }"##,
            "t/background.hcDark.json5": ##"{ color: { background: { primary: { value: "#000000" } } } }"##,
        ])
        let theme = try ThemeLoader.load("t", fileAccess: files)
        #expect(theme.resolve("color.background.primary", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("color.background.primary", Traits(.dark, .elevated)) == RGBA(hex: "#001A1A"))
        #expect(theme.resolve("color.background.primary", Traits(.dark, .base, .high)) == RGBA(hex: "#000000"))
        #expect(theme.resolve("color.background.disabled", .dark) == RGBA(hex: "#E4E7E7"))
        #expect(theme.notes.contains { $0.message.contains("duplicate key \"disabled\"") && $0.location?.line == 4 })
    }

    @Test("one file of a mode set opened alone: background.json5 reads background.dark.json5 beside it, and back")
    func modeSiblings() throws {
        let files = MemoryFiles(texts: [
            "c/background.json5": ##"{ color: { bg: { value: "#FFFFFF" }, card: { value: "#F2F2F7" } } }"##,
            "c/background.dark.json5": ##"{ color: { bg: { value: "#000000" } } }"##,
            "c/background.hcDark.json5": ##"{ color: { bg: { value: "#0A0A0A" } } }"##,
        ])
        for opened in ["c/background.json5", "c/background.dark.json5"] {
            let theme = try ThemeLoader.load(opened, fileAccess: files)
            #expect(theme.resolve("color.bg", .light) == RGBA(hex: "#FFFFFF"), "\(opened)")
            #expect(theme.resolve("color.bg", Traits(.dark, .elevated)) == RGBA(hex: "#000000"), "\(opened)")
            #expect(theme.resolve("color.bg", Traits(.dark, .base, .high)) == RGBA(hex: "#0A0A0A"), "\(opened)")
            #expect(theme.resolve("color.card", .dark) == RGBA(hex: "#F2F2F7"), "what the dark file leaves out")
        }
    }

    @Test("Figma plugin output: description and extensions on groups are metadata; a token named description is not")
    func pluginMetadata() throws {
        let theme = try ThemeLoader.load(
            "tokens.json",
            fileAccess: MemoryFiles(texts: [
                "tokens.json": """
                { "color": { "description": "Brand", "extensions": { "org.figma": { "id": "1" } },
                  "brand": { "type": "color", "value": "#5B3CC4", "description": "Plum" },
                  "text": { "description": { "type": "color", "value": "#111111" } } } }
                """
            ]))
        #expect(theme.ownColorNames == ["color.brand", "color.text.description"])
        #expect(theme.resolve("color.text.description", .dark) == RGBA(hex: "#111111"))
    }

    @Test("modes as sibling groups (Tokens.Light, Tokens.Dark) are one color each; shades named dark are not modes")
    func modeGroups() throws {
        let theme = try ThemeLoader.load(
            "tokens.json",
            fileAccess: MemoryFiles(texts: [
                "tokens.json": ##"""
                { "Foundations": { "gray": { "light": { "type": "color", "value": "#CCCCCC" },
                                             "dark": { "type": "color", "value": "#111111" } } },
                  "Tokens": {
                    "Light": { "text": { "type": "color", "value": "#111111" },
                               "page": { "type": "color", "value": "#FFFFFF" },
                               "link": { "type": "color", "value": "{Tokens.Light.text}" } },
                    "Dark": { "text": { "type": "color", "value": "#F2F2F7" },
                              "page": { "type": "color", "value": "#000000" },
                              "link": { "type": "color", "value": "{Tokens.Dark.text}" },
                              "glow": { "type": "color", "value": "#FFD60A" } } } }
                """##
            ]))
        for traits in Traits.all {
            let dark = traits.style == .dark
            #expect(theme.resolve("Tokens.text", traits) == RGBA(hex: dark ? "#F2F2F7" : "#111111"), "\(traits.name)")
            #expect(theme.resolve("Tokens.page", traits) == RGBA(hex: dark ? "#000000" : "#FFFFFF"), "\(traits.name)")
            #expect(theme.resolve("Tokens.link", traits) == RGBA(hex: dark ? "#F2F2F7" : "#111111"), "\(traits.name)")
        }
        #expect(theme.resolve("Foundations.gray.dark", .light) == RGBA(hex: "#111111"), "a shade, not a mode")
        #expect(theme.resolve("Tokens.Dark.glow", .dark) == RGBA(hex: "#FFD60A"), "only in Dark: its own name")
        #expect(theme.coverage == Coverage(read: 6, skipped: 0))
    }

    @Test("a dusk theme with a key twice is still an error at that line")
    func duskThemeDuplicates() {
        #expect(throws: ThemeError.self) {
            try ThemeLoader.load(
                "t.json", fileAccess: MemoryFiles(texts: ["t.json": ##"{"colors": {"a": "#FFF", "a": "#000"}}"##]))
        }
    }
}
