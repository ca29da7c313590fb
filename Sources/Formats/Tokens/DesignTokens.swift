import ColorScience
import Platform
import Syntax
import ThemeModel

/// Reads W3C design tokens (DTCG): color tokens anywhere in the group tree,
/// named by their dotted path (`color.bg.primary`), with `$type` inherited
/// from groups. Values: hex strings, the 2025 object form (`colorSpace`,
/// `components`, `alpha`, `hex`), aliases `{group.token}` and `{"$ref": "#/group/token"}`.
/// Light and dark come from Terrazzo's `$extensions.mode`, or from a
/// `*.resolver.json` whose modifier contexts name token files per mode.
enum DesignTokensReader {
    /// Tokens in first-seen order, with an index by name so merging stays linear.
    /// Math on a color waiting for every file: the token and appearance, the value it was written on (a literal or
    /// a reference), and the modifier with its amount as written (a number, math, or a `{reference}` to one).
    struct PendingModifier {
        var name: String
        var traits: Traits
        var value: VariantValue
        var kind: ColorModifier.Kind
        var amount: String
        var space: String
        /// `mix`'s other color, a literal or a reference.
        var other: VariantValue?
        var mode: String
    }

    struct Tokens {
        typealias Token = (
            name: String, variants: [Traits: VariantValue], location: SourceLocation, hints: ColorHints?
        )
        var list: [Token] = []
        var index: [String: Int] = [:]
        /// Tokens a later file gave again in an appearance an earlier one had given (name, first place, later).
        var redefined: [(name: String, first: SourceLocation, again: SourceLocation)] = []
        /// Set once the color limit was reached (reported once).
        var overLimit = false
        /// Untyped tokens whose value is only an alias: colors if what they reach is one.
        var untypedAliases: Set<String> = []
        /// Every token seen, of any type: an alias to none of them points outside the file.
        var allNames: Set<String> = []
        /// The names dusk's own token export carries (`"$extensions": {"dusk": {"name": "brandPlum"}}`), by path.
        var exportedNames: [String: String] = [:]
        /// `$extends` of groups: (group, the group it extends, where).
        var extends: [(group: String, base: String, location: SourceLocation)] = []
        /// Every group path seen (`color`, `color.bg`): what `$extends` may name.
        var groups: Set<String> = []
        var deprecated: [(name: String, location: SourceLocation)] = []
        /// `$extensions` modes that are not appearances and were not chosen: noted once each, with a count.
        var skippedModes: [(mode: String, count: Int, location: SourceLocation)] = []
        /// Untyped tokens under `color` whose value is no color dusk reads: skipped, noted, and so are the aliases
        /// that reach them.
        var unreadColors: [(name: String, text: String, location: SourceLocation)] = []
        var unreadColorNames: Set<String> = []
        /// Color tokens whose value is in error, with where the error is (`ThemeDocument.failed`).
        var failed: [String: SourceLocation] = [:]
        /// Color tokens under a name the format forbids (`.`, `{`, `}`), by file: skipped, noted once per file.
        var badlyNamed: [(names: [String], location: SourceLocation)] = []
        /// Gradients and shadows written as color tokens: skipped, noted once per kind.
        var composites: [(name: String, what: String, location: SourceLocation)] = []
        var compositeNames: Set<String> = []
        /// Math on a color that needs the other tokens first (Primer's `alpha` on a reference, Tokens Studio's
        /// modifiers and `rgba({ref}, a)`): applied once every file is read, in each appearance to the color the
        /// reference reaches there.
        var pendingModifiers: [PendingModifier] = []
        /// Those whose reference (or amount) reached nothing: noted once.
        var modifierFailures: [(name: String, mode: String, location: SourceLocation)] = []
        /// Number tokens (opacities, amounts) as written, for the amounts that refer to them.
        var numbers: [String: String] = [:]
        /// Tokens of another type (a font weight, a dimension): a color that aliases one is no color.
        var otherNames: Set<String> = []
        /// Vendor extensions with mode-like keys that dusk does not read, noted once each.
        var unreadExtensions: Set<String> = []
        /// Modes seen in `$extensions`, for --list-modes.
        var modes: [ThemeMode] = []
        /// `--mode`: an `$extensions` mode to show although it is not an appearance.
        var selectedMode: String?

