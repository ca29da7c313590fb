/// Source-over alpha compositing in gamma-encoded sRGB, the way UIKit
/// composites a translucent label, fill or separator over what is below it.
extension RGBA {
    /// `self` drawn over `background`.
    @inlinable @inline(__always)
    public func over(_ background: RGBA) -> RGBA {
        if a == 255 || background.a == 0 { return self }
        if a == 0 { return background }
        if background.a == 255 {
            // The common case, in integers: (s·a + d·(255−a)) / 255, rounded.
            let sa = UInt32(a)
            let da = 255 - sa
            @inline(__always) func ch(_ s: UInt8, _ d: UInt8) -> UInt8 {
                UInt8((UInt32(s) * sa + UInt32(d) * da + 127) / 255)
            }
            return RGBA(ch(r, background.r), ch(g, background.g), ch(b, background.b), 255)
        }
        return overTranslucent(background)
    }

    @usableFromInline
    func overTranslucent(_ background: RGBA) -> RGBA {
        let sa = Double(a) / 255
        let ba = Double(background.a) / 255
        let outA = sa + ba * (1 - sa)
        func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            let v = (Double(s) * sa + Double(d) * ba * (1 - sa)) / outA
            return RGBA.clampByte(v)
        }
        return RGBA(
            channel(r, background.r), channel(g, background.g), channel(b, background.b),
            RGBA.clampByte(outA * 255))
    }

    /// Linear mix: `t` = 0 gives self, 1 gives `other` (in encoded sRGB, alpha included).
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { RGBA.clampByte(Double(x) + (Double(y) - Double(x)) * t) }
        return RGBA(m(r, other.r), m(g, other.g), m(b, other.b), m(a, other.a))
    }

    /// Rounds to the nearest byte, clamping to 0...255.
    @inlinable @inline(__always)
    public static func clampByte(_ v: Double) -> UInt8 {
        if !(v > 0) { return 0 }
        if v >= 255 { return 255 }
        return UInt8(v + 0.5)
    }
}
