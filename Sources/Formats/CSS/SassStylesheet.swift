import ColorScience
import Platform
import Syntax
import ThemeModel

/// A Sass stylesheet's variables as Sass computes them, top to bottom: each file it `@use`s, `@forward`s or
/// `@import`s from beside it read first (once), `!default` kept where a value is set, its own `@function`s of
/// one `@return` callable; then `#{…}` in its custom properties replaced by what Sass writes there.
struct SassStylesheet {
    /// One global assignment: the palette's colors are the last value of each name.
    struct Assignment {
        var name: String
        var value: SassValue
        var text: String
        var at: SourceLocation
        /// `$link: $brand`: the variable it names.
        var aliasOf: String?
    }

    private(set) var assignments: [Assignment] = []
    private(set) var notes: [Diagnostic] = []
    /// The files read besides the one opened, in the order their CSS comes out.
    private(set) var files: [String] = []
    private(set) var importedRules: CSSRules?
    private(set) var scope = SassScope()
    private let fileAccess: any FileAccess
    private var visited: Set<String> = []

    /// A palette's partials are a handful; more is a framework.
    static let maximumFiles = 64

    /// Sass's own color functions: a variable set with one holds a color.
    static let colorFunctions = [
        "darken(", "lighten(", "rgba(", "rgb(", "hsl(", "hsla(", "mix(", "adjust-hue(", "saturate(", "desaturate(",
        "transparentize(", "opacify(", "fade-in(", "fade-out(", "tint(", "shade(", "color.", "scale-color(",
        "adjust-color(", "change-color(", "complement(", "invert(", "grayscale(",
    ]

    /// CSS functions whose values are not colors.
    static let otherValues = [
        "linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-", "calc(", "var(", "url(", "env(",
    ]

    init(_ rules: CSSRules, path: String, fileAccess: any FileAccess) {
        self.fileAccess = fileAccess
        visited.insert(fileAccess.canonicalPath(path) ?? path)
        var global = SassScope()
        evaluate(rules, path: path, into: &global)
        scope = global
    }

    /// The rules of the files read, then the opened file's, with every `#{…}` computed and the branches of
    /// `@if` Sass takes read.
    func combined(with rules: CSSRules) -> CSSRules {
        var all = importedRules.map { $0.followed(by: rules) } ?? rules
        let taken = takenBranches(all.skippedParts)
        for i in all.declarations.indices {
            if let part = all.declarations[i].skippedPart, taken.contains(part) {
                all.declarations[i].skippedPart = nil
            }
        }
        for i in all.declarations.indices {
            // `--#{$prefix}body-bg: #{$body-bg}`: Bootstrap's custom properties, named and valued by Sass.
            if all.declarations[i].name.contains("#{"),
                let name = SassExpression.interpolated(all.declarations[i].name, in: scope)
            {
                all.declarations[i].name = name
            }
            if all.declarations[i].value.contains("#{"),
                let text = SassExpression.interpolated(all.declarations[i].value, in: scope)
            {
                all.declarations[i].value = text
            }
        }
        return all
    }

    /// The top-level `@if` / `@else if` / `@else` parts whose condition holds (in the sheet's final variables),
    /// as Sass chooses one branch of a chain; a condition dusk does not compute leaves its chain unread.
    func takenBranches(_ parts: [CSSRules.SkippedPart]) -> Set<Int> {
        var taken: Set<Int> = []
        for (i, part) in parts.enumerated() where part.sassBranch?.hasPrefix("if ") == true {
            for (k, holds) in SassStylesheet.chain(parts, from: i, in: scope) where holds == true { taken.insert(k) }
        }
        return taken
    }

    /// Whether each branch of the chain that starts at `start` is taken: the first whose condition holds, none
    /// after it; nil from a condition dusk does not compute on.
    static func chain(_ parts: [CSSRules.SkippedPart], from start: Int, in scope: SassScope) -> [(Int, Bool?)] {
        var result: [(Int, Bool?)] = []
        var chainTaken: Bool? = false
        var k = start
        while k < parts.count, let branch = parts[k].sassBranch, k == start || branch.hasPrefix("else") {
            let words = branch.split(separator: " ", maxSplits: 1).map(String.init)
            var condition = words.count > 1 ? words[1] : ""
            if words[0] == "else" { condition = condition.hasPrefix("if ") ? String(condition.dropFirst(3)) : "true" }
            switch chainTaken {
            case false?:
                let holds = SassExpression.holds(condition, in: scope)
                result.append((k, holds))
                chainTaken = holds
            case true?: result.append((k, false))
            case nil: result.append((k, nil))
            }
            k += 1
        }
        return result
    }