        /// A number token's value, its math done (`{opacity.low}` in an amount); nil when it is none.
        func number(_ name: String, depth: Int = 0) -> Double? {
            guard depth < 16, let text = numbers[name] else { return nil }
            return TokenMath.evaluate(text) { number($0, depth: depth + 1) }
        }

        /// Each pending modifier, where the token still has the value it was written on: in every appearance
        /// that takes that value (dark elevated takes dark's), the color its reference reaches there, modified.
        mutating func applyPendingModifiers() {
            // The number tokens as read: amounts refer to them.
            let read = self
            for p in pendingModifiers {
                guard let i = index[p.name], list[i].variants[p.traits] == p.value else { continue }
                let color = DynamicColor(variants: list[i].variants)
                let takers = Traits.all.filter { color.variant(for: $0)?.value == p.value }
                func reached(_ v: VariantValue?, _ t: Traits) -> RGBA? {
                    switch v?.value {
                    case .literal(let c)?: return c
                    case .alias(let target)?: return literal(target, t)
                    default: return nil
                    }
                }
                let amount = TokenMath.evaluate(p.amount) { read.number($0) }
                let modified = takers.map { t -> RGBA? in
                    guard let amount, let base = reached(p.value, t) else { return nil }
                    var other: RGBA?
                    if p.other != nil {
                        guard let o = reached(p.other, t) else { return nil }
                        other = o
                    }
                    return ColorModifier(p.kind, amount: amount, space: p.space, other: other).applied(to: base).color
                }
                guard !modified.contains(where: { $0 == nil }) else {
                    modifierFailures.append((p.name, p.mode, p.value.location ?? list[i].location))
                    continue
                }
                for (t, c) in zip(takers, modified) {
                    list[i].variants[t] = VariantValue(.literal(c!), at: p.value.location)
                }
            }
        }

        /// The literal color `name` reaches under `traits`, following aliases.
        func literal(_ name: String, _ traits: Traits) -> RGBA? {
            var current = name
            for _ in 0..<JSONParser.maximumDepth {
                guard let i = index[current] else { return nil }
                switch DynamicColor(variants: list[i].variants).value(for: traits) {
                case .literal(let c)?: return c
                case .alias(let next)?: current = next
                default: return nil
                }
            }
            return nil
        }

        /// Adds a token, or lays its variants over an earlier token of the same name (whose place it takes when it
        /// gives the light value); one that another file already gave in the same appearance is counted.
        mutating func merge(_ token: Token) {
            if let i = index[token.name] {
                if token.location.file != list[i].location.file,
                    token.variants.keys.contains(where: { list[i].variants[$0] != nil })
                {
                    redefined.append((token.name, list[i].location, token.location))
                }
                if token.variants[.light] != nil { list[i].location = token.location }
                list[i].variants.merge(token.variants) { _, new in new }
                if list[i].hints == nil { list[i].hints = token.hints }
            } else {
                index[token.name] = list.count
                list.append(token)
            }
        }

