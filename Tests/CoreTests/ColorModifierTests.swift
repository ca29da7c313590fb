import Testing

@testable import ColorScience

/// Tokens Studio's modifiers give the colors its Style Dictionary transforms give (their published expectations).
@Suite("Tokens Studio color modifiers, as the plugin computes them")
struct ColorModifierTests {
    let red = RGBA(hex: "#C14242")!

    func hex(
        _ kind: ColorModifier.Kind, _ amount: Double, _ space: String, _ base: RGBA, other: RGBA? = nil
    )
        -> String
    {
        ColorModifier(kind, amount: amount, space: space, other: other).applied(to: base).color.hexRGB
    }

    @Test("darken 0.2 of #C14242 in each space")
    func darken() {
        #expect(hex(.darken, 0.2, "hsl", red) == "#9C3333")
        #expect(hex(.darken, 0.2, "lch", red) == "#983735")
        #expect(hex(.darken, 0.2, "display-p3", red) == "#9B3535")
        #expect(hex(.darken, 0.2, "srgb", red) == "#9A3535")
    }

    @Test("lighten 0.2 of #C14242: hsl(0 50.6% 60.6%), rgb(80.5% 40.7% 40.7%)")
    func lighten() {
        // Both are #CD6868 to the byte.
        #expect(hex(.lighten, 0.2, "hsl", red) == "#CD6868")
        #expect(hex(.lighten, 0.2, "srgb", red) == "#CD6868")
    }

    @Test("mix: black and white halfway is mid gray in every space; white 0.74 towards #4477DD in sRGB is #759AE6")
    func mix() {
        for space in ["hsl", "lch", "display-p3", "srgb"] {
            let gray = ColorModifier(.mix, amount: 0.5, space: space, other: .white).applied(to: .black).color
            #expect(abs(Int(gray.r) - Int(gray.g)) <= 1 && abs(Int(gray.g) - Int(gray.b)) <= 1, "\(space)")
        }
        #expect(hex(.mix, 0.74, "srgb", .white, other: RGBA(hex: "#4477DD")) == "#759AE6")
    }

    @Test("alpha sets the opacity, whatever the space")
    func alpha() {
        let c = ColorModifier(.alpha, amount: 0.2, space: "hsl").applied(to: red).color
        #expect(c.hexRGB == "#C14242" && c.a == 51)
    }
}
