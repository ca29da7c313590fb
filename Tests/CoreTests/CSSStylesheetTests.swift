import ColorScience
import Platform
import Testing

@testable import Audit
@testable import Formats
@testable import ThemeModel

/// Stylesheets as designers and frameworks write them (shadcn/ui, Tailwind v4, Open Props, Radix Colors, a
/// web app's own), in fixtures of our own in the same shapes: every color in every appearance, and what was
/// not read said in notes the coverage counts.
@Suite("CSS as it is written")
struct CSSStylesheetTests {
    func load(_ text: String, name: String = "globals.css") throws(ThemeError) -> Theme {
        try ThemeLoader.load(name, fileAccess: MemoryFiles(texts: [name: text]))
    }

    func css(_ text: String) -> RGBA {
        guard case .success(let parsed) = CSSColor.parse(text) else { fatalError("not a color: \(text)") }
        return parsed.color
    }

    func expect(
        _ theme: Theme, _ name: String, light: String, dark: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for traits in Traits.all {
            #expect(
                theme.resolve(name, traits) == css(traits.style == .dark ? dark : light), "\(name) \(traits.name)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("a .scss palette: custom properties read, // comments skipped, Sass variables computed")
    func scssPalette() throws {
        let theme = try load(
            """
            // Our palette. Colons: and #hex in a comment are no declarations.
            $brand: #335eea;
            $brand-dark: darken($brand, 10%) !default;
            $radius: 8px;
            @mixin card { background: $brand; }
            :root {
              --color-body-bg: #ffffff; // the page
              --color-text: #000;
              --color-primary: #{$brand};
              .nested { color: red; }
            }
            [data-theme='dark'] {
              --color-body-bg: #222222;
              --color-text: #ffffff;
            }
            """, name: "global.scss")
        expect(theme, "color-body-bg", light: "#ffffff", dark: "#222222")
        expect(theme, "color-text", light: "#000", dark: "#ffffff")
        expect(theme, "color-primary", light: "#335EEA", dark: "#335EEA")
        // dart-sass: darken(#335eea, 10%) is rgb(21.84, 66.56, 212.16).
        #expect(theme.resolve("brand-dark", .light) == RGBA(hex: "#1643D4"))
        #expect(theme.coverage == Coverage(read: 5, skipped: 0))
    }

    @Test("shadcn/ui v3: @layer base, :root and .dark, bare HSL triplets, a radius that is no color")
    func shadcnTriplets() throws {
        let theme = try load(
            """
            @tailwind base;
            @tailwind components;

            @layer base {
              :root {
                --background: 0 0% 100%;
                --foreground: 222.2 84% 4.9%;
                --primary: 222.2 47.4% 11.2%;
                --radius: 0.5rem;
              }

              .dark {
                --background: 222.2 84% 4.9%;
                --foreground: 210 40% 98%;
                --primary: 210 40% 98%;
              }
            }

            @layer base {
              * { @apply border-border; }
              body { @apply bg-background text-foreground; }
            }
            """)
        #expect(theme.ownColorNames == ["background", "foreground", "primary"])
        expect(theme, "background", light: "hsl(0 0% 100%)", dark: "hsl(222.2 84% 4.9%)")
        expect(theme, "foreground", light: "hsl(222.2 84% 4.9%)", dark: "hsl(210 40% 98%)")
        expect(theme, "primary", light: "hsl(222.2 47.4% 11.2%)", dark: "hsl(210 40% 98%)")
        #expect(theme.coverage == Coverage(read: 3, skipped: 0))
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("left out 1 custom property that is not a color (`--radius`)") })
        #expect(notes.contains { $0.hasPrefix("read 3 bare channel triplets as colors") })
    }

