import ColorScience
import Screens
import ThemeModel

/// Canvas to a self-contained SVG: background runs as rectangles, half-block
/// pixels as two half-height rectangles (exact, whatever the font), text
/// with one x position per character so wide characters and box drawing
/// stay on the cell grid. Bold, dim, italic and underline are kept.
public enum SVGExporter {
    public static let cellWidth = 8.4
    public static let cellHeight = 18.0
    public static let fontSize = 14.0

    public static func export(_ canvas: Canvas, title: String = "dusk") -> [UInt8] {
        let pw = fmt(width(canvas))
        let ph = fmt(height(canvas))
        var s = ""
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pw)\" height=\"\(ph)\" viewBox=\"0 0 \(pw) \(ph)\">\n"
        s += "<title>\(escape(title))</title>\n"
        s += style
        s += body(canvas)
        s += "</svg>\n"
        return Array(s.utf8)
    }

    public static func width(_ canvas: Canvas) -> Double { Double(canvas.size.width) * cellWidth }
    public static func height(_ canvas: Canvas) -> Double { Double(canvas.size.height) * cellHeight }

    /// The text styles every picture of cells uses (one per document).
    public static let style =
        """
        <style>text{font-family:'SF Mono',Menlo,'DejaVu Sans Mono','Cascadia \
        Mono',Consolas,monospace;font-size:\(fmt(fontSize))px;white-space:pre}\
        .b{font-weight:bold}.d{opacity:0.6}.i{font-style:italic}.u{text-decoration:underline}</style>

        """

    /// The cells as SVG elements at the origin: background runs, half-block pixels, then text.
    public static func body(_ canvas: Canvas) -> String {
        let w = canvas.size.width
        let h = canvas.size.height
        var s = ""
        s += "<g shape-rendering=\"crispEdges\">\n"
        for y in 0..<h {
            var x = 0
            // Backgrounds: one rectangle per run of equal color (half blocks: their bottom pixel).
            while x < w {
                let color = canvas[x, y].background
                var end = x + 1
                while end < w, canvas[end, y].background == color { end += 1 }
                s += rect(x, Double(y) * cellHeight, end - x, cellHeight, color)
                x = end
            }
            // Top pixels of half blocks.
            x = 0
            while x < w {
                guard canvas[x, y].isHalfBlock else {
                    x += 1
                    continue
                }
                let color = canvas[x, y].foreground
                var end = x + 1
                while end < w, canvas[end, y].isHalfBlock, canvas[end, y].foreground == color { end += 1 }
                s += rect(x, Double(y) * cellHeight, end - x, cellHeight / 2, color)
                x = end
            }
        }
        s += "</g>\n"
        for y in 0..<h {
            var x = 0
            while x < w {
                let cell = canvas[x, y]
                if cell.scalar == " " || cell.scalar == Cell.continuation || cell.isHalfBlock {
                    x += 1
                    continue
                }
                var positions: [String] = []
                var text = ""
                var end = x
                while end < w {
                    let c = canvas[end, y]
                    if c.scalar == Cell.continuation {
                        end += 1
                        continue
                    }
                    if c.scalar == " " || c.isHalfBlock || c.foreground != cell.foreground
                        || c.attributes != cell.attributes
                    {
                        break
                    }
                    positions.append(fmt(Double(end) * cellWidth))
                    text += escape(String(c.scalar))
                    end += 1
                }
                var classes: [String] = []
                if cell.attributes.contains(.bold) { classes.append("b") }
                if cell.attributes.contains(.dim) { classes.append("d") }
                if cell.attributes.contains(.italic) { classes.append("i") }
                if cell.attributes.contains(.underline) { classes.append("u") }
                let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                s +=
                    """
                    <text x=\"\(positions.joined(separator: " "))\" \
                    y=\"\(fmt(Double(y) * cellHeight + cellHeight * 0.75))\" \
                    fill=\"\(cell.foreground.hexRGB)\"\(classAttribute)>\(text)</text>\n
                    """
                x = end
            }
        }
        return s
    }

    private static func rect(_ x: Int, _ y: Double, _ cells: Int, _ height: Double, _ color: RGBA) -> String {
        """
        <rect x=\"\(fmt(Double(x) * cellWidth))\" y=\"\(fmt(y))\" width=\"\(fmt(Double(cells) * cellWidth))\" \
        height=\"\(fmt(height))\" fill=\"\(color.hexRGB)\"/>\n
        """
    }

    /// Numbers with at most two decimals and no trailing zeros: stable across platforms.
    static func fmt(_ v: Double) -> String {
        var s = NumberFormat.fixed(v, 2)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// Characters XML 1.0 allows at all (`Char` in the spec): no U+FFFE, U+FFFF, and no C0 controls but tab and
    /// newlines.
    static func isXMLCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// XML text and attribute escaping; characters XML forbids become `?`.
    public static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(SafeText.isUnsafe(scalar) || !isXMLCharacter(scalar) ? "?" : scalar)
            }
        }
        return out
    }
}
