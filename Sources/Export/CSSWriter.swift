import Audit
import ColorScience
import ThemeModel

/// `--format css`: custom properties, one per theme color, in kebab case
/// (`brandBackground` → `--brand-background`, with `--css-prefix dusk` →
/// `--dusk-brand-background`). Light on `:root`; dark on the `.dark` class
/// (shadcn/ui's and Tailwind's class strategy: `class="dark"` on `<html>`) and,
/// for a page that sets neither `dark` nor `light`, with
/// `@media (prefers-color-scheme: dark)` on `:root:not(.light)`; high contrast
/// in `@media (prefers-contrast: more)`, and both together; the elevated level
/// (what iOS gives sheets and popovers) on any element with the class
/// `elevated`, which its descendants inherit. Each block holds only what
/// differs from what the blocks before it already give, and the cascade then
/// yields exactly dusk's value in all eight appearances, whichever way dark is
/// chosen (the blocks are in an order whose specificity never decreases where
/// two can both apply).
///
/// An alias of another exported color is `var(--that-color)` wherever the theme
/// makes it one. Every declaration of the first `:root` block ends with the
/// color's dusk name, `/* dusk: "brandPlum" */` (see `nameComment`), so a reader
/// gives the colors back their names.
public enum CSSWriter {
    /// The blocks in cascade order: whether on the elevated element, and the appearance the block is written
    /// for. No block matches the appearance of a block before it, so once a block is decided, the colors have
    /// their final values in its appearance.
    static let blocks: [(elevated: Bool, traits: Traits)] = [
        (false, .light), (false, Traits(.light, .base, .high)), (false, .dark), (false, Traits(.dark, .base, .high)),
        (true, Traits(.light, .elevated)), (true, Traits(.light, .elevated, .high)), (true, Traits(.dark, .elevated)),
        (true, Traits(.dark, .elevated, .high)),
    ]

    public static let elevatedSelector = ".elevated"

    /// The rules a block is written as, each a media condition (or none) and a selector: a dark block twice, on
    /// the `.dark` class and, where the page sets no class, with the system's preference.
    static func rules(_ block: (elevated: Bool, traits: Traits)) -> [(media: String?, selector: String)] {
        let more = block.traits.contrast == .high ? "(prefers-contrast: more)" : nil
        let inside = block.elevated ? " " + elevatedSelector : ""
        guard block.traits.style == .dark else { return [(more, block.elevated ? elevatedSelector : ":root")] }
        let system = "(prefers-color-scheme: dark)" + (more.map { " and " + $0 } ?? "")
        return [(more, ".dark" + inside), (system, ":root:not(.light)" + inside)]
    }

    /// What one block says of one property: a color, `var()` of another color (an index in the palette), or the
    /// text of a property that is not a color.
    enum Declaration: Equatable {
        case value(RGBA)
        case reference(Int)
        case text(String)
    }

    /// The stylesheet, and what it leaves out and why (a property that is not a color whose value could not be
    /// written safely).
    /// A color written like a value the palette's stylesheet wrote (`215 16% 47%` stays a bare triplet, which
    /// `hsl(var(--x))` completes); nil when that notation cannot hold it.
    public typealias Notation = @Sendable (_ color: RGBA, _ like: String) -> String?