    @Test("shadcn's pairs are what check holds: primary-foreground on primary, muted-foreground on the page too")
    func shadcnPairs() throws {
        let theme = try load(
            """
            :root {
              --background: 0 0% 100%; --foreground: 222.2 84% 4.9%;
              --primary: 222.2 47.4% 11.2%; --primary-foreground: 210 40% 98%;
              --secondary: 210 40% 96.1%; --secondary-foreground: 222.2 47.4% 11.2%;
              --muted: 210 40% 96.1%; --muted-foreground: 215.4 16.3% 46.9%;
              --ring: 222.2 84% 4.9%; --border: 214.3 31.8% 91.4%;
            }
            """)
        let audit = ContrastAudit(theme: theme, appearances: [.light], scope: .own)
        let pairs = Set(audit.pairs.map { "\($0.foreground) on \($0.background)" })
        for expected in [
            "primary-foreground on primary", "foreground on background", "muted-foreground on muted",
            "muted-foreground on background",
        ] {
            #expect(pairs.contains(expected), "\(expected): \(pairs.sorted())")
        }
        #expect(!pairs.contains("primary-foreground on secondary"), "a foreground on its own color only")
        #expect(!pairs.contains { $0.hasPrefix("ring on") }, "a focus ring: iOS screens draw no keyboard focus")
        #expect(
            !pairs.contains { $0.hasPrefix("border on") },
            "shadcn's borders separate: no evidence holds them to a level")
        #expect(!pairs.contains { $0.hasPrefix("border on system") }, "borders are not laid on iOS's backgrounds")
        #expect(!pairs.contains { $0.hasPrefix("label on") }, "nor iOS's text on the system's surfaces")
    }

    @Test("Tailwind v4: @theme inline aliases, oklch, .dark, a variant statement, a font from elsewhere")
    func tailwindFour() throws {
        let theme = try load(
            """
            @import "tailwindcss";
            @custom-variant dark (&:is(.dark *));

            @theme inline {
              --color-background: var(--background);
              --color-primary: var(--primary);
              --font-sans: var(--font-geist-sans);
            }

            :root {
              --radius: 0.625rem;
              --background: oklch(1 0 0);
              --primary: oklch(0.205 0 0);
            }

            .dark {
              --background: oklch(0.145 0 0);
              --primary: oklch(0.922 0 0);
            }
            """)
        expect(theme, "color-background", light: "oklch(1 0 0)", dark: "oklch(0.145 0 0)")
        expect(theme, "color-primary", light: "oklch(0.205 0 0)", dark: "oklch(0.922 0 0)")
        #expect(theme["color-primary"]?.color.value(for: .dark) == .alias("primary"), "the link is kept")
        #expect(theme.coverage == Coverage(read: 4, skipped: 0), "a font set elsewhere is no color skipped")
        #expect(theme.notes.contains { $0.message.hasPrefix("left out 2 custom properties that are not colors") })
    }

    @Test("a shadow or a border holding a color is a property that is not one, never an error in the file")
    func shorthandsHoldingColors() throws {
        let theme = try load(
            """
            :root {
              --text-color: rgb(55, 65, 81);
              --box-shadow-xs: rgba(0, 0, 0, 0.05) 0px 1px 2px 0px;
              --box-shadow: 0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1);
              --focus-outline: 2px solid var(--text-color);
              --border: 1px solid #ddd;
            }
            """)
        expect(theme, "text-color", light: "rgb(55, 65, 81)", dark: "rgb(55, 65, 81)")
        #expect(theme.coverage == Coverage(read: 1, skipped: 0))
        #expect(theme.notes.contains { $0.message.hasPrefix("left out 4 custom properties that are not colors") })
    }

    @Test("Open Props: :where(html), @custom-media, a dark media query by its custom name")
    func openProps() throws {
        let theme = try load(
            """
            @custom-media --OSdark (prefers-color-scheme: dark);
            :where(html) {
              --gray-0: #f8f9fa;
              --gray-9: #212529;
              --surface-1: var(--gray-0);
              --text-1: var(--gray-9);
            }
            @media (--OSdark) {
              :where(html) {
                --surface-1: var(--gray-9);
                --text-1: var(--gray-0);
              }
            }
            """)
        expect(theme, "surface-1", light: "#f8f9fa", dark: "#212529")
        expect(theme, "text-1", light: "#212529", dark: "#f8f9fa")
        #expect(theme.coverage == Coverage(read: 4, skipped: 0))
    }

    @Test("theme-light.css and theme-dark.css: a dark file that redefines :root holds the dark values, either opened")
    func lightAndDarkFiles() throws {
        let files = MemoryFiles(texts: [
            "styles/theme-light.css": ":root {\n  --body-color: #ffffff;\n  --text-color: rgb(55, 65, 81);\n}\n",
            "styles/theme-dark.css": ":root {\n  --body-color: #161822;\n  --text-color: #d6d8de;\n}\n",
        ])
        for opened in ["styles/theme-light.css", "styles/theme-dark.css"] {
            let theme = try ThemeLoader.load(opened, fileAccess: files)
            #expect(theme.resolve("body-color", .light) == css("#ffffff"), "\(opened)")
            #expect(theme.resolve("body-color", .dark) == css("#161822"), "\(opened)")
            #expect(theme.resolve("text-color", .dark) == css("#d6d8de"), "\(opened)")
            #expect(theme.notes.contains { $0.message.contains("values from `theme-") }, "\(opened)")
        }
    }

    @Test("Radix Colors: selector lists with .light and .dark-theme; Display P3 alternatives noted, sRGB read")
    func radix() throws {
        let theme = try load(
            """
            :root, .light, .light-theme {
              --blue-9: #0090ff;
              --blue-12: #113264;
            }
            .dark, .dark-theme {
              --blue-9: #0090ff;
              --blue-12: #c2e6ff;
            }
            @supports (color: color(display-p3 1 1 1)) {
              @media (color-gamut: p3) {
                :root, .light, .light-theme {
                  --blue-9: color(display-p3 0.247 0.556 0.969);
                }
              }
            }
            """)
        expect(theme, "blue-9", light: "#0090ff", dark: "#0090ff")
        expect(theme, "blue-12", light: "#113264", dark: "#c2e6ff")
        #expect(theme.coverage == Coverage(read: 2, skipped: 0))
        #expect(theme.notes.contains { $0.message.contains("wide-gamut alternatives") })
        #expect(!theme.notes.contains { $0.kind == .clippedColor }, "the P3 values are never applied")
    }

    @Test("an app's own: nesting, [data-theme], var() inside oklch(), a fallback, contrast; other rules counted")
    func appStylesheet() throws {
        let theme = try load(
            """
            :root {
              --hue: 250;
              --brand: oklch(50% 0.1 var(--hue));
              --accent: var(--missing, #FF9500);
              --ink: light-dark(#1C1C1E, #F2F2F7);
              &[data-theme="dark"] {
                --brand: oklch(70% 0.1 var(--hue));
              }
              @media (prefers-contrast: more) {
                --brand: oklch(40% 0.12 var(--hue));
              }
            }
            .button {
              --button-bg: var(--brand);
              color: white;
            }
            @media (min-width: 768px) {
              :root { --gutter: 24px; }
            }
            """)
        for traits in Traits.all {
            let brand =
                traits.style == .dark
                ? "oklch(70% 0.1 250)" : traits.contrast == .high ? "oklch(40% 0.12 250)" : "oklch(50% 0.1 250)"
            #expect(theme.resolve("brand", traits) == css(brand), "\(traits.name): the dark rule is more specific")
        }
        expect(theme, "accent", light: "#FF9500", dark: "#FF9500")
        expect(theme, "ink", light: "#1C1C1E", dark: "#F2F2F7")
        #expect(theme.coverage == Coverage(read: 3, skipped: 1))
        let notes = theme.notes.map(\.message)
        #expect(
            notes.contains { $0.hasPrefix("1 color skipped (`--button-bg`): set only in rules dusk does not read") })
        #expect(notes.contains { $0.hasPrefix("skipped `.button` (1 custom property)") })
        #expect(notes.contains { $0.hasPrefix("skipped `@media (min-width: 768px)` (1 custom property)") })
        #expect(notes.contains { $0.hasPrefix("left out 1 custom property that is not a color (`--hue`)") })
    }

    @Test("a bad color names its line and column once; a var() cycle is an error, not a hang")
    func errors() throws {
        do {
            _ = try load(":root {\n  --a: #12345;\n}\n.dark {\n  --b: var(--c);\n  --c: var(--b);\n}\n")
            Issue.record("loaded")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.filter { $0.contains("globals.css:2:8") }.count == 1, "\(messages)")
            #expect(messages.contains { $0.contains("cycle") }, "\(messages)")
        }
    }
}

