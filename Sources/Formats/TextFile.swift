import ColorScience
import ThemeModel

/// What the text formats that are not JSON (XML, YAML) read: the file's scalars, each with its place.
struct TextFile {
    let scalars: [Unicode.Scalar]
    let file: String

    /// The file as UTF-8 text (a byte-order mark dropped), or an error at the first byte that is not UTF-8.
    /// A UTF-16 file says so: its bytes are text, only not the kind dusk reads.
    init(_ bytes: [UInt8], file: String) throws(ThemeError) {
        self.file = file
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .invalid([Diagnostic(file: file, "the file is UTF-16 text; save it as UTF-8")])
        }
        if let bad = JSONParser.firstInvalidUTF8(bytes) {
            // The place of the bad byte: lines and characters of the valid text before it.
            let before = String(decoding: bytes[..<bad], as: UTF8.self).unicodeScalars
            var line = 1
            var column = 1
            for s in before {
                if s == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            throw .invalid([
                Diagnostic(
                    at: SourceLocation(file: file, line: line, column: column),
                    "the file is not valid UTF-8 (byte 0x\(RGBA.hexByte(bytes[bad])) here); save it as UTF-8")
            ])
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        scalars = Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    }
}

/// A place in a `TextFile` that moves forward one scalar at a time, counting lines and columns.
struct TextCursor {
    let text: TextFile
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ text: TextFile) { self.text = text }

    var atEnd: Bool { index >= text.scalars.count }
    var current: Unicode.Scalar? { index < text.scalars.count ? text.scalars[index] : nil }
    var location: SourceLocation { SourceLocation(file: text.file, line: line, column: column) }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let i = index + offset
        return i < text.scalars.count ? text.scalars[i] : nil
    }

    /// Whether the text here starts with `literal` (ASCII).
    func looking(at literal: String) -> Bool {
        var i = index
        for s in literal.unicodeScalars {
            guard i < text.scalars.count, text.scalars[i] == s else { return false }
            i += 1
        }
        return true
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            guard index < text.scalars.count else { return }
            if text.scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    /// The current scalar shown in an error: `<`, "the end of the file", a control as 0x1B.
    var describeCurrent: String {
        guard let s = current else { return "the end of the file" }
        if SafeText.isUnsafe(s) { return "the control character 0x" + String(s.value, radix: 16, uppercase: true) }
        return "`" + SafeText.sanitized(String(s)) + "`"
    }
}
