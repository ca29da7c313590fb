import ColorScience
import Encoding
import Screens

/// The bytes that turn what the terminal shows (the previous frame) into the
/// next frame: a cursor move where the changed cells do not follow each
/// other, the same SGR encoder as `dusk export`, and the characters. Pure:
/// tested without a terminal, and the reason a key press repaints in well
/// under curses' time (curses formats every color through terminfo; this
/// writes the frame in one pass and one write).
struct FrameEncoder {
    let depth: ColorDepth
    /// Without a UTF-8 locale: ASCII stand-ins for the glyphs.
    let asciiOnly: Bool
    private var mapping: PaletteMapping
    private var quantizer = ColorQuantizer()

    init(depth: ColorDepth, asciiOnly: Bool) {
        self.depth = depth
        self.asciiOnly = asciiOnly
        mapping = PaletteMapping(depth: depth)
    }

    /// The frame as the terminal will show it: palette colors (dithered
    /// pictures) below 24-bit; reverse video for what stands out, and no
    /// pictures, without colors; glyphs every font draws solid.
    mutating func terminalFrame(_ canvas: Canvas) -> Canvas {
        var frame = canvas
        mapping.apply(to: &frame)
        if depth == .none {
            let page = FrameEncoder.dominantBackground(canvas)
            for i in frame.cells.indices {
                if Contrast.wcagRatio(text: frame.cells[i].background, background: page) >= 1.6 {
                    frame.cells[i].attributes.insert(.reverse)
                }
                // Half-block pixels are pictures: without colors they would only be noise.
                if frame.cells[i].isHalfBlock { frame.cells[i].scalar = " " }
            }
        }
        SolidGlyphs.apply(to: &frame)
        return frame
    }

    /// Bytes from `previous` (nil: the screen's content is unknown) to `frame`;
    /// both already through `terminalFrame`.
    mutating func encode(_ frame: Canvas, from previous: Canvas?) -> [UInt8] {
        let width = frame.size.width
        let height = frame.size.height
        let old = previous?.size == frame.size ? previous : nil
        // Worst case per cell: a cursor move (12), a full SGR (50) and 4 bytes; the final reset.
        let capacity = width * height * 66 + 16
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var out = ByteWriter(base: buffer.baseAddress!, capacity: capacity)
            var state = SGRState(depth: depth)
            // The terminal's rendition is unknown at the start of a frame.
            out.bytes(0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m"))
            var cursor: (x: Int, y: Int)? = nil
            for y in 0..<height {
                for x in 0..<width {
                    let cell = frame[x, y]
                    if cell.scalar == Cell.continuation { continue }
                    if let old, FrameEncoder.looksSame(old[x, y], cell) { continue }
                    if cursor == nil || cursor! != (x, y) {
                        FrameEncoder.moveCursor(x: x, y: y, into: &out)
                    }
                    state.change(
                        foreground: code(cell.foreground), background: code(cell.background),
                        attributes: cell.attributes, hidesForeground: cell.hidesForeground, into: &out)
                    let wide = x + 1 < width && frame[x + 1, y].scalar == Cell.continuation
                    if asciiOnly {
                        out.scalar(FrameEncoder.ascii(cell.scalar))
                        if wide { out.byte(UInt8(ascii: " ")) }  // the stand-in is one column: keep the second
                    } else {
                        out.scalar(cell.scalar)
                    }
                    let advance = wide ? 2 : 1
                    // After the last column the cursor's place differs between terminals (pending wrap).
                    cursor = x + advance < width ? (x + advance, y) : nil
                }
            }
            out.bytes(0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m"))
            count = out.count
        }
    }

    @inline(__always)
    private mutating func code(_ c: RGBA) -> SGRState.Code {
        depth == .truecolor ? c.rgb24 : SGRState.Code(quantizer.index(c, depth: depth) ?? 0)
    }

    /// `ESC [ row ; column H` (1-based).
    private static func moveCursor(x: Int, y: Int, into out: inout ByteWriter) {
        out.bytes(0x1B, UInt8(ascii: "["))
        out.number(y + 1)
        out.byte(UInt8(ascii: ";"))
        out.number(x + 1)
        out.byte(UInt8(ascii: "H"))
    }

    /// Equal on screen: the same character and attributes, the same background,
    /// and the same foreground unless the cell is blank.
    static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        guard a.scalar == b.scalar, a.background == b.background, a.attributes == b.attributes else { return false }
        return a.foreground == b.foreground || b.hidesForeground
    }

    /// The background most cells have.
    static func dominantBackground(_ canvas: Canvas) -> RGBA {
        var counts: [RGBA: Int] = [:]
        for cell in canvas.cells { counts[cell.background, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rgb24 > $1.key.rgb24) }?.key
            ?? .black
    }

    /// Without a UTF-8 locale: ASCII stand-ins for the glyphs the screens use.
    static func ascii(_ s: Unicode.Scalar) -> Unicode.Scalar {
        if s.value < 0x80 { return s }
        switch s {
        case "─", "━", "▔", "▬", "┬": return "-"
        case "│", "▕", "▏", "▐", "▌": return "|"
        case "╭", "╮", "╰", "╯", "▗", "▖", "▝", "▘": return "+"
        case "›": return ">"
        case "‹": return "<"
        case "●", "◉", "▪", "◐", "◑", "◒", "◓", "◔", "◷", "☀", "☾", "⣾": return "o"
        case "…", "⋯": return "~"
        case "·", "⡐", "⠈", "⠁", "⢂", "⠡", "⢀", "⡀", "⠌": return "."
        case "★", "✦": return "*"
        case "✓": return "v"
        case "⊞", "▮": return "#"
        case "▲", "ʙ", "≋", "∞", "⌕", "♪", "⚑", "⚙", "✈": return "+"
        case "╱": return "/"
        case "╋": return "+"
        case "╲": return "\\"
        case "▀", "█", "▂", "▄", "▆", "▜", "▛": return " "
        case "▁": return "_"
        default: return "?"
        }
    }
}