    public static func write(
        _ palette: HandoffPalette, prefix: String? = nil, notation: Notation? = nil
    ) throws(HandoffNameCollision) -> (text: String, notes: [String]) {
        let colorNames = try names(palette, prefix: prefix)
        var (styles, notes) = styleProperties(palette, besides: colorNames)
        let names = colorNames + styles.map { "--" + $0.name }
        var out = "/* \(palette.banner.replacingAll("*/", "* /")) */\n"
        out += "/* Light on :root; dark on .dark (class=\"dark\" on <html>, as shadcn/ui and Tailwind's class\n"
        out += "   strategy set it) and, on a page with neither class=\"dark\" nor class=\"light\", with the\n"
        out += "   system's prefers-color-scheme; more contrast in media queries; the elevated level (sheets,\n"
        out += "   popovers) inside any element with class=\"elevated\". */\n"
        let sets = declarations(palette, styles)
        for (b, block) in blocks.enumerated() where !sets[b].isEmpty || b == 0 {
            for rule in rules(block) {
                let indent = rule.media == nil ? "" : "  "
                out += "\n"
                if let media = rule.media { out += "@media \(media) {\n" }
                out += "\(indent)\(rule.selector) {\n"
                // The properties that are not colors first, as a stylesheet starts with `--radius`.
                let n = palette.colors.count
                for i in sets[b].keys.sorted(by: { ($0 < n ? 1 : 0, $0) < ($1 < n ? 1 : 0, $1) }) {
                    let value: String
                    switch sets[b][i]! {
                    case .value(let c):
                        value = written(c, palette.colors[i].written(block.traits), notation, names[i], &notes)
                    case .reference(let target): value = "var(\(names[target]))"
                    case .text(let text): value = text
                    }
                    out += "\(indent)  \(names[i]): \(value);"
                    out += b == 0 && i < n ? "  \(nameComment(palette.colors[i].name))\n" : "\n"
                }
                out += "\(indent)}\n"
                if rule.media != nil { out += "}\n" }
            }
        }
        return (out, notes)
    }

    /// The palette's properties that are not colors, their values as the stylesheet wrote them with anything
    /// that could act on a terminal or end a `<style>` element escaped (`\3c `); one whose name is not a plain
    /// identifier, whose value's quotes or brackets do not close (it could swallow the declarations after it), or
    /// that has a color's name, is left out and named in a note.
    static func styleProperties(
        _ palette: HandoffPalette, besides colors: [String]
    ) -> (kept: [StyleProperty], notes: [String]) {
        var kept: [StyleProperty] = []
        var notes: [String] = []
        let taken = Set(colors)
        for property in palette.styleProperties {
            let shown = "`--\(SafeText.excerpt(property.name))`"
            guard !property.name.isEmpty, property.name.unicodeScalars.allSatisfy(isNameScalar) else {
                notes.append("left \(shown) out of the CSS: its name is not a CSS identifier")
                continue
            }
            guard !taken.contains("--" + property.name) else {
                notes.append("left \(shown) out of the CSS: a color of the palette has its name")
                continue
            }
            let values = property.values.compactMapValues(safeValue)
            guard values.count == property.values.count else {
                notes.append("left \(shown) out of the CSS: its value's quotes or brackets do not close")
                continue
            }
            kept.append(StyleProperty(name: property.name, values: values))
        }
        return (kept, notes)
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_"
            || (s.value > 0x7F && !SafeText.isUnsafe(s))
    }

    /// `text` safe to write as a declaration's value: nil when a quote, bracket or escape in it does not close,
    /// or a `;`, `{`, `}` or comment stands outside them; controls, bidirectional overrides and `<` as CSS escapes.
    static func safeValue(_ text: String) -> String? {
        var out = ""
        var closers: [Unicode.Scalar] = []
        var quote: Unicode.Scalar?
        var escaped = false
        var previous: Unicode.Scalar = " "
        for s in text.unicodeScalars {
            defer { previous = s }
            if SafeText.isUnsafe(s) || s == "<" {
                guard !escaped else { return nil }
                out += "\\" + String(s.value, radix: 16) + " "
                continue
            }
            out.unicodeScalars.append(s)
            if escaped {
                escaped = false
                continue
            }
            if s == "\\" {
                escaped = true
            } else if let q = quote {
                if s == q { quote = nil }
            } else if s == "\"" || s == "'" {
                quote = s
            } else if s == "(" || s == "[" {
                closers.append(s == "(" ? ")" : "]")
            } else if s == ")" || s == "]" {
                guard closers.popLast() == s else { return nil }
            } else if s == ";" || s == "{" || s == "}" || (previous == "/" && s == "*") {
                return nil
            }
        }
        return quote == nil && closers.isEmpty && !escaped ? out : nil
    }

    /// Each color's property (`--brand-plum`, `--app-brand-plum` with the prefix `app`), in palette order.
    static func names(_ palette: HandoffPalette, prefix: String? = nil) throws(HandoffNameCollision) -> [String] {
        let lead = prefix.map { Identifier.separated($0, by: "-") }.flatMap { $0.isEmpty ? nil : $0 + "-" } ?? ""
        // The words are checked for emptiness before the `--` goes on: a name of no letters or digits
        // becomes `--color`, never the reserved `--`.
        return try Identifier.assign(palette.colors, format: "CSS", prefix: "--" + lead) {
            Identifier.separated($0, by: "-")
        }
    }

