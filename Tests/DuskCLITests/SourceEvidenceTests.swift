import Foundation
import TestSupport
import Testing

@testable import DuskCLI

/// `check --source`: the pairs a web app's own code draws are judged and cite the line that draws them; a
/// color nothing draws is listed as not judged; a hostile tree is read within bounds, what is passed over named.
@Suite("check reads the pairs the app's code draws")
struct SourceEvidenceTests {
    static let globals = """
        :root {
          --background: 0 0% 100%;
          --foreground: 222 47% 11%;
          --card: 0 0% 98%;
          --card-foreground: 222 47% 11%;
          --hint: 0 0% 70%;
          --brand: 24 95% 53%;
        }
        .dark {
          --background: 222 47% 5%;
          --foreground: 210 40% 98%;
          --card: 222 47% 9%;
          --card-foreground: 210 40% 98%;
          --hint: 0 0% 40%;
          --brand: 24 95% 53%;
        }
        """

    static let page = """
        export default function Page() {
          return (
            <div className="bg-card text-card-foreground">
              <p className="text-hint">Shipping in 2 days</p>
            </div>
          )
        }
        """

    @Test("a pair drawn in a component is judged at the line that draws it; an undrawn color is not judged")
    func drawnPairCitesItsLine() throws {
        let dir = try scratchDirectory(["app/globals.css": Self.globals, "app/page.tsx": Self.page])
        let run = DuskCLI.run(["check", dir + "/app/globals.css", "--source", dir, "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let report = try json(run)
        let hint = try report.objects("pairs").filter {
            $0.text("foreground") == "hint" && $0.text("background") == "card" && $0["finding"] as? Bool == true
        }
        #expect(!hint.isEmpty, "\(run.stdout)")
        let cited = hint.flatMap { ($0["evidence"] as? [[String: Any]]) ?? [] }
        #expect(
            cited.contains {
                $0.text("kind") == "source" && $0.text("file") == "app/page.tsx" && $0["line"] as? Int == 4
            })
        let notJudged = report["notJudged"] as? [String] ?? []
        #expect(notJudged.contains("brand"), "\(notJudged)")
        #expect(try !report.objects("pairs").contains { $0.text("foreground") == "brand" })

        let text = DuskCLI.run(["check", dir + "/app/globals.css", "--source", dir])
        #expect(text.stdout.hasPrefix("pairs from "), "\(text.stdout)")
        #expect(text.stdout.contains("hint"))
        // Without the code, nothing says the hint is drawn on the card.
        let blind = try json(DuskCLI.run(["check", dir + "/app/globals.css", "--source", "none", "--format", "json"]))
        #expect(
            try !blind.objects("pairs").contains { $0.text("foreground") == "hint" && $0.text("background") == "card" })
    }

