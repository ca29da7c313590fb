import ColorScience
import ThemeModel

/// A swatch for every color of the theme, custom colors first, then the
/// system palette: name, resolved hex for this appearance, and contrast
/// against systemBackground.
enum ColorsScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        let theme = c.theme
        canvas.text("Colors", at: Point(2, 1), c.paint("label"), .bold)
        let subtitle = "\(theme.name) · \(c.traits.name) · contrast on systemBackground"
        canvas.text(subtitle, at: Point(10, 1), c.paint("secondaryLabel"), maxWidth: w - 12)

        let custom = theme.customNames
        let system = theme.names.filter { theme.systemNames.contains($0) }
        let names = custom + system
        // Columns as wide as the longest name allows, as many as fit.
        let nameWidth = min(32, max(8, names.map { DisplayWidth.of($0) }.max() ?? 8), max(4, w - 24))
        let columnWidth = 3 + 1 + nameWidth + 1 + 9 + 1 + 5 + 2
        let columns = max(1, (w - 2) / columnWidth)
        let top = 3
        let rowsAvailable = h - top
        let capacity = columns * rowsAvailable
        let shown = names.count > capacity ? Array(names.prefix(max(0, capacity - 1))) : names
        let background = c.paint("systemBackground")
        for (i, name) in shown.enumerated() {
            let column = i / rowsAvailable
            let row = i % rowsAvailable
            let x = 2 + column * columnWidth
            let y = top + row
            let paint = c.paint(name)
            canvas.fill(Rect(x: x, y: y, width: 3, height: 1), paint)
            let ratio = Contrast.wcagRatio(text: paint.color, background: background.color)
            let isCustom = i < custom.count
            canvas.text(name, at: Point(x + 4, y), c.paint("label"), isCustom ? .bold : [], maxWidth: nameWidth)
            canvas.text(
                paint.color.hexShortest, at: Point(x + 5 + nameWidth, y), c.paint("secondaryLabel"), maxWidth: 9)
            let ratioText = NumberFormat.fixed(ratio, 1)
            canvas.text(
                ratioText, at: Point(x + columnWidth - 2 - ratioText.count, y),
                c.paint(ratio >= 4.5 ? "secondaryLabel" : "tertiaryLabel"))
        }
        if shown.count < names.count {
            let i = shown.count
            let x = 2 + (i / rowsAvailable) * columnWidth
            let y = top + i % rowsAvailable
            canvas.text(
                "… \(names.count - shown.count) more (dusk colors lists all)", at: Point(x, y),
                c.paint("tertiaryLabel"), maxWidth: columnWidth)
        }
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }
}
