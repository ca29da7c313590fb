import Testing

@testable import Terminal

/// What comes with an ESC: only an ESC with nothing after it is the Esc key.
@Suite("Keys that never surprise: escape sequences")
struct EscapeSequenceTests {
    func codes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// Feeds the characters one by one, as the runtime reads them; returns how many it took.
    func taken(_ text: String) -> Int? {
        var after: [UInt32] = []
        for code in codes(text) {
            after.append(code)
            if EscapeSequence.classify(after) == .complete { return after.count }
        }
        return nil
    }

    @Test("nothing after the ESC is Esc; Option+letter, CSI, SS3, mouse reports and OSC are whole sequences")
    func sequences() {
        #expect(EscapeSequence.classify([]) == .loneEscape)
        #expect(taken("x") == 1, "Option+x")
        #expect(taken("[1;3C") == 5, "Option+Right")
        #expect(taken("[A") == 2)
        #expect(taken("[<0;10;5M") == 9, "an SGR mouse report")
        #expect(taken("[M !!") == 5, "an X10 mouse report: ESC [ M and three bytes")
        #expect(taken("OP") == 2, "F1")
        #expect(taken("]11;rgb:0000/0000/0000\u{7}") == 23, "a color report ended by BEL")
        #expect(taken("]0;t\u{1B}\\") == 6, "an OSC ended by ESC \\")
        #expect(taken("\u{1B}[1;3D") == 6, "Option with a key that sends its own sequence")
        #expect(taken("[") == nil, "an unfinished CSI reads on")
        let flood = [UInt32(0x5B)] + [UInt32](repeating: 0x31, count: 200)
        #expect(EscapeSequence.classify(Array(flood.prefix(EscapeSequence.limit))) == .complete, "a flood is cut")
    }
}
