import ThemeModel

/// What a media query means for a palette: the appearances where it holds (`prefers-color-scheme: dark`,
/// `prefers-contrast: more`, both, a comma list of them), or why dusk never applies it (a width, print,
/// Display P3 alternatives, forced colors).
enum CSSMedia {
    enum Meaning: Equatable {
        case holds(AppearanceSet)
        case never(why: String)
    }

    /// The `@custom-media` names defined so far and what each means. A name's meaning is worked out once, however
    /// many rules and other names use it, so a name used a thousand times, or one that doubles at every step,
    /// costs no more than its text; a name that refers to itself, directly or round a loop, is said to.
    struct CustomMedia {
        private var queries: [String: String] = [:]
        private var meanings: [String: Meaning] = [:]
        private var inProgress: Set<String> = []

        mutating func define(_ name: String, as query: String) {
            queries[name] = query
            // A later definition can change what names defined before it mean: work them out again.
            meanings = [:]
        }

        /// What `--name` means, or nil when the file does not define it.
        fileprivate mutating func meaning(of name: String, depth: Int) -> Meaning? {
            if let known = meanings[name] { return known }
            guard let query = queries[name] else { return nil }
            guard !inProgress.contains(name) else {
                return .never(why: "`@custom-media --\(SafeText.excerpt(name))` refers to itself")
            }
            guard depth < CSSSelectors.maximumDepth else {
                return .never(why: "`@custom-media` names refer to each other deeper than \(CSSSelectors.maximumDepth)")
            }
            inProgress.insert(name)
            let meaning = CSSMedia.meaning(query, customMedia: &self, depth: depth + 1)
            inProgress.remove(name)
            meanings[name] = meaning
            return meaning
        }
    }

    /// `condition` as written after `@media`; `customMedia` holds the `@custom-media` names defined so far.
    static func meaning(_ condition: String, customMedia: inout CustomMedia, depth: Int = 0) -> Meaning {
        var set = AppearanceSet.none
        var reasons: [String] = []
        for query in CSSSelectors.split(condition.lowercased(), at: ",") {
            switch meaning(ofQuery: query.trimmingSpaces, customMedia: &customMedia, depth: depth) {
            case .holds(let s): set = set.union(s)
            case .never(let why): reasons.append(why)
            }
        }
        if set.isEmpty, let why = reasons.first { return .never(why: why) }
        return .holds(set)
    }

    private static func meaning(ofQuery query: String, customMedia: inout CustomMedia, depth: Int) -> Meaning {
        guard depth < CSSSelectors.maximumDepth else { return .never(why: "parentheses nested too deeply") }
        var words = query
        if words.hasPrefix("not ") { return .never(why: "dusk does not read `not` media queries") }
        if words.hasPrefix("only ") { words = String(words.dropFirst(5)) }
        var set = AppearanceSet.all
        for part in split(words, onWord: "and") {
            let p = part.trimmingSpaces
            let meaning: Meaning
            if p.hasPrefix("("), p.hasSuffix(")") {
                meaning = feature(
                    String(p.dropFirst().dropLast()).trimmingSpaces, customMedia: &customMedia, depth: depth)
            } else if ["all", "screen"].contains(p) {
                meaning = .holds(.all)
            } else {
                meaning = .never(why: "dusk draws a screen, not `\(SafeText.sanitized(p))` media")
            }
            guard case .holds(let s) = meaning else { return meaning }
            set = set.intersection(s)
        }
        return .holds(set)
    }

    /// Splits at ` and ` outside parentheses.
    private static func split(_ text: String, onWord word: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        let scalars = Array(text.unicodeScalars)
        var i = 0
        let separator = Array(" \(word) ".unicodeScalars)
        while i < scalars.count {
            let c = scalars[i]
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth == 0, i + separator.count <= scalars.count, Array(scalars[i..<(i + separator.count)]) == separator
            {
                parts.append(current)
                current = ""
                i += separator.count
                continue
            }
            current.unicodeScalars.append(c)
            i += 1
        }
        parts.append(current)
        return parts
    }

    /// One `(feature: value)`.
    private static func feature(_ text: String, customMedia: inout CustomMedia, depth: Int) -> Meaning {
        if text.hasPrefix("--") {
            if let meaning = customMedia.meaning(of: String(text.dropFirst(2)), depth: depth) { return meaning }
            // A custom media query the file uses but does not define (Open Props defines `--OSdark` in another
            // file): its name says what it means, in the words every format's modes are read by, or it is skipped.
            let words = ModeWords(String(text.dropFirst(2)))
            if words.isAppearance, words.style != nil || words.high {
                return .holds(.matching(style: words.style, contrast: words.high ? .high : nil))
            }
        }
        if text.hasPrefix("(") || text.contains(" and ") {
            // A parenthesized list, `((a), (b))`, holds where any of its queries does.
            return meaning(text, customMedia: &customMedia, depth: depth + 1)
        }
        let parts = text.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
        guard let name = parts.first, !name.isEmpty else { return .never(why: "an empty media feature `()`") }
        let value = parts.count == 2 ? parts[1] : nil
        switch (name, value) {
        case ("prefers-color-scheme", "dark"): return .holds(.matching(style: .dark))
        case ("prefers-color-scheme", "light"): return .holds(.matching(style: .light))
        case ("prefers-contrast", "more"), ("prefers-contrast", "high"), ("prefers-contrast", nil):
            return .holds(.matching(contrast: .high))
        case ("prefers-contrast", "no-preference"), ("prefers-contrast", "less"):
            return .holds(.matching(contrast: .normal))
        case ("forced-colors", "none"), ("color-gamut", "srgb"), ("color", _), ("prefers-color-scheme", _):
            return .holds(.all)
        case ("forced-colors", _):
            return .never(why: "forced colors replace the palette with the system's")
        case ("color-gamut", _), ("dynamic-range", _):
            return .never(why: "wide-gamut alternatives: dusk shows sRGB, and reads the sRGB values")
        default:
            return .never(why: "dusk draws a phone screen in the eight appearances, not `(\(SafeText.excerpt(text)))`")
        }
    }
}
