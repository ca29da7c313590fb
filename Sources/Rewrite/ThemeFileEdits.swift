import ColorScience
import Formats
import Syntax
import ThemeModel

/// Edits of a dusk theme file (JSON5): a variant's string is replaced in its own quotes; a new variant is a
/// key added to the color's object (on a line of its own when the object has one key a line), or turns a
/// string into an object on the same line: `"#3A2F6B"` becomes `{ "light": "#3A2F6B", "dark": "#9C8FE0" }`
/// with the file's own quotes. Comments, order and spacing elsewhere stay byte for byte.
enum ThemeFileEdits {
    /// The splices for `edits` (all of this file), and the edits that have no place in it, with why.
    /// `inherited`: per color, the variants it has from what the file inherits, as a theme file writes them.
    /// A partial override that gets a `light` value replaces the inherited color whole, so they are written too.
    static func splices(
        _ edits: [ColorEdit], root: JSONNode, bytes: [UInt8], inherited: [String: [(Traits, String)]] = [:]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        var byName: [String: [ColorEdit]] = [:]
        var order: [String] = []
        for edit in edits {
            if byName[edit.name] == nil { order.append(edit.name) }
            byName[edit.name, default: []].append(edit)
        }
        // The color keys once (a file of thousands of colors edits many), the last of a key written twice.
        var members: [String: JSONMember] = [:]
        for member in JSONNode.member(root, "colors")?.objectMembers ?? [] { members[member.key] = member }
        if let tint = root.objectMembers?.last(where: { $0.key == "tint" }) { members[Theme.tintName] = tint }
        for name in order {
            let colorEdits = byName[name]!
            guard let member = members[name] else {
                unplaced += colorEdits.map { ($0, "the file does not define it (it is inherited)") }
                continue
            }
            let keyQuote = quote(of: member.keySpan, in: bytes)
            switch member.value.value {
            case .string:
                splices.replace(member.value.span, with: stringValue(member.value, colorEdits, keyQuote, bytes))
            case .object(let variants):
                objectEdits(
                    variants, at: member.value, colorEdits, inherited: inherited[name] ?? [], bytes, into: &splices)
            default:
                unplaced += colorEdits.map { ($0, "its value is not a color string or an object of variants") }
            }
        }
        return (splices, unplaced)
    }

    /// The quote a key was written with: `"`, `'`, or none (an unquoted JSON5 key).
    static func quote(of span: Range<Int>, in bytes: [UInt8]) -> String {
        guard let first = span.first.map({ bytes[$0] }) else { return "\"" }
        return first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") ? String(UnicodeScalar(first)) : ""
    }

    /// A value in the quotes of the string it replaces, in its notation (`CSSColorNotation`: hex in the case that
    /// string used, `hsl()` as it wrote its numbers).
    static func literal(_ color: RGBA, replacing old: JSONNode, _ bytes: [UInt8]) -> String {
        let q = quote(of: old.span, in: bytes)
        let text = old.stringValue.flatMap { CSSColorNotation.written(color, like: $0)?.text }
        return q + (text ?? CSSColorNotation.hex(color, like: nil)) + (q.isEmpty ? "\"" : q)
    }

    /// A key as the file writes its keys.
    static func key(_ variant: Traits, _ keyQuote: String) -> String { keyQuote + variant.variantKey + keyQuote }

    /// The string itself (light edited), or an object on one line holding it and the new variants.
    static func stringValue(_ node: JSONNode, _ edits: [ColorEdit], _ keyQuote: String, _ bytes: [UInt8]) -> String {
        let original = String(decoding: bytes[node.span], as: UTF8.self)
        let light = edits.last { $0.variant == .light }.map { literal($0.color, replacing: node, bytes) } ?? original
        let others = Traits.all.filter { $0 != .light }.compactMap { t in edits.last { $0.variant == t } }
        guard !others.isEmpty else { return light }
        let parts =
            ["\(key(.light, keyQuote)): \(light)"]
            + others.map { "\(key($0.variant, keyQuote)): \(literal($0.color, replacing: node, bytes))" }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// Replaces the variants the object has; adds the others after its last key, as its keys are laid out.
    static func objectEdits(
        _ members: [JSONMember], at node: JSONNode, _ edits: [ColorEdit], inherited: [(Traits, String)],
        _ bytes: [UInt8], into splices: inout Splices
    ) {
        guard let last = members.last else { return }
        let has = { (t: Traits) in members.contains { Traits(variantKey: $0.key) == t } }
        let addsLight = !has(.light) && edits.contains { $0.variant == .light }
        // New keys take the quotes of the object's own keys, new values those of its last value.
        var added: [(Traits, String)] = []
        for t in Traits.all {
            if let edit = edits.last(where: { $0.variant == t }) {
                if let existing = members.last(where: { Traits(variantKey: $0.key) == t }) {
                    splices.replace(existing.value.span, with: literal(edit.color, replacing: existing.value, bytes))
                } else {
                    added.append((t, literal(edit.color, replacing: last.value, bytes)))
                }
            } else if addsLight, !has(t), let text = inherited.first(where: { $0.0 == t })?.1 {
                let q = quote(of: last.value.span, in: bytes)
                added.append((t, q + text + (q.isEmpty ? "\"" : q)))
            }
        }
        guard !added.isEmpty else { return }
        let ownKeyQuote = quote(of: last.keySpan, in: bytes)
        let entries = added.map { "\(key($0.0, ownKeyQuote)): \($0.1)" }
        let closing = node.span.upperBound - 1
        let multiline =
            !LiteralStyle.sameLine(last.keySpan.lowerBound, node.span.lowerBound, in: bytes)
            && !LiteralStyle.sameLine(last.value.span.upperBound, closing, in: bytes)
        guard multiline else {
            splices.insert(", " + entries.joined(separator: ", "), at: last.value.span.upperBound)
            return
        }
        // One key a line: after the last key's line (its comment stays with it), with its indent; a comma
        // after its value when it has none, and after the new keys when it had one (a trailing comma).
        let hasComma = commaFollows(last.value.span.upperBound, closing, bytes)
        if !hasComma { splices.insert(",", at: last.value.span.upperBound) }
        var lineEnd = last.value.span.upperBound
        while lineEnd < closing, !LiteralStyle.isLineBreak(bytes[lineEnd]) { lineEnd += 1 }
        let indent = LiteralStyle.indent(ofLineAt: last.keySpan.lowerBound, in: bytes)
        let lines = entries.enumerated().map { i, entry in
            "\n" + indent + entry + (i < entries.count - 1 || hasComma ? "," : "")
        }
        splices.insert(lines.joined().replacingNewlines(with: LiteralStyle.lineBreak(of: bytes)), at: lineEnd)
    }

    /// Whether a `,` comes between `from` and `end`, past spaces and comments.
    static func commaFollows(_ from: Int, _ end: Int, _ bytes: [UInt8]) -> Bool {
        var i = from
        while i < end {
            switch bytes[i] {
            case UInt8(ascii: ","): return true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "/"):
                while i < end, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < end, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            default: return false
            }
        }
        return false
    }
}

extension String {
    /// `\n` as the file ends its lines (`\r\n`, or a lone `\r`).
    func replacingNewlines(with lineBreak: String) -> String {
        lineBreak == "\n" ? self : split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }
}