    @Test("inline styles pair as classes do: HTML's style on nested elements, JSX's style object, Vue's :style")
    func inlineStylesArePaired() throws {
        let html = """
            <section style="background-color: var(--card); padding: 8px">
              <div>
                <p style="color: var(--hint)">Shipping in 2 days</p>
              </div>
            </section>
            """
        let jsx = """
            export const Badge = () => (
              <span style={{ color: "var(--brand)", backgroundColor: 'var(--background)' }}>New</span>
            )
            """
        let vue = """
            <template>
              <div :style="{ background: 'var(--card)' }"><em :style="{ color: 'var(--brand)' }">Sale</em></div>
            </template>
            """
        let dir = try scratchDirectory([
            "app/globals.css": Self.globals, "site/index.html": html, "app/badge.tsx": jsx, "app/Sale.vue": vue,
        ])
        let report = try json(DuskCLI.run(["check", dir + "/app/globals.css", "--source", dir, "--format", "json"]))
        func cited(_ fg: String, on bg: String) throws -> [[String: Any]] {
            try report.objects("pairs").filter { $0.text("foreground") == fg && $0.text("background") == bg }
                .flatMap { ($0["evidence"] as? [[String: Any]]) ?? [] }.filter { $0.text("kind") == "source" }
        }
        // The hint sits two elements inside the section whose style sets the card.
        #expect(
            try cited("hint", on: "card").contains { $0.text("file") == "site/index.html" && $0["line"] as? Int == 3 })
        #expect(try cited("brand", on: "background").contains { $0.text("file") == "app/badge.tsx" })
        #expect(try cited("brand", on: "card").contains { $0.text("file") == "app/Sale.vue" })
        #expect(
            try !report.objects("pairs").contains {
                $0.text("foreground") == "hint" && $0.text("background") == "background"
            })
    }

    @Test("a cva component's tag is drawn on its variant's background: the default, a named one, none at run time")
    func componentVariantsAreSurfaces() throws {
        let css = Self.globals.replacingOccurrences(
            of: "  --brand: 24 95% 53%;\n",
            with: "  --brand: 24 95% 53%;\n  --primary: 222 47% 11%;\n"
                + "  --primary-foreground: 210 40% 98%;\n")
        let button = """
            import { cva } from "class-variance-authority"
            const buttonVariants = cva(
              "inline-flex items-center rounded-md text-sm",
              {
                variants: {
                  variant: {
                    default: "bg-primary text-primary-foreground hover:bg-primary/90",
                    ghost: "hover:bg-card hover:text-foreground",
                  },
                  size: { default: "h-9 px-4", icon: "size-9" },
                },
                defaultVariants: { variant: "default", size: "default" },
              }
            )
            export function Button({ className, variant, size, ...props }) {
              return <button className={cn(buttonVariants({ variant, size, className }))} {...props} />
            }
            """
        let share = """
            export function Share({ v }) {
              return <div className="bg-card">
                <Button onClick={share}>Share on <XIcon className="text-primary-foreground" /></Button>
                <Button variant="ghost"><span className="text-hint">Cancel</span></Button>
                <Button variant={v}><span className="text-brand">Maybe</span></Button>
              </div>
            }
            """
        let dir = try scratchDirectory([
            "app/globals.css": css, "components/ui/button.tsx": button, "app/share.tsx": share,
        ])
        let report = try json(DuskCLI.run(["check", dir + "/app/globals.css", "--source", dir, "--format", "json"]))
        func cited(_ fg: String, on bg: String) throws -> [[String: Any]] {
            try report.objects("pairs").filter { $0.text("foreground") == fg && $0.text("background") == bg }
                .flatMap { ($0["evidence"] as? [[String: Any]]) ?? [] }.filter { $0.text("kind") == "source" }
        }
        // The icon inside the default button sits on the button's primary, not on the card around it.
        #expect(
            try cited("primary-foreground", on: "primary").contains {
                $0.text("file") == "app/share.tsx" && $0["line"] as? Int == 3
            })
        #expect(try cited("primary-foreground", on: "card").isEmpty)
        // A ghost button paints nothing at rest; a variant chosen at run time is not guessed.
        #expect(try cited("hint", on: "card").contains { $0.text("file") == "app/share.tsx" })
        #expect(try cited("hint", on: "primary").isEmpty)
        #expect(try cited("brand", on: "card").contains { $0.text("file") == "app/share.tsx" })
        #expect(try cited("brand", on: "primary").isEmpty)
    }

    @Test("an app that forces dark mode at its root is checked in dark only, and check says where")
    func forcedDarkMode() throws {
        let theme = """
            { "colors": { "ink": { "light": "#BBBBBB", "dark": "#F0F0F0" },
              "paper": { "light": "#FFFFFF", "dark": "#101010" } } }
            """
        let view = """
            struct Welcome: View {
                var body: some View { Text("Hi").foregroundColor(Color("ink")).background(Color("paper")) }
            }
            """
        let app = """
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Welcome().preferredColorScheme(.dark) } }
            }
            """
        let plain = "@main struct ShopApp: App { var body: some Scene { WindowGroup { Welcome() } } }"
        let both = try scratchDirectory(["t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": plain])
        #expect(DuskCLI.run(["check", both + "/t.json", "--source", both + "/Shop"]).exitCode == 1, "light fails")
        let dark = try scratchDirectory(["t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": app])
        let run = DuskCLI.run(["check", dark + "/t.json", "--source", dark + "/Shop"])
        #expect(run.exitCode == 0, "\(run.stdout)")
        #expect(run.stdout.hasPrefix("the app shows dark only (.preferredColorScheme(.dark) at ShopApp.swift:3): "))
        // One view that prefers dark (a camera sheet) is not the app.
        let camera = "struct Camera: View { var body: some View { Text(\"c\").preferredColorScheme(.dark) } }"
        let one = try scratchDirectory([
            "t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": plain, "Shop/Camera.swift": camera,
        ])
        #expect(DuskCLI.run(["check", one + "/t.json", "--source", one + "/Shop"]).exitCode == 1)
        // Said in a comment or a string, it is not done.
        let said = plain + "\n// .preferredColorScheme(.dark) was tried\nlet s = \".preferredColorScheme(.dark)\""
        let words = try scratchDirectory(["t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": said])
        #expect(DuskCLI.run(["check", words + "/t.json", "--source", words + "/Shop"]).exitCode == 1)
        // Xcode's build settings (every configuration) and an Info.plist force it too; `Automatic` does not.
        let settings = "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Dark;\n\t\t\t};\n"
        let project = try scratchDirectory([
            "t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": plain,
            "Shop.xcodeproj/project.pbxproj": settings + settings,
        ])
        let built = DuskCLI.run(["check", project + "/t.json", "--source", project])
        #expect(built.exitCode == 0, "\(built.stdout)")
        #expect(
            built.stdout.contains("(INFOPLIST_KEY_UIUserInterfaceStyle = Dark at Shop.xcodeproj/project.pbxproj:2)"))
        let plist = "<dict>\n  <key>UIUserInterfaceStyle</key>\n  <string>Automatic</string>\n</dict>"
        let automatic = try scratchDirectory([
            "t.json": theme, "Shop/Welcome.swift": view, "Shop/ShopApp.swift": plain, "Shop/Info.plist": plist,
        ])
        #expect(DuskCLI.run(["check", automatic + "/t.json", "--source", automatic]).exitCode == 1)
    }

    @Test("a translucent surface is seen over the page the code sets, in dark over the dark page")
    func translucentOverThePage() throws {
        let vars = """
            :root { --page: #ffffff; --warn-text: #946300; --warn-soft: rgba(234, 179, 8, 0.14); }
            .dark { --page: #1b1b1f; --warn-text: #da8b17; --warn-soft: rgba(234, 179, 8, 0.16); }
            """
        let app = """
            body { background: var(--page); }
            .callout { color: var(--warn-text); background: var(--warn-soft); }
            """
        let dir = try scratchDirectory(["styles/vars.css": vars, "styles/app.css": app])
        let run = DuskCLI.run(["check", dir + "/styles/vars.css", "--source", dir, "--format", "json"])
        let pairs = try json(run).objects("pairs").filter {
            $0.text("foreground") == "warn-text" && $0.text("background") == "warn-soft"
        }
        let dark = try #require(pairs.first { $0.text("appearance") == "dark" }, "\(run.stdout)")
        // 16 % of #EAB308 over #1B1B1F, not over black (#261D01) nor over the light page.
        #expect(dark.text("backgroundColor") == "#3C331BFF")
        #expect(dark["finding"] as? Bool == false)
        let light = try #require(pairs.first { $0.text("appearance") == "light" })
        #expect(light.text("backgroundColor") == "#FCF4DCFF")
    }

    @Test("an Android layout's text on the window is judged on the theme's page, and not on Apple's when it has none")
    func androidWindow() throws {
        let layout = """
            <androidx.constraintlayout.widget.ConstraintLayout
                xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/warning" android:textColor="@color/amber" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        let colors = """
            <resources>
                <color name="amber">#FFB020</color>
                <color name="paper">#FFFDF8</color>
                <color name="teal">#00695C</color>
            </resources>
            """
        let theme = """
            <resources>
                <style name="AppTheme" parent="Theme.Material3.DayNight">
                    <item name="colorPrimary">@color/teal</item>
                    <item name="colorOnPrimary">@color/paper</item>
                    <item name="android:colorBackground">@color/paper</item>
                </style>
            </resources>
            """
        func amberPairs(_ files: [String: String]) throws -> [[String: Any]] {
            let dir = try scratchDirectory(files)
            let res = dir + "/app/src/main/res"
            let run = DuskCLI.run([
                "check", res + "/values/colors.xml", "--project", res, "--source", dir, "--format", "json",
            ])
            return try json(run).objects("pairs").filter { $0.text("foreground") == "amber" }
        }
        let bare = try amberPairs([
            "app/src/main/res/values/colors.xml": colors, "app/src/main/res/layout/main.xml": layout,
        ])
        #expect(bare.isEmpty, "\(bare)")
        let themed = try amberPairs([
            "app/src/main/res/values/colors.xml": colors, "app/src/main/res/values/styles.xml": theme,
            "app/src/main/res/layout/main.xml": layout,
        ])
        let light = try #require(themed.first { $0.text("appearance") == "light" }, "\(themed)")
        #expect(light.text("backgroundColor") == "#FFFDF8FF")
        #expect(light["finding"] as? Bool == true)
    }

    @Test("an Android app whose color shares an iOS role's name: iOS's rules and screens are no evidence of it")
    func iOSScreensAreNotAndroidEvidence() throws {
        let colors = """
            <resources>
                <color name="link">#7FC4FF</color>
                <color name="ink">#202020</color>
                <color name="paper">#FFFFFF</color>
            </resources>
            """
        let layout = """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:background="@color/paper">
                <TextView android:id="@+id/title" android:textColor="@color/ink" />
            </FrameLayout>
            """
        let dir = try scratchDirectory([
            "app/src/main/res/values/colors.xml": colors, "app/src/main/res/layout/main.xml": layout,
        ])
        let res = dir + "/app/src/main/res"
        let check = { (source: String) throws -> [[String: Any]] in
            let run = DuskCLI.run([
                "check", res + "/values/colors.xml", "--project", res, "--source", source, "--format", "json",
            ])
            return try json(run).objects("pairs").filter { $0.text("foreground") == "link" }
        }
        // The code read is Android's: iOS's links on its backgrounds are not judged.
        #expect(try check(dir).isEmpty)
        // With no code read, iOS's rule for its links and the screens that draw them are the evidence.
        let ios = try check("none")
        #expect(ios.contains { $0.text("background") == "systemBackground" && $0["finding"] as? Bool == true })
    }

    @Test("a code palette's constant matches however the code reaches it: `AppColors.x` as `$styles.colors.x`")
    func codePaletteMembers() throws {
        let palette = """
            import 'package:flutter/material.dart';
            class AppColors {
              final Color accent3 = Color(0xFFC47642);
              final Color offWhite = Color(0xFFF8ECE5);
            }
            """
        let widget = """
            class Quote extends StatelessWidget {
              Widget build(BuildContext context) {
                return Container(
                  color: $styles.colors.offWhite,
                  child: Text(author, style: $styles.text.caption.copyWith(color: $styles.colors.accent3)),
                );
              }
            }
            """
        let dir = try scratchDirectory(["lib/styles/colors.dart": palette, "lib/ui/quote.dart": widget])
        let run = DuskCLI.run(["check", dir + "/lib/styles/colors.dart", "--source", dir + "/lib", "--format", "json"])
        let pairs = try json(run).objects("pairs").filter {
            $0.text("foreground") == "AppColors.accent3" && $0.text("background") == "AppColors.offWhite"
        }
        #expect(pairs.first?["finding"] as? Bool == true, "\(run.stdout)")
    }

    @Test("a hostile tree: a FIFO, a huge file, a link loop, binary bytes, a one-line megabyte, a name with escapes")
    func hostileTree() throws {
        let minified =
            String(repeating: ".p{margin:0}", count: 90_000) + ".x{color:hsl(var(--hint));background:hsl(var(--card))}"
        let dir = try scratchDirectory(["app/globals.css": Self.globals, "web/min.css": minified])
        let huge = String(repeating: ".q{color:hsl(var(--hint))}\n", count: 120_000)
        try huge.write(toFile: dir + "/web/huge.css", atomically: true, encoding: .utf8)
        try Data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(
            to: URL(fileURLWithPath: dir + "/web/bin.css"))
        #expect(mkfifo(dir + "/web/pipe.css", 0o600) == 0)
        #expect(mkfifo(dir + "/web/evil\u{1B}]0;owned\u{07}.css", 0o600) == 0)
        #expect(symlink(dir, dir + "/web/loop") == 0)

        let run = DuskCLI.run(["check", dir + "/app/globals.css", "--source", dir, "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("pipe.css") && run.stderr.contains("not a regular file"), "\(run.stderr)")
        #expect(run.stderr.contains("huge.css") && run.stderr.contains("larger than"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}") && !run.stdout.contains("\u{1B}"))
        let drawn = try json(run).objects("pairs").filter { $0.text("foreground") == "hint" }
        #expect(
            drawn.contains { pair in
                (pair["evidence"] as? [[String: Any]] ?? []).contains { $0.text("file") == "web/min.css" }
            })
    }
}
