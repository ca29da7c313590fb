import CNcursesw
import ThemeKit
import Export

/// How the preview asks the terminal for colors.
public enum TerminalColorMode: String, Sendable {
    case direct, ansi256, ansi16, ansi8
    /// No colors at all (vt100, xterm-mono): attributes only.
    case monochrome

    public var label: String {
        switch self {
        case .direct: return "24-bit"
        case .ansi256: return "256 colors"
        case .ansi16: return "16 colors"
        case .ansi8: return "8 colors"
        case .monochrome: return "no colors"
        }
    }
}

/// Maps cell colors to curses color pairs (extended pairs, `alloc_pair`),
/// using the same perceptual mapping as `dusk export` below 24-bit.
struct ColorAllocator {
    let mode: TerminalColorMode
    private var quantizer = ColorQuantizer()
    private var pairs: [UInt64: Int32] = [:]
    private let capacity: Int

    init(mode: TerminalColorMode) {
        self.mode = mode
        capacity = max(64, Int(dusk_color_pairs()) - 16)
    }

    /// The terminal color number for `c`.
    mutating func color(_ c: RGBA) -> Int32 {
        switch mode {
        case .direct:
            // Direct-color entries read values 0...7 as palette indexes: nudge them.
            let v = c.rgb24
            return Int32(v < 8 ? 0x010101 : v)
        case .ansi256: return Int32(quantizer.index256(c))
        case .ansi16: return Int32(quantizer.index16(c))
        case .ansi8: return Int32(quantizer.index16(c) & 7)
        case .monochrome: return -1
        }
    }

    /// A pair for (fg, bg). Returns nil when the table was full and has been
    /// reset: every pair in use is invalid then, and the caller redraws.
    mutating func pair(_ fg: RGBA, _ bg: RGBA) -> (pair: Int32, reset: Bool) {
        // A terminal without colors has no pair table: pair 0 is its only look.
        if mode == .monochrome { return (0, false) }
        let key = UInt64(fg.rgb24) << 32 | UInt64(bg.rgb24)
        if let p = pairs[key] { return (p, false) }
        var reset = false
        if pairs.count >= capacity {
            reset_color_pairs()
            pairs.removeAll(keepingCapacity: true)
            reset = true
        }
        let p = alloc_pair(color(fg), color(bg))
        let result = p < 0 ? 0 : p
        pairs[key] = result
        return (result, reset)
    }

    mutating func forgetAll() { pairs.removeAll(keepingCapacity: true) }
}
