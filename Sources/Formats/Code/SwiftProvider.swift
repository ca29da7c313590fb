import ColorScience
import Syntax
import ThemeModel

/// A dynamic `UIColor`'s provider (`UIColor { traits in … }`, `UIColor(dynamicProvider:)`) run for each of the
/// eight appearances without running the app: its `if`/`else`, `guard`, `switch` and `? :` on the traits'
/// `userInterfaceStyle`, `userInterfaceLevel` and `accessibilityContrast` (with `&&`, `||`, `!`), down to the
/// color it returns there. Anything else in it (a local, another condition) makes it a value dusk does not read.
struct SwiftProvider {
    let context: SwiftColorContext
    let declaration: SwiftDeclarations.Declaration

    private var file: CodeFile { context.declarations.files[declaration.file] }

    /// Blocks nested deeper than this are no provider anyone writes.
    static let maximumDepth = 16

    /// The provider whose closure opens at `open`, as one value per appearance.
    func colors(closure open: Int, table: inout CodeColorTable) -> CodeColor {
        let t = file.tokens
        let close = min(t.match[open], t.count)
        var body = open + 1
        if let inAt = (open + 1..<min(close, open + 6)).first(where: { t.isIdentifier($0, "in") }) { body = inAt + 1 }
        var values: [Traits: ColorValue] = [:]
        for traits in Traits.all {
            switch run(body..<close, traits, table: &table, depth: 0) {
            case .returned(let color):
                guard let value = Self.value(color, traits) else {
                    if case .unread(let why) = color { return .unread(why) }
                    return .unread("a provider returning a color dusk does not read")
                }
                values[traits] = value
            case .fellThrough:
                return .unread("a provider that returns no color in \(traits.name)")
            case .failed(let why):
                return .unread(why)
            }
        }
        return Self.compact(values)
    }

    /// `Color(light: a, dark: b)`: the app's own pair of values.
    func pair(
        _ light: PostfixChains.Argument, _ dark: PostfixChains.Argument, table: inout CodeColorTable
    ) -> CodeColor {
        var values: [Traits: ColorValue] = [:]
        for traits in Traits.all {
            let side = traits.style == .dark ? dark : light
            let color = context.color(declaration, side.start, side.end, table: &table, traits: traits)
            guard let color, let value = Self.value(color, traits) else {
                if case .unread(let why)? = color { return .unread(why) }
                return .unread("a `light:`/`dark:` value dusk does not read")
            }
            values[traits] = value
        }
        return Self.compact(values)
    }

    static func value(_ color: CodeColor, _ traits: Traits) -> ColorValue? {
        if case .variants(let variants) = color {
            return DynamicColor(variants: variants.mapValues { VariantValue($0) }).variant(for: traits)?.value.value
        }
        return color.value
    }

    /// Only the values a fallback would not give: one value in every appearance is a plain color.
    static func compact(_ values: [Traits: ColorValue]) -> CodeColor {
        if let light = values[.light], values.values.allSatisfy({ $0 == light }) {
            switch light {
            case .literal(let c): return .literal(c)
            case .alias(let name): return .alias(name)
            case .system(let name): return .system(name)
            }
        }
        var variants: [Traits: ColorValue] = [:]
        for traits in Traits.all {
            guard let value = values[traits] else { continue }
            let fallback = DynamicColor(variants: variants.mapValues { VariantValue($0) }).variant(for: traits)
            if fallback?.value.value != value { variants[traits] = value }
        }
        return .variants(variants)
    }

    // MARK: Statements

    enum Outcome {
        case returned(CodeColor)
        case fellThrough
        case failed(String)
    }

