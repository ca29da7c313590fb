import ColorScience
import ThemeModel

/// The iOS status bar on the top row: time on the left, signal, Wi-Fi and battery on the right.
public enum StatusBar {
    /// Glyph color for `style` when the screen that owns the bar has `ownerStyle`
    /// (the effective interface style, overrides included).
    public static func glyphColor(_ style: StatusBarStyle, ownerStyle: InterfaceStyle) -> RGBA {
        switch style {
        case .darkContent: return .black
        case .lightContent: return .white
        case .default: return ownerStyle == .light ? .black : .white
        }
    }

    public static func draw(into canvas: inout Canvas, style: StatusBarStyle, ownerStyle: InterfaceStyle) {
        let w = canvas.size.width
        guard w >= 12, canvas.size.height >= 1 else { return }
        let name = style.glyphName
        let ink = Paint(glyphColor(style, ownerStyle: ownerStyle), name)
        canvas.text("9:41", at: Point(2, 0), ink, .bold)
        // Signal bars, Wi-Fi as a fan (quadrant blocks), the battery with its nub.
        let right = "▂▄▆█ ▜█▛ ████▪"
        canvas.text(right, at: Point(w - DisplayWidth.of(right) - 2, 0), ink)
    }
}
