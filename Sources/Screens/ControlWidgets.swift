import ColorScience
import ThemeModel

/// UIKit's controls, drawn once for the built-in screens and screen files alike.
extension Widgets {
    /// Rows above `p` a switch reaches into: it is a row and a half tall, the lower half of the row above.
    static let toggleRowsAbove = 1

    /// An iOS switch (51 x 31 pt) 5 cells by a row and a half (40 x 24 pixels of a 8 x 16 cell): a pill in
    /// systemGreen (or `onColor`) when on, systemFill when off, drawn at a quarter of a cell, with a round
    /// white knob 27/31 of its height at the end; in the lower half of the row above `p` and in `p`'s row.
    static func toggle(
        _ on: Bool, at p: Point, onColor: Paint? = nil, in canvas: inout Canvas, _ context: ScreenContext
    ) {
        let track = on ? (onColor ?? context.paint("systemGreen")) : context.paint("systemFill")
        let (width, height) = (40.0, 24.0)
        let top = Canvas.shapeCellHeight / 2
        // A little smaller than iOS's 27 pt in 31: at a quarter of a cell the track must show around it.
        let radius = 9.5
        let knobX = on ? width - height / 2 : height / 2
        let rim = knobRim(context)
        clearHairline(row: p.y - toggleRowsAbove, around: p.x..<(p.x + 5), in: &canvas)
        canvas.paintQuadrants(Rect(x: p.x, y: p.y - toggleRowsAbove, width: 5, height: 2), smooth: false) { x, y in
            let ty = y - top
            guard insideRoundedRect(x, ty, width: width, height: height, radius: height / 2) else { return nil }
            let (dx, dy) = (x - knobX, ty - height / 2)
            guard dx * dx + dy * dy <= radius * radius else { return track }
            return abs(dy) > radius - rimWidth || abs(dx) > radius - rimWidth ? rim : knob
        }
    }

    /// A button as iOS 13 fills one (50 pt with a 17 pt title): two rows tall, from half a row above `row` to
    /// half a row below it, its corners rounded at a quarter of a cell, the title centered on `row`.
    static func filledButton(
        _ title: String, in row: Rect, fill: Paint, ink: Paint, _ canvas: inout Canvas
    ) {
        let width = Double(row.width) * Canvas.shapeCellWidth
        let height = 2 * Canvas.shapeCellHeight
        let top = Canvas.shapeCellHeight / 2
        canvas.paintQuadrants(Rect(x: row.x, y: row.y - 1, width: row.width, height: 3)) { x, y in
            insideRoundedRect(x, y - top, width: width, height: height, radius: 12) ? fill : nil
        }
        centered(title, in: row, y: row.y, ink, .bold, in: &canvas)
    }

    /// A hairline in `row` (a table's separator, whose row a switch's upper half takes) ends a column before
    /// `columns`, and none of it is left beside them.
    static func clearHairline(row: Int, around columns: Range<Int>, in canvas: inout Canvas) {
        guard row >= 0, row < canvas.size.height else { return }
        func clear(_ x: Int) -> Bool {
            guard x >= 0, x < canvas.size.width, canvas[x, row].scalar == "─" else { return false }
            canvas[x, row].scalar = " "
            canvas[x, row].foreground = canvas[x, row].background
            canvas[x, row].foregroundName = 0
            return true
        }
        _ = clear(columns.lowerBound - 1)
        var x = columns.upperBound
        while clear(x) { x += 1 }
    }

    /// Inside a `width` x `height` rectangle at the origin whose corners are rounded by `radius`.
    static func insideRoundedRect(_ x: Double, _ y: Double, width: Double, height: Double, radius: Double) -> Bool {
        guard x >= 0, y >= 0, x <= width, y <= height else { return false }
        let dx = x - min(max(x, radius), width - radius)
        let dy = y - min(max(y, radius), height - radius)
        return dx * dx + dy * dy <= radius * radius
    }

    /// The white of a switch's and a slider's knob.
    static let knob = Paint(.white, "knob")

