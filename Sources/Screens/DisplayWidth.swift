import ThemeModel

/// How many terminal columns a character takes: 0, 1 or 2. A compact
/// version of wcwidth: East Asian Wide and Fullwidth ranges and the common
/// emoji blocks are 2, combining marks and format characters 0.
public enum DisplayWidth {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x300 { return v < 0x20 || (0x7F..<0xA0).contains(v) ? 0 : 1 }
        // Box lines, blocks and shapes, which screens draw most: one column.
        if v >= 0x2500 && v < 0x25FD { return 1 }
        // The last range starting at or below v, by binary search: the ranges are sorted and disjoint.
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].first <= v { low = mid + 1 } else { high = mid }
        }
        guard low > 0, v <= ranges[low - 1].last else { return 1 }
        return ranges[low - 1].width
    }

    /// Columns `text` takes as the canvas draws it: a character that could act on a terminal (a control, a
    /// bidirectional override) is drawn as `?`, one column, so layout measures it as one.
    public static func of(_ text: String) -> Int {
        var w = 0
        for s in text.unicodeScalars { w += drawn(s) }
        return w
    }

    /// The width of `s` as the canvas draws it (`?` for what `SafeText` finds unsafe).
    @inline(__always)
    public static func drawn(_ s: Unicode.Scalar) -> Int { SafeText.isUnsafe(s) ? 1 : of(s) }

    /// Combining marks and format characters (0), East Asian Wide and Fullwidth and the common emoji
    /// blocks (2), sorted; every other character is one column.
    private static let ranges: [(first: UInt32, last: UInt32, width: Int)] = [
        (0x0300, 0x036F, 0), (0x0483, 0x0489, 0), (0x0591, 0x05BD, 0), (0x0610, 0x061A, 0), (0x064B, 0x065F, 0),
        (0x1100, 0x115F, 2), (0x200B, 0x200F, 0), (0x202A, 0x202E, 0), (0x2060, 0x2069, 0), (0x20D0, 0x20FF, 0),
        (0x231A, 0x231B, 2), (0x2329, 0x232A, 2), (0x23E9, 0x23EC, 2), (0x25FD, 0x25FE, 2), (0x2614, 0x2615, 2),
        (0x2E80, 0x303E, 2), (0x3041, 0x33FF, 2), (0x3400, 0x4DBF, 2), (0x4E00, 0x9FFF, 2), (0xA000, 0xA4CF, 2),
        (0xAC00, 0xD7A3, 2), (0xF900, 0xFAFF, 2), (0xFE00, 0xFE0F, 0), (0xFE20, 0xFE2F, 0), (0xFE30, 0xFE4F, 2),
        (0xFEFF, 0xFEFF, 0), (0xFF00, 0xFF60, 2), (0xFFE0, 0xFFE6, 2), (0x1F300, 0x1F3FA, 2), (0x1F3FB, 0x1F3FF, 0),
        (0x1F400, 0x1F64F, 2), (0x1F680, 0x1F6FF, 2), (0x1F900, 0x1F9FF, 2), (0x1FA70, 0x1FAFF, 2),
        (0x20000, 0x3FFFD, 2), (0xE0000, 0xE0FFF, 0),
    ]
}