    private func run(_ range: Range<Int>, _ traits: Traits, table: inout CodeColorTable, depth: Int) -> Outcome {
        guard depth < Self.maximumDepth else { return .failed("a provider nested too deep") }
        let t = file.tokens
        var j = range.lowerBound
        let end = range.upperBound
        // A closure of one expression returns it.
        if j < end, !t.isIdentifier(j, "if"), !t.isIdentifier(j, "guard"), !t.isIdentifier(j, "switch"),
            !t.isIdentifier(j, "return"), statementEnd(j, end) == end
        {
            return expression(j..<end, traits, table: &table)
        }
        while j < end {
            if t.isIdentifier(j, "return") {
                return expression((j + 1)..<statementEnd(j + 1, end), traits, table: &table)
            }
            if t.isIdentifier(j, "if") {
                var k = j
                while true {
                    guard let brace = nextBrace(after: k + 1, end) else { return .failed("an `if` dusk does not read") }
                    guard let holds = Self.condition(t, (k + 1)..<brace, traits) else {
                        return .failed("a condition dusk does not evaluate (`\(context.excerpt(file, k + 1, brace))`)")
                    }
                    let blockEnd = min(t.match[brace], end)
                    if holds {
                        let outcome = run((brace + 1)..<blockEnd, traits, table: &table, depth: depth + 1)
                        if case .fellThrough = outcome { break }
                        return outcome
                    }
                    if t.isIdentifier(blockEnd + 1, "else") {
                        if t.isIdentifier(blockEnd + 2, "if") {
                            k = blockEnd + 2
                            continue
                        }
                        if t.isOpen(blockEnd + 2, UInt8(ascii: "{")) {
                            let elseEnd = min(t.match[blockEnd + 2], end)
                            let outcome = run((blockEnd + 3)..<elseEnd, traits, table: &table, depth: depth + 1)
                            if case .fellThrough = outcome { break }
                            return outcome
                        }
                    }
                    break
                }
                j = skipIf(from: j, end)
                continue
            }
            if t.isIdentifier(j, "guard") {
                guard let elseAt = (j..<end).first(where: { t.isIdentifier($0, "else") }),
                    t.isOpen(elseAt + 1, UInt8(ascii: "{"))
                else { return .failed("a `guard` dusk does not read") }
                guard let holds = Self.condition(t, (j + 1)..<elseAt, traits) else {
                    return .failed("a condition dusk does not evaluate (`\(context.excerpt(file, j + 1, elseAt))`)")
                }
                let blockEnd = min(t.match[elseAt + 1], end)
                if !holds { return run((elseAt + 2)..<blockEnd, traits, table: &table, depth: depth + 1) }
                j = blockEnd + 1
                continue
            }
            if t.isIdentifier(j, "switch") {
                return switchStatement(from: j, end, traits, table: &table, depth: depth)
            }
            return .failed(
                "a statement dusk does not run in a provider (`\(context.excerpt(file, j, statementEnd(j, end)))`)")
        }
        return .fellThrough
    }

    private func expression(_ range: Range<Int>, _ traits: Traits, table: inout CodeColorTable) -> Outcome {
        guard !range.isEmpty else { return .failed("an empty `return`") }
        guard let color = context.color(declaration, range.lowerBound, range.upperBound, table: &table, traits: traits)
        else { return .failed("a provider returning something that is not a color") }
        return .returned(color)
    }

    /// `switch traits.userInterfaceStyle { case .dark: … default: … }`.
    private func switchStatement(
        from j: Int, _ end: Int, _ traits: Traits, table: inout CodeColorTable, depth: Int
    ) -> Outcome {
        let t = file.tokens
        guard let brace = nextBrace(after: j + 1, end), let subject = Self.trait(t, (j + 1)..<brace) else {
            return .failed("a `switch` on something other than the traits")
        }
        let close = min(t.match[brace], end)
        // Each case: its patterns and its statements, up to the next `case`/`default` at this level.
        var k = brace + 1
        var matched = false
        while k < close {
            let isDefault =
                t.isIdentifier(k, "default") || (t.isPunctuation(k, "@") && t.isIdentifier(k + 2, "default"))
            guard t.isIdentifier(k, "case") || isDefault,
                let colon = (k..<close).first(where: { t.isPunctuation($0, ":") && t.enclosing[$0] == brace })
            else { return .failed("a `switch` dusk does not read") }
            var next = colon + 1
            while next < close,
                !(t.enclosing[next] == brace
                    && (t.isIdentifier(next, "case") || t.isIdentifier(next, "default") || t.isPunctuation(next, "@")))
            {
                next += 1
            }
            if !matched {
                if isDefault {
                    matched = true
                } else {
                    // `case .dark where …:` hangs on more than the traits.
                    guard !((k + 1)..<colon).contains(where: { t.isIdentifier($0, "where") }) else {
                        return .failed("a `case … where` dusk does not evaluate")
                    }
                    let patterns = ((k + 1)..<colon).filter { t[$0].kind == .identifier }.map { t.name($0) }
                    matched = patterns.contains { Self.matches(subject, $0, traits) }
                }
                if matched { return run((colon + 1)..<next, traits, table: &table, depth: depth + 1) }
            }
            k = next
        }
        return .fellThrough
    }

    // MARK: Conditions

