import ColorScience

/// Ordered dithering for picture pixels in palette modes: each color becomes
/// a mix of four palette colors whose average (in linear light, as the eye
/// averages neighbouring pixels) is as close as the palette allows in OKLab,
/// laid out by a 2x2 Bayer matrix. Every 2x2 block of a flat area then shows
/// the whole mix, so a sky stays a sky and a brown trunk stays brown where
/// nearest-color mapping gives bands and grays.
///
/// Ordered, not error diffusion: a pixel's palette color depends only on its
/// own color and position, so the same frame always gives the same cells and
/// an area that did not change does not shimmer when something else does.
public struct DitherPattern: Sendable {
    private var cache: [UInt32: UInt32] = [:]
    public let depth: ColorDepth

    public init(depth: ColorDepth) { self.depth = depth }

    /// Bayer 2x2 thresholds: which of the four (lightest last) a position takes.
    private static let bayer: [Int] = [0, 2, 3, 1]

    /// The palette index for a picture pixel at column `x`, half-row `py`
    /// (nil for 24-bit and none, which have no palette).
    public mutating func index(_ c: RGBA, x: Int, py: Int) -> UInt8? {
        guard let candidates = DitherPattern.candidates(for: depth) else { return nil }
        let key = c.rgb24
        let packed: UInt32
        if let hit = cache[key] {
            packed = hit
        } else {
            packed = DitherPattern.mix(for: c, candidates: candidates)
            cache[key] = packed
        }
        let slot = DitherPattern.bayer[(py & 1) << 1 | (x & 1)]
        return UInt8(truncatingIfNeeded: packed >> (8 * UInt32(slot)))
    }

    /// The four palette indexes `c` is drawn with, darkest first (nil without a palette).
    public mutating func mix(_ c: RGBA) -> [UInt8]? {
        guard index(c, x: 0, py: 0) != nil, let packed = cache[c.rgb24] else { return nil }
        return (0..<4).map { UInt8(truncatingIfNeeded: packed >> (8 * UInt32($0))) }
    }

    private static func candidates(for depth: ColorDepth) -> Range<Int>? {
        switch depth {
        case .ansi256: return 16..<256
        case .ansi16: return 0..<16
        case .ansi8: return 0..<8
        case .truecolor, .none: return nil
        }
    }

    /// How many of the nearest palette colors the mix may draw from: the mix
    /// of a picture color never needs far-away colors, and a short list keeps
    /// the linear-light search cheap (about 5 µs a color).
    private static let shortList = 12
    /// Weight of each mixed color's own distance: keeps the pattern's colors
    /// close to the target, so the dither reads as shading, not as noise
    /// (0.1 halves the 2x2 error of nearest color and keeps single pixels
    /// nearer than chafa's; bench/dither_vs_chafa.py).
    private static let spreadPenalty = 0.1

    private static func mix(for c: RGBA, candidates: Range<Int>) -> UInt32 {
        let target = OKLab(c.opaque)
        // The nearest few by OKLab distance.
        var near: [(index: Int, distance: Double)] = []
        near.reserveCapacity(candidates.count)
        for i in candidates { near.append((i, target.distanceSquared(to: XtermPalette.lab[i]))) }
        near.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        let pool = near.prefix(shortList).map(\.index)
        // Greedy: each step adds the color that brings the running average closest.
        var chosen: [Int] = []
        var sum = (r: 0.0, g: 0.0, b: 0.0)
        for step in 1...4 {
            var best = pool[0]
            var bestDistance = Double.infinity
            for i in pool {
                let p = XtermPalette.linear[i]
                let n = Double(step)
                let mixed = OKLab(LinearRGB(r: (sum.r + p.r) / n, g: (sum.g + p.g) / n, b: (sum.b + p.b) / n))
                let d =
                    target.distanceSquared(to: mixed) + spreadPenalty * target.distanceSquared(to: XtermPalette.lab[i])
                if d < bestDistance {
                    bestDistance = d
                    best = i
                }
            }
            chosen.append(best)
            let p = XtermPalette.linear[best]
            sum = (sum.r + p.r, sum.g + p.g, sum.b + p.b)
        }
        // Darkest first, so the Bayer order spreads light and dark evenly.
        chosen.sort { (XtermPalette.lab[$0].l, $0) < (XtermPalette.lab[$1].l, $1) }
        return chosen.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }
}
