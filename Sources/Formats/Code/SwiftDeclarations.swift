import Syntax
import ThemeModel

/// The static colors of Swift files as the compiler scopes them: `static let x = …`, `static var x: UIColor
/// { … }` (one expression, or `return` it), in an `extension UIColor`/`Color` or any type used as a namespace
/// (`enum Palette`), named by the types around them without the color type extended (`Palette.brandBlue`).
/// Also the app's own hex initializers, whose bodies say whether eight digits are RGBA or ARGB.
struct SwiftDeclarations {
    /// Which color type a declaration makes: it decides what `.red` means (UIKit's fixed red, or SwiftUI's
    /// adaptive system red).
    enum Kind {
        case uiKit, swiftUI
    }

    struct Declaration {
        var name: String
        /// The namespaces around it, innermost last, to resolve its own references by.
        var scopes: [String]
        var file: Int
        var start: Int
        var end: Int
        var kind: Kind
        var location: SourceLocation
        var typedColor: Bool
    }

    /// The color types an extension adds colors to: not part of a color's name.
    static let colorTypes: Set<String> = ["UIColor", "Color", "NSColor", "CGColor", "SwiftUI", "UIKit"]

    private(set) var files: [CodeFile] = []
    private(set) var declarations: [Declaration] = []
    private(set) var index: [String: Int] = [:]
    /// A hex initializer or function the app writes (`init(hex:)`, `fromHex`), by its label or name, lowercased,
    /// with what its body does with eight digits: `true` when alpha is the first byte.
    private(set) var hexReaders: [String: Bool?] = [:]
    /// An initializer the app writes whose body calls one dusk knows (`convenience init(r: Int, g: Int, b: Int)
    /// { self.init(red: CGFloat(r) / 255, …) }`): read for a call by putting the call's numbers in its body.
    struct Initializer {
        var labels: [String]
        var parameters: [String]
        /// Each parameter's default value's tokens, when it has one.
        var defaults: [Range<Int>?]
        var file: Int
        /// The `(` of the `self.init(…)` its body makes.
        var call: Int
    }

    private(set) var initializers: [Initializer] = []

    /// Other names of the color types (`typealias RSColor = UIColor`).
    private(set) var colorTypeAliases: [String: String] = [:]
    /// Names a namespace goes by (`static let palette: Palette.Type = Palette.self`: `.palette.grey900`).
    private(set) var namespaceAliases: [String: String] = [:]

    /// The color type `name` is, through a typealias, or nil.
    func colorType(_ name: String) -> String? {
        Self.colorTypes.contains(name) && name != "SwiftUI" ? name : colorTypeAliases[name]
    }

