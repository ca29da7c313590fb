import Testing

@testable import ColorScience
@testable import ThemeModel

@Suite("Color math")
struct ColorMathTests {
    @Test(arguments: [
        ("#FFF", "#FFFFFFFF"), ("#0008", "#00000088"), ("#1c1c1e", "#1C1C1EFF"), ("#3C3C4399", "#3C3C4399"),
    ])
    func hexForms(input: String, expected: String) {
        #expect(RGBA(hex: input)?.hexRGBA == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "123456", "#GGGGGG", "#123456789"])
    func badHex(input: String) { #expect(RGBA(hex: input) == nil) }

    @Test func wcagExtremesAndPublishedValue() {
        #expect(abs(Contrast.wcagRatio(text: .black, background: .white) - 21) < 1e-9)
        #expect(abs(Contrast.wcagRatio(text: .white, background: .white) - 1) < 1e-9)
        // The classic AA gray: #767676 on white is 4.54:1.
        #expect(NumberFormat.fixed(Contrast.wcagRatio(text: RGBA(hex: "#767676")!, background: .white), 2) == "4.54")
        // systemBlue on white, Apple's own finding.
        #expect(NumberFormat.fixed(Contrast.wcagRatio(text: RGBA(hex: "#007AFF")!, background: .white), 2) == "4.02")
    }

    // apca-w3 0.1.9 test suite; the older README pair #123/#234 predates the low-contrast clip.
    @Test(
        "APCA-W3 0.0.98G-4g published reference pairs",
        arguments: [
            ("#888", "#fff", 63.056469930209424), ("#fff", "#888", -68.54146436644962),
            ("#000", "#aaa", 58.146262578561334), ("#aaa", "#000", -56.24113336839742),
            ("#123", "#def", 91.66830811481631), ("#def", "#123", -93.06770049484275),
            ("#123", "#444", 8.32326136957393), ("#444", "#123", -7.526878460278154),
        ])
    func apca(text: String, background: String, expected: Double) {
        let lc = Contrast.apcaLc(text: RGBA(hex: text)!, background: RGBA(hex: background)!)
        #expect(abs(lc - expected) < 1e-9)
    }

    @Test func translucentTextIsCompositedFirst() {
        let secondaryLabel = RGBA(hex: "#3C3C4399")!
        #expect(secondaryLabel.over(.white).hexRGBA == "#8A8A8EFF")
        #expect(
            Contrast.wcagRatio(text: secondaryLabel, background: .white)
                == Contrast.wcagRatio(text: RGBA(hex: "#8A8A8E")!, background: .white))
    }

    @Test func sourceOverCompositing() {
        #expect(RGBA(255, 0, 0, 128).over(.black) == RGBA(128, 0, 0))
        #expect(RGBA(255, 0, 0, 0).over(.black) == .black)
        #expect(RGBA.clear.over(.clear) == .clear)
        // Half over half: alpha 0.75.
        #expect(RGBA(255, 255, 255, 128).over(RGBA(0, 0, 0, 128)).a == 192)
    }

    @Test("a color in every space dusk reads, and back, is the same 8-bit color", arguments: ColorSpaceConversion.known)
    func componentsRoundTrip(space: String) throws {
        for v in stride(from: 0, through: 255, by: 15) {
            for color in [
                RGBA(UInt8(v), UInt8(255 - v), 0x40), RGBA(UInt8(v), UInt8(v), UInt8(v)), RGBA(0x12, UInt8(v), 0xEE),
            ] {
                let components = try #require(ColorSpaceConversion.components(of: color, in: space))
                #expect(ColorSpaceConversion.from(space: space, components, alpha: 1).color == color, "\(space)")
            }
        }
    }

    @Test("CSS Color 4's example, #7D2329, is oklch(40.101% 0.12332 21.555) and lab(29.2345% 39.3825 20.0664)")
    func componentsOfAKnownColor() throws {
        // Those are the spec's values of the unrounded color; #7D2329 is within a step of each channel.
        let c = RGBA(0x7D, 0x23, 0x29)
        let oklch = try #require(ColorSpaceConversion.components(of: c, in: "oklch"))
        #expect(abs(oklch[0] - 0.401) < 0.002 && abs(oklch[1] - 0.1233) < 0.002 && abs(oklch[2] - 21.6) < 0.5)
        let lab = try #require(ColorSpaceConversion.components(of: c, in: "lab"))
        #expect(abs(lab[0] - 29.23) < 0.5 && abs(lab[1] - 39.38) < 0.5 && abs(lab[2] - 20.07) < 0.5, "\(lab)")
        #expect(ColorSpaceConversion.components(of: c, in: "cmyk") == nil)
    }

    @Test func okLabRoundTripAndKnownValues() {
        let white = OKLab(RGBA.white)
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        // Ottosson's published value for sRGB red: L 0.6280, a 0.2249, b 0.1258.
        let red = OKLab(RGBA(255, 0, 0))
        #expect(abs(red.l - 0.6280) < 1e-3 && abs(red.a - 0.2249) < 1e-3 && abs(red.b - 0.1258) < 1e-3)
        for hex in ["#007AFF", "#1C1C1E", "#FF9500", "#34C759"] {
            let c = RGBA(hex: hex)!
            #expect(OKLab(c).rgba() == c)
        }
    }

    @Test func linearRoundTrip() {
        for v in [0, 1, 10, 128, 254, 255] as [UInt8] {
            #expect(RGBA.clampByte(SRGB.fromLinear(SRGB.linear(v)) * 255) == v)
        }
    }

    @Test func numberFormatting() {
        #expect(NumberFormat.fixed(4.0249, 2) == "4.02")
        #expect(NumberFormat.fixed(4.025, 1) == "4.0")
        #expect(NumberFormat.fixed(-35.649, 1) == "-35.6")
        #expect(NumberFormat.fixed(21, 2) == "21.00")
        #expect(NumberFormat.fixed(-0.001, 1) == "0.0")
    }

    @Test func suggestions() {
        #expect(Suggestion.nearest(to: "darkElevatd", in: Traits.allVariantKeys) == "darkElevated")
        #expect(Suggestion.nearest(to: "systemGrey6", in: ["systemGray6", "systemGray5"]) == "systemGray6")
        #expect(Suggestion.nearest(to: "completelyDifferent", in: ["label"]) == nil)
    }

    @Test func sanitizerEscapesControlsAndBidi() {
        #expect(SafeText.sanitized("a\u{1B}[31mb") == "a\\x1B[31mb")
        #expect(SafeText.sanitized("x\u{9B}y\u{202E}z\u{7}") == "x\\x9By\\u{202E}z\\x07")
        #expect(SafeText.sanitized("Ünïcode ok") == "Ünïcode ok")
    }
}
