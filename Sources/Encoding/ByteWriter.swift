import ThemeModel

/// Appends bytes to memory sized for the worst case the caller computed; a
/// write past `capacity` stops the program (a wrong worst case is a bug,
/// never a silent overrun).
public struct ByteWriter {
    public let base: UnsafeMutablePointer<UInt8>
    public let capacity: Int
    public var count = 0

    @inlinable public init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inlinable @inline(__always) public mutating func byte(_ b: UInt8) {
        precondition(count < capacity, "ByteWriter: the worst-case size was too small")
        base[count] = b
        count += 1
    }
    @inlinable @inline(__always) public mutating func bytes(_ a: UInt8, _ b: UInt8) {
        byte(a)
        byte(b)
    }
    @inlinable @inline(__always) public mutating func bytes(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        byte(a)
        byte(b)
        byte(c)
        byte(d)
    }
    @inlinable @inline(__always) public mutating func bytes(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8)
    {
        byte(a)
        byte(b)
        byte(c)
        byte(d)
        byte(e)
    }

    @inlinable @inline(__always) public mutating func decimal(_ v: UInt8) {
        if v >= 100 { byte(UInt8(ascii: "0") + v / 100) }
        if v >= 10 { byte(UInt8(ascii: "0") + (v / 10) % 10) }
        byte(UInt8(ascii: "0") + v % 10)
    }

    /// UTF-8 of a scalar; controls (which the canvas never holds) become `?`.
    @inlinable @inline(__always) public mutating func scalar(_ s: Unicode.Scalar) {
        let v = s.value
        if v >= 0x20 && v < 0x7F {
            byte(UInt8(v))
            return
        }
        // Blocks and box lines, most of every frame: three bytes, nothing to check.
        if v >= 0x2500 && v < 0x2600 {
            byte(0xE2)
            byte(UInt8(0x80 | ((v >> 6) & 0x3F)))
            byte(UInt8(0x80 | (v & 0x3F)))
            return
        }
        if SafeText.isUnsafe(s) {
            byte(UInt8(ascii: "?"))
            return
        }
        if v < 0x80 {
            byte(UInt8(v))
        } else if v < 0x800 {
            byte(UInt8(0xC0 | (v >> 6)))
            byte(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            byte(UInt8(0xE0 | (v >> 12)))
            byte(UInt8(0x80 | ((v >> 6) & 0x3F)))
            byte(UInt8(0x80 | (v & 0x3F)))
        } else {
            byte(UInt8(0xF0 | (v >> 18)))
            byte(UInt8(0x80 | ((v >> 12) & 0x3F)))
            byte(UInt8(0x80 | ((v >> 6) & 0x3F)))
            byte(UInt8(0x80 | (v & 0x3F)))
        }
    }
}

extension ByteWriter {
    /// A non-negative decimal number of any size (cursor positions).
    public mutating func number(_ v: Int) {
        if v >= 10 { number(v / 10) }
        byte(UInt8(ascii: "0") + UInt8(v % 10))
    }
}