        /// After every file: groups get the tokens of the groups they extend
        /// (their own tokens win), and untyped aliases that reach no color are dropped.
        mutating func finish(diagnostics: inout [Diagnostic], notes: inout [Diagnostic]) {
            resolveExtends(diagnostics: &diagnostics)
            resolveSetReferences(notes: &notes)
            resolveCompanionReferences()
            applyPendingModifiers()
            if !untypedAliases.isEmpty {
                let dropped = untypedAliasesReachingNoColor()
                let droppedTokens = list.filter { dropped.contains($0.name) }
                let ends = aliasEnds(droppedTokens.map(\.name))
                let outside = droppedTokens.compactMap { t -> (token: Token, target: String)? in
                    if case .outside(let target)? = ends[t.name] { return (t, target) }
                    return nil
                }
                let toUnread = droppedTokens.filter { t in
                    if case .token(let end)? = ends[t.name] { return unreadColorNames.contains(end) }
                    return false
                }
                if let first = toUnread.first {
                    notes.append(
                        Diagnostic.skipped(
                            toUnread.map(\.name), ("token", "tokens"),
                            why: "aliases to color tokens dusk could not read (see the note on them)",
                            at: first.location))
                }
                let cycles = droppedTokens.filter { ends[$0.name] == .cycle }
                if let first = cycles.first {
                    notes.append(
                        Diagnostic.skipped(
                            cycles.map(\.name), ("token", "tokens"),
                            why: "their aliases go round in a cycle and reach no color", at: first.location))
                }
                if let first = outside.first {
                    notes.append(
                        Diagnostic.skipped(
                            outside.map(\.token.name), ("token", "tokens"),
                            why: "aliases to tokens not in what was read (`{\(SafeText.excerpt(first.target))}`); "
                                + "open the folder that holds them all, or the resolver that reads them together",
                            at: first.token.location))
                }
                if !dropped.isEmpty {
                    list.removeAll { dropped.contains($0.name) }
                    index = [:]
                    for (i, t) in list.enumerated() { index[t.name] = i }
                }
            }
            dropAliasesToNonColors(notes: &notes)
            if let first = unreadColors.first {
                notes.append(
                    Diagnostic.skipped(
                        unreadColors.map(\.name), ("color token", "color tokens"),
                        why: "they are filed under `color` but their values are no color dusk reads "
                            + "(`\(SafeText.excerpt(first.text))`); write them as CSS colors (#0055AA)",
                        at: first.location))
            }
            mergeModeGroups(notes: &notes)
            for bad in badlyNamed {
                notes.append(
                    Diagnostic.skipped(
                        bad.names, ("color token", "color tokens"),
                        why: "a token or group name cannot contain `.`, `{` or `}` (the DTCG naming rule), so no "
                            + "alias can reach them; the rest of the file is read", at: bad.location))
            }
            let nones = composites.filter { $0.what == "none" }
            if let first = nones.first {
                notes.append(
                    Diagnostic.skipped(
                        nones.map(\.name), ("color token", "color tokens"),
                        why: "their value is `none`: they draw no color", at: first.location))
            }
            for what in ["gradient", "shadow", "border"] {
                let some = composites.filter { $0.what == what }
                guard let first = some.first else { continue }
                notes.append(
                    Diagnostic(
                        at: first.location,
                        """
                        \(some.count) \(what)\(some.count == 1 ? "" : "s") among the color tokens \
                        skipped (`\(SafeText.sanitized(first.name))` first): a \(what) is not one color
                        """
                    ))
            }
            if let first = skippedModes.first {
                let list = skippedModes.prefix(8).map { "`\(SafeText.sanitized($0.mode))` (\($0.count))" }.joined(
                    separator: ", ")
                notes.append(
                    Diagnostic(
                        at: first.location,
                        """
                        modes that are not an appearance, not shown: \
                        \(list)\(skippedModes.count > 8 ? " and \(skippedModes.count - 8) more" : ""); show one \
                        with --mode NAME (`dusk colors FILE --list-modes`)
                        """
                    ))
            }
            if let first = modifierFailures.first {
                notes.append(
                    Diagnostic(
                        at: first.location,
                        """
                        \(modifierFailures.count) color\(modifierFailures.count == 1 ? "" : "s") computed from a \
                        reference (an alpha, a Tokens Studio modifier) whose color or amount these files do not \
                        give (`\(SafeText.sanitized(first.name))` in \(SafeText.sanitized(first.mode)) first): \
                        shown unmodified
                        """
                    ))
            }
            if let first = deprecated.first {
                notes.append(
                    Diagnostic(
                        at: first.location,
                        """
                        \(deprecated.count) deprecated color token\(deprecated.count == 1 ? "" : "s") kept \
                        (`$deprecated`), `\(SafeText.sanitized(first.name))` first
                        """
                    ))
            }
        }
    }

    static func document(
        bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let root = try JSONParser.parse(bytes, file: path)
        return document(root: root, path: path, diagnostics: &diagnostics, notes: &notes)
    }

