import ThemeKit

/// The label hierarchy, link, placeholder text in a text field, and the two
/// separators, on systemBackground, secondarySystemBackground and
/// tertiarySystemBackground side by side.
enum LabelsScreen {
    static let backgrounds = ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"]

    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width, h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        canvas.text("Labels", at: Point(2, 2), c.paint("label"), .bold)
        let top = 4
        let columnWidth = w / backgrounds.count
        for (i, bg) in backgrounds.enumerated() {
            let x = i * columnWidth
            let width = i == backgrounds.count - 1 ? w - x : columnWidth
            let column = Rect(x: x, y: top, width: width, height: h - top)
            canvas.fill(column, c.paint(bg))
            drawColumn(bg, in: column, &canvas, c)
        }
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    static func drawColumn(_ background: String, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext) {
        let x = r.x + 2, width = r.width - 4
        var y = r.y + 1
        func line(_ text: String, _ name: String, _ attributes: CellAttributes = []) {
            guard y < r.maxY else { return }
            canvas.text(text, at: Point(x, y), c.paint(name), attributes, maxWidth: width)
            y += 2
        }
        canvas.text(background, at: Point(x, y), c.paint("secondaryLabel"), .italic, maxWidth: width)
        y += 2
        line("label", "label", .bold)
        line("secondaryLabel", "secondaryLabel")
        line("tertiaryLabel", "tertiaryLabel")
        line("quaternaryLabel", "quaternaryLabel")
        line("link", "link", .underline)
        if y < r.maxY {
            // A text field: tertiarySystemFill with placeholder text.
            canvas.fill(Rect(x: x, y: y, width: width, height: 1), c.paint("tertiarySystemFill"))
            canvas.text("placeholderText", at: Point(x + 1, y), c.paint("placeholderText"), maxWidth: width - 1)
            y += 2
        }
        if y < r.maxY {
            canvas.text("separator", at: Point(x, y), c.paint("secondaryLabel"), maxWidth: width)
            y += 1
            let half = max(1, (width - 1) / 2)
            canvas.repeated("─", at: Point(x, y), count: half, c.paint("separator"))
            canvas.repeated("─", at: Point(x + half + 1, y), count: width - half - 1, c.paint("opaqueSeparator"))
            y += 1
            canvas.text("opaqueSeparator", at: Point(x + half + 1, y), c.paint("secondaryLabel"), maxWidth: width - half - 1)
            canvas.text("translucent", at: Point(x, y), c.paint("tertiaryLabel"), maxWidth: half)
            y += 2
        }
        // Fills, from strongest to faintest.
        let fills = ["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"]
        if y + 1 < r.maxY {
            let swatch = max(1, (width - 3) / 4)
            for (i, fill) in fills.enumerated() {
                canvas.fill(Rect(x: x + i * (swatch + 1), y: y, width: swatch, height: 1), c.paint(fill))
            }
            canvas.text("fills", at: Point(x, y + 1), c.paint("tertiaryLabel"), maxWidth: width)
        }
    }
}
