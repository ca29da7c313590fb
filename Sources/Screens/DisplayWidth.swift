/// How many terminal columns a character takes: 0, 1 or 2. A compact
/// version of wcwidth: East Asian Wide and Fullwidth ranges and the common
/// emoji blocks are 2, combining marks and format characters 0.
public enum DisplayWidth {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x300 { return v < 0x20 || (0x7F..<0xA0).contains(v) ? 0 : 1 }
        if isZeroWidth(v) { return 0 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ text: String) -> Int {
        var w = 0
        for s in text.unicodeScalars { w += of(s) }
        return w
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x0483...0x0489).contains(v) || (0x0591...0x05BD).contains(v)
            || (0x0610...0x061A).contains(v) || (0x064B...0x065F).contains(v) || (0x200B...0x200F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2060...0x2069).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v) || v == 0xFEFF
            || (0x1F3FB...0x1F3FF).contains(v) || (0xE0000...0xE0FFF).contains(v)
    }

    static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }  // everything below Hangul Jamo is narrow
        return (0x1100...0x115F).contains(v) || (0x231A...0x231B).contains(v) || (0x2329...0x232A).contains(v)
            || (0x23E9...0x23EC).contains(v) || (0x25FD...0x25FE).contains(v) || (0x2614...0x2615).contains(v)
            || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F680...0x1F6FF).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x1FA70...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
