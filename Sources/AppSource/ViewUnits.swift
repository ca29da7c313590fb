import Pairs
import Syntax

/// SwiftUI views and composable functions: the ones a file declares (the lines of their bodies) and the capitalized
/// names it uses outside them and its previews. A view no file uses is never on screen (a leftover, or one only a
/// preview shows): what it draws is no pair the app draws.
struct ViewUnits: Sendable {
    var declared: [(name: String, lines: ClosedRange<Int>)] = []
    /// The names used, by `key` (a hash of their bytes: most tokens are no view's name, so none becomes a string).
    var used: Set<Int> = []

    static func key<Bytes: Sequence>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        var hasher = Hasher()
        for byte in bytes { hasher.combine(byte) }
        return hasher.finalize()
    }

    static func key(_ name: String) -> Int { key(name.utf8) }

    /// `struct X: View { … }` (any header that names `View`).
    static func swift(_ file: SourceText, _ t: BraceTokens, previews: [ClosedRange<Int>]) -> ViewUnits {
        scan(file, t, previews: previews) { i in
            guard t.isIdentifier(i, "struct"), i + 1 < t.count else { return nil }
            var j = i + 2
            var isView = false
            while j < t.count, !t.isOpen(j, UInt8(ascii: "{")), j < i + 24 {
                if t.isIdentifier(j, "View") { isView = true }
                j += 1
            }
            return isView && j < t.count ? (i + 1, j) : nil
        }
    }

    /// `@Composable fun X(…) { … }`.
    static func kotlin(_ file: SourceText, _ t: BraceTokens, previews: [ClosedRange<Int>]) -> ViewUnits {
        scan(file, t, previews: previews) { i in
            guard t.isIdentifier(i, "fun"), i + 1 < t.count,
                (max(0, i - 6)..<i).contains(where: { t.isIdentifier($0, "Composable") })
            else { return nil }
            var j = i + 2
            while j < t.count, j < i + 64 {
                if t.isOpen(j, UInt8(ascii: "{")) { return (i + 1, j) }
                if t.isPunctuation(j, "=") { return nil }
                j = t.isOpen(j, UInt8(ascii: "(")) ? min(t.match[j], t.count - 1) + 1 : j + 1
            }
            return nil
        }
    }

    /// `declaration(i)`: the name token and the body's open brace when token `i` starts a view.
    private static func scan(
        _ file: SourceText, _ t: BraceTokens, previews: [ClosedRange<Int>], declaration: (Int) -> (Int, Int)?
    ) -> ViewUnits {
        var units = ViewUnits()
        var names: Set<Int> = []
        for i in 0..<t.count {
            guard let (name, open) = declaration(i), open < t.count, t.match[open] < t.count else { continue }
            names.insert(name)
            let lines = file.location(t[open].start).line...file.location(t[t.match[open]].start).line
            units.declared.append((t.name(name), lines))
        }
        var line = 1
        var offset = 0
        for i in 0..<t.count where t.isCapitalized(i) && !names.contains(i) {
            // Lines counted forward once: the tokens come in order.
            while offset < t[i].start {
                if t.bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                offset += 1
            }
            if previews.contains(where: { $0.contains(line) }) { continue }
            units.used.insert(key(t.bytes[t[i].start..<t[i].end]))
        }
        return units
    }

    /// The pairs no unused view draws, given every name the app's files use.
    static func drop(_ pairs: [SourcePair], unused: [String: [ClosedRange<Int>]]) -> [SourcePair] {
        guard !unused.isEmpty else { return pairs }
        return pairs.filter { pair in
            guard let ranges = unused[pair.site.location.file] else { return true }
            return !ranges.contains { $0.contains(pair.site.location.line) }
        }
    }
}
