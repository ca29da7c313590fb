import ColorScience
import Formats
import Syntax
import ThemeModel

/// Declarations added to the rules a CSS file already has: a value for appearances that showed another
/// declaration's (dark, of a property only `:root` declares) goes into the rule that selects exactly those
/// appearances, after its own declarations, indented like them, in the notation of the value it takes the place
/// of. Every rule of those appearances gets it (`.dark` and `@media (prefers-color-scheme: dark) { :root }`
/// both, when a file has both), the last of each selector written twice; a rule that would not win over that
/// declaration (it comes first, or ranks lower) is no place for it.
struct Additions {
    let rules: CSSRules?
    let positions: TextPosition
    let file: String
    let theme: Theme
    let asked: [ColorEdit.Key: RGBA]
    /// The declarations to add to each rule (by index), each after the declaration it derives from in the file.
    private var queued: [Int: [(order: Int, text: String)]] = [:]
    /// New values placed, by color: added to a rule, or shown by a value added for more appearances.
    private var placed: [String: [ColorEdit]] = [:]
    private var notes: [String] = []
    private var kept: [ColorEdit] = []

    init(rules: CSSRules?, positions: TextPosition, file: String, theme: Theme, asked: [ColorEdit.Key: RGBA]) {
        self.rules = rules
        self.positions = positions
        self.file = file
        self.theme = theme
        self.asked = asked
    }

    /// Adds `edit`, a value of appearances that show another declaration's; nil when placed, else why not.
    mutating func add(_ edit: ColorEdit) -> String? {
        let changed = Set(theme.variantsChanged(by: edit))
        let general = placed[edit.name, default: []].contains { other in
            other.color == edit.color && changed.isSubset(of: theme.variantsChanged(by: other))
        }
        guard !general else {
            placed[edit.name, default: []].append(edit)
            return nil
        }
        guard let location = theme[edit.name]?.color.variants[edit.variant]?.location, location.file == file,
            let served = declaration(at: location)
        else { return "dusk does not know which declaration it shows now" }
        let targets: [Int]
        switch self.targets(changed, over: served) {
        case .success(let found): targets = found
        case .failure(let why): return why.reason(edit.variant)
        }
        guard let old = value(of: served), let new = CSSColorNotation.written(edit.color, like: old) else {
            return "the value it shows now is bare channels, which hold no alpha"
        }
        queue(served, new.text, into: targets)
        if let note = CSSEdits.note(new, old, edit, served.name) { notes.append(note) }
        placed[edit.name, default: []].append(edit)
        return nil
    }

    /// Nil when `edit`'s new value in the declaration at `location` changes only what is asked: every other
    /// appearance it serves is asked the same color, has a value of its own added, or keeps its color in the rule
    /// of its appearances (the dark value a `:root` declaration served, when light alone changes). Else why not.
    mutating func keepServed(by edit: ColorEdit, old location: SourceLocation) -> String? {
        var unasked: [Traits] = []
        for t in theme.variantsChanged(by: edit) where t != edit.variant {
            let after =
                placed[edit.name, default: []].filter { theme.variantsChanged(by: $0).contains(t) }
                .min { theme.variantsChanged(by: $0).count < theme.variantsChanged(by: $1).count }?.color ?? edit.color
            if let wanted = asked[ColorEdit.Key(name: edit.name, variant: t)] {
                // An elevated or high-contrast value the file has no rule of its own for goes to the overlay,
                // whose value wins there: it does not keep this one out of the file.
                if wanted != after, !goesToOverlay(t, served: location) { return Self.serves(t) }
            } else if after != current(edit.name, t) {
                unasked.append(t)
            }
        }
        guard !unasked.isEmpty else { return nil }
        // Each appearance of those that falls back to none of the others keeps its color for them all.
        let roots = unasked.filter { t in !unasked.contains { $0 != t && t.fallbackChain.contains($0) } }
        var keeping: [(targets: [Int], value: String, edit: ColorEdit)] = []
        guard let served = declaration(at: location), let value = value(of: served) else {
            return Self.serves(roots[0])
        }
        for variant in roots {
            guard let color = current(edit.name, variant) else { return Self.serves(variant) }
            let pin = ColorEdit(name: edit.name, variant: variant, color: color)
            let changed = Set(theme.variantsChanged(by: pin))
            guard changed.isSubset(of: unasked), case .success(let targets) = targets(changed, over: served) else {
                return Self.serves(variant) + ", and the file has no rule of its own for that value to keep it in"
            }
            keeping.append((targets, value, pin))
        }
        for k in keeping {
            queue(served, k.value, into: k.targets)
            kept.append(k.edit)
            let rules = k.targets.map { "`\(Self.shown(self.rules!.rules[$0]))`" }
            notes.append(
                "`--\(SafeText.sanitized(served.name))` keeps its \(k.edit.variant.variantKey) value, "
                    + "now written in \(rules.joined(separator: " and "))")
        }
        return nil
    }

