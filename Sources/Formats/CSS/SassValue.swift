import ColorScience

/// A value of a Sass variable as Sass computes it: a color (channels kept unrounded until written out, as Sass
/// keeps them), a number with its unit, a string, a list or a map; or why dusk did not compute it.
indirect enum SassValue {
    case color(SassColor)
    case number(Double, unit: String)
    case string(String)
    case list([SassValue])
    case map([(key: String, value: SassValue)])
    case null
    case unread(String)

    var color: SassColor? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// A list or map larger than any palette's is refused where it is set: values built of other values could
    /// otherwise double at each step.
    static let maximumSize = 10_000

    /// Whether the value holds more than `maximumSize` values, counted no further than that.
    var isTooLarge: Bool {
        var count = 0
        var stack = [self]
        while let v = stack.popLast() {
            count += 1
            if count > SassValue.maximumSize { return true }
            switch v {
            case .list(let items): stack += items
            case .map(let entries): stack += entries.map(\.value)
            default: break
            }
        }
        return false
    }

    var isUnread: Bool {
        if case .unread = self { return true }
        return false
    }

    /// As Sass writes it into CSS (`#{$brand}`), or nil when it has no such text.
    var css: String? {
        switch self {
        case .color(let c): return c.css
        case .number(let n, let unit): return SassColor.decimal(n) + unit
        case .string(let s): return s
        case .list(let items):
            let parts = items.compactMap(\.css)
            return parts.count == items.count ? parts.joined(separator: " ") : nil
        case .map, .null, .unread: return nil
        }
    }
}

/// A Sass color: red, green and blue 0...255 and alpha 0...1, unrounded.
struct SassColor {
    var r: Double
    var g: Double
    var b: Double
    var a: Double
    /// `red`, `white`: a color written by its name, which Sass writes back by its name (and a map keyed by it
    /// names its entry so).
    var name: String?

    init(r: Double, g: Double, b: Double, a: Double) {
        self.r = min(max(r, 0), 255)
        self.g = min(max(g, 0), 255)
        self.b = min(max(b, 0), 255)
        self.a = min(max(a, 0), 1)
    }

    init(_ c: RGBA) {
        self.init(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: Double(c.a) / 255)
    }

    /// Hue in degrees, saturation and lightness in percent, as Sass's `hsl()` takes them.
    init(hue: Double, saturation: Double, lightness: Double, alpha: Double) {
        let s = min(max(saturation, 0), 100) / 100
        let l = min(max(lightness, 0), 100) / 100
        let rgb = ColorSpaceConversion.hslToSRGB(hue, s, l)
        self.init(r: rgb.0 * 255, g: rgb.1 * 255, b: rgb.2 * 255, a: alpha)
    }

    /// Hue, saturation and lightness (degrees, percent, percent).
    var hsl: (h: Double, s: Double, l: Double) {
        let c = ColorSpaceConversion.hsl((r / 255, g / 255, b / 255))
        return (c[0], c[1], c[2])
    }

    /// Each channel rounded half up, as Sass rounds a color when it writes it (a hair under a half counts as
    /// one: Sass compares to ten decimals).
    var rgba: RGBA {
        func byte(_ v: Double) -> UInt8 { RGBA.clampByte(v + 1e-9) }
        return RGBA(byte(r), byte(g), byte(b), byte(a * 255))
    }

    var css: String {
        if let name { return name }
        let c = rgba
        if a >= 1 { return "#" + RGBA.hexByte(c.r) + RGBA.hexByte(c.g) + RGBA.hexByte(c.b) }
        return "rgba(\(c.r), \(c.g), \(c.b), \(SassColor.decimal(a)))"
    }

    /// A number as Sass writes it: at most ten decimals, no trailing zeros.
    static func decimal(_ v: Double) -> String {
        let scaled = (v * 1e10).rounded() / 1e10
        if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int(scaled)) }
        return String(scaled)
    }
}
