/// A color name shortened by rule where a column has no room for it: its first word, the initials of the words
/// that do not fit, `…`, and its last words (`secondarySystemGroupedBackground` in 22 columns is
/// `secondarySG…Background`, `secondarySystemBackground` `secondaryS…Background`), so the family, the kind and
/// what tells two names apart stay; cut at the end only when not even that fits.
public enum Abbreviation {
    public static func name(_ name: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(name) > width else { return name }
        let words = pieces(of: name)
        guard words.count > 2 else { return cut(name, width) }
        // The fewest words made initials: the first whole word after them is `words[whole]`.
        for whole in 2..<words.count {
            let initials = words[1..<whole].map(initial).joined()
            let short = words[0] + initials + "…" + words[whole...].joined()
            if DisplayWidth.of(short) <= width { return short }
        }
        return cut(name, width)
    }

    /// A word's first letter, with the separator before it (`-text` is `-t`).
    static func initial(_ word: String) -> String {
        guard let first = word.first else { return "" }
        guard "-_./ ".contains(first) else { return String(first) }
        return String(word.prefix(2))
    }

    /// Words as written: a new one at each capital after a lower-case letter or digit, and at each `-`, `_`,
    /// `.`, `/` or space, which stays with the word it starts.
    static func pieces(of name: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for c in name {
            let separator = "-_./ ".contains(c)
            if !word.isEmpty && (separator || (c.isUppercase && previousLower)) {
                words.append(word)
                word = ""
            }
            word.append(c)
            previousLower = c.isLowercase || c.isNumber
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The first `width - 1` columns and `…`.
    static func cut(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        for c in text {
            let w = DisplayWidth.of(String(c))
            guard used + w <= width - 1 else { break }
            out.append(c)
            used += w
        }
        return out + "…"
    }
}