@Suite("CSS files in pairs and design-system roots")
struct CSSPairTests {
    @Test("a dark file beside the light one is read with it, whichever is opened; alone it is counted, not refused")
    func pairs() throws {
        let light = ":root, .light, .light-theme {\n  --blue-1: #fbfdff;\n  --blue-12: #113264;\n}\n"
        let dark = ".dark, .dark-theme {\n  --blue-1: #0d1520;\n  --blue-12: #c2e6ff;\n}\n"
        let files = MemoryFiles(texts: ["c/blue.css": light, "c/blue-dark.css": dark, "alone/blue-dark.css": dark])
        for opened in ["c/blue.css", "c/blue-dark.css"] {
            let theme = try ThemeLoader.load(opened, fileAccess: files)
            #expect(theme.resolve("blue-12", .light) == RGBA(hex: "#113264"), "\(opened)")
            #expect(theme.resolve("blue-12", Traits(.dark, .elevated, .high)) == RGBA(hex: "#C2E6FF"), "\(opened)")
            #expect(theme.files.contains("c/blue.css") && theme.files.contains("c/blue-dark.css"), "both watched")
        }
        let alone = try ThemeLoader.load("alone/blue-dark.css", fileAccess: files)
        #expect(alone.coverage == Coverage(read: 0, skipped: 2))
        #expect(alone.notes.contains { $0.message.contains("no light value to fall back on") })
    }

