import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// SCSS palettes (own values), each value checked against dart-sass 1.99's output rounded as Sass rounds it:
/// `!default`, partials, Sass's color functions, maps, a palette's own functions, `#{…}` in custom properties
/// and a top-level `@if`.
@Suite("SCSS palettes")
struct SassPaletteTests {
    static let base = """
        $fern: #3F6B35 !default;
        $sand: #F4EBD9;
        @function tint($color, $weight: 20%) { @return mix(white, $color, $weight); }
        @function shift($color, $weight) {
          @if $weight > 0 {
            @return mix(black, $color, $weight);
          } @else {
            @return tint($color, -$weight);
          }
        }
        """

    static let theme = """
        @use "sass:math";
        $fern: #2E5A26;
        @import "base";
        $fern: #000 !default;
        $link: $fern;
        $fern-light: lighten($fern, 12%);
        $fern-dark: darken($fern, 7.5%);
        $moss: mix($fern, $sand, 35%);
        $veil: rgba($fern, .4);
        $mist: transparentize($sand, 0.25);
        $tinted: tint($fern);
        $shifted: shift($fern, -40%);
        $shaded: shift($fern, 15%);
        $scaled: scale-color($fern, $lightness: 30%, $saturation: -10%);
        $adjusted: adjust-hue($fern, 25deg);
        $palette: (primary: $fern, "surface": (base: $sand, raised: white), red: #C0392B);
        $accent: map-get($palette, surface, raised);
        $dark-mode: true;
        :root { --page: #{$sand}; --ink: #{darken($fern, 20%)}; }
        @if $dark-mode {
          @media (prefers-color-scheme: dark) { :root { --page: #{#101410}; --ink: #{$fern-light}; } }
        }
        """

    func load(_ files: [String: String], _ open: String = "styles/theme.scss") throws(ThemeError) -> Theme {
        try ThemeLoader.load(open, fileAccess: MemoryFiles(texts: files))
    }

    @Test("variables computed as Sass computes them, through a partial and the palette's own functions")
    func variables() throws {
        let theme = try load(["styles/theme.scss": Self.theme, "styles/_base.scss": Self.base])
        let expected: [String: String] = [
            "fern": "#2E5A26", "sand": "#F4EBD9", "fern-light": "#448538", "fern-dark": "#203F1B", "moss": "#AFB89A",
            "veil": "#2E5A2666", "mist": "#F4EBD9BF", "tinted": "#587B51", "shifted": "#829C7D", "shaded": "#274D20",
            "scaled": "#5BA64D", "adjusted": "#265A34", "accent": "#FFFFFF", "palette.surface.base": "#F4EBD9",
            "palette.red": "#C0392B",
        ]
        for (name, hex) in expected {
            #expect(theme.resolve(name, .light) == RGBA(hex: hex), "\(name)")
        }
        #expect(theme["link"]?.color.value(for: .light) == .alias("fern"), "the link is kept")
    }

    @Test("custom properties take #{…} and the @if branch Sass takes, in light and dark")
    func customProperties() throws {
        let theme = try load(["styles/theme.scss": Self.theme, "styles/_base.scss": Self.base])
        #expect(theme.resolve("page", .light) == RGBA(hex: "#F4EBD9"))
        #expect(theme.resolve("page", .dark) == RGBA(hex: "#101410"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#091208"))
        #expect(theme.resolve("ink", .dark) == RGBA(hex: "#448538"))
        let off = Self.theme.replacing("$dark-mode: true;", with: "$dark-mode: false;")
        let light = try load(["styles/theme.scss": off, "styles/_base.scss": Self.base])
        #expect(light.resolve("page", .dark) == RGBA(hex: "#F4EBD9"))
    }

