import ANSIReader
import Audit
import ColorScience
import Formats
import Foundation
import Screens
import TestSupport
import Testing
import ThemeModel

/// What a person sees in the exports, read back from the ANSI text.
@Suite("What the exports show")
struct VisibleTests {
    func row(_ screen: ANSIScreen, containing text: String) throws -> (y: Int, x: Int) {
        for y in 0..<screen.height {
            if let x = screen.column(of: text, row: y) { return (y, x) }
        }
        throw TestFailure("no row contains \(text)")
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    @Test("settings-dark: the table background is #000000 and the cells #1C1C1E")
    func settingsDark() throws {
        let s = shown(.settings, .dark)
        let wifi = try row(s, containing: "Wi-Fi")
        #expect(s.cell(wifi.x, wifi.y)?.background?.hexRGB == "#1C1C1E")
        #expect(s.cell(wifi.x, wifi.y)?.foreground?.hexRGB == "#FFFFFF")
        #expect(s.cell(0, 4)?.background?.hexRGB == "#000000", "the page, above the edge-to-edge table")
        #expect(s.cell(0, wifi.y)?.background?.hexRGB == "#1C1C1E", "edge to edge")
        let light = shown(.settings, .light)
        #expect(light.cell(0, 4)?.background?.hexRGB == "#F2F2F7")
        #expect(light.cell(wifi.x, wifi.y)?.background?.hexRGB == "#FFFFFF")
    }

    @Test("secondaryLabel is composited over its background, as UIKit does")
    func translucentLabel() throws {
        let s = shown(.settings, .light)
        let home = try row(s, containing: "Home")
        // #3C3C43 at 0.6 over white.
        #expect(s.cell(home.x, home.y)?.foreground?.hexRGB == "#8A8A8E")
    }

    @Test("card-dark: the card is #1C1C1E, the dimmed screen behind it darker")
    func cardDark() throws {
        let s = shown(.card, .dark)
        let title = try row(s, containing: "Learn More")
        let card = try #require(s.cell(title.x - 1, title.y)?.background)
        #expect(card.hexRGB == "#1C1C1E")
        let behind = try #require(s.cell(10, 1)?.background)
        #expect(Contrast.relativeLuminance(behind) < Contrast.relativeLuminance(card))
        // In light, the card is white and the dimmed screen behind it is gray.
        let l = shown(.card, .light)
        #expect(l.cell(title.x - 1, title.y)?.background?.hexRGB == "#FFFFFF")
        #expect(Contrast.relativeLuminance(l.cell(10, 1)!.background!) < 0.5)
    }

    @Test("the card's style override: always dark inside a light screen")
    func cardOverride() throws {
        let s = shown(.card, .light, options: ScreenOptions(cardStyle: .dark))
        let title = try row(s, containing: "Learn More")
        #expect(s.cell(title.x - 1, title.y)?.background?.hexRGB == "#1C1C1E")
        // The status bar sits on the black behind the pushed-back screen: light glyphs.
        #expect(s.cell(s.column(of: "9:41", row: 0) ?? -1, 0)?.foreground == .white)
    }

    @Test("status bar glyphs: dark in light, light in dark, and the explicit styles", arguments: Screen.allCases)
    func statusBar(screen: Screen) throws {
        // Over a presented page sheet iOS 13 puts the bar on black: light glyphs in light mode too.
        #expect(shown(screen, .light).timeCell?.foreground == (screen == .card ? .white : .black))
        #expect(shown(screen, .dark).timeCell?.foreground == .white)
        // Above a sheet UIKit takes the bar over: light glyphs whatever style the app asks for.
        let darkContent = shown(screen, .dark, options: ScreenOptions(statusBarStyle: .darkContent)).timeCell?
            .foreground
        #expect(darkContent == (screen == .card ? .white : .black))
        #expect(
            shown(screen, .light, options: ScreenOptions(statusBarStyle: .lightContent)).timeCell?.foreground
                == .white)
        #expect(shown(screen, .light).text(0).contains("9:41"))
    }

    @Test("materials: the blur is real, pixel-to-pixel variation drops inside the panels")
    func blurIsReal() throws {
        for traits in [Traits.light, .dark] {
            let size = Screen.defaultSize
            let canvas = Screen.materials.render(theme: ios13, traits: traits, size: size)
            let backdrop = Backdrop.image(for: traits.style, theme: ios13, width: size.width, height: size.height * 2)
            var before = 0
            var after = 0
            // The last row of each panel holds no text: compare its pixels with the picture's.
            for (t, line) in canvas.plainLines.enumerated() where line.contains("Material") {
                let y = t + 3
                for x in 10..<70 {
                    before +=
                        abs(Int(backdrop[x, 2 * y].g) - Int(backdrop[x + 1, 2 * y].g))
                        + abs(Int(backdrop[x, 2 * y].g) - Int(backdrop[x, 2 * y + 1].g))
                    after +=
                        abs(Int(canvas[x, y].topPixel.g) - Int(canvas[x + 1, y].topPixel.g))
                        + abs(Int(canvas[x, y].topPixel.g) - Int(canvas[x, y].bottomPixel.g))
                    #expect(canvas[x, y].isHalfBlock)
                }
            }
            #expect(before > 0)
            #expect(after * 3 < before, "\(traits.name): variation \(before) before blur, \(after) after")
        }
    }

