import Testing

@testable import Formats
@testable import ThemeModel

/// A missing comma is reported where it goes, at the end of the value before it, however many lines of comments
/// and blank lines lie between that value and the next member (as a compiler puts "expected `,`"); the message
/// names the next key and where it is. Anything else where a comma belongs is reported where it is found.
@Suite("A missing comma is reported where it goes")
struct MissingCommaTests {
    @Test("a theme's colors: the comma after `\"#FFFFFF\"`, not three lines later at the next key")
    func acrossComments() {
        let errors = TestFiles.failure(
            "brand.json",
            """
            {
              "colors": {
                "paper": "#FFFFFF"   // the page

                // text on it
                "ink": "#1C1C1E",
              },
            }
            """)
        #expect(
            errors
                == "brand.json:3:23: error: expected `,` or `}` after the value of \"paper\", before the key \"ink\" "
                + "at line 6, column 5")
    }

    @Test("after an object written over several lines, and before an unquoted JSON5 key")
    func afterAnObject() {
        let errors = TestFiles.failure(
            "brand.json",
            """
            {
              colors: {
                card: {
                  light: "#FFFFFF",
                  dark: "#1C1C1E",
                }
                ink: "#1C1C1E",
              },
            }
            """)
        #expect(
            errors
                == "brand.json:6:6: error: expected `,` or `}` after the value of \"card\", before the key \"ink\" at "
                + "line 7, column 5")
    }

    @Test("design tokens: the same place")
    func tokens() {
        let errors = TestFiles.failure(
            "brand.tokens.json",
            """
            { "color": {
                "paper": { "$type": "color", "$value": "#FFFFFF" }
                "ink": { "$type": "color", "$value": "#1C1C1E" } } }
            """)
        #expect(
            errors
                == "brand.tokens.json:2:55: error: expected `,` or `}` after the value of \"paper\", before the key "
                + "\"ink\" at line 3, column 5")
    }

    @Test("an array: the comma after the item before the next")
    func array() {
        let errors = TestFiles.failure(
            "brand.json",
            """
            {
              "gradients": {
                "sunrise": { "light": ["#FFB347"  // warm
                                       "#FF6961"] },
              },
            }
            """)
        #expect(
            errors
                == "brand.json:3:37: error: expected `,` or `]` after this item of the array, before the next at line "
                + "4, column 28")
    }

    @Test(
        "what is no member or item is reported where it is found",
        arguments: [
            (
                "{ \"colors\": { \"a\": \"#FFFFFF\" ; } }",
                "t.json:1:30: error: expected `,` or `}` after the value of \"a\", found `;`"
            ),
            ("{ \"screens\": [\"a.json\" ) }", "t.json:1:24: error: expected `,` or `]` in the array, found `)`"),
        ])
    func elsewhere(text: String, error: String) {
        #expect(TestFiles.failure("t.json", text) == error)
    }
}
