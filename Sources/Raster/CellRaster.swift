import ColorScience
import Screens

/// A canvas as pixels: every cell its background, then its character in the cell font. A blank cell is its
/// background color and nothing else, so a PNG shows exactly the colors the ANSI export sends; half and full
/// blocks are exact rectangles. Bold uses the bold font; dim mixes 60% of the foreground into the
/// background, as the SVG export's opacity; italic leans the rows above the baseline; underline is a line
/// under the baseline. A character the font lacks is drawn as an outlined box the width it takes.
public enum CellRaster {
    public static func image(_ canvas: Canvas, scale: Int = 1) -> PixelImage {
        let font = CellFont.at(scale: scale)
        var image = PixelImage(
            width: canvas.size.width * font.cellWidth, height: canvas.size.height * font.cellHeight,
            fill: 0xFF00_0000)
        let width = canvas.size.width
        for y in 0..<canvas.size.height {
            for x in 0..<width {
                let cell = canvas[x, y]
                // A continuation is drawn by the wide character before it; one without (a cut-off row) is blank.
                if cell.scalar == Cell.continuation, x > 0, canvas[x - 1, y].scalar != Cell.continuation { continue }
                let wide = x + 1 < width && canvas[x + 1, y].scalar == Cell.continuation
                draw(cell, columns: wide ? 2 : 1, at: x * font.cellWidth, y * font.cellHeight, font, &image)
            }
        }
        return image
    }

    /// One cell (or a wide character's two) with its top-left pixel at (left, top).
    static func draw(
        _ cell: Cell, columns: Int, at left: Int, _ top: Int, _ font: CellFont, _ image: inout PixelImage
    ) {
        var foregroundColor = cell.foreground.opaque
        var backgroundColor = cell.background.opaque
        if cell.attributes.contains(.reverse) { swap(&foregroundColor, &backgroundColor) }
        if cell.attributes.contains(.dim) { foregroundColor = foregroundColor.mixed(with: backgroundColor, 0.4) }
        let foreground = foregroundColor.pixel
        let background = backgroundColor.pixel
        image.fill(x: left, y: top, width: columns * font.cellWidth, height: font.cellHeight, with: background)
        drawCharacter(
            cell.scalar, color: foreground, bold: cell.attributes.contains(.bold),
            italic: cell.attributes.contains(.italic), columns: columns, at: left, top, font, &image)
        if cell.attributes.contains(.underline) {
            let thickness = max(1, font.cellHeight / 16)
            image.fill(
                x: left, y: top + font.ascent + thickness, width: columns * font.cellWidth, height: thickness,
                with: foreground)
        }
    }

    /// Draws text on one row of cells, without backgrounds: the labels of sheets.
    public static func drawText(
        _ text: String, color: UInt32, bold: Bool, at left: Int, _ top: Int, scale: Int,
        into image: inout PixelImage
    ) {
        let font = CellFont.at(scale: scale)
        for (i, scalar) in text.unicodeScalars.enumerated() {
            drawCharacter(
                scalar, color: color, bold: bold, italic: false, columns: 1, at: left + i * font.cellWidth, top,
                font, &image)
        }
    }

    private static func drawCharacter(
        _ scalar: Unicode.Scalar, color: UInt32, bold: Bool, italic: Bool, columns: Int, at left: Int, _ top: Int,
        _ font: CellFont, _ image: inout PixelImage
    ) {
        let w = font.cellWidth
        let h = font.cellHeight
        if scalar == " " || scalar == Cell.continuation { return }
        if let rectangles = BlockElements.rectangles(scalar) {
            for r in rectangles {
                image.fill(
                    x: left + r.left * w / 8, y: top + r.top * h / 8, width: (r.right - r.left) * w / 8,
                    height: (r.bottom - r.top) * h / 8, with: color)
            }
            return
        }
        if let quarters = BlockElements.shade(scalar) {
            for y in 0..<h {
                for x in 0..<w where BlockElements.shadeCovers(quarters, x, y) { image.set(left + x, top + y, color) }
            }
            return
        }
        guard let glyph = CellFont.glyph(scalar) else {
            drawMissing(columns: columns, color: color, at: left, top, font, &image)
            return
        }
        for y in 0..<h {
            let bits = font.row(glyph, y, bold: bold)
            if bits == 0 { continue }
            // Italic: rows above the baseline lean right, the top row by a quarter of the cell (into the next
            // cell, as a terminal's italic does; clipped at the picture's edge).
            let lean = italic ? max(0, (font.ascent - y) * (w / 4) / font.ascent) : 0
            for x in 0..<w where bits & (1 << UInt32(w - 1 - x)) != 0 { image.set(left + x + lean, top + y, color) }
        }
    }

    /// The box a terminal draws for a character its font lacks, `columns` cells wide.
    private static func drawMissing(
        columns: Int, color: UInt32, at left: Int, _ top: Int, _ font: CellFont, _ image: inout PixelImage
    ) {
        let line = max(1, font.cellWidth / 8)
        let x = left + line
        let y = top + font.cellHeight / 8
        let width = columns * font.cellWidth - 2 * line
        let height = font.ascent - font.cellHeight / 8 + line
        image.fill(x: x, y: y, width: width, height: line, with: color)
        image.fill(x: x, y: y + height - line, width: width, height: line, with: color)
        image.fill(x: x, y: y, width: line, height: height, with: color)
        image.fill(x: x + width - line, y: y, width: line, height: height, with: color)
    }
}
