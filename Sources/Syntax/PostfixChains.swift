/// The postfix chains of a brace language's tokens: `Text("Hi").font(.title).foregroundColor(.white)`,
/// `MaterialTheme.colorScheme.onPrimary`, `Surface(color = c) { … }`, `Theme.of(context).colorScheme.x`. A chain
/// is a base and its `.member`, `(…)`, `[…]` and trailing `{…}` segments; every chain knows the chain whose
/// brackets hold it, which is how a text finds the container it is drawn in. Built in one pass over the tokens.
package struct PostfixChains {
    /// One `.name(args) { closure }` link of a chain.
    package struct Segment {
        /// The identifier token, or -1 (a parenthesised expression, a call of a call).
        package var name = -1
        /// The `(` of its arguments (or `[` of a list literal), or -1.
        package var args = -1
        /// The `{` of its first trailing closure, or -1.
        package var closure = -1
        package var subscripted = false
    }

    package struct Chain {
        package var first: Int
        /// Its last token (a close bracket when it ends in one).
        package var last: Int
        /// The innermost bracket around it, and the chain that bracket belongs to (-1 at the top).
        package var enclosing: Int
        package var parent: Int
        /// `.brandBlue`: an implicit member.
        package var leadingDot = false
        /// A string or number literal as its base.
        package var literal = -1
        package var segments: [Segment] = []
    }

    package let tokens: BraceTokens
    /// `=` in Kotlin, `:` in Swift and Dart, between an argument's label and its value.
    package let labelSeparator: String
    /// For every token in a chain, the chain; -1 for an operator, comma or keyword.
    package private(set) var chainOf: [Int]
    package private(set) var chains: [Chain] = []
    /// For an open bracket, the name token of the segment it belongs to, or -1.
    package private(set) var owner: [Int]

    /// Words that end an expression rather than start a postfix chain (`return .red` is not `return.red`).
    private static let keywords: Set<String> = [
        "return", "case", "in", "is", "as", "else", "where", "if", "guard", "throw", "try", "await", "some", "any",
        "switch", "while", "for", "when", "yield", "const", "new", "final", "var", "let", "val", "do", "repeat",
    ]

    package struct Argument {
        /// The label's identifier token, or -1.
        package var label: Int
        /// The value's tokens.
        package var start: Int
        package var end: Int
    }

    package init(_ tokens: BraceTokens, labelSeparator: String) {
        self.tokens = tokens
        self.labelSeparator = labelSeparator
        chainOf = Array(repeating: -1, count: tokens.count)
        owner = Array(repeating: -1, count: tokens.count)
        for i in 0..<tokens.count { add(i) }
    }

    /// Whether a chain goes on after token `p`.
    private func continues(after p: Int) -> Bool {
        guard p >= 0, chainOf[p] >= 0 else { return false }
        switch tokens[p].kind {
        case .identifier: return !Self.keywords.contains(tokens.name(p))
        case .string, .number, .close: return true
        case .punctuation: return tokens.text(p) != "."
        case .open: return false
        }
    }

    private mutating func start(_ i: Int) -> Int {
        let enclosing = tokens.enclosing[i]
        let parent = enclosing >= 0 ? chainOf[enclosing] : -1
        chains.append(Chain(first: i, last: i, enclosing: enclosing, parent: parent))
        chainOf[i] = chains.count - 1
        return chains.count - 1
    }

    private mutating func join(_ i: Int, _ c: Int) {
        chainOf[i] = c
        chains[c].last = i
    }

    private mutating func add(_ i: Int) {
        let p = i - 1
        let t = tokens[i]
        switch t.kind {
        case .identifier:
            if p >= 0, tokens.isPunctuation(p, "."), chainOf[p] >= 0 {
                join(i, chainOf[p])
                chains[chainOf[p]].segments.append(Segment(name: i))
            } else {
                let c = start(i)
                chains[c].segments.append(Segment(name: i))
            }
        case .string, .number:
            let c = start(i)
            chains[c].literal = i
        case .punctuation:
            let text = tokens.text(i)
            if text == "." {
                if continues(after: p) || (p >= 0 && tokens.isPunctuation(p, ".") && chainOf[p] >= 0) {
                    join(i, chainOf[p])
                } else {
                    chains[start(i)].leadingDot = true
                }
            } else if text == "?" || text == "!" || text == "!!", tokens.touchesPrevious(i), continues(after: p) {
                join(i, chainOf[p])
            }
        case .open:
            let byte = tokens.bytes[t.start]
            var c = -1
            if byte == UInt8(ascii: "{") {
                if continues(after: p), tokens[p].kind != .string, tokens[p].kind != .number {
                    c = chainOf[p]
                } else if p >= 2, tokens.isPunctuation(p, ":"), tokens[p - 1].kind == .identifier,
                    tokens[p - 2].kind == .close, chainOf[p - 2] >= 0
                {
                    c = chainOf[p - 2]  // Swift's labelled trailing closure: `} label: {`
                }
            } else if continues(after: p) {
                c = chainOf[p]
            }
            if c < 0 {
                c = start(i)
                var segment = Segment()
                if byte == UInt8(ascii: "{") { segment.closure = i } else { segment.args = i }
                chains[c].segments.append(segment)
                return
            }
            join(i, c)
            var segment = chains[c].segments.last ?? Segment()
            if chains[c].segments.isEmpty { chains[c].segments.append(segment) }
            let last = chains[c].segments.count - 1
            switch byte {
            case UInt8(ascii: "("):
                if segment.args < 0 && segment.closure < 0 && !segment.subscripted {
                    segment.args = i
                    chains[c].segments[last] = segment
                } else {
                    chains[c].segments.append(Segment(args: i))
                }
            case UInt8(ascii: "["):
                chains[c].segments[last].subscripted = true
            default:
                if segment.closure < 0 { chains[c].segments[last].closure = i }
            }
            owner[i] = chains[c].segments.last?.name ?? -1
        case .close:
            let open = tokens.match[i]
            if open >= 0, chainOf[open] >= 0 { join(i, chainOf[open]) }
        }
    }

    // MARK: Reading chains

    package func name(_ segment: Segment) -> String { segment.name >= 0 ? tokens.name(segment.name) : "" }

    /// The base's name (`Text`, `VStack`, `Surface`), or "" for a literal, an implicit member or a bracket.
    package func baseName(_ c: Int) -> String {
        guard let first = chains[c].segments.first, !chains[c].leadingDot else { return "" }
        return name(first)
    }

    /// `ButtonDefaults.buttonColors`, `ElevatedButton.styleFrom`: the names of its segments.
    package func dottedName(_ c: Int) -> String {
        chains[c].segments.map(name).filter { !$0.isEmpty }.joined(separator: ".")
    }

    /// The arguments in the brackets opened at `open`, each with its label (`named:`, `color =`).
    package func arguments(_ open: Int) -> [Argument] {
        guard open >= 0, tokens[open].kind == .open else { return [] }
        let close = min(tokens.match[open], tokens.count)
        var found: [Argument] = []
        var start = open + 1
        var j = open + 1
        func finish(_ end: Int) {
            guard end > start else { return }
            var argument = Argument(label: -1, start: start, end: end)
            if end - start >= 2, tokens[start].kind == .identifier, tokens.isPunctuation(start + 1, labelSeparator) {
                argument = Argument(label: start, start: start + 2, end: end)
            }
            found.append(argument)
        }
        while j < close {
            if tokens[j].kind == .open {
                j = max(tokens.match[j], j) + 1
            } else if tokens.isPunctuation(j, ",") {
                finish(j)
                start = j + 1
                j += 1
            } else {
                j += 1
            }
        }
        finish(min(j, close))
        return found
    }

    /// The argument labelled `label`, or the first unlabelled one when `label` is nil.
    package func argument(_ arguments: [Argument], _ label: String?) -> Argument? {
        guard let label else { return arguments.first { $0.label < 0 } }
        return arguments.first { $0.label >= 0 && tokens.name($0.label) == label }
    }

    /// The chain that is the whole of tokens `start..<end`, if one is (`isOn ? a : b` is not one chain).
    package func chain(spanning start: Int, _ end: Int) -> Int? {
        guard start < end, start < chainOf.count, chainOf[start] >= 0 else { return nil }
        let c = chainOf[start]
        return chains[c].first == start && chains[c].last == end - 1 ? c : nil
    }

    package func chain(of argument: Argument?) -> Int? {
        guard let argument else { return nil }
        return chain(spanning: argument.start, argument.end)
    }

    /// A choice of two that is the whole of tokens `start..<end`: `c ? a : b` (Swift, Dart) or `if (c) a else b`
    /// (Kotlin), with the condition as written (spaces dropped) and each branch's chain when it is one.
    package func choice(spanning start: Int, _ end: Int) -> (condition: String, first: Int?, second: Int?)? {
        guard start < end, end <= tokens.count else { return nil }
        if tokens.isIdentifier(start, "if"), tokens.isOpen(start + 1, UInt8(ascii: "(")) {
            let close = tokens.match[start + 1]
            guard close < end, let otherwise = topLevel(close + 1, end, { tokens.isIdentifier($0, "else") }) else {
                return nil
            }
            return (
                condition(start + 2, close), chain(spanning: close + 1, otherwise),
                chain(spanning: otherwise + 1, end)
            )
        }
        let isQuestion = { (i: Int) in tokens.isPunctuation(i, "?") && !tokens.touchesPrevious(i) }
        guard let question = topLevel(start, end, isQuestion),
            let colon = topLevel(question + 1, end, { tokens.isPunctuation($0, ":") })
        else { return nil }
        return (condition(start, question), chain(spanning: question + 1, colon), chain(spanning: colon + 1, end))
    }

    package func choice(of argument: Argument?) -> (condition: String, first: Int?, second: Int?)? {
        guard let argument else { return nil }
        return choice(spanning: argument.start, argument.end)
    }

    /// The first token in `start..<end` outside brackets that `test` accepts.
    private func topLevel(_ start: Int, _ end: Int, _ test: (Int) -> Bool) -> Int? {
        var j = start
        while j < end {
            if tokens[j].kind == .open {
                j = tokens.match[j] + 1
                continue
            }
            if test(j) { return j }
            j += 1
        }
        return nil
    }

    /// Tokens `start..<end` as one word: how two choices tell they hang on the same condition.
    private func condition(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        let bytes = tokens.bytes[tokens[start].start..<tokens[end - 1].end].filter { $0 != 0x20 && $0 != 0x0A }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The chain that starts just after token `token`: a brace group's first statement (a `ZStack`'s first
    /// view, a `.background { … }`'s color), the value after Kotlin's `provides`.
    package func firstChain(after token: Int) -> Int? {
        let i = token + 1
        guard token >= 0, i < tokens.count, chainOf[i] >= 0, chains[chainOf[i]].first == i else { return nil }
        return chainOf[i]
    }

    /// Whether an identifier in `names` (or a number at least `number`) is among the first tokens of
    /// `start..<end`: enough to see `.font(.title)` or `fontWeight = FontWeight.Bold` without reading deep.
    package func mentions(_ start: Int, _ end: Int, _ names: Set<String>, number: Int = .max) -> Bool {
        tokens.mentions(start, end, names, number: number)
    }

    /// For every chain, the chain at or around it (by bracket nesting) with a background, or -1. A chain whose
    /// bracket `inherits` says no to (a sheet's content, a `.background { … }`) starts afresh.
    package func nearest(_ hasBackground: [Bool], inherits: (Int) -> Bool = { _ in true }) -> [Int] {
        var found = Array(repeating: -1, count: chains.count)
        // A parent is made before its children, so one pass in order sees every parent settled.
        for c in chains.indices {
            if hasBackground[c] {
                found[c] = c
            } else if chains[c].parent >= 0, inherits(c) {
                found[c] = found[chains[c].parent]
            }
        }
        return found
    }
}
