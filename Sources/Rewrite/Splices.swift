import ColorScience
import ThemeModel

/// Byte replacements in one file, applied together: every byte outside them stays as it was.
struct Splices {
    private(set) var items: [(range: Range<Int>, text: String)] = []
    /// What the write-back says of these edits beside the values written (a value given more decimals than the
    /// file's; a value kept in a rule of its own).
    var notes: [String] = []
    /// Variants the edits would change that are written again with the color they have (the dark value a
    /// `:root` declaration served, kept in the dark rule when the `:root` value changes for light only).
    var kept: [ColorEdit] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func replace(_ range: Range<Int>, with text: String) { items.append((range, text)) }

    mutating func insert(_ text: String, at offset: Int) { items.append((offset..<offset, text)) }

    /// The file with every splice made; nil when two overlap (a bug in the editor, never half applied).
    func applied(to bytes: [UInt8]) -> [UInt8]? {
        let sorted = items.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
        var at = 0
        for item in sorted {
            guard item.range.lowerBound >= at, item.range.upperBound <= bytes.count else { return nil }
            out += bytes[at..<item.range.lowerBound]
            out += Array(item.text.utf8)
            at = item.range.upperBound
        }
        out += bytes[at...]
        return out
    }
}

/// How a new value is laid out so it looks like the file's own.
enum LiteralStyle {
    /// The start of the line `offset` is on, and the spaces and tabs that begin it.
    static func indent(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0, !isLineBreak(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `a` and `b` are on one line.
    static func sameLine(_ a: Int, _ b: Int, in bytes: [UInt8]) -> Bool {
        !bytes[min(a, b)..<max(a, b)].contains(where: isLineBreak)
    }

    /// A line ends at LF, CRLF or a lone CR (classic Mac files): each as the file writes it.
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// The line break a file uses (its first), LF when it has none.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let i = bytes.firstIndex(where: isLineBreak) else { return "\n" }
        return lineBreak(at: i, in: bytes)
    }

    /// The line break that starts at `i`: CRLF, CR or LF, as the file has it.
    static func lineBreak(at i: Int, in bytes: [UInt8]) -> String {
        guard bytes[i] == 0x0D else { return "\n" }
        return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r"
    }
}

/// Where a line and column (columns count Unicode scalars from 1, as `TextFile` counts them) is in a file's
/// bytes; the lines are found once, so many places cost one pass.
struct TextPosition {
    let bytes: [UInt8]
    private var lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        var i = lineStarts[line - 1]
        var currentColumn = 1
        while currentColumn < column {
            guard i < bytes.count, bytes[i] != UInt8(ascii: "\n") else { return nil }
            i += 1
            // The bytes that continue a scalar are not columns of their own.
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            currentColumn += 1
        }
        return i
    }
}
