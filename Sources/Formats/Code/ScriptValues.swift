import Syntax

/// A value of a JavaScript or TypeScript config as the tool that runs it would see it, read without running
/// any code: objects, strings and numbers written in the file (through its own `const`s), the modules dusk
/// knows the contents of, and for anything else why it is not read.
indirect enum ScriptValue {
    case object([ScriptMember])
    case string(String, at: Int)
    case number(String)
    /// Computed when the code runs (a call, a function, an import dusk does not have): why, at a token.
    case unread(String, at: Int)

    var members: [ScriptMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    func member(_ key: String) -> ScriptValue? { members?.last { $0.key == key }?.value }

    var isUnread: Bool {
        if case .unread = self { return true }
        return false
    }
}

struct ScriptMember {
    var key: String
    var value: ScriptValue
    /// The key's token, for a note.
    var at: Int
}

/// The modules a config imports whose values dusk knows (Tailwind's palette and default theme).
enum ScriptModule {
    case tailwindColors
    case tailwindDefaultTheme

    init?(_ specifier: String) {
        switch specifier {
        case "tailwindcss/colors", "tailwindcss/colors.js": self = .tailwindColors
        case "tailwindcss/defaultTheme", "tailwindcss/defaultTheme.js", "tailwindcss/default-theme":
            self = .tailwindDefaultTheme
        default: return nil
        }
    }

    func value(at token: Int) -> ScriptValue {
        switch self {
        case .tailwindColors: return ScriptModule.palette(at: token)
        case .tailwindDefaultTheme:
            return .object([ScriptMember(key: "colors", value: ScriptModule.palette(at: token), at: token)])
        }
    }

    /// `require('tailwindcss/colors')`: its plain entries, its families, then the old names v3 still answers to.
    static func palette(at token: Int) -> ScriptValue {
        func family(_ name: String) -> ScriptValue {
            let values = TailwindPalette.families.first { $0.name == name }?.shades ?? []
            return .object(
                zip(TailwindPalette.shades, values).map {
                    ScriptMember(key: $0, value: .string("#" + $1, at: token), at: token)
                })
        }
        var members = TailwindPalette.plain.map {
            ScriptMember(key: $0.name, value: .string($0.value, at: token), at: token)
        }
        members += TailwindPalette.families.map { ScriptMember(key: $0.name, value: family($0.name), at: token) }
        members += TailwindPalette.renamed.sorted { $0.key < $1.key }.map {
            ScriptMember(key: $0.key, value: family($0.value), at: token)
        }
        return .object(members)
    }
}

/// Reads the values of one JavaScript or TypeScript file: its top-level bindings (`const`, `let`, `var`,
/// `import`, `require`), what it exports, and any expression of literals, names and member accesses.
struct ScriptValues {
    let file: CodeFile
    private var bindings: [String: Binding] = [:]
    /// Each binding's value once read: a name used a thousand times is read once.
    private var memo: [String: ScriptValue] = [:]
    private var evaluating: Set<String> = []
    /// The exported value's tokens: `module.exports = …`, `export default …`.
    private(set) var exported: (start: Int, end: Int)?

    private enum Binding {
        case expression(start: Int, end: Int)
        case module(ScriptModule, at: Int)
        /// A member of a destructured binding: `const { colors } = require('tailwindcss/defaultTheme')`.
        case member(String, of: Int, end: Int)
        case unknownModule(String, at: Int)
    }

    /// A chain of names deeper than this is a cycle or a generator's output, not a config.
    static let maximumDepth = 32

    init(_ file: CodeFile) {
        self.file = file
        collect()
    }

    private var t: BraceTokens { file.tokens }

    // MARK: Bindings

    private mutating func collect() {
        var i = 0
        while i < t.count {
            guard t.enclosing[i] == -1, t[i].kind == .identifier else {
                i += 1
                continue
            }
            let word = t.name(i)
            if ["const", "let", "var"].contains(word), !t.isIdentifier(i - 1, "as") {
                i = declaration(after: i)
            } else if word == "import", !t.isPunctuation(i + 1, "("), !t.isPunctuation(i - 1, ".") {
                i = importStatement(at: i)
            } else if word == "export", t.isIdentifier(i + 1, "default") {
                let end = statementEnd(from: i + 2)
                exported = (i + 2, end)
                i = end
            } else if word == "module", t.isPunctuation(i + 1, "."), t.isIdentifier(i + 2, "exports"),
                t.isPunctuation(i + 3, "=")
            {
                let end = statementEnd(from: i + 4)
                exported = (i + 4, end)
                i = end
            } else {
                i += 1
            }
        }
    }

    /// `const name = value`, `const name: Type = value`, `const { a, b: c } = value`.
    private mutating func declaration(after keyword: Int) -> Int {
        var i = keyword + 1
        guard i < t.count else { return i }
        if t.isOpen(i, UInt8(ascii: "{")) {
            let close = t.match[i]
            guard close < t.count, t.isPunctuation(close + 1, "=") else { return close + 1 }
            let end = statementEnd(from: close + 2)
            var j = i + 1
            while j < close {
                // `a` or `a: b` (the binding is `b`), each up to a comma.
                guard t[j].kind == .identifier else {
                    j += 1
                    continue
                }
                let key = t.name(j)
                var local = key
                if t.isPunctuation(j + 1, ":"), t[j + 2].kind == .identifier {
                    local = t.name(j + 2)
                    j += 2
                }
                bindings[local] = .member(key, of: close + 2, end: end)
                j += 1
                while j < close, !t.isPunctuation(j, ",") { j += 1 }
                j += 1
            }
            return end
        }
        guard t[i].kind == .identifier else { return i }
        let name = t.name(i)
        i += 1
        // A TypeScript type annotation runs to the `=`.
        while i < t.count, !t.isPunctuation(i, "="), !t.isPunctuation(i, ";"),
            t.enclosing[i] == -1 || t[i].kind != .close
        {
            if t[i].kind == .open {
                i = t.match[i] + 1
                continue
            }
            if t.startsLine(i), t.isPunctuation(i, ";") { break }
            i += 1
        }
        guard t.isPunctuation(i, "=") else { return i }
        let end = statementEnd(from: i + 1)
        if let module = requiredModule(i + 1, end) {
            bindings[name] = module.map { .module($0, at: i + 1) } ?? .unknownModule(requireSpecifier(i + 1), at: i + 1)
        } else {
            bindings[name] = .expression(start: i + 1, end: end)
        }
        return end
    }

    /// `import colors from 'tailwindcss/colors'`, `import * as c from …`, `import { a, b as c } from …`.
    private mutating func importStatement(at keyword: Int) -> Int {
        var i = keyword + 1
        var defaultName: String?
        var named: [(key: String, local: String)] = []
        while i < t.count, !t.isIdentifier(i, "from"), t[i].kind != .string {
            if t.isOpen(i, UInt8(ascii: "{")) {
                let close = min(t.match[i], t.count)
                var j = i + 1
                while j < close {
                    if t[j].kind == .identifier, !t.isIdentifier(j, "type") {
                        if t.isIdentifier(j + 1, "as"), t[j + 2].kind == .identifier {
                            named.append((t.name(j), t.name(j + 2)))
                            j += 3
                            continue
                        }
                        named.append((t.name(j), t.name(j)))
                    }
                    j += 1
                }
                i = close + 1
                continue
            }
            if t.isPunctuation(i, "*"), t.isIdentifier(i + 1, "as"), i + 2 < t.count {
                defaultName = t.name(i + 2)
                i += 3
                continue
            }
            if t[i].kind == .identifier, !t.isIdentifier(i, "type") { defaultName = t.name(i) }
            i += 1
        }
        if t.isIdentifier(i, "from") { i += 1 }
        guard i < t.count, t[i].kind == .string else { return i }
        let specifier = t.stringContent(i) ?? ""
        let module = ScriptModule(specifier)
        if let defaultName {
            bindings[defaultName] = module.map { .module($0, at: i) } ?? .unknownModule(specifier, at: i)
        }
        for (key, local) in named {
            bindings[local] = module != nil ? .member(key, of: i, end: i + 1) : .unknownModule(specifier, at: i)
        }
        return i + 1
    }

    /// `require('x')` (or `require('x').default`) at `start..<end`: the module, nil inside when dusk does not know it;
    /// nil when the value is no `require`.
    private func requiredModule(_ start: Int, _ end: Int) -> ScriptModule?? {
        guard t.isIdentifier(start, "require"), t.isOpen(start + 1, UInt8(ascii: "(")), start + 2 < end,
            t[start + 2].kind == .string
        else { return nil }
        return .some(ScriptModule(requireSpecifier(start)))
    }

    private func requireSpecifier(_ start: Int) -> String {
        start + 2 < t.count ? t.stringContent(start + 2) ?? "" : ""
    }

    /// Where the statement whose value starts at `start` ends: a `;`, or the next top-level declaration.
    private func statementEnd(from start: Int) -> Int {
        CodeFolder.expressionEnd(
            from: start, t, statementStarts: ["const", "let", "var", "export", "import", "module", "function"])
    }

    // MARK: Values

    /// The value of the expression `start..<end`.
    mutating func value(_ start: Int, _ end: Int, depth: Int = 0) -> ScriptValue {
        guard depth < ScriptValues.maximumDepth else {
            return .unread("it is nested, or names other names, more than \(ScriptValues.maximumDepth) deep", at: start)
        }
        var end = end
        // `{…} satisfies Config`, `{…} as const`, `x!`: TypeScript's words about the value, not the value.
        if let cut = (start..<end).first(where: { t.enclosing[$0] == t.enclosing[start] && typeWord($0) }), cut > start
        {
            end = cut
        }
        while end > start + 1, t.isPunctuation(end - 1, "!") || t.isPunctuation(end - 1, ",") { end -= 1 }
        guard start < end else { return .unread("it has no value", at: max(start - 1, 0)) }
        if t[start].kind == .open, t.match[start] == end - 1 {
            switch t.bytes[t[start].start] {
            case UInt8(ascii: "{"): return object(start, end, depth: depth)
            case UInt8(ascii: "("): return value(start + 1, end - 1, depth: depth + 1)
            default: return .unread("it is an array, not a color", at: start)
            }
        }
        if end == start + 1 {
            switch t[start].kind {
            case .string:
                guard let s = t.stringContent(start) else {
                    return .unread("a string with escapes or `${…}`, which dusk does not read", at: start)
                }
                return .string(s, at: start)
            case .number: return .number(String(t.text(start)))
            default: break
            }
        }
        if t[start].kind == .identifier, let chained = chain(start, end, depth: depth) { return chained }
        if t.isOpen(start, UInt8(ascii: "(")) || t.isIdentifier(start, "function") || arrowFunction(start, end) {
            return .unread("a function the tool calls when it runs", at: start)
        }
        return .unread("`\(file.excerpt(start, end))` is computed when the code runs", at: start)
    }

    private func typeWord(_ i: Int) -> Bool {
        (t.isIdentifier(i, "satisfies") || t.isIdentifier(i, "as")) && t[i].kind == .identifier && i > 0
            && (t[i - 1].kind == .close || t[i - 1].kind == .identifier || t[i - 1].kind == .string)
    }

    private func arrowFunction(_ start: Int, _ end: Int) -> Bool {
        (start..<end).contains { t.enclosing[$0] == t.enclosing[start] && t.isPunctuation($0, "=>") }
    }

    /// `name`, `name.a.b`, `name['a']`, `name?.a`, `require('x')`: a binding and the members picked from it.
    private mutating func chain(_ start: Int, _ end: Int, depth: Int) -> ScriptValue? {
        var base: ScriptValue
        var i = start + 1
        if let module = requiredModule(start, end) {
            guard let module else {
                return .unread("`\(requireSpecifier(start))` is a module dusk does not read", at: start)
            }
            base = module.value(at: start)
            i = t.match[start + 1] + 1
        } else {
            base = binding(t.name(start), at: start, depth: depth)
        }
        while i < end {
            var key: String?
            if t.isPunctuation(i, "?") || t.isPunctuation(i, "!"), t.touchesNext(i) { i += 1 }
            if t.isPunctuation(i, "."), i + 1 < end, t[i + 1].kind == .identifier {
                key = t.name(i + 1)
                i += 2
            } else if t.isOpen(i, UInt8(ascii: "[")), t.match[i] == i + 2, i + 1 < end {
                key = t.stringContent(i + 1) ?? (t[i + 1].kind == .number ? String(t.text(i + 1)) : nil)
                i += 3
            }
            guard let key else { return nil }
            if case .unread = base { return base }
            guard let next = base.member(key) else {
                return .unread("`\(file.excerpt(start, i))` names nothing the file defines", at: start)
            }
            base = next
        }
        return base
    }

    private mutating func binding(_ name: String, at token: Int, depth: Int) -> ScriptValue {
        if let known = memo[name] { return known }
        guard !evaluating.contains(name) else {
            return .unread("`\(name)` is defined in terms of itself", at: token)
        }
        evaluating.insert(name)
        defer { evaluating.remove(name) }
        let computed = bindingValue(name, at: token, depth: depth)
        // A name's value is the same wherever it is used; one too deep to read here may read from elsewhere.
        if depth == 0 || !computed.isUnread { memo[name] = computed }
        return computed
    }

    private mutating func bindingValue(_ name: String, at token: Int, depth: Int) -> ScriptValue {
        switch bindings[name] {
        case .expression(let start, let end)?: return value(start, end, depth: depth + 1)
        case .module(let module, _)?: return module.value(at: token)
        case .member(let key, let start, let end)?:
            let whole: ScriptValue
            if let module = (requiredModule(start, end) ?? nil) ?? importedModule(start) {
                whole = module.value(at: token)
            } else {
                whole = value(start, end, depth: depth + 1)
            }
            return whole.member(key) ?? .unread("`\(name)` names nothing the file defines", at: token)
        case .unknownModule(let specifier, _)?:
            return .unread("`\(name)` comes from `\(specifier)`, a module dusk does not read", at: token)
        case nil: return .unread("`\(name)` is not defined in this file", at: token)
        }
    }

    private func importedModule(_ token: Int) -> ScriptModule? {
        t[token].kind == .string ? t.stringContent(token).flatMap(ScriptModule.init) : nil
    }

    /// `{ key: value, 'key': value, 100: value, key, ...other }`; a later key replaces an earlier one in place.
    private mutating func object(_ open: Int, _ end: Int, depth: Int) -> ScriptValue {
        var members: [ScriptMember] = []
        var index: [String: Int] = [:]
        func put(_ m: ScriptMember) {
            if let at = index[m.key] {
                members[at] = m
            } else {
                index[m.key] = members.count
                members.append(m)
            }
        }
        var i = open + 1
        let close = end - 1
        while i < close {
            var next = i
            while next < close, !t.isPunctuation(next, ",") {
                next = t[next].kind == .open ? min(t.match[next], close) + 1 : next + 1
            }
            defer { i = next + 1 }
            guard i < next else { continue }
            if t.isPunctuation(i, "."), t.isPunctuation(i + 1, "."), t.isPunctuation(i + 2, ".") {
                let spread = value(i + 3, next, depth: depth + 1)
                switch spread {
                case .object(let inner): inner.forEach(put)
                case .unread(let why, let at): put(ScriptMember(key: "...", value: .unread(why, at: at), at: i))
                default: break
                }
                continue
            }
            var key: String?
            switch t[i].kind {
            case .identifier, .number: key = String(t.text(i))
            case .string: key = t.stringContent(i)
            default: break
            }
            guard let key else {
                let shown = file.excerpt(i, min(next, i + 8))
                put(ScriptMember(key: shown, value: .unread("a key computed when the code runs", at: i), at: i))
                continue
            }
            if t.isPunctuation(i + 1, ":") {
                put(ScriptMember(key: key, value: value(i + 2, next, depth: depth + 1), at: i))
            } else if next == i + 1, t[i].kind == .identifier {
                put(ScriptMember(key: key, value: binding(key, at: i, depth: depth), at: i))
            } else {
                put(ScriptMember(key: key, value: .unread("a function the tool calls when it runs", at: i), at: i))
            }
        }
        return .object(members)
    }
}
