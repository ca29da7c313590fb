import ColorScience
import Encoding
import Formats
import Screens
import TestSupport
import Testing
import ThemeModel

/// What a designer checks a 256- or 16-color screen by (issue 55), over every screen of the built-in theme and
/// Juniper in all eight appearances: surfaces keep their order in lightness, grays stay gray, and the tint is
/// one palette color on every screen.
@Suite("Few colors keep order, grays and the tint")
struct FewColorRulesTests {
    static let depths: [ColorDepth] = [.ansi256, .ansi16]

    static func themes() throws -> [Theme] {
        [ios13, try ThemeLoader.load(packageRoot + "/themes/juniper.json")]
    }

    /// Every screen of `theme` in `traits`, 24-bit and mapped to `depth`.
    static func frames(_ theme: Theme, _ traits: Traits, _ depth: ColorDepth) -> [(String, Canvas, Canvas)] {
        ScreenRef.all(in: theme).map { screen in
            let frame = screen.render(theme: theme, traits: traits, size: Screen.defaultSize)
            var mapped = frame
            var mapping = PaletteMapping(depth: depth)
            mapping.apply(to: &mapped)
            return (screen.name, frame, mapped)
        }
    }

    static func isGray(_ c: RGBA) -> Bool {
        let lab = OKLab(c)
        return lab.a * lab.a + lab.b * lab.b < 0.02 * 0.02
    }

    /// The frame's fills: backgrounds of a few cells at least, under names drawn in a few colors (not a blur),
    /// each with the palette color it is shown in.
    static func surfaces(_ frame: Canvas, _ mapped: Canvas) -> [RGBA: RGBA] {
        var colorsOfName: [UInt16: Set<RGBA>] = [:]
        var cells: [RGBA: Int] = [:]
        for cell in frame.cells where !cell.isHalfBlock {
            colorsOfName[cell.backgroundName, default: []].insert(cell.background)
            cells[cell.background, default: 0] += 1
        }
        var shown: [RGBA: RGBA] = [:]
        for (before, after) in zip(frame.cells, mapped.cells) where !before.isHalfBlock {
            guard colorsOfName[before.backgroundName]!.count <= 4, cells[before.background]! >= 3 else { continue }
            shown[before.background] = after.background
        }
        return shown
    }

    /// A gray and a colored fill closer in lightness than this differ by hue and chroma more than by lightness
    /// (a vivid color looks lighter than its OKLab lightness): their order is not one a designer reads.
    static let clearlyLighter = 0.05
    /// Palette colors closer in lightness than this look equally light (xterm's `#7F7F7F` and `#CD00CD`).
    static let sameLightness = 0.01
    /// Crossings allowed on the 16-color `colors` screen (measured: at most 4 of its 1,300 gray-color pairs).
    static let crowdedSwatches = 5

    @Test(
        "a lighter gray fill is never shown darker than another gray, nor than a colored fill clearly darker",
        arguments: depths)
    func lightnessOrderKept(depth: ColorDepth) throws {
        for theme in try Self.themes() {
            for traits in Traits.all {
                for (screen, frame, mapped) in Self.frames(theme, traits, depth) {
                    let shown = Self.surfaces(frame, mapped)
                    var inverted: [String] = []
                    for (a, shownA) in shown {
                        for (b, shownB) in shown
                        where (Self.isGray(a) || Self.isGray(b)) && OKLab(a).l > OKLab(b).l
                            && OKLab(shownA).l < OKLab(shownB).l - Self.sameLightness
                            && (Self.isGray(a) && Self.isGray(b) || OKLab(a).l - OKLab(b).l >= Self.clearlyLighter)
                        {
                            inverted.append("\(a.hexRGB) as \(shownA.hexRGB) below \(b.hexRGB) as \(shownB.hexRGB)")
                        }
                    }
                    // The `colors` screen lists every color as a swatch: in 16 colors (four grays, twelve vivid
                    // colors) a few gray swatches cannot keep their place among the vivid ones around them.
                    let allowed = screen == "colors" && depth == .ansi16 ? Self.crowdedSwatches : 0
                    #expect(
                        inverted.count <= allowed,
                        "\(theme.name) \(screen) \(traits) \(depth): \(inverted.sorted().prefix(4))")
                }
            }
        }
    }

    @Test("a gray is shown as a gray: text, lines and fills", arguments: depths)
    func graysStayGray(depth: ColorDepth) throws {
        for theme in try Self.themes() {
            for traits in Traits.all {
                for (screen, frame, mapped) in Self.frames(theme, traits, depth) {
                    var tinted: Set<String> = []
                    for (before, after) in zip(frame.cells, mapped.cells) where !before.isHalfBlock {
                        if Self.isGray(before.background), !Self.isGray(after.background) {
                            tinted.insert("\(before.background.hexRGB) as \(after.background.hexRGB)")
                        }
                        if !before.hidesForeground, before.scalar != " ", Self.isGray(before.foreground),
                            !Self.isGray(after.foreground)
                        {
                            tinted.insert("\(before.foreground.hexRGB) as \(after.foreground.hexRGB)")
                        }
                    }
                    #expect(tinted.isEmpty, "\(theme.name) \(screen) \(traits) \(depth): \(tinted.sorted().prefix(4))")
                }
            }
        }
    }

    @Test("the tint is one palette color on every screen, of its own hue family", arguments: depths)
    func oneTint(depth: ColorDepth) throws {
        for theme in try Self.themes() {
            for traits in Traits.all {
                let tint = try #require(theme.resolve(Theme.tintName, theme.effectiveTraits(traits)))
                var shownAs: [RGBA: Set<String>] = [:]
                for (screen, frame, mapped) in Self.frames(theme, traits, depth) {
                    for (before, after) in zip(frame.cells, mapped.cells) where !before.isHalfBlock {
                        if before.background == tint { shownAs[after.background, default: []].insert(screen) }
                        if !before.hidesForeground, before.scalar != " ", before.foreground == tint,
                            before.foreground != before.background
                        {
                            shownAs[after.foreground, default: []].insert(screen)
                        }
                    }
                }
                let label = "\(theme.name) \(traits) \(depth) tint \(tint.hexRGB)"
                #expect(shownAs.count == 1, "\(label): \(shownAs.map { "\($0.key.hexRGB) on \($0.value.sorted())" })")
                #expect(shownAs.keys.allSatisfy { !Self.isGray($0) }, "\(label) turned gray")
            }
        }
    }
}
