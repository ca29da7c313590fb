import ColorScience
import Formats
import Foundation
import Platform
import Testing
import ThemeModel

@testable import DuskCLI

/// fix's invariant, on palettes of every kind: no drawn pair that passed fails after it, no failing pair gets
/// worse, and what check finds on its output is exactly what it declared it could not fix.
@Suite("fix never makes a drawn pair worse")
struct NeverWorseTests {
    /// An Android app whose dark comes from re-aliasing: its tokens name other steps of one grey scale at night.
    static let android: [String: String] = [
        "app/res/values/colors.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="grey_10">#16191F</color>
            <color name="grey_20">#282C37</color>
            <color name="grey_30">#444B5D</color>
            <color name="grey_40">#596378</color>
            <color name="grey_50">#6E7B92</color>
            <color name="grey_70">#9BAEC8</color>
            <color name="grey_95">#EBEFF4</color>
            <color name="page">@color/grey_95</color>
            <color name="text_primary">@color/grey_10</color>
            <color name="text_secondary">@color/grey_70</color>
        </resources>
        """,
        "app/res/values-night/colors.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="page">@color/grey_20</color>
            <color name="text_primary">@color/grey_95</color>
            <color name="text_secondary">@color/grey_40</color>
        </resources>
        """,
        "app/res/layout/main.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent" android:layout_height="match_parent" android:background="@color/page">
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:textColor="@color/text_primary" android:text="Title" />
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:textColor="@color/text_secondary" android:text="Hint" />
        </LinearLayout>
        """,
    ]

    /// A light-only palette of an app designed dark: its light values already suit a dark interface.
    static let darkDesigned = """
        { colors: { slate: "#212E3D", chalk: "#FFFFFF", haze: "#C8D0DA", coral: "#ED5252" },
          contrast: [ { text: "chalk", on: ["slate"] }, { text: "haze", on: ["slate"] },
                      { text: "chalk", on: ["coral"], level: "AA-large" } ] }
        """

    /// A brand whose cards alias a named color (`bisque`) on a page of another (`clay`).
    static let brand = """
        { colors: { clay: "#F3E9DC", bisque: "#FFE4C4", ink: "#2B2118", cocoa: "#8A6E55", terracotta: "#C8553D",
            systemBackground: "{clay}", systemGroupedBackground: "{clay}", secondarySystemGroupedBackground: "{bisque}",
            label: "{ink}", secondaryLabel: "{cocoa}", tint: "{terracotta}" } }
        """

    /// Every pair of `check --json --all-pairs` by (foreground, background, appearance): its ratio, and whether
    /// it is a finding.
    func pairs(_ arguments: [String]) throws -> [[String]: (ratio: Double, finding: Bool)] {
        let run = DuskCLI.run(["check"] + arguments + ["--json", "--all-pairs"])
        var out: [[String]: (ratio: Double, finding: Bool)] = [:]
        for pair in try json(run).objects("pairs") {
            let key = [pair.text("foreground"), pair.text("background"), pair.text("appearance")]
            let ratio = pair["ratio"] as? Double ?? 0
            let finding = pair["finding"] as? Bool == true
            if let known = out[key], known.ratio <= ratio { continue }
            out[key] = (ratio, finding)
        }
        return out
    }

    /// fix → check on one palette: the invariant, and the fixed theme for what else a test asks of it.
    @discardableResult
    func holds(_ palette: String, source: [String] = [], in dir: String) throws -> Theme {
        let out = dir + "/fixed.json"
        let before = try pairs([palette] + source)
        #expect(!before.isEmpty)
        let fix = DuskCLI.run(["fix", palette, "--out", out, "--json"] + source)
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        let declared = Set(
            try json(fix).objects("unfixable").map {
                [$0.text("foreground"), $0.text("background"), $0.text("appearance")]
            })
        let after = try pairs([out] + source)
        for (key, now) in after {
            guard let was = before[key] else { continue }
            #expect(!(now.finding && !was.finding), "\(palette): \(key) passed at \(was.ratio), fails at \(now.ratio)")
            #expect(
                !(now.finding && now.ratio < was.ratio - 0.005),
                "\(palette): \(key) failed at \(was.ratio), worse at \(now.ratio)")
        }
        #expect(Set(after.filter(\.value.finding).keys) == declared, "\(palette)")
        return try ThemeLoader.load(out)
    }

    @Test("an app that re-aliases: its tokens name other steps of the scale; no step is given a dark value")
    func reAliasing() throws {
        let dir = try scratchDirectory(Self.android)
        let palette = dir + "/app/res/values/colors.xml"
        // values-night/ is outside the palette's own folder: the project is the app's folder.
        let source = ["--source", dir + "/app", "--project", dir + "/app"]
        let fix = DuskCLI.run(["fix", palette, "--out", "-"] + source)
        #expect(!fix.stdout.contains("\"grey_"), "\(fix.stdout)")
        #expect(fix.stdout.contains("\"dark\": \"{grey_"), "\(fix.stdout)")
        // check's suggestion is fix's: the token names the step.
        let check = DuskCLI.run(["check", palette] + source).stdout
        #expect(check.contains("-> try text_secondary light {grey_40} #596378, dark {grey_70} #9BAEC8"), "\(check)")
        let fixed = try holds(palette, source: source, in: dir)
        for step in ["grey_10", "grey_40", "grey_70", "grey_95"] {
            #expect(fixed.resolve(step, .dark) == fixed.resolve(step, .light), "\(step)")
        }
        // The dark page stays dark, and the hint stays quieter than the title on it.
        let page = try #require(fixed.resolve("page", .dark))
        #expect(Contrast.relativeLuminance(page) < 0.1)
        for traits in [Traits.light, .dark] {
            let surface = try #require(fixed.resolve("page", traits))
            let title = Contrast.wcagRatio(text: fixed.resolve("text_primary", traits)!, background: surface)
            let hint = Contrast.wcagRatio(text: fixed.resolve("text_secondary", traits)!, background: surface)
            #expect(hint >= 4.5 && hint <= title, "\(traits.name): \(hint) vs \(title)")
        }
    }

    @Test("an Android accent naming a primitive in both modes: fixing its light never lowers its dark")
    func lightFixKeepsDarkFallbacks() throws {
        let light = """
            <resources>
                <color name="brand_400">#925CF3</color>
                <color name="color_accent">@color/brand_400</color>
                <color name="content_background">#FFFFFF</color>
            </resources>
            """
        let night = """
            <resources>
                <color name="color_accent">@color/brand_400</color>
                <color name="content_background">#23202A</color>
            </resources>
            """
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/content_background">
                <TextView android:textColor="@color/color_accent" android:text="Expand" />
                <TextView android:textColor="@android:color/white" android:background="@color/color_accent" />
            </LinearLayout>
            """
        let dir = try scratchDirectory([
            "app/res/values/colors.xml": light, "app/res/values-night/colors.xml": night,
            "app/res/layout/main.xml": layout,
        ])
        let palette = dir + "/app/res/values/colors.xml"
        let source = ["--source", dir + "/app", "--project", dir + "/app"]
        let original = try ThemeLoader.load(palette, fileAccess: ProjectFiles(theme: palette, project: dir + "/app"))
        let fixed = try holds(palette, source: source, in: dir)
        let ratio = { (theme: Theme) in
            Contrast.wcagRatio(
                text: theme.resolve("color_accent", .dark)!, background: theme.resolve("content_background", .dark)!)
        }
        #expect(ratio(fixed) >= ratio(original) - 0.005, "dark \(ratio(original)) → \(ratio(fixed))")
        #expect(fixed.resolve("color_accent", .light) != original.resolve("color_accent", .light), "light is fixed")
    }

