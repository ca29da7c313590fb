import ColorScience

/// Picture pixels (backdrops, blurs, gradients, images) in palette modes:
/// the nearest palette color where it is close; where it is clearly off, an
/// ordered mix of two palette colors, one to three of every 2x2 pixels the
/// second, whose average in linear light (as the eye averages neighbouring
/// pixels) comes nearest the color in OKLab, preferring two colors of about
/// the same lightness: a pattern of hue at even lightness is what the eye
/// blurs away, a pattern of light and dark is what it sees as noise (judged
/// with an S-CIELAB-style filter in bench/dither_vs_chafa.py).
///
/// Ordered, not error diffusion: a pixel's palette color depends only on its
/// own color and position, so the same frame always gives the same cells and
/// an area that did not change does not shimmer when something else does.
public struct DitherPattern: Sendable {
    private var cache: [UInt32: UInt32] = [:]
    public let depth: ColorDepth

    public init(depth: ColorDepth) { self.depth = depth }

    /// Bayer 2x2: the order in which a position takes the second color (its rank among the four).
    private static let bayer: [Int] = [0, 2, 3, 1]

    /// Nearer than this (OKLab), the nearest palette color is drawn flat.
    static let closeEnough = 0.02
    /// Weight of the lightness difference between the two colors of a mix: how much a visible pattern
    /// costs against how near the mix comes.
    static let patternCost = 0.5
    /// How many of the nearest palette colors a mix may draw from.
    private static let shortList = 8

    /// The palette index for a picture pixel at column `x`, half-row `py`
    /// (nil for 24-bit and none, which have no palette).
    public mutating func index(_ c: RGBA, x: Int, py: Int) -> UInt8? {
        guard let candidates = depth.paletteRange else { return nil }
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

    /// The four palette indexes `c` is drawn with, by Bayer rank (nil without a palette).
    public mutating func mix(_ c: RGBA) -> [UInt8]? {
        guard index(c, x: 0, py: 0) != nil, let packed = cache[c.rgb24] else { return nil }
        return (0..<4).map { UInt8(truncatingIfNeeded: packed >> (8 * UInt32($0))) }
    }

    private static func mix(for c: RGBA, candidates: Range<Int>) -> UInt32 {
        let target = OKLab(c.opaque)
        let nearest = PerceivedDistance.nearest(target, in: candidates)
        var best = (first: nearest, second: nearest, count: 0)
        let nearestDistance = target.distanceSquared(to: XtermPalette.lab[nearest])
        if nearestDistance > closeEnough * closeEnough {
            var bestCost = nearestDistance
            let pool = PerceivedDistance.ranked(target, in: candidates, count: shortList).map(\.index)
            for (n, i) in pool.enumerated() {
                for j in pool[(n + 1)...] {
                    let a = XtermPalette.linear[i]
                    let b = XtermPalette.linear[j]
                    let dl = XtermPalette.lab[i].l - XtermPalette.lab[j].l
                    let visibility = patternCost * dl * dl
                    guard visibility < bestCost else { continue }
                    for k in 1...3 {
                        let t = Double(k) / 4
                        let mixed = OKLab(
                            LinearRGB(r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t))
                        let cost = target.distanceSquared(to: mixed) + visibility
                        if cost < bestCost {
                            bestCost = cost
                            best = (i, j, k)
                        }
                    }
                }
            }
        }
        // Rank r (0...3) takes the second color when r < count: one, two (a diagonal) or three of four.
        return (0..<4).reduce(UInt32(0)) { packed, rank in
            let index = rank < best.count ? best.second : best.first
            return packed | UInt32(index) << (8 * UInt32(rank))
        }
    }
}
