import CMath

/// Björn Ottosson's OKLab (2020): a perceptual space where straight lines
/// and Euclidean distances match how colors look. Used for nearest-color
/// mapping (256/16 color output) and gradient interpolation.
public struct OKLab: Hashable, Sendable {
    public var l: Double, a: Double, b: Double
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    public init(_ c: LinearRGB) {
        let l = 0.4122214708 * c.r + 0.5363325363 * c.g + 0.0514459929 * c.b
        let m = 0.2119034982 * c.r + 0.6806995451 * c.g + 0.1073969566 * c.b
        let s = 0.0883024619 * c.r + 0.2817188376 * c.g + 0.6299787005 * c.b
        let l_ = cbrt(l)
        let m_ = cbrt(m)
        let s_ = cbrt(s)
        self.l = 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_
        self.a = 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_
        self.b = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_
    }

    public init(_ c: RGBA) { self.init(LinearRGB(c)) }

    public var linearRGB: LinearRGB {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l_ * l_ * l_
        let m3 = m_ * m_ * m_
        let s3 = s_ * s_ * s_
        return LinearRGB(
            r: 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
            g: -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
            b: -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }

    public func rgba(alpha: UInt8 = 255) -> RGBA { linearRGB.rgba(alpha: alpha) }

    /// Squared Euclidean distance: enough for nearest-neighbour search.
    @inline(__always)
    public func distanceSquared(to o: OKLab) -> Double {
        let dl = l - o.l
        let da = a - o.a
        let db = b - o.b
        return dl * dl + da * da + db * db
    }

    public func interpolated(to o: OKLab, _ t: Double) -> OKLab {
        OKLab(l: l + (o.l - l) * t, a: a + (o.a - a) * t, b: b + (o.b - b) * t)
    }
}
