import ColorScience
import Syntax
import ThemeModel

/// The computed value of each custom property in each appearance, as a browser computes it: the cascade's
/// winner, `var()` substituted (with its fallback where the property is not set), `light-dark()` chosen,
/// then read as a color. A whole-value `var(--other)` of a color stays a link to it.
struct CSSValues {
    enum Value: Equatable {
        case color(CSSColor.Parsed)
        case alias(String)
        /// Not a color at all (`0.5rem`, `"Inter"`, `calc(...)`): no part of the palette.
        case notColor
        /// Refers to a property this file does not set, without a fallback (or to itself: `--a: var(--a)`).
        case undeclared(String)
        /// Refers to a property whose value is in error: the error is told once, at that property.
        case refersToError(String)
        /// A color dusk cannot compute (`color-mix()`, `currentColor`): counted as skipped.
        case unsupported(String)
        /// Written as a color but wrong: an error.
        case invalid(String)
    }

    let rules: CSSRules
    /// Each name's declarations, in source order.
    private let byName: [String: [Int]]
    private var memo: [String: [Value?]] = [:]
    /// What each property's value expands to in each appearance, once computed.
    private var expansions: [String: [Result<String, Stop>?]] = [:]
    /// Values of declarations that depend on no appearance, by declaration.
    private var literals: [Int: Value] = [:]
    /// Triplets read as channels, for one note.
    private(set) var triplets: [(name: String, text: String, function: String)] = []

    /// A value this long after substitution is a runaway chain of `var()`s, not a color.
    static let maximumLength = 2_000

    init(_ rules: CSSRules, byName: [String: [Int]]) {
        self.rules = rules
        self.byName = byName
    }

    /// The declaration the cascade gives `name` in `traits`: on an element inside the root (`.elevated`) over
    /// what the root gives, then `!important`, specificity and source order.
    func winner(_ name: String, _ traits: Traits) -> CSSRules.Declaration? {
        winnerIndex(name, traits).map { rules.declarations[$0] }
    }

    private func winnerIndex(_ name: String, _ traits: Traits) -> Int? {
        var best: Int?
        for index in byName[name] ?? [] {
            let d = rules.declarations[index]
            guard d.skippedPart == nil, d.appearances.contains(traits) else { continue }
            if let b = best, CSSValues.rank(rules.declarations[b]) > CSSValues.rank(d) {
                continue
            }
            best = index
        }
        return best
    }

    private static func rank(_ d: CSSRules.Declaration) -> (Int, Int, Int) {
        (d.descendant ? 1 : 0, d.important ? 1 : 0, d.specificity)
    }

    mutating func value(_ name: String, _ traits: Traits) -> Value? {
        var stack: [String] = []
        return value(name, traits, stack: &stack)
    }

    private mutating func value(_ name: String, _ traits: Traits, stack: inout [String]) -> Value? {
        let slot = AppearanceSet.index(traits)
        if let known = memo[name]?[slot] { return known }
        guard let index = winnerIndex(name, traits) else { return nil }
        let d = rules.declarations[index]
        // A value of no var() and no light-dark() is the same in every appearance it wins: read it once.
        // Not memoized by name too: 100,000 plain colors would keep 100,000 arrays of eight.
        if let literal = literals[index] { return literal }
        if let stop = CSSValues.loop(at: name, stack) { return stop }
        stack.append(name)
        defer { stack.removeLast() }
        let computed = compute(d.value, name: name, traits, stack: &stack)
        if CSSValues.substitutes(d.value) {
            memo[name, default: Array(repeating: nil, count: 8)][slot] = computed
        } else {
            literals[index] = computed
        }
        return computed
    }

