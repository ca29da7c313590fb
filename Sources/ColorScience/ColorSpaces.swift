import CMath

/// Conversions from the color spaces asset catalogs and design tokens use
/// into 8-bit sRGB. Out-of-gamut values are clipped, and reported.
public enum ColorSpaceConversion {
    public struct Result {
        public var color: RGBA
        /// True when a component fell outside sRGB and was clipped.
        public var clipped: Bool
        /// True when a number was too large to compute with (infinite or not a number on the way): the color
        /// is meaningless, and the reader says so rather than show black.
        public var overflowed = false
        /// For a clipped color, the sRGB color nearest it of the same OKLCH lightness and hue (chroma given way
        /// as far as sRGB needs): what to write instead of a value dusk can only show clipped.
        public var nearest: RGBA? = nil
    }

    /// Why a color whose numbers overflowed is refused, in every reader's words.
    public static let overflowReason = "a number in it is too large to compute a color from"

    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB.
    public static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        let lr = SRGB.toLinearExtended(r)
        let lg = SRGB.toLinearExtended(g)
        let lb = SRGB.toLinearExtended(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return fromLinearSRGB(sr, sg, sb, alpha: alpha)
    }

    /// sRGB to Display P3 components (0...1, the sRGB transfer curve): the inverse of `fromDisplayP3`, for
    /// writing a color into an entry that keeps its values in Display P3.
    public static func toDisplayP3(_ c: RGBA) -> (r: Double, g: Double, b: Double) {
        let lr = SRGB.linear(c.r)
        let lg = SRGB.linear(c.g)
        let lb = SRGB.linear(c.b)
        let pr = 0.8224621 * lr + 0.1775380 * lg
        let pg = 0.0331941 * lr + 0.9668058 * lg
        let pb = 0.0170827 * lr + 0.0723974 * lg + 0.9105199 * lb
        return (SRGB.fromLinearExtended(pr), SRGB.fromLinearExtended(pg), SRGB.fromLinearExtended(pb))
    }

