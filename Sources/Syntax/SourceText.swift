import ThemeModel

/// One file of the app's source as a scanner reads it: its bytes (UTF-8, not checked: a scanner looks for
/// ASCII identifiers) and where each line starts, for the line of every place it finds.
public struct SourceText: Sendable {
    /// The path shown in evidence: relative to the folder scanned.
    public let path: String
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    public init(path: String, _ text: String) { self.init(path: path, bytes: Array(text.utf8)) }

    /// The line (from 1) and column (from 1, in bytes) of byte `offset`.
    public func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of bytes `range` (invalid UTF-8 repaired).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }
}