    /// A slider: the track in the tint up to the knob, systemFill after it; the knob a white disc 3 cells
    /// wide and two rows tall (iOS: 28 pt) reaching half a row into the rows above and below, drawn at a
    /// quarter of a cell, with a light gray rim where iOS has its shadow.
    static func slider(
        value: Double, at p: Point, width: Int, color: Paint? = nil, in canvas: inout Canvas, _ c: ScreenContext
    ) {
        guard width >= 5 else { return }
        let knobX = p.x + 1 + Int((Double(width - 3) * min(max(value, 0), 1)).rounded(.down))
        canvas.repeated("━", at: p, count: knobX - p.x, color ?? c.paint("tint"))
        canvas.repeated("━", at: Point(knobX + 3, p.y), count: p.x + width - knobX - 3, c.paint("systemFill"))
        let radius = 14.0
        let rim = knobRim(c)
        let (cx, cy) = (1.5 * Canvas.shapeCellWidth, 1.5 * Canvas.shapeCellHeight)
        canvas.paintQuadrants(Rect(x: knobX, y: p.y - 1, width: 3, height: 3), smooth: false) { x, y in
            let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            guard distance <= radius else { return nil }
            return distance <= radius - rimWidth ? knob : rim
        }
    }

    /// The edge of a knob in light mode, where iOS draws its shadow, so the knob reads on a white row; in dark
    /// the knob is white to its edge, as there.
    static func knobRim(_ c: ScreenContext) -> Paint {
        c.traits.style == .light ? Paint(RGBA(0xD1, 0xD1, 0xD6), "knob shadow") : knob
    }

    /// How far in from a knob's edge its rim reaches, in pixels of an 8 x 16 cell.
    static let rimWidth = 5.0

    /// Rows a segmented control takes: the track's top edge, the segments, its bottom edge.
    static let segmentedHeight = 3

    /// A segmented control (iOS 13 style, 32 pt) in three rows from the top of `rect`: a gray track
    /// (tertiarySystemFill) with rounded ends half a row above and below the segments, the selected one
    /// inset on it by half a column, white in light and systemGray2 (`#636366`) in dark, its title bold; a
    /// hairline between two unselected segments.
    static func segmented(
        _ items: [String], selected: Int?, in rect: Rect, _ canvas: inout Canvas, _ c: ScreenContext
    ) {
        guard !items.isEmpty, rect.width >= 2 * items.count else { return }
        let y = rect.y + 1
        let trackPaint = c.paint("tertiarySystemFill")
        sectionEdge(
            Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), top: true, rounded: true, trackPaint, &canvas)
        sectionEdge(
            Rect(x: rect.x, y: y + 1, width: rect.width, height: 1), top: false, rounded: true, trackPaint, &canvas)
        let under = canvas[min(max(rect.x, 0), canvas.size.width - 1), min(max(y, 0), canvas.size.height - 1)]
            .background
        canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), trackPaint)
        let track = trackPaint.color.over(under)
        let thumb = c.traits.style == .light ? Paint(.white, "selectedSegmentTint") : c.paint("systemGray2")
        let segment = rect.width / items.count
        for (i, item) in items.enumerated() {
            let x = rect.x + i * segment
            let width = i == items.count - 1 ? rect.maxX - x : segment
            if i == selected {
                let color = Paint(thumb.color.over(track), thumb.name)
                canvas.fill(Rect(x: x + 1, y: y, width: width - 2, height: 1), color)
                canvas.text("▐", at: Point(x, y), color)
                canvas.text("▌", at: Point(x + width - 1, y), color)
            } else if i > 0, selected != i - 1 {
                canvas.text("▏", at: Point(x, y), c.paint("opaqueSeparator"))
            }
            centered(
                item, in: Rect(x: x + 1, y: y, width: width - 2, height: 1), y: y, c.paint("label"),
                i == selected ? .bold : [], in: &canvas)
        }
    }

    /// The top or bottom half row of a grouped section in `row`: the cells' color on the half next to the
    /// section, what is under it on the other; the corners rounded for an inset section.
    static func sectionEdge(_ row: Rect, top: Bool, rounded: Bool, _ paint: Paint, _ canvas: inout Canvas) {
        guard row.y >= 0, row.y < canvas.size.height, row.width >= 2 else { return }
        for x in max(0, row.x)..<min(canvas.size.width, row.maxX) {
            let under = canvas[x, row.y].background
            let corner = rounded && (x == row.x || x == row.maxX - 1)
            let glyph: Unicode.Scalar
            switch (top, corner, x == row.x) {
            case (true, false, _): glyph = "▄"
            case (false, false, _): glyph = "▀"
            case (true, true, true): glyph = "▗"
            case (true, true, false): glyph = "▖"
            case (false, true, true): glyph = "▝"
            case (false, true, false): glyph = "▘"
            }
            canvas.text(String(glyph), at: Point(x, row.y), Paint(paint.color.over(under), paint.name))
        }
    }
}