    public static func fromLinearSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        fromSRGB(SRGB.fromLinearExtended(r), SRGB.fromLinearExtended(g), SRGB.fromLinearExtended(b), alpha: alpha)
    }

    /// Encoded sRGB components, nominally 0...1 (extended sRGB may exceed it).
    public static func fromSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        let tolerance = 0.5 / 255
        let clipped = [r, g, b].contains { $0 < -tolerance || $0 > 1 + tolerance }
        let overflowed = ![r, g, b, alpha].allSatisfy(\.isFinite)
        var nearest: RGBA?
        if clipped && !overflowed {
            let linear = LinearRGB(
                r: SRGB.toLinearExtended(r), g: SRGB.toLinearExtended(g), b: SRGB.toLinearExtended(b))
            nearest = OKLCH(OKLab(linear)).rgba(alpha: byte(alpha))
        }
        return Result(
            color: RGBA(byte(r), byte(g), byte(b), byte(alpha)), clipped: clipped && !overflowed,
            overflowed: overflowed,
            nearest: nearest)
    }

    /// Gray with a 2.2 gamma (gray-gamma-22, extended-gray).
    public static func fromGray(_ white: Double, alpha: Double) -> Result {
        let linear = white <= 0 ? 0 : pow(white, 2.2)
        let v = SRGB.fromLinearExtended(linear)
        return fromSRGB(v, v, v, alpha: alpha)
    }

    static func byte(_ v: Double) -> UInt8 { RGBA.clampByte(min(max(v, 0), 1) * 255) }

    /// The spaces of CSS `color()` (and of DTCG color objects beside the functional ones).
    public static let predefined = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65",
    ]
    /// Every space `from(space:)` knows: the predefined ones and the CSS functional spaces.
    public static let known = predefined + ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]

    /// A color in any known space, components in that space's own scale (CSS
    /// Color 4 and DTCG 2025.10: hsl/hwb percentages as 0...100, lab L 0...100,
    /// oklab L 0...1, hues in degrees, RGB spaces 0...1). Nil for unknown spaces.
    public static func from(space: String, _ c: [Double], alpha: Double) -> Result {
        precondition(c.count == 3)
        switch space {
        case "srgb": return fromSRGB(c[0], c[1], c[2], alpha: alpha)
        case "srgb-linear": return fromLinearSRGB(c[0], c[1], c[2], alpha: alpha)
        case "display-p3": return fromDisplayP3(c[0], c[1], c[2], alpha: alpha)
        case "hsl":
            let (r, g, b) = hslToSRGB(c[0], c[1] / 100, c[2] / 100)
            return fromSRGB(r, g, b, alpha: alpha)
        case "hwb":
            var w = c[1] / 100
            var k = c[2] / 100
            if w + k >= 1 {
                let gray = w / (w + k)
                return fromSRGB(gray, gray, gray, alpha: alpha)
            }
            w = max(w, 0)
            k = max(k, 0)
            let (r, g, b) = hslToSRGB(c[0], 1, 0.5)
            let f = 1 - w - k
            return fromSRGB(r * f + w, g * f + w, b * f + w, alpha: alpha)
        case "lab": return fromXYZD50(labToXYZD50(c[0], c[1], c[2]), alpha: alpha)
        case "lch":
            let h = c[2] * Double.pi / 180
            return fromXYZD50(labToXYZD50(c[0], c[1] * cos(h), c[1] * sin(h)), alpha: alpha)
        case "oklab":
            let l = OKLab(l: c[0], a: c[1], b: c[2]).linearRGB
            return fromLinearSRGB(l.r, l.g, l.b, alpha: alpha)
        case "oklch":
            let h = c[2] * Double.pi / 180
            let l = OKLab(l: c[0], a: c[1] * cos(h), b: c[1] * sin(h)).linearRGB
            return fromLinearSRGB(l.r, l.g, l.b, alpha: alpha)
        case "a98-rgb":
            func lin(_ v: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), 563.0 / 256) }
            return fromXYZD65(multiply(a98ToXYZ, (lin(c[0]), lin(c[1]), lin(c[2]))), alpha: alpha)
        case "prophoto-rgb":
            func lin(_ v: Double) -> Double { abs(v) <= 16.0 / 512 ? v / 16 : (v < 0 ? -1 : 1) * pow(abs(v), 1.8) }
            return fromXYZD50(multiply(prophotoToXYZD50, (lin(c[0]), lin(c[1]), lin(c[2]))), alpha: alpha)
        case "rec2020":
            let a = 1.09929682680944
            let b = 0.018053968510807
            func lin(_ v: Double) -> Double {
                abs(v) < b * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * pow((abs(v) + a - 1) / a, 1 / 0.45)
            }
            return fromXYZD65(multiply(rec2020ToXYZ, (lin(c[0]), lin(c[1]), lin(c[2]))), alpha: alpha)
        case "xyz", "xyz-d65": return fromXYZD65((c[0], c[1], c[2]), alpha: alpha)
        case "xyz-d50": return fromXYZD50((c[0], c[1], c[2]), alpha: alpha)
        default: return fromSRGB(c[0], c[1], c[2], alpha: alpha)
        }
    }

    package typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2, m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    /// CSS Color 4's matrices.
    static let xyzToLinearSRGB: Matrix = (
        (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
    )
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
    static let a98ToXYZ: Matrix = (
        (0.5766690429101305, 0.1855582379065463, 0.1882286462349947),
        (0.29734497525053605, 0.6273635662554661, 0.07529145849399788),
        (0.02703136138641234, 0.07068885253582723, 0.9913375368376388)
    )
    static let prophotoToXYZD50: Matrix = (
        (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        (0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        (0.0, 0.0, 0.8251046025104602)
    )
    static let rec2020ToXYZ: Matrix = (
        (0.6369580483012914, 0.14461690358620832, 0.1688809751641721),
        (0.2627002120112671, 0.6779980715188708, 0.05930171646986196),
        (0.0, 0.028072693049087428, 1.060985057710791)
    )

    static func fromXYZD65(_ xyz: Vector, alpha: Double) -> Result {
        let l = multiply(xyzToLinearSRGB, xyz)
        return fromLinearSRGB(l.0, l.1, l.2, alpha: alpha)
    }

    static func fromXYZD50(_ xyz: Vector, alpha: Double) -> Result { fromXYZD65(multiply(d50ToD65, xyz), alpha: alpha) }

    /// CIE Lab (D50) to XYZ.
    static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> Vector {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? f1 * f1 * f1 : l / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
    }

    /// Hue in degrees, saturation and lightness 0...1, to encoded sRGB 0...1.
    package static func hslToSRGB(_ h: Double, _ s: Double, _ l: Double) -> Vector {
        var hue = h.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }
}

extension SRGB {
    /// The transfer curves, mirrored for negative values (extended ranges).
    static func toLinearExtended(_ c: Double) -> Double { c < 0 ? -toLinear(-c) : toLinear(c) }
    static func fromLinearExtended(_ l: Double) -> Double { l < 0 ? -fromLinear(-l) : fromLinear(l) }
}

extension ColorSpaceConversion {
    /// An 8-bit sRGB color in `space`, components in the space's own scale (`from(space:)`'s, which takes them
    /// back to the same color): hsl/hwb percentages as 0...100, lab L 0...100, oklab L 0...1, hues in degrees
    /// 0..<360 (0 where there is no hue), RGB spaces 0...1. Nil for an unknown space. What writing a color back
    /// in the space it was read in starts from.
    public static func components(of color: RGBA, in space: String) -> [Double]? {
        let srgb = (Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
        let linear = LinearRGB(color)
        let xyz = multiply(linearSRGBToXYZ, (linear.r, linear.g, linear.b))
        func triple(_ v: Vector) -> [Double] { [v.0, v.1, v.2] }
        func encoded(_ v: Vector, _ f: (Double) -> Double) -> [Double] { [f(v.0), f(v.1), f(v.2)] }
        switch space {
        case "srgb": return triple(srgb)
        case "srgb-linear": return [linear.r, linear.g, linear.b]
        case "display-p3":
            let p3 = toDisplayP3(color)
            return [p3.r, p3.g, p3.b]
        case "hsl": return hsl(srgb)
        case "hwb":
            let white = min(srgb.0, srgb.1, srgb.2)
            let black = 1 - max(srgb.0, srgb.1, srgb.2)
            return [hsl(srgb)[0], white * 100, black * 100]
        case "lab": return triple(lab(multiply(d65ToD50, xyz)))
        case "lch": return polar(lab(multiply(d65ToD50, xyz)), achromatic: 1e-4)
        case "oklab":
            let ok = OKLab(linear)
            return [ok.l, ok.a, ok.b]
        case "oklch":
            let ok = OKLab(linear)
            return polar((ok.l, ok.a, ok.b), achromatic: 1e-6)
        case "a98-rgb":
            return encoded(multiply(xyzToA98, xyz)) { v in (v < 0 ? -1 : 1) * pow(abs(v), 256.0 / 563) }
        case "prophoto-rgb":
            return encoded(multiply(xyzD50ToProphoto, multiply(d65ToD50, xyz))) { v in
                abs(v) <= 1.0 / 512 ? v * 16 : (v < 0 ? -1 : 1) * pow(abs(v), 1 / 1.8)
            }
        case "rec2020":
            let a = 1.09929682680944
            let b = 0.018053968510807
            return encoded(multiply(xyzToRec2020, xyz)) { v in
                abs(v) < b ? v * 4.5 : (v < 0 ? -1 : 1) * (a * pow(abs(v), 0.45) - (a - 1))
            }
        case "xyz", "xyz-d65": return triple(xyz)
        case "xyz-d50": return triple(multiply(d65ToD50, xyz))
        default: return nil
        }
    }

    static let linearSRGBToXYZ = inverse(xyzToLinearSRGB)
    static let d65ToD50 = inverse(d50ToD65)
    static let xyzToA98 = inverse(a98ToXYZ)
    static let xyzD50ToProphoto = inverse(prophotoToXYZD50)
    static let xyzToRec2020 = inverse(rec2020ToXYZ)

    /// The inverse of a 3x3 matrix (by its adjugate): every matrix above has one.
    static func inverse(_ m: Matrix) -> Matrix {
        let (a, b, c) = m.0
        let (d, e, f) = m.1
        let (g, h, i) = m.2
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return (
            ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
            ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
            ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det)
        )
    }

    /// Encoded sRGB to hue in degrees, saturation and lightness 0...100 (CSS Color 4's algorithm).
    /// Encoded sRGB 0...1 to hue in degrees, saturation and lightness 0...100.
    package static func hsl(_ c: Vector) -> [Double] {
        let high = max(c.0, c.1, c.2)
        let low = min(c.0, c.1, c.2)
        let lightness = (high + low) / 2
        let d = high - low
        guard d > 0 else { return [0, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        if high == c.0 {
            hue = (c.1 - c.2) / d + (c.1 < c.2 ? 6 : 0)
        } else if high == c.1 {
            hue = (c.2 - c.0) / d + 2
        } else {
            hue = (c.0 - c.1) / d + 4
        }
        hue *= 60
        return [hue >= 360 ? hue - 360 : hue, saturation * 100, lightness * 100]
    }

    /// XYZ (D50) to CIE Lab: the inverse of `labToXYZD50`.
    static func lab(_ xyz: Vector) -> Vector {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(xyz.0 / (0.3457 / 0.3585))
        let fy = f(xyz.1)
        let fz = f(xyz.2 / ((1 - 0.3457 - 0.3585) / 0.3585))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Lightness, chroma and hue in degrees of a Lab-like triple; no hue (0) below `achromatic` chroma.
    static func polar(_ v: Vector, achromatic: Double) -> [Double] {
        let chroma = (v.1 * v.1 + v.2 * v.2).squareRoot()
        guard chroma >= achromatic else { return [v.0, chroma, 0] }
        let hue = atan2(v.2, v.1) * 180 / Double.pi
        return [v.0, chroma, hue < 0 ? hue + 360 : hue]
    }
}