    static func document(
        root: JSONNode, path: String, mode: String? = nil, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> ThemeDocument {
        var tokens = Tokens()
        tokens.selectedMode = mode
        collect(root, defaultTraits: .light, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        tokens.finish(diagnostics: &diagnostics, notes: &notes)
        return makeDocument(tokens, path: path)
    }

    static func makeDocument(_ tokens: Tokens, path: String) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        var stem = Path.stem(path)
        for suffix in [".tokens", ".resolver"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        doc.name = stem
        doc.modes = tokens.modes
        doc.failed = tokens.failed.filter { tokens.index[$0.key] == nil }
        doc.writtenNames = Set(doc.failed.keys)
        // Read dusk's own export back under the names it was written from, aliases too, where no other token
        // of the file has the name already.
        var renamed: [String: String] = [:]
        var taken = Set(tokens.list.map(\.name))
        for t in tokens.list {
            guard let own = tokens.exportedNames[t.name], own != t.name, taken.insert(own).inserted else { continue }
            renamed[t.name] = own
        }
        for t in tokens.list {
            var variants = t.variants
            if !renamed.isEmpty {
                for (traits, v) in variants {
                    if case .alias(let target) = v.value, let own = renamed[target] {
                        variants[traits] = VariantValue(.alias(own), at: v.location)
                    }
                }
            }
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: renamed[t.name] ?? t.name, location: t.location, color: DynamicColor(variants: variants),
                    isPartial: t.variants[.light] == nil, hints: t.hints))
        }
        return doc
    }

    /// What a token says of its use besides its name: Figma's scopes (`$extensions["com.figma.scopes"]`, or
    /// `com.figma` → `scopes` as plugins write it) and its `$description`. Nil when it says nothing.
    static func hints(_ node: JSONNode) -> ColorHints? {
        let extensions = JSONNode.member(node, "$extensions")
        let scopes =
            JSONNode.member(extensions, "com.figma.scopes")
            ?? JSONNode.member(JSONNode.member(extensions, "com.figma"), "scopes")
        var list: [String] = []
        if case .array(let items)? = scopes?.value { list = items.compactMap(\.stringValue) }
        let description = (JSONNode.member(node, "$description") ?? JSONNode.member(node, "description"))?.stringValue
        guard !list.isEmpty || description != nil else { return nil }
        return ColorHints(scopes: list, description: description)
    }

    /// Vendor extensions that carry values per mode: Terrazzo's `mode` and Primer's overrides.
    static let modeExtensions = ["mode", "org.primer.overrides"]

    /// A node still to walk: where it is, and the `$type` it inherits.
    typealias PendingNode = (node: JSONNode, path: [String], type: String?)

    /// Walks the tree iteratively; adds each color token's value at `defaultTraits` (and its modes).
    static func collect(
        _ root: JSONNode, defaultTraits: Traits, into tokens: inout Tokens,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) {
        var stack: [PendingNode] = [(root, [], nil)]
        while let (node, path, inheritedType) = stack.popLast() {
            guard let members = node.objectMembers else { continue }
            let type = members.first { $0.key == "$type" || $0.key == "type" }?.value.stringValue ?? inheritedType
            if let valueNode = members.first(where: { $0.key == "$value" || $0.key == "value" })?.value {
                // Untyped tokens count when their value is unmistakably a color (or an alias to one).
                let name = path.joined(separator: ".")
                // Numbers are kept for the color math that refers to them (an opacity in `rgba({c}, {o})`).
                if case .number(let n) = valueNode.value {
                    tokens.numbers[name] = "\(n)"
                } else if type != "color", type != nil, let text = valueNode.stringValue {
                    tokens.numbers[name] = text
                }
                if type != "color", type != nil { tokens.otherNames.insert(name) }
                guard type == "color" || type == nil else { continue }
                guard !name.isEmpty else { continue }
                var token = TokenReading(
                    name: name, path: path, node: node, members: members, typed: type == "color",
                    defaultTraits: defaultTraits)
                token.read(valueNode, into: &tokens)
                diagnostics += token.diagnostics
                notes += token.notes
                continue
            }
            readGroup(node, path: path, into: &tokens, diagnostics: &diagnostics)
            pushChildren(of: members, path: path, type: type, onto: &stack, tokens: &tokens)
        }
    }

