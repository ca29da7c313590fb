import Syntax
import ThemeModel

/// The `val`s of Kotlin files that may hold a color, as the compiler scopes them: top-level ones by their
/// name, an `object`'s (or a companion object's) as `Object.name`; a function's locals, a class's properties
/// and an extension property (`val ColorScheme.success`) hold no constant and are only counted.
struct KotlinDeclarations {
    typealias Declaration = CodeDeclaration

    private(set) var files: [CodeFile] = []
    private(set) var declarations: [Declaration] = []
    /// Properties typed `Color` whose value code computes (a getter, an extension property), where they are.
    private(set) var computed: [(name: String, location: SourceLocation)] = []
    private(set) var index: [String: Int] = [:]
    /// Classes whose constructor takes colors (`data class JetsnackColors(val brand: Color, …)`): an app's own
    /// palette type, each `val` made by calling it one palette.
    private(set) var colorClasses: [String: ColorClass] = [:]
    /// Names an `import` brings in bare (`import app.theme.Brand.purple100`: `purple100` is `Brand.purple100`),
    /// and objects whose every member it brings in (`import app.theme.Brand.*`).
    private(set) var imported: [String: String] = [:]
    private(set) var importedObjects: [String] = []

    /// The declarations a name in code may be, in the order Kotlin looks: the scope's own, an import's, the
    /// top level's.
    func candidates(_ dotted: String, scope: String) -> [String] {
        var names: [String] = []
        var prefix = scope
        while !prefix.isEmpty {
            names.append(prefix + "." + dotted)
            prefix = prefix.contains(".") ? String(prefix[..<prefix.lastIndex(of: ".")!]) : ""
        }
        let head = dotted.split(separator: ".").first.map(String.init) ?? dotted
        if let qualified = imported[head] { names.append(qualified + dotted.dropFirst(head.count)) }
        names += importedObjects.map { $0 + "." + dotted }
        names.append(dotted)
        return names
    }

    /// Parameters that are the system's dark setting (`darkTheme: Boolean = isSystemInDarkTheme()`).
    private(set) var darkFlags: Set<String> = ["isSystemInDarkTheme"]

    struct ColorClass {
        var name: String
        /// Each `Color` parameter, with its default's tokens (`textPrimary: Color = brand`) when it has one.
        var parameters: [(name: String, file: Int, defaultStart: Int, defaultEnd: Int)]
    }

