import ColorScience

/// Keeps theme-supplied text from ever acting on a terminal or a viewer.
public enum SafeText {
    /// Replaces C0 and C1 controls, DEL, bidirectional overrides and
    /// isolates, and the Unicode line and paragraph separators with visible
    /// escapes (ESC becomes `\x1B`), so a theme name or color name can never
    /// inject an escape sequence (OSC 52 clipboard writes, cursor moves),
    /// reorder text (Trojan Source) or break a line.
    public static func sanitized(_ s: String) -> String {
        if !s.unicodeScalars.contains(where: isUnsafe) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            if isUnsafe(scalar) {
                out +=
                    scalar.value <= 0xFF
                    ? "\\x" + RGBA.hexByte(UInt8(scalar.value))
                    : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// How much of a path a message quotes: every real path whole, a hostile 100 KB one cut.
    public static let pathLimit = 240

    /// A path as messages show it: in backticks, escaped, cut at `pathLimit`.
    public static func quoted(_ path: String) -> String { "`" + excerpt(path, limit: pathLimit) + "`" }

    /// `sanitized`, cut to `limit` characters with `…`: what an error message
    /// quotes back of a value, however long the value is.
    public static func excerpt(_ s: String, limit: Int = 80) -> String {
        s.count <= limit ? sanitized(s) : sanitized(String(s.prefix(limit - 1))) + "…"
    }

    @inline(__always)
    @inlinable public static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v >= 0x20 && v < 0x7F { return false }  // printable ASCII, the common case
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        // LRE RLE PDF LRO RLO, LRI RLI FSI PDI
        if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return true }
        // LRM RLM ALM; the line and paragraph separators, which break lines in text and SVG viewers
        return v == 0x200E || v == 0x200F || v == 0x061C || v == 0x2028 || v == 0x2029
    }
}
