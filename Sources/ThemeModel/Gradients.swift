import ColorScience

/// A brand gradient whose stops change with the appearance (the "VIP gold"
/// button): per variant, two or more color values, hex or alias.
public struct DynamicGradient: Hashable, Sendable {
    public enum Direction: String, CaseIterable, Sendable { case horizontal, vertical, diagonal }

    public var name: String
    /// Stops per variant; missing variants fall back like colors do.
    public var stops: [Traits: [VariantValue]]
    public var direction: Direction
    /// The color of text drawn on it (default `label`).
    public var text: ColorValue
    public var location: SourceLocation?

    public func stopValues(for traits: Traits) -> [VariantValue]? {
        for candidate in traits.fallbackChain { if let s = stops[candidate] { return s } }
        return nil
    }

    package init(
        name: String,
        stops: [Traits: [VariantValue]],
        direction: Direction,
        text: ColorValue,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.stops = stops
        self.direction = direction
        self.text = text
        self.location = location
    }
}

/// A small picture with light and dark variants; a template image is a
/// mask that takes the tint color of the current appearance.
public struct ThemeImage: Hashable, Sendable {
    public var name: String
    public var variants: [InterfaceStyle: RasterImage]
    public var template: Bool
    public var tint: DynamicColor?
    public var location: SourceLocation?

    public func image(for style: InterfaceStyle) -> RasterImage? { variants[style] ?? variants[.light] }

    package init(
        name: String,
        variants: [InterfaceStyle: RasterImage],
        template: Bool,
        tint: DynamicColor? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.variants = variants
        self.template = template
        self.tint = tint
        self.location = location
    }
}

/// Gradient math, in OKLab so the middle of a gradient does not go gray or muddy.
public enum GradientMath {
    /// The color at `t` (0...1) along evenly spaced `stops`.
    public static func color(at t: Double, stops: [RGBA]) -> RGBA {
        guard let first = stops.first else { return .clear }
        guard stops.count > 1 else { return first }
        let x = min(max(t, 0), 1) * Double(stops.count - 1)
        let i = min(Int(x), stops.count - 2)
        let local = x - Double(i)
        let a = OKLab(stops[i])
        let b = OKLab(stops[i + 1])
        let alpha = Double(stops[i].a) + (Double(stops[i + 1].a) - Double(stops[i].a)) * local
        return a.interpolated(to: b, local).rgba(alpha: RGBA.clampByte(alpha))
    }
}

/// Built-in glyph art for template images: `#` is ink, anything else clear.
public enum GlyphArt {
    public static let names = ["star", "heart", "bolt", "leaf"]

    public static func art(_ name: String) -> [String]? {
        switch name {
        case "star": return ["....#....", "...###...", "#########", ".#######.", "..#####..", ".###.###.", ".##...##."]
        case "heart":
            return [".##...##.", "####.####", "#########", ".#######.", "..#####..", "...###...", "....#...."]
        case "bolt": return ["....###", "...###.", "..###..", ".######", "...###.", "..###..", ".##...."]
        case "leaf": return ["....####", "..######", ".#######", "#######.", "######..", "###.....", "#......."]
        default: return nil
        }
    }

    /// Rows of `#` and `.` as a white-on-clear mask.
    public static func image(_ rows: [String]) -> RasterImage {
        let width = rows.map(\.count).max() ?? 0
        var pixels: [RGBA] = []
        for row in rows {
            let chars = Array(row)
            for x in 0..<width { pixels.append(x < chars.count && chars[x] == "#" ? .white : .clear) }
        }
        return RasterImage(width: width, height: rows.count, pixels: pixels)
    }
}
