import ColorScience

/// The palette colors for a frame's flat colors (text, fills, lines), chosen
/// together: each takes the nearest palette color no other has taken, so two
/// colors that differ in 24-bit stay different (a card stays apart from its
/// page: one step of the gray ramp or the cube is enough) and keep their
/// order in lightness; a color merges with another only when the palette has
/// nothing free near it, or when the two look the same (closer than
/// `justNoticeable`). Colors that fit a palette color best choose first,
/// so a palette color always maps to itself.
struct FlatColorMapping: Sendable {
    let candidates: Range<Int>
    /// The last frame's colors and their indexes: the live preview draws the same colors frame after frame.
    private var last: (distinct: [UInt32], nearest: [UInt32], indexes: [UInt32: UInt8])?
    /// Each color's nearest palette color, as `nearest` colors take it.
    private var nearestCache: [UInt32: UInt8] = [:]
    /// `readable`'s answers.
    private var readableCache: [UInt64: UInt8] = [:]

    init(candidates: Range<Int>) { self.candidates = candidates }

    /// How much farther than its nearest a color may go to stay distinct (OKLab, about a step of the cube).
    static let reach = 0.1
    /// A lightness difference (OKLab L) that reads as an order: an elevated card over its page. Colors
    /// closer in lightness differ by hue (a dark green page, a dark gray card) and may swap.
    static let clearlyLighter = 0.05
    /// Closer than this (OKLab), two colors look the same and may share a palette color.
    static let justNoticeable = 0.012
    /// How many of the nearest palette colors each color considers.
    static let shortList = 24

    /// The index for each of `distinct` (sorted, without repeats), chosen together, and for each of
    /// `nearest` that is not among them, its nearest.
    mutating func indexes(distinct colors: [UInt32], nearest: [UInt32]) -> [UInt32: UInt8] {
        if let last, last.distinct == colors, last.nearest == nearest { return last.indexes }
        let labs = colors.map { OKLab(RGBA(rgb: $0)) }
        let ranked = labs.map { PerceivedDistance.ranked($0, in: candidates, count: Self.shortList) }
        let order = colors.indices.sorted { (ranked[$0][0].cost, colors[$0]) < (ranked[$1][0].cost, colors[$1]) }
        // The colors placed on each palette color so far (a palette color with none is free).
        var members: [Int: [Int]] = [:]
        var chosen = [Int](repeating: -1, count: colors.count)
        let same = Self.justNoticeable * Self.justNoticeable
        for i in order {
            // A color that looks the same as every color on a palette color goes with them (each palette
            // color judged once).
            var verdicts: [Int: Bool] = [:]
            if let twin = chosen.indices.first(where: { j in
                let p = chosen[j]
                guard p >= 0 else { return false }
                if let known = verdicts[p] { return known }
                let verdict = members[p, default: []].allSatisfy { labs[$0].distanceSquared(to: labs[i]) < same }
                verdicts[p] = verdict
                return verdict
            }) {
                chosen[i] = chosen[twin]
                members[chosen[i], default: []].append(i)
                continue
            }
            let limit = (ranked[i][0].cost.squareRoot() + Self.reach)
            // The nearest free one that keeps grays gray and the order in lightness; else (in 256 colors; 16
            // have no colors to spare) the nearest free one that keeps the order; else share (an elevated
            // card as dark as its page reads wrong, an elevated card darker than its page reads worse).
            let free = ranked[i].filter { $0.cost.squareRoot() <= limit && members[$0.index] == nil }.map(\.index)
            let ordered = free.filter { !invertsLightness(i, $0, labs, chosen) }
            let pick =
                ordered.first { !PerceivedDistance.tints(labs[i], XtermPalette.lab[$0]) }
                ?? (candidates.count > 16 ? ordered.first : nil) ?? ranked[i][0].index
            members[pick, default: []].append(i)
            chosen[i] = pick
        }
        var indexes: [UInt32: UInt8] = [:]
        for (i, c) in colors.enumerated() { indexes[c] = UInt8(chosen[i]) }
        for c in nearest where indexes[c] == nil {
            if let known = nearestCache[c] {
                indexes[c] = known
                continue
            }
            let index = UInt8(PerceivedDistance.nearest(OKLab(RGBA(rgb: c)), in: candidates))
            nearestCache[c] = index
            indexes[c] = index
        }
        last = (colors, nearest, indexes)
        return indexes
    }

    /// A palette color for text `color` whose own became its cell's background `background`: the nearest
    /// other one, on the same side in lightness (text never vanishes into its background, as in 16 colors
    /// a light gray on white would).
    mutating func readable(_ color: UInt32, lighterThanBackground: Bool, on background: UInt8) -> UInt8 {
        let key = UInt64(color) << 9 | UInt64(background) << 1 | (lighterThanBackground ? 1 : 0)
        if let known = readableCache[key] { return known }
        let bl = XtermPalette.lab[Int(background)].l
        let ranked = PerceivedDistance.ranked(OKLab(RGBA(rgb: color)), in: candidates, count: candidates.count)
        let pick =
            ranked.first { $0.index != Int(background) && (XtermPalette.lab[$0.index].l > bl) == lighterThanBackground }
            ?? ranked.first { $0.index != Int(background) }
        let result = UInt8(pick?.index ?? Int(background))
        readableCache[key] = result
        return result
    }

    /// Whether giving color `i` palette color `p` would turn it darker than a close color already placed
    /// that it is clearly lighter than (or the reverse).
    private func invertsLightness(_ i: Int, _ p: Int, _ labs: [OKLab], _ chosen: [Int]) -> Bool {
        let l = labs[i].l
        let pl = XtermPalette.lab[p].l
        for (j, q) in chosen.enumerated() where q >= 0 && j != i {
            let dl = l - labs[j].l
            guard abs(dl) > Self.clearlyLighter, labs[i].distanceSquared(to: labs[j]) < 0.0025 else { continue }
            let dp = pl - XtermPalette.lab[q].l
            if dp != 0 && (dp > 0) != (dl > 0) { return true }
        }
        return false
    }
}
