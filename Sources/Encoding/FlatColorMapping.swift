import ColorScience

/// The palette colors for a frame's flat colors (text, fills, lines), under three rules a designer checks a
/// few-color screen by (issue 55):
/// - **grays stay gray**: a neutral color only ever takes one of the palette's grays (a card turning cyan
///   reads as a bug, one a shade off does not);
/// - **a color keeps its hue, the same on every screen**: a colored one (the tint, a swatch, a brand fill)
///   takes the palette color nearest it in `PerceivedDistance` (hue and chroma weigh above lightness),
///   whatever else the frame holds, so the tint is one palette color throughout the app;
/// - **surfaces keep their order in lightness**: the frame's neutral fills, sorted by lightness, take grays
///   that never get darker as the fills get lighter, nor cross a colored fill's place, and stay apart from each
///   other where the palette has grays to spare (a card apart from its page); the best such choice is found
///   exactly, by dynamic programming over the fills in order.
struct FlatColorMapping: Sendable {
    let candidates: Range<Int>
    /// The palette's grays (neutral colors) in `candidates`, darkest first.
    let grays: [Int]
    /// The last frame's colors and their indexes: the live preview draws the same colors frame after frame.
    private var last: (surfaces: [UInt32], theme: [UInt32], colors: [UInt32], indexes: [UInt32: UInt8])?
    /// Each color's own palette color (what it takes outside the order of surfaces).
    private var ownCache: [UInt32: UInt8] = [:]
    /// `readable`'s answers.
    private var readableCache: [UInt64: UInt8] = [:]

    init(candidates: Range<Int>) {
        self.candidates = candidates
        grays = candidates.filter { Self.isNeutral(XtermPalette.lab[$0]) }.sorted {
            (XtermPalette.lab[$0].l, $0) < (XtermPalette.lab[$1].l, $1)
        }
    }

    /// What two fills a step of the gray ramp apart in lightness pay to share a gray: about a step of the cube
    /// in lightness, so a fill moves that far to stay apart from its neighbour, no farther. Fills closer in
    /// lightness pay less (by the square of their difference): grays show lightness alone, so two fills that
    /// differ only in tint share one at no loss.
    static let sharing = 0.1 * 0.1
    static let grayStep = 0.03

    static func sharingCost(_ a: OKLab, _ b: OKLab) -> Double {
        let step = min(1, abs(a.l - b.l) / grayStep)
        return sharing * step * step
    }
    /// What a gray fill pays for crossing a colored fill in lightness, per unit of the lightness between them:
    /// one clearly lighter (0.05) outweighs any distance.
    static let crossing = 20.0
    /// A color this gray (OKLab chroma) is a gray.
    static let neutralChroma = 0.02

    /// Up to this chroma a color is a pale tint, which may be shown as a gray.
    static let paleChroma = 0.05

    static func isNeutral(_ c: OKLab) -> Bool { c.a * c.a + c.b * c.b < neutralChroma * neutralChroma }

    /// The index for each of `colors`, and for `surfaces` (the frame's fills, a subset) chosen together so that
    /// their order in lightness holds. `theme`: the frame's theme colors (text and fills of a few cells at least,
    /// not over a blur), which keep their hue.
    mutating func indexes(surfaces: [UInt32], theme: [UInt32], colors: [UInt32]) -> [UInt32: UInt8] {
        if let last, last.surfaces == surfaces, last.theme == theme, last.colors == colors { return last.indexes }
        var indexes: [UInt32: UInt8] = [:]
        let keepsHue = Set(theme)
        for c in colors { indexes[c] = own(c, keepsHue: keepsHue.contains(c)) }
        for (c, index) in orderedGrays(surfaces) { indexes[c] = index }
        last = (surfaces, theme, colors, indexes)
        return indexes
    }

    /// A color's own palette color: a gray the gray nearest it; a colored one the palette color nearest it in
    /// `PerceivedDistance` (hue and chroma weigh above lightness, so a family survives).
    mutating func own(_ color: UInt32, keepsHue: Bool = true) -> UInt8 {
        let key = color | (keepsHue ? 1 << 24 : 0)
        if let known = ownCache[key] { return known }
        let lab = OKLab(RGBA(rgb: color))
        // A gray never takes a color. A theme's colored one keeps its hue even where the palette's nearest is a
        // gray (a dark green tint in 16 colors), unless it is a pale tint (a mint card is nearer white than
        // cyan); text over a blur, cell by cell, takes whatever is nearest.
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let pool =
            Self.isNeutral(lab)
            ? grays
            : chroma < Self.paleChroma || !keepsHue ? Array(candidates) : candidates.filter { !grays.contains($0) }
        let index = PerceivedDistance.nearest(lab, in: pool)
        ownCache[key] = UInt8(index)
        return UInt8(index)
    }

