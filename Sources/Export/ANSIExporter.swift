import ThemeKit
import Screens

/// Canvas to ANSI text: SGR sequences only where something changes, a reset
/// at the end of every line (so each line stands alone when pasted or
/// grepped) and at the end. Semicolon forms (`38;2;r;g;b`), which every
/// terminal and tool understands.
public struct ANSIExporter {
    public var depth: ColorDepth
    private var quantizer = ColorQuantizer()

    public init(depth: ColorDepth = .truecolor) { self.depth = depth }

    /// A color as the output encodes it: `0xRRGGBB` in 24-bit, the palette index otherwise.
    private typealias Code = UInt32
    private static let unset: Code = .max

    public mutating func export(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(canvas.size.width * canvas.size.height * (depth == .truecolor ? 4 : 2) + 1024)
        let width = canvas.size.width
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in 0..<canvas.size.height {
                var fg = ANSIExporter.unset, bg = ANSIExporter.unset
                var attributes = CellAttributes()
                var wroteStyle = false
                for x in 0..<width {
                    let cell = cells[y * width + x]
                    if cell.scalar == Cell.continuation { continue }
                    if depth != .none {
                        // A blank cell's foreground is invisible unless underlined: keep whatever is set.
                        let fgMatters = cell.scalar != " " || cell.attributes.contains(.underline)
                        let wantAttributes = fgMatters ? cell.attributes : cell.attributes.intersection(.underline)
                        let wantBG = code(cell.background)
                        let wantFG = fgMatters ? code(cell.foreground) : fg
                        if wantFG != fg || wantBG != bg || wantAttributes != attributes {
                            emit(fg: wantFG, bg: wantBG, attributes: wantAttributes, fgMatters: fgMatters,
                                 currentFG: &fg, currentBG: &bg, currentAttributes: &attributes, into: &out)
                        }
                        wroteStyle = true
                    }
                    ANSIExporter.appendScalar(cell.scalar, to: &out)
                }
                if wroteStyle { out.append(contentsOf: ANSIExporter.reset) }
                out.append(UInt8(ascii: "\n"))
            }
        }
        return out
    }

    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    @inline(__always)
    private mutating func code(_ c: RGBA) -> Code {
        switch depth {
        case .truecolor, .none: return c.rgb24
        case .ansi256: return Code(quantizer.index256(c))
        case .ansi16: return Code(quantizer.index16(c))
        }
    }

    private func emit(fg: Code, bg: Code, attributes: CellAttributes, fgMatters: Bool,
                      currentFG: inout Code, currentBG: inout Code, currentAttributes: inout CellAttributes, into out: inout [UInt8]) {
        out.append(0x1B); out.append(UInt8(ascii: "["))
        let start = out.count
        func separator() { if out.count > start { out.append(UInt8(ascii: ";")) } }
        var baseFG = currentFG, baseBG = currentBG, baseAttributes = currentAttributes
        var wantFG = fg
        if !currentAttributes.subtracting(attributes).isEmpty {
            // An attribute goes away: start from a clean slate.
            out.append(UInt8(ascii: "0"))
            baseFG = ANSIExporter.unset; baseBG = ANSIExporter.unset; baseAttributes = []
            if !fgMatters { wantFG = ANSIExporter.unset }
        }
        let added = attributes.subtracting(baseAttributes)
        if added.contains(.bold) { separator(); out.append(UInt8(ascii: "1")) }
        if added.contains(.dim) { separator(); out.append(UInt8(ascii: "2")) }
        if added.contains(.italic) { separator(); out.append(UInt8(ascii: "3")) }
        if added.contains(.underline) { separator(); out.append(UInt8(ascii: "4")) }
        if wantFG != baseFG, wantFG != ANSIExporter.unset { separator(); appendColor(wantFG, foreground: true, to: &out) }
        if bg != baseBG { separator(); appendColor(bg, foreground: false, to: &out) }
        if out.count == start { out.removeLast(2) }  // nothing changed after all
        else { out.append(UInt8(ascii: "m")) }
        currentFG = wantFG; currentBG = bg; currentAttributes = attributes
    }

    /// `38;2;r;g;b`, `48;5;n` or `31`/`101`, written straight into the buffer.
    private func appendColor(_ c: Code, foreground: Bool, to out: inout [UInt8]) {
        switch depth {
        case .truecolor, .none:
            out.append(foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"))
            out.append(UInt8(ascii: "8")); out.append(UInt8(ascii: ";")); out.append(UInt8(ascii: "2")); out.append(UInt8(ascii: ";"))
            ANSIExporter.appendDecimal(UInt8(c >> 16), to: &out); out.append(UInt8(ascii: ";"))
            ANSIExporter.appendDecimal(UInt8((c >> 8) & 0xFF), to: &out); out.append(UInt8(ascii: ";"))
            ANSIExporter.appendDecimal(UInt8(c & 0xFF), to: &out)
        case .ansi256:
            out.append(foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"))
            out.append(UInt8(ascii: "8")); out.append(UInt8(ascii: ";")); out.append(UInt8(ascii: "5")); out.append(UInt8(ascii: ";"))
            ANSIExporter.appendDecimal(UInt8(c), to: &out)
        case .ansi16:
            let i = Int(c)
            let sgr = i < 8 ? (foreground ? 30 : 40) + i : (foreground ? 90 : 100) + i - 8
            ANSIExporter.appendDecimal(UInt8(sgr), to: &out)
        }
    }

    @inline(__always)
    static func appendDecimal(_ v: UInt8, to out: inout [UInt8]) {
        if v >= 100 { out.append(UInt8(ascii: "0") + v / 100) }
        if v >= 10 { out.append(UInt8(ascii: "0") + (v / 10) % 10) }
        out.append(UInt8(ascii: "0") + v % 10)
    }

    @inline(__always)
    static func appendScalar(_ s: Unicode.Scalar, to out: inout [UInt8]) {
        let v = s.value
        if v >= 0x20 && v < 0x7F { out.append(UInt8(v)); return }
        // The canvas never holds controls; this is the last line of defence.
        let safe: Unicode.Scalar = SafeText.isUnsafe(s) ? "?" : s
        if safe.value < 0x80 { out.append(UInt8(safe.value)); return }
        for unit in UTF8.encode(safe)! { out.append(unit) }
    }
}

/// Canvas to plain text: no escape sequences, trailing blanks trimmed;
/// half-block pixels (pure color) become blanks.
public enum PlainTextExporter {
    public static func export(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        for line in canvas.plainLines {
            var scalars = Array(line.unicodeScalars).map { $0 == Cell.upperHalf ? " " : $0 }
            while scalars.last == " " { scalars.removeLast() }
            for s in scalars { ANSIExporter.appendScalar(s, to: &out) }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}
