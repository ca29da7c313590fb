import ColorScience
import Platform
import ThemeModel

/// The picture behind the materials screen: a dynamic image, like an asset
/// with light and dark appearances. Built in: a daytime beach (light) and a
/// sunset (dark), drawn procedurally so they scale to any size; a theme may
/// supply its own PPM pictures under `backdrop`.
public enum Backdrop {
    public static func image(for style: InterfaceStyle, theme: Theme, width: Int, height: Int) -> RasterImage {
        if let custom = theme.backdrops[style] { return custom.resized(width: width, height: height) }
        return builtIn.value(BuiltInKey(style: style, width: width, height: height)) {
            style == .light ? beach(width: width, height: height) : sunset(width: width, height: height)
        }
    }

    private struct BuiltInKey: Hashable, Sendable {
        let style: InterfaceStyle
        let width: Int
        let height: Int
    }

    /// Drawn once per style and size: every render of the materials screen paints the same picture.
    private static let builtIn = Memo<BuiltInKey, RasterImage>(budget: 2 << 20) { _, image in
        image.pixels.count * MemoryLayout<RGBA>.stride + 64
    }

    /// Sky, sun, sea with wave bands, wet and dry sand, a palm silhouette.
    public static func beach(width: Int, height: Int) -> RasterImage {
        paint(width: width, height: height) { u, v in
            let horizon = 0.52
            let shore = 0.72
            var c: (Double, Double, Double)
            if v < horizon {
                let t = v / horizon
                c = mix((0.16, 0.45, 0.86), (0.62, 0.84, 0.98), t)
                let d = distance(u, v, 0.78, 0.16, aspect: 2)
                if d < 0.07 {
                    c = (1.0, 0.97, 0.80)
                } else if d < 0.2 {
                    c = mix((1.0, 0.96, 0.78), c, (d - 0.07) / 0.13)
                }
                // Two soft clouds.
                for (cx, cy, s) in [(0.25, 0.18, 0.10), (0.45, 0.30, 0.07)] {
                    let dc = distance(u, v, cx, cy, aspect: 4)
                    if dc < s { c = mix((0.98, 0.99, 1.0), c, dc / s) }
                }
            } else if v < shore {
                let t = (v - horizon) / (shore - horizon)
                c = mix((0.02, 0.36, 0.58), (0.10, 0.72, 0.78), t)
                let wave = sin(u * 40 + v * 90)
                if wave > 0.85 { c = mix(c, (0.9, 0.97, 1.0), 0.5) }
            } else {
                let t = (v - shore) / (1 - shore)
                c = mix((0.93, 0.84, 0.62), (0.98, 0.90, 0.72), t)
                if v < shore + 0.03 { c = mix((0.96, 0.98, 1.0), c, (v - shore) / 0.03) }
            }
            // Palm: a leaning trunk and a crown at the left.
            let trunkX = 0.12 + (1 - v) * 0.08
            if v > 0.25, v < 0.9, abs(u - trunkX) < 0.012 { c = (0.35, 0.24, 0.14) }
            if distance(u, v, 0.20, 0.25, aspect: 2) < 0.09, v < 0.32 { c = (0.12, 0.42, 0.18) }
            return c
        }
    }

    /// An orange-to-violet sky, a low sun, its reflection on a dark sea, hills.
    public static func sunset(width: Int, height: Int) -> RasterImage {
        paint(width: width, height: height) { u, v in
            let horizon = 0.58
            var c: (Double, Double, Double)
            if v < horizon {
                let t = v / horizon
                c =
                    t < 0.6
                    ? mix((0.16, 0.10, 0.32), (0.75, 0.30, 0.38), t / 0.6)
                    : mix((0.75, 0.30, 0.38), (1.0, 0.62, 0.25), (t - 0.6) / 0.4)
                let d = distance(u, v, 0.62, 0.50, aspect: 2)
                if d < 0.09 {
                    c = (1.0, 0.85, 0.45)
                } else if d < 0.25 {
                    c = mix((1.0, 0.70, 0.35), c, (d - 0.09) / 0.16)
                }
                // Hills on the horizon.
                let hill = horizon - 0.06 * max(0, sin(u * 7 + 1)) - 0.03 * max(0, sin(u * 17))
                if v > hill { c = (0.10, 0.06, 0.16) }
            } else {
                let t = (v - horizon) / (1 - horizon)
                c = mix((0.22, 0.12, 0.26), (0.04, 0.03, 0.10), t)
                let glitter = abs(u - 0.62) < 0.05 + t * 0.08 && sin(v * 140) > 0.2
                if glitter { c = mix(c, (1.0, 0.66, 0.30), 0.7 - t * 0.4) }
            }
            return c
        }
    }

    private static func paint(width: Int, height: Int, _ f: (Double, Double) -> (Double, Double, Double)) -> RasterImage
    {
        guard width > 0, height > 0 else { return RasterImage(width: 0, height: 0, pixels: []) }
        var pixels: [RGBA] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = f((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height))
                pixels.append(RGBA(RGBA.clampByte(r * 255), RGBA.clampByte(g * 255), RGBA.clampByte(b * 255)))
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    private static func mix(
        _ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double
    ) -> (Double, Double, Double) {
        let t = min(max(t, 0), 1)
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    /// Distance in picture units with x stretched by `aspect` (terminal pixels are not square in u/v).
    private static func distance(_ u: Double, _ v: Double, _ cx: Double, _ cy: Double, aspect: Double) -> Double {
        let dx = (u - cx) * aspect
        let dy = v - cy
        return (dx * dx + dy * dy).squareRoot()
    }
}
