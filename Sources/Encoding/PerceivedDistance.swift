import ColorScience

/// How far a palette color looks from a color, for choosing one: OKLab's
/// lightness, chroma and hue, with chroma counted twice and hue three times,
/// so a color keeps its family when the palette has nothing close (burnt
/// orange `#C2410C` becomes orange `#D75F00`, not the nearer pure red
/// `#D70000`). Plain OKLab distance still judges how close a mix comes.
enum PerceivedDistance {
    static func squared(_ t: OKLab, _ p: OKLab) -> Double {
        let dL = t.l - p.l
        let chromaT = (t.a * t.a + t.b * t.b).squareRoot()
        let chromaP = (p.a * p.a + p.b * p.b).squareRoot()
        let dC = chromaT - chromaP
        let dA = t.a - p.a
        let dB = t.b - p.b
        let dH = max(0, dA * dA + dB * dB - dC * dC)
        return dL * dL + 2 * dC * dC + 3 * dH
    }

    /// The palette index of `indexes` (not empty) nearest `target` (ties: the lower index).
    static func nearest<Indexes: Collection<Int>>(_ target: OKLab, in indexes: Indexes) -> Int {
        indexes.min { (squared(target, XtermPalette.lab[$0]), $0) < (squared(target, XtermPalette.lab[$1]), $1) }!
    }

    /// Palette indexes of `range` by distance from `target`, nearest first (ties: the lower index).
    static func ranked(_ target: OKLab, in range: Range<Int>, count: Int) -> [(index: Int, cost: Double)] {
        var all = range.map { ($0, squared(target, XtermPalette.lab[$0])) }
        all.sort { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        return Array(all.prefix(count))
    }
}
