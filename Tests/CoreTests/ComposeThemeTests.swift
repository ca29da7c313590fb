import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Jetpack Compose themes kept in Kotlin, in the shapes Android Studio's template and real apps write them
/// (own values): `Color.kt` beside `Theme.kt`, Material 3 and Material 2 schemes, an app's own palette class.
@Suite("Jetpack Compose themes")
struct ComposeThemeTests {
    static let folder = "app/src/main/java/com/example/ui/theme/"

    static let colorKt = """
        package com.example.ui.theme

        import androidx.compose.ui.graphics.Color

        val Fern80 = Color(0xFFB4D3A8)
        val Fern40 = Color(0xff3f6b35) // lowercase, as Studio writes some
        val Bark = Color(red = 0x2E, green = 0x25, blue = 0x1D)
        val Mist = Color(0.3f, 0.3f, 0.3f, 0.5f)
        val Scrim = Bark.copy(alpha = 0.4f)
        val Clear = Color(0x3f6b35)
        object Brand {
            val Ink = Color.Black
            val Paper = Color(android.graphics.Color.parseColor("#FAF7F0"))
        }
        val Wallpaper: Color @Composable get() = MaterialTheme.colorScheme.primary
        """

    static let themeKt = """
        package com.example.ui.theme

        private val DarkColorScheme = darkColorScheme(
            primary = Fern80,
            onPrimary = Brand.Ink,
            surface = Color(0xFF121410),
        )

        private val LightColorScheme = lightColorScheme(
            primary = Fern40,
            surface = Brand.Paper,
            onSurface = Bark,
            /* Other default colors to override
            background = Color(0xFFFFFBFE),
            */
        )

        @Composable
        fun FernTheme(darkTheme: Boolean = isSystemInDarkTheme(), dynamicColor: Boolean = true, content: () -> Unit) {
            val colorScheme = when {
                dynamicColor && Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> {
                    val context = LocalContext.current
                    if (darkTheme) dynamicDarkColorScheme(context) else dynamicLightColorScheme(context)
                }
                darkTheme -> DarkColorScheme
                else -> LightColorScheme
            }
            MaterialTheme(colorScheme = colorScheme, content = content)
        }
        """

    func load(_ files: [String: String], _ open: String = "Theme.kt") throws(ThemeError) -> Theme {
        var texts: [String: String] = [:]
        for (name, text) in files { texts[Self.folder + name] = text }
        return try ThemeLoader.load(Self.folder + open, fileAccess: MemoryFiles(texts: texts))
    }

    @Test("vals are colors as Compose packs them: ARGB hex, ints, floats rounded in Float, copy(alpha)")
    func vals() throws {
        let theme = try load(["Color.kt": Self.colorKt, "Theme.kt": Self.themeKt])
        #expect(theme.resolve("Fern80", .light) == RGBA(hex: "#B4D3A8"))
        #expect(theme.resolve("Fern40", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("Bark", .light) == RGBA(hex: "#2E251D"))
        // 0.3f * 255 in Float is 76.500003: 0x4D, where Double arithmetic would round to 0x4C.
        #expect(theme.resolve("Mist", .light) == RGBA(0x4D, 0x4D, 0x4D, 0x80))
        #expect(theme.resolve("Scrim", .light) == RGBA(0x2E, 0x25, 0x1D, 0x66))
        // An Int of six digits has alpha 00: transparent, as Compose draws it.
        #expect(theme.resolve("Clear", .light) == RGBA(0x3F, 0x6B, 0x35, 0))
        #expect(theme.resolve("Brand.Ink", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("Brand.Paper", .light) == RGBA(hex: "#FAF7F0"))
    }