    /// Whether a value asked for `t` alone cannot be written in the file: an elevated or high-contrast
    /// appearance with no rule of its own over the declaration at `location`.
    private func goesToOverlay(_ t: Traits, served location: SourceLocation) -> Bool {
        guard t.level == .elevated || t.contrast == .high, let served = declaration(at: location) else { return false }
        if case .failure = targets([t], over: served) { return true }
        return false
    }

    /// A rule as a note names it: `.dark`, `@media (prefers-color-scheme: dark) { :root }`.
    static func shown(_ rule: CSSRules.Rule) -> String {
        rule.conditions.reversed().reduce(SafeText.excerpt(rule.selector)) { inner, condition in
            "\(SafeText.excerpt(condition)) { \(inner) }"
        }
    }

    static func serves(_ t: Traits) -> String {
        "one value in the file serves it and its \(t.variantKey) value, which is not to take this color"
    }

    /// The property declared at `location` (its value's place), without its dashes.
    func property(at location: SourceLocation) -> String? { declaration(at: location)?.name }

    /// The queued declarations as splices, each rule's in the order of the declarations they derive from.
    func finish(into splices: inout Splices) {
        guard let rules else { return }
        for (index, additions) in queued.sorted(by: { $0.key < $1.key }) {
            let texts = additions.sorted { $0.order < $1.order }.map(\.text)
            for (offset, text) in insertion(of: texts, into: rules.rules[index]) { splices.insert(text, at: offset) }
        }
        splices.notes += notes
        splices.kept += kept
    }

    // MARK: where

    private func declaration(at location: SourceLocation) -> CSSRules.Declaration? {
        rules?.declarations.last { $0.location == location && $0.skippedPart == nil }
    }

    private func offset(_ location: SourceLocation) -> Int? {
        positions.offset(line: location.line, column: location.column)
    }

    /// The text of a declaration's value as the file writes it.
    private func value(of d: CSSRules.Declaration) -> String? {
        CSSEdits.valueSpan(at: d.location, in: positions).map { String(decoding: positions.bytes[$0], as: UTF8.self) }
    }

    /// The color `name` shows in `t` now, when it is a value (not a link to another color).
    private func current(_ name: String, _ t: Traits) -> RGBA? {
        guard case .literal(let c)? = theme[name]?.color.variants[t]?.value else { return nil }
        return c
    }

    enum NoRule: Error {
        case none
        case loses(String)

        func reason(_ variant: Traits) -> String {
            let dark = variant == .dark
            switch self {
            case .none where dark:
                return "the file has no dark rule (`.dark`, `[data-theme=\"dark\"]`, "
                    + "`@media (prefers-color-scheme: dark)`) to add its dark value to"
            case .none: return "the file has no rule of its own for its \(variant.variantKey) value to add it to"
            case .loses(let selector):
                return "the file's rule for its \(variant.variantKey) value, `\(selector)`, comes before the value "
                    + "it would override, or ranks lower"
            }
        }
    }

