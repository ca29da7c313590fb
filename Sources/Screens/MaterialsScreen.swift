import ThemeModel

/// A full-screen backdrop picture (the dynamic image: a beach by day, a
/// sunset in dark) with the five materials as panels over it, each with
/// vibrancy labels, the three vibrant fills and the vibrant separator.
enum MaterialsScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        drawBackdrop(&canvas, c)
        // Short panels with wide gaps, so the picture shows between them.
        let count = MaterialName.allCases.count
        let top = 2
        let panelHeight = min(4, max(2, (h - top) / count - 1))
        let spacing = max(panelHeight + 1, (h - top) / count)
        let margin = max(2, w / 10)
        for (i, material) in MaterialName.allCases.enumerated() {
            let y = top + i * spacing
            guard y + 2 <= h else { break }
            let panel = Rect(x: margin, y: y, width: w - 2 * margin, height: min(panelHeight, h - y))
            MaterialCompositor.apply(material, to: panel, in: &canvas, context: c)
            drawContent(material, in: panel, &canvas, c)
        }
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    static func drawBackdrop(_ canvas: inout Canvas, _ c: ScreenContext) {
        let image = Backdrop.image(for: c.traits.style, theme: c.theme, width: c.size.width, height: c.size.height * 2)
        let id = canvas.intern("backdrop(\(c.traits.style.rawValue))")
        for y in 0..<c.size.height {
            for x in 0..<c.size.width {
                let i = canvas.index(x, y)
                canvas.cells[i] = Cell(
                    scalar: Cell.upperHalf, foreground: image[x, 2 * y], background: image[x, 2 * y + 1],
                    attributes: [], foregroundName: id, backgroundName: id)
            }
        }
    }

    static func drawContent(_ material: MaterialName, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext) {
        let x = r.x + 2
        canvas.text(
            material.title, at: Point(x, r.y), MaterialCompositor.vibrancy("label", context: c), .bold, maxWidth: 12)
        canvas.text(
            material.systemName, at: Point(x + 13, r.y), MaterialCompositor.vibrancy("tertiaryLabel", context: c),
            maxWidth: r.width - 15)
        guard r.height >= 2 else { return }
        var cx = x
        for level in ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"] {
            let drawn = canvas.text(
                level, at: Point(cx, r.y + 1), MaterialCompositor.vibrancy(level, context: c), maxWidth: r.maxX - cx - 1
            )
            cx += drawn + 2
            if cx >= r.maxX - 2 { break }
        }
        guard r.height >= 3 else { return }
        // The vibrant fills and separator (UIVibrancyEffectStyle fill, secondaryFill, tertiaryFill, separator):
        // over a material only their alpha is kept, applied to the label color.
        let row = r.y + min(2, r.height - 1)
        var fx = x
        for (level, title) in [("systemFill", "fill"), ("secondarySystemFill", "2nd"), ("tertiarySystemFill", "3rd")] {
            let swatch = Rect(x: fx, y: row, width: min(8, max(4, r.width / 8)), height: 1)
            guard swatch.maxX < r.maxX - 2 else { break }
            canvas.fill(swatch, MaterialCompositor.vibrancy(level, context: c))
            canvas.text(
                title, at: Point(swatch.x + 1, row), MaterialCompositor.vibrancy("secondaryLabel", context: c),
                maxWidth: swatch.width - 1)
            fx = swatch.maxX + 1
        }
        let sepX = fx + 1
        canvas.repeated(
            "─", at: Point(sepX, row), count: max(0, r.maxX - sepX - 2),
            MaterialCompositor.vibrancy("separator", context: c))
    }
}
