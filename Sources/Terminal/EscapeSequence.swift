/// What follows an ESC that curses did not turn into a key. macOS terminals send Option+letter as ESC and the
/// letter, Option+arrows and keys curses does not know as CSI sequences (`ESC [ 1 ; 3 C`), and a terminal
/// that reports the mouse in a mode dusk did not ask for sends `ESC [ < 0 ; 10 ; 5 M`. None of them is the
/// Esc key, so none may quit: the runtime reads what came with the ESC, and only an ESC with nothing after
/// it is Esc.
enum EscapeSequence {
    enum Reading: Equatable {
        /// Nothing came with the ESC: the Esc key.
        case loneEscape
        /// A sequence that has not ended yet: read on.
        case incomplete
        /// A whole sequence (or the most of one dusk reads): ignored.
        case complete
    }

    /// The longest sequence read; past it the rest is read as keys, so a flood cannot stall the preview.
    static let limit = 64

    /// Classifies the characters read after an ESC so far.
    static func classify(_ after: [UInt32]) -> Reading {
        guard let first = after.first else { return .loneEscape }
        if after.count >= limit { return .complete }
        switch first {
        case 0x5B:  // `[`: CSI, parameter and intermediate bytes up to a final byte 0x40-0x7E
            guard after.count > 1 else { return .incomplete }
            // An X10 mouse report, `ESC [ M` and three bytes (button, column, row).
            if after[1] == 0x4D { return after.count >= 5 ? .complete : .incomplete }
            let last = after[after.count - 1]
            if (0x20...0x3F).contains(last) { return .incomplete }
            return .complete
        case 0x4F:  // `O`: SS3, one more character (F1-F4, keypad keys)
            return after.count >= 2 ? .complete : .incomplete
        case 0x5D, 0x50, 0x5F, 0x5E:  // `]` OSC, `P` DCS, `_` APC, `^` PM: up to BEL or ESC `\`
            let last = after[after.count - 1]
            if last == 0x07 { return .complete }
            if after.count >= 3, last == 0x5C, after[after.count - 2] == 0x1B { return .complete }
            return .incomplete
        case 0x1B:  // ESC ESC: Option+Esc, or Option with a key that sends a sequence itself
            return after.count == 1 ? .incomplete : classify(Array(after.dropFirst()))
        default:  // Option+letter, or anything else one character long
            return .complete
        }
    }
}
