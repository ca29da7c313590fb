/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`), computed as the plugin and its
/// Style Dictionary transforms compute them: `alpha` sets the opacity; `lighten` and `darken` move each channel
/// (sRGB, Display P3), the lightness (HSL), or the lightness with the chroma cut by the same amount (CIE LCH) that
/// fraction of the way to white or black; `mix` goes that fraction of the way to another color in the space,
/// hues the shorter way round.
public struct ColorModifier: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case alpha, lighten, darken, mix
    }

    public var kind: Kind
    /// The fraction, 0...1.
    public var amount: Double
    /// The space it works in, as `ColorSpaceConversion` names it (`srgb`, `display-p3`, `hsl`, `lch`).
    public var space: String
    /// `mix`'s other color.
    public var other: RGBA?

    public init(_ kind: Kind, amount: Double, space: String, other: RGBA? = nil) {
        self.kind = kind
        self.amount = min(1, max(0, amount))
        self.space = space
        self.other = other
    }

    /// The spaces the plugin offers, by its names, as `ColorSpaceConversion` names them.
    public static let spaces: [String: String] = ["srgb": "srgb", "p3": "display-p3", "hsl": "hsl", "lch": "lch"]

    /// The modified color (clipped to sRGB, and said to be, when the space reaches past it).
    public func applied(to color: RGBA) -> ColorSpaceConversion.Result {
        let alpha = Double(color.a) / 255
        if kind == .alpha {
            return ColorSpaceConversion.Result(color: color.withAlpha(RGBA.clampByte(amount * 255)), clipped: false)
        }
        guard var c = ColorSpaceConversion.components(of: color, in: space) else {
            return ColorSpaceConversion.Result(color: color, clipped: false)
        }
        let a = amount
        switch (kind, space) {
        case (.lighten, "lch"):
            c[0] = min(100, c[0] + (100 - c[0]) * a)
            c[1] = max(0, c[1] - a * c[1])
        case (.darken, "lch"):
            c[0] = max(0, c[0] - c[0] * a)
            c[1] = max(0, c[1] - a * c[1])
        case (.lighten, "hsl"): c[2] = min(100, c[2] + (100 - c[2]) * a)
        case (.darken, "hsl"): c[2] = max(0, c[2] - c[2] * a)
        case (.lighten, _): c = c.map { min(1, $0 + a * (1 - $0)) }
        case (.darken, _): c = c.map { max(0, $0 - a * $0) }
        case (.mix, _):
            guard let other, let o = ColorSpaceConversion.components(of: other, in: space) else {
                return ColorSpaceConversion.Result(color: color, clipped: false)
            }
            let otherAlpha = Double(other.a) / 255
            let mixed = mixed(c, o)
            return ColorSpaceConversion.from(space: space, mixed, alpha: alpha + (otherAlpha - alpha) * a)
        case (.alpha, _): break
        }
        return ColorSpaceConversion.from(space: space, c, alpha: alpha)
    }

    /// Coordinates `amount` of the way from `a` to `b`; in a polar space the hue goes the shorter way, and a color
    /// with no hue (a gray) takes the other's.
    func mixed(_ a: [Double], _ b: [Double]) -> [Double] {
        let t = amount
        guard let hue = Self.hueIndex[space] else { return zip(a, b).map { $0 + ($1 - $0) * t } }
        // Saturation (HSL) and chroma (LCH) are both the second coordinate.
        let grayA = a[1] < 1e-4
        let grayB = b[1] < 1e-4
        var result = zip(a, b).map { $0 + ($1 - $0) * t }
        var from = grayA ? b[hue] : a[hue]
        let to = grayB ? from : b[hue]
        if grayA && grayB { from = 0 }
        var delta = to - from
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        let h = from + delta * t
        result[hue] = h < 0 ? h + 360 : h >= 360 ? h - 360 : h
        return result
    }

    /// Where the hue is among a polar space's coordinates.
    static let hueIndex: [String: Int] = ["hsl": 0, "lch": 2]
}