    // MARK: Reading

    /// One file's `@use`/`@import`s and variables in the order they are written, as Sass runs them; `configured`:
    /// what `@use … with (…)` sets before the file's `!default`s.
    private mutating func evaluate(
        _ rules: CSSRules, path: String, into scope: inout SassScope, configured: [String: SassValue] = [:]
    ) {
        scope.variables.merge(configured) { _, new in new }
        for f in rules.sassFunctions {
            guard let (name, parameters) = SassStylesheet.signature(f.signature) else { continue }
            scope.functions[name] = SassUserFunction(parameters: parameters, returns: f.branches ? nil : f.returns)
        }
        func position(_ at: SourceLocation) -> (Int, Int) { (at.line, at.column) }
        var imports = rules.sassImports[...]
        var decided: [Int: Bool?] = [:]
        for v in rules.sassVariables {
            while let next = imports.first, position(next.at) < position(v.at) {
                load(next, from: path, into: &scope)
                imports.removeFirst()
            }
            if let part = v.branch {
                if decided[part] == nil {
                    var start = part
                    while start > 0, rules.skippedParts[start].sassBranch?.hasPrefix("else") == true { start -= 1 }
                    for (k, holds) in SassStylesheet.chain(rules.skippedParts, from: start, in: scope) {
                        decided[k] = .some(holds)
                    }
                }
                switch decided[part] ?? nil {
                case true?: break
                case false?: continue
                case nil:
                    let branch = rules.skippedParts[part].what
                    assign(v, into: &scope, unread: "it is set in \(branch), whose condition dusk does not compute")
                    continue
                }
            }
            assign(v, into: &scope)
        }
        for item in imports { load(item, from: path, into: &scope) }
    }

    /// `$name: value` (`!default` kept where the name is set), computed in `scope` unless `unread` says why not.
    private mutating func assign(_ v: CSSRules.SassVariable, into scope: inout SassScope, unread: String? = nil) {
        let name = String(v.name.dropFirst())
        var text = v.value
        var isDefault = false
        while let bang = text.lastIndex(of: "!") {
            let flag = String(text[text.index(after: bang)...]).trimmingSpaces.lowercased()
            guard flag == "default" || flag == "global" else { break }
            isDefault = isDefault || flag == "default"
            text = String(text[..<bang]).trimmingSpaces
        }
        if isDefault, let set = scope.variables[name], !SassStylesheet.isNull(set) { return }
        var value = unread.map { SassValue.unread($0) } ?? SassExpression.evaluate(text, in: scope)
        if value.isTooLarge { value = .unread("it holds more than \(SassValue.maximumSize) values") }
        scope.variables[name] = value
        let alias = text.hasPrefix("$") && SassStylesheet.isName(text.dropFirst()) ? String(text.dropFirst()) : nil
        assignments.append(Assignment(name: name, value: value, text: text, at: v.at, aliasOf: alias))
    }

    private static func isNull(_ v: SassValue) -> Bool {
        if case .null = v { return true }
        return false
    }

