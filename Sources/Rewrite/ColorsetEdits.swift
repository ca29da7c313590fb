import ColorScience
import Formats
import Syntax
import ThemeModel

/// Edits of one colorset's `Contents.json` in an asset catalog. Every entry an iPhone may show for the
/// variant (universal and iphone idioms, sRGB and Display P3 gamuts) gets the new color, its components
/// replaced in the form they were written (`"0x3A"`, `"58"` or `"0.227"`, strings or numbers) and in the
/// entry's own color space (Display P3 values converted; an extended or gray space becomes `srgb`). A new
/// variant is a new entry after the last, in Xcode's layout (two-space indents, `" : "`), in the file's
/// own line endings.
enum ColorsetEdits {
    static func splices(
        _ edits: [ColorEdit], root: JSONNode, bytes: [UInt8]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        guard let colors = JSONNode.member(root, "colors"), case .array(let entries) = colors.value,
            let lastEntry = entries.last
        else {
            return (splices, edits.map { ($0, "the colorset has no `colors` list to add to") })
        }
        let lineBreak = LiteralStyle.lineBreak(of: bytes)
        let explicitLight = entries.contains { appearances($0)?.explicitLight == true }
        let form = ComponentForm(
            of: entries.lazy.compactMap { JSONNode.member(JSONNode.member($0, "color"), "components") }.first)
        var added: [ColorEdit] = []
        for edit in edits {
            if edit.variant.level == .elevated {
                unplaced.append((edit, "an asset catalog has no elevated variants"))
                continue
            }
            let matching = entries.filter { appearances($0)?.traits == edit.variant }
            guard !matching.isEmpty else {
                added.append(edit)
                continue
            }
            var edited = false
            for entry in matching {
                guard let node = JSONNode.member(entry, "color"), let components = JSONNode.member(node, "components"),
                    let members = components.objectMembers
                else { continue }
                edited = true
                let space = JSONNode.member(node, "color-space")
                let p3 = space?.stringValue == "display-p3"
                let here = ComponentForm(of: components)
                if members.contains(where: { $0.key == "red" }) {
                    let values = p3 ? here.values(p3: edit.color) : here.values(edit.color)
                    for member in members {
                        guard let text = values[member.key] else { continue }
                        splices.replace(member.value.span, with: member.value.stringValue != nil ? "\"\(text)\"" : text)
                    }
                } else {
                    // A gray entry: its components are replaced whole, as sRGB.
                    let indent = LiteralStyle.indent(ofLineAt: components.span.lowerBound, in: bytes)
                    splices.replace(
                        components.span,
                        with: here.object(edit.color, indent: indent).replacingNewlines(with: lineBreak))
                }
                if let space, !p3, space.stringValue != "srgb" { splices.replace(space.span, with: "\"srgb\"") }
            }
            if !edited { unplaced.append((edit, "its entries are system color references, not components")) }
        }
        if !added.isEmpty {
            let indent = LiteralStyle.indent(ofLineAt: lastEntry.span.lowerBound, in: bytes)
            let text = added.map {
                ","
                    + entry($0, form: form, indent: indent, explicitLight: explicitLight).replacingNewlines(
                        with: lineBreak)
            }
            splices.insert(text.joined(), at: lastEntry.span.upperBound)
        }
        return (splices, unplaced)
    }

    /// The variant an entry is for, as the catalog reader reads it (nil for an entry dusk does not read:
    /// another idiom, a subtype, an appearance it does not model); and whether it names light explicitly.
    static func appearances(_ entry: JSONNode) -> (traits: Traits, explicitLight: Bool)? {
        let idiom = JSONNode.member(entry, "idiom")?.stringValue ?? "universal"
        guard idiom == "universal" || idiom == "iphone", JSONNode.member(entry, "subtype") == nil else { return nil }
        var style = InterfaceStyle.light
        var contrast = ContrastLevel.normal
        var explicitLight = false
        if case .array(let list)? = JSONNode.member(entry, "appearances")?.value {
            for a in list {
                switch (JSONNode.member(a, "appearance")?.stringValue, JSONNode.member(a, "value")?.stringValue) {
                case ("luminosity", "dark"): style = .dark
                case ("luminosity", "light"): explicitLight = true
                case ("contrast", "high"): contrast = .high
                default: return nil
                }
            }
        }
        return (Traits(style, .base, contrast), explicitLight)
    }

    /// A new entry as Xcode writes one (`Light` named when the colorset names it in its other entries).
    static func entry(_ edit: ColorEdit, form: ComponentForm, indent i: String, explicitLight: Bool) -> String {
        var appearances: [(String, String)] = []
        if edit.variant.style == .dark {
            appearances.append(("luminosity", "dark"))
        } else if explicitLight {
            appearances.append(("luminosity", "light"))
        }
        if edit.variant.contrast == .high { appearances.append(("contrast", "high")) }
        let list = appearances.map { a in
            "\(i)    {\n\(i)      \"appearance\" : \"\(a.0)\",\n\(i)      \"value\" : \"\(a.1)\"\n\(i)    }"
        }
        let head =
            list.isEmpty ? "" : "\(i)  \"appearances\" : [\n" + list.joined(separator: ",\n") + "\n\(i)  ],\n"
        return "\n\(i){\n" + head
            + "\(i)  \"color\" : {\n\(i)    \"color-space\" : \"srgb\",\n\(i)    \"components\" : "
            + form.object(edit.color, indent: i + "    ") + "\n\(i)  },\n\(i)  \"idiom\" : \"universal\"\n\(i)}"
    }
}

/// How a colorset writes its components: `0xRR` bytes, whole bytes, or fractions with three decimals.
struct ComponentForm {
    enum Kind { case hex, bytes, fractions }
    var kind = Kind.fractions

    init(of components: JSONNode?) {
        guard let red = JSONNode.member(components, "red") else { return }
        let text: String
        switch red.value {
        case .string(let s): text = s
        case .number(let v): text = v == v.rounded() ? String(Int(v)) : String(v)
        default: return
        }
        if text.lowercased().hasPrefix("0x") {
            kind = .hex
        } else if let v = Int(text), v > 1 {
            kind = .bytes
        }
    }

    func channel(_ v: Double) -> String {
        let byte = UInt8(max(0, min(255, (v * 255).rounded())))
        switch kind {
        case .hex: return "0x" + RGBA.hexByte(byte)
        case .bytes: return String(byte)
        case .fractions: return NumberFormat.fixed(max(0, min(1, v)), 3)
        }
    }

    func alpha(_ a: UInt8) -> String { NumberFormat.fixed(Double(a) / 255, 3) }

    /// Each component's new text, by key.
    func values(_ c: RGBA) -> [String: String] {
        [
            "red": channel(Double(c.r) / 255), "green": channel(Double(c.g) / 255), "blue": channel(Double(c.b) / 255),
            "alpha": alpha(c.a),
        ]
    }

    /// The same, in Display P3.
    func values(p3 c: RGBA) -> [String: String] {
        let p = ColorSpaceConversion.toDisplayP3(c)
        return ["red": channel(p.r), "green": channel(p.g), "blue": channel(p.b), "alpha": alpha(c.a)]
    }

    /// `{ "alpha" : ..., "blue" : ..., "green" : ..., "red" : ... }` in Xcode's layout.
    func object(_ c: RGBA, indent i: String) -> String {
        let v = values(c)
        let lines = ["alpha", "blue", "green", "red"].map { "\(i)  \"\($0)\" : \"\(v[$0]!)\"" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(i)}"
    }
}
