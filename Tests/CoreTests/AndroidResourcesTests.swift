import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Android color resources in the shapes Android Studio's templates and real apps write: values/ with
/// values-night/ beside it, references across the folder's files, framework colors, styles.
@Suite("Android color resources")
struct AndroidResourcesTests {
    static let colors = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
            <!-- Brand: <color name="commented">#000</color> is not read -->
            <color name="purple_500">#FF6200EE</color>
            <color name='teal_200' tools:ignore="UnusedResources">#03DAC5</color>
            <color name="scrim">#80000000</color>
            <color name="accent">#F80</color>
            <color name="overlay">#8F00</color>
            <color name="colorPrimary">@color/purple_500</color>
            <color name="brand">@color/brand_blue</color>
            <color name="paper">@android:color/white</color>
            <item name="ink" type="color">
                #FF101010
            </item>
            <string name="app_name">Sun &amp; Moon</string>
            <dimen name="margin">16dp</dimen>
        </resources>
        """
    static let night = """
        <resources>
            <color name="purple_500">#FFBB86FC</color>
            <color name="paper">@color/night_paper</color>
        </resources>
        """
    static let palette =
        "<resources><color name=\"brand_blue\">#0A84FF</color>\n<color name=\"night_paper\">#121212</color></resources>"

    func load(_ files: [String: String], _ path: String = "res/values/colors.xml") throws(ThemeError) -> Theme {
        try ThemeLoader.load(path, fileAccess: MemoryFiles(texts: files))
    }

    func failure(_ files: [String: String], _ path: String = "res/values/colors.xml") -> String {
        do {
            _ = try load(files, path)
            Issue.record("expected an error")
            return ""
        } catch {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    @Test("values/ is light, values-night/ dark; alpha comes first; references follow the appearance")
    func lightAndNight() throws {
        let theme = try load(
            [
                "app/res/values/colors.xml": Self.colors, "app/res/values-night/colors.xml": Self.night,
                "app/res/values/palette.xml": Self.palette,
            ], "app/res/values/colors.xml")
        #expect(
            theme.ownColorNames == [
                "purple_500", "teal_200", "scrim", "accent", "overlay", "colorPrimary", "brand", "paper", "ink",
                "brand_blue", "night_paper",
            ])
        for traits in Traits.all {
            let dark = traits.style == .dark
            #expect(theme.resolve("purple_500", traits) == RGBA(hex: dark ? "#BB86FC" : "#6200EE"), "\(traits.name)")
            #expect(theme.resolve("colorPrimary", traits) == RGBA(hex: dark ? "#BB86FC" : "#6200EE"), "\(traits.name)")
            #expect(theme.resolve("teal_200", traits) == RGBA(hex: "#03DAC5"), "\(traits.name)")
            #expect(theme.resolve("scrim", traits) == RGBA(hex: "#00000080"), "\(traits.name)")
            #expect(theme.resolve("accent", traits) == RGBA(hex: "#FF8800"), "\(traits.name)")
            #expect(theme.resolve("overlay", traits) == RGBA(hex: "#FF000088"), "\(traits.name)")
            #expect(theme.resolve("brand", traits) == RGBA(hex: "#0A84FF"), "\(traits.name)")
            #expect(theme.resolve("paper", traits) == RGBA(hex: dark ? "#121212" : "#FFFFFF"), "\(traits.name)")
            #expect(theme.resolve("ink", traits) == RGBA(hex: "#101010"), "\(traits.name)")
        }
        #expect(theme.notes.isEmpty, "\(theme.notes)")
        #expect(theme.coverage == Coverage(read: 11, skipped: 0))
        #expect(
            theme.files.prefix(3) == [
                "app/res/values/colors.xml", "app/res/values-night/colors.xml",
                "app/res/values/palette.xml",
            ])
    }

    @Test("opened from values-night/, the night file's names are read with their light values")
    func openedAtNight() throws {
        let theme = try load(
            [
                "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.night,
                "res/values/palette.xml": Self.palette,
            ], "res/values-night/colors.xml")
        #expect(theme.ownColorNames.prefix(2) == ["purple_500", "paper"])
        #expect(theme.resolve("purple_500", Traits(.light, .elevated, .high)) == RGBA(hex: "#6200EE"))
        #expect(theme.resolve("purple_500", Traits(.dark, .elevated, .high)) == RGBA(hex: "#BB86FC"))
    }

    @Test("a file outside a values folder is read alone, light only")
    func alone() throws {
        let theme = try load(["colors.xml": "<resources><color name=\"a\">#336699</color></resources>"], "colors.xml")
        for traits in Traits.all { #expect(theme.resolve("a", traits) == RGBA(hex: "#336699"), "\(traits.name)") }
    }

    @Test("what cannot be loaded is counted in a note of its kind, and the rest loads")
    func skipped() throws {
        let theme = try load([
            "res/values/colors.xml": """
            <resources>
                <color name="ok">#FF0000</color>
                <color name="holo">@android:color/holo_blue_light</color>
                <color name="lib">@color/mtrl_btn_bg</color>
                <color name="viaLib">@color/lib</color>
                <color name="attr">?attr/colorSecondary</color>
                <drawable name="splash">#FFFFFF</drawable>
                <array name="rainbow"><item>#FF0000</item><item>@color/ok</item></array>
            </resources>
            """,
            "res/values-night/colors.xml": """
            <resources>
                <color name="ok">?attr/colorOnSurface</color>
                <color name="moon">#222222</color>
            </resources>
            """,
            "res/values-v31/colors.xml":
                "<resources><color name=\"ok\">@android:color/system_accent1_500</color></resources>",
        ])
        #expect(theme.ownColorNames == ["ok"])
        for traits in Traits.all { #expect(theme.resolve("ok", traits) == RGBA(hex: "#FF0000"), "\(traits.name)") }
        let notes = theme.notes.map { $0.description(label: "note") }
        #expect(
            notes == [
                "res/values/colors.xml:3:24: note: 1 color skipped (`holo`): Android framework colors dusk does not "
                    + "know (`@android:color/holo_blue_light`; it knows white, black and transparent)",
                "res/values/colors.xml:4:23: note: 1 color skipped (`lib`): references to colors no file of values/ "
                    + "defines (`@color/mtrl_btn_bg`: a library's color, or a color state list in res/color/)",
                "res/values/colors.xml:5:26: note: 1 color skipped (`viaLib`): references to colors skipped for "
                    + "another reason (`@color/lib`)",
                "res/values/colors.xml:6:24: note: 1 color skipped (`attr`): theme attributes "
                    + "(`?attr/colorSecondary`), which the app's theme resolves at run time",
                "res/values-night/colors.xml:3:24: note: 1 color skipped (`moon`): only in values-night/: Android has "
                    + "no light value for them",
                "res/values-night/colors.xml:2:22: note: 1 night value skipped (`ok`): a framework color dusk does "
                    + "not know, a theme attribute or a reference to a skipped color; the light value shows in dark "
                    + "too",
                "res/values-v31/colors.xml:1:29: note: 1 value skipped (`ok`): in `values-v31/`, for a configuration "
                    + "dusk does not have (it reads values/ and values-night/: no API levels, orientations or locales)",
                "res/values/colors.xml:7:29: note: 1 color drawable skipped (`splash`): a <drawable> is not a color "
                    + "resource; dusk reads <color>",
                "res/values/colors.xml:8:33: note: 2 array colors skipped (`rainbow[0]`, `rainbow[1]`): items of an "
                    + "<array> have no names of their own",
            ], "\(notes.joined(separator: "\n"))")
        #expect(theme.coverage == Coverage(read: 1, skipped: 10))
    }

    @Test("colors set in styles are read as Style/item, the night theme's items as their dark values")
    func styles() throws {
        let theme = try load(
            [
                "res/values/themes.xml": """
                <resources>
                    <style name="Theme.Sun" parent="Theme.Material3.DayNight">
                        <item name="colorPrimary">@color/purple_500</item>
                        <item name="android:statusBarColor">#FF000000</item>
                        <item name="android:windowLightStatusBar">true</item>
                    </style>
                </resources>
                """,
                "res/values-night/themes.xml": """
                <resources><style name="Theme.Sun"><item name="android:statusBarColor">#FF1E1E1E</item></style>
                </resources>
                """,
                "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.night,
                "res/values/palette.xml": Self.palette,
            ], "res/values/themes.xml")
        #expect(theme.ownColorNames == ["Theme.Sun/colorPrimary", "Theme.Sun/android:statusBarColor", "purple_500"])
        for traits in Traits.all {
            let dark = traits.style == .dark
            #expect(
                theme.resolve("Theme.Sun/colorPrimary", traits) == RGBA(hex: dark ? "#BB86FC" : "#6200EE"),
                "\(traits.name)")
            #expect(
                theme.resolve("Theme.Sun/android:statusBarColor", traits) == RGBA(hex: dark ? "#1E1E1E" : "#000000"),
                "\(traits.name)")
        }
    }

    @Test("Android Studio's template: `Theme.App` adds to `Base.Theme.App`, which values-night/ redefines")
    func templateAppTheme() throws {
        let files = [
            "res/values/themes.xml": """
            <resources>
                <style name="Base.Theme.Fern" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="colorPrimary">#FF2E6B3A</item>
                    <item name="android:colorBackground">#FFFFFFFF</item>
                </style>
                <style name="Theme.Fern" parent="Base.Theme.Fern">
                    <item name="colorOnBackground">#FF1B1B1B</item>
                </style>
            </resources>
            """,
            "res/values-night/themes.xml": """
            <resources>
                <style name="Base.Theme.Fern" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="colorPrimary">#FF9FD3A8</item>
                    <item name="android:colorBackground">#FF101210</item>
                </style>
            </resources>
            """,
            "res/values/colors.xml": "<resources><color name=\"leaf\">#FF2E6B3A</color></resources>",
        ]
        let theme = try load(files)
        #expect(theme.resolve("Theme.Fern/colorOnBackground", .light) == RGBA(hex: "#1B1B1B"))
        #expect(theme.resolve("Theme.Fern/colorPrimary", .dark) == RGBA(hex: "#9FD3A8"))
        #expect(theme.resolve("Theme.Fern/android:colorBackground", .dark) == RGBA(hex: "#101210"))
        #expect(
            theme.notes.contains {
                $0.message.hasPrefix("the app theme is `Theme.Fern` (it builds on `Base.Theme.Fern`")
            })
    }

    @Test("the app theme's colors come first, in dark as the theme values-night/ re-parents it on resolves them")
    func appTheme() throws {
        // Reply's shape: the top-level theme inherits the base in values/ and a night theme in values-night/.
        let files = [
            "res/values/themes.xml": """
            <resources>
                <style name="ThemeOverlay.Tea.Dialog" parent="ThemeOverlay.Material3.Dialog">
                    <item name="colorPrimary">#FF0000FF</item>
                </style>
                <style name="Theme.Tea.DayNight" parent="Theme.Tea" />
                <style name="Theme.Tea" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="colorPrimary">@color/leaf</item>
                    <item name="android:colorBackground">#FFFAF8F2</item>
                </style>
            </resources>
            """,
            "res/values-night/themes.xml": """
            <resources>
                <style name="Theme.Tea.DayNight" parent="Theme.Tea.Night" />
                <style name="Theme.Tea.Night" parent="Theme.Tea">
                    <item name="colorPrimary">#FF9FD3A8</item>
                </style>
            </resources>
            """,
            "res/values/colors.xml": "<resources><color name=\"leaf\">#FF2E6B3A</color></resources>",
        ]
        for opened in ["res/values/themes.xml", "res/values/colors.xml"] {
            let theme = try load(files, opened)
            // Under the app theme's name, which resolves them: `Theme.Tea` itself has no night of its own.
            #expect(
                Array(theme.ownColorNames.prefix(2)) == [
                    "Theme.Tea.DayNight/colorPrimary", "Theme.Tea.DayNight/android:colorBackground",
                ],
                "\(opened): the app theme's first, whichever file is opened")
            let primary = "Theme.Tea.DayNight/colorPrimary"
            #expect(theme.resolve(primary, .light) == RGBA(hex: "#2E6B3A"), "\(opened)")
            #expect(theme.resolve(primary, .dark) == RGBA(hex: "#9FD3A8"), "\(opened)")
            #expect(
                theme.resolve("Theme.Tea.DayNight/android:colorBackground", .dark) == RGBA(hex: "#FAF8F2"),
                "\(opened)")
            #expect(theme["Theme.Tea/colorPrimary"] == nil, "\(opened): the item written once is read once")
            let notes = theme.notes.map { $0.description(label: "note") }
            #expect(
                notes.contains {
                    $0.hasPrefix("res/values/themes.xml:5:5: note: the app theme is `Theme.Tea.DayNight` (values/ and ")
                }, "\(notes)")
            #expect(!notes.contains { $0.contains("skipped") }, "the night theme's item is read as the dark value")
        }
        let opened = try load(files, "res/values/themes.xml")
        #expect(opened.resolve("ThemeOverlay.Tea.Dialog/colorPrimary", .dark) == RGBA(hex: "#0000FF"))
        #expect(opened.coverage == Coverage(read: 4, skipped: 0))
    }

    @Test("a bad value is an error at its line and column that says what Android colors are")
    func badValue() {
        let message = failure(["res/values/colors.xml": "<resources>\n  <color name=\"bad\">red</color>\n</resources>"])
        #expect(
            message
                == "res/values/colors.xml:2:21: error: `bad`: bad color `red`: Android colors are #RGB, #ARGB, #RRGGBB "
                + "or #AARRGGBB (alpha first), @color/name or @android:color/name", "\(message)")
        let five = failure(["res/values/colors.xml": "<resources><color name=\"five\">#12345</color></resources>"])
        #expect(five.hasPrefix("res/values/colors.xml:1:31: error: `five`: bad color `#12345`"), "\(five)")
    }

    @Test("XML that is not well-formed is an error at the place, never a crash")
    func malformed() {
        let cases: [(String, String)] = [
            (
                "<resources>\n<color name=\"a\">#fff</colour>\n</resources>",
                "2:21: error: `</colour>` closes `<color>` (opened at 2:1)"
            ),
            ("<resources><color name=\"a\">#fff</color>", "1:1: error: `<resources>` is never closed"),
            ("<resources><color name=\"a&bogus;\">#fff</color></resources>", "1:26: error: unknown entity `&bogus;`"),
            ("<resources><color name=a>#fff</color></resources>", "1:24: error: an attribute's value is in quotes"),
            ("<resources><!-- open", "1:12: error: this comment is never closed"),
            ("", "1:1: error: the file is empty"),
            ("<selector><item android:color=\"#fff\"/></selector>", "1:1: error: `<selector>` is a color state list"),
            ("<resources><string name=\"a\">A</string></resources>", "error: no <color> resources in this file"),
            (
                "<resources><color name=\"a\">#fff</color><color name=\"a\">#000</color></resources>",
                "1:47: error: `a` is defined twice in this file (first at line 1)"
            ),
            (String(repeating: "<a>", count: 100_000), "error: elements nest deeper than 64 levels"),
            (
                "<!DOCTYPE r [<!ENTITY big \"xxxxxxxx\">]><resources><color name=\"a\">&big;</color></resources>",
                "error: unknown entity `&big;`"
            ),
        ]
        for (text, expected) in cases {
            let message = failure(["res/values/colors.xml": text])
            #expect(message.contains(expected), "\(text.prefix(60)): \(message)")
            #expect(message.hasPrefix("res/values/colors.xml:"), "\(message)")
        }
        let bytes: [UInt8] = Array("<resources>\n<color name=\"a\">".utf8) + [0xC3, 0x28]
        do {
            _ = try ThemeLoader.load("res/values/c.xml", fileAccess: MemoryFiles(["res/values/c.xml": bytes]))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("res/values/c.xml:2:17: error: the file is not valid UTF-8"))
        }
    }
}
