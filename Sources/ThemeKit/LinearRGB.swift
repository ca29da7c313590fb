#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// sRGB transfer functions (IEC 61966-2-1), on values in 0...1.
public enum SRGB {
    public static func toLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    public static func fromLinear(_ l: Double) -> Double {
        l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// Byte to linear light, through a 256-entry table (this runs per pixel in the blur).
    @inline(__always)
    public static func linear(_ byte: UInt8) -> Double { linearTable[Int(byte)] }

    static let linearTable: [Double] = (0..<256).map { toLinear(Double($0) / 255) }
}

/// A color in linear-light sRGB, components nominally 0...1.
public struct LinearRGB: Hashable, Sendable {
    public var r: Double, g: Double, b: Double
    public init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }

    public init(_ c: RGBA) {
        self.init(r: SRGB.linear(c.r), g: SRGB.linear(c.g), b: SRGB.linear(c.b))
    }

    /// Back to 8-bit sRGB, clipping out-of-gamut values.
    public func rgba(alpha: UInt8 = 255) -> RGBA {
        func enc(_ v: Double) -> UInt8 { RGBA.clampByte(SRGB.fromLinear(min(max(v, 0), 1)) * 255) }
        return RGBA(enc(r), enc(g), enc(b), alpha)
    }
}
