import ColorScience
import Testing

@testable import Formats
@testable import ThemeModel

/// base16 schemes in the two shapes that exist: the original top-level keys and tinted-theming's `palette`.
@Suite("base16 schemes")
struct Base16SchemeTests {
    static let hex = [
        "2b303b", "343d46", "4f5b66", "65737e", "a7adba", "c0c5ce", "dfe1e8", "eff1f5",
        "bf616a", "d08770", "ebcb8b", "a3be8c", "96b5b4", "8fa1b3", "b48ead", "ab7967",
    ]
    static let slots = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }

    func load(_ name: String, _ text: String) throws(ThemeError) -> Theme { try TestFiles.load(name, text) }

    func failure(_ name: String, _ text: String) -> String { TestFiles.failure(name, text) }

    @Test("the original form: scheme, author and base00 to base0F at the top, light only in every appearance")
    func original() throws {
        let text =
            "# A comment\nscheme: \"Ocean\"\nauthor: 'Chris Kempson (http://chriskempson.com)'\n"
            + zip(Self.slots, Self.hex).enumerated().map { i, pair in
                i % 2 == 0 ? "\(pair.0): \"\(pair.1)\"" : "\(pair.0): \(pair.1)  # unquoted"
            }.joined(separator: "\n") + "\n"
        let theme = try load("ocean.yaml", text)
        #expect(theme.name == "Ocean")
        #expect(theme.ownColorNames == Self.slots)
        for traits in Traits.all {
            for (slot, hex) in zip(Self.slots, Self.hex) {
                #expect(theme.resolve(slot, traits) == RGBA(hex: "#" + hex), "\(slot) \(traits.name)")
            }
        }
        #expect(theme.notes.isEmpty, "\(theme.notes)")
        #expect(theme.coverage == Coverage(read: 16, skipped: 0))
    }

    @Test("tinted-theming's form: system, name, variant and the colors under palette; a dark scheme says so")
    func tinted() throws {
        let text = """
            ---
            system: "base16"
            name: "Ocean"
            author: "Chris Kempson"
            variant: "dark"
            palette:
              \(zip(Self.slots, Self.hex).map { "\($0): \"#\($1)\"" }.joined(separator: "\n  "))
              accent: "#ff0000"
            """
        let theme = try load("base16-ocean.yml", text)
        for traits in Traits.all {
            #expect(theme.resolve("base00", traits) == RGBA(hex: "#2b303b"), "\(traits.name)")
            #expect(theme.resolve("base0F", traits) == RGBA(hex: "#ab7967"), "\(traits.name)")
        }
        #expect(
            theme.notes.map { $0.description(label: "note") } == [
                "base16-ocean.yml:23:3: note: 1 color skipped (`accent`): not one of a scheme's slots (base00 to "
                    + "base0F, base24's base10 to base17)",
                "base16-ocean.yml:5:10: note: a dark scheme: a base16 scheme is one set of colors, shown as it is in "
                    + "every appearance",
            ])
        #expect(theme.coverage == Coverage(read: 16, skipped: 1))
    }

    @Test("a one-line palette, base24's extra slots, and a missing slot named in a note")
    func flowAndBase24() throws {
        let theme = try load(
            "x.yaml", "system: base24\nname: X\npalette: { base00: '#000000', base01: \"111111\", base17: 'abcdef' }\n")
        #expect(theme.ownColorNames == ["base00", "base01", "base17"])
        #expect(theme.resolve("base17", Traits(.dark, .elevated, .high)) == RGBA(hex: "#ABCDEF"))
        #expect(theme.notes.first?.message.hasPrefix("the scheme has no base02, base03") == true)
    }

    @Test("a bad value is an error at its line and column; an unquoted # is pointed out")
    func badValues() {
        #expect(
            failure("s.yaml", "scheme: S\nbase00: \"2b303\"\n")
                == "s.yaml:2:9: error: `base00` must be a hex color like \"2b303b\" or \"#2b303b\", found `2b303`")
        #expect(
            failure("s.yaml", "system: base16\npalette:\n  base00: #2b303b\n")
                == "s.yaml:3:11: error: `base00` must be a hex color like \"2b303b\" or \"#2b303b\": in YAML `#` "
                + "starts a comment; write it in quotes, \"#2b303b\"")
    }

    @Test("YAML that is not a base16 scheme is refused, naming what dusk reads")
    func otherYAML() {
        let cases: [(String, String)] = [
            ("on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n", "4:5: error: nested deeper than one level"),
            ("steps:\n  - run: make\n", "2:3: error: a list item; dusk reads base16 scheme YAML"),
            ("name: CI\non: push\n", "error: no `base00` to `base0F` in this YAML file; dusk reads base16"),
            ("system: base17\nbase00: 000000\n", "1:9: error: `system: base17`: dusk reads base16 and base24"),
            ("base00: 000000\nbase00: 111111\n", "2:1: error: `base00` is written twice (first at line 1)"),
            ("desc: |\n  text\n", "1:7: error: a value starting with `|`"),
            ("base00: \"000000\n", "1:9: error: this string is not closed on its line"),
            ("\tbase00: 000000\n", "1:1: error: a tab indents this line"),
            ("base00 000000\n", "1:1: error: expected `key: value`"),
            ("palette: { base00: 1", "1:10: error: this `{` is not closed on its line"),
        ]
        for (text, expected) in cases {
            let message = failure("c.yaml", text)
            #expect(message.contains(expected), "\(text): \(message)")
            #expect(message.hasPrefix("c.yaml:"), "\(message)")
        }
    }
}
