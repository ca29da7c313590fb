import ColorScience
import Screens
import ThemeModel

/// The tuner's rows above the footer: the color and the variant edited, before and now in hex and OKLCH,
/// and the grid of its pairs with the worst ratio in each appearance, passing or not.
public struct TunerPanel: Sendable {
    var tuning: Tuning
    var grid: TunerGrid?
    /// Whether the grid is of the values shown (not one step behind).
    var current: Bool
    /// The appearances the theme is seen in (a locked theme: one style's).
    var appearances: [Traits]
    /// The footer's line while tuning: the color, how many pairs fail, what is unwritten.
    var status: String

    /// How many rows the panel takes on a terminal of `height` rows: as many as leave the screens their
    /// minimum, at most nine; none on a terminal too short (the footer then carries the tuner's status).
    public static func rows(forTerminalHeight height: Int) -> Int {
        min(9, max(0, height - 1 - Screen.minimumSize.height))
    }

    static let passColor = RGBA(0x30, 0xD1, 0x58)
    static let failColor = RGBA(0xFF, 0x6B, 0x5E)
    /// A ratio column (`2.92!`, `5.22✓`): seven columns wide, six where the pairs' names need the room
    /// (80 columns: eight appearances beside `on secondary…Background`).
    static func columnWidth(forTerminalWidth width: Int, appearances: Int) -> Int {
        width - 1 - appearances * 7 - 6 >= 24 ? 7 : 6
    }

    /// Column titles of the eight appearances, in `Traits.all`'s order, at most `columnWidth - 1` wide.
    static func title(_ t: Traits, columnWidth: Int) -> String {
        let style = t.style == .light ? "l" : "d"
        let narrow = columnWidth < 7
        switch (t.level, t.contrast) {
        case (.base, .normal): return t.style == .light ? "light" : "dark"
        case (.elevated, .normal): return style + (narrow ? " elv" : " elev")
        case (.base, .high): return style + " hc"
        case (.elevated, .high): return style + (narrow ? "e hc" : " e hc")
        }
    }

    func draw(on canvas: inout Canvas, top: Int, rows: Int) {
        let width = canvas.size.width
        guard rows > 0, width > 0 else { return }
        let chrome = Paint(PreviewComposer.chromeBackground, "dusk")
        canvas.fill(Rect(x: 0, y: top, width: width, height: rows), chrome)
        let text = Paint(PreviewComposer.chromeText, "dusk")
        let dim = Paint(PreviewComposer.chromeDim, "dusk")
        // The color before and now, as swatches and values.
        let now = tuning.color
        var x = 1
        func put(_ s: String, _ paint: Paint, _ attributes: CellAttributes = []) {
            guard x < width else { return }
            canvas.text(s, at: Point(x, top), paint, attributes, maxWidth: width - x)
            x += DisplayWidth.of(s)
        }
        put(SafeText.sanitized(tuning.name), text, .bold)
        put(
            " · " + tuning.variant.variantKey
                + (tuning.proposed ? " (new, from derive)" : tuning.creates ? " (new)" : "") + "  ", dim)
        canvas.fill(
            Rect(x: x, y: top, width: min(2, max(0, width - x)), height: 1), Paint(tuning.before.opaque, "dusk"))
        x += 2
        put(" \(tuning.before.hexShortest) \(Tuning.describe(tuning.before))  ", dim)
        canvas.fill(Rect(x: x, y: top, width: min(2, max(0, width - x)), height: 1), Paint(now.opaque, "dusk"))
        x += 2
        put(" \(now.hexShortest) \(Tuning.describe(now))", text, .bold)
        if let most = tuning.gamutChroma {
            put(
                "  sRGB's most: chroma \(NumberFormat.fixed(most, 3)) (\(NumberFormat.fixed(tuning.chroma, 3)) asked)",
                dim)
        }
        guard rows > 1 else { return }
        canvas.text(TunerPanel.hint(width: width - 2), at: Point(1, top + rows - 1), dim, maxWidth: max(0, width - 1))
        guard rows > 2 else { return }
        guard rows > 3 else {
            // One row between: the worst pair in words, where a grid has no room.
            canvas.text(summary, at: Point(1, top + 1), text, maxWidth: max(0, width - 1))
            return
        }
        let needsWidth = (grid?.rows.map { DisplayWidth.of(TunerPanel.needs($0)) + 1 }.max() ?? 6)
        let columnWidth = TunerPanel.columnWidth(forTerminalWidth: width, appearances: appearances.count)
        let nameWidth = max(12, width - 1 - appearances.count * columnWidth - needsWidth)
        var header = "pairs of \(SafeText.sanitized(tuning.name))".padding(toWidth: nameWidth)
        for t in appearances {
            header += TunerPanel.title(t, columnWidth: columnWidth).leftPadding(toWidth: columnWidth)
        }
        header += " needs"
        canvas.text(header, at: Point(1, top + 1), dim, .bold, maxWidth: width - 1)
        guard let grid else {
            canvas.text("measuring every pair in eight appearances…", at: Point(1, top + 2), dim, maxWidth: width - 1)
            return
        }
        let room = rows - 3
        let shown = grid.rows.count > room ? max(0, room - 1) : grid.rows.count
        for (i, row) in grid.rows.prefix(shown).enumerated() {
            let y = top + 2 + i
            canvas.text(label(row, width: nameWidth - 1), at: Point(1, y), text, maxWidth: nameWidth - 1)
            var cx = 1 + nameWidth
            for t in appearances {
                defer { cx += columnWidth }
                guard cx + columnWidth <= width, let ratio = row.ratios[t], let pass = row.passes(t) else {
                    continue
                }
                let shown =
                    ratio >= 10 && columnWidth < 7
                    ? NumberFormat.fixed(ratio, 1, rule: pass ? .toNearestOrAwayFromZero : .down)
                    : NumberFormat.pairRatio(ratio, target: row.targets[t] ?? 0)
                let cell = (shown + (pass ? "✓" : "!"))
                    .leftPadding(
                        toWidth: columnWidth)
                let paint = Paint(pass ? TunerPanel.passColor : TunerPanel.failColor, "dusk")
                canvas.text(cell, at: Point(cx, y), current ? paint : dim, pass ? [] : .bold)
            }
            if cx + 6 <= width {
                canvas.text(" " + TunerPanel.needs(row), at: Point(cx, y), dim, maxWidth: width - cx)
            }
        }
        if shown < grid.rows.count {
            let rest = grid.rows.count - shown
            let failing = grid.rows.dropFirst(shown).filter(\.fails).count
            canvas.text(
                "+\(rest) more pair\(rest == 1 ? "" : "s") (\(failing) failing); the worst are above",
                at: Point(1, top + 2 + shown), dim, maxWidth: width - 1)
        }
        if grid.rows.isEmpty {
            canvas.text(
                "no pair of \(SafeText.sanitized(grid.name)) is checked (a decorative color, or drawn nowhere)",
                at: Point(1, top + 2), dim, maxWidth: width - 1)
        }
    }
}

