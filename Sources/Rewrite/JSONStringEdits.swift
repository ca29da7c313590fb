import ColorScience
import Formats
import Syntax
import ThemeModel

/// Edits of a JSON file of another format (design tokens, Tokens Studio, Figma variables): a variant whose
/// value is written as one color string (a token's `$value`) is replaced in its quotes. A variant the file
/// does not write as a string (an alias, an object of components, a mode it lacks) has no place here.
enum JSONStringEdits {
    static func splices(
        _ edits: [ColorEdit], variants: [ColorEdit: (location: SourceLocation, old: ColorValue)], root: JSONNode,
        bytes: [UInt8]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        var strings: [SourceLocation: JSONNode] = [:]
        collectStrings(root, into: &strings)
        for edit in edits {
            guard let written = variants[edit] else {
                unplaced.append((edit, "the file has no \(edit.variant.variantKey) value for it to change"))
                continue
            }
            // A reference written as the name dusk knows the token by (`"{grey.40}"`) becomes the new one.
            if let target = edit.reference {
                guard case .alias(let old) = written.old, let node = strings[written.location],
                    node.stringValue?.trimmingSpaces == "{\(old)}"
                else {
                    unplaced.append((edit, "its value is not written as a reference to a step of its scale"))
                    continue
                }
                splices.replace(node.span, with: JSONText.quoted("{\(target)}"))
                continue
            }
            guard case .literal(let old) = written.old, let node = strings[written.location],
                let text = node.stringValue, case .success(let parsed) = CSSColor.parse(text),
                parsed.color == old
            else {
                unplaced.append((edit, "its value is not written as one color string"))
                continue
            }
            splices.replace(node.span, with: ThemeFileEdits.literal(edit.color, replacing: node, bytes))
        }
        return (splices, unplaced)
    }

    static func collectStrings(_ node: JSONNode, into strings: inout [SourceLocation: JSONNode]) {
        switch node.value {
        case .string: strings[node.location] = node
        case .object(let members): for m in members { collectStrings(m.value, into: &strings) }
        case .array(let items): for item in items { collectStrings(item, into: &strings) }
        default: break
        }
    }
}
