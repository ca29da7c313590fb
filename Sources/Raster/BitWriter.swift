/// Bits to bytes the way deflate packs them: least significant bit first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `width` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, _ width: Int) {
        pending |= UInt64(bits) << UInt64(count)
        count += width
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: pending)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            pending >>= 32
            count -= 32
        }
    }

    /// Pads to a whole byte with zero bits and hands back every byte written.
    mutating func finish() -> [UInt8] {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            count = max(0, count - 8)
        }
        return bytes
    }
}
