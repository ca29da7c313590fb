import Screens

/// The graphic rendition a terminal is in, and the shortest SGR sequence
/// from there to a cell's look: one encoder for `dusk export` and the live
/// preview, so both write the same bytes for the same cells.
public struct SGRState {
    /// A color as the output encodes it: `0xRRGGBB` in 24-bit, the palette index otherwise.
    public typealias Code = UInt32
    @inlinable public static var unset: Code { .max }

    public let depth: ColorDepth
    // Visible to the inlined `change`: most cells change nothing, and that test is the encoders' inner loop.
    @usableFromInline var foreground = SGRState.unset
    @usableFromInline var background = SGRState.unset
    @usableFromInline var attributes = CellAttributes()

    public init(depth: ColorDepth) { self.depth = depth }

    /// After a reset (`ESC[0m`) or when the terminal's state is not known.
    public mutating func forget() {
        foreground = SGRState.unset
        background = SGRState.unset
        attributes = []
    }

    /// Writes what changes the look to (fg, bg, attributes); nothing when nothing changes.
    /// A blank cell's foreground is invisible, so `hidesForeground` keeps whatever is set.
    @inlinable @inline(__always)
    public mutating func change(
        foreground fg: Code, background bg: Code, attributes cellAttributes: CellAttributes,
        hidesForeground: Bool, into out: inout ByteWriter
    ) {
        let wantAttributes = hidesForeground ? cellAttributes.intersection(.underline) : cellAttributes
        let wantFG = hidesForeground ? foreground : fg
        guard wantFG != foreground || bg != background || wantAttributes != attributes else { return }
        emit(fg: wantFG, bg: bg, attributes: wantAttributes, fgMatters: !hidesForeground, into: &out)
    }

    @usableFromInline
    mutating func emit(fg: Code, bg: Code, attributes want: CellAttributes, fgMatters: Bool, into out: inout ByteWriter)
    {
        out.bytes(0x1B, UInt8(ascii: "["))
        let start = out.count
        func separator() { if out.count > start { out.byte(UInt8(ascii: ";")) } }
        var baseFG = foreground
        var baseBG = background
        var baseAttributes = attributes
        var wantFG = fg
        if !attributes.subtracting(want).isEmpty {
            // An attribute goes away: start from a clean slate.
            out.byte(UInt8(ascii: "0"))
            baseFG = SGRState.unset
            baseBG = SGRState.unset
            baseAttributes = []
            if !fgMatters { wantFG = SGRState.unset }
        }
        let added = want.subtracting(baseAttributes)
        if added.contains(.bold) {
            separator()
            out.byte(UInt8(ascii: "1"))
        }
        if added.contains(.dim) {
            separator()
            out.byte(UInt8(ascii: "2"))
        }
        if added.contains(.italic) {
            separator()
            out.byte(UInt8(ascii: "3"))
        }
        if added.contains(.underline) {
            separator()
            out.byte(UInt8(ascii: "4"))
        }
        if added.contains(.reverse) {
            separator()
            out.byte(UInt8(ascii: "7"))
        }
        if depth != .none {
            if wantFG != baseFG, wantFG != SGRState.unset {
                separator()
                appendColor(wantFG, foreground: true, to: &out)
            }
            if bg != baseBG {
                separator()
                appendColor(bg, foreground: false, to: &out)
            }
        }
        if out.count == start {
            out.count -= 2
        }  // nothing changed after all
        else {
            out.byte(UInt8(ascii: "m"))
        }
        foreground = wantFG
        background = bg
        attributes = want
    }

    /// `38;2;r;g;b`, `48;5;n` or `31`/`101`, written straight into the buffer.
    private func appendColor(_ c: Code, foreground: Bool, to out: inout ByteWriter) {
        switch depth {
        case .truecolor, .none:
            out.bytes(
                foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"), UInt8(ascii: "8"), UInt8(ascii: ";"),
                UInt8(ascii: "2"), UInt8(ascii: ";"))
            out.decimal(UInt8(c >> 16))
            out.byte(UInt8(ascii: ";"))
            out.decimal(UInt8((c >> 8) & 0xFF))
            out.byte(UInt8(ascii: ";"))
            out.decimal(UInt8(c & 0xFF))
        case .ansi256:
            out.bytes(
                foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"), UInt8(ascii: "8"), UInt8(ascii: ";"),
                UInt8(ascii: "5"), UInt8(ascii: ";"))
            out.decimal(UInt8(c))
        case .ansi16, .ansi8:
            let i = Int(c)
            out.decimal(UInt8(i < 8 ? (foreground ? 30 : 40) + i : (foreground ? 90 : 100) + i - 8))
        }
    }
}
