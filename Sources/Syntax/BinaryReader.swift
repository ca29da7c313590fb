import ThemeModel

/// Big-endian reads over bytes, every one bounds-checked: a length or count in a file is never trusted, so a
/// truncated or hostile file is an error at the byte where it goes wrong, never a trap. A binary file has no
/// lines: places are given as line 1, column = the byte's offset + 1, and messages say "byte N".
package struct BinaryReader {
    package let bytes: [UInt8]
    package let file: String
    /// The next byte to read.
    package var offset: Int
    /// One past the last byte this reader may read (the end of a block, or of the file).
    package let end: Int

    package init(_ bytes: [UInt8], file: String, from start: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.file = file
        self.offset = start
        self.end = min(end ?? bytes.count, bytes.count)
    }

    package var remaining: Int { end - offset }

    package func location(_ at: Int) -> SourceLocation { SourceLocation(file: file, line: 1, column: at + 1) }

    package func fail(_ message: String, at: Int? = nil) -> Diagnostic {
        let place = at ?? offset
        return Diagnostic(at: location(place), "byte \(place): \(message)")
    }

    package mutating func take(_ count: Int, _ what: String) throws(Diagnostic) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw fail("\(what) needs \(count) bytes; \(max(remaining, 0)) are left")
        }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    package mutating func u16(_ what: String) throws(Diagnostic) -> Int {
        let b = try take(2, what)
        return Int(b[b.startIndex]) << 8 | Int(b[b.startIndex + 1])
    }

    package mutating func u32(_ what: String) throws(Diagnostic) -> Int {
        let b = try take(4, what)
        return b.reduce(0) { $0 << 8 | Int($1) }
    }

    /// An IEEE 754 single, big-endian; NaN and infinities are errors (no color is one).
    package mutating func float(_ what: String) throws(Diagnostic) -> Double {
        let at = offset
        let value = Float(bitPattern: UInt32(try u32(what)))
        guard value.isFinite else { throw fail("\(what) is not a finite number", at: at) }
        return Double(value)
    }

    /// `count` UTF-16 code units, big-endian, with any terminating NULs dropped; unpaired surrogates become U+FFFD.
    package mutating func utf16(_ count: Int, _ what: String) throws(Diagnostic) -> String {
        let b = try take(count * 2, what)
        var units: [UInt16] = []
        units.reserveCapacity(count)
        var i = b.startIndex
        while i + 1 < b.endIndex {
            units.append(UInt16(b[i]) << 8 | UInt16(b[i + 1]))
            i += 2
        }
        while units.last == 0 { units.removeLast() }
        return String(decoding: units, as: UTF16.self)
    }
}
