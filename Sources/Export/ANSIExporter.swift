import ColorScience
import Encoding
import Screens

/// Canvas to ANSI text: SGR sequences only where something changes, a reset
/// at the end of every line (so each line stands alone when pasted or
/// grepped) and at the end. Semicolon forms (`38;2;r;g;b`), which every
/// terminal and tool understands.
public struct ANSIExporter {
    public var depth: ColorDepth
    private var quantizer = ColorQuantizer()
    private var mapping: PaletteMapping

    public init(depth: ColorDepth = .truecolor) {
        self.depth = depth
        mapping = PaletteMapping(depth: depth)
    }

    public mutating func export(_ canvas: Canvas) -> [UInt8] {
        var canvas = canvas
        // Palette modes: dithered pictures, nearest color for flat UI; the
        // encoder below then finds each mapped color exactly.
        mapping.apply(to: &canvas)
        SolidGlyphs.apply(to: &canvas)
        let width = canvas.size.width
        let height = canvas.size.height
        // Worst case per cell: a full SGR (46 bytes) and a 4-byte character; per line a reset and a newline.
        let capacity = width * height * 50 + height * 5 + 16
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var out = ByteWriter(base: buffer.baseAddress!, capacity: capacity)
            canvas.cells.withUnsafeBufferPointer { cells in encode(cells, width: width, height: height, into: &out) }
            count = out.count
        }
    }

    private mutating func encode(
        _ cells: UnsafeBufferPointer<Cell>, width: Int, height: Int, into out: inout ByteWriter
    ) {
        let direct = depth == .truecolor
        let plain = depth == .none
        var state = SGRState(depth: depth)
        let continuation = Cell.continuation
        for y in 0..<height {
            state.forget()
            for x in 0..<width {
                let cell = cells[y * width + x]
                if cell.scalar == continuation { continue }
                if !plain {
                    state.change(
                        foreground: direct ? cell.foreground.rgb24 : code(cell.foreground),
                        background: direct ? cell.background.rgb24 : code(cell.background),
                        attributes: cell.attributes, hidesForeground: cell.hidesForeground, into: &out)
                }
                out.scalar(cell.scalar)
            }
            if !plain && width > 0 { out.bytes(0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")) }
            out.byte(UInt8(ascii: "\n"))
        }
    }

    /// A palette index (only called below 24-bit: 24-bit writes `rgb24` directly, plain text no color).
    @inline(__always)
    private mutating func code(_ c: RGBA) -> SGRState.Code {
        SGRState.Code(quantizer.index(c, depth: depth) ?? 0)
    }
}

/// Canvas to plain text: no escape sequences, trailing blanks trimmed;
/// half-block pixels (pure color) become blanks.
public enum PlainTextExporter {
    public static func export(_ canvas: Canvas) -> [UInt8] {
        let lines = canvas.plainLines
        let capacity = canvas.cells.count * 4 + lines.count
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var out = ByteWriter(base: buffer.baseAddress!, capacity: capacity)
            for line in lines {
                var scalars = Array(line.unicodeScalars).map { $0 == Cell.upperHalf ? " " : $0 }
                while scalars.last == " " { scalars.removeLast() }
                for s in scalars { out.scalar(s) }
                out.byte(UInt8(ascii: "\n"))
            }
            count = out.count
        }
    }
}
