import ColorScience
import ThemeModel

extension Widgets {
    /// A message bubble at the top of `r`: at most 70% of the width, on the leading side (incoming) or the
    /// trailing side (outgoing), its text wrapped inside a column of padding, its ends rounded half rows;
    /// `from` above it in secondaryLabel. Returns the rows it took.
    static func bubble(
        _ text: String, from: String?, outgoing: Bool, fill: Paint, ink: Paint, in r: Rect, _ canvas: inout Canvas,
        _ c: ScreenContext
    ) -> Int {
        let room = r.width - 4
        // What does not fit takes the rest of the screen, so nothing after it is drawn in its place.
        guard room >= 8, r.height >= (from == nil ? 3 : 4) else { return r.height }
        let widest = max(4, room * 7 / 10 - 4)
        let lines = wrap(text, width: widest, maxLines: max(1, r.height - (from == nil ? 2 : 3)))
        // A word longer than the bubble is cut with `…` inside it.
        let width = min(lines.map(DisplayWidth.of).max() ?? 0, widest) + 4
        let x = outgoing ? r.maxX - 2 - width : r.x + 2
        var y = r.y
        if let from {
            let fw = min(DisplayWidth.of(from), room)
            canvas.text(
                from, at: Point(outgoing ? r.maxX - 2 - fw - 1 : x + 1, y), c.paint("secondaryLabel"), maxWidth: fw)
            y += 1
        }
        sectionEdge(Rect(x: x, y: y, width: width, height: 1), top: true, rounded: true, fill, &canvas)
        y += 1
        for line in lines {
            canvas.fill(Rect(x: x, y: y, width: width, height: 1), fill)
            canvas.text(line, at: Point(x + 2, y), ink, maxWidth: width - 4)
            y += 1
        }
        sectionEdge(Rect(x: x, y: y, width: width, height: 1), top: false, rounded: true, fill, &canvas)
        return y + 1 - r.y
    }
}
