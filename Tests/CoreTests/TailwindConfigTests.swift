import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Tailwind configs in the shapes projects write them (own values): shadcn/ui's roles over the stylesheet's
/// custom properties, Tailwind's own palette spread or picked, `const`s, TypeScript's `satisfies`.
@Suite("Tailwind configs")
struct TailwindConfigTests {
    func load(_ files: [String: String], _ open: String = "web/tailwind.config.ts") throws(ThemeError) -> Theme {
        try ThemeLoader.load(open, fileAccess: MemoryFiles(texts: files))
    }

    static let shadcnConfig = """
        import type { Config } from "tailwindcss"

        const config = {
          darkMode: ["class"],
          theme: {
            extend: {
              colors: {
                background: "hsl(var(--background))",
                primary: {
                  DEFAULT: "hsl(var(--primary))",
                  foreground: "hsl(var(--primary-foreground))",
                },
                ring: `rgb(var(--ring) / <alpha-value>)`,
              },
            },
          },
        } satisfies Config

        export default config
        """

    static let globals = """
        @tailwind base;
        @layer base {
          :root {
            --background: 40 33% 98%;
            --primary: 152 45% 28%;
            --primary-foreground: 0 0% 100%;
            --ring: 15 118 110;
          }
          .dark {
            --background: 150 10% 6%;
            --primary: 150 40% 70%;
            --primary-foreground: 150 10% 6%;
          }
        }
        """

    @Test("shadcn roles compute over the stylesheet components.json names, in light and dark")
    func shadcnRoles() throws {
        let theme = try load([
            "web/tailwind.config.ts": Self.shadcnConfig,
            "web/components.json": #"{ "tailwind": { "config": "tailwind.config.ts", "css": "src/app/globals.css" } }"#,
            "web/src/app/globals.css": Self.globals,
        ])
        #expect(theme.resolve("background", .light) == RGBA(hex: "#FCFAF8"))
        #expect(theme.resolve("background", .dark) == RGBA(hex: "#0E110F"))
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#27684A"))
        #expect(theme.resolve("primary-foreground", .dark) == RGBA(hex: "#0E110F"))
        #expect(theme.resolve("ring", .dark) == RGBA(hex: "#0F766E"))
        #expect(theme.notes.contains { $0.message.contains("from `src/app/globals.css`") })
    }

    @Test("without components.json, the stylesheet with @tailwind is found and its @import followed")
    func foundStylesheet() throws {
        let theme = try load([
            "web/tailwind.config.ts": Self.shadcnConfig,
            "web/src/styles/main.css": "@import \"./tokens.css\";\n@tailwind base;\n",
            "web/src/styles/tokens.css": Self.globals.replacing("@tailwind base;", with: ""),
            "web/src/other.css": ":root { --primary: 0 100% 50%; }",
        ])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#27684A"))
    }

    @Test("Tailwind's palette, spread, picked and renamed; consts; DEFAULT; extend over colors")
    func palette() throws {
        let config = """
            const colors = require('tailwindcss/colors')
            /* a comment /* that JavaScript does not nest */
            const brand = { light: '#E0F2EC', DEFAULT: '#1F7A5C' }

            module.exports = {
              theme: {
                colors: {
                  transparent: 'transparent',
                  white: colors.white,
                  gray: colors.stone,
                  sky: colors.lightBlue,
                  brand,
                  accent: colors['rose'][600],
                  ink: '#111',
                },
                extend: {
                  colors: { ink: 'rgb(20 20 30)', ...{ note: '#FFF7D6' } },
                },
              },
            }
            """
        let theme = try load(["web/tailwind.config.js": config], "web/tailwind.config.js")
        #expect(theme.resolve("gray-50", .light) == RGBA(hex: "#FAFAF9"))
        #expect(theme.resolve("gray-950", .dark) == RGBA(hex: "#0C0A09"))
        #expect(theme.resolve("sky-500", .light) == RGBA(hex: "#0EA5E9"))
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#1F7A5C"))
        #expect(theme.resolve("brand-light", .light) == RGBA(hex: "#E0F2EC"))
        #expect(theme.resolve("accent", .light) == RGBA(hex: "#E11D48"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#14141E"))
        #expect(theme.resolve("note", .light) == RGBA(hex: "#FFF7D6"))
        #expect(theme.resolve("transparent", .light)?.a == 0)
        #expect(theme.coverage?.skipped ?? 0 == 0)
    }

    @Test("what runs at build time is counted in a note naming the color and the line")
    func unread() throws {
        let config = """
            import { brandColors } from './brand'
            const a = b
            const b = a
            export default {
              theme: {
                extend: {
                  colors: {
                    brand: brandColors.main,
                    loop: a,
                    fn: ({ opacityValue }) => `rgba(0, 0, 0, ${opacityValue})`,
                    lost: 'hsl(var(--nowhere))',
                    kept: '#336699',
                    'odd{name}': '#336699',
                  },
                },
              },
            }
            """
        let theme = try load(["web/tailwind.config.mjs": config], "web/tailwind.config.mjs")
        #expect(theme.resolve("kept", .light) == RGBA(hex: "#336699"))
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("`brand` not read") && $0.contains("`./brand`") })
        #expect(notes.contains { $0.hasPrefix("`loop` not read") })
        #expect(notes.contains { $0.hasPrefix("`fn` not read: a function") })
        #expect(notes.contains { $0.hasPrefix("`lost` not read: `--nowhere` is set in no stylesheet") })
        #expect(theme.notes.first { $0.message.hasPrefix("`fn`") }?.location?.line == 10)
        #expect(notes.contains { $0.hasPrefix("`odd{name}` not read: a color name cannot contain `{` or `}`") })
        #expect(theme.coverage?.skipped == 5)
    }

    @Test("TypeScript's `as const` keeps a const; a bracket never closed is said where it opens")
    func typescript() throws {
        let config = """
            const extra = { brand: '#123456' } as const
            export default { theme: { colors: { ...extra, ink: '#000' } } }
            """
        let theme = try load(["web/tailwind.config.ts": config])
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#123456"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#000000"))
        #expect {
            _ = try load(["web/tailwind.config.ts": "export default { theme: { colors: { ink: '#000' } }\n"])
        } throws: { error in
            "\(error)".contains("tailwind.config.ts:1:16: error: this `{` is never closed")
        }
    }

    @Test("a config with no colors is an error that says what a config has")
    func noColors() {
        #expect {
            _ = try load(
                ["web/tailwind.config.js": "module.exports = { content: ['./src/**/*.tsx'] }"],
                "web/tailwind.config.js")
        } throws: { error in
            "\(error)".contains("found no colors: a Tailwind config has `theme: { colors:")
        }
    }
}