    private static func isName(_ s: Substring) -> Bool {
        !s.isEmpty
            && s.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0 == "-" || $0 == "_" || ("0"..."9").contains($0)
            }
    }

    /// `@use "colors" as c;`, `@import "variables", "mixins";`, `@forward "palette";`.
    private mutating func load(
        _ item: (keyword: String, prelude: String, at: SourceLocation), from path: String, into scope: inout SassScope
    ) {
        let targets = QuotedStrings.of(item.prelude, until: "(")
        for target in targets where !target.hasPrefix("sass:") {
            let lower = target.lowercased()
            if lower.hasSuffix(".css") || lower.hasPrefix("http:") || lower.hasPrefix("https:")
                || lower.hasPrefix("url(")
            {
                continue
            }
            guard let file = resolve(target, from: path) else {
                if let other = resolve(target, from: path, regular: false) {
                    notes.append(
                        Diagnostic(
                            at: item.at,
                            "`@\(item.keyword) \"\(SafeText.excerpt(target))\"` not read: "
                                + "`\(SafeText.sanitized(Path.lastComponent(other)))` is not a regular file"))
                    continue
                }
                notes.append(
                    Diagnostic(
                        at: item.at,
                        "`@\(item.keyword) \"\(SafeText.excerpt(target))\"` not read: no `\(SafeText.excerpt(target))"
                            + ".scss` or `_\(SafeText.excerpt(Path.lastComponent(target))).scss` beside it (dusk reads "
                            + "a palette's own partials, not a package's); what it sets is not known"))
                continue
            }
            guard visited.insert(fileAccess.canonicalPath(file) ?? file).inserted else { continue }
            guard files.count < SassStylesheet.maximumFiles else {
                notes.append(
                    Diagnostic(at: item.at, "read \(SassStylesheet.maximumFiles) Sass files; the rest are not read"))
                return
            }
            guard let bytes = try? FileReader.read(file, from: fileAccess), let text = try? TextFile(bytes, file: file)
            else {
                notes.append(Diagnostic(file: file, "not read: not a UTF-8 text file dusk could open"))
                continue
            }
            let rules = CSSRules(text)
            files.append(file)
            if item.keyword == "use" {
                var module = SassScope()
                evaluate(rules, path: file, into: &module, configured: configuration(item.prelude, in: scope))
                let namespace = SassStylesheet.namespace(item.prelude, target: target)
                if namespace == "*" {
                    scope.variables.merge(module.variables) { _, new in new }
                } else {
                    scope.modules[namespace] = module.variables
                }
                scope.functions.merge(module.functions) { _, new in new }
            } else {
                evaluate(rules, path: file, into: &scope)
            }
            importedRules = importedRules.map { $0.followed(by: rules) } ?? rules
        }
    }

    /// The partial `target` names: `colors` is `colors.scss`, `_colors.scss` or `colors/_index.scss` beside it.
    private func resolve(_ target: String, from path: String, regular: Bool = true) -> String? {
        let folder = Path.directory(of: target)
        let name = Path.lastComponent(target)
        let stem = name.hasSuffix(".scss") ? String(name.dropLast(5)) : name
        let inFolder = folder == "." ? "" : folder + "/"
        let candidates = [
            inFolder + stem + ".scss", inFolder + "_" + stem + ".scss", target + "/_index.scss", target + "/index.scss",
        ]
        for candidate in candidates {
            let resolved = Path.resolve(candidate, relativeToFileAt: path)
            let entry = fileAccess.entry(at: resolved)
            if regular ? entry == .regular : entry != .missing && entry != .directory { return resolved }
        }
        return nil
    }

    /// Whether `text` writes a hex color (`#fff`), not an interpolation (`#{…}`).
    static func hasHexColor(_ text: String) -> Bool {
        let s = Array(text.utf8)
        return s.indices.contains { i in
            s[i] == UInt8(ascii: "#") && i + 1 < s.count && RGBA.hexDigitValue(s[i + 1]) != nil
        }
    }

    /// `@use "theme" with ($primary: $brand, $radius: 4px)`: each name and its value in the user's variables.
    func configuration(_ prelude: String, in scope: SassScope) -> [String: SassValue] {
        let words = prelude.split(separator: " ", omittingEmptySubsequences: true)
        guard let with = words.firstIndex(of: "with") else { return [:] }
        var rest = words[(with + 1)...].joined(separator: " ").trimmingSpaces
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return [:] }
        rest = String(rest.dropFirst().dropLast())
        var result: [String: SassValue] = [:]
        for part in CSSSelectors.split(rest, at: ",") {
            let pair = part.trimmingSpaces
            guard pair.hasPrefix("$"), let colon = pair.firstIndex(of: ":") else { continue }
            let name = String(pair[pair.index(after: pair.startIndex)..<colon]).trimmingSpaces
            result[name] = SassExpression.evaluate(String(pair[pair.index(after: colon)...]), in: scope)
        }
        return result
    }

    /// `as c` or `as *`, else the file's name without `_` and extension.
    static func namespace(_ prelude: String, target: String) -> String {
        let words = prelude.split(separator: " ")
        if let at = words.firstIndex(of: "as"), at + 1 < words.count {
            return String(words[at + 1]).trimmingCharacters(";")
        }
        var name = Path.lastComponent(target)
        if name.hasPrefix("_") { name.removeFirst() }
        if name.hasSuffix(".scss") { name.removeLast(5) }
        return name
    }

    /// `tint-color($color, $weight: 50%)` → its name and parameters.
    static func signature(_ text: String) -> (String, [(name: String, fallback: String?)])? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open]).trimmingSpaces
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var parameters: [(name: String, fallback: String?)] = []
        for part in CSSSelectors.split(inner, at: ",") {
            let trimmed = part.trimmingSpaces
            guard trimmed.hasPrefix("$") else { continue }
            if let colon = trimmed.firstIndex(of: ":") {
                let fallback = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
                parameters.append(
                    (String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon]).trimmingSpaces, fallback))
            } else {
                parameters.append((String(trimmed.dropFirst()), nil))
            }
        }
        return (name, parameters)
    }
}

