import ColorScience
import ThemeModel

/// What a Sass expression can see: the variables set before it, the modules it `@use`s, and the palette's own
/// `@function`s.
struct SassScope {
    /// The calls of the palette's own functions left to make, shared by every scope of one stylesheet: functions
    /// that call each other twice over would otherwise cost two to the power of their depth.
    final class Budget {
        var calls = 20_000
    }

    let budget = Budget()
    var variables: [String: SassValue] = [:]
    /// A function's parameters while its body is read: looked up before the stylesheet's variables, which a call
    /// then never copies.
    var locals: [String: SassValue] = [:]
    /// `@use "colors" as c`: `c.$brand`.
    var modules: [String: [String: SassValue]] = [:]
    var functions: [String: SassUserFunction] = [:]
}

/// A palette's own `@function tint($color, $weight: 50%) { @return mix(white, $color, $weight); }`: its
/// `@return`s in order, each under the `@if` condition it is in; nil when its body loops or nests choices.
struct SassUserFunction {
    var parameters: [(name: String, fallback: String?)]
    var returns: [(condition: String?, expression: String)]?
}

/// One Sass expression evaluated as Sass does: literals, variables, arithmetic on numbers, lists, maps, and the
/// color functions (`SassFunctions`). Brackets nest at most `maximumDepth` deep.
struct SassExpression {
    enum Token: Equatable {
        case variable(String, module: String?)
        case word(String)
        /// A name followed by `(`: `lighten(`, `color.adjust(`.
        case call(String)
        case number(Double, unit: String)
        case hash(String)
        case string(String)
        case open, close, comma, colon
        case op(String)
    }

    static let maximumDepth = 32