    @Test(
        "the schemes give Material roles in light and dark, aliasing the vals; left-out roles take Compose's defaults")
    func schemes() throws {
        let theme = try load(["Color.kt": Self.colorKt, "Theme.kt": Self.themeKt])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("primary", .dark) == RGBA(hex: "#B4D3A8"))
        #expect(theme.resolve("surface", .light) == RGBA(hex: "#FAF7F0"))
        #expect(theme.resolve("surface", .dark) == RGBA(hex: "#121410"))
        // Not in the light scheme (the commented-out block is a comment): lightColorScheme's default.
        #expect(theme.resolve("onPrimary", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("onPrimary", .dark) == RGBA(hex: "#000000"))
        #expect(theme.resolve("background", .light) == RGBA(hex: "#FEF7FF"))
        // surfaceTint defaults to the scheme's own primary.
        #expect(theme.resolve("surfaceTint", .dark) == RGBA(hex: "#B4D3A8"))
        #expect(theme.convention == "Material 3")
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("`dynamicDarkColorScheme`, `dynamicLightColorScheme`: on Android 12") })
        #expect(notes.contains { $0.hasPrefix("roles the schemes leave out take Compose's defaults: 33 light") })
        #expect(notes.contains { $0.hasPrefix("`Wallpaper` not read: a property whose value code computes") })
    }

    @Test("Material 2's lightColors and darkColors, in one file")
    func material2() throws {
        let theme = try load([
            "Theme.kt": """
            private val DarkColorPalette = darkColors(primary = Color(0xFF95A4FF), secondary = Color(0xFF03DAC5))
            private val LightColorPalette = lightColors(primary = Color(0xFF3D5AFE), onPrimary = Color.White)
            """
        ])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#3D5AFE"))
        #expect(theme.resolve("primaryVariant", .light) == RGBA(hex: "#3700B3"))
        // darkColors' secondaryVariant is its secondary.
        #expect(theme.resolve("secondaryVariant", .dark) == RGBA(hex: "#03DAC5"))
        #expect(theme.resolve("background", .dark) == RGBA(hex: "#121212"))
    }

    @Test("an app's own palette class: light and dark as the theme's choice on the dark setting says")
    func paletteClass() throws {
        let theme = try load([
            "Theme.kt": """
            data class LeafColors(
                val brand: Color,
                val uiBackground: Color,
                val textPrimary: Color = brand,
                val badge: Color = Color.Unspecified,
                val gradient: List<Color>,
            )
            private val DayPalette = LeafColors(brand = Color(0xFF2E7D32), uiBackground = Color.White,
                gradient = listOf(Color.Red, Color.Blue))
            private val NightPalette = LeafColors(brand = Color(0xFFA5D6A7), uiBackground = Color(0xFF101210),
                textPrimary = Color.White, gradient = listOf())
            @Composable
            fun LeafTheme(useDark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                val colors = if (useDark) NightPalette else DayPalette
                CompositionLocalProvider(LocalLeafColors provides colors, content = content)
            }
            """
        ])
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#2E7D32"))
        #expect(theme.resolve("brand", .dark) == RGBA(hex: "#A5D6A7"))
        #expect(theme.resolve("uiBackground", .dark) == RGBA(hex: "#101210"))
        #expect(theme.resolve("textPrimary", .light) == RGBA(hex: "#2E7D32"))
        #expect(theme.resolve("textPrimary", .dark) == RGBA(hex: "#FFFFFF"))
        #expect(theme["badge"] == nil)
    }

    @Test("schemes in an object, imported members, a palette chosen by `isLight`, a palette class's own constants")
    func scopes() throws {
        let theme = try load([
            "Brand.kt": "package app.theme\nobject Brand {\n    val fern = Color(0xFF3F6B35)\n}\n",
            "Theme.kt": """
            package app.theme
            import app.theme.Brand.fern
            object AppTheme {
                val night = Color(0xFF101210)
                val lightScheme = lightColorScheme(primary = fern, surface = Color.White)
                val darkScheme = darkColorScheme(primary = fern, surface = night, onSurface = computeOnSurface())
            }
            data class Extra(val glow: Color) {
                val accent: Color = Color(0xFFFF8200)
            }
            private val lightExtra = Extra(glow = Color(0xFFFFFFFF))
            private val darkExtra = Extra(glow = Color(0xFF000000))
            fun extra(isLight: Boolean) = if (isLight) lightExtra else darkExtra
            """,
        ])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("surface", .dark) == RGBA(hex: "#101210"))
        // Written, not read: no default stands in for it in dark (light takes lightColorScheme's default).
        #expect(theme.resolve("onSurface", .light) == RGBA(hex: "#1D1B20"))
        #expect(theme.colors["onSurface"]?.color.variants[.dark] == nil)
        #expect(theme.notes.contains { $0.message.hasPrefix("`onSurface` not read") })
        #expect(theme.resolve("glow", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("glow", .dark) == RGBA(hex: "#000000"))
        #expect(theme.resolve("Extra.accent", .light) == RGBA(hex: "#FF8200"))
    }

    @Test("Material Theme Builder's Compose export: its high-contrast schemes are iOS's high contrast")
    func contrastSchemes() throws {
        let theme = try load([
            "Theme.kt": """
            private val lightScheme = lightColorScheme(primary = Color(0xFF805610))
            private val darkScheme = darkColorScheme(primary = Color(0xFFF5BD6F))
            private val mediumContrastLightColorScheme = lightColorScheme(primary = Color(0xFF5D3C00))
            private val highContrastLightColorScheme = lightColorScheme(primary = Color(0xFF321E00))
            private val highContrastDarkColorScheme = darkColorScheme(primary = Color(0xFFFFEEDF))
            """
        ])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#805610"))
        #expect(theme.resolve("primary", Traits(.light, .base, .high)) == RGBA(hex: "#321E00"))
        #expect(theme.resolve("primary", Traits(.dark, .elevated, .high)) == RGBA(hex: "#FFEEDF"))
        // A role the high-contrast scheme leaves out is its normal scheme's, as UIKit falls back.
        #expect(theme.resolve("onPrimary", Traits(.light, .base, .high)) == RGBA(hex: "#FFFFFF"))
        #expect(theme.notes.contains { $0.message.hasPrefix("a medium-contrast scheme (1 role) not read") })
        #expect(theme.coverage?.skipped == 1)
    }

    @Test("a choice written `== false`, hsl by label, a comment ended by a classic Mac line break")
    func sweep() throws {
        let theme = try load([
            "Theme.kt": "val Lit = Color(0xFF000000) // a comment\rval Red = Color.hsl(saturation = 1f, hue = 0f, "
                + """
                lightness = 0.5f)
                data class Pal(val bg: Color)
                private val Day = Pal(bg = Color.White)
                private val Night = Pal(bg = Color.Black)
                fun pick(dark: Boolean = isSystemInDarkTheme()) = if (dark == false) Day else Night
                """
        ])
        #expect(theme.resolve("Lit", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("Red", .light) == RGBA(hex: "#FF0000"))
        #expect(theme.resolve("bg", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("bg", .dark) == RGBA(hex: "#000000"))
    }

    @Test("a Kotlin file with no colors is an error that names what a theme has")
    func noColors() {
        #expect {
            try load(["Theme.kt": "package x\nfun main() { println(\"hi\") }\n"])
        } throws: { error in
            "\(error)".contains("found no colors: a Compose theme has `val Name = Color(0xFF…)`")
        }
    }

    @Test("a cycle of vals and a megabyte of nesting are bounded, not a crash")
    func hostile() throws {
        let cycle = try load([
            "Theme.kt": "val A = B.copy(alpha = 0.5f)\nval B = A\nval C = Color(0xFF000000)\n"
        ])
        #expect(cycle.resolve("C", .light) == RGBA(hex: "#000000"))
        #expect(cycle.notes.contains { $0.message.contains("refers back to itself") })
        // A declaration inside brackets is no top-level val: the file holds no colors, said in an error.
        let deep = String(repeating: "(", count: 100_000) + "val X = Color(0xFF112233)"
        #expect(throws: ThemeError.self) {
            try load(["Theme.kt": deep + String(repeating: ")", count: 100_000)])
        }
    }
}
