import Pairs
import Syntax
import Testing

@testable import AppSource

/// Android layouts with the resources they resolve through, written for these tests in the shapes Android
/// Studio's templates and Material apps use: a theme with `?attr` chains, styles with parents by name and
/// by dots, a selector, a solid shape, a `-night` folder.
@Suite("Android layout scanner")
struct AndroidLayoutScannerTests {
    static let colors = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="ink">#FF1B1B1F</color>
            <color name="paper">#FFFFFBFE</color>
            <color name="brand">#FF6750A4</color>
            <color name="onBrand">#FFFFFFFF</color>
            <color name="cardSurface">#FFF3EDF7</color>
            <color name="muted">@color/ink</color>
            <color name="clear">#00000000</color>
            <dimen name="button_text">14sp</dimen>
        </resources>
        """
    static let themes = """
        <resources xmlns:tools="http://schemas.android.com/tools">
            <style name="Theme.Lantern" parent="Theme.Material3.DayNight.NoActionBar">
                <item name="colorPrimary">@color/brand</item>
                <item name="colorOnPrimary">@color/onBrand</item>
                <item name="colorSurface">@color/cardSurface</item>
                <item name="colorOnSurface">?attr/colorOnBackground</item>
                <item name="colorOnBackground">@color/ink</item>
                <item name="android:textColorPrimary">@color/ink</item>
                <item name="android:windowBackground">@color/paper</item>
            </style>
            <style name="Theme.Lantern.Splash">
                <item name="android:windowBackground">@drawable/splash</item>
            </style>
            <style name="ThemeOverlay.Lantern.Banner" parent="">
                <item name="colorOnSurface">@color/onBrand</item>
            </style>
        </resources>
        """
    static let styles = """
        <resources>
            <style name="TextAppearance.Lantern.Title" parent="TextAppearance.Material3.TitleLarge">
                <item name="android:textColor">?attr/colorOnSurface</item>
                <item name="android:textSize">22sp</item>
            </style>
            <style name="Widget.Lantern.Button" parent="Widget.Material3.Button">
                <item name="android:textColor">@color/onBrand</item>
                <item name="backgroundTint">@color/brand</item>
                <item name="android:textStyle">bold</item>
                <item name="android:textSize">@dimen/button_text</item>
            </style>
            <style name="Widget.Lantern.Button.Ghost">
                <item name="backgroundTint">@color/clear</item>
            </style>
            <style name="Widget.Lantern.Button.Small">
                <item name="android:textSize">12sp</item>
            </style>
        </resources>
        """
    static let selector = """
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_enabled="false" android:alpha="0.38" android:color="@color/ink" />
            <item android:color="@color/brand" />
        </selector>
        """
    static let shape = """
        <shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle">
            <corners android:radius="16dp" />
            <solid android:color="@color/cardSurface" />
        </shape>
        """
    static let nightThemes = """
        <resources>
            <style name="Theme.Lantern" parent="Theme.Material3.DayNight.NoActionBar">
                <item name="colorSurface">@color/ink</item>
                <item name="colorOnSurface">@color/paper</item>
            </style>
        </resources>
        """

    static let resources = [
        "app/src/main/res/values/colors.xml": colors, "app/src/main/res/values/themes.xml": themes,
        "app/src/main/res/values/styles.xml": styles, "app/src/main/res/color/button_text.xml": selector,
        "app/src/main/res/drawable/chip_background.xml": shape,
        "app/src/main/res/values-night/themes.xml": nightThemes,
    ]

    static func context(_ files: [String: String] = resources) -> SourceContext {
        var context = SourceContext()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where SourceContext.contributes(path) {
            context.read(SourceText(path: path, text))
        }
        return context
    }

    /// `line detail: foreground on background kind [dark]`, one string a pair, in the order found.
    static func scan(
        _ layout: String, _ path: String = "app/src/main/res/layout/activity_inbox.xml",
        _ context: SourceContext = context()
    ) -> [String] {
        AndroidLayoutScanner.pairs(in: SourceText(path: path, layout), resources: context.android).map(describe)
    }

    static func describe(_ pair: SourcePair) -> String {
        let style = pair.style.map { " \($0)" } ?? ""
        let background = pair.background == SourcePair.page ? "PAGE" : pair.background
        return "\(pair.site.location.line) \(pair.site.detail): \(pair.foreground) on \(background) \(pair.kind)"
            + style
    }

    static let inbox = """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto"
            android:layout_width="match_parent"
            android:layout_height="match_parent"
            android:background="@color/paper"
            android:orientation="vertical">

