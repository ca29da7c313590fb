import ColorScience
import ThemeModel

/// UIKit's controls, drawn once for the built-in screens and screen files alike.
extension Widgets {
    /// An iOS switch, 5 cells wide: a pill in systemGreen (or `onColor`) when on, systemFill when off, with
    /// a white knob the track's full height as on iOS (a 27 pt knob in a 31 pt track), a shadow at its sides.
    static func toggle(
        _ on: Bool, at p: Point, onColor: Paint? = nil, in canvas: inout Canvas, _ context: ScreenContext
    ) {
        let track = on ? (onColor ?? context.paint("systemGreen")) : context.paint("systemFill")
        let under = canvas[min(max(p.x, 0), canvas.size.width - 1), min(max(p.y, 0), canvas.size.height - 1)].background
        canvas.fill(Rect(x: p.x + 1, y: p.y, width: 3, height: 1), track)
        let trackColor = track.color.over(under)
        canvas.text("▐", at: p, Paint(trackColor, track.name))
        canvas.text("▌", at: Point(p.x + 4, p.y), Paint(trackColor, track.name))
        // The knob: white, with a faint shadow at its sides so it reads on a white row too.
        let shadow = RGBA(0, 0, 0, 0x30).over(trackColor)
        let kx = on ? p.x + 2 : p.x + 1
        canvas.fill(Rect(x: kx, y: p.y, width: 2, height: 1), Paint(shadow, "knob shadow"))
        canvas.text("▐▌", at: Point(kx, p.y), knob)
    }

    /// The white of a switch's and a slider's knob.
    static let knob = Paint(.white, "knob")

    /// A slider: the track in the tint up to the knob, systemFill after it; the knob a white block three
    /// cells wide with a faint shadow around it, drawn into the rows above and below (iOS: a 28 pt white
    /// knob with a shadow).
    static func slider(
        value: Double, at p: Point, width: Int, color: Paint? = nil, in canvas: inout Canvas, _ c: ScreenContext
    ) {
        guard width >= 5 else { return }
        let knobX = p.x + 1 + Int((Double(width - 3) * min(max(value, 0), 1)).rounded(.down))
        canvas.repeated("━", at: p, count: knobX - p.x, color ?? c.paint("tint"))
        canvas.repeated("━", at: Point(knobX + 3, p.y), count: p.x + width - knobX - 3, c.paint("systemFill"))
        let under = canvas[min(max(knobX, 0), canvas.size.width - 1), min(max(p.y, 0), canvas.size.height - 1)]
            .background
        let shadow = Paint(RGBA(0, 0, 0, 0x30).over(under), "knob shadow")
        canvas.fill(Rect(x: knobX, y: p.y, width: 3, height: 1), shadow)
        canvas.text("▐█▌", at: Point(knobX, p.y), knob)
        // The shadow above and below, in the rows around the slider.
        canvas.repeated("▁", at: Point(knobX, p.y - 1), count: 3, shadow)
        canvas.repeated("▔", at: Point(knobX, p.y + 1), count: 3, shadow)
    }

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