    /// `/* dusk: "brandPlum" */`: the color's dusk name as a JSON string literal (controls and
    /// bidirectional overrides as `\uXXXX`), with `*/` written `*\/` (JSON's escape for `/`) so the
    /// comment cannot end early. A reader decodes the string with any JSON parser.
    public static func nameComment(_ name: String) -> String {
        "/* dusk: " + JSONText.quoted(name).replacingAll("*/", "*\\/") + " */"
    }

    /// What each block declares, decided in cascade order: a color gets a declaration in a block where
    /// what the blocks before give it there is not what it should be (a different value, or a value
    /// where it is an alias).
    /// The properties that are not colors come after the colors (`styles`, from index `palette.colors.count`): one
    /// unset in an appearance a block before gives it a value is `initial` there.
    static func declarations(_ palette: HandoffPalette, _ styles: [StyleProperty] = []) -> [[Int: Declaration]] {
        let n = palette.colors.count
        func wanted(_ i: Int, _ t: Traits) -> Declaration {
            guard i < n else { return .text(styles[i - n].values[t] ?? "initial") }
            return palette.colors[i].alias(t).map(Declaration.reference) ?? .value(palette.colors[i].value(t))
        }
        var sets: [[Int: Declaration]] = Array(repeating: [:], count: blocks.count)
        for (b, block) in blocks.enumerated() {
            let t = block.traits
            for i in 0..<(n + styles.count) {
                let want = wanted(i, t)
                switch cascade(sets, before: b, color: i, for: t) {
                case nil: if want != .text("initial") { sets[b][i] = want }
                case .some((let given, let inherited)):
                    guard inherited, i < n else {
                        if given != want { sets[b][i] = want }
                        continue
                    }
                    // An elevated element inherits :root's computed value: a var() there is the other
                    // color's value on :root (base level), while a reader that follows the alias under the
                    // elevated traits gets its elevated value. Both must be this color's value.
                    let got: [RGBA]
                    switch given {
                    case .value(let c): got = [c]
                    case .reference(let target):
                        let other = palette.colors[target]
                        got = [other.value(Traits(t.style, .base, t.contrast)), other.value(t)]
                    case .text: got = []
                    }
                    if got.contains(where: { $0 != palette.colors[i].value(t) }) { sets[b][i] = want }
                }
            }
        }
        return sets
    }

    /// The declaration the cascade gives color `i` in `traits` from the first `end` blocks, and whether an
    /// elevated element inherits it from `:root` (no `.elevated` block before declares it).
    static func cascade(
        _ sets: [[Int: Declaration]], before end: Int, color i: Int, for traits: Traits
    ) -> (Declaration, inherited: Bool)? {
        var root: Declaration?
        var elevated: Declaration?
        for b in 0..<end {
            let block = blocks[b]
            guard let v = sets[b][i], matches(block, traits) else { continue }
            if block.elevated { elevated = v } else { root = v }
        }
        if let elevated { return (elevated, false) }
        return root.map { ($0, traits.level == .elevated) }
    }

    static func matches(_ block: (elevated: Bool, traits: Traits), _ t: Traits) -> Bool {
        if block.elevated && t.level != .elevated { return false }
        if block.traits.style == .dark && t.style != .dark { return false }
        if block.traits.contrast == .high && t.contrast != .high { return false }
        return true
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    static func css(_ c: RGBA) -> String { c.hexShortest.lowercased() }

    /// `c` in the notation `color`'s own stylesheet wrote it in; hex where there is none, or with a note where
    /// that notation cannot hold it (a translucent value in a bare triplet) or would not be a safe value.
    static func written(
        _ c: RGBA, _ like: String?, _ notation: Notation?, _ name: String, _ notes: inout [String]
    ) -> String {
        guard let notation, let like else { return css(c) }
        guard let text = notation(c, like).flatMap(safeValue) else {
            let note =
                "`\(name)` is written in hex: \(css(c)) cannot be written as its stylesheet writes it "
                + "(`\(SafeText.excerpt(like))`)"
            if !notes.contains(note) { notes.append(note) }
            return css(c)
        }
        return text
    }
}
