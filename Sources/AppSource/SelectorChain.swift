import Syntax

/// A selector as the chain of elements it picks out, outermost first (`.text :where(pre.lang code)` →
/// `.text`, `pre.lang`, `code`), to find which rule's background is behind an element: a rule for `.text pre`
/// fills the `pre.lang` inside `.text` too.
struct SelectorChain {
    /// Each element's simple selectors (`pre`, `.lang`), in the order written.
    var compounds: [[String]]

    /// The first selector of a list, its `:where(…)`/`:is(…)` of one selector unwrapped; combinators are
    /// read as descendants.
    init(_ selector: String) {
        var text = CSSSelectors.split(selector, at: ",")[0].trimmingSpaces
        for wrapper in [":where(", ":is("] {
            while let open = text.firstRange(of: wrapper), text.hasSuffix(")") || text.contains(") ") {
                guard let close = Self.closing(text, from: open.upperBound) else { break }
                let inside = String(text[open.upperBound..<close])
                guard !inside.contains(",") else { break }
                text = String(text[..<open.lowerBound]) + " " + inside + String(text[text.index(after: close)...])
            }
        }
        compounds = text.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" }).map {
            Self.simple(String($0))
        }.filter { !$0.isEmpty }
    }

    /// `pre.lang[data-x]:hover` → `pre`, `.lang`, `[data-x]`, `:hover`.
    static func simple(_ compound: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in compound {
            if depth == 0, c == "." || c == "#" || c == "[" || c == ":", !current.isEmpty, current != ":" {
                parts.append(current)
                current = ""
            }
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth = max(0, depth - 1) }
            current.append(c)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    private static func closing(_ text: String, from start: String.Index) -> String.Index? {
        var depth = 1
        var i = start
        while i < text.endIndex {
            if text[i] == "(" { depth += 1 }
            if text[i] == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// Whether the element `rule` describes is one `element` describes: each of its simple selectors is
    /// among the element's (`pre` covers `pre.lang`; `*` covers any).
    static func covers(_ rule: [String], _ element: [String]) -> Bool {
        rule.allSatisfy { $0 == "*" || element.contains($0) }
    }

    /// Whether this rule's chain fills an element at the end of `ancestors` (its outermost first): its last
    /// compound covers that element, and its earlier ones cover ancestors before it, in order.
    func fills(_ ancestors: ArraySlice<[String]>) -> Bool {
        guard let last = compounds.last, let element = ancestors.last, Self.covers(last, element) else { return false }
        var i = ancestors.index(before: ancestors.endIndex)
        for compound in compounds.dropLast().reversed() {
            repeat {
                guard i > ancestors.startIndex else { return false }
                i -= 1
            } while !Self.covers(compound, ancestors[i])
        }
        return true
    }
}
