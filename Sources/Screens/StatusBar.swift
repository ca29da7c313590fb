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
        // Each side centered in its "ear" beside the notch, as on an iPhone X-class screen (the time's centre
        // 54 pt in from the left of 375).
        canvas.text(time, at: Point(timeColumn(width: w), 0), ink, .bold)
        // Signal bars, Wi-Fi as a fan (quadrant blocks), the battery with its nub.
        let right = "▂▄▆█ ▜█▛ ████▪"
        let rightWidth = DisplayWidth.of(right)
        let rightX = Int((Double(w) * (1 - earCentre)).rounded()) - rightWidth / 2
        canvas.text(right, at: Point(min(w - rightWidth - 1, rightX), 0), ink)
    }

    static let time = "9:41"

    /// The column the time starts at on a screen `width` columns wide.
    public static func timeColumn(width: Int) -> Int {
        max(1, Int((Double(width) * earCentre).rounded()) - DisplayWidth.of(time) / 2)
    }

    /// Where the time's centre sits, as a fraction of the width (54 of 375 pt); the icons mirror it.
    static let earCentre = 54.0 / 375
}
