/// The characters screens may draw: each one column wide in every Unicode
/// version since 9 and in the common terminal width tables, so a layout
/// never shifts in one terminal and not in another. ☰ (U+2630) is the
/// example that broke it: one column until Unicode 16, two since. A test
/// walks every cell of every screen and fails on anything else; a new glyph
/// goes here only after checking its East Asian width (N, Na, or the box and
/// block elements every non-CJK terminal draws narrow) and that it has no
/// emoji presentation. The preview's ASCII fallback covers each of them.
public enum GlyphPolicy {
    public static func allows(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v >= 0x20 && v < 0x7F { return true }  // printable ASCII
        if (0x2500...0x259F).contains(v) { return true }  // box drawing, block elements
        return others.contains(s)
    }

    /// Everything else the screens use, checked one by one.
    public static let others: Set<Unicode.Scalar> = [
        "·", "…", "›", "‹", "ʙ", "∞", "≋", "⌕", "⊞", "⋯",
        "▬", "▮", "▲", "◉", "●", "◐", "◑", "◒", "◓", "◔", "◷",
        "☀", "★", "☾", "♪", "⚑", "⚙", "✈", "✦", "⣾",
        "▪", "✓",
        // The large activity indicator's ring (Braille Patterns: East Asian width N, no emoji).
        "⡐", "⠈", "⠁", "⢂", "⠡", "⢀", "⡀", "⠌",
    ]
}
