import Testing

@testable import Formats
@testable import ThemeModel

/// A refused color value says what is missing, at the column where it is missing; "for an alias write {...}" only
/// for a value that looks like a bare name, never for a malformed function (`{rgb(255 122 89}` helps no one).
@Suite("Color value hints only where they are right")
struct ColorValueHintTests {
    @Test("a dusk theme: unclosed functions and braces, stray text, bare channels, hex without #, var()")
    func duskTheme() {
        let errors = TestFiles.failure(
            "hints.json",
            #"""
            {
              "colors": {
                "coral": "rgb(255 122 89",
                "sky": "{systemBlue",
                "sea": "systemBlue}",
                "sand": "rgb 255 122 89",
                "dune": "rgb(255 122 89) !important",
                "foam": "\u0072gb(255 122 89",
                "reef": "cafe",
                "kelp": "brandBlue",
                "tide": "255 122 89",
                "salt": "var(--brand-blue)",
                "mist": "(255, 122, 89)",
                "pearl": "0x1E90FF",
              },
            }
            """#)
        #expect(errors.split(separator: "\n").map(String.init) == Self.themeErrors)
    }

    /// What a theme says a value may be, before a hint.
    static let expected =
        "expected a CSS color (#RRGGBB, rgb(), hsl(), oklch(), color(display-p3 ...), a named color) or an alias like "
        + "{systemBlue}"

    static let themeErrors = [
        #"hints.json:3:29: error: bad color "rgb(255 122 89": `rgb(` is not closed: expected `)`"#,
        #"hints.json:4:24: error: bad color "{systemBlue": `{` is not closed: expected `}`"#,
        #"hints.json:5:23: error: bad color "systemBlue}": `}` closes no `{`; for an alias write "{systemBlue}""#,
        #"hints.json:6:17: error: bad color "rgb 255 122 89": expected `(` after `rgb`, as in rgb(...)"#,
        #"hints.json:7:30: error: bad color "rgb(255 122 89) !important": unexpected `!important` after the `)` "#
            + "that closes `rgb(`",
        // Written with an escape: its columns are not the file's, so the error is at the value.
        #"hints.json:8:13: error: bad color "rgb(255 122 89": `rgb(` is not closed: expected `)`"#,
        ##"hints.json:9:13: error: bad color "cafe": \##(expected); did you mean "#cafe" or the alias "{cafe}"?"##,
        #"hints.json:10:13: error: bad color "brandBlue": \#(expected); for an alias write "{brandBlue}""#,
        #"hints.json:11:13: error: bad color "255 122 89": \#(expected); did you mean "rgb(255 122 89)"?"#,
        #"hints.json:12:13: error: bad color "var(--brand-blue)": `var()` refers to a CSS custom property, not a "#
            + #"color; for an alias write "{brand-blue}""#,
        #"hints.json:13:14: error: bad color "(255, 122, 89)": expected a color function's name before `(`, as in "#
            + "rgb(...)",
        ##"hints.json:14:14: error: bad color "0x1E90FF": \##(expected); did you mean "#1E90FF"?"##,
    ]

    @Test("design tokens: the same sentences; `{color.base.blue` is an unclosed alias, not math in a function")
    func designTokens() {
        let errors = TestFiles.failure(
            "hints.tokens.json",
            #"""
            { "color": { "$type": "color",
              "coral": { "$value": "rgb(255 122 89" },
              "sky": { "$value": "{color.base.blue" },
              "kelp": { "$value": "brandBlue" } } }
            """#)
        #expect(errors.split(separator: "\n").map(String.init) == Self.tokenErrors)
    }

    static let tokenErrors = [
        #"hints.tokens.json:2:39: error: bad color token value "rgb(255 122 89": `rgb(` is not closed: expected `)`"#,
        #"hints.tokens.json:3:39: error: bad color token value "{color.base.blue": `{` is not closed: expected `}`"#,
        #"hints.tokens.json:4:23: error: bad color token value "brandBlue": expected a CSS color (#RRGGBB, rgba(), "#
            + #"hsl(), oklch(), a named color) or an alias like {color.base.blue}; for an alias write "{brandBlue}""#,
    ]

    @Test("CSS: an unclosed `rgb(` is one error, where it opens, not a second for the value it swallowed")
    func cssUnclosed() {
        let errors = TestFiles.failure(
            "brand.css",
            """
            :root {
              --paper: #FBFAF7;
              --coral: rgb(255 122 89;
              --ink: #14213D;
            }
            """)
        #expect(errors == "brand.css:3:15: error: this `(` is never closed")
    }

    @Test(
        "the alias hint is for bare names only",
        arguments: [
            ("brandBlue", true), ("color.bg.primary", true), ("gray-100", true), ("Brand Blue", true),
            ("rgb(255 122 89", false), ("255 122 89", false), ("#12345", false), ("50%", false), ("a{b", false),
        ])
    func bareNames(text: String, isName: Bool) {
        #expect(ColorValueProblem.looksLikeName(text) == isName)
    }
}
