/// One resolved sRGB color with straight (not premultiplied) 8-bit alpha.
///
/// Eight bits per channel because that is what the reference palette, hex
/// strings and terminals all speak: a value read from `#1C1C1E` prints back
/// as exactly `#1C1C1E`, with no floating-point drift.
public struct RGBA: Hashable, Sendable, Comparable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    @inlinable public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A 24-bit `0xRRGGBB` value, opaque.
    public init(rgb: UInt32) {
        self.init(UInt8((rgb >> 16) & 0xFF), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(255, 255, 255)
    public static let clear = RGBA(0, 0, 0, 0)

    public var isOpaque: Bool { a == 255 }
    public var opaque: RGBA { RGBA(r, g, b) }
    /// `0xRRGGBB`, ignoring alpha.
    @inlinable public var rgb24: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    public func withAlpha(_ alpha: UInt8) -> RGBA { RGBA(r, g, b, alpha) }

    public static func < (lhs: RGBA, rhs: RGBA) -> Bool {
        (lhs.rgb24, lhs.a) < (rhs.rgb24, rhs.a)
    }
}

// MARK: - Hex

extension RGBA {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required,
    /// case does not matter). Returns nil for anything else.
    public init?(hex: String) {
        guard hex.utf8.first == UInt8(ascii: "#") else { return nil }
        self.init(hexDigits: hex.dropFirst())
    }

    /// The one reader of a color's hex digits, for every format: 3, 4, 6 or 8 of them, no `#`; the alpha
    /// last as CSS writes it, or first as Android does (`alphaFirst`). Nil for anything else.
    public init?(hexDigits digits: some StringProtocol, alphaFirst: Bool = false) {
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in digits.utf8 {
            guard let n = RGBA.hexDigitValue(byte), nibbles.count < 8 else { return nil }
            nibbles.append(n)
        }
        var c: [UInt8]
        switch nibbles.count {
        case 3, 4: c = nibbles.map { $0 << 4 | $0 }
        case 6, 8: c = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        if alphaFirst, c.count == 4 { c = [c[1], c[2], c[3], c[0]] }
        self.init(c[0], c[1], c[2], c.count == 4 ? c[3] : 255)
    }

    /// A number written in hex digits (`DE` of a catalog's `0xDE`), at most 8 of them; nil for anything else.
    public static func hexNumber(_ digits: some StringProtocol) -> Int? {
        guard !digits.isEmpty, digits.utf8.count <= 8 else { return nil }
        var value = 0
        for byte in digits.utf8 {
            guard let n = hexDigitValue(byte) else { return nil }
            value = value << 4 | Int(n)
        }
        return value
    }

    package static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#RRGGBBAA`, uppercase: the stable form used by `dusk colors` and the reference table.
    /// The largest difference of one channel (red, green, blue or alpha) between two colors, in 8-bit steps.
    public func maximumChannelDifference(from other: RGBA) -> Int {
        [(r, other.r), (g, other.g), (b, other.b), (a, other.a)].map { abs(Int($0.0) - Int($0.1)) }.max() ?? 0
    }

    public var hexRGBA: String { "#" + Self.hexByte(r) + Self.hexByte(g) + Self.hexByte(b) + Self.hexByte(a) }

    /// `#RRGGBB`, uppercase, alpha dropped.
    public var hexRGB: String { "#" + Self.hexByte(r) + Self.hexByte(g) + Self.hexByte(b) }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`: the shortest exact form.
    public var hexShortest: String { isOpaque ? hexRGB : hexRGBA }

    public static func hexByte(_ v: UInt8) -> String { hexBytes[Int(v)] }

    /// `00` ... `FF`, made once: hex strings are built for every color of every export.
    static let hexBytes: [String] = (0...255).map { v in
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String([digits[v >> 4], digits[v & 0xF]])
    }
}

extension RGBA: CustomStringConvertible {
    public var description: String { hexRGBA }
}
