/// Base64 (RFC 4648): the generated font's bitmaps (decoded, skipping line breaks and indentation) and the
/// review page's pictures (encoded, padded, one line).
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for slot in 0..<4 {
                out.append(slot <= count ? alphabet[Int(group >> UInt32(18 - 6 * slot) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: StaticString) -> [UInt8] {
        text.withUTF8Buffer { decode($0) }
    }

    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { values[Int(c)] = UInt8(i) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count * 3 / 4)
        var pending: UInt32 = 0
        var bits = 0
        for c in text {
            let value = values[Int(c)]
            if value == 0xFF { continue }  // whitespace, line breaks and the `=` padding
            pending = pending << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: pending >> UInt32(bits)))
            }
        }
        return out
    }
}