    @Test("materials: light and dark use different pictures (a dynamic image)")
    func dynamicBackdrop() {
        let light = Screen.materials.render(theme: ios13, traits: .light, size: Screen.defaultSize)
        let dark = Screen.materials.render(theme: ios13, traits: .dark, size: Screen.defaultSize)
        // Bottom-left corner: sand by day, dark water at sunset.
        let sand = light[0, 39].bottomPixel
        let sea = dark[0, 39].bottomPixel
        #expect(Contrast.relativeLuminance(sand) > 0.5)
        #expect(Contrast.relativeLuminance(sea) < 0.05)
    }

    @Test("vibrancy: secondaryLabel over a material keeps only its alpha, on the label color")
    func vibrancy() throws {
        let canvas = Screen.materials.render(theme: ios13, traits: .dark, size: Screen.defaultSize)
        let lines = canvas.plainLines
        let y = try #require(lines.firstIndex { $0.contains("secondaryLabel") && $0.contains("quaternaryLabel") })
        let x = try #require(ANSIScreen(Array((lines[y] + "\n").utf8)).column(of: "secondaryLabel", row: 0))
        let cell = canvas[x, y]
        // White at 0.6 over a dark material: lighter than the background, not fully white.
        #expect(cell.foreground.r > cell.background.r)
        #expect(cell.foreground != .white)
        #expect(canvas.colorNames(at: Point(x, y)).foreground == "secondaryLabel")
        #expect(canvas.colorNames(at: Point(x, y)).background == "systemUltraThinMaterial")
    }

    @Test("the inspector's names: label on secondarySystemGroupedBackground")
    func semanticNames() throws {
        let canvas = Screen.settings.render(theme: ios13, traits: .light, size: Screen.defaultSize)
        let y = try #require(canvas.plainLines.firstIndex { $0.contains("Wi-Fi") })
        let x = try #require(canvas.plainLines[y].unicodeScalars.map { $0 }.firstIndex(of: "W"))
        let names = canvas.colorNames(at: Point(x, y))
        #expect(names.foreground == "label")
        #expect(names.background == "secondarySystemGroupedBackground")
    }

    @Test("labels screen shows the three backgrounds side by side, elevated in dark")
    func labelsScreen() throws {
        let s = shown(.labels, Traits(.dark, .elevated))
        let y = try row(s, containing: "quaternaryLabel").y
        let xs = [2, 28, 55]
        #expect(xs.map { s.cell($0, y)?.background?.hexRGB } == ["#1C1C1E", "#2C2C2E", "#3A3A3C"])
    }

    @Test("a theme's color reaches the screens")
    func themeOverride() throws {
        let theme = try ThemeLoader.load(
            text: ##"{"colors": {"systemGroupedBackground": {"light": "#FFEEDD", "dark": "#112233"}}}"##, path: "t.json"
        )
        #expect(shown(.settings, .light, theme: theme).cell(0, 4)?.background?.hexRGB == "#FFEEDD")
        #expect(shown(.settings, .dark, theme: theme).cell(0, 4)?.background?.hexRGB == "#112233")
    }

    @Test("colors screen: custom colors first, with hex and contrast")
    func colorsScreen() throws {
        let theme = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let s = shown(.colors, .dark, theme: theme)
        #expect(s.text(3).contains("brandBackground"))
        #expect(s.text(3).contains("#0E1512"))
        let swatch = s.cell(2, 3)?.background
        #expect(swatch?.hexRGB == "#0E1512")
        #expect(s.cell(6, 3)?.bold == true)
    }
}

@Suite("The card as an iOS 13 page sheet")
struct PageSheetTests {
    @Test(
        """
        the presenting screen is a dimmed sliver on black, nothing of it readable; no grabber; Done beside the \
        centered title; each list row once; the link is a phrase
        """)
    func pageSheet() throws {
        let s = shown(.card, .light)
        // Row 1: black at the edges, the pushed-back settings page (dimmed) between, as a half row.
        #expect(s.cell(0, 1)?.background == .black)
        #expect(s.cell(10, 1)?.foreground == RGBA(0, 0, 0, 0x66).over(RGBA(hex: "#F2F2F7")!))
        for row in 1...2 {
            #expect(s.text(row).allSatisfy { "▄▀▗▖ ".contains($0) }, "nothing readable: \(s.text(row))")
        }
        let all = (0..<s.height).map { s.text($0) }.joined()
        #expect(!all.contains("━"), "no grabber: iOS 15 added it")
        let title = try #require(s.column(of: "Learn More", row: 3))
        #expect(abs(title + 5 - 40) <= 1, "the title is centered")
        #expect(s.column(of: "Done", row: 3) == 74, "Done on the title's row, at the right")
        let text = (0..<s.height).map { s.text($0) }.joined(separator: "\n")
        for row in ["Appearance", "Night Shift", "True Tone", "Increase Contrast"] {
            #expect(text.components(separatedBy: row).count == 2, "\(row) once")
        }
        // The link's words are link-colored and underlined wherever the line breaks.
        let line = try #require(
            (0..<s.height).first {
                s.text($0).contains("Learn about") || s.text($0).contains("Learn") && s.text($0).contains("about")
            })
        let x = try #require(s.text(line).range(of: "Learn")).lowerBound.utf16Offset(in: s.text(line))
        #expect(s.cell(x, line)?.foreground?.hexRGB == "#007AFF")
        #expect(s.cell(x, line)?.underline == true)
    }
}
