import ColorScience
import ThemeModel

/// The black layers UIKit puts behind what it presents. What is under one is judged as drawn before it
/// (`Canvas.undimmed`): an alert is up only for a moment, the screen's pairs are read in use.
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
    /// Composites `color` over everything in `rect` (text included), keeping the cells as they were for
    /// `undimmed`. Names stay: the inspector still says what a dimmed cell shows.
    mutating func dim(_ rect: Rect, _ color: RGBA) {
        if beneathDimming == nil { beneathDimming = cells }
        overlay(rect, Paint(color, Dimming.name))
    }

    /// The frame as drawn before any dimming layer: a dimmed cell (the same glyph and names as before the
    /// layer) takes its colors from then; what was drawn over the layer (an alert) stays.
    public func undimmed() -> Canvas {
        guard let beneath = beneathDimming else { return self }
        var copy = self
        copy.beneathDimming = nil
        for i in cells.indices {
            let now = cells[i]
            let then = beneath[i]
            if now.scalar == then.scalar && now.foregroundName == then.foregroundName
                && now.backgroundName == then.backgroundName
            {
                copy.cells[i] = then
            }
        }
        return copy
    }
}
