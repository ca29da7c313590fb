import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// A Tokens Studio file whose `$themes` is empty is read as the plugin reads it with no theme active: every token
/// set, later sets over earlier ones, in `$metadata.tokenSetOrder` order, as one light appearance, said in a note.
@Suite("Tokens Studio with no themes")
struct TokensStudioNoThemesTests {
    static let file = """
        {
          "core": {
            "fjord": {
              "teal": { "value": "#1E6F78", "type": "color" },
              "coral": { "value": "#FF7A59", "type": "color" },
              "sand": { "value": "#E9DCC3", "type": "color" },
              "ink": { "value": "#14213D", "type": "color" },
              "paper": { "value": "#FBFAF7", "type": "color" },
              "space": { "value": "8", "type": "spacing" }
            }
          },
          "semantic": {
            "background": { "value": "{fjord.paper}", "type": "color" },
            "text": { "value": "{fjord.ink}", "type": "color" },
            "accent": { "value": "{fjord.teal}", "type": "color" },
            "warning": { "value": "{fjord.coral}", "type": "color" },
            "card": { "value": "{fjord.sand}", "type": "color" }
          },
          "brand": {
            "fjord": { "teal": { "value": "#1A5E66", "type": "color" } }
          },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["core", "brand", "semantic"] }
        }
        """

    /// The plugin's older single file: sets `global`, `light` and `dark` at the top, no `$themes`, and references
    /// that name a token without its set.
    static let legacy = """
        {
          "global": { "colors": {
            "white": { "value": "#FFFFFF", "type": "color" },
            "black": { "value": "#171717", "type": "color" },
            "grey": { "100": { "value": "#F5F5F5", "type": "color" }, "700": { "value": "#616161", "type": "color" } }
          } },
          "light": { "theme": {
            "bg": { "value": "{colors.white}", "type": "color" },
            "fg": { "value": "{colors.black}", "type": "color" },
            "muted": { "value": "{colors.grey.700}", "type": "color" }
          } },
          "dark": { "theme": {
            "bg": { "value": "{colors.black}", "type": "color" },
            "fg": { "value": "{colors.white}", "type": "color" },
            "muted": { "value": "{colors.grey.100}", "type": "color" }
          } }
        }
        """

    @Test("the single file's sets: references without their set reach it; light and dark are its appearances")
    func legacySingleFile() throws {
        let theme = try TestFiles.load("tokens.json", Self.legacy)
        #expect(theme.resolve("theme.bg", .light)?.hexRGB == "#FFFFFF")
        #expect(theme.resolve("theme.bg", .dark)?.hexRGB == "#171717")
        #expect(theme.resolve("theme.muted", .dark)?.hexRGB == "#F5F5F5")
        #expect(theme["theme.muted"]?.color.value(for: .light) == .alias("global.colors.grey.700"))
        #expect(
            theme.notes.map { $0.description(label: "note") }.contains(
                "tokens.json:8:22: note: read 6 references without their token set, as Tokens Studio's single file "
                    + "writes them (`{colors.white}` is `global.colors.white`)"),
            "\(theme.notes.map { $0.description(label: "note") })")
    }

    @Test("its ten colors are read, the later set's teal over the earlier's, and a note says how")
    func everySetInOrder() throws {
        let theme = try TestFiles.load("fjord.json", Self.file)
        #expect(theme.coverage == Coverage(read: 10, skipped: 0))
        #expect(theme.resolve("fjord.teal", .light)?.hexRGB == "#1A5E66")
        #expect(theme.resolve("accent", .dark)?.hexRGB == "#1A5E66")
        #expect(theme.resolve("background", .light)?.hexRGB == "#FBFAF7")
        #expect(
            theme.notes.map { $0.description(label: "note") }.contains(
                "fjord.json:22:14: note: no themes in `$themes`: read its 3 token sets (`core`, `brand`, `semantic`) "
                    + "in `$metadata.tokenSetOrder` order as one light appearance, a later set's token over an earlier "
                    + "one's, as Tokens Studio merges its sets with no theme active"),
            "\(theme.notes.map(\.message))")
    }

    @Test("without `$metadata` the sets are read in file order: the last set written wins")
    func fileOrder() throws {
        let text = Self.file.replacingOccurrences(
            of: #""$metadata": { "tokenSetOrder": ["core", "brand", "semantic"] }"#, with: #""$metadata": {}"#)
        let theme = try TestFiles.load("fjord.json", text)
        #expect(theme.resolve("fjord.teal", .light)?.hexRGB == "#1A5E66")
        #expect(theme.notes.contains { $0.message.contains("(`core`, `semantic`, `brand`) in file order") })
    }

    @Test("no themes and no sets still holds no colors")
    func nothing() {
        #expect(
            TestFiles.failure("empty.json", #"{ "$themes": [], "$metadata": { "tokenSetOrder": [] } }"#)
                == "empty.json: error: it holds no colors (Tokens Studio themes ($themes.json) with none in it)")
    }

    @Test("an empty $themes.json beside set files (the plugin's own example) reads every set, $metadata's order first")
    func emptyThemesFile() throws {
        let files = MemoryFiles(texts: [
            "tokens/$themes.json": "[]",
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["global/colors", "brand"] }"##,
            "tokens/global/colors.json": ##"{ "teal": { "value": "#1E6F78", "type": "color" } }"##,
            "tokens/brand.json":
                ##"{ "teal": { "value": "#1A5E66", "type": "color" }, "x": { "value": "{teal}", "type": "color" } }"##,
            "tokens/extra.json": ##"{ "ink": { "value": "#14213D", "type": "color" } }"##,
        ])
        let theme = try ThemeLoader.load("tokens/$themes.json", fileAccess: files)
        #expect(theme.resolve("teal", .light) == RGBA(hex: "#1A5E66"), "the later set wins")
        #expect(theme.resolve("x", .dark) == RGBA(hex: "#1A5E66"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#14213D"), "a set $metadata does not list is read too")
        #expect(theme.notes.contains { $0.message.hasPrefix("no themes in `$themes`: read its 3 token sets") })
    }
}
