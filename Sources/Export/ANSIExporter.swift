import ThemeKit
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

    /// A color as the output encodes it: `0xRRGGBB` in 24-bit, the palette index otherwise.
    private typealias Code = UInt32
    private static let unset: Code = .max

    public mutating func export(_ canvas: Canvas) -> [UInt8] {
        var canvas = canvas
        // Palette modes: dithered pictures, nearest color for flat UI; the
        // encoder below then finds each mapped color exactly.
        mapping.apply(to: &canvas)
        let width = canvas.size.width, height = canvas.size.height
        // Worst case per cell: a full SGR (46 bytes) and a 4-byte character; per line a reset and a newline.
        let capacity = width * height * 50 + height * 5 + 16
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var out = ByteWriter(base: buffer.baseAddress!, capacity: capacity)
            canvas.cells.withUnsafeBufferPointer { cells in encode(cells, width: width, height: height, into: &out) }
            count = out.count
        }
    }

    private mutating func encode(_ cells: UnsafeBufferPointer<Cell>, width: Int, height: Int, into out: inout ByteWriter) {
        let direct = depth == .truecolor, plain = depth == .none
        for y in 0..<height {
            var fg = ANSIExporter.unset, bg = ANSIExporter.unset
            var attributes = CellAttributes()
            for x in 0..<width {
                let cell = cells[y * width + x]
                if cell.scalar == Cell.continuation { continue }
                if !plain {
                    // A blank cell's foreground is invisible unless underlined: keep whatever is set.
                    let fgMatters = !cell.hidesForeground
                    let wantAttributes = fgMatters ? cell.attributes : cell.attributes.intersection(.underline)
                    let wantBG = direct ? cell.background.rgb24 : code(cell.background)
                    let wantFG = fgMatters ? (direct ? cell.foreground.rgb24 : code(cell.foreground)) : fg
                    if wantFG != fg || wantBG != bg || wantAttributes != attributes {
                        emit(fg: wantFG, bg: wantBG, attributes: wantAttributes, fgMatters: fgMatters,
                             currentFG: &fg, currentBG: &bg, currentAttributes: &attributes, into: &out)
                    }
                }
                out.scalar(cell.scalar)
            }
            if !plain && width > 0 { out.bytes(0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")) }
            out.byte(UInt8(ascii: "\n"))
        }
    }

    /// A palette index (only called below 24-bit: 24-bit writes `rgb24` directly, plain text no color).
    @inline(__always)
    private mutating func code(_ c: RGBA) -> Code {
        Code(quantizer.index(c, depth: depth) ?? 0)
    }

    private func emit(fg: Code, bg: Code, attributes: CellAttributes, fgMatters: Bool,
                      currentFG: inout Code, currentBG: inout Code, currentAttributes: inout CellAttributes, into out: inout ByteWriter) {
        out.bytes(0x1B, UInt8(ascii: "["))
        let start = out.count
        func separator() { if out.count > start { out.byte(UInt8(ascii: ";")) } }
        var baseFG = currentFG, baseBG = currentBG, baseAttributes = currentAttributes
        var wantFG = fg
        if !currentAttributes.subtracting(attributes).isEmpty {
            // An attribute goes away: start from a clean slate.
            out.byte(UInt8(ascii: "0"))
            baseFG = ANSIExporter.unset; baseBG = ANSIExporter.unset; baseAttributes = []
            if !fgMatters { wantFG = ANSIExporter.unset }
        }
        let added = attributes.subtracting(baseAttributes)
        if added.contains(.bold) { separator(); out.byte(UInt8(ascii: "1")) }
        if added.contains(.dim) { separator(); out.byte(UInt8(ascii: "2")) }
        if added.contains(.italic) { separator(); out.byte(UInt8(ascii: "3")) }
        if added.contains(.underline) { separator(); out.byte(UInt8(ascii: "4")) }
        if wantFG != baseFG, wantFG != ANSIExporter.unset { separator(); appendColor(wantFG, foreground: true, to: &out) }
        if bg != baseBG { separator(); appendColor(bg, foreground: false, to: &out) }
        if out.count == start { out.count -= 2 }  // nothing changed after all
        else { out.byte(UInt8(ascii: "m")) }
        currentFG = wantFG; currentBG = bg; currentAttributes = attributes
    }

    /// `38;2;r;g;b`, `48;5;n` or `31`/`101`, written straight into the buffer.
    private func appendColor(_ c: Code, foreground: Bool, to out: inout ByteWriter) {
        switch depth {
        case .truecolor, .none:
            out.bytes(foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";"))
            out.decimal(UInt8(c >> 16)); out.byte(UInt8(ascii: ";"))
            out.decimal(UInt8((c >> 8) & 0xFF)); out.byte(UInt8(ascii: ";"))
            out.decimal(UInt8(c & 0xFF))
        case .ansi256:
            out.bytes(foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";"))
            out.decimal(UInt8(c))
        case .ansi16, .ansi8:
            let i = Int(c)
            out.decimal(UInt8(i < 8 ? (foreground ? 30 : 40) + i : (foreground ? 90 : 100) + i - 8))
        }
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

/// Appends bytes to memory sized for the worst case the caller computed; a
/// write past `capacity` stops the program (a wrong worst case is a bug,
/// never a silent overrun).
struct ByteWriter {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    @inline(__always) mutating func byte(_ b: UInt8) {
        precondition(count < capacity, "ByteWriter: the worst-case size was too small")
        base[count] = b; count += 1
    }
    @inline(__always) mutating func bytes(_ a: UInt8, _ b: UInt8) { byte(a); byte(b) }
    @inline(__always) mutating func bytes(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) { byte(a); byte(b); byte(c); byte(d) }
    @inline(__always) mutating func bytes(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8) { byte(a); byte(b); byte(c); byte(d); byte(e) }

    @inline(__always) mutating func decimal(_ v: UInt8) {
        if v >= 100 { byte(UInt8(ascii: "0") + v / 100) }
        if v >= 10 { byte(UInt8(ascii: "0") + (v / 10) % 10) }
        byte(UInt8(ascii: "0") + v % 10)
    }

    /// UTF-8 of a scalar; controls (which the canvas never holds) become `?`.
    @inline(__always) mutating func scalar(_ s: Unicode.Scalar) {
        let v = s.value
        if v >= 0x20 && v < 0x7F { byte(UInt8(v)); return }
        if SafeText.isUnsafe(s) { byte(UInt8(ascii: "?")); return }
        if v < 0x80 { byte(UInt8(v)) }
        else if v < 0x800 { byte(UInt8(0xC0 | (v >> 6))); byte(UInt8(0x80 | (v & 0x3F))) }
        else if v < 0x10000 { byte(UInt8(0xE0 | (v >> 12))); byte(UInt8(0x80 | ((v >> 6) & 0x3F))); byte(UInt8(0x80 | (v & 0x3F))) }
        else {
            byte(UInt8(0xF0 | (v >> 18))); byte(UInt8(0x80 | ((v >> 12) & 0x3F)))
            byte(UInt8(0x80 | ((v >> 6) & 0x3F))); byte(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
