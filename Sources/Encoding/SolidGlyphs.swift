import ColorScience
import Screens

/// What a terminal draws edge to edge whatever its font. Measured in xterm
/// under Xvfb with DejaVu Sans Mono, Liberation Mono and Noto Sans Mono at
/// 10-18 pt: a space with a background is solid in every font; every block
/// element leaves a seam of 1-3 pixels in at least one of them. So a cell of
/// one color is sent as a space, and a cell of two pixels as the lower half
/// block, which xterm's default font (DejaVu) draws to every edge and Noto
/// misses by one pixel (the upper half misses by one in DejaVu, two in Noto).
/// The canvas keeps its upper half blocks: pictures read them exactly.
public enum SolidGlyphs {
    public static let lowerHalf: Unicode.Scalar = "\u{2584}"
    static let fullBlock: Unicode.Scalar = "\u{2588}"

    /// Every cell as the terminal should be sent it.
    public static func apply(to canvas: inout Canvas) {
        for i in canvas.cells.indices {
            let cell = canvas.cells[i]
            guard isBlock(cell.scalar) else { continue }
            canvas.cells[i] = solid(cell)
        }
    }

    static func solid(_ cell: Cell) -> Cell {
        var out = cell
        if cell.scalar == fullBlock { out.background = cell.foreground }
        if cell.foreground.rgb24 == out.background.rgb24 || cell.scalar == fullBlock {
            out.scalar = " "
            out.foreground = out.background
        } else if cell.isHalfBlock {
            out.scalar = lowerHalf
            out.foreground = cell.background
            out.background = cell.foreground
        }
        return out
    }

    /// Block elements (U+2580-259F) but the shades, which are patterns and never solid.
    @inline(__always)
    static func isBlock(_ s: Unicode.Scalar) -> Bool {
        (0x2580...0x259F).contains(s.value) && !(0x2591...0x2593).contains(s.value)
    }
}
