/// Copying one canvas into another (side-by-side views, overlays).
extension Canvas {
    /// Copies `source` with its top-left corner at `origin`, clipped, keeping
    /// the semantic names behind every cell.
    public mutating func blit(_ source: Canvas, at origin: Point) {
        var ids: [UInt16] = source.names.map { _ in 0 }
        for (i, name) in source.names.enumerated() { ids[i] = intern(name) }
        for y in 0..<source.size.height {
            let ty = origin.y + y
            guard ty >= 0, ty < size.height else { continue }
            for x in 0..<source.size.width {
                let tx = origin.x + x
                guard tx >= 0, tx < size.width else { continue }
                var c = source[x, y]
                c.foregroundName = ids[Int(c.foregroundName)]
                c.backgroundName = ids[Int(c.backgroundName)]
                // A wide character cut at the right edge becomes a blank.
                if tx == size.width - 1, DisplayWidth.of(c.scalar) == 2 { c.scalar = " " }
                if tx == origin.x, c.scalar == Cell.continuation { c.scalar = " " }
                self[tx, ty] = c
            }
        }
    }
}

extension Canvas {
    /// The top rows of this canvas (a stack's content, measured after drawing).
    public func topRows(_ rows: Int) -> Canvas {
        var out = Canvas(
            size: Size(width: size.width, height: min(max(0, rows), size.height)), background: Paint(.black))
        out.blit(self, at: Point(0, 0))
        return out
    }
}
