import ColorScience
import Formats
import ThemeModel

/// Edits of CSS custom properties: a variant's declaration value (`--brand: #3A2F6B;`) is replaced where it
/// stands, `!important`, comments and everything else around it kept. A variant the file has no declaration
/// of its own for (dark in a file of `:root` only) would need a rule of its own: it goes to the overlay.
enum CSSEdits {
    static func splices(
        _ edits: [ColorEdit], variants written: [ColorEdit: (location: SourceLocation, old: ColorValue)],
        bytes: [UInt8]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        var done: Set<Int> = []
        let positions = TextPosition(bytes)
        for edit in edits {
            guard let declared = written[edit] else {
                unplaced.append(
                    (edit, "a CSS file holds a value of a new appearance only in a rule of its own"))
                continue
            }
            guard case .literal(let old) = declared.old else {
                unplaced.append((edit, "its value is a var() of another property"))
                continue
            }
            guard let value = valueSpan(at: declared.location, in: positions),
                case .success(let parsed) = CSSColor.parse(String(decoding: bytes[value], as: UTF8.self)),
                parsed.color == old
            else {
                unplaced.append((edit, "its declaration's value is not one color dusk can replace"))
                continue
            }
            // One declaration serving several appearances is replaced once.
            guard done.insert(value.lowerBound).inserted else { continue }
            splices.replace(
                value, with: LiteralStyle.hex(edit.color, like: String(decoding: bytes[value], as: UTF8.self)))
        }
        return (splices, unplaced)
    }

    /// The value starting at `location`, up to the `;` or `}` that ends its declaration (outside brackets and
    /// quotes), without the spaces, comment or `!important` before that end.
    static func valueSpan(at location: SourceLocation, in positions: TextPosition) -> Range<Int>? {
        let bytes = positions.bytes
        guard let start = positions.offset(line: location.line, column: location.column) else { return nil }
        var i = start
        var depth = 0
        var quote: UInt8?
        scan: while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = b
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ";"),
                UInt8(ascii: "}") where depth <= 0:
                break scan
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*") && depth <= 0:
                break scan
            default: break
            }
            i += 1
        }
        var end = i
        func trimSpaces() { while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 } }
        trimSpaces()
        let important = Array("!important".utf8)
        if end - start >= important.count,
            bytes[(end - important.count)..<end].map({ $0 | 0x20 }) == important.map({ $0 | 0x20 })
        {
            end -= important.count
            trimSpaces()
        }
        return end > start ? start..<end : nil
    }
}
