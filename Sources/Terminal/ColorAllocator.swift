import CNcursesw
import ThemeKit

/// The terminal's table of color pairs. Behind a protocol so the allocator's
/// bookkeeping is tested without a terminal.
protocol PairTable {
    /// Pairs available to dusk.
    var capacity: Int { get }
    /// A pair for the two terminal colors, or a negative number when none is left.
    mutating func allocate(_ foreground: Int32, _ background: Int32) -> Int32
    /// Frees every pair: whatever was drawn with them must be drawn again.
    mutating func resetAll()
}

/// ncurses' extended pairs (`alloc_pair`, `reset_color_pairs`).
struct CursesPairTable: PairTable {
    var capacity: Int { max(64, Int(dusk_color_pairs()) - 16) }
    mutating func allocate(_ foreground: Int32, _ background: Int32) -> Int32 { alloc_pair(foreground, background) }
    mutating func resetAll() { reset_color_pairs() }
}

/// Maps cell colors to color pairs, using the same perceptual mapping as
/// `dusk export` below 24-bit.
struct ColorAllocator<Table: PairTable> {
    let depth: ColorDepth
    /// The terminal reads color numbers as 24-bit values (a `-direct` entry).
    let directTerminal: Bool
    private var table: Table
    private var quantizer = ColorQuantizer()
    private var pairs: [UInt64: Int32] = [:]

    init(depth: ColorDepth, directTerminal: Bool, table: Table) {
        self.depth = depth; self.directTerminal = directTerminal; self.table = table
    }

    /// The terminal color number for `c`. On a 24-bit terminal a palette mode
    /// sends the palette color's own value: what a 256-color terminal shows.
    mutating func color(_ c: RGBA) -> Int32 {
        var value = c.rgb24
        if let index = quantizer.index(c, depth: depth) {
            guard directTerminal else { return Int32(index) }
            value = XtermPalette.colors[Int(index)].rgb24
        } else if depth == .none {
            return -1
        }
        // Direct-color entries read the values 0...7 as palette indexes: nudge them.
        return Int32(value < 8 ? 0x010101 : value)
    }

    /// A pair for (fg, bg), and whether the table was full and had to be
    /// reset (every pair on screen is invalid then: the caller redraws all).
    mutating func pair(_ fg: RGBA, _ bg: RGBA) -> (pair: Int32, reset: Bool) {
        // A terminal without colors has no pair table: pair 0 is its only look.
        if depth == .none { return (0, false) }
        let key = UInt64(fg.rgb24) << 32 | UInt64(bg.rgb24)
        if let p = pairs[key] { return (p, false) }
        var reset = false
        if pairs.count >= table.capacity {
            resetAll()
            reset = true
        }
        let p = table.allocate(color(fg), color(bg))
        let result = p < 0 ? 0 : p
        pairs[key] = result
        return (result, reset)
    }

    /// Forgets every pair, in dusk's cache and in the terminal's table alike,
    /// so no pair still on screen can be handed out again for other colors.
    mutating func resetAll() {
        table.resetAll()
        pairs.removeAll(keepingCapacity: true)
    }

    var pairsInUse: Int { pairs.count }
}