    /// The value of condition tokens `range` in `traits`, nil when it is not about the three traits.
    static func condition(_ t: BraceTokens, _ range: Range<Int>, _ traits: Traits, depth: Int = 0) -> Bool? {
        guard depth < maximumDepth, !range.isEmpty else { return nil }
        for op in ["||", "&&"] {
            if let at = topLevel(t, range, op) {
                guard let a = condition(t, range.lowerBound..<at, traits, depth: depth + 1),
                    let b = condition(t, (at + 1)..<range.upperBound, traits, depth: depth + 1)
                else { return nil }
                return op == "||" ? a || b : a && b
            }
        }
        if t.isPunctuation(range.lowerBound, "!") {
            return condition(t, (range.lowerBound + 1)..<range.upperBound, traits, depth: depth + 1).map { !$0 }
        }
        if t.isOpen(range.lowerBound, UInt8(ascii: "(")), t.match[range.lowerBound] == range.upperBound - 1 {
            return condition(t, (range.lowerBound + 1)..<(range.upperBound - 1), traits, depth: depth + 1)
        }
        for op in ["==", "!="] {
            guard let at = topLevel(t, range, op) else { continue }
            let left = range.lowerBound..<at
            let right = (at + 1)..<range.upperBound
            let (subject, value) = trait(t, left) != nil ? (trait(t, left), right) : (trait(t, right), left)
            guard let subject, value.count == 2, t.isPunctuation(value.lowerBound, "."),
                t[value.lowerBound + 1].kind == .identifier
            else { return nil }
            let equal = matches(subject, t.name(value.lowerBound + 1), traits)
            return op == "==" ? equal : !equal
        }
        return nil
    }

    enum Trait {
        case style, level, contrast
    }

    /// `traits.userInterfaceStyle`, `$0.accessibilityContrast`, `UITraitCollection.current.userInterfaceLevel`.
    static func trait(_ t: BraceTokens, _ range: Range<Int>) -> Trait? {
        guard let last = range.last, t[last].kind == .identifier else { return nil }
        switch t.name(last) {
        case "userInterfaceStyle": return .style
        case "userInterfaceLevel": return .level
        case "accessibilityContrast": return .contrast
        default: return nil
        }
    }

    static func matches(_ subject: Trait, _ pattern: String, _ traits: Traits) -> Bool {
        switch subject {
        case .style: return pattern == traits.style.rawValue
        case .level: return pattern == (traits.level == .elevated ? "elevated" : "base")
        case .contrast: return pattern == (traits.contrast == .high ? "high" : "normal")
        }
    }

    private static func topLevel(_ t: BraceTokens, _ range: Range<Int>, _ op: String) -> Int? {
        var j = range.lowerBound
        while j < range.upperBound {
            if t[j].kind == .open {
                j = max(j, t.match[j]) + 1
                continue
            }
            if t.isPunctuation(j, op) { return j }
            j += 1
        }
        return nil
    }

    // MARK: Layout

    private func nextBrace(after start: Int, _ end: Int) -> Int? {
        let t = file.tokens
        var j = start
        while j < end {
            if t.isOpen(j, UInt8(ascii: "{")) { return j }
            if t[j].kind == .open { j = max(j, t.match[j]) }
            j += 1
        }
        return nil
    }

    /// Past an `if … { } else if … { } else { }`.
    private func skipIf(from j: Int, _ end: Int) -> Int {
        let t = file.tokens
        var k = j
        while let brace = nextBrace(after: k + 1, end) {
            let close = min(t.match[brace], end)
            guard t.isIdentifier(close + 1, "else") else { return close + 1 }
            if t.isIdentifier(close + 2, "if") {
                k = close + 2
                continue
            }
            guard t.isOpen(close + 2, UInt8(ascii: "{")) else { return close + 1 }
            return min(t.match[close + 2], end) + 1
        }
        return end
    }

    /// Where the statement starting at `start` ends: the first token outside brackets on a later line that does
    /// not continue the expression (an operator, `.`, `?`, `:` do).
    private func statementEnd(_ start: Int, _ end: Int) -> Int {
        let t = file.tokens
        var j = start
        while j < end {
            if t[j].kind == .open {
                j = min(max(j, t.match[j]) + 1, end)
                continue
            }
            if j > start, t.startsLine(j), t[j].kind != .punctuation, !t.isPunctuation(j - 1, "?"),
                !t.isPunctuation(j - 1, ":"), !t.isPunctuation(j - 1, "."), t[j - 1].kind != .punctuation
            {
                return j
            }
            if t.isPunctuation(j, ";") { return j }
            j += 1
        }
        return end
    }
}
