import Screens

/// The inspector's Tab: the places where something is drawn to be read, in reading order. An element is a run
/// of text or glyphs in one pair of colors, its words one space apart: it starts where an inked character
/// (neither blank nor a picture's half block) follows two blanks or more, or one in other colors. So `Wi-Fi`,
/// its chevron and `Home` are three elements, a sentence is one, and the 62 presses the arrows took to reach a
/// value on settings are a few Tabs.
extension Canvas {
    /// Whether a cell shows text or a glyph.
    func isInked(_ x: Int, _ y: Int) -> Bool {
        let cell = self[x, y]
        return cell.scalar != " " && cell.scalar != Cell.continuation && !cell.isHalfBlock
    }

    /// Whether an element starts at (x, y).
    func startsElement(_ x: Int, _ y: Int) -> Bool {
        guard isInked(x, y) else { return false }
        guard x > 0 else { return true }
        let here = self[x, y]
        let before = self[x - 1, y]
        if before.scalar == Cell.continuation { return false }
        if isInked(x - 1, y) { return !sameColors(before, here) }
        // One blank between two inked cells of the same colors is a space between words of one element.
        guard x > 1, before.background == here.background, isInked(x - 2, y) else { return true }
        return !sameColors(self[x - 2, y], here)
    }

    private func sameColors(_ a: Cell, _ b: Cell) -> Bool {
        a.foreground == b.foreground && a.background == b.background
    }

    /// The start of the next (or previous) element from `point`, round the end; nil when nothing is drawn.
    public func element(from point: Point, forward: Bool) -> Point? {
        let count = size.width * size.height
        guard count > 0 else { return nil }
        let start = min(count - 1, max(0, point.y * size.width + point.x))
        for step in 1...count {
            let index = ((start + (forward ? step : -step)) % count + count) % count
            let x = index % size.width
            let y = index / size.width
            if startsElement(x, y) { return Point(x, y) }
        }
        return nil
    }
}
