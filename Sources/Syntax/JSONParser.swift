import ColorScience
import ThemeModel

/// A JSON parser that records line and column for every value and key and
/// reports syntax errors at the exact character. It accepts the parts of
/// JSON5 that hand-edited theme files need: `//` and `/* */` comments,
/// trailing commas, unquoted keys, single-quoted strings, hexadecimal and
/// signed numbers. Duplicate keys are an error: the later one would
/// silently win otherwise.
///
/// Written here rather than using Foundation's JSONDecoder because that
/// reports no position for semantic problems and loses key order.
public struct JSONParser {
    /// Deeper nesting than any theme needs; stops stack exhaustion on hostile input.
    public static let maximumDepth = 200
    /// More values than any palette file holds (a 20,000-token set has about
    /// 150,000); bounds the memory a hostile 16 MiB file can take.
    public static let maximumValues = 500_000

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var values = 0

    public init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// What a key written twice in one object does: an error, or (as JSON5 tools read token files) the
    /// later one replaces the earlier, with a note.
    public enum DuplicateKeys: Sendable {
        case error
        case lastWins
    }

    private var duplicateKeys = DuplicateKeys.error
    /// What follows a replaced key's message where the later one is read, and where it is an error.
    package static let readsLastKey = ": the later one is read, as JSON5 tools read it"
    package static let keysOnce = "; a key may appear once per object"

    /// The keys replaced under `.lastWins`, as "duplicate key "k" (first written at line 12)".
    private var duplicates: [Diagnostic] = []

    /// Parses one document. Throws a single `Diagnostic` on the first syntax error.
    public static func parse(_ bytes: [UInt8], file: String) throws(ThemeError) -> JSONNode {
        var ignored: [Diagnostic] = []
        return try parse(bytes, file: file, duplicateKeys: .error, notes: &ignored)
    }

    /// Parses one document; under `.lastWins` each replaced key is a note in `notes`.
    public static func parse(
        _ bytes: [UInt8], file: String, duplicateKeys: DuplicateKeys, notes: inout [Diagnostic]
    ) throws(ThemeError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file)
        parser.duplicateKeys = duplicateKeys
        do {
            let root = try parser.parseDocument()
            notes += parser.duplicates
            return root
        } catch {
            throw .invalid([error])
        }
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private func fail(_ message: String, at where_: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(at: where_ ?? location, message)
    }

