import ColorScience

/// Shapes drawn at a quarter of a cell: half a column by half a row, the
/// resolution of the quadrant block elements (▗ ▟ ▀ ...). A switch's knob, a
/// slider's thumb and a button's corners are round at that resolution, where
/// whole cells and half rows only make squares.
extension Canvas {
    /// The pixels of a cell in shape coordinates (`paintQuadrants`): 8 wide, 16 tall, as the picture exports.
    public static let shapeCellWidth = 8.0
    public static let shapeCellHeight = 16.0

    /// Paints the cells of `rect` from `paint`, asked at the centre of each quadrant in pixels (a cell 8 x 16)
    /// from the rect's top-left corner; nil keeps what is there. A cell shows two colors at most: where a
    /// shape puts three in one, the one in fewest quadrants joins the nearest of the others.
    public mutating func paintQuadrants(
        _ rect: Rect, smooth: Bool = true, _ paint: (_ x: Double, _ y: Double) -> Paint?
    ) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                let under = self[x, y]
                let beneath = Self.quadrants(of: under)
                var quadrants: [(color: RGBA, name: UInt16)] = []
                quadrants.reserveCapacity(4)
                for q in 0..<4 {
                    let top = q < 2
                    let below = beneath[q].color
                    let px = (Double(x - rect.x) + (q % 2 == 0 ? 0.25 : 0.75)) * Self.shapeCellWidth
                    let py = (Double(y - rect.y) + (top ? 0.25 : 0.75)) * Self.shapeCellHeight
                    // Four samples a quadrant, averaged: an edge through it shows as a color between the two.
                    var sum = (r: 0, g: 0, b: 0)
                    var counts: [(name: String, count: Int)] = []
                    for (sx, sy) in smooth ? Self.samples : Self.centre {
                        let p = paint(px + sx, py + sy)
                        let color = p.map { $0.color.over(below) } ?? below
                        sum = (sum.r + Int(color.r), sum.g + Int(color.g), sum.b + Int(color.b))
                        guard let name = p?.name else { continue }
                        if let i = counts.firstIndex(where: { $0.name == name }) {
                            counts[i].count += 1
                        } else {
                            counts.append((name, 1))
                        }
                    }
                    let n = smooth ? 4 : 1
                    let color = RGBA(UInt8((sum.r + n / 2) / n), UInt8((sum.g + n / 2) / n), UInt8((sum.b + n / 2) / n))
                    // The quadrant is named after what covers most of it (ties: what was there).
                    let painted = counts.max { $0.count < $1.count }
                    let name = painted.map { 2 * $0.count > n ? intern($0.name) : beneath[q].name }
                    quadrants.append((color, name ?? beneath[q].name))
                }
                self[x, y] = Self.quadrantCell(quadrants)
            }
        }
        repairWideCharacters(in: r)
    }

    /// Where a quadrant (4 x 8 pixels) is sampled, from its centre.
    static let samples: [(Double, Double)] = [(-1, -2), (1, -2), (-1, 2), (1, 2)]
    static let centre: [(Double, Double)] = [(0, 0)]

    /// The colors a cell shows in its four quadrants (top-left, top-right, bottom-left, bottom-right) and the
    /// names behind them: a block element's ink where it covers, its background elsewhere; text as its
    /// background (what a shape drawn over it keeps).
    static func quadrants(of cell: Cell) -> [(color: RGBA, name: UInt16)] {
        let ink = (cell.foreground, cell.foregroundName)
        let paper = (cell.background, cell.backgroundName)
        guard let bits = quadrantGlyphs.firstIndex(of: cell.scalar), cell.scalar != " " else {
            return [paper, paper, paper, paper]
        }
        return (0..<4).map { bits & (1 << $0) != 0 ? ink : paper }
    }

    /// The glyph whose ink covers the quadrants in `bits` (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right).
    static let quadrantGlyphs: [Unicode.Scalar] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// One cell showing four quadrant colors, two at most.
    static func quadrantCell(_ quadrants: [(color: RGBA, name: UInt16)]) -> Cell {
        var q = quadrants
        while true {
            var distinct: [RGBA] = []
            for item in q where !distinct.contains(item.color) { distinct.append(item.color) }
            guard distinct.count > 2 else { break }
            // Join the closest two colors: the one in fewer quadrants takes the other's color and name.
            var best = (a: 0, b: 1, distance: Double.infinity)
            for a in distinct.indices {
                for b in distinct.indices where b > a {
                    let d = OKLab(distinct[a]).distanceSquared(to: OKLab(distinct[b]))
                    if d < best.distance { best = (a, b, d) }
                }
            }
            let a = distinct[best.a]
            let b = distinct[best.b]
            let countA = q.filter { $0.color == a }.count
            let countB = q.filter { $0.color == b }.count
            let (from, to) = countA < countB ? (a, b) : (b, a)
            let name = q.first { $0.color == to }!.name
            for i in q.indices where q[i].color == from { q[i] = (to, name) }
        }
        let ink = q[0]
        var bits = 0
        for i in q.indices where q[i].color == ink.color { bits |= 1 << i }
        let paper = q.first { $0.color != ink.color } ?? ink
        // `bits` holds the top-left quadrant: ink on top is the canvas's own half block; else the fewer
        // quadrants are the ink.
        var inkBits = bits
        var fore = ink
        var back = paper
        if bits.nonzeroBitCount > 2 {
            inkBits = 15 ^ bits
            fore = paper
            back = ink
        }
        return Cell(
            scalar: quadrantGlyphs[inkBits], foreground: inkBits == 0 ? back.color : fore.color,
            background: back.color, attributes: [], foregroundName: inkBits == 0 ? 0 : fore.name,
            backgroundName: back.name)
    }
}
