import ColorScience
import ThemeModel

/// The black layers UIKit puts behind what it presents. What is under one is judged as drawn before it
/// (`Canvas.beneathDimming`): an alert is up only for a moment, the screen's pairs are read in use.
public enum Dimming {
    public static let name = "dimming"
    /// Behind a page sheet, over the pushed-back screen.
    static let pageSheet = RGBA(0, 0, 0, 0x66)

    /// Behind an alert: lighter in light mode than in dark, as UIKit's dimming view.
    static func alert(_ style: InterfaceStyle) -> RGBA {
        style == .light ? RGBA(0, 0, 0, 0x33) : RGBA(0, 0, 0, 0x7A)
    }
}

extension Canvas {
    /// Composites `color` over everything in `rect` (text included), names what is under it dimmed and
    /// keeps the cells as they were for `drawnPairs`.
    mutating func dim(_ rect: Rect, _ color: RGBA) {
        if beneathDimming == nil { beneathDimming = cells }
        overlay(rect, Paint(color, Dimming.name))
        let id = intern(Dimming.name)
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[index(x, y)].backgroundName = id }
        }
    }
}