    /// A group's own keys: its path, which `$extends` may name, and its `$extends`.
    static func readGroup(
        _ node: JSONNode, path: [String], into tokens: inout Tokens, diagnostics: inout [Diagnostic]
    ) {
        if !path.isEmpty { tokens.groups.insert(path.joined(separator: ".")) }
        guard let base = JSONNode.member(node, "$extends") else { return }
        if let target = reference(base) {
            tokens.extends.append((path.joined(separator: "."), target, base.location))
        } else {
            diagnostics.append(
                Diagnostic(
                    at: base.location,
                    "`$extends` must name a group like \"{button}\", found \(base.kindDescriptionWithValue)"))
        }
    }

    /// A group: children in file order (pushed reversed onto the stack); `$root` is the group's own token.
    /// Color tokens under a name the format forbids are recorded in `badlyNamed`, not walked.
    static func pushChildren(
        of members: [JSONMember], path: [String], type: String?, onto stack: inout [PendingNode],
        tokens: inout Tokens
    ) {
        for m in members.reversed() {
            if m.key == "$root" {
                stack.append((m.value, path, type))
                continue
            }
            // `$`-keys are the format's own; `extensions` is what older tools (Figma plugins) wrote for
            // `$extensions`, vendor data, not a group.
            if m.key.hasPrefix("$") || m.key == "extensions" { continue }
            if m.key.contains(".") || m.key.contains("{") || m.key.contains("}") {
                let names = colorTokens(in: m.value, at: path + [m.key], type: type)
                guard !names.isEmpty else { continue }
                if let last = tokens.badlyNamed.last, last.location.file == m.keyLocation.file {
                    // Members are walked last first: the note points at the first in the file.
                    tokens.badlyNamed[tokens.badlyNamed.count - 1] = (names + last.names, m.keyLocation)
                } else {
                    tokens.badlyNamed.append((names, m.keyLocation))
                }
                continue
            }
            stack.append((m.value, path + [m.key], type))
        }
    }

    /// The color tokens in `node` and below, by path: typed as colors, or untyped with a color for a value.
    static func colorTokens(in node: JSONNode, at path: [String], type: String?) -> [String] {
        var found: [String] = []
        var stack: [(node: JSONNode, path: [String], type: String?)] = [(node, path, type)]
        while let (node, path, inheritedType) = stack.popLast() {
            guard let members = node.objectMembers else { continue }
            let type = members.first { $0.key == "$type" || $0.key == "type" }?.value.stringValue ?? inheritedType
            if let valueNode = members.first(where: { $0.key == "$value" || $0.key == "value" })?.value {
                var scratch: [Diagnostic] = []
                if type == "color" || (type == nil && value(valueNode, diagnostics: &scratch) != nil) {
                    found.append(path.joined(separator: "."))
                }
                continue
            }
            for m in members.reversed() where !m.key.hasPrefix("$") { stack.append((m.value, path + [m.key], type)) }
        }
        return found
    }

    /// `{group.token}` or `{"$ref": "#/group/token"}` as a dotted name (`$root` and a final `$value` dropped).
    static func reference(_ node: JSONNode) -> String? {
        if let s = node.stringValue?.trimmingSpaces, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2,
            !s.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" })
        {
            // `{ color.accent }`: Style Dictionary trims the spaces inside the braces, and so does dusk.
            return normalized(String(s.dropFirst().dropLast()).trimmingSpaces.split(separator: ".").map(String.init))
        }
        if let ref = JSONNode.member(node, "$ref")?.stringValue {
            let pointer =
                ref.hasPrefix("#/") ? String(ref.dropFirst(2)) : ref.hasPrefix("#") ? String(ref.dropFirst()) : ref
            // JSON Pointer escapes: ~1 is "/", ~0 is "~".
            let parts = pointer.split(separator: "/").map { String($0).replacingAll("~1", "/").replacingAll("~0", "~") }
            return normalized(parts)
        }
        return nil
    }

