import Testing

@testable import Formats
@testable import ThemeModel

/// One bad value is one error, at the value, whatever aliases it: the colors that alias it are counted in that
/// error, never reported as unknown colors of their own (with a "did you mean" pointing at a sibling).
@Suite("One error per cause")
struct OneErrorPerCauseTests {
    @Test("a dusk theme: the bad hex is the one error, and counts the five colors that alias it")
    func duskTheme() {
        let errors = TestFiles.failure(
            "fjord.json",
            """
            // Fjord: a brand palette
            {
              "name": "Fjord",
              "colors": {
                "fjordTeal": "#12345",
                "fjordCoral": "{fjordTeal}",
                "fjordSand": "{fjordTeal}",
                "buttonFill": { "light": "{fjordTeal}", "dark": "#0A84FF" },
                "linkText": "{fjordCoral}",
                "badge": "{fjordSand}",
              },
            }
            """)
        #expect(
            errors
                == """
                fjord.json:5:18: error: bad color "#12345": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA; it has 5 \
                digits (5 colors alias it: `fjordCoral`, `fjordSand`, `buttonFill` and 2 more)
                """)
    }

    @Test("a screen file naming the color whose value is in error is not another error")
    func screenFile() throws {
        let dir = try TestFiles.directory([
            "fjord.json": """
            { "screens": ["screens/home.json"],
              "colors": { "fjordTeal": "#12345", "fjordCoral": "{fjordTeal}" } }
            """,
            "screens/home.json": """
            { title: "Home", body: [
                { text: { text: "Hello", color: "fjordTeal" } },
                { text: { text: "Sale", color: "fjordCoral" } },
                { text: { text: "Typo", color: "fjordCoarl" } },
            ] }
            """,
        ])
        let errors = failures(loading: dir + "/fjord.json").map(\.description)
        #expect(
            errors == [
                dir + "/fjord.json:2:28: error: bad color \"#12345\": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA; it "
                    + "has 5 digits (1 color aliases it: `fjordCoral`)",
                dir + "/screens/home.json:4:36: error: unknown color `fjordCoarl`; did you mean `fjordCoral`?",
            ])
    }

    @Test("design tokens: the bad value is the one error; `{a.b}` aliases to it, and theirs, are counted in it")
    func designTokens() {
        let errors = TestFiles.failure(
            "fjord.tokens.json",
            """
            {
              "color": {
                "fjord": {
                  "teal": { "$type": "color", "$value": "#12345" },
                  "coral": { "$type": "color", "$value": "{color.fjord.teal}" },
                  "sand": { "$type": "color", "$value": "{color.fjord.teal}" }
                },
                "button": { "$type": "color", "$value": "{color.fjord.coral}" },
                "link": { "$type": "color", "$value": "{color.fjord.teal}" },
                "badge": { "$value": "{color.fjord.sand}" }
              }
            }
            """)
        #expect(
            errors
                == """
                fjord.tokens.json:4:45: error: bad color token value "#12345": expected #RGB, #RGBA, #RRGGBB or \
                #RRGGBBAA; it has 5 digits (5 colors alias it: `color.fjord.coral`, `color.fjord.sand`, `color.link` \
                and 2 more)
                """)
    }

    @Test("a token whose light value is in error and whose dark one is not: one error, not \"no light value\" too")
    func tokenWithAGoodMode() {
        let errors = TestFiles.failure(
            "modes.tokens.json",
            """
            { "color": {
                "teal": { "$type": "color", "$value": "#12345", "$extensions": { "mode": { "dark": "#000000" } } },
                "coral": { "$type": "color", "$value": "{color.teal}" } } }
            """)
        #expect(
            errors
                == """
                modes.tokens.json:2:43: error: bad color token value "#12345": expected #RGB, #RGBA, #RRGGBB or \
                #RRGGBBAA; it has 5 digits (1 color aliases it: `color.coral`)
                """)
    }

    @Test("Android resources: `@color/` references to a bad value are counted in its error")
    func androidReferences() {
        let errors = TestFiles.failure(
            "res/values/colors.xml",
            """
            <resources>
                <color name="fjord_teal">#12345</color>
                <color name="fjord_coral">@color/fjord_teal</color>
                <color name="button">@color/fjord_coral</color>
            </resources>
            """)
        #expect(
            errors
                == """
                res/values/colors.xml:2:30: error: `fjord_teal`: bad color `#12345`: Android colors are #RGB, #ARGB, \
                #RRGGBB or #AARRGGBB (alpha first), @color/name or @android:color/name (2 colors alias it: \
                `fjord_coral`, `button`)
                """)
    }

    @Test("CSS: a `var()` chain over a bad value is that value's one error")
    func cssChain() {
        let errors = TestFiles.failure(
            "fjord.css",
            """
            :root {
              --fjord-teal: #12345;
              --fjord-coral: var(--fjord-teal);
              --button: var(--fjord-coral);
            }
            """)
        #expect(
            errors
                == "fjord.css:2:17: error: `--fjord-teal`: `#12345`: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA; it "
                + "has 5 digits")
    }
}