            <TextView
                android:id="@+id/heading"
                android:layout_width="wrap_content"
                android:layout_height="wrap_content"
                android:textAppearance="@style/TextAppearance.Lantern.Title" />

            <com.google.android.material.card.MaterialCardView
                android:id="@+id/card"
                android:layout_width="match_parent"
                android:layout_height="wrap_content">

                <LinearLayout
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:background="?attr/selectableItemBackground">

                    <ImageView
                        android:id="@+id/icon"
                        android:src="@drawable/ic_mail"
                        app:tint="@color/brand" />

                    <TextView
                        android:id="@+id/subject"
                        android:textColor="@color/muted"
                        android:textSize="14sp" />

                    <TextView
                        android:id="@+id/preview"
                        android:textColor="#FF777777" />
                </LinearLayout>
            </com.google.android.material.card.MaterialCardView>

            <TextView android:id="@+id/footnote" android:text="@string/footnote" />

            <Button
                android:id="@+id/send"
                style="@style/Widget.Lantern.Button"
                android:text="@string/send" />

            <Button
                android:id="@+id/retry"
                android:background="@drawable/chip_background"
                android:textColor="@color/button_text" />

            <FrameLayout android:background="#FF202020">
                <TextView android:id="@+id/onLiteral" android:textColor="@color/ink" />
            </FrameLayout>

            <TextView
                android:id="@+id/banner"
                android:theme="@style/ThemeOverlay.Lantern.Banner"
                android:background="?attr/colorPrimary"
                android:textColor="?attr/colorOnSurface" />