    static func normalized(_ parts: [String]) -> String {
        var parts = parts
        if parts.last == "$value" { parts.removeLast() }
        // Style Dictionary 3 writes references to the value itself: `{color.base.red.value}`.
        if parts.count > 1, parts.last == "value" { parts.removeLast() }
        if parts.last == "$root" { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    /// The appearance a mode or context name means (`light`, `dark`, `light_ax`,
    /// `darkHighContrast`, `Dark High Contrast`), or nil when it says anything
    /// else too (`dark-dimmed`, `light-tritanopia`, `brand-a`): those are other modes.
    static func modeTraits(_ name: String, base: Traits) -> Traits? {
        modeTraits(name, base: base, strict: true)
    }

    /// Where a mode chosen with `--mode` shows: `dark-dimmed` as dark,
    /// `light-tritanopia` as light, `acme` (a brand) in every appearance (light, the fallback).
    static func chosenModeTraits(_ name: String) -> Traits {
        modeTraits(name, base: .light, strict: false) ?? .light
    }

    static func modeTraits(_ name: String, base: Traits, strict: Bool) -> Traits? {
        let words = ModeWords(name)
        if strict, words.saysMore { return nil }
        guard let style = words.style else {
            return strict ? nil : Traits(.light, base.level, words.high ? .high : base.contrast)
        }
        return Traits(style, words.elevated ? .elevated : base.level, words.high ? .high : base.contrast)
    }

    /// What a value of lengths and a color is: a shadow (`0 0 0 2px {color.white}`, `inset 0 1px #0003, ...`)
    /// or a border (`1px solid #ccc`); nil for anything else.
    static func composite(_ text: String) -> String? {
        var words: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            let c = text[i]
            if c == "(" || c == "{" { depth += 1 }
            if c == ")" || c == "}" { depth -= 1 }
            if depth == 0, c == " " || c == "," {
                if start < i { words.append(text[start..<i]) }
                start = text.index(after: i)
            }
        }
        if start < text.endIndex { words.append(text[start...]) }
        guard words.count >= 3, let first = words.first(where: { $0 != "inset" }) else { return nil }
        let magnitude = first.drop { $0 == "-" || $0 == "+" }
        let number = magnitude.prefix { $0.isNumber || $0 == "." }
        let unit = magnitude.dropFirst(number.count)
        guard !number.isEmpty, ["", "px", "rem", "em", "pt", "dp"].contains(String(unit)) else { return nil }
        let borderStyles: Set<Substring> = [
            "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset",
        ]
        return words.count == 3 && borderStyles.contains(words[1]) ? "border" : "shadow"
    }

    /// One color value.
    static func value(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> VariantValue? {
        switch node.value {
        case .string(let s):
            return stringValue(s, of: node, diagnostics: &diagnostics)
        case .object:
            return objectValue(node, diagnostics: &diagnostics)
        default:
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    a color token's value must be a hex string, an alias or a color object, found \
                    \(node.kindDescription)
                    """
                ))
            return nil
        }
    }

    /// A string value: an alias (`{group.token}`) or a CSS color; a gradient, a shadow or a border is noted as
    /// not one color.
    static func stringValue(_ s: String, of node: JSONNode, diagnostics: inout [Diagnostic]) -> VariantValue? {
        let text = s.trimmingSpaces
        if text.hasPrefix("{"), text.hasSuffix("}"), let target = reference(node) {
            return VariantValue(.alias(target), at: node.location)
        }
        if ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-linear-gradient("].contains(
            where: { text.lowercased().hasPrefix($0) })
        {
            // Tokens Studio keeps gradients among its color tokens: not one color.
            var note = Diagnostic(at: node.location, "a gradient is not one color; skipped")
            note.kind = .notOneColor("gradient")
            diagnostics.append(note)
            return nil
        }
        if text.lowercased() == "none" {
            // A design system's "no color here" (a border or a fill turned off): nothing drawn, not an error.
            var note = Diagnostic(at: node.location, "`none` is no color; skipped")
            note.kind = .notOneColor("none")
            diagnostics.append(note)
            return nil
        }
        if let what = composite(text) {
            // Style Dictionary component files type a box shadow or a border as a color: lengths and a color.
            var note = Diagnostic(at: node.location, "a \(what) is not one color; skipped")
            note.kind = .notOneColor(what)
            diagnostics.append(note)
            return nil
        }
        if let problem = ColorValueProblem.unbalancedBraces(s) {
            diagnostics.append(
                Diagnostic(
                    at: node.location(ofScalar: problem.offset),
                    "bad color token value \"\(SafeText.excerpt(s))\": \(problem.reason)"))
            return nil
        }
        if text.contains("{") {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    bad color token value \"\(SafeText.excerpt(s))\": a reference inside a color function is \
                    math dusk does not do; write the color, or alias the whole value like {color.base.blue}
                    """
                ))
            return nil
        }
        switch CSSColor.parse(s) {
        case .success(let parsed):
            if parsed.clipped { diagnostics.append(CSSColor.clippedNote(parsed, text: text, at: node.location)) }
            return VariantValue(.literal(parsed.color), at: node.location)
        case .failure(let failure):
            let problem = ColorValueProblem.of(
                s, failure,
                expected: """
                    expected a CSS color (#RRGGBB, rgba(), hsl(), oklch(), a named color) or an alias like \
                    {color.base.blue}
                    """)
            diagnostics.append(
                Diagnostic(
                    at: node.location(ofScalar: problem.offset),
                    "bad color token value \"\(SafeText.excerpt(s))\": \(problem.reason)"))
            return nil
        }
    }

