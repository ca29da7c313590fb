import ThemeModel

/// What a selector means for a palette: the appearances it selects (`:root` all eight, `.dark` and
/// `[data-theme="dark"]` the dark ones, `:root:not(.dark)` the light ones, `.elevated` what sheets show),
/// or nil for an element dusk does not model (`.button`, `a:hover`, `#app`).
package struct CSSSelector: Equatable {
    var appearances: AppearanceSet
    /// CSS specificity as one number (ids, classes, types at 10,000 / 100 / 1): the cascade's tie-breaker.
    var specificity: Int
    /// On an element inside the root (`.elevated`): its values beat what it inherits from the root.
    var descendant: Bool
}

package enum CSSSelectors {
    /// A selector list: where any of its selectors that dusk reads applies, at the highest specificity among
    /// them; nil when it reads none of them.
    package static func classify(_ list: String, depth: Int = 0) -> CSSSelector? {
        // `:is(:is(:is(...)))` deeper than any real selector is not one dusk reads (and not a stack overflow).
        guard depth < maximumDepth else { return nil }
        var result: CSSSelector?
        for part in split(list, at: ",") {
            guard let one = complex(Array(part.trimmingSpaces.unicodeScalars), depth: depth) else { continue }
            guard let sum = result else {
                result = one
                continue
            }
            result = CSSSelector(
                appearances: sum.appearances.union(one.appearances),
                specificity: max(sum.specificity, one.specificity), descendant: sum.descendant || one.descendant)
        }
        return result
    }

    /// What an app's selector says of the style it applies in: a `dark` word (`.dark .card`,
    /// `[data-theme="dark"] a`, `.theme-dark`) the dark appearances, a `light` word the light ones.
    package static func styleWords(_ selector: String) -> AppearanceSet {
        guard ModeWords.mayNameStyle(selector) else { return .all }
        // Words inside `:not(...)` name the other style (`:root:not(.dark) a` is light).
        var kept = ""
        var negated = ""
        var depth = 0
        var rest = Substring(selector)
        while !rest.isEmpty {
            if depth == 0, rest.hasPrefix(":not(") {
                depth = 1
                rest = rest.dropFirst(5)
                continue
            }
            let c = rest.removeFirst()
            if depth > 0 {
                if c == "(" { depth += 1 }
                if c == ")" { depth -= 1 }
                if depth > 0 { negated.append(c) } else { kept.append(" ") }
            } else {
                kept.append(c)
            }
        }
        var styles = Set(NameWords.split(kept, .mode).compactMap(ModeWords.namesStyle))
        for style in NameWords.split(negated, .mode).compactMap(ModeWords.namesStyle) { styles.insert(style.toggled) }
        guard styles.count == 1, let style = styles.first else { return .all }
        return AppearanceSet.matching(style: style)
    }

    /// Splits at `separator` outside brackets and strings.
    package static func split(_ text: String, at separator: Unicode.Scalar) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var quote: Unicode.Scalar?
        var escaped = false
        for c in text.unicodeScalars {
            if escaped {
                // An escaped character (`.w-\[10px\]`) is part of a name, never a bracket or a separator.
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if c == separator, depth == 0 {
                parts.append(String(current))
                current = String.UnicodeScalarView()
                continue
            }
            current.append(c)
        }
        parts.append(String(current))
        return parts
    }

    /// One complex selector (compounds joined by combinators): every simple selector in it must be one dusk
    /// reads; the appearances are where all of them hold.
    static let maximumDepth = 64

    private static func complex(_ s: [Unicode.Scalar], depth: Int) -> CSSSelector? {
        guard !s.isEmpty else { return nil }
        var result = CSSSelector(appearances: .all, specificity: 0, descendant: false)
        var read = 0
        var i = 0
        while i < s.count {
            let c = s[i]
            if c.isSpace || c == ">" || c == "+" || c == "~" || c == "*" || c == "&" {
                i += 1
                continue
            }
            // `.dark:not(.dark-mode-disabled)`: a `:not()` of what says nothing of the appearance narrows which
            // elements, not which appearance, beside a part that does say.
            if c == ":", let (list, next) = negation(s, at: i), classify(list, depth: depth + 1) == nil {
                result.specificity += 100
                i = next
                continue
            }
            read += 1
            guard let (simple, next) = simple(s, at: i, depth: depth) else { return nil }
            result.appearances = result.appearances.intersection(simple.appearances)
            result.specificity += simple.specificity
            result.descendant = result.descendant || simple.descendant
            i = next
        }
        return read > 0 ? result : nil
    }

    /// The argument of a `:not(…)` at `start`, and the index after it.
    private static func negation(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        let (word, afterName) = name(s, from: start + 1)
        guard word.lowercased() == "not" else { return nil }
        return parenthesized(s, from: afterName)
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isLetter || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "\\" || c.value > 0x7F
    }

    /// The identifier at `start` (`.card` from after the dot), and the index after it.
    package static func name(_ s: [Unicode.Scalar], from start: Int) -> (String, Int) {
        var i = start
        var out = String.UnicodeScalarView()
        while i < s.count, isNameCharacter(s[i]) {
            out.append(s[i])
            i += 1
        }
        return (String(out), i)
    }

    /// The text inside the parentheses that open at `start`, and the index after them.
    package static func parenthesized(_ s: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        guard start < s.count, s[start] == "(" else { return nil }
        var depth = 0
        var out = String.UnicodeScalarView()
        for i in start..<s.count {
            if s[i] == "(" { depth += 1 }
            if s[i] == ")" { depth -= 1 }
            if depth == 0 { return (String(out), i + 1) }
            if i > start { out.append(s[i]) }
        }
        return nil
    }

    /// Appearance words (`dark`, `light-theme`, `high-contrast`, `elevated`) as a selector.
    private static func marker(_ words: String, specificity: Int) -> CSSSelector? {
        let mode = ModeWords(words)
        guard mode.isAppearance else { return nil }
        let set = AppearanceSet.matching(
            style: mode.style, contrast: mode.high ? .high : nil, level: mode.elevated ? .elevated : nil)
        return CSSSelector(appearances: set, specificity: specificity, descendant: mode.elevated)
    }

    /// Words of a class that is a design system's root element rather than a component.
    private static let rootClassWords = ["themes", "root"]

    /// Attributes that switch a theme: `data-theme`, `data-color-mode`, `data-bs-theme`, `class`, ...
    private static let themeAttributeWords: Set<String> = [
        "data", "bs", "theme", "mode", "color", "scheme", "appearance", "contrast", "class", "ui", "kb",
    ]

    private static func simple(_ s: [Unicode.Scalar], at start: Int, depth: Int) -> (CSSSelector, Int)? {
        let c = s[start]
        let any = AppearanceSet.all
        switch c {
        case ".":
            let (word, next) = name(s, from: start + 1)
            if rootClassWords.contains(where: NameWords.split(word, .mode).contains) {
                // A design system's own root (`.radix-themes`, `.app-root`): the palette's home, like :root.
                return (CSSSelector(appearances: any, specificity: 100, descendant: false), next)
            }
            return marker(word, specificity: 100).map { ($0, next) }
        case "[":
            var depth = 0
            var end = start
            while end < s.count {
                if s[end] == "[" { depth += 1 }
                if s[end] == "]" { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            guard end < s.count else { return nil }
            var inside = String.UnicodeScalarView()
            inside.append(contentsOf: s[(start + 1)..<end])
            return attribute(String(inside)).map { ($0, end + 1) }
        case ":":
            let isElement = start + 1 < s.count && s[start + 1] == ":"
            let (word, afterName) = name(s, from: start + (isElement ? 2 : 1))
            guard !isElement else { return nil }
            let arguments = parenthesized(s, from: afterName)
            let next = arguments?.1 ?? afterName
            switch (word.lowercased(), arguments?.0) {
            case ("root", nil), ("host", nil):
                return (CSSSelector(appearances: any, specificity: 100, descendant: false), next)
            case ("where", let list?):
                guard var inner = classify(list, depth: depth + 1) else { return nil }
                inner.specificity = 0
                return (inner, next)
            case ("is", let list?), ("matches", let list?), ("-webkit-any", let list?), ("-moz-any", let list?),
                ("host", let list?), ("host-context", let list?):
                return classify(list, depth: depth + 1).map { ($0, next) }
            case ("not", let list?):
                guard var inner = classify(list, depth: depth + 1) else { return nil }
                inner.appearances = inner.appearances.complement
                inner.descendant = false
                return (inner, next)
            default:
                return nil
            }
        default:
            let (word, next) = name(s, from: start)
            guard next > start, ["html", "body"].contains(word.lowercased()) else { return nil }
            return (CSSSelector(appearances: any, specificity: 1, descendant: false), next)
        }
    }

    /// `[data-theme="dark"]`, `[data-mode=light]`, `[class~="dark"]`; `[data-theme]` alone selects any theme.
    private static func attribute(_ inside: String) -> CSSSelector? {
        let scalars = Array(inside.unicodeScalars)
        guard let equals = scalars.firstIndex(of: "=") else {
            let words = NameWords.split(inside, .mode)
            guard !words.isEmpty, words.allSatisfy(themeAttributeWords.contains) else { return nil }
            return CSSSelector(appearances: .all, specificity: 100, descendant: false)
        }
        var nameEnd = equals
        if nameEnd > 0, "~|^$*".unicodeScalars.contains(scalars[nameEnd - 1]) { nameEnd -= 1 }
        var nameScalars = String.UnicodeScalarView()
        nameScalars.append(contentsOf: scalars[..<nameEnd])
        var valueScalars = String.UnicodeScalarView()
        valueScalars.append(contentsOf: scalars[(equals + 1)...])
        let attributeWords = NameWords.split(String(nameScalars), .mode)
        guard !attributeWords.isEmpty, attributeWords.allSatisfy(themeAttributeWords.contains) else { return nil }
        var value = String(valueScalars).trimmingSpaces
        if value.hasSuffix(" i") || value.hasSuffix(" s") { value = String(value.dropLast(2)).trimmingSpaces }
        if let first = value.first, first == "\"" || first == "'", value.count >= 2, value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return marker(value, specificity: 100)
    }
}
