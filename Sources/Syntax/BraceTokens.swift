/// The tokens of a brace language (Swift, Kotlin, Dart) as its scanners need them: identifiers, literals,
/// punctuation and brackets, with strings and comments already stepped over and every bracket matched. One
/// pass, no recursion: a megabyte on one line or ten thousand nested braces cost what their length costs.
package struct BraceTokens {
    package enum Kind: UInt8 {
        case identifier, number, string, punctuation, open, close
    }

    package struct Token {
        package var kind: Kind
        package var start: Int
        package var end: Int
    }

    /// What differs between the three languages' literals.
    package struct Syntax {
        /// `'x'` is a string in Dart, a character in Kotlin (both skipped alike); Swift has no such literal.
        package var singleQuotes: Bool
        /// Swift's `#"…"#`.
        package var hashRawStrings: Bool
        /// Dart's `r'…'`.
        package var rPrefixRawStrings: Bool
        /// `\(…)` in Swift, `${…}` in Kotlin and Dart.
        package var backslashInterpolation: Bool
        /// JavaScript's template literals: `` `…${x}…` `` is a string that may span lines; elsewhere a backtick
        /// quotes a name on one line (Kotlin's `` `fun` ``, Swift's `` `default` ``).
        package var backtickStrings = false
        /// Swift, Kotlin and Dart nest block comments; JavaScript ends one at the first `*/`.
        package var nestedComments = true

        package static let swift = Syntax(
            singleQuotes: false, hashRawStrings: true, rPrefixRawStrings: false, backslashInterpolation: true)
        package static let kotlin = Syntax(
            singleQuotes: true, hashRawStrings: false, rPrefixRawStrings: false, backslashInterpolation: false)
        package static let dart = Syntax(
            singleQuotes: true, hashRawStrings: false, rPrefixRawStrings: true, backslashInterpolation: false)
        package static let javascript = Syntax(
            singleQuotes: true, hashRawStrings: false, rPrefixRawStrings: false, backslashInterpolation: false,
            backtickStrings: true, nestedComments: false)
    }

    package let bytes: [UInt8]
    package private(set) var tokens: [Token] = []
    /// For an open bracket, its close (or where it was cut short: the close of an outer bracket, or
    /// `tokens.count`); for a close, its open, or -1 for a stray close.
    package private(set) var match: [Int] = []
    /// For every token, the innermost open bracket around it, or -1.
    package private(set) var enclosing: [Int] = []

    package init(_ bytes: [UInt8], _ syntax: Syntax) {
        self.bytes = bytes
        lex(syntax)
        pairBrackets()
    }

    package var count: Int { tokens.count }
    package subscript(_ i: Int) -> Token { tokens[i] }

    package func text(_ i: Int) -> Substring {
        Substring(decoding: bytes[tokens[i].start..<tokens[i].end], as: UTF8.self)
    }

    /// An identifier's name without Swift's or Kotlin's backticks.
    package func name(_ i: Int) -> String {
        let t = tokens[i]
        guard t.kind == .identifier else { return "" }
        let quoted = bytes[t.start] == UInt8(ascii: "`") && t.end - t.start > 1
        return String(decoding: bytes[(quoted ? t.start + 1 : t.start)..<(quoted ? t.end - 1 : t.end)], as: UTF8.self)
    }

    /// Whether token `i` is the identifier `name` (backticks aside), compared byte for byte: the scanners ask it of
    /// every token, so it makes no string.
    package func isIdentifier(_ i: Int, _ name: String) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        var (start, end) = (tokens[i].start, tokens[i].end)
        if bytes[start] == UInt8(ascii: "`"), end - start > 1 {
            start += 1
            end -= 1
        }
        return bytes[start..<end].elementsEqual(name.utf8)
    }

    /// Whether token `i` is the punctuation `p` exactly (`=` is not `==`).
    package func isPunctuation(_ i: Int, _ p: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punctuation
            && bytes[tokens[i].start..<tokens[i].end].elementsEqual(p.utf8)
    }

    /// Whether identifier token `i` starts with a capital letter (a type's or a view's name).
    package func isCapitalized(_ i: Int) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        let first = bytes[tokens[i].start]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    package func isOpen(_ i: Int, _ byte: UInt8) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .open && bytes[tokens[i].start] == byte
    }

    /// Whether an identifier in `names` (or a number at least `number`) is among the first 64 tokens of
    /// `start..<end`: a quick look that reads no deeper than a value's head.
    package func mentions(_ start: Int, _ end: Int, _ names: Set<String>, number: Int = .max) -> Bool {
        for i in max(0, start)..<min(end, start + 64, tokens.count) {
            switch tokens[i].kind {
            case .identifier where names.contains(name(i)): return true
            case .number:
                if let value = Int(text(i).prefix { $0.isNumber }), value >= number { return true }
            default: break
            }
        }
        return false
    }

    /// Whether token `i` is the first on its line.
    package func startsLine(_ i: Int) -> Bool {
        guard i > 0, i < tokens.count else { return true }
        return bytes[tokens[i - 1].end..<tokens[i].start].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Whether token `i` touches the one after it (`#if`, not `# if`).
    package func touchesNext(_ i: Int) -> Bool { i + 1 < tokens.count && tokens[i].end == tokens[i + 1].start }

    /// Whether token `i` touches the one before it (a postfix `?` or `!`, not a ternary's).
    package func touchesPrevious(_ i: Int) -> Bool { i > 0 && tokens[i - 1].end == tokens[i].start }

    /// A string literal's text between its quotes, or nil when it interpolates (it names no one color).
    package func stringContent(_ i: Int) -> String? {
        let t = tokens[i]
        guard t.kind == .string else { return nil }
        var start = t.start
        var end = t.end
        while start < end, bytes[start] == UInt8(ascii: "#") || bytes[start] == UInt8(ascii: "r") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "#") { end -= 1 }
        guard start < end else { return nil }
        let quote = bytes[start]
        var quotes = 0
        while quotes < 3, start + quotes < end, bytes[start + quotes] == quote { quotes += 1 }
        if quotes == 2 { quotes = 1 }  // `""` is an empty string, not the start of a triple quote
        guard end - start >= 2 * quotes else { return nil }
        let inner = bytes[(start + quotes)..<(end - quotes)]
        if inner.contains(UInt8(ascii: "\\")) || inner.contains(UInt8(ascii: "$")) { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    // MARK: Lexing

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24
            || b >= 0x80
    }

    private static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
            UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    private mutating func lex(_ syntax: Syntax) {
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                // A line comment ends at the line's end, `\n` or a classic Mac `\r`.
                while i < n, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                i = skipBlockComment(from: i, nested: syntax.nestedComments)
            case UInt8(ascii: "\""):
                let end = skipString(from: i, syntax)
                tokens.append(Token(kind: .string, start: i, end: end))
                i = end
            case UInt8(ascii: "'") where syntax.singleQuotes:
                let end = skipString(from: i, syntax)
                tokens.append(Token(kind: .string, start: i, end: end))
                i = end
            case UInt8(ascii: "#") where syntax.hashRawStrings && startsHashString(i):
                let end = skipString(from: i, syntax)
                tokens.append(Token(kind: .string, start: i, end: end))
                i = end
            case UInt8(ascii: "r")
            where syntax.rPrefixRawStrings && i + 1 < n && (bytes[i + 1] == 0x22 || bytes[i + 1] == 0x27)
                && (i == 0 || !Self.isIdentifierByte(bytes[i - 1])):
                let end = skipString(from: i, syntax)
                tokens.append(Token(kind: .string, start: i, end: end))
                i = end
            case UInt8(ascii: "`") where syntax.backtickStrings:
                let end = skipString(from: i, syntax)
                tokens.append(Token(kind: .string, start: i, end: end))
                i = end
            case UInt8(ascii: "`"):
                var j = i + 1
                while j < n, bytes[j] != UInt8(ascii: "`"), bytes[j] != 0x0A { j += 1 }
                let end = j < n && bytes[j] == UInt8(ascii: "`") ? j + 1 : j
                tokens.append(Token(kind: .identifier, start: i, end: end))
                i = end
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i + 1
                while j < n {
                    let c = bytes[j]
                    if Self.isIdentifierByte(c) && c != 0x24 {
                        j += 1
                    } else if c == UInt8(ascii: "."), j + 1 < n, bytes[j + 1] >= 0x30, bytes[j + 1] <= 0x39 {
                        j += 1
                    } else {
                        break
                    }
                }
                tokens.append(Token(kind: .number, start: i, end: j))
                i = j
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                tokens.append(Token(kind: .open, start: i, end: i + 1))
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                tokens.append(Token(kind: .close, start: i, end: i + 1))
                i += 1
            default:
                if Self.isIdentifierByte(b) {
                    var j = i + 1
                    while j < n, Self.isIdentifierByte(bytes[j]) { j += 1 }
                    tokens.append(Token(kind: .identifier, start: i, end: j))
                    i = j
                } else if Self.isOperatorByte(b) || ((b == 0x21 || b == 0x3F) && i + 1 < n && bytes[i + 1] == 0x3D) {
                    // `!=` and `?=` join the run; a lone `!` or `?` stays a token of its own (a postfix).
                    var j = i + 1
                    while j < n, Self.isOperatorByte(bytes[j]) { j += 1 }
                    tokens.append(Token(kind: .punctuation, start: i, end: j))
                    i = j
                } else {
                    tokens.append(Token(kind: .punctuation, start: i, end: i + 1))
                    i += 1
                }
            }
        }
    }

    private func startsHashString(_ i: Int) -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "\"")
    }

    /// The end of the block comment at `i`, nested ones counted where the language nests them.
    private func skipBlockComment(from start: Int, nested: Bool) -> Int {
        var depth = 0
        var i = start
        let n = bytes.count
        while i < n {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*"), nested || depth == 0 {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return n
    }

    /// One string literal being read: its quote, whether triple, its raw hashes (Swift) or raw `r` (Dart).
    private struct OpenString {
        var quote: UInt8
        var triple: Bool
        var hashes: Int
        var raw: Bool
    }

    /// The end of the string literal at `start`. Interpolated code (`\(…)`, `${…}`) is stepped over with its
    /// own strings and brackets; a stack, not recursion, holds the strings inside interpolations.
    private func skipString(from start: Int, _ syntax: Syntax) -> Int {
        let n = bytes.count
        // Each frame is a string, with the bracket depth of the interpolation it is in (-1 at the top).
        var strings: [OpenString] = []
        var depths: [Int] = []
        var depth = -1
        var i = start
        func push(at j: Int) -> Int {
            var k = j
            var hashes = 0
            var raw = false
            if bytes[k] == UInt8(ascii: "r") && syntax.rPrefixRawStrings {
                raw = true
                k += 1
            }
            while k < n, bytes[k] == UInt8(ascii: "#") {
                hashes += 1
                k += 1
            }
            let quote = bytes[k]
            let triple = k + 2 < n && bytes[k + 1] == quote && bytes[k + 2] == quote
            strings.append(OpenString(quote: quote, triple: triple, hashes: hashes, raw: raw || hashes > 0))
            depths.append(depth)
            depth = -1
            return k + (triple ? 3 : 1)
        }
        i = push(at: i)
        while i < n, let s = strings.last {
            let b = bytes[i]
            if depth >= 0 {
                // Code inside an interpolation.
                switch b {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    i += 1
                    if depth < 0 { depth = -1 }  // back in the string
                case UInt8(ascii: "\""):
                    i = push(at: i)
                case UInt8(ascii: "'") where syntax.singleQuotes:
                    i = push(at: i)
                case UInt8(ascii: "`") where syntax.backtickStrings:
                    i = push(at: i)
                case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                    i = skipBlockComment(from: i, nested: syntax.nestedComments)
                default:
                    i += 1
                }
                continue
            }
            if b == UInt8(ascii: "\\") && !(s.raw && s.hashes == 0) {
                // An escape; a raw Swift string's escapes carry its hashes (`\#(x)`).
                var k = i + 1
                var hashes = 0
                while k < n, bytes[k] == UInt8(ascii: "#") {
                    hashes += 1
                    k += 1
                }
                if hashes != s.hashes {
                    i += 1
                } else if k < n, bytes[k] == UInt8(ascii: "("), syntax.backslashInterpolation {
                    depth = 0
                    i = k + 1
                } else {
                    i = k + 1
                }
                continue
            }
            if b == UInt8(ascii: "$"), !s.raw, !syntax.backslashInterpolation, i + 1 < n,
                bytes[i + 1] == UInt8(ascii: "{")
            {
                depth = 0
                i += 2
                continue
            }
            if b == 0x0A, !s.triple, s.quote != UInt8(ascii: "`") {
                // An unterminated one-line string ends at its line, so one stray quote costs one line.
                return i
            }
            if b == s.quote {
                let quotes = s.triple ? 3 : 1
                var k = i
                var ok = true
                for q in 0..<quotes where !(k + q < n && bytes[k + q] == s.quote) { ok = false }
                if ok {
                    k += quotes
                    var hashes = 0
                    while hashes < s.hashes, k < n, bytes[k] == UInt8(ascii: "#") {
                        hashes += 1
                        k += 1
                    }
                    if hashes == s.hashes {
                        i = k
                        if !closeFrame(&strings, &depths, &depth) { return i }
                        continue
                    }
                }
            }
            i += 1
        }
        return min(i, n)
    }

    /// Pops the innermost string; false when it was the outermost (the literal ends).
    private func closeFrame(_ strings: inout [OpenString], _ depths: inout [Int], _ depth: inout Int) -> Bool {
        strings.removeLast()
        depth = depths.removeLast()
        return !strings.isEmpty
    }

    // MARK: Brackets

    private mutating func pairBrackets() {
        let count = tokens.count
        match = Array(repeating: -1, count: count)
        enclosing = Array(repeating: -1, count: count)
        var stack: [Int] = []
        // How many of each kind are open, so a close with no open of its kind is dropped in O(1).
        var openCounts = [0, 0, 0]
        func slot(_ b: UInt8) -> Int {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: ")"): return 0
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return 1
            default: return 2
            }
        }
        for i in 0..<count {
            enclosing[i] = stack.last ?? -1
            switch tokens[i].kind {
            case .open:
                stack.append(i)
                openCounts[slot(bytes[tokens[i].start])] += 1
            case .close:
                let kind = slot(bytes[tokens[i].start])
                guard openCounts[kind] > 0 else { continue }
                // Opens of another kind left inside are cut short here.
                while let top = stack.last {
                    stack.removeLast()
                    let topKind = slot(bytes[tokens[top].start])
                    openCounts[topKind] -= 1
                    match[top] = i
                    if topKind == kind {
                        match[i] = top
                        break
                    }
                }
                enclosing[i] = stack.last ?? -1
            default:
                break
            }
        }
        for open in stack { match[open] = count }
    }
}
