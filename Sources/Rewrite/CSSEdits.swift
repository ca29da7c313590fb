import ColorScience
import Formats
import Syntax
import ThemeModel

/// Edits of CSS custom properties. A variant's declaration value (`--brand: #3A2F6B;`) is replaced where it
/// stands, in the notation it was written in (`CSSColorNotation`), `!important`, comments and everything else
/// around it kept. A variant the file has no declaration of its own for (dark, of a property only `:root`
/// declares) is added to the rule the file already has for exactly those appearances (`.dark`,
/// `[data-theme="dark"]`, `@media (prefers-color-scheme: dark) { :root }`), on a line of its own indented like
/// its siblings, in the notation of the value it takes the place of; and when a `:root` value changes for
/// light only, the dark value it served is kept there the same way. A file without such a rule leaves the
/// value to the overlay.
enum CSSEdits {
    static func splices(
        _ edits: [ColorEdit], variants written: [ColorEdit: (location: SourceLocation, old: ColorValue)],
        bytes: [UInt8], file: String, theme: Theme, asked: [ColorEdit.Key: RGBA]
    ) -> (splices: Splices, unplaced: [(ColorEdit, String)]) {
        var splices = Splices()
        var unplaced: [(ColorEdit, String)] = []
        let positions = TextPosition(bytes)
        var added = Additions(
            rules: (try? TextFile(bytes, file: file)).map { CSSRules($0) }, positions: positions, file: file,
            theme: theme, asked: asked)
        // New values first, the ones of more appearances before those of fewer; then the values replaced, which
        // know by then which of the appearances they served have a value of their own.
        let fresh = edits.filter { written[$0] == nil }.sorted {
            theme.variantsChanged(by: $0).count > theme.variantsChanged(by: $1).count
        }
        for edit in fresh {
            if let why = added.add(edit) { unplaced.append((edit, why)) }
        }
        var done: Set<Int> = []
        for edit in edits {
            guard let declared = written[edit] else { continue }
            guard case .literal(let old) = declared.old else {
                unplaced.append((edit, "its value is a var() of another property"))
                continue
            }
            guard let value = valueSpan(at: declared.location, in: positions),
                CSSColorNotation.color(of: String(decoding: bytes[value], as: UTF8.self)) == old
            else {
                unplaced.append((edit, "its declaration's value is not one color dusk can replace"))
                continue
            }
            let text = String(decoding: bytes[value], as: UTF8.self)
            guard let new = CSSColorNotation.written(edit.color, like: text) else {
                unplaced.append((edit, "its value is bare channels (`\(SafeText.excerpt(text))`), which hold no alpha"))
                continue
            }
            if let why = added.keepServed(by: edit, old: declared.location) {
                unplaced.append((edit, why))
                continue
            }
            // One declaration serving several appearances is replaced once.
            guard done.insert(value.lowerBound).inserted else { continue }
            splices.replace(value, with: new.text)
            if let note = note(new, text, edit, added.property(at: declared.location)) { splices.notes.append(note) }
        }
        added.finish(into: &splices)
        return (splices, unplaced)
    }

    /// What the write-back says of a value written with more decimals than the file's, or in hex.
    static func note(_ new: CSSColorNotation.Written, _ old: String, _ edit: ColorEdit, _ property: String?) -> String?
    {
        let name = "`" + SafeText.sanitized(property.map { "--" + $0 } ?? edit.name) + "`"
        if !new.keptNotation {
            return "\(name) is written in hex, \(new.text), as `\(SafeText.excerpt(old))` has no numbers to change"
        }
        guard new.addedDecimals > 0 else { return nil }
        let more = new.addedDecimals == 1 ? "a decimal" : "\(new.addedDecimals) decimals"
        return "\(name) is written \(SafeText.sanitized(new.text)), with \(more) more than "
            + "`\(SafeText.excerpt(old))`: the file's rounding cannot make \(edit.color.hexShortest)"
    }

    /// The value starting at `location`, up to the `;` or `}` that ends its declaration (outside brackets and
    /// quotes), without the spaces, comment or `!important` before that end.
    static func valueSpan(at location: SourceLocation, in positions: TextPosition) -> Range<Int>? {
        let bytes = positions.bytes
        guard let start = positions.offset(line: location.line, column: location.column) else { return nil }
        var end = DeclarationEnd(bytes, from: start).lastContent
        // `!important`, `! important`, `/* why */ !important`: the value ends before all of them.
        let important = Array("important".utf8)
        if end - start >= important.count,
            bytes[(end - important.count)..<end].map({ $0 | 0x20 }) == important.map({ $0 | 0x20 })
        {
            let bang = backOverSpacesAndComments(end - important.count, bytes, start)
            if bang > start, bytes[bang - 1] == UInt8(ascii: "!") {
                end = backOverSpacesAndComments(bang - 1, bytes, start)
            }
        }
        return end > start ? start..<end : nil
    }

    /// From `end` back past white space and `/* comments */`, no further than `start`.
    static func backOverSpacesAndComments(_ end: Int, _ bytes: [UInt8], _ start: Int) -> Int {
        var end = end
        while end > start {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) {
                end -= 1
            } else if end - start >= 4, bytes[end - 1] == UInt8(ascii: "/"), bytes[end - 2] == UInt8(ascii: "*") {
                var open = end - 3
                while open > start, !(bytes[open - 1] == UInt8(ascii: "/") && bytes[open] == UInt8(ascii: "*")) {
                    open -= 1
                }
                guard open > start else { return end }
                end = open - 1
            } else {
                return end
            }
        }
        return end
    }
}

/// Where a declaration ends: its `;` (nil when the rule's `}` ends it) and the end of its last byte that is not
/// a space or part of a comment, found outside brackets, quotes and comments.
struct DeclarationEnd {
    var semicolon: Int?
    var terminator: Int
    var lastContent: Int

    init(_ bytes: [UInt8], from start: Int) {
        var i = start
        var depth = 0
        var quote: UInt8?
        lastContent = start
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == UInt8(ascii: "\\") { i += 1 } else if b == q { quote = nil }
                i += 1
                lastContent = min(i, bytes.count)
                continue
            }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                    i += 1
                }
                i = min(i + 2, bytes.count)
                continue
            }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = b
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ";") where depth <= 0:
                (semicolon, terminator) = (i, i)
                return
            case UInt8(ascii: "}") where depth <= 0:
                (semicolon, terminator) = (nil, i)
                return
            default: break
            }
            i += 1
            if ![0x20, 0x09, 0x0A, 0x0D].contains(b) { lastContent = i }
        }
        (semicolon, terminator) = (nil, bytes.count)
    }
}
