import Audit
import ColorScience
import Export
import Formats
import Foundation
import Screens
import Testing
import ThemeModel

/// Issue 7: the app-wide style lock, dynamic gradients, template images.
@Suite("Style lock, gradients, template images")
struct AdaptationToolkitTests {
    let vip = try! ThemeLoader.load(packageRoot + "/themes/vip.json")
    let lightOnly = try! ThemeLoader.load(packageRoot + "/themes/light-only.json")

    @Test("a theme locked to light exports light colors for a dark request")
    func styleLock() {
        #expect(lightOnly.lockedStyle == .light)
        let s = shown(.settings, .dark, theme: lightOnly)
        #expect(s.cell(0, 4)?.background?.hexRGB == "#F2F2F7")
        // Elevated and high contrast still apply.
        let hc = shown(.settings, Traits(.dark, .base, .high), theme: lightOnly)
        #expect(hc.cell(0, 4)?.background?.hexRGB == "#EBEBF0")
        // The file is still named by the requested appearance.
        #expect(ScreenshotRequest(screen: .settings, traits: .dark).fileName == "settings-dark.ans")
    }

    @Test("check looks only at the locked style")
    func lockedCheck() {
        let audit = ContrastAudit(theme: lightOnly)
        #expect(Set(audit.pairs.map(\.traits.style)) == [.light])
        #expect(audit.staticColors.isEmpty)
    }

    @Test("a gradient's middle cells lie between its stops in OKLab")
    func gradientInterpolation() throws {
        // As drawn before the alert's dimming.
        let canvas = Screen.controls.render(theme: vip, traits: .light, size: Screen.defaultSize).undimmed()
        let y = try #require(canvas.plainLines.firstIndex { $0.contains("VIP Gold") })
        let cells = (0..<canvas.size.width).filter {
            canvas.colorNames(at: Point($0, y + 1)).background == "gradient:VIP Gold"
        }
        try #require(cells.count >= 20)
        let first = OKLab(canvas[cells.first!, y + 1].bottomPixel)
        let last = OKLab(canvas[cells.last!, y + 1].bottomPixel)
        #expect(abs(first.l - OKLab(RGBA(hex: "#F7D774")!).l) < 0.01)
        #expect(abs(last.l - OKLab(RGBA(hex: "#C9A227")!).l) < 0.01)
        var previous = first.l
        for x in cells.dropFirst() {
            let l = OKLab(canvas[x, y + 1].bottomPixel).l
            #expect(l <= previous + 0.002, "lightness falls monotonically from the light stop to the dark one")
            #expect(l >= last.l - 0.002 && l <= first.l + 0.002)
            previous = l
        }
        // The middle is OKLab's midpoint of the stops, not sRGB's.
        let mid = GradientMath.color(at: 0.5, stops: [RGBA(hex: "#FF0000")!, RGBA(hex: "#00FF00")!])
        let expected = OKLab(RGBA(hex: "#FF0000")!).interpolated(to: OKLab(RGBA(hex: "#00FF00")!), 0.5).rgba()
        #expect(mid == expected)
        #expect(mid != RGBA(128, 128, 0))
    }

    @Test("gradient stops change with the appearance and the text stays readable on both ends")
    func gradientsAreDynamic() {
        let gold = vip.gradients.first { $0.name == "VIP Gold" }!
        #expect(vip.stops(of: gold, .light).map(\.hexRGB) == ["#F7D774", "#E2B84A", "#C9A227"])
        #expect(vip.stops(of: gold, .dark).map(\.hexRGB) == ["#D4AF37", "#8A6D1D"])
        let sunrise = vip.gradients.first { $0.name == "Sunrise" }!
        #expect(vip.stops(of: sunrise, .dark).map(\.hexRGB) == ["#FF375F", "#FF9F0A"])  // aliases, resolved in dark
        let audit = ContrastAudit(theme: vip)
        let pairs = audit.pairs.filter { $0.foreground == "VIP Gold text" }
        #expect(pairs.count == 16)  // 8 appearances x darkest and lightest stop
        #expect(pairs.contains { $0.background == "VIP Gold lightest stop" && $0.traits == .light })
    }

    @Test("the template image takes the tint of the current appearance")
    func templateImage() throws {
        for (traits, tint) in [(Traits.light, "#34C759"), (Traits.dark, "#FFD60A")] {
            for screen in [Screen.settings, .card] {
                let canvas = screen.render(theme: vip, traits: traits, size: Screen.defaultSize)
                let inked = canvas.cells.filter { canvas.names[Int($0.backgroundName)] == "image:starLogo" }
                try #require(!inked.isEmpty, "\(screen) shows the logo")
                #expect(
                    inked.contains { $0.topPixel.hexRGB == tint || $0.bottomPixel.hexRGB == tint },
                    "\(screen) \(traits)")
            }
        }
    }

    @Test("gradient and image mistakes name the line")
    func errors() {
        do {
            _ = try ThemeLoader.load(
                text: """
                    {
                      "gradients": { "g": { "light": ["#FFF"], "direction": "sideways" } },
                      "images": { "i": { "light": "starr", "template": true } },
                      "userInterfaceStyle": "dim"
                    }
                    """, path: "t.json")
            Issue.record("expected errors")
        } catch {
            let text = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(
                text.contains(
                    """
                    t.json:2:34: error: the light stops of gradient `g` must be a list of two or more colors, \
                    found 1 color
                    """
                ))
            #expect(text.contains("`direction` must be one of horizontal, vertical, diagonal"))
            #expect(text.contains("unknown glyph `starr`; did you mean `star`?"))
            #expect(text.contains("template image `i` needs a `tint` color"))
            #expect(text.contains("t.json:4:25: error: `userInterfaceStyle` locks the app"))
        }
    }
}