extension String {
    fileprivate func trimmingCharacters(_ set: Character) -> String {
        var s = self
        while s.last == set { s.removeLast() }
        return s
    }
}

extension SassStylesheet {
    /// The palette's Sass colors: each variable's last value, a map's colors as `map.key` (a list's as
    /// `name.1`, counted from 1 as Sass counts), `$link: $brand` kept a link to `brand`; a variable that holds a
    /// color dusk did not compute is counted in a note. Names in `taken` (the sheet's custom properties) are the
    /// properties'.
    func palette(taken: Set<String>) -> (entries: [ThemeDocument.ColorEntry], notes: [Diagnostic]) {
        var last: [String: Int] = [:]
        var order: [String] = []
        for (i, a) in assignments.enumerated() {
            if last[a.name] == nil { order.append(a.name) }
            last[a.name] = i
        }
        var entries: [ThemeDocument.ColorEntry] = []
        var notes: [Diagnostic] = []
        var colors: [String: RGBA] = [:]
        var colorish: Set<String> = []
        var budget = ThemeDocument.maximumColors
        func add(_ name: String, _ value: SassValue, _ a: Assignment) {
            budget -= 1
            guard budget >= 0 else {
                if budget == -1 {
                    notes.append(
                        Diagnostic(
                            at: a.at, "stopped after \(ThemeDocument.maximumColors) values: the rest are not read"))
                }
                return
            }
            switch value {
            case .color(let c):
                guard !taken.contains(name) else { return }
                if let problem = ColorName.problem(with: name) {
                    notes.append(.unreadColor("$" + name, at: a.at, problem))
                    return
                }
                var variant = VariantValue(.literal(c.rgba), at: a.at)
                if let target = a.aliasOf, colors[target] == c.rgba, target != name {
                    variant = VariantValue(.alias(target), at: a.at)
                }
                colors[name] = c.rgba
                entries.append(
                    ThemeDocument.ColorEntry(
                        name: name, location: a.at, color: DynamicColor(variants: [.light: variant]), isPartial: false))
            case .map(let members):
                colorish.insert(name)
                for m in members { add(name + "." + m.key, m.value, a) }
            case .list(let items) where items.contains(where: { $0.color != nil }):
                colorish.insert(name)
                for (i, item) in items.enumerated() { add(name + ".\(i + 1)", item, a) }
            case .unread(let why):
                let lower = a.text.lowercased()
                // A gradient, a `calc()` or a `var()` is no color of a palette, whatever colors it holds.
                guard !SassStylesheet.otherValues.contains(where: { lower.hasPrefix($0) }) else { return }
                let looksLikeColor =
                    SassStylesheet.hasHexColor(lower) || SassStylesheet.colorFunctions.contains { lower.contains($0) }
                    || scope.functions.keys.contains { lower.contains($0.lowercased() + "(") }
                    || CSSValues.names(after: "$", in: a.text).contains { colorish.contains($0) || colors[$0] != nil }
                guard looksLikeColor else { return }
                colorish.insert(name)
                notes.append(.unreadColor("$" + name, at: a.at, why))
            default: break
            }
        }
        for name in order {
            guard let i = last[name] else { continue }
            add(name, assignments[i].value, assignments[i])
        }
        return (entries, notes)
    }
}