            <TextView android:id="@+id/hint" android:textColor="?attr/colorTertiary" />
        </LinearLayout>
        """

    @Test("nested views: own background, else the nearest ancestor's; styles, appearances, ?attr, selector, shape")
    func nestedLayout() {
        #expect(
            Self.scan(Self.inbox) == [
                // The appearance's ?attr/colorOnSurface is ?attr/colorOnBackground in the theme: ink; 22 sp is large.
                "9 TextView @+id/heading: ink on paper largeText light",
                // Material's card is colorSurface; the ripple between them draws nothing of its own.
                "25 ImageView @+id/icon: brand on cardSurface glyph light",
                "30 TextView @+id/subject: muted on cardSurface text light",
                // No text color: the theme's textColorPrimary.
                "41 TextView @+id/footnote: ink on paper text light",
                // The style's bold 14 sp (through a dimen) is large text; it resolves the same in dark.
                "43 Button @+id/send: onBrand on brand largeText",
                // The selector's stateless item, on the shape's solid color.
                "48 Button @+id/retry: brand on cardSurface text",
                // The overlay answers colorOnSurface; colorPrimary falls through to the app's themes.
                "57 TextView @+id/banner: onBrand on brand text light",
                // No theme sets it: the attr's own name.
                "63 TextView @+id/hint: colorTertiary on paper text",
                // In dark, values-night's Theme.Lantern replaces the day's: its colorOnSurface (paper) on the
                // layout's fixed paper background, a real dark-mode bug; what it does not set, the attr's name.
                "9 TextView @+id/heading: paper on paper largeText dark",
                "25 ImageView @+id/icon: brand on ink glyph dark",
                "30 TextView @+id/subject: muted on ink text dark",
                "41 TextView @+id/footnote: textColorPrimary on paper text dark",
                "57 TextView @+id/banner: onBrand on colorPrimary text dark",
            ])
    }

    @Test("a style's parent by dots and by name; a transparent tint shows the background behind; 12 sp is not large")
    func styleChains() {
        let layout = """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@android:color/white">
                <Button android:id="@+id/small" style="@style/Widget.Lantern.Button.Small" />
                <Button android:id="@+id/ghost" style="@style/Widget.Lantern.Button.Ghost" />
            </FrameLayout>
            """
        #expect(
            Self.scan(layout) == [
                "3 Button @+id/small: onBrand on brand text",
                // Ghost inherits the bold 14 sp too.
                "4 Button @+id/ghost: onBrand on white largeText",
            ])
    }

    @Test("Material's filled button is its primary color; its outlined one shows what is behind it")
    func materialButtons() {
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:background="@color/paper">
                <com.google.android.material.button.MaterialButton android:id="@+id/delete"
                    app:iconTint="?attr/colorOnPrimary" />
                <com.google.android.material.button.MaterialButton android:id="@+id/undo"
                    style="@style/Widget.MaterialComponents.Button.OutlinedButton" app:iconTint="@color/brand" />
            </LinearLayout>
            """
        #expect(
            Self.scan(layout, "app/src/main/res/layout-night/row.xml") == [
                "4 MaterialButton @+id/delete: colorOnPrimary on colorPrimary glyph dark",
                "6 MaterialButton @+id/undo: brand on paper glyph dark",
            ])
    }

    @Test("a layout with no background of its own is drawn on the window: the page; a literal still hides it")
    func windowBehindTheRoot() {
        let layout = """
            <androidx.constraintlayout.widget.ConstraintLayout
                xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/error" android:textColor="@color/brand" />
                <FrameLayout android:background="#FF202020">
                    <TextView android:id="@+id/hidden" android:textColor="@color/ink" />
                </FrameLayout>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        #expect(Self.scan(layout) == ["3 TextView @+id/error: brand on PAGE text"])
    }

    @Test("a style with a text color and a background is a pair at its own line, once")
    func stylePairs() {
        let pairs = Self.context().pairs
        #expect(pairs.map(Self.describe) == ["6 style Widget.Lantern.Button: onBrand on brand largeText"])
        #expect(pairs.first?.site.location.file == "app/src/main/res/values/styles.xml")
    }

    static let badge = """
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:background="?attr/colorSurface">
            <TextView android:id="@+id/count" android:textColor="?attr/colorOnSurface" />
        </FrameLayout>
        """

    @Test("a -night layout is dark and resolves through values-night first; layout/ is drawn in both modes")
    func nightLayout() {
        #expect(
            Self.scan(Self.badge, "app/src/main/res/layout-night/badge.xml")
                == ["3 TextView @+id/count: paper on ink text dark"])
        // `layout/` is drawn in both: each mode resolves it its own way.
        #expect(
            Self.scan(Self.badge, "app/src/main/res/layout/badge.xml") == [
                "3 TextView @+id/count: ink on cardSurface text light", "3 TextView @+id/count: paper on ink text dark",
            ])
    }

    @Test("themes that disagree leave the attr's name; one that never draws (an overlay) is not asked")
    func disagreeingThemes() {
        var files = Self.resources
        files["app/src/main/res/values/themes_alt.xml"] = """
            <resources>
                <style name="AppTheme.Kiosk" parent="Theme.AppCompat">
                    <item name="colorSurface">@color/paper</item>
                </style>
                <style name="ThemeOverlay.Kiosk" parent="ThemeOverlay.AppCompat">
                    <item name="colorOnSurface">@color/brand</item>
                </style>
            </resources>
            """
        #expect(
            Self.scan(Self.badge, "res/layout/badge.xml", Self.context(files)) == [
                "3 TextView @+id/count: ink on colorSurface text light",
                "3 TextView @+id/count: paper on colorSurface text dark",
            ])
    }

    @Test("a file that is not well-formed XML, or not a layout's XML, draws nothing")
    func malformed() {
        let broken = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/paper">
                <TextView android:textColor="@color/ink">
            </LinearLayout>
            """
        #expect(Self.scan(broken).isEmpty)
        #expect(Self.scan("").isEmpty)
        #expect(Self.scan("<TextView android:textColor=\"@color/ink\" android:textColor=\"@color/ink\"/>").isEmpty)
        // A broken values file is skipped; the others still resolve.
        var files = Self.resources
        files["app/src/main/res/values/broken.xml"] = "<resources><style name=\"X\">"
        #expect(Self.scan(Self.badge, "res/layout/badge.xml", Self.context(files)).count == 2)
    }

    @Test("resource folders: values, color and drawable are read first; layouts are not")
    func contributes() {
        #expect(SourceContext.contributes("res/values-night-v31/themes.xml"))
        #expect(SourceContext.contributes("res/color/button_text.xml"))
        #expect(SourceContext.contributes("res/drawable-night/chip.xml"))
        #expect(SourceContext.contributes("app/src/main/java/Promo.kt"))
        #expect(!SourceContext.contributes("res/layout/main.xml"))
        #expect(!SourceContext.contributes("res/values/strings.json"))
    }

    @Test("a view whose background the app's code sets while it runs hides what its layout draws behind it")
    func runtimeBackgrounds() {
        let layout = """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:background="@color/paper">
                <RelativeLayout android:id="@+id/promo_banner" android:background="@color/brand">
                    <TextView android:id="@+id/title" android:textColor="@color/ink" />
                </RelativeLayout>
                <LinearLayout android:id="@+id/footer">
                    <TextView android:id="@+id/note" android:textColor="@color/ink" />
                </LinearLayout>
                <TextView android:id="@+id/caption" android:textColor="@color/ink" />
            </FrameLayout>
            """
        var files = Self.resources
        files["app/src/main/java/com/example/Promo.kt"] = """
            fun bind(binding: PromoBinding) {
                binding.promoBanner.background = promoDrawable(context)
                findViewById<View>(R.id.footer)?.setBackgroundColor(Color.RED)
                this.setBackgroundResource(R.drawable.x)
            }
            """
        #expect(
            Self.scan(layout, "app/src/main/res/layout/promo.xml", Self.context(files)) == [
                "8 TextView @+id/caption: ink on paper text"
            ])
        // Without that code, both are drawn on their layout's colors.
        #expect(Self.scan(layout, "app/src/main/res/layout/promo.xml").count == 3)
        var colors = RuntimeViewColors()
        colors.read(
            Array(
                "binding?.promoBanner?.setBackgroundColor(x)\nitemView.setBackgroundColor(x); view.background = null"
                    .utf8))
        #expect(colors.backgrounds == ["promobanner"])
        colors.read(Array("_buttonOk = root.findViewById(R.id.dialog_ok);\n_buttonOk.setTextColor(accent);".utf8))
        #expect(colors.textColors == ["dialogok"])
    }

    @Test("`tools:background` stands in for a background the app gives at run time: nothing is judged on it")
    func toolsBackground() {
        let layout = """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:tools="http://schemas.android.com/tools" tools:background="@color/brand">
                <TextView android:id="@+id/skip" android:textColor="@color/paper" />
            </FrameLayout>
            """
        #expect(Self.scan(layout).isEmpty)
    }

    @Test("deep nesting and many views stay bounded")
    func bounded() {
        let deep = String(repeating: "<FrameLayout>", count: 200) + String(repeating: "</FrameLayout>", count: 200)
        #expect(Self.scan(deep).isEmpty)
        let row = "<TextView android:textColor=\"@color/ink\" />\n"
        let wide =
            "<FrameLayout android:background=\"@color/paper\">\n" + String(repeating: row, count: 20_000)
            + "</FrameLayout>"
        #expect(Self.scan(wide).count == 20_000)
    }
}
