/// A zlib stream (RFC 1950) of one deflate block (RFC 1951) with the fixed Huffman codes: greedy LZ77 over
/// hash chains, which is enough for screens (long runs of one color, glyph rows that repeat). Deterministic.
public enum Deflate {
    /// How many earlier places with the same three bytes are tried for the longest match.
    static let chainLimit = 32
    /// Matches longer than this do not index the places inside them (as zlib's fast levels): a long run
    /// would otherwise fill the chains with copies of itself.
    static let indexedMatchLength = 32
    static let windowSize = 32768
    static let maxMatch = 258

    public static func zlib(_ data: [UInt8]) -> [UInt8] {
        var out = BitWriter(capacity: data.count / 8 + 64)
        // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (check bits; no dictionary).
        out.write(0x78, 8)
        out.write(0x01, 8)
        // BFINAL = 1, BTYPE = 01 (fixed Huffman codes).
        out.write(1, 1)
        out.write(1, 2)
        data.withUnsafeBufferPointer { compress($0, into: &out) }
        out.write(FixedCodes.literals[256].bits, Int(FixedCodes.literals[256].width))
        var bytes = out.finish()
        let adler = data.withUnsafeBufferPointer { Checksums.adler32($0) }
        for shift in [24, 16, 8, 0] as [UInt32] { bytes.append(UInt8(truncatingIfNeeded: adler >> shift)) }
        return bytes
    }

    private static func compress(_ source: UnsafeBufferPointer<UInt8>, into out: inout BitWriter) {
        let count = source.count
        guard let base = source.baseAddress else { return }
        var head = [Int32](repeating: -1, count: 1 << 15)
        var previous = [Int32](repeating: -1, count: windowSize)
        let literals = FixedCodes.literals
        let lengths = FixedCodes.lengths
        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                func insert(_ position: Int) {
                    let key = hash(base, position)
                    previous[position & (windowSize - 1)] = head[key]
                    head[key] = Int32(position)
                }
                var position = 0
                while position < count {
                    var best = 0
                    var distance = 0
                    let limit = min(maxMatch, count - position)
                    if limit >= 3 {
                        var candidate = Int(head[hash(base, position)])
                        var tries = chainLimit
                        while candidate >= 0, candidate > position - windowSize, tries > 0 {
                            if base[candidate + best] == base[position + best] {
                                let length = matchLength(base, candidate, position, limit: limit)
                                if length > best {
                                    best = length
                                    distance = position - candidate
                                    if length == limit { break }
                                }
                            }
                            candidate = Int(previous[candidate & (windowSize - 1)])
                            tries -= 1
                        }
                        insert(position)
                    }
                    if best >= 3 {
                        let length = lengths[best]
                        out.write(length.bits, Int(length.width))
                        let code = FixedCodes.distance(distance)
                        out.write(code.bits, code.width)
                        if best <= indexedMatchLength {
                            for inside in (position + 1)..<(position + best) where inside + 3 <= count {
                                insert(inside)
                            }
                        }
                        position += best
                    } else {
                        let literal = literals[Int(base[position])]
                        out.write(literal.bits, Int(literal.width))
                        position += 1
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ position: Int) -> Int {
        let three = UInt32(base[position]) | UInt32(base[position + 1]) << 8 | UInt32(base[position + 2]) << 16
        return Int((three &* 2_654_435_761) >> 17)
    }

    /// How many bytes from `position` repeat those from `candidate`, up to `limit`; eight at a time.
    @inline(__always)
    private static func matchLength(
        _ base: UnsafePointer<UInt8>, _ candidate: Int, _ position: Int, limit: Int
    ) -> Int {
        var length = 0
        let raw = UnsafeRawPointer(base)
        while length + 8 <= limit {
            let a = raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
            let b = raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
            if a != b { return length + (UInt64(littleEndian: a) ^ UInt64(littleEndian: b)).trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, base[candidate + length] == base[position + length] { length += 1 }
        return length
    }
}

/// Deflate's fixed Huffman codes (RFC 1951, 3.2.6), bit-reversed for least-significant-first output, with each
/// length's extra bits folded in.
enum FixedCodes {
    struct Code {
        var bits: UInt32
        var width: UInt8
    }

    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]

    static func reversed(_ code: Int, _ width: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<width where code & (1 << bit) != 0 { result |= 1 << UInt32(width - 1 - bit) }
        return result
    }

    /// The code of each literal/length symbol 0...287.
    static let symbols: [Code] = (0..<288).map { symbol in
        switch symbol {
        case 0...143: Code(bits: reversed(0x30 + symbol, 8), width: 8)
        case 144...255: Code(bits: reversed(0x190 + symbol - 144, 9), width: 9)
        case 256...279: Code(bits: reversed(symbol - 256, 7), width: 7)
        default: Code(bits: reversed(0xC0 + symbol - 280, 8), width: 8)
        }
    }

    static let literals: [Code] = Array(symbols[0...256])

    /// For each match length 3...258 (indexed by the length), its symbol's code and extra bits in one.
    static let lengths: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, width: 0) }
        let index = lengthBases.lastIndex { $0 <= length }!
        let symbol = symbols[257 + index]
        let extra = UInt32(length - lengthBases[index]) << UInt32(symbol.width)
        return Code(bits: symbol.bits | extra, width: symbol.width + UInt8(lengthExtra[index]))
    }

    /// The code index of each distance: direct below 257, then by steps of 128.
    private static let nearDistances: [UInt8] = (1...256).map { distance in
        UInt8(distanceBases.lastIndex { $0 <= distance }!)
    }
    private static let farDistances: [UInt8] = (0..<256).map { step in
        UInt8(distanceBases.lastIndex { $0 <= step * 128 + 1 }!)
    }

    private static let distanceCodes: [UInt32] = (0..<30).map { reversed($0, 5) }

    @inline(__always)
    static func distance(_ distance: Int) -> (bits: UInt32, width: Int) {
        let index = Int(distance <= 256 ? nearDistances[distance - 1] : farDistances[(distance - 1) >> 7])
        let extraWidth = index < 4 ? 0 : index / 2 - 1
        let extra = UInt32(distance - distanceBases[index]) << 5
        return (distanceCodes[index] | extra, 5 + extraWidth)
    }
}
