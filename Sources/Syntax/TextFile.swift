import ThemeModel

/// What the text formats that are not JSON (XML, YAML) read: the file's scalars, each with its place.
package struct TextFile {
    package let scalars: [Unicode.Scalar]
    package let file: String

    /// The file as UTF-8 text (a byte-order mark dropped), or an error at the first byte that is not UTF-8.
    /// A UTF-16 file says so: its bytes are text, only not the kind dusk reads.
    package init(_ bytes: [UInt8], file: String) throws(ThemeError) {
        self.file = file
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .invalid([Diagnostic(file: file, "the file is UTF-16 text; save it as UTF-8")])
        }
        // Text has no NUL: a file with one is binary (a picture, an archive), whatever its name says.
        if let nul = bytes.prefix(8192).firstIndex(of: 0) {
            throw .invalid([
                Diagnostic(
                    file: file,
                    "the file is binary, not text (a NUL byte at byte \(nul + 1)); dusk reads this format as text")
            ])
        }
        if let bad = Self.firstInvalidUTF8(bytes) {
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
                    "the file is not valid UTF-8 (byte 0x\(Self.hex(bytes[bad])) here); save it as UTF-8")
            ])
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        scalars = Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    }

    /// `0F`, `FF`: a byte as two uppercase hex digits.
    package static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }

    /// Index of the first byte that is not part of well-formed UTF-8, or nil.
    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            if b & 0xE0 == 0xC0 {
                length = 2
                minimum = 0x80
            } else if b & 0xF0 == 0xE0 {
                length = 3
                minimum = 0x800
            } else if b & 0xF8 == 0xF0 {
                length = 4
                minimum = 0x10000
            } else {
                return i
            }
            guard i + length <= n else { return i }
            var code = UInt32(b) & (0xFF >> (length + 1))
            for k in 1..<length {
                let c = bytes[i + k]
                if c & 0xC0 != 0x80 { return i }
                code = code << 6 | UInt32(c & 0x3F)
            }
            if code < minimum || code > 0x10FFFF || (0xD800...0xDFFF).contains(code) { return i }
            i += length
        }
        return nil
    }
}

/// A place in a `TextFile` that moves forward one scalar at a time, counting lines and columns.
struct TextCursor {
    let text: TextFile

    /// An error at `location`, or where the cursor is.
    func fail(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(at: location ?? self.location, message)
    }

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