    /// The neutral surfaces' grays: the cheapest assignment in which a lighter surface never takes a darker
    /// gray, nor crosses a colored surface's lightness, counting each two neighbours that share a gray at
    /// `sharingCost`.
    private mutating func orderedGrays(_ surfaces: [UInt32]) -> [(UInt32, UInt8)] {
        let labs = surfaces.map { OKLab(RGBA(rgb: $0)) }
        let neutral = surfaces.indices.filter { Self.isNeutral(labs[$0]) }.sorted {
            (labs[$0].l, surfaces[$0]) < (labs[$1].l, surfaces[$1])
        }
        guard !neutral.isEmpty else { return [] }
        // The colored surfaces stay where `own` puts them: each bounds the grays of the neutral ones lighter and
        // darker than it. Colored ones can cross each other (two swatches of near lightness), so a gray crossing
        // one is a cost that outweighs any distance, not a ban: the fewest crossings win.
        var fixed: [(lab: OKLab, l: Double, index: Int, shown: Double)] = []
        for (i, lab) in labs.enumerated() where !Self.isNeutral(lab) {
            let index = Int(own(surfaces[i]))
            fixed.append((lab, lab.l, index, XtermPalette.lab[index].l))
        }
        func price(_ i: Int, _ option: Int) -> Double {
            let l = labs[i].l
            let shown = XtermPalette.lab[option].l
            // Weighed by how far apart the two are in 24-bit: swapping a gray and a vivid color of near lightness
            // is hardly seen (a vivid color looks lighter than it is), swapping a clearly lighter one is.
            let crossed = fixed.filter { ($0.l - l) * ($0.shown - shown) < 0 }.map { abs($0.l - l) }.reduce(0, +)
            // A pale colored fill shown as a gray (a dark green page) is a neighbour too.
            let shared = fixed.filter { $0.index == option }.map { Self.sharingCost($0.lab, labs[i]) }.reduce(0, +)
            return PerceivedDistance.squared(labs[i], XtermPalette.lab[option]) + crossed * Self.crossing + shared
        }
        // cost[k]: the cheapest assignment of the surfaces so far with the last on grays[k].
        var cost = grays.map { price(neutral[0], $0) }
        var from: [[Int]] = [grays.map { _ in -1 }]
        for n in 1..<neutral.count {
            let here = labs[neutral[n]]
            let neighbourCost = Self.sharingCost(here, labs[neutral[n - 1]])
            var next: [Double] = []
            var back: [Int] = []
            for option in grays {
                let l = XtermPalette.lab[option].l
                var best = (cost: Double.infinity, k: -1)
                for (k, previous) in grays.enumerated() where XtermPalette.lab[previous].l <= l {
                    let shared = previous == option ? neighbourCost : 0
                    if cost[k] + shared < best.cost { best = (cost[k] + shared, k) }
                }
                next.append(best.cost + price(neutral[n], option))
                back.append(best.k)
            }
            // No gray of this surface is as light as one of the last: its order cannot hold; it is placed alone.
            if next.allSatisfy({ $0 == .infinity }) {
                let floor = cost.min()!
                next = grays.map { floor + price(neutral[n], $0) }
                back = grays.map { _ in cost.firstIndex(of: floor)! }
            }
            cost = next
            from.append(back)
        }
        var k = cost.indices.min { (cost[$0], $0) < (cost[$1], $1) }!
        var result: [(UInt32, UInt8)] = []
        for n in neutral.indices.reversed() {
            result.append((surfaces[neutral[n]], UInt8(grays[k])))
            k = from[n][k]
        }
        return result
    }

    /// A palette color for text `color` whose own became its cell's background `background`: the nearest
    /// other one, on the same side in lightness, a gray for a gray (text never vanishes into its background,
    /// as in 16 colors a light gray on white would).
    mutating func readable(_ color: UInt32, lighterThanBackground: Bool, on background: UInt8) -> UInt8 {
        let key = UInt64(color) << 9 | UInt64(background) << 1 | (lighterThanBackground ? 1 : 0)
        if let known = readableCache[key] { return known }
        let lab = OKLab(RGBA(rgb: color))
        let bl = XtermPalette.lab[Int(background)].l
        let ranked = PerceivedDistance.ranked(lab, in: candidates, count: candidates.count).filter {
            !Self.isNeutral(lab) || grays.contains($0.index)
        }
        let pick =
            ranked.first { $0.index != Int(background) && (XtermPalette.lab[$0.index].l > bl) == lighterThanBackground }
            ?? ranked.first { $0.index != Int(background) }
        let result = UInt8(pick?.index ?? Int(background))
        readableCache[key] = result
        return result
    }
}
