import Syntax
import ThemeModel

/// A component's element as its markup writes it: the tag, the classes it can have (its `class` words and
/// Svelte's `class:name` switches), its Tailwind background, and the element it sits in.
struct MarkupElement {
    var name: String
    var classes: Set<String>
    var tailwind: TailwindClasses?
    var parent: Int
    /// Where its tag opens, in bytes.
    var offset: Int
}

/// A selector of a component's `<style>` block as it picks out elements of the same file's markup: each
/// complex selector of the list as compounds (tag and classes; states, attributes, pseudo-elements and `:not()`
/// are not checked, so an element that may match does). `:global(x)`, `:where(x)` and `:is(x)` count as `x`.
/// Sibling combinators and `&` are not modelled: such a selector matches nothing, and the sheet decides alone.
struct ElementSelector {
    struct Compound {
        var tag: String?
        var classes: [String] = []
        /// `:hover`, `:focus-visible`, `[aria-current]`: conditions an element meets only sometimes.
        var states: [String] = []
    }

    /// Each complex selector of the list, its compounds outermost first.
    let alternatives: [[Compound]]

    init(_ selector: String) {
        alternatives = CSSSelectors.split(selector, at: ",").compactMap(Self.complex)
    }

    /// Whether `element` (an index into `elements`) may be what the selector picks out.
    func matches(_ element: Int, in elements: [MarkupElement]) -> Bool {
        alternatives.contains { compounds in
            guard let subject = compounds.last, Self.fits(subject, elements[element]) else { return false }
            // The compounds before the subject: ancestors, in order, outward (`>` read as any depth).
            var remaining = compounds.dropLast()
            var at = elements[element].parent
            while let next = remaining.last, at >= 0 {
                if Self.fits(next, elements[at]) { remaining.removeLast() }
                at = elements[at].parent
            }
            return remaining.isEmpty
        }
    }

    /// The states the selector's subject needs (`:hover`), in its first alternative.
    var subjectStates: [String] { alternatives.first?.last?.states ?? [] }

    private static func fits(_ compound: Compound, _ element: MarkupElement) -> Bool {
        if let tag = compound.tag, tag != "*", tag.lowercased() != element.name.lowercased() { return false }
        return compound.classes.allSatisfy(element.classes.contains)
    }

    private static func complex(_ text: String) -> [Compound]? {
        let s = Array(unwrapped(text).unicodeScalars)
        var compounds: [Compound] = []
        var current = Compound()
        var started = false
        var i = 0
        func finish() {
            if started { compounds.append(current) }
            current = Compound()
            started = false
        }
        while i < s.count {
            let c = s[i]
            switch c {
            case " ", "\t", "\n", ">":
                finish()
                i += 1
            case "+", "~", "&":
                return nil
            case ".":
                let (name, next) = CSSSelectors.name(s, from: i + 1)
                current.classes.append(name)
                started = true
                i = next
            case "#":
                // An id: not checked.
                i = CSSSelectors.name(s, from: i + 1).1
                started = true
            case "[":
                let close = s[i...].firstIndex(of: "]") ?? s.count
                current.states.append(String(String.UnicodeScalarView(s[i..<min(close + 1, s.count)])))
                started = true
                i = close + 1
            case ":":
                let pseudoElement = i + 1 < s.count && s[i + 1] == ":"
                var j = pseudoElement ? i + 2 : i + 1
                let (name, next) = CSSSelectors.name(s, from: j)
                j = next
                var argument = ""
                if let (inside, after) = CSSSelectors.parenthesized(s, from: j) {
                    argument = inside
                    j = after
                } else if j < s.count, s[j] == "(" {
                    j = s.count
                }
                // Pseudo-elements draw on their element; `:not()`, `:nth-child()` and the like are not checked.
                let structural = ["not", "nth-child", "nth-of-type", "first-child", "last-child", "only-child", "has"]
                if !pseudoElement, !structural.contains(name), !name.isEmpty {
                    current.states.append(":" + name + (argument.isEmpty ? "" : "(\(argument))"))
                }
                started = true
                i = j
            case "*":
                current.tag = "*"
                started = true
                i += 1
            default:
                let (name, next) = CSSSelectors.name(s, from: i)
                guard next > i else { return nil }
                current.tag = name
                started = true
                i = next
            }
        }
        finish()
        return compounds.isEmpty ? nil : compounds
    }

    /// The selector with `:global(x)`, `:where(x)` and `:is(x)` of one argument written as `x`; empty when one
    /// holds a list (`:is(a, b)`), which is not modelled.
    private static func unwrapped(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        let wrappers = [":global(", ":where(", ":is("].map { Array($0.unicodeScalars) }
        var out = String.UnicodeScalarView()
        var closes: [Bool] = []
        var i = 0
        while i < s.count {
            if s[i] == ":",
                let w = wrappers.first(where: { i + $0.count <= s.count && s[i..<i + $0.count].elementsEqual($0) })
            {
                closes.append(true)
                i += w.count
                continue
            }
            if s[i] == "(" { closes.append(false) }
            if s[i] == ")", let dropped = closes.popLast(), dropped {
                i += 1
                continue
            }
            if s[i] == ",", closes.contains(true) { return "" }
            out.append(s[i])
            i += 1
        }
        return String(out)
    }
}
