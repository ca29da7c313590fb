import ColorScience
import ThemeModel

/// Drawing primitives. Everything clips to the canvas; nothing traps on
/// out-of-range coordinates, so screens can be laid out at any size.
extension Canvas {
    /// Paints `rect` with `paint` (composited over what is there) and clears its text.
    /// Over half-block pixels the two halves are composited separately, so a
    /// translucent fill over a picture keeps the picture.
    public mutating func fill(_ rect: Rect, _ paint: Paint) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let id = intern(paint.name)
        let opaque = paint.color.isOpaque
        if opaque {
            let blank = Cell(
                scalar: " ", foreground: paint.color, background: paint.color, attributes: [], foregroundName: 0,
                backgroundName: id)
            for y in r.y..<r.maxY {
                let start = index(r.x, y)
                for i in start..<start + r.width { cells[i] = blank }
            }
            repairWideCharacters(in: r)
            return
        }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                let i = index(x, y)
                var c = cells[i]
                if c.isHalfBlock && !opaque {
                    c.foreground = paint.color.over(c.foreground)
                } else {
                    c.scalar = " "
                    c.foreground = paint.color.over(c.background)
                }
                c.background = paint.color.over(c.background)
                c.attributes = []
                c.backgroundName = id
                c.foregroundName = 0
                cells[i] = c
            }
        }
        repairWideCharacters(in: r)
    }

    /// Composites `paint` over everything in `rect`, text included (a dimming layer).
    public mutating func overlay(_ rect: Rect, _ paint: Paint) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                let i = index(x, y)
                cells[i].foreground = paint.color.over(cells[i].foreground)
                cells[i].background = paint.color.over(cells[i].background)
            }
        }
    }

    /// Draws `text` at `p`, truncated with `…` to `maxWidth` columns.
    /// Returns the number of columns drawn. Control characters never reach
    /// the canvas: they are drawn as `?`.
    @discardableResult
    public mutating func text(
        _ text: String, at p: Point, _ paint: Paint, _ attributes: CellAttributes = [],
        maxWidth: Int? = nil
    ) -> Int {
        guard p.y >= 0, p.y < size.height else { return 0 }
        let limit = min(maxWidth ?? Int.max, size.width - p.x)
        guard limit > 0 else { return 0 }
        // Two passes over the scalars, no copy: the width first (to know whether it must be cut), then the cells.
        var total = 0
        for s in text.unicodeScalars where total <= limit { total += DisplayWidth.drawn(s) }
        var budget = limit
        var truncated = false
        if total > limit {
            budget = limit - 1
            truncated = true
        }
        let id = intern(paint.name)
        var x = p.x
        for s in text.unicodeScalars {
            let safe = SafeText.isUnsafe(s) ? "?" : s
            let w = DisplayWidth.of(safe)
            if w == 0 { continue }
            if x + w > p.x + budget { break }
            put(safe, x: x, y: p.y, paint.color, id, attributes, width: w)
            x += w
        }
        if truncated {
            put("…", x: x, y: p.y, paint.color, id, attributes, width: 1)
            x += 1
        }
        return x - p.x
    }

    /// A run of one character (separators, bars).
    public mutating func repeated(
        _ scalar: Unicode.Scalar, at p: Point, count: Int, _ paint: Paint, _ attributes: CellAttributes = []
    ) {
        guard p.y >= 0, p.y < size.height else { return }
        let start = max(0, p.x)
        let end = min(size.width, p.x + count)
        guard start < end else { return }
        let id = intern(paint.name)
        guard DisplayWidth.of(scalar) == 1 else {
            for x in start..<end { put(scalar, x: x, y: p.y, paint.color, id, attributes, width: 1) }
            return
        }
        // `put` cell by cell, with its checks of the neighbours made once for the run: inside it each
        // cell's left neighbour is the one just written.
        put(scalar, x: start, y: p.y, paint.color, id, attributes, width: 1)
        let row = p.y * size.width
        // The ink over the last background seen: a run mostly crosses one background.
        var under = RGBA(0, 0, 0, 0)
        var ink = paint.color.over(under)
        for x in start + 1..<end {
            var c = cells[row + x]
            if c.isHalfBlock { c.background = c.foreground.mixed(with: c.background, 0.5) }
            if c.background != under {
                under = c.background
                ink = paint.color.over(under)
            }
            c.scalar = scalar
            c.foreground = ink
            c.attributes = attributes
            c.foregroundName = id
            cells[row + x] = c
        }
        if end < size.width, cells[row + end].scalar == Cell.continuation { cells[row + end].scalar = " " }
    }

    /// A box with rounded corners in the box-drawing characters.
    public mutating func roundedBox(_ rect: Rect, _ paint: Paint) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        repeated("─", at: Point(rect.x + 1, rect.y), count: rect.width - 2, paint)
        repeated("─", at: Point(rect.x + 1, rect.maxY - 1), count: rect.width - 2, paint)
        for y in rect.y + 1..<rect.maxY - 1 {
            repeated("│", at: Point(rect.x, y), count: 1, paint)
            repeated("│", at: Point(rect.maxX - 1, y), count: 1, paint)
        }
        repeated("╭", at: Point(rect.x, rect.y), count: 1, paint)
        repeated("╮", at: Point(rect.maxX - 1, rect.y), count: 1, paint)
        repeated("╰", at: Point(rect.x, rect.maxY - 1), count: 1, paint)
        repeated("╯", at: Point(rect.maxX - 1, rect.maxY - 1), count: 1, paint)
    }

    /// Sets one of the two vertical pixels of a cell (`py` counts half-rows).
    public mutating func setPixel(x: Int, py: Int, _ color: RGBA, name: UInt16 = 0) {
        let y = py >> 1
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        let i = index(x, y)
        var c = cells[i]
        let top = py & 1 == 0 ? color.over(c.topPixel) : c.topPixel
        let bottom = py & 1 == 1 ? color.over(c.bottomPixel) : c.bottomPixel
        c.scalar = Cell.upperHalf
        c.foreground = top
        c.background = bottom
        c.attributes = []
        c.foregroundName = name
        c.backgroundName = name
        cells[i] = c
    }

    /// One character; translucent ink is composited over the cell's background
    /// (over the mean of the two pixels when the cell was a half block).
    @inline(__always)
    mutating func put(
        _ s: Unicode.Scalar, x: Int, y: Int, _ color: RGBA, _ nameID: UInt16, _ attributes: CellAttributes, width: Int
    ) {
        guard x >= 0, x + width <= size.width, y >= 0, y < size.height else { return }
        for k in 0..<width {
            let i = index(x + k, y)
            var c = cells[i]
            if c.isHalfBlock { c.background = c.foreground.mixed(with: c.background, 0.5) }
            c.scalar = k == 0 ? s : Cell.continuation
            c.foreground = color.over(c.background)
            c.attributes = attributes
            c.foregroundName = nameID
            cells[i] = c
        }
        // Never leave half a wide character behind (the cell at x now starts a character).
        if x > 0 {
            let left = index(x - 1, y)
            if DisplayWidth.of(cells[left].scalar) == 2 { cells[left].scalar = " " }
        }
        let after = x + width
        if after < size.width, cells[index(after, y)].scalar == Cell.continuation {
            cells[index(after, y)].scalar = " "
        }
    }

    mutating func repairWideCharacters(in r: Rect) {
        for y in r.y..<r.maxY {
            if r.x > 0, DisplayWidth.of(cells[index(r.x - 1, y)].scalar) == 2 { cells[index(r.x - 1, y)].scalar = " " }
            if r.maxX < size.width, cells[index(r.maxX, y)].scalar == Cell.continuation {
                cells[index(r.maxX, y)].scalar = " "
            }
        }
    }
}