    mutating func add(_ text: SourceText) {
        let tokens = BraceTokens(text.bytes, .swift)
        let chains = PostfixChains(tokens, labelSeparator: ":")
        let file = files.count
        files.append(CodeFile(text: text, tokens: tokens, chains: chains))
        let skipped = Self.otherPlatforms(tokens)
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            if let range = skipped.first(where: { $0.contains(i) }) {
                i = range.upperBound - 1
                continue
            }
            if tokens.isIdentifier(i, "typealias"), tokens[i + 1].kind == .identifier, tokens.isPunctuation(i + 2, "="),
                i + 3 < tokens.count, let type = colorType(tokens.name(i + 3))
            {
                colorTypeAliases[tokens.name(i + 1)] = type
                continue
            }
            if tokens.isIdentifier(i, "init") || tokens.isIdentifier(i, "func") {
                noteHexReader(at: i, tokens)
                if tokens.isIdentifier(i, "init"), let initializer = initializer(at: i, file: file, tokens) {
                    initializers.append(initializer)
                }
                continue
            }
            guard tokens.isIdentifier(i, "static") || tokens.isIdentifier(i, "class") else { continue }
            var j = i + 1
            while j < tokens.count,
                ["final", "public", "private", "internal", "fileprivate", "nonisolated", "lazy"]
                    .contains(where: { tokens.isIdentifier(j, $0) })
            { j += 1 }
            guard tokens.isIdentifier(j, "let") || tokens.isIdentifier(j, "var"), j + 1 < tokens.count,
                tokens[j + 1].kind == .identifier
            else { continue }
            let nameToken = j + 1
            guard let path = scope(of: i, tokens) else { continue }
            var k = nameToken + 1
            var type = ""
            if tokens.isPunctuation(k, ":") {
                k += 1
                while k < tokens.count,
                    tokens[k].kind == .identifier || tokens.isPunctuation(k, ".")
                        || tokens.isPunctuation(k, "?") || tokens.isPunctuation(k, "!")
                {
                    if tokens[k].kind == .identifier { type = tokens.name(k) }
                    k += 1
                }
            }
            let start: Int
            let end: Int
            if tokens.isPunctuation(k, "=") {
                start = k + 1
                end = CodeFolder.expressionEnd(from: start, tokens, statementStarts: Self.statementStarts) { j in
                    // An attribute or a directive starts the next declaration; `#colorLiteral` is a value.
                    tokens.isPunctuation(j, "@")
                        || tokens.isPunctuation(j, "#") && !tokens.isIdentifier(j + 1, "colorLiteral")
                }
            } else if tokens.isOpen(k, UInt8(ascii: "{")), tokens.match[k] < tokens.count {
                // A computed property: its body's one expression, `return` or not.
                start = tokens.isIdentifier(k + 1, "return") ? k + 2 : k + 1
                end = tokens.match[k]
            } else {
                continue
            }
            guard start < end else { continue }
            // `static let palette: Palette.Type = Palette.self`: another name for a namespace.
            if end == start + 3, tokens.isPunctuation(start + 1, "."), tokens.isIdentifier(start + 2, "self") {
                namespaceAliases[tokens.name(nameToken)] = tokens.name(start)
                continue
            }
            let extended = path.extended
            let kind: Kind =
                type == "Color" || (type.isEmpty && extended == "Color") ? .swiftUI : .uiKit
            let typedColor = ["UIColor", "Color", "NSColor", "CGColor"].contains(type)
            let name = (path.names + [tokens.name(nameToken)]).joined(separator: ".")
            if index[name] == nil { index[name] = declarations.count }
            declarations.append(
                Declaration(
                    name: name, scopes: path.names, file: file, start: start, end: end, kind: kind,
                    location: text.location(tokens[nameToken].start), typedColor: typedColor))
            i = end - 1
        }
    }

    /// The namespaces around token `i` (types, not the color type extended) and the color type an extension
    /// around it extends; nil inside a function or a closure.
    private func scope(of i: Int, _ t: BraceTokens) -> (names: [String], extended: String)? {
        var names: [String] = []
        var extended = ""
        var open = t.enclosing[i]
        while open >= 0 {
            guard t.isOpen(open, UInt8(ascii: "{")), let (keyword, name) = typeDeclaration(opening: open, t) else {
                return nil
            }
            if keyword == "extension", colorType(name) != nil {
                if extended.isEmpty { extended = name }
            } else {
                names.append(name)
            }
            open = t.enclosing[open]
        }
        return (names.reversed(), extended)
    }

    /// `extension UIColor`, `enum Palette: String`, `struct Theme<T> where …`: the keyword and the (last part of
    /// the) type's name for the `{` at `open`, nil when it opens anything else.
    private func typeDeclaration(opening open: Int, _ t: BraceTokens) -> (String, String)? {
        var j = open - 1
        var steps = 0
        while j >= 0, steps < 60, t[j].kind != .open, !(t[j].kind == .close && t.bytes[t[j].start] == 0x7D) {
            for keyword in ["extension", "enum", "struct", "class", "actor"] where t.isIdentifier(j, keyword) {
                var k = j + 1
                var name = ""
                while k < open, t[k].kind == .identifier || t.isPunctuation(k, ".") {
                    if t[k].kind == .identifier { name = t.name(k) }
                    k += 1
                }
                return name.isEmpty ? nil : (keyword, name)
            }
            if t.isIdentifier(j, "func") || t.isIdentifier(j, "var") || t.isIdentifier(j, "let")
                || t.isIdentifier(j, "init") || t.isIdentifier(j, "in")
            {
                return nil
            }
            j = t[j].kind == .close && t.match[j] >= 0 ? t.match[j] - 1 : j - 1
            steps += 1
        }
        return nil
    }

    /// `init(r: Int, g: Int, b: Int, alpha: CGFloat = 1) { self.init(red: …) }`: its labels, parameters,
    /// defaults and the call its body makes; nil for an initializer whose body does more.
    private func initializer(at i: Int, file: Int, _ t: BraceTokens) -> Initializer? {
        var j = i + 1
        if t.isPunctuation(j, "?") || t.isPunctuation(j, "!") { j += 1 }
        guard t.isOpen(j, UInt8(ascii: "(")), t.match[j] < t.count else { return nil }
        let close = t.match[j]
        var labels: [String] = []
        var parameters: [String] = []
        var defaults: [Range<Int>?] = []
        var start = j + 1
        var k = j + 1
        func finish(_ end: Int) {
            guard end > start, t[start].kind == .identifier else { return }
            let twoNames = start + 1 < end && t[start + 1].kind == .identifier
            labels.append(t.name(start))
            parameters.append(twoNames ? t.name(start + 1) : t.name(start))
            let equals = (start..<end).first { t.isPunctuation($0, "=") && t.enclosing[$0] == j }
            defaults.append(equals.map { ($0 + 1)..<end })
        }
        while k < close {
            if t[k].kind == .open {
                k = max(k, t.match[k]) + 1
                continue
            }
            if t.isPunctuation(k, ",") {
                finish(k)
                start = k + 1
            }
            k += 1
        }
        finish(close)
        // The body: `{ self.init(…) }` and nothing else.
        let body = close + 1
        guard t.isOpen(body, UInt8(ascii: "{")), t.isIdentifier(body + 1, "self"), t.isPunctuation(body + 2, "."),
            t.isIdentifier(body + 3, "init"), t.isOpen(body + 4, UInt8(ascii: "(")),
            t.match[body + 4] + 1 == t.match[body]
        else { return nil }
        return Initializer(labels: labels, parameters: parameters, defaults: defaults, file: file, call: body + 4)
    }

    /// `init(hex: String)`, `init?(rgb: Int, alpha:)`, `static func fromHex(_:)`: a hex reader the app writes,
    /// and, from its body, whether the byte shifted down by 24 goes to `alpha` (ARGB) or `red` (RGBA).
    private mutating func noteHexReader(at i: Int, _ t: BraceTokens) {
        var j = i + 1
        if t.isPunctuation(j, "?") || t.isPunctuation(j, "!") { j += 1 }
        var key = ""
        if t.isIdentifier(i, "func"), t[j].kind == .identifier {
            key = t.name(j)
            j += 1
        }
        guard t.isOpen(j, UInt8(ascii: "(")) else { return }
        if key.isEmpty, t[j + 1].kind == .identifier, !t.isIdentifier(j + 1, "_") { key = t.name(j + 1) }
        let lower = key.lowercased()
        guard lower.contains("hex") || lower.contains("rgb") else { return }
        // The body: the first `{` after the parameters.
        var body = t.match[j] + 1
        while body < t.count, !t.isOpen(body, UInt8(ascii: "{")) { body += 1 }
        guard body < t.count else { return }
        let close = min(t.match[body], t.count)
        var alphaFirst: Bool?
        var k = body
        while k + 1 < close {
            if t.isPunctuation(k, ">>"), t.text(k + 1) == "24" {
                // The label whose argument holds the shift: walk back to the nearest `label:`.
                var m = k - 1
                while m > body, !(t[m].kind == .identifier && t.isPunctuation(m + 1, ":")) { m -= 1 }
                let label = t.name(m).lowercased()
                if label.hasPrefix("a") { alphaFirst = true } else if label.hasPrefix("r") { alphaFirst = false }
                break
            }
            k += 1
        }
        if hexReaders[lower] == nil || hexReaders[lower] == .some(nil) { hexReaders[lower] = alphaFirst }
    }

    /// Code for another platform than iOS, which dusk previews: the branches of `#if`/`#elseif`/`#else` that
    /// iOS does not compile (`#if os(macOS)`, the `#else` of `#if canImport(UIKit)`, `#if false`). A condition
    /// dusk cannot decide (`DEBUG`, the simulator) leaves every branch read, the first declaration winning.
    static func otherPlatforms(_ t: BraceTokens) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // Each open `#if`: whether a branch iOS takes was seen, whether the current one is skipped, where it began.
        var stack: [(taken: Bool, skipping: Bool, from: Int)] = []
        var i = 0
        while i + 1 < t.count {
            defer { i += 1 }
            guard t.isPunctuation(i, "#"), t.touchesNext(i) else { continue }
            let directive = t.name(i + 1)
            var lineEnd = i + 2
            while lineEnd < t.count, !t.startsLine(lineEnd) { lineEnd += 1 }
            let holds = iOSCompiles(t, (i + 2)..<lineEnd)
            switch directive {
            case "if":
                stack.append((holds == true, holds == false, lineEnd))
            case "elseif", "else":
                guard var top = stack.popLast() else { continue }
                if top.skipping { ranges.append(top.from..<i) }
                let branch: Bool? = directive == "else" ? (top.taken ? false : nil) : (top.taken ? false : holds)
                top.skipping = branch == false
                top.taken = top.taken || branch == true
                top.from = lineEnd
                stack.append(top)
            case "endif":
                guard let top = stack.popLast() else { continue }
                if top.skipping { ranges.append(top.from..<i) }
            default:
                break
            }
        }
        // An `#if` never closed skips nothing past it.
        return ranges
    }

    /// Whether iOS compiles a condition's branch: `os(iOS)`, `canImport(UIKit)`, `true` hold; other platforms,
    /// `canImport(AppKit)`, `targetEnvironment(macCatalyst)`, `false` do not; with `!`, `&&`, `||` and brackets.
    /// Nil for what only the build knows (`DEBUG`, `targetEnvironment(simulator)`, `swift(>=5.9)`).
    static func iOSCompiles(_ t: BraceTokens, _ range: Range<Int>, depth: Int = 0) -> Bool? {
        guard !range.isEmpty, depth < 16 else { return nil }
        for op in ["||", "&&"] {
            var j = range.lowerBound
            while j < range.upperBound {
                if t[j].kind == .open {
                    j = max(j, t.match[j]) + 1
                    continue
                }
                if t.isPunctuation(j, op) {
                    let a = iOSCompiles(t, range.lowerBound..<j, depth: depth + 1)
                    let b = iOSCompiles(t, (j + 1)..<range.upperBound, depth: depth + 1)
                    if op == "||" { return a == true || b == true ? true : a == false && b == false ? false : nil }
                    return a == false || b == false ? false : a == true && b == true ? true : nil
                }
                j += 1
            }
        }
        let first = range.lowerBound
        if t.isPunctuation(first, "!") {
            return iOSCompiles(t, (first + 1)..<range.upperBound, depth: depth + 1).map { !$0 }
        }
        if t.isOpen(first, UInt8(ascii: "(")), t.match[first] == range.upperBound - 1 {
            return iOSCompiles(t, (first + 1)..<(range.upperBound - 1), depth: depth + 1)
        }
        if t.isIdentifier(first, "true") { return true }
        if t.isIdentifier(first, "false") { return false }
        guard t.isOpen(first + 1, UInt8(ascii: "(")), first + 2 < range.upperBound else { return nil }
        let argument = t.name(first + 2)
        switch t.name(first) {
        case "os": return argument == "iOS"
        case "canImport": return argument == "UIKit" ? true : argument == "AppKit" ? false : nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }

    static let statementStarts: Set<String> = [
        "static", "let", "var", "func", "private", "public", "internal", "fileprivate", "open", "class", "struct",
        "enum", "extension", "init", "case", "import", "typealias", "protocol", "final", "override", "@objc",
    ]
}