    /// The rules that select exactly `appearances` and would win over `served` there: the last of each selector.
    private func targets(_ appearances: Set<Traits>, over served: CSSRules.Declaration) -> Result<[Int], NoRule> {
        guard let rules, let servedOffset = offset(served.location), !served.name.contains(where: Self.breaks)
        else { return .failure(.none) }
        var last: [String: Int] = [:]
        for (i, rule) in rules.rules.enumerated()
        where rule.close != nil && Set(Traits.all.filter(rule.appearances.contains)) == appearances {
            last[rule.key] = i
        }
        guard !last.isEmpty else { return .failure(.none) }
        let winning = last.values.sorted().filter { i in
            let rule = rules.rules[i]
            if rule.descendant != served.descendant { return rule.descendant }
            if rule.specificity != served.specificity { return rule.specificity > served.specificity }
            return rule.close.flatMap(offset).map { $0 > servedOffset } ?? false
        }
        guard !winning.isEmpty else {
            return .failure(.loses(Self.shown(rules.rules[last.values.max()!])))
        }
        return .success(winning)
    }

    /// A character that would end a declaration, or its name, early.
    private static func breaks(_ c: Character) -> Bool { c.isWhitespace || ";{}:".contains(c) }

    private mutating func queue(_ served: CSSRules.Declaration, _ value: String, into targets: [Int]) {
        let text = "--\(served.name): \(value)\(served.important ? " !important" : "");"
        for target in targets { queued[target, default: []].append((offset(served.location) ?? 0, text)) }
    }

    /// Where `texts` go in `rule`, and with what around them: on lines of their own after its last declaration,
    /// with its indent, when that ends its line; else after it on the same line. A last declaration without its
    /// `;` gets one.
    private func insertion(of texts: [String], into rule: CSSRules.Rule) -> [(offset: Int, text: String)] {
        let bytes = positions.bytes
        var out: [(offset: Int, text: String)] = []
        var after: Int
        var indent: String
        if let last = rule.declarations.last.map({ rules!.declarations[$0] }),
            let start = offset(last.location), let name = offset(last.nameLocation)
        {
            let end = DeclarationEnd(bytes, from: start)
            if let semicolon = end.semicolon {
                after = semicolon + 1
            } else {
                out.append((end.lastContent, ";"))
                after = end.lastContent
            }
            // Its siblings' indent when the last starts its line (not `.dark { --a: ...`).
            var lineStart = name
            while lineStart > 0, !LiteralStyle.isLineBreak(bytes[lineStart - 1]) { lineStart -= 1 }
            let lineIndent = LiteralStyle.indent(ofLineAt: name, in: bytes)
            indent = lineStart + lineIndent.utf8.count == name ? lineIndent : Self.deeper(lineIndent)
        } else {
            guard let open = offset(rule.open) else { return [] }
            after = open
            indent = Self.deeper(LiteralStyle.indent(ofLineAt: open, in: bytes))
        }
        // The rest of the line: spaces and comments up to its end, or more of the rule.
        var i = after
        while i < bytes.count {
            if bytes[i] == 0x20 || bytes[i] == 0x09 {
                i += 1
            } else if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*"),
                let close = Self.commentEnd(bytes, from: i), LiteralStyle.sameLine(i, close, in: bytes)
            {
                i = close
            } else {
                break
            }
        }
        if i < bytes.count, bytes[i] == 0x0A || bytes[i] == 0x0D {
            let newline = LiteralStyle.lineBreak(at: i, in: bytes)
            out.append((i, texts.map { newline + indent + $0 }.joined()))
        } else {
            let closes = after < bytes.count && bytes[after] == UInt8(ascii: "}")
            out.append((after, " " + texts.joined(separator: " ") + (closes ? " " : "")))
        }
        return out
    }

    /// One level deeper than `indent`: a tab more when it is tabs, else two spaces.
    static func deeper(_ indent: String) -> String { indent + (indent.contains("\t") ? "\t" : "  ") }

    /// Just after the `*/` of the comment that opens at `start`.
    static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start + 2
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") { return i + 2 }
            i += 1
        }
        return nil
    }
}