    /// The 2025 object form (`colorSpace`, `components`, `alpha`, `hex`), or `{"$ref": "#/group/token"}`.
    static func objectValue(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> VariantValue? {
        if JSONNode.member(node, "$ref") != nil, let target = reference(node) {
            return VariantValue(.alias(target), at: node.location)
        }
        if let rgb = channelObject(node) { return VariantValue(.literal(rgb), at: node.location) }
        let space = JSONNode.member(node, "colorSpace")?.stringValue ?? ""
        guard let alpha = objectAlpha(node, diagnostics: &diagnostics),
            let components = objectComponents(node, diagnostics: &diagnostics)
        else { return nil }
        if components.count == 3, ColorSpaceConversion.known.contains(space) {
            return convertedValue(node, space: space, components: components, alpha: alpha, diagnostics: &diagnostics)
        }
        // Other spaces: the optional `hex` fallback the format provides for exactly this.
        if let hex = JSONNode.member(node, "hex")?.stringValue, let c = RGBA(hex: hex) {
            return VariantValue(.literal(c.withAlpha(RGBA.clampByte(alpha * 255))), at: node.location)
        }
        if components.count != 3 {
            diagnostics.append(
                Diagnostic(
                    at: node.location, "a color object needs `components` with 3 numbers, found \(components.count)"
                ))
            return nil
        }
        let hint =
            Suggestion.nearest(to: space, in: ColorSpaceConversion.known).map { "; did you mean \($0)?" } ?? ""
        diagnostics.append(
            Diagnostic(
                at: node.location,
                """
                color space `\(SafeText.sanitized(space))` is not one of \
                \(ColorSpaceConversion.known.joined(separator: ", ")) and the token has no `hex` \
                fallback\(hint)
                """
            ))
        return nil
    }

    /// Style Dictionary's own example color object, `{ "r": 0, "g": 128, "b": 255 }` (and `"a"` from 0 to 1), as
    /// its transforms read it (tinycolor2: channels 0-255); nil for any other object.
    static func channelObject(_ node: JSONNode) -> RGBA? {
        guard let members = node.objectMembers, Set(members.map(\.key)).isSubset(of: ["r", "g", "b", "a"]) else {
            return nil
        }
        func channel(_ key: String, _ range: ClosedRange<Double>) -> Double? {
            guard case .number(let v)? = JSONNode.member(node, key)?.value, v.isFinite, range.contains(v) else {
                return nil
            }
            return v
        }
        guard let r = channel("r", 0...255), let g = channel("g", 0...255), let b = channel("b", 0...255) else {
            return nil
        }
        let a = JSONNode.member(node, "a") == nil ? 1 : channel("a", 0...1)
        guard let a else { return nil }
        return RGBA(RGBA.clampByte(r), RGBA.clampByte(g), RGBA.clampByte(b), RGBA.clampByte(a * 255))
    }

    /// A color object's `alpha` (1 when it has none); nil, with the error said, when it is no number from 0 to 1.
    static func objectAlpha(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> Double? {
        guard let a = JSONNode.member(node, "alpha") else { return 1 }
        guard case .number(let v) = a.value, v.isFinite, (0...1).contains(v) else {
            diagnostics.append(
                Diagnostic(at: a.location, "`alpha` must be a number from 0 to 1, found \(a.kindDescriptionWithValue)")
            )
            return nil
        }
        return v
    }

    /// A color object's `components` (none when it has none); nil, with the error said, when one is no number.
    static func objectComponents(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> [Double]? {
        guard let list = JSONNode.member(node, "components") else { return [] }
        guard case .array(let items) = list.value else {
            diagnostics.append(
                Diagnostic(at: list.location, "`components` must be an array of numbers, found \(list.kindDescription)")
            )
            return nil
        }
        var components: [Double] = []
        for item in items {
            // "none" is CSS Color 4's missing component: it counts as 0.
            if case .string("none") = item.value {
                components.append(0)
                continue
            }
            guard case .number(let v) = item.value, v.isFinite else {
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        """
                        a color component must be a number (or \"none\"), found \
                        \(item.kindDescriptionWithValue)
                        """
                    ))
                return nil
            }
            components.append(v)
        }
        return components
    }

    /// Three components in a space dusk converts, as sRGB; a color outside sRGB is clipped, and noted.
    static func convertedValue(
        _ node: JSONNode, space: String, components: [Double], alpha: Double, diagnostics: inout [Diagnostic]
    ) -> VariantValue? {
        let r = ColorSpaceConversion.from(space: space, components, alpha: alpha)
        guard !r.overflowed else {
            diagnostics.append(
                Diagnostic(at: node.location, "the \(space) color: \(ColorSpaceConversion.overflowReason)"))
            return nil
        }
        // A clip to exactly the token's own `hex` fallback is the sRGB value its author chose: a note, not a
        // finding.
        let fallback = JSONNode.member(node, "hex")?.stringValue.flatMap { RGBA(hex: $0) }
        if r.clipped {
            let parsed = CSSColor.Parsed(color: r.color, clipped: true, form: space, nearest: r.nearest)
            var note = CSSColor.clippedNote(parsed, text: "the \(space) color", at: node.location)
            if fallback?.opaque == r.color.opaque {
                note.kind = .clippedToFallback
                note.message += ", its own `hex` fallback"
            }
            diagnostics.append(note)
        }
        return VariantValue(.literal(r.color), at: node.location)
    }

}

extension PaletteFormat {
    /// DTCG files, Figma variables (one file per mode), Tokens Studio sets, Style Dictionary trees.
    static let designTokens = PaletteFormat(
        name: "design tokens", files: "design tokens (*.tokens.json)",
        contentRule: """
            design tokens (DTCG, Figma variables, Tokens Studio sets, Style Dictionary) have tokens with \
            "$value" or "value"
            """,
        claimsName: { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") },
        claimsContent: PaletteFormats.containsTokenValue,
        pointsToResolver: true,
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                // Tokens Studio's single file named like DTCG is read as the plugin reads it: sets and themes.
                if TokensStudioReader.isSingleFile(request.content) {
                    return try TokensStudioReader.document(
                        root: request.content, path: request.path, mode: request.mode,
                        fileAccess: request.fileAccess, diagnostics: &diagnostics, notes: &notes)
                }
                return try FigmaModes.document(
                    root: request.content, path: request.path, mode: request.mode, fileAccess: request.fileAccess,
                    diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