    mutating func parseDocument() throws(Diagnostic) -> JSONNode {
        if let bad = TextFile.firstInvalidUTF8(bytes) {
            advance(to: bad)
            throw fail("the file is not valid UTF-8 (byte 0x\(RGBA.hexByte(bytes[bad])) here); save it as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // BOM
        try skipTrivia()
        if index >= bytes.count { throw fail("the file is empty; expected a JSON object like { \"colors\": { ... } }") }
        let root = try parseValue()
        try skipTrivia()
        if index < bytes.count {
            throw fail("expected the end of the file after the top-level value, found \(describeCurrent())")
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        let startIndex = index
        var node = try parseValueAt()
        node.span = startIndex..<index
        return node
    }

    private mutating func parseValueAt() throws(Diagnostic) -> JSONNode {
        let start = location
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        values += 1
        if values > JSONParser.maximumValues {
            throw fail("more than \(JSONParser.maximumValues) values in one file; dusk reads palettes up to that size")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            let word = peekIdentifier()
            switch word {
            case "true":
                advance(by: 4)
                return JSONNode(.bool(true), at: start)
            case "false":
                advance(by: 5)
                return JSONNode(.bool(false), at: start)
            case "null":
                advance(by: 4)
                return JSONNode(.null, at: start)
            case "":
                throw fail(
                    "expected a value (a string in quotes, a number, an object or an array), found \(describeCurrent())"
                )
            default:
                throw fail("expected a value, found the bare word `\(word)`; put strings in double quotes: \"\(word)\"")
            }
        }
    }

    private mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw fail("nesting is deeper than \(JSONParser.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let open = location
        advance(by: 1)
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw fail(
                    """
                    unexpected end of file; the object opened at line \(open.line), column \(open.column) is \
                    missing its closing `}`
                    """
                )
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance(by: 1)
                return .object(members)
            }
            let keyLocation = location
            let keyStart = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                key = try parseString()
            } else {
                key = peekIdentifier()
                if key.isEmpty { throw fail("expected a key in double quotes or `}`, found \(describeCurrent())") }
                advance(by: key.utf8.count)
            }
            let keySpan = keyStart..<index
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected `:` after the key \"\(key)\", found \(describeCurrent())")
            }
            advance(by: 1)
            try skipTrivia()
            let value = try parseValue()
            if let first = seen[key] {
                let quoted = SafeText.excerpt(key)
                guard duplicateKeys == .lastWins else {
                    throw fail(
                        "duplicate key \"\(quoted)\" (first written at line \(first.line))" + JSONParser.keysOnce,
                        at: keyLocation)
                }
                // The reader decides: the caller adds what follows for the format it finds.
                duplicates.append(
                    fail("duplicate key \"\(quoted)\" (first written at line \(first.line))", at: keyLocation))
                members.removeAll { $0.key == key }
            }
            seen[key] = keyLocation
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value, keySpan: keySpan))
            let valueEnd = location
            try skipTrivia()
            guard index < bytes.count else { continue }
            switch bytes[index] {
            case UInt8(ascii: ","): advance(by: 1)
            case UInt8(ascii: "}"): continue
            default:
                let expected = "expected `,` or `}` after the value of \"\(SafeText.excerpt(key))\""
                // Another member follows: the comma is missing where it goes, at the end of the value, however many
                // lines of comments lie between (as a compiler puts "expected `,`" after the element before).
                if let next = nextKey() {
                    let place = location
                    throw fail(
                        "\(expected), before the key \"\(next)\" at line \(place.line), column \(place.column)",
                        at: valueEnd)
                }
                throw fail("\(expected), found \(describeCurrent())")
            }
        }
    }

    /// The key that starts here, quoted or bare, without reading past it; nil when no key starts here.
    private func nextKey() -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            var probe = self
            return (try? probe.parseString()).map { SafeText.excerpt($0) }
        }
        let word = peekIdentifier()
        return word.isEmpty ? nil : word
    }

    private mutating func parseArray() throws(Diagnostic) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let open = location
        advance(by: 1)
        var items: [JSONNode] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw fail(
                    """
                    unexpected end of file; the array opened at line \(open.line), column \(open.column) is \
                    missing its closing `]`
                    """
                )
            }
            if bytes[index] == UInt8(ascii: "]") {
                advance(by: 1)
                return .array(items)
            }
            items.append(try parseValue())
            let itemEnd = location
            try skipTrivia()
            guard index < bytes.count else { continue }
            switch bytes[index] {
            case UInt8(ascii: ","): advance(by: 1)
            case UInt8(ascii: "]"): continue
            default:
                // Another value follows: the comma is missing at the end of the item before it.
                if startsValue(bytes[index]) {
                    let place = location
                    throw fail(
                        """
                        expected `,` or `]` after this item of the array, before the next at line \(place.line), \
                        column \(place.column)
                        """,
                        at: itemEnd)
                }
                throw fail("expected `,` or `]` in the array, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(Diagnostic) -> String {
        let quote = bytes[index]
        let start = location
        advance(by: 1)
        // The bytes of the string once an escape is met; until then the string is a slice of the file
        // (already checked to be UTF-8), taken whole at the closing quote.
        var escaped: [UInt8]?
        var runStart = index
        func flush(_ end: Int) {
            if escaped == nil { escaped = [] }
            escaped!.append(contentsOf: bytes[runStart..<end])
        }
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { escaped!.append($0) }
        }
        while true {
            guard index < bytes.count else {
                throw fail(
                    "unterminated string starting at line \(start.line), column \(start.column); add the closing quote",
                    at: start)
            }
            let byte = bytes[index]
            if byte == quote {
                let text: String
                if escaped == nil {
                    text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                } else {
                    flush(index)
                    text = String(decoding: escaped!, as: UTF8.self)
                }
                advance(by: 1)
                return text
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw fail(
                    """
                    line break inside a string; close the string with \(quote == UInt8(ascii: "'") ? "'" : "\"") \
                    before the end of the line
                    """
                )
            }
            // JSON forbids raw control characters in strings; JSON5 allows them, but in a palette
            // one is a damaged file, not a name: refused in both (a tab is kept), escapes still work.
            if byte < 0x20 && byte != UInt8(ascii: "\t") {
                let hex = String(byte, radix: 16, uppercase: true)
                let code = String(repeating: "0", count: 4 - hex.count) + hex
                throw fail("a raw control character (U+\(code)) inside a string; write it as \\u\(code) if it is meant")
            }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                advance(by: 1)
                guard index < bytes.count else { continue }
                let escape = bytes[index]
                advance(by: 1)
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): append("\u{08}")
                case UInt8(ascii: "f"): append("\u{0C}")
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    // A high surrogate pairs only with a low one that follows; alone it is
                    // U+FFFD, and whatever escape follows is read on its own.
                    if (0xD800...0xDBFF).contains(code), index + 5 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                        let low = JSONParser.hex4(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
                    {
                        advance(by: 6)
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    throw fail(
                        "unknown escape `\\\(Character(Unicode.Scalar(escape)))` in a string; use \\\\ for a backslash")
                }
                runStart = index
                continue
            }
            // Inside a string there is no line break: a byte moves the column unless it continues a character.
            index += 1
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    /// Four hex digits at `i`, without consuming them.
    static func hex4(_ bytes: [UInt8], at i: Int) -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[i..<i + 4] {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = v << 4 | UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = v << 4 | UInt32(b - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return v
    }

    private mutating func parseHex4() throws(Diagnostic) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = RGBA.hexDigitValue(bytes[index]) else {
                throw fail("expected four hex digits after \\u")
            }
            v = v << 4 | UInt32(d)
            advance(by: 1)
        }
        return v
    }

    private mutating func parseNumber() throws(Diagnostic) -> Double {
        let start = index
        let startLocation = location
        while index < bytes.count, JSONParser.isNumberByte(bytes[index]) { advance(by: 1) }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        var sign = 1.0
        if text.hasPrefix("+") {
            text.removeFirst()
        } else if text.hasPrefix("-") {
            text.removeFirst()
            sign = -1
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x"), let v = UInt64(lower.dropFirst(2), radix: 16) { return sign * Double(v) }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        guard let v = Double(text), !text.isEmpty, text.first!.isNumber else {
            throw fail("malformed number `\(String(decoding: bytes[start..<index], as: UTF8.self))`", at: startLocation)
        }
        return sign * v
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    // MARK: Trivia and positions

    private mutating func skipTrivia() throws(Diagnostic) {
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                advance(by: 1)
            } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance(by: 1) }
            } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = location
                advance(by: 2)
                while true {
                    guard index + 1 < bytes.count else {
                        throw fail("unterminated /* comment; add */ to close it", at: open)
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        advance(by: 2)
                        break
                    }
                    advance(by: 1)
                }
            } else {
                return
            }
        }
    }

    private mutating func advance(by n: Int) {
        for _ in 0..<n where index < bytes.count {
            let b = bytes[index]
            index += 1
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    private mutating func advance(to target: Int) { advance(by: target - index) }

    private func peekIdentifier() -> String {
        var end = index
        while end < bytes.count {
            let b = bytes[end]
            let isWord =
                (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
                || b == UInt8(ascii: "$")
            if !isWord { break }
            end += 1
        }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Whether a value starts with this byte: a string, a number, an object, an array, or a word (`true`).
    private func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return !peekIdentifier().isEmpty
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        if b < 0x20 || b == 0x7F { return "the control character 0x\(RGBA.hexByte(b))" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`" + SafeText.sanitized(String(decoding: bytes[index..<end], as: UTF8.self)) + "`"
    }
}
