import Audit
import ColorScience
import Platform
import Testing
import ThemeModel

@testable import Formats
@testable import Screens

/// A design system's palette drawn as iOS roles: a shadcn/ui `globals.css` of my own shape (a brand teal, a warm
/// paper page) on the built-in screens, judged by `check` under its own names.
@Suite("Design systems' names as iOS roles")
struct RoleConventionTests {
    static let css = """
        :root {
          --background: #FFFDF8; --foreground: #1F2A2E;
          --card: #FFFFFF; --card-foreground: #1F2A2E;
          --muted: #F1EEE6; --muted-foreground: #5B6B70;
          --primary: #0E6E6E; --primary-foreground: #F4FFFD;
          --border: #D9D3C7; --radius: 0.5rem;
        }
        .dark {
          --background: #0F1416; --foreground: #ECF1F2;
          --card: #0F1416; --card-foreground: #ECF1F2;
          --muted: #1E2629; --muted-foreground: #9BAAAF;
          --primary: #5FD4C8; --primary-foreground: #062B28;
          --border: #2C3639;
        }
        """

    func load(_ files: [String: String], opening path: String? = nil) throws -> Theme {
        try ThemeLoader.load(
            path ?? files.keys.first { $0.hasSuffix(".json") } ?? "globals.css", fileAccess: MemoryFiles(texts: files))
    }

    /// The colors of the settings screen's first column (the page and the edge-to-edge cells) in `traits`.
    func settingsColumn(_ theme: Theme, _ traits: Traits) -> Set<RGBA> {
        let canvas = Screen.settings.render(theme: theme, traits: traits, size: Screen.defaultSize)
        return Set((0..<canvas.size.height).map { canvas[0, $0].background })
    }

    /// The title colors of the controls screen's filled button, found by its fill.
    func filledTitles(_ theme: Theme, _ traits: Traits, fill: String) -> Set<RGBA> {
        let controls = Screen.controls.render(theme: theme, traits: traits, size: Screen.defaultSize).undimmed()
        let cells = (0..<controls.size.height).flatMap { y in (0..<controls.size.width).map { controls[$0, y] } }
        // Text on the fill: not the quadrant blocks of its rounded corners.
        let titles = cells.filter { !(0x2580...0x259F).contains($0.scalar.value) && $0.scalar != " " }
        return Set(titles.filter { $0.background == RGBA(hex: fill) }.map(\.foreground))
    }

    @Test("the page, the label, the tint and the separator are the palette's, in light and dark, with one note")
    func rolesAreTheBrand() throws {
        let theme = try load(["globals.css": Self.css])
        #expect(theme.resolve("systemBackground", .light) == RGBA(hex: "#FFFDF8"))
        #expect(theme.resolve("label", .dark) == RGBA(hex: "#ECF1F2"))
        #expect(theme.resolve("tint", .light) == RGBA(hex: "#0E6E6E"))
        #expect(theme.resolve("separator", .dark) == RGBA(hex: "#2C3639"))
        #expect(theme.textOnTint == "primary-foreground")
        #expect(!theme.isOwn("systemBackground"), "drawn, not exported or tuned as the theme's own")
        let notes = theme.notes.map(\.message).filter { $0.contains("shadcn/ui convention") }
        #expect(notes.count == 1 && notes[0].contains("background → systemBackground"))
    }

    @Test("grouped cells are lighter than their page in light and in dark, as iOS layers them")
    func groupedLayering() throws {
        let theme = try load(["globals.css": Self.css])
        for traits in [Traits.light, .dark] {
            let page = try #require(theme.resolve("systemGroupedBackground", traits))
            let cells = try #require(theme.resolve("secondarySystemGroupedBackground", traits))
            #expect(Contrast.relativeLuminance(cells) > Contrast.relativeLuminance(page), "\(traits.name)")
        }
        // Drawn: the settings screen's page and a cell.
        let colors = settingsColumn(theme, .dark)
        #expect(colors.contains(RGBA(hex: "#0F1416")!) && colors.contains(RGBA(hex: "#1E2629")!))
    }

    @Test("a filled button's title is the system's own text on its tint; check judges its pairs by its names")
    func buttonsAndCheck() throws {
        let theme = try load(["globals.css": Self.css])
        #expect(filledTitles(theme, .dark, fill: "#5FD4C8") == [RGBA(hex: "#062B28")!])
        let audit = ContrastAudit(theme: theme, scope: .own, drawn: ScreenPairs().drawnPairs(theme, Traits.all))
        let aliases = theme.roleAliases
        #expect(!aliases.isEmpty)
        #expect(audit.pairs.allSatisfy { !aliases.contains($0.foreground) && !aliases.contains($0.background) })
        #expect(audit.pairs.contains { $0.foreground == "primary-foreground" && $0.background == "primary" })
    }