    private var tokens: [Token] = []
    private var i = 0
    private let scope: SassScope
    private let depth: Int
    private var failure: String?
    /// In CSS's color functions (`rgb(0 0 0 / 50%)`) a `/` separates alpha; elsewhere it divides.
    private var slashSeparates = false
    static let slashFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]

    /// `text`'s value (flags such as `!default` already taken off) in `scope`.
    static func evaluate(_ text: String, in scope: SassScope, depth: Int = 0) -> SassValue {
        guard depth < maximumDepth else { return .unread("its functions call each other more than 32 deep") }
        var e = SassExpression(scope: scope, depth: depth)
        var text = text
        if text.contains("#{") {
            guard let plain = interpolated(text, in: scope, depth: depth) else {
                return .unread("`\(SafeText.excerpt(text))` interpolates (`#{…}`) a value dusk does not compute")
            }
            text = plain
        }
        guard let tokens = tokenize(text) else {
            return .unread("`\(SafeText.excerpt(text))` interpolates (`#{…}`) where dusk computes no text")
        }
        e.tokens = tokens
        let value = e.commaList(nesting: 0)
        if let why = e.failure { return .unread(why) }
        guard e.i == e.tokens.count else { return .unread("dusk does not read `\(SafeText.excerpt(text))`") }
        return value
    }

    /// `text` with each `#{expression}` replaced by its value as Sass writes it; nil when one is not computed.
    static func interpolated(_ text: String, in scope: SassScope, depth: Int = 0) -> String? {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "#", i + 1 < s.count, s[i + 1] == "{" else {
                out.append(s[i])
                i += 1
                continue
            }
            var nesting = 1
            var end = i + 2
            while end < s.count {
                if s[end] == "{" { nesting += 1 }
                if s[end] == "}" { nesting -= 1 }
                if nesting == 0 { break }
                end += 1
            }
            guard end < s.count else { return nil }
            let expression = String(String.UnicodeScalarView(s[(i + 2)..<end]))
            guard let css = evaluate(expression, in: scope, depth: depth + 1).css else { return nil }
            out.append(contentsOf: css.unicodeScalars)
            i = end + 1
        }
        return String(out)
    }

    /// Whether an `@if` condition holds, as Sass decides (only `false` and `null` are false): `$x`, `not $x`,
    /// `$a == b`, `$w > 0`, joined by `and` / `or`; nil when dusk does not compute it.
    static func holds(_ condition: String, in scope: SassScope) -> Bool? {
        let text = condition.trimmingSpaces
        if let parts = split(text, " or ") {
            let each = parts.map { holds($0, in: scope) }
            return each.contains(true) ? true : each.contains(nil) ? nil : false
        }
        if let parts = split(text, " and ") {
            let each = parts.map { holds($0, in: scope) }
            return each.contains(false) ? false : each.contains(nil) ? nil : true
        }
        if text.hasPrefix("not ") { return holds(String(text.dropFirst(4)), in: scope).map { !$0 } }
        switch evaluate(text, in: scope) {
        case .unread: return nil
        case .null: return false
        case .string("false"): return false
        default: return true
        }
    }

    private static func split(_ text: String, _ separator: String) -> [String]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        return parts.count > 1 ? parts : nil
    }

    private init(scope: SassScope, depth: Int) {
        self.scope = scope
        self.depth = depth
    }

    // MARK: Tokens

    static func tokenize(_ text: String) -> [Token]? {
        let s = Array(text.unicodeScalars)
        var out: [Token] = []
        var i = 0
        func isName(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c == "-" || c == "_" || ("0"..."9").contains(c) || c.value > 0x7F
        }
        func name(from start: Int) -> (String, Int) {
            var j = start
            while j < s.count, isName(s[j]) { j += 1 }
            return (String(String.UnicodeScalarView(s[start..<j])), j)
        }
        while i < s.count {
            let c = s[i]
            if c.isSpace {
                i += 1
            } else if c == "$" {
                let (n, j) = name(from: i + 1)
                out.append(.variable(n, module: nil))
                i = j
            } else if c == "#" {
                if i + 1 < s.count, s[i + 1] == "{" { return nil }
                let (n, j) = name(from: i + 1)
                out.append(.hash(n))
                i = j
            } else if c == "\"" || c == "'" {
                var j = i + 1
                var body = String.UnicodeScalarView()
                while j < s.count, s[j] != c {
                    if s[j] == "\\", j + 1 < s.count { j += 1 }
                    body.append(s[j])
                    j += 1
                }
                out.append(.string(String(body)))
                i = j + 1
            } else if ("0"..."9").contains(c) || (c == "." && i + 1 < s.count && ("0"..."9").contains(s[i + 1])) {
                var j = i
                while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "." { j += 1 }
                let number = Double(String(String.UnicodeScalarView(s[i..<j]))) ?? .nan
                var unit = ""
                if j < s.count, s[j] == "%" {
                    unit = "%"
                    j += 1
                } else {
                    let (u, k) = name(from: j)
                    unit = u
                    j = k
                }
                out.append(.number(number, unit: unit))
                i = j
            } else if c.properties.isAlphabetic || c == "_" || c.value > 0x7F
                || (c == "-" && i + 1 < s.count && (s[i + 1].properties.isAlphabetic || s[i + 1] == "-"))
            {
                var (n, j) = name(from: i)
                // `color.adjust(`, `c.$brand`: a module's member.
                if j + 1 < s.count, s[j] == ".", s[j + 1] == "$" {
                    let (member, k) = name(from: j + 2)
                    out.append(.variable(member, module: n))
                    i = k
                    continue
                }
                if j + 1 < s.count, s[j] == ".", s[j + 1].properties.isAlphabetic {
                    let (member, k) = name(from: j + 1)
                    n += "." + member
                    j = k
                }
                out.append(j < s.count && s[j] == "(" ? .call(n) : .word(n))
                i = j < s.count && s[j] == "(" ? j + 1 : j
            } else {
                switch c {
                case "(": out.append(.open)
                case ")": out.append(.close)
                case ",": out.append(.comma)
                case ":": out.append(.colon)
                case "=", "!", "<", ">":
                    var op = String(c)
                    if i + 1 < s.count, s[i + 1] == "=" {
                        op.append("=")
                        i += 1
                    }
                    out.append(.op(op))
                default: out.append(.op(String(c)))
                }
                i += 1
            }
        }
        return out
    }

    // MARK: Grammar

    private var current: Token? { i < tokens.count ? tokens[i] : nil }

    private mutating func fail(_ why: String) -> SassValue {
        if failure == nil { failure = why }
        i = tokens.count
        return .unread(why)
    }

    /// `a, b, c` (a list) or one value.
    private mutating func commaList(nesting: Int) -> SassValue {
        var items = [spaceList(nesting: nesting)]
        while current == .comma {
            i += 1
            if current == nil || current == .close { break }
            items.append(spaceList(nesting: nesting))
        }
        return items.count == 1 ? items[0] : .list(items)
    }

    /// `1px solid $line` (a list) or one value.
    private mutating func spaceList(nesting: Int) -> SassValue {
        var items = [comparison(nesting: nesting)]
        while let t = current, t != .comma, t != .close, t != .colon {
            if case .op("/") = t, slashSeparates {
                i += 1
                items.append(.string("/"))
                continue
            }
            if case .op(let op) = t { return fail("dusk does not combine values with `\(op)`") }
            items.append(comparison(nesting: nesting))
        }
        return items.count == 1 ? items[0] : .list(items)
    }

    /// `$weight > 0`, `$theme == dark`: `true` or `false`, as Sass compares.
    private mutating func comparison(nesting: Int) -> SassValue {
        let left = sum(nesting: nesting)
        guard case .op(let op)? = current, ["==", "!=", "<", ">", "<=", ">="].contains(op) else { return left }
        i += 1
        let right = sum(nesting: nesting)
        if left.isUnread { return left }
        if right.isUnread { return right }
        let result: Bool
        if op == "==" || op == "!=" {
            result = (left.css == right.css) == (op == "==")
        } else {
            guard case .number(let x, _) = left, case .number(let y, _) = right else {
                return fail("dusk compares numbers only with `\(op)`")
            }
            switch op {
            case "<": result = x < y
            case ">": result = x > y
            case "<=": result = x <= y
            default: result = x >= y
            }
        }
        return .string(result ? "true" : "false")
    }

    private mutating func sum(nesting: Int) -> SassValue {
        var value = product(nesting: nesting)
        while case .op(let op)? = current, op == "+" || op == "-" {
            i += 1
            value = arithmetic(value, op, product(nesting: nesting))
        }
        return value
    }

    private mutating func product(nesting: Int) -> SassValue {
        var value = unary(nesting: nesting)
        while case .op(let op)? = current, op == "*" || op == "/" || op == "%", op != "/" || !slashSeparates {
            i += 1
            value = arithmetic(value, op, unary(nesting: nesting))
        }
        return value
    }

    private mutating func unary(nesting: Int) -> SassValue {
        if case .op("-")? = current {
            i += 1
            return arithmetic(.number(0, unit: ""), "-", unary(nesting: nesting))
        }
        if case .op("+")? = current { i += 1 }
        return primary(nesting: nesting)
    }

    private mutating func arithmetic(_ a: SassValue, _ op: String, _ b: SassValue) -> SassValue {
        if a.isUnread { return a }
        if b.isUnread { return b }
        guard case .number(let x, let ux) = a, case .number(let y, let uy) = b else {
            if op == "/" || op == "-", let l = a.css, let r = b.css { return .string(l + op + r) }
            return fail("dusk computes `\(op)` on numbers only")
        }
        let unit = ux.isEmpty ? uy : ux
        switch op {
        case "+": return .number(x + y, unit: unit)
        case "-": return .number(x - y, unit: unit)
        case "*": return .number(x * y, unit: unit)
        case "/": return y == 0 ? fail("a division by zero") : .number(x / y, unit: ux == uy ? "" : unit)
        default: return y == 0 ? fail("a division by zero") : .number(x.truncatingRemainder(dividingBy: y), unit: unit)
        }
    }

    private mutating func primary(nesting: Int) -> SassValue {
        guard let t = current else { return fail("a value is missing") }
        i += 1
        switch t {
        case .number(let n, let unit):
            return n.isFinite ? .number(n, unit: unit) : fail("a number dusk cannot read")
        case .hash(let digits):
            guard let c = RGBA(hexDigits: digits) else { return fail("`#\(SafeText.excerpt(digits))` is not a color") }
            return .color(SassColor(c))
        case .string(let s): return .string(s)
        case .variable(let name, let module):
            let found = module.map { scope.modules[$0]?[name] } ?? scope.locals[name] ?? scope.variables[name]
            guard let found else {
                let shown = (module.map { $0 + "." } ?? "") + "$" + name
                return fail("`\(SafeText.excerpt(shown))` is not set before it")
            }
            if case .unread(let why) = found { return fail(why) }
            return found
        case .word(let w):
            switch w {
            case "null": return .null
            case "true", "false": return .string(w)
            default:
                if case .success(let parsed) = CSSColor.parse(w) {
                    var color = SassColor(parsed.color)
                    color.name = w
                    return .color(color)
                }
                return .string(w)
            }
        case .call(let name):
            guard nesting < SassExpression.maximumDepth else { return fail("brackets nested too deep") }
            let outer = slashSeparates
            slashSeparates = SassExpression.slashFunctions.contains(name.lowercased())
            let arguments = self.arguments(nesting: nesting + 1)
            slashSeparates = outer
            if failure != nil { return .unread(failure ?? "") }
            return SassFunctions.call(name, arguments, scope: scope, depth: depth)
        case .open:
            guard nesting < SassExpression.maximumDepth else { return fail("brackets nested too deep") }
            return parenthesized(nesting: nesting + 1)
        case .close: return fail("dusk does not read `)` here")
        case .comma: return fail("dusk does not read `,` here")
        case .colon: return fail("dusk does not read `:` here")
        case .op(let op): return fail("dusk does not read `\(op)` here")
        }
    }

    /// `(a, b)`, `(key: value, …)` (a map) or `(1 + 2)`.
    private mutating func parenthesized(nesting: Int) -> SassValue {
        if current == .close {
            i += 1
            return .list([])
        }
        let first = spaceList(nesting: nesting)
        guard current == .colon else {
            var value = first
            if current == .comma {
                var items = [first]
                while current == .comma {
                    i += 1
                    if current == .close { break }
                    items.append(spaceList(nesting: nesting))
                }
                value = .list(items)
            }
            guard current == .close else { return fail("a `(` is never closed") }
            i += 1
            return value
        }
        var entries: [(key: String, value: SassValue)] = []
        var key = first
        while true {
            guard current == .colon, let name = key.css else { return fail("a map's key is not a name") }
            i += 1
            entries.append((name, spaceList(nesting: nesting)))
            if current == .comma { i += 1 }
            if current == .close {
                i += 1
                return .map(entries)
            }
            guard current != nil else { return fail("a `(` is never closed") }
            key = spaceList(nesting: nesting)
        }
    }

    /// A call's arguments up to its `)`: positional, then `$name: value`.
    private mutating func arguments(nesting: Int) -> SassFunctions.Arguments {
        var result = SassFunctions.Arguments()
        while let t = current, t != .close {
            if case .variable(let name, nil) = t, i + 1 < tokens.count, tokens[i + 1] == .colon {
                i += 2
                result.named[name] = spaceList(nesting: nesting)
            } else {
                result.positional.append(spaceList(nesting: nesting))
            }
            if current == .comma { i += 1 } else if current != .close { _ = fail("a call's arguments are not read") }
        }
        guard current == .close else {
            _ = fail("a `(` is never closed")
            return result
        }
        i += 1
        return result
    }
}
