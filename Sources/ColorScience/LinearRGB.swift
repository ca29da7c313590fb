import CMath

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

    public static let linearTable: [Double] = (0..<256).map { toLinear(Double($0) / 255) }

    /// Linear light to the nearest byte, by binary search over the 255
    /// midpoints between byte values: exact, and no `pow` per pixel.
    @inline(__always)
    public static func byte(fromLinear l: Double) -> UInt8 {
        guard l > 0 else { return 0 }
        guard l < 1 else { return 255 }
        // A coarse table gets within a step or two; the midpoints settle it exactly.
        var b = Int(byteGuess[Int(l * 4095)])
        while b < 255, l >= midpoints[b] { b += 1 }
        while b > 0, l < midpoints[b - 1] { b -= 1 }
        return UInt8(b)
    }

    /// `byteGuess[i]`: the byte for linear value i/4095.
    static let byteGuess: [UInt8] = (0..<4096).map { RGBA.clampByte(fromLinear(Double($0) / 4095) * 255) }

    /// `midpoints[k]`: the linear value halfway (in encoded terms) between bytes k and k+1.
    static let midpoints: [Double] = (0..<255).map { toLinear((Double($0) + 0.5) / 255) }
}

/// A color in linear-light sRGB, components nominally 0...1.
public struct LinearRGB: Hashable, Sendable {
    public var r: Double, g: Double, b: Double
    public init(r: Double, g: Double, b: Double) {
        self.r = r
        self.g = g
        self.b = b
    }

    public init(_ c: RGBA) {
        self.init(r: SRGB.linear(c.r), g: SRGB.linear(c.g), b: SRGB.linear(c.b))
    }

    /// Back to 8-bit sRGB, clipping out-of-gamut values.
    public func rgba(alpha: UInt8 = 255) -> RGBA {
        RGBA(SRGB.byte(fromLinear: r), SRGB.byte(fromLinear: g), SRGB.byte(fromLinear: b), alpha)
    }
}