extension TunerPanel {
    /// The tuner's keys on one row, the least needed giving way on a narrow terminal (`?` lists them all).
    static func hint(width: Int) -> String {
        PreviewComposer.fitted(
            [
                ("↑↓ lightness", 9), ("  ←→ hue", 9), ("  [ ] chroma", 8), ("  Shift, { }: 5x", 2), ("  Tab color", 3),
                ("  = passing", 7), ("  p worst", 4), ("  u undo", 6), ("  w write", 9), ("  t/Esc close", 5),
            ], width: width)
    }

    /// A row's target: Apple's own text is held to Apple's own level, which differs by appearance: a range.
    static func needs(_ row: TunerGrid.Row) -> String {
        guard let most = row.targets.values.max(), let least = row.targets.values.min() else { return "" }
        return most - least < 0.005
            ? NumberFormat.ratio(most) : "\(NumberFormat.fixed(least, 2))-\(NumberFormat.ratio(most))"
    }

    /// A row as the grid names it: the tuned color is in every row, so only the other one is named
    /// (`on systemBackground`, `label on it`; an alias of it by its own name, `tint on …`), abbreviated by rule
    /// to the room there is.
    func label(_ row: TunerGrid.Row, width: Int) -> String {
        let tuned = tuning.name
        let foreground = SafeText.sanitized(row.foreground)
        let (lead, other, trail) =
            row.background == tuned
            ? ("", foreground, " on it")
            : (
                row.foreground == tuned ? "on " : "\(Abbreviation.name(foreground, toWidth: width / 3)) on ",
                SafeText.sanitized(row.background), ""
            )
        let room = width - DisplayWidth.of(lead) - DisplayWidth.of(trail)
        return lead + Abbreviation.name(other, toWidth: room) + trail
    }

    /// `16 of 16 pairs fail; worst: brandAccent on brandPage, 1.80:1 in light-high-contrast (needs 4.5:1)`.
    var summary: String {
        guard let grid else { return "measuring every pair in eight appearances…" }
        var text = "\(grid.failing) of \(grid.rows.count) pairs fail"
        // The rows come worst first.
        if let row = grid.rows.first, let worst = row.worst {
            text +=
                "; worst: \(SafeText.sanitized(row.foreground)) on \(SafeText.sanitized(row.background)), "
                + "\(NumberFormat.pairRatio(worst.ratio, target: worst.target)):1 in \(worst.traits.name) "
                + "(needs \(NumberFormat.failing(worst.ratio, target: worst.target).target):1)"
        }
        return text
    }
}

extension String {
    /// Spaces after, to `width` columns.
    func padding(toWidth width: Int) -> String {
        let w = DisplayWidth.of(self)
        return w >= width ? self : self + String(repeating: " ", count: width - w)
    }

    /// Spaces before, to `width` columns.
    func leftPadding(toWidth width: Int) -> String {
        let w = DisplayWidth.of(self)
        return w >= width ? self : String(repeating: " ", count: width - w) + self
    }
}

extension Canvas {
    /// Where `place`'s pair is drawn: the start of an element in its colors, else any cell of them.
    func cell(drawing place: TunerGrid.Place) -> Point? {
        var anywhere: Point?
        for y in 0..<size.height {
            for x in 0..<size.width where isInked(x, y) {
                let names = colorNames(at: Point(x, y))
                guard names.foreground == place.foreground, names.background == place.background else { continue }
                if startsElement(x, y) { return Point(x, y) }
                if anywhere == nil { anywhere = Point(x, y) }
            }
        }
        return anywhere
    }
}