    /// The names written after each `marker` in `text`: `primary` in `hsl(var(--primary))` after `var(--`,
    /// `brand` in `darken($brand, 5%)` after `$`.
    static func names(after marker: String, in text: String) -> [String] {
        text.split(separator: marker, omittingEmptySubsequences: false).dropFirst().map { part in
            String(part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }

    /// `name`'s value in `traits` with links to other properties followed to the color they stand for.
    mutating func resolved(_ name: String, _ traits: Traits) -> Value? {
        var current = value(name, traits)
        var hops = 0
        while case .alias(let target)? = current, hops < CSSValues.maximumLinks {
            current = value(target, traits)
            hops += 1
        }
        return current
    }

    /// Links followed before a chain is taken for a loop.
    static let maximumLinks = 64

    /// Whether `name`'s value in `traits` is known (so an error in it is its own, already told).
    private func isComputed(_ name: String, _ traits: Traits) -> Bool {
        if memo[name]?[AppearanceSet.index(traits)] != nil { return true }
        return winnerIndex(name, traits).map { literals[$0] != nil } ?? false
    }

    private mutating func compute(_ text: String, name: String, _ traits: Traits, stack: inout [String]) -> Value {
        // `#{$brand}`, `$brand`, `darken($brand, 5%)`: Sass computes it when it compiles the sheet; dusk does not.
        if text.hasPrefix("$") {
            let shown = SafeText.excerpt(text)
            return .unsupported("Sass writes `\(shown)` into a custom property as it is; write `#{…}`")
        }
        if CSSValues.hasSassMarks(text) {
            return .unsupported("a Sass expression, which dusk does not evaluate")
        }
        let reference = CSSValues.variable(text)
        if let reference, reference.name == name, reference.fallback == nil {
            // `--font-sans: var(--font-sans)` in Tailwind's `@theme inline` means the one set elsewhere.
            return .undeclared(name)
        }
        if let reference, winner(reference.name, traits) != nil {
            switch value(reference.name, traits, stack: &stack) {
            case .color?, .alias?: return .alias(reference.name)
            case .invalid? where isComputed(reference.name, traits):
                // The error is the other property's own, told there; a loop's or a long chain's is told here.
                return .refersToError(reference.name)
            case let other?: return other
            case nil: return .notColor
            }
        }
        let substituted: String
        switch substitute(text, traits, stack: &stack) {
        case .success(let s): substituted = s
        case .failure(let stop): return stop.value
        }
        return CSSValues.color(substituted, name: name, written: text, triplets: &triplets)
    }

    private struct Stop: Error {
        var value: Value
    }

    /// `text` with every `var()` replaced by what it stands for and every `light-dark()` by its choice.
    private mutating func substitute(
        _ text: String, _ traits: Traits, stack: inout [String], depth: Int = 0
    ) -> Result<String, Stop> {
        guard CSSValues.substitutes(text) else { return .success(text) }
        // Measured once, in one pass, before anything is taken apart: each level of a deep nest would otherwise
        // rescan the rest of the value, and a 5,000-deep one would take seconds to refuse.
        guard depth > 0 || CSSValues.nesting(text) <= JSONParser.maximumDepth else {
            return .failure(Stop(value: .invalid(CSSValues.tooDeep)))
        }
        guard depth < JSONParser.maximumDepth else { return .failure(Stop(value: .invalid(CSSValues.tooDeep))) }
        var out = ""
        var rest = Substring(text)
        while true {
            guard let (open, isChoice) = CSSValues.firstCall(rest) else { break }
            out += rest[..<open.lowerBound]
            guard let close = CSSValues.closingParenthesis(rest, from: open.upperBound) else {
                return .failure(Stop(value: .invalid("a `(` is not closed")))
            }
            let inside = String(rest[open.upperBound..<close])
            rest = rest[rest.index(after: close)...]
            if isChoice {
                let choices = CSSSelectors.split(inside, at: ",")
                guard choices.count == 2 else {
                    return .failure(Stop(value: .invalid("light-dark() takes two colors")))
                }
                switch substitute(
                    choices[traits.style == .dark ? 1 : 0].trimmingSpaces, traits, stack: &stack, depth: depth + 1)
                {
                case .success(let s): out += s
                case .failure(let stop): return .failure(stop)
                }
                continue
            }
            guard let reference = CSSValues.variable("var(\(inside))") else {
                return .failure(Stop(value: .invalid("expected var(--name) or var(--name, fallback)")))
            }
            if let d = winner(reference.name, traits) {
                if let stop = CSSValues.loop(at: reference.name, stack) { return .failure(Stop(value: stop)) }
                // Each property expands once per appearance, however many values use it: a chain that doubles
                // at every step stays linear up to the length limit.
                let slot = AppearanceSet.index(traits)
                let inner: Result<String, Stop>
                if let known = expansions[reference.name]?[slot] {
                    inner = known
                } else {
                    stack.append(reference.name)
                    inner = substitute(d.value, traits, stack: &stack, depth: depth + 1)
                    stack.removeLast()
                    expansions[reference.name, default: Array(repeating: nil, count: 8)][slot] = inner
                }
                switch inner {
                case .success(let s): out += s
                case .failure(let stop): return .failure(stop)
                }
            } else if let fallback = reference.fallback {
                switch substitute(fallback, traits, stack: &stack, depth: depth + 1) {
                case .success(let s): out += s
                case .failure(let stop): return .failure(stop)
                }
            } else {
                return .failure(Stop(value: .undeclared(reference.name)))
            }
            guard out.utf8.count <= CSSValues.maximumLength else {
                return .failure(
                    Stop(value: .invalid("its var() references expand past \(CSSValues.maximumLength) characters")))
            }
        }
        out += rest
        return .success(out)
    }

    static let tooDeep = "var(), light-dark() and other functions nested deeper than \(JSONParser.maximumDepth)"

    /// Why following `name` from `stack` (the properties being computed, outermost first) stops: it is one of
    /// them (a cycle, or the property itself), or the chain is longer than a real palette's.
    private static func loop(at name: String, _ stack: [String]) -> Value? {
        if stack.last == name { return .invalid("its var() refers to itself") }
        if let start = stack.firstIndex(of: name) {
            let cycle = (stack[start...] + [name]).map { "--" + SafeText.excerpt($0) }.joined(separator: " -> ")
            return .invalid("its var() references go round in a cycle (\(cycle))")
        }
        guard stack.count < JSONParser.maximumDepth else {
            return .invalid("its var() chain is longer than \(JSONParser.maximumDepth) links")
        }
        return nil
    }

    /// Whether `text` holds a `var(` or `light-dark(`: one pass over its bytes, as this is asked of every value
    /// in every appearance (String's `contains` of a string costs many times more).
    static func substitutes(_ text: String) -> Bool {
        firstCall(Substring(text)) != nil
    }

    /// The first `var(` or `light-dark(` in `text` (from its name to its `(`), and whether it is `light-dark(`;
    /// found a byte at a time, as String's search for a string allocates a searcher per call.
    static func firstCall(_ text: Substring) -> (open: Range<String.Index>, isChoice: Bool)? {
        let bytes = text.utf8
        var i = bytes.startIndex
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "(")) {
            let before = bytes[..<open]
            let after = bytes.index(after: open)
            if before.count >= 3, before.suffix(3).elementsEqual("var".utf8) {
                return (bytes.index(open, offsetBy: -3)..<after, false)
            }
            if before.count >= 10, before.suffix(10).elementsEqual("light-dark".utf8) {
                return (bytes.index(open, offsetBy: -10)..<after, true)
            }
            i = after
        }
        return nil
    }