    mutating func add(_ text: SourceText) {
        let tokens = BraceTokens(text.bytes, .kotlin)
        let chains = PostfixChains(tokens, labelSeparator: "=")
        let file = files.count
        files.append(CodeFile(text: text, tokens: tokens, chains: chains))
        for k in 0..<max(0, tokens.count - 4)
        where tokens.isIdentifier(k + 2, "Boolean") && tokens.isPunctuation(k + 3, "=")
            && tokens.isIdentifier(k + 4, "isSystemInDarkTheme") && tokens.isPunctuation(k + 1, ":")
        {
            darkFlags.insert(tokens.name(k))
        }
        readImports(tokens)
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard tokens.isIdentifier(i, "val") || tokens.isIdentifier(i, "var"), tokens[i + 1].kind == .identifier
            else { continue }
            let nameToken = i + 1
            var j = nameToken + 1
            // `val ColorScheme.success: Color get() = …`: an extension property is computed.
            let isExtension = tokens.isPunctuation(j, ".")
            var typedColor = false
            if tokens.isPunctuation(j, ":") {
                j += 1
                var typeEnd = j
                while typeEnd < tokens.count, tokens[typeEnd].kind == .identifier || tokens.isPunctuation(typeEnd, ".")
                { typeEnd += 1 }
                typedColor = typeEnd > j && tokens.isIdentifier(typeEnd - 1, "Color")
                j = typeEnd
            }
            let location = text.location(tokens[nameToken].start)
            if tokens.isOpen(tokens.enclosing[i], UInt8(ascii: "(")) {
                // A constructor's parameter: a field of the class, given a value where the class is called.
                if typedColor { addColorParameter(nameToken, defaultAt: j, file: file, tokens) }
                continue
            }
            guard let scope = scope(of: i, tokens), !isExtension, tokens.isPunctuation(j, "=") else {
                if typedColor || isExtension && tokens.mentions(nameToken, nameToken + 8, ["Color"]) {
                    computed.append((tokens.name(nameToken), location))
                }
                continue
            }
            let start = j + 1
            let end = CodeFolder.expressionEnd(from: start, tokens, statementStarts: Self.statementStarts)
            guard start < end else { continue }
            let name = scope.isEmpty ? tokens.name(nameToken) : scope + "." + tokens.name(nameToken)
            if index[name] == nil { index[name] = declarations.count }
            declarations.append(
                Declaration(
                    name: name, scope: scope, file: file, start: start, end: end, location: location,
                    typedColor: typedColor))
            i = end - 1
        }
    }

    /// `import a.b.Object.name` and `import a.b.Object.*`, where `Object` is capitalized (a type, not a package).
    private mutating func readImports(_ t: BraceTokens) {
        for i in 0..<t.count where t.isIdentifier(i, "import") && t.startsLine(i) {
            var parts: [String] = []
            var j = i + 1
            while j < t.count, t[j].kind == .identifier || t.isPunctuation(j, ".") || t.isPunctuation(j, "*") {
                if t[j].kind == .identifier { parts.append(t.name(j)) }
                if t.isPunctuation(j, "*") { parts.append("*") }
                if j + 1 < t.count, t.startsLine(j + 1) { break }
                j += 1
            }
            guard parts.count >= 2, let object = parts.dropLast().last, object.first?.isUppercase == true else {
                continue
            }
            if parts.last == "*" {
                if !importedObjects.contains(object) { importedObjects.append(object) }
            } else if let name = parts.last {
                imported[name] = object + "." + name
            }
        }
    }

    /// A `Color` parameter of a class's constructor (`class X(val brand: Color, val text: Color = brand)`).
    private mutating func addColorParameter(_ nameToken: Int, defaultAt j: Int, file: Int, _ t: BraceTokens) {
        let open = t.enclosing[nameToken]
        guard open >= 1, t[open - 1].kind == .identifier, t.isIdentifier(open - 2, "class") else { return }
        let className = t.name(open - 1)
        var start = -1
        var end = -1
        if t.isPunctuation(j, "=") {
            start = j + 1
            end = start
            while end < t.match[open], !t.isPunctuation(end, ",") {
                end = t[end].kind == .open ? max(end + 1, t.match[end] + 1) : end + 1
            }
        }
        colorClasses[className, default: ColorClass(name: className, parameters: [])].parameters.append(
            (t.name(nameToken), file, start, end))
    }

    /// The qualifier of a declaration at token `i`: "" at the top level, `AppColors` in `object AppColors`,
    /// `Palette` in `class Palette { companion object { … } }`; nil in a function, a class body or brackets.
    func scope(of i: Int, _ t: BraceTokens) -> String? {
        var names: [String] = []
        var open = t.enclosing[i]
        var inCompanion = false
        while open >= 0 {
            guard t.isOpen(open, UInt8(ascii: "{")) else { return nil }
            switch body(opening: open, t) {
            case .object(let name):
                guard !inCompanion else { return nil }
                names.append(name)
            case .companion:
                guard !inCompanion else { return nil }
                inCompanion = true
            case .classBody(let name):
                // A palette class's body values (`val accent: Color = Color(0xFFFF8200)`) are the same in
                // every palette: constants under the class's name, as a companion's are.
                guard inCompanion || colorClasses[name] != nil else { return nil }
                inCompanion = false
                names.append(name)
            case nil:
                return nil
            }
            open = t.enclosing[open]
        }
        return inCompanion ? nil : names.reversed().joined(separator: ".")
    }

    private enum Body {
        case object(String)
        case companion
        case classBody(String)
    }

    /// What the `{` at `open` is the body of, looking back over its declaration (`object Name : Base(x) {`).
    private func body(opening open: Int, _ t: BraceTokens) -> Body? {
        var j = open - 1
        var steps = 0
        while j >= 0, steps < 40, t[j].kind != .open, !(t[j].kind == .close && t.bytes[t[j].start] == 0x7D) {
            if t.isIdentifier(j, "object") {
                if j + 1 < open, t[j + 1].kind == .identifier { return .object(t.name(j + 1)) }
                return t.isIdentifier(j - 1, "companion") ? .companion : nil
            }
            if t.isIdentifier(j, "class") || t.isIdentifier(j, "interface") {
                return j + 1 < open && t[j + 1].kind == .identifier ? .classBody(t.name(j + 1)) : nil
            }
            if t.isIdentifier(j, "fun") { return nil }
            j = t[j].kind == .close && t.match[j] >= 0 ? t.match[j] - 1 : j - 1
            steps += 1
        }
        return nil
    }

    static let statementStarts: Set<String> = [
        "val", "var", "fun", "private", "internal", "public", "protected", "object", "class", "data", "enum",
        "const", "import", "package", "sealed", "abstract", "open", "override", "annotation", "interface", "typealias",
    ]
}