    @Test("a dark half beside a file that is not read with it is named in a note; a pair read together is not")
    func unpaired() throws {
        let files = MemoryFiles(texts: [
            "t/brand.json": ##"{"colors": {"brand": "#5B3CC4"}}"##,
            "t/brand-dark.json": ##"{"colors": {"brand": "#9C8FE0"}}"##,
            "c/blue.css": ":root { --blue-1: #fbfdff; }",
            "c/blue-dark.css": ".dark { --blue-1: #0d1520; }",
        ])
        let theme = try ThemeLoader.load("t/brand.json", fileAccess: files)
        #expect(theme.notes.contains { $0.message.hasPrefix("`brand-dark.json` beside it looks like its dark half") })
        let css = try ThemeLoader.load("c/blue.css", fileAccess: files)
        #expect(!css.notes.contains { $0.message.contains("looks like its dark half") })
    }

    @Test("a design system's root class, a :not() of the light class, a custom media query defined elsewhere")
    func roots() throws {
        let theme = try ThemeLoader.load(
            "color.css",
            fileAccess: MemoryFiles(texts: [
                "color.css": """
                :where(.radix-themes) { --color-background: white; }
                :is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme)) {
                  --color-background: #111113;
                }
                :where(html) { --surface: #ffffff; }
                @media (--OSdark) { :where(html) { --surface: #1c1c1e; } }
                """
            ]))
        #expect(theme.resolve("color-background", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("color-background", .dark) == RGBA(hex: "#111113"))
        #expect(theme.resolve("surface", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("surface", Traits(.dark, .elevated)) == RGBA(hex: "#1C1C1E"), "--OSdark by its name")
    }
}
