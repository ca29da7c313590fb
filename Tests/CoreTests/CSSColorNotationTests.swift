import Testing

@testable import ColorScience
@testable import Formats
@testable import ThemeModel

/// Writing a color back into a CSS value keeps the value's notation, and reads back as the color asked.
@Suite("CSS colors written back in their own notation")
struct CSSColorNotationTests {
    /// Colors from every corner: grays, the primaries, near-black, near-white, a translucent one.
    static let colors: [RGBA] = {
        var out: [RGBA] = [.black, .white, RGBA(0x54, 0x63, 0x79), RGBA(0x3B, 0x76, 0xB0), RGBA(0xFF, 0, 0)]
        var seed: UInt32 = 38
        for _ in 0..<120 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            out.append(RGBA(UInt8(seed >> 24), UInt8((seed >> 16) & 0xFF), UInt8((seed >> 8) & 0xFF)))
        }
        for v in stride(from: 0, through: 255, by: 17) { out.append(RGBA(UInt8(v), UInt8(v), UInt8(v))) }
        out += [RGBA(0x01, 0x02, 0x03), RGBA(0xFE, 0xFD, 0xFC), RGBA(0x12, 0xAB, 0x34)]
        return out
    }()

    static let notations = [
        "#abc", "#AABBCC", "#aabbcc", "#aabbcc80", "#ABCD", "rgb(1 2 3)", "rgb(1, 2, 3)", "RGB(10% 20% 30%)",
        "rgba(1,2,3,.5)", "hsl(215 16% 47%)", "hsl(215, 16%, 47%)", "hsla(215deg 16% 47% / 50%)",
        "hsl(0.6turn 16% 47%)",
        "215 16% 47%", "222.2 84% 4.9%", "255 115 179", "hwb(215 10% 20%)", "lab(50 20 -30)", "lch(50% 30 250)",
        "oklab(0.5 0.1 -0.1)", "oklch(0.55 0.2 250)", "oklch(55% 0.2 250)", "oklch(1 0 0)",
        "oklch(0.985 0.002 247.839)",
        "oklch( 0.55 0.2 250 )", "oklch(0.55 0.2 none)", "color(display-p3 0.1 0.2 0.3)", "color(srgb 0.1 0.2 0.3)",
        "color(rec2020 0.25 0.5 0.75)", "color(xyz-d50 0.2 0.3 0.4)", "color(a98-rgb .5 .5 .5)",
        "color(prophoto-rgb 0.5 0.5 0.5)", "color(srgb-linear 0.5 0.5 0.5)", "color(xyz 0.2 0.3 0.4)",
    ]

    @Test("every notation, every color: the value written reads back as the color", arguments: notations)
    func roundTrip(notation: String) throws {
        for color in Self.colors {
            let written = try #require(CSSColorNotation.written(color, like: notation), "\(notation) \(color.hexRGB)")
            #expect(CSSColorNotation.color(of: written.text) == color, "\(notation) -> \(written.text)")
            #expect(written.keptNotation)
            // The notation stays: the function as written, and a bare triplet stays bare.
            if let open = notation.firstIndex(of: "(") {
                #expect(written.text.hasPrefix(notation[...open]), "\(written.text)")
            } else if !notation.hasPrefix("#") {
                #expect(CSSValues.channelFunction(written.text) != nil, "\(written.text)")
            }
        }
    }

    @Test(
        "the numbers are rounded as the original's were, with more decimals only where those cannot make the color",
        arguments: [
            // An integer hsl() cannot make #546379 (40% lightness is #526277): the lightness gets a decimal.
            ("hsl(215 16% 47%)", "#546379", "hsl(216 18% 40.2%)", 1),
            ("hsl(215, 16%, 47%)", "#546379", "hsl(216, 18%, 40.2%)", 1),
            ("hsla(215deg 16% 47% / 50%)", "#54637980", "hsla(216deg 18% 40.2% / 50%)", 1),
            ("215 16% 47%", "#546379", "216 18% 40.2%", 1), ("222.2 84% 4.9%", "#546379", "215.7 18% 40.2%", 0),
            ("oklch(0.55 0.2 250)", "#3B76B0", "oklch(0.553 0.11 250)", 1),
            ("oklch(55% 0.2 250)", "#3B76B0", "oklch(55.3% 0.11 250)", 1),
            ("oklch(0.552 0.104 251.2)", "#3B76B0", "oklch(0.553 0.110 250.1)", 0),
            ("oklch(0.985 0.002 247.839)", "#3B76B0", "oklch(0.553 0.110 250.104)", 0),
            ("oklch(0.55 0.2 250 / 80%)", "#3B76B0", "oklch(0.553 0.11 250 / 100%)", 1),
            ("rgb(1, 2, 3)", "#546379", "rgb(84, 99, 121)", 0),
            ("RGB(10% 20% 30%)", "#546379", "RGB(33% 39% 47.5%)", 1),
            ("rgba(1,2,3,.5)", "#54637940", "rgba(84,99,121,.25)", 0),
            ("rgb(1 2 3)", "#54637980", "rgb(84 99 121 / 0.5)", 0),
            ("color(display-p3 0.1 0.2 0.3)", "#546379", "color(display-p3 0.34 0.386 0.467)", 2),
            ("#abc", "#112233", "#123", 0), ("#abc", "#546379", "#546379", 0), ("#ABCD", "#11223344", "#1234", 0),
            ("#aabbcc80", "#546379", "#546379ff", 0), ("#AABBCC", "#546379", "#546379", 0),
            ("rebeccapurple", "#546379", "#546379", 0),
        ] as [(String, String, String, Int)])
    func rounding(notation: String, color: String, expected: String, added: Int) throws {
        let asked = try #require(RGBA(hex: color))
        let written = try #require(CSSColorNotation.written(asked, like: notation))
        #expect(written.text == expected)
        #expect(written.addedDecimals == added)
        #expect(written.keptNotation == (notation != "rebeccapurple"))
    }

    @Test("a gray keeps the original's hue; a bare triplet refuses a translucent color")
    func grayAndAlpha() throws {
        let gray = RGBA(0x77, 0x77, 0x77)
        #expect(CSSColorNotation.written(gray, like: "hsl(215 16% 47%)")?.text == "hsl(215 0% 46.7%)")
        #expect(CSSColorNotation.written(gray, like: "oklch(0.55 0.2 none)")?.text == "oklch(0.57 0.0 none)")
        #expect(CSSColorNotation.written(RGBA(0x54, 0x63, 0x79, 0x80), like: "215 16% 47%") == nil)
    }
}