    @Test("a palette designed dark keeps its white text in dark: a derived variant that makes a pair worse is not")
    func darkDesigned() throws {
        let dir = try scratchDirectory(["dark.json": Self.darkDesigned])
        let fixed = try holds(dir + "/dark.json", in: dir)
        #expect(fixed.resolve("chalk", .dark) == RGBA(hex: "#FFFFFF"))
    }

    @Test("a brand's cards and the named color they alias stay one, lighter than the page in dark")
    func namesAndRolesTogether() throws {
        let dir = try scratchDirectory(["brand.json": Self.brand])
        let fixed = try holds(dir + "/brand.json", in: dir)
        for traits in Traits.all where traits.style == .dark {
            #expect(fixed["secondarySystemGroupedBackground"]?.color.value(for: traits) == .alias("bisque"))
            let cards = try #require(fixed.resolve("bisque", traits))
            let page = try #require(fixed.resolve("clay", traits))
            #expect(OKLCH(cards).l > OKLCH(page).l, "\(traits.name): \(cards.hexRGB) on \(page.hexRGB)")
        }
    }

    @Test("a stylesheet with a dark rule, read with the app's stylesheet")
    func stylesheet() throws {
        let dir = try scratchDirectory(["globals.css": SaidAppearancesTests.css, "app.css": SaidAppearancesTests.app])
        try holds(dir + "/globals.css", source: ["--source", dir], in: dir)
    }
}
