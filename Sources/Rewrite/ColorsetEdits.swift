import ColorScience
import Formats
import ThemeModel

/// Edits of one colorset's `Contents.json` in an asset catalog: the components of the entry dusk read are
/// replaced in the form they were written (`"0x3A"`, `"58"` or `"0.227"`, strings or numbers), the color
/// space becomes `srgb` when it was another; a new variant is a new entry after the last, in Xcode's layout
/// (two-space indents, `" : "`, keys in order).
enum ColorsetEdits {
    static func splices(
        _ edits: [ColorEdit], variants: [Traits: SourceLocation], root: JSONNode, bytes: [UInt8]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        guard let colors = JSONNode.member(root, "colors"), case .array(let entries) = colors.value,
            let lastEntry = entries.last
        else {
            return (splices, edits.map { ($0, "the colorset has no `colors` list to add to") })
        }
        let allColorNodes = entries.compactMap { JSONNode.member($0, "color") }
        let form = ComponentForm(of: allColorNodes.compactMap { JSONNode.member($0, "components") }.first)
        var added: [ColorEdit] = []
        for edit in edits {
            if edit.variant.level == .elevated {
                unplaced.append((edit, "an asset catalog has no elevated variants"))
                continue
            }
            guard let location = variants[edit.variant] else {
                added.append(edit)
                continue
            }
            guard let node = allColorNodes.first(where: { $0.location == location }),
                let components = JSONNode.member(node, "components"), let members = components.objectMembers
            else {
                unplaced.append((edit, "its entry is a system color reference, not components"))
                continue
            }
            let here = ComponentForm(of: components)
            if members.contains(where: { $0.key == "red" }) {
                let values = here.values(edit.color)
                for member in members {
                    guard let text = values[member.key] else { continue }
                    let quoted = member.value.stringValue != nil
                    splices.replace(member.value.span, with: quoted ? "\"\(text)\"" : text)
                }
            } else {
                // A gray entry: its components are replaced whole, as sRGB.
                let indent = LiteralStyle.indent(ofLineAt: components.span.lowerBound, in: bytes)
                splices.replace(components.span, with: here.object(edit.color, indent: indent))
            }
            if let space = JSONNode.member(node, "color-space"), space.stringValue != "srgb" {
                splices.replace(space.span, with: "\"srgb\"")
            }
        }
        if !added.isEmpty {
            let indent = LiteralStyle.indent(ofLineAt: lastEntry.span.lowerBound, in: bytes)
            let text = added.map { "," + entry($0, form: form, indent: indent) }.joined()
            splices.insert(text, at: lastEntry.span.upperBound)
        }
        return (splices, unplaced)
    }

    /// A new entry as Xcode writes one.
    static func entry(_ edit: ColorEdit, form: ComponentForm, indent i: String) -> String {
        var appearances: [(String, String)] = []
        if edit.variant.style == .dark { appearances.append(("luminosity", "dark")) }
        if edit.variant.contrast == .high { appearances.append(("contrast", "high")) }
        let list = appearances.map { a in
            "\(i)    {\n\(i)      \"appearance\" : \"\(a.0)\",\n\(i)      \"value\" : \"\(a.1)\"\n\(i)    }"
        }
        let head = list.isEmpty ? "" : "\(i)  \"appearances\" : [\n" + list.joined(separator: ",\n") + "\n\(i)  ],\n"
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

    func channel(_ v: UInt8) -> String {
        switch kind {
        case .hex: return "0x" + RGBA.hexByte(v)
        case .bytes: return String(v)
        case .fractions: return NumberFormat.fixed(Double(v) / 255, 3)
        }
    }

    /// Each component's new text, by key.
    func values(_ c: RGBA) -> [String: String] {
        [
            "red": channel(c.r), "green": channel(c.g), "blue": channel(c.b),
            "alpha": NumberFormat.fixed(Double(c.a) / 255, 3),
        ]
    }

    /// `{ "alpha" : ..., "blue" : ..., "green" : ..., "red" : ... }` in Xcode's layout.
    func object(_ c: RGBA, indent i: String) -> String {
        let v = values(c)
        let lines = ["alpha", "blue", "green", "red"].map { "\(i)  \"\($0)\" : \"\(v[$0]!)\"" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(i)}"
    }
}
