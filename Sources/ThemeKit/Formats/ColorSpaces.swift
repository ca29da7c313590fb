import Glibc
/// Conversions from the color spaces asset catalogs and design tokens use
/// into 8-bit sRGB. Out-of-gamut values are clipped, and reported.
public enum ColorSpaceConversion {
    public struct Result {
        public var color: RGBA
        /// True when a component fell outside sRGB and was clipped.
        public var clipped: Bool
    }

    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB.
    public static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        let lr = SRGB.toLinearExtended(r), lg = SRGB.toLinearExtended(g), lb = SRGB.toLinearExtended(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return fromLinearSRGB(sr, sg, sb, alpha: alpha)
    }

    public static func fromLinearSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        fromSRGB(SRGB.fromLinearExtended(r), SRGB.fromLinearExtended(g), SRGB.fromLinearExtended(b), alpha: alpha)
    }

    /// Encoded sRGB components, nominally 0...1 (extended sRGB may exceed it).
    public static func fromSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Result {
        let tolerance = 0.5 / 255
        let clipped = [r, g, b].contains { $0 < -tolerance || $0 > 1 + tolerance }
        return Result(color: RGBA(byte(r), byte(g), byte(b), byte(alpha)), clipped: clipped)
    }

    /// Gray with a 2.2 gamma (gray-gamma-22, extended-gray).
    public static func fromGray(_ white: Double, alpha: Double) -> Result {
        let linear = white <= 0 ? 0 : pow(white, 2.2)
        let v = SRGB.fromLinearExtended(linear)
        return fromSRGB(v, v, v, alpha: alpha)
    }

    static func byte(_ v: Double) -> UInt8 { RGBA.clampByte(min(max(v, 0), 1) * 255) }
}

extension SRGB {
    /// The transfer curves, mirrored for negative values (extended ranges).
    static func toLinearExtended(_ c: Double) -> Double { c < 0 ? -toLinear(-c) : toLinear(c) }
    static func fromLinearExtended(_ l: Double) -> Double { l < 0 ? -fromLinear(-l) : fromLinear(l) }
}