    @Test("what Sass computes from outside the file is counted in a note naming the variable and the line")
    func unread() throws {
        let sheet = """
            @import "bootstrap/scss/functions";
            $brand: #1F7A5C;
            $brand-soft: tint-color($brand, 80%);
            $shadow: 0 1px 2px rgba($brand, .2);
            $gradient: linear-gradient($brand, #fff);
            :root { --brand: $brand; }
            """
        let theme = try load(["styles/theme.scss": sheet])
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#1F7A5C"))
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.contains("`@import \"bootstrap/scss/functions\"` not read") })
        #expect(notes.contains { $0.hasPrefix("`$brand-soft` not read: `tint-color()` is a function dusk does not") })
        #expect(theme.notes.first { $0.message.hasPrefix("`$brand-soft`") }?.location?.line == 3)
        #expect(notes.contains { $0.contains("Sass writes `$brand` into a custom property as it is") })
        #expect(!notes.contains { $0.contains("$shadow") || $0.contains("$gradient") })
    }

    @Test("a mixin of custom properties is read where it is included, in the appearance around it")
    func mixins() throws {
        let sheet = """
            @mixin theme-light { --page: #FFFFFF; --ink: #1B1B1F; }
            @mixin theme-dark { --page: #121212; --ink: #ECECEC; }
            @mixin theme-auto {
              @include theme-light;
              @media (prefers-color-scheme: dark) { @include theme-dark; }
            }
            @mixin unused { --lost: #FF0000; }
            :root { @include theme-auto; }
            """
        let theme = try load(["styles/theme.scss": sheet])
        #expect(theme.resolve("page", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("page", .dark) == RGBA(hex: "#121212"))
        #expect(theme.resolve("ink", .dark) == RGBA(hex: "#ECECEC"))
        let notes = theme.notes.map(\.message)
        #expect(notes.contains { $0.contains("`@mixin unused`") }, "\(notes)")
        #expect(!notes.contains { $0.contains("`@mixin theme-light`") }, "\(notes)")
    }

    @Test("Sass's own rules: @if branches, @use with, / in rgb(), angle units, amounts Sass refuses")
    func semantics() throws {
        let sheet = """
            @use "cfg" with ($primary: #00f);
            $bg: #fff;
            @if true { $bg: #000 !global; } @else { $bg: #abc !global; }
            $x: #111;
            $flag: false;
            @if $flag { $x: #222; } @else if true { $x: #333; } @else { $x: #444; }
            $accent: cfg.$accent;
            $veil: hsl(120 100% 50% / 0.5);
            $half: rgb(255 0 0 / 50%);
            $turned: adjust-hue(#336699, -0.5turn);
            $faded: transparentize(rgba(#000, .5), .25);
            $wrong: lighten(#fff, 500%);
            """
        let cfg = "$primary: #f00 !default;\n$accent: lighten($primary, 20%);\n"
        let theme = try load(["styles/theme.scss": sheet, "styles/_cfg.scss": cfg])
        // dart-sass 1.99: #000, #333, #6666FF, #00FF0080, #FF000080, #996633, #00000040 (ie-hex-str #40000000).
        #expect(theme.resolve("bg", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("x", .light) == RGBA(hex: "#333333"))
        #expect(theme.resolve("accent", .light) == RGBA(hex: "#6666FF"))
        #expect(theme.resolve("veil", .light) == RGBA(hex: "#00FF0080"))
        #expect(theme.resolve("half", .light) == RGBA(hex: "#FF000080"))
        #expect(theme.resolve("turned", .light) == RGBA(hex: "#996633"))
        #expect(theme.resolve("faded", .light) == RGBA(hex: "#00000040"))
        #expect(theme.notes.contains { $0.message.hasPrefix("`$wrong` not read: Sass refuses this `lighten()`") })
    }

    @Test("@use gives a partial's variables under its namespace, and its functions")
    func modules() throws {
        let sheet = """
            @use "palette" as p;
            $primary: p.$leaf;
            $primary-hover: p.deepen($primary);
            """
        let palette = """
            $leaf: #4C9A2A;
            @function deepen($c) { @return darken($c, 10%); }
            """
        let theme = try load(["styles/theme.scss": sheet, "styles/_palette.scss": palette])
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#4C9A2A"))
        #expect(theme.resolve("primary-hover", .light) == RGBA(hex: "#38721F"))
        #expect(theme.resolve("leaf", .light) == RGBA(hex: "#4C9A2A"))
    }
}
