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

    private struct Style: Equatable {
        var foreground: RGBA?
        var background: RGBA?
        var attributes: CellAttributes
    }

    public mutating func export(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(canvas.size.width * canvas.size.height * (depth == .truecolor ? 12 : 6))
        for y in 0..<canvas.size.height {
            var current = Style(foreground: nil, background: nil, attributes: [])
            var wroteStyle = false
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.scalar == Cell.continuation { continue }
                if depth != .none {
                    let fg = quantized(cell.foreground), bg = quantized(cell.background)
                    // A blank cell's foreground is invisible unless underlined: leave it as it is.
                    let fgMatters = cell.scalar != " " || cell.attributes.contains(.underline)
                    let attributes = fgMatters ? cell.attributes : cell.attributes.intersection(.underline)
                    emitChanges(to: Style(foreground: fgMatters ? fg : nil, background: bg, attributes: attributes),
                                from: &current, into: &out)
                    wroteStyle = true
                }
                appendScalar(cell.scalar, to: &out)
            }
            if wroteStyle { out.append(contentsOf: ANSIExporter.reset) }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    private mutating func quantized(_ c: RGBA) -> RGBA {
        switch depth {
        case .truecolor, .none: return c
        case .ansi256: return RGBA(0, 0, quantizer.index256(c), 0)  // the index travels in `b`
        case .ansi16: return RGBA(0, 0, quantizer.index16(c), 0)
        }
    }

    /// `target.foreground` nil means "any foreground will do" (a blank cell).
    private func emitChanges(to wanted: Style, from current: inout Style, into out: inout [UInt8]) {
        var target = wanted
        if target.foreground == nil { target.foreground = current.foreground }
        if target == current { return }
        var params: [UInt8] = []
        var base = current
        if !current.attributes.subtracting(target.attributes).isEmpty {
            // An attribute goes away: start from a clean slate.
            params.append(UInt8(ascii: "0"))
            base = Style(foreground: nil, background: nil, attributes: [])
            if wanted.foreground == nil { target.foreground = nil }
        }
        func add(_ s: String) {
            if !params.isEmpty { params.append(UInt8(ascii: ";")) }
            params.append(contentsOf: s.utf8)
        }
        let added = target.attributes.subtracting(base.attributes)
        if added.contains(.bold) { add("1") }
        if added.contains(.dim) { add("2") }
        if added.contains(.italic) { add("3") }
        if added.contains(.underline) { add("4") }
        if let fg = target.foreground, fg != base.foreground { add(colorParameter(fg, foreground: true)) }
        if let bg = target.background, bg != base.background { add(colorParameter(bg, foreground: false)) }
        current = target
        if params.isEmpty { return }
        out.append(0x1B); out.append(UInt8(ascii: "["))
        out.append(contentsOf: params)
        out.append(UInt8(ascii: "m"))
    }

    private func colorParameter(_ c: RGBA, foreground: Bool) -> String {
        switch depth {
        case .truecolor, .none:
            return (foreground ? "38;2;" : "48;2;") + "\(c.r);\(c.g);\(c.b)"
        case .ansi256:
            return (foreground ? "38;5;" : "48;5;") + "\(c.b)"
        case .ansi16:
            let i = Int(c.b)
            return String(i < 8 ? (foreground ? 30 : 40) + i : (foreground ? 90 : 100) + i - 8)
        }
    }

    @inline(__always)
    private func appendScalar(_ s: Unicode.Scalar, to out: inout [UInt8]) {
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
            for s in scalars {
                let safe: Unicode.Scalar = SafeText.isUnsafe(s) ? "?" : s
                out.append(contentsOf: Array(String(safe).utf8))
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}