    @Test("a theme that inherits the file and sets an iOS name itself keeps it")
    func ownNameWins() throws {
        let theme = try load([
            "globals.css": Self.css,
            "brand.json": ##"{ inherits: "globals.css", colors: { label: { light: "#000000", dark: "#FFFFFF" } } }"##,
        ])
        #expect(theme.resolve("label", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("systemBackground", .light) == RGBA(hex: "#FFFDF8"), "the rest still the file's")
    }

    @Test("a palette that follows no convention keeps Apple's roles")
    func noConvention() throws {
        let theme = try load(["globals.css": ":root { --brand: #0E6E6E; --background: #FFFFFF; }"])
        #expect(theme.resolve("systemBackground", .dark) == RGBA(hex: "#000000"))
        #expect(theme.playedRoles.isEmpty && theme.textOnTint == nil)
    }
}

/// An Android app as real apps keep it (colors.xml with brand names, the theme's items in themes.xml, the night theme
/// in values-night/), a Radix Themes palette and an Open Props theme, all of my own values, drawn as iOS roles.
extension RoleConventionTests {
    static let android = [
        "res/values/colors.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="copper_700">#FF8A4B1F</color>
            <color name="copper_200">#FFF2B48A</color>
            <color name="paper">#FFF4EEE6</color>
            <color name="white">#FFFFFFFF</color>
            <color name="ink">#FF23201C</color>
            <color name="ink_muted">#FF6B625A</color>
            <color name="rule">#FFE0D6CC</color>
            <color name="night_page">#FF14110F</color>
            <color name="night_card">#FF262019</color>
            <color name="night_ink">#FFF3ECE6</color>
            <color name="night_rule">#FF3A332D</color>
        </resources>
        """,
        "res/values/themes.xml": """
        <resources xmlns:tools="http://schemas.android.com/tools">
            <style name="ThemeOverlay.Kettle.Alert" parent="ThemeOverlay.Material3.MaterialAlertDialog">
                <item name="colorPrimary">#FF0000FF</item>
            </style>
            <!-- Named in the manifest -->
            <style name="Theme.Kettle.DayNight" parent="Theme.Kettle" />
            <style name="Theme.Kettle" parent="Theme.Material3.DayNight.NoActionBar">
                <item name="colorPrimary">@color/copper_700</item>
                <item name="colorOnPrimary">@color/white</item>
                <item name="android:colorBackground">@color/paper</item>
                <item name="colorSurface">@color/white</item>
                <item name="colorOnBackground">@color/ink</item>
                <item name="android:textColorSecondary">@color/ink_muted</item>
                <item name="colorOutlineVariant">@color/rule</item>
                <item name="android:statusBarColor" tools:targetApi="l">?attr/colorPrimary</item>
            </style>
            <style name="Widget.Kettle.Button" parent="Widget.Material3.Button">
                <item name="android:textColor">@color/white</item>
            </style>
        </resources>
        """,
        "res/values-night/themes.xml": """
        <resources>
            <style name="Theme.Kettle.DayNight" parent="Theme.Kettle.Night" />
            <style name="Theme.Kettle.Night" parent="Theme.Kettle">
                <item name="colorPrimary">@color/copper_200</item>
                <item name="colorOnPrimary">@color/night_page</item>
                <item name="android:colorBackground">@color/night_page</item>
                <item name="colorSurface">@color/night_card</item>
                <item name="colorOnBackground">@color/night_ink</item>
                <item name="colorOutlineVariant">@color/night_rule</item>
            </style>
        </resources>
        """,
    ]

    @Test("an Android app's theme draws its brand, opened from colors.xml or themes.xml: page, text, tint, lines")
    func androidApp() throws {
        for opened in ["res/values/colors.xml", "res/values/themes.xml"] {
            try androidApp(opening: opened)
        }
    }

    func androidApp(opening path: String) throws {
        let theme = try load(Self.android, opening: path)
        let expected: [(String, light: String, dark: String)] = [
            ("systemBackground", "#F4EEE6", "#14110F"), ("label", "#23201C", "#F3ECE6"),
            ("secondaryLabel", "#6B625A", "#6B625A"), ("separator", "#E0D6CC", "#3A332D"),
            // The app theme's primary, not the dialog overlay's blue written first in the file.
            ("tint", "#8A4B1F", "#F2B48A"), ("link", "#8A4B1F", "#F2B48A"),
            // Grouped cells lighter than their page in both: white on paper, the night card on the night page.
            ("systemGroupedBackground", "#F4EEE6", "#14110F"),
            ("secondarySystemGroupedBackground", "#FFFFFF", "#262019"),
        ]
        for (role, light, dark) in expected {
            #expect(theme.resolve(role, .light) == RGBA(hex: light), "\(path): \(role) in light")
            #expect(theme.resolve(role, .dark) == RGBA(hex: dark), "\(path): \(role) in dark")
        }
        // Named by the app theme, which resolves them (values-night/ gives `Theme.Kettle.DayNight` its own).
        #expect(theme.textOnTint == "Theme.Kettle.DayNight/colorOnPrimary")
        #expect(filledTitles(theme, .dark, fill: "#F2B48A") == [RGBA(hex: "#14110F")!])
        #expect(settingsColumn(theme, .dark).isSuperset(of: [RGBA(hex: "#14110F")!, RGBA(hex: "#262019")!]))
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("the app theme is `Theme.Kettle.DayNight` (values/ and values-night/") })
        #expect(
            notes.contains {
                $0.hasPrefix(
                    "drawn as iOS roles by the Android convention: Theme.Kettle.DayNight/android:colorBackground → ")
            }, "\(notes)")
    }

    static let radix = """
        :root, .light, .light-theme {
          --gray-1: #fcfcfc; --gray-2: #f8f7f5; --gray-6: #dcd8d2; --gray-10: #8a857e; --gray-11: #66615b;
          --gray-12: #211e1a; --gray-a6: #2a150038;
          --accent-9: #d1492a; --accent-11: #b23a1e; --accent-contrast: #fff;
        }
        .dark, .dark-theme {
          --gray-1: #121110; --gray-2: #1b1a18; --gray-6: #3b3834; --gray-10: #7b766f; --gray-11: #b8b2aa;
          --gray-12: #eeebe6; --gray-a6: #fff1e034;
          --accent-9: #d1492a; --accent-11: #ff9a7d; --accent-contrast: #fff;
        }
        :root, .light, .light-theme, .radix-themes { --color-background: #fff; }
        .dark, .dark-theme { --color-background: var(--gray-1); }
        """

    @Test("Radix: steps 1-2 the page and cells, 12 and 11 the text, 6 the lines, 9 the tint under its contrast color")
    func radixThemes() throws {
        let theme = try load(["theme.css": Self.radix], opening: "theme.css")
        let expected: [(String, light: String, dark: String)] = [
            ("systemBackground", "#FFFFFF", "#121110"), ("label", "#211E1A", "#EEEBE6"),
            ("secondaryLabel", "#66615B", "#B8B2AA"), ("opaqueSeparator", "#DCD8D2", "#3B3834"),
            ("separator", "#2A150038", "#FFF1E034"), ("tint", "#D1492A", "#D1492A"), ("link", "#B23A1E", "#FF9A7D"),
            ("systemGroupedBackground", "#F8F7F5", "#121110"),
            ("secondarySystemGroupedBackground", "#FFFFFF", "#1B1A18"),
        ]
        for (role, light, dark) in expected {
            #expect(theme.resolve(role, .light) == RGBA(hex: light), "\(role) in light")
            #expect(theme.resolve(role, .dark) == RGBA(hex: dark), "\(role) in dark")
        }
        #expect(theme.textOnTint == "accent-contrast")
        #expect(filledTitles(theme, .light, fill: "#D1492A") == [RGBA(hex: "#FFFFFF")!])
        #expect(settingsColumn(theme, .dark).isSuperset(of: [RGBA(hex: "#121110")!, RGBA(hex: "#1B1A18")!]))
        // The contrast color on the solid step is judged as the filled button draws it, once.
        let weak = Self.radix.replacingOccurrences(of: "--accent-contrast: #fff;", with: "--accent-contrast: #f08a70;")
        let audit = ContrastAudit(theme: try load(["theme.css": weak], opening: "theme.css"), appearances: [.light])
        let titles = audit.pairs.filter { $0.foreground == "accent-contrast" && $0.background == "accent-9" }
        #expect(titles.count == 1 && audit.isFinding(titles[0]), "\(titles)")
    }

    static let openProps = """
        :where(html) {
          --gray-0: #f8f9fa; --gray-2: #e9ecef; --gray-3: #dee2e6; --gray-4: #ced4da; --gray-7: #495057;
          --gray-8: #343a40; --gray-9: #212529; --gray-12: #030507; --teal-3: #63e6be; --teal-8: #0c8599;
        }
        :where(html) {
          color-scheme: light;
          --link: var(--teal-8);
          --text-1: var(--gray-12); --text-2: var(--gray-7);
          --surface-1: var(--gray-0); --surface-2: var(--gray-2);
          --surface-3: var(--gray-3); --surface-4: var(--gray-4);
        }
        @media (prefers-color-scheme: dark) {
          :where(html) {
            color-scheme: dark;
            --link: var(--teal-3);
            --text-1: var(--gray-0); --text-2: var(--gray-4);
            --surface-1: var(--gray-9); --surface-2: var(--gray-8); --surface-3: var(--gray-7);
          }
        }
        """

    @Test("Open Props: surface-1 the page, the lighter of surface-1 and -2 the cells, the link the tint, lines Apple's")
    func openPropsTheme() throws {
        let theme = try load(["theme.css": Self.openProps], opening: "theme.css")
        let expected: [(String, light: String, dark: String)] = [
            ("systemBackground", "#F8F9FA", "#212529"), ("label", "#030507", "#F8F9FA"),
            ("secondaryLabel", "#495057", "#CED4DA"), ("tint", "#0C8599", "#63E6BE"), ("link", "#0C8599", "#63E6BE"),
            ("systemGroupedBackground", "#E9ECEF", "#212529"),
            ("secondarySystemGroupedBackground", "#F8F9FA", "#343A40"),
            // No line color of its own: Apple's separator, translucent over the surfaces.
            ("separator", "#3C3C4349", "#54545899"),
        ]
        for (role, light, dark) in expected {
            #expect(theme.resolve(role, .light) == RGBA(hex: light), "\(role) in light")
            #expect(theme.resolve(role, .dark) == RGBA(hex: dark), "\(role) in dark")
        }
        // A light teal in dark: the page, which Open Props draws its links on, is the filled button's title.
        #expect(theme.textOnTint == "surface-1")
        #expect(filledTitles(theme, .dark, fill: "#63E6BE") == [RGBA(hex: "#212529")!])
        #expect(settingsColumn(theme, .dark).isSuperset(of: [RGBA(hex: "#212529")!, RGBA(hex: "#343A40")!]))
    }

    @Test("Bootstrap's Sass variables: $body-bg the page, $body-color the text, $primary the tint, $link-color links")
    func bootstrapTheme() throws {
        let sheet = """
            $blue: #1F6FB2;
            $gray-200: #E9ECEF;
            $gray-300: #DEE2E6;
            $primary: $blue !default;
            $body-bg: #FCFBF8 !default;
            $body-color: #212529 !default;
            $body-tertiary-bg: $gray-200 !default;
            $body-secondary-color: rgba($body-color, .75) !default;
            $border-color: $gray-300 !default;
            $link-color: darken($primary, 10%) !default;
            """
        let theme = try load(["_variables.scss": sheet], opening: "_variables.scss")
        #expect(theme.resolve("systemBackground", .light) == RGBA(hex: "#FCFBF8"))
        #expect(theme.resolve("label", .light) == RGBA(hex: "#212529"))
        #expect(theme.resolve("secondaryLabel", .light) == RGBA(hex: "#212529BF"))
        #expect(theme.resolve("separator", .light) == RGBA(hex: "#DEE2E6"))
        #expect(theme.resolve("tint", .light) == RGBA(hex: "#1F6FB2"))
        // dart-sass 1.99: darken(#1F6FB2, 10%) is rgb(23.44, 83.91, 134.56).
        #expect(theme.resolve("link", .light) == RGBA(hex: "#175487"))
        #expect(theme.convention == "Bootstrap")
        // Grouped cells on their page are the palette's too: never Apple's dark page under the palette's dark text.
        let column = settingsColumn(theme, .dark)
        #expect(column.isSuperset(of: [RGBA(hex: "#FCFBF8")!, RGBA(hex: "#E9ECEF")!]), "\(column)")
        #expect(column.isDisjoint(with: [RGBA(hex: "#000000")!, RGBA(hex: "#1C1C1E")!]), "\(column)")
    }
}
