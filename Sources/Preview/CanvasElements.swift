import Screens

/// The inspector's Tab: the places where something is drawn to be read, in reading order. An element starts
/// where a character that is neither blank nor a picture's half block follows one that is, or one in
/// other colors; so `Wi-Fi`, its chevron and `Home` are three elements, and the 62 presses the arrows took to
/// reach a value on settings are a few Tabs.
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
        return !isInked(x - 1, y) || before.foreground != here.foreground || before.background != here.background
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