    /// Whether `text` holds Sass's `#{` or `($`, which only Sass computes.
    static func hasSassMarks(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (previous == UInt8(ascii: "#") && byte == UInt8(ascii: "{"))
                || (previous == UInt8(ascii: "(") && byte == UInt8(ascii: "$"))
            {
                return true
            }
            previous = byte
        }
        return false
    }

    /// How deeply parentheses nest in `text`.
    static func nesting(_ text: String) -> Int {
        var depth = 0
        var deepest = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
            }
        }
        return deepest
    }

    static func closingParenthesis(_ s: Substring, from start: Substring.Index) -> Substring.Index? {
        var depth = 1
        let bytes = s.utf8
        var i = start
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return i }
            }
            i = bytes.index(after: i)
        }
        return nil
    }

    /// `var(--name)` or `var(--name, fallback)` (the fallback is everything after the first comma
    /// outside parentheses), or nil for any other value.
    static func variable(_ v: String) -> (name: String, fallback: String?)? {
        guard v.hasPrefix("var("), v.hasSuffix(")"),
            closingParenthesis(Substring(v), from: v.index(v.startIndex, offsetBy: 4)) == v.index(before: v.endIndex)
        else { return nil }
        let parts = CSSSelectors.split(String(v.dropFirst(4).dropLast()), at: ",")
        let name = parts[0].trimmingSpaces
        guard name.hasPrefix("--"), name.count > 2 else { return nil }
        let fallback = parts.count > 1 ? parts.dropFirst().joined(separator: ",").trimmingSpaces : nil
        return (String(name.dropFirst(2)), fallback?.isEmpty == true ? nil : fallback)
    }

    /// The functions that make a color, and the ones dusk knows are colors but does not compute.
    static let unsupportedColorFunctions = ["color-mix", "device-cmyk", "contrast-color"]

    /// A computed value read as a color.
    static func color(
        _ text: String, name: String, written: String,
        triplets: inout [(name: String, text: String, function: String)]
    ) -> Value {
        let lower = text.lowercased()
        if let function = channelFunction(lower) {
            if case .success(let parsed) = CSSColor.parse("\(function)(\(text))") {
                triplets.append((name, written, function))
                return .color(parsed)
            }
        }
        if ["currentcolor", "canvas", "canvastext", "accentcolor", "field", "fieldtext"].contains(lower) {
            return .unsupported("`\(text)` is the element's or the system's color, not one of the palette")
        }
        // `rgba(0 0 0 / 5%) 0px 1px 2px`, `1px solid #ddd`: a shadow or a border holding a color is not one.
        if isShorthand(text) { return .notColor }
        if let open = lower.firstIndex(of: "(") {
            let function = String(lower[..<open]).trimmingSpaces
            if unsupportedColorFunctions.contains(function) {
                return .unsupported("dusk does not compute \(function)()")
            }
            guard CSSColor.functions.contains(function) else { return .notColor }
        } else if !lower.hasPrefix("#"), CSSColor.namedColors[lower] == nil, lower != "transparent" {
            return .notColor
        }
        switch CSSColor.parse(text) {
        case .success(let parsed): return .color(parsed)
        case .failure(let failure):
            let why = failure.reason ?? "expected a CSS color (#RRGGBB, rgb(), hsl(), oklch(), color(), a named color)"
            let shown =
                text == written
                ? "`\(SafeText.excerpt(written))`"
                : "`\(SafeText.excerpt(written))` (`\(SafeText.excerpt(text))` with var() substituted)"
            return .invalid("\(shown): \(why)")
        }
    }

    /// Whether `text` is several values side by side (a space or comma outside every bracket).
    static func isShorthand(_ text: String) -> Bool {
        var depth = 0
        for byte in text.trimmingSpaces.utf8 {
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: ","), 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// Bare channels as Tailwind and shadcn/ui write them for `hsl(var(--x))` and `rgb(var(--x))`:
    /// `222.2 84% 4.9%` is hue, saturation, lightness; `255 115 179` red, green, blue.
    static func channelFunction(_ text: String) -> String? {
        let parts = text.split(separator: " ")
        guard parts.count == 3 else { return nil }
        func number(_ s: Substring) -> Double? { Double(s) }
        if number(parts[0]) != nil, parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
            number(parts[1].dropLast()) != nil, number(parts[2].dropLast()) != nil
        {
            return "hsl"
        }
        if parts.allSatisfy({ number($0).map { (0...255).contains($0) } == true }) { return "rgb" }
        return nil
    }
}
