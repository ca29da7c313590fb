import Pairs
import Syntax

/// A Swift enum of asset names: `enum ColorAsset: String { case textRegular = "Colors/Text/Text" }` with
/// `UIColor(named: asset.rawValue)` behind it. The code draws `.textRegular`; the palette calls it
/// `Colors/Text/Text`. Each case with a string raw value is read as that string, for the whole tree.
enum RawValueNames {
    /// The cases of `String`-backed enums in `tokens` and their raw values (`case a = "x", b = "y"` alike).
    static func read(_ tokens: BraceTokens) -> [String: String] {
        var names: [String: String] = [:]
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens.isIdentifier(i, "case"), isStringEnum(around: i, tokens) else { continue }
            var j = i + 1
            // `case a = "x", b = "y"`: name, `=`, string, then a comma for the next.
            while j + 2 < tokens.count, tokens.tokens[j].kind == .identifier, tokens.isPunctuation(j + 1, "="),
                let raw = tokens.stringContent(j + 2)
            {
                names[tokens.name(j)] = raw
                guard j + 3 < tokens.count, tokens.isPunctuation(j + 3, ",") else { break }
                j += 4
            }
        }
        return names
    }

    /// Whether the braces around token `i` are an enum's whose raw type is `String` (`enum X: String {`,
    /// `enum X: String, CaseIterable {`).
    static func isStringEnum(around i: Int, _ tokens: BraceTokens) -> Bool {
        let open = tokens.enclosing[i]
        guard open > 0, tokens.isOpen(open, UInt8(ascii: "{")) else { return false }
        var k = open - 1
        var sawString = false
        // The header is a few tokens long; a bound keeps a hostile one cheap.
        while k >= 0, k >= open - 16 {
            if tokens.isIdentifier(k, "String") { sawString = true }
            if tokens.isIdentifier(k, "enum") { return sawString }
            if tokens.tokens[k].kind == .open || tokens.tokens[k].kind == .close { return false }
            k -= 1
        }
        return false
    }

    /// One table for the tree: a case two enums give different raw values is neither's.
    static func merge(_ tables: [[String: String]]) -> [String: String] {
        var merged: [String: String] = [:]
        var clashing: Set<String> = []
        for table in tables {
            for (name, raw) in table {
                if let other = merged[name], other != raw { clashing.insert(name) }
                merged[name] = raw
            }
        }
        for name in clashing { merged[name] = nil }
        return merged
    }

    /// The pairs with each color the code names by such a case named by its raw value.
    static func apply(_ names: [String: String], to pairs: [SourcePair]) -> [SourcePair] {
        guard !names.isEmpty else { return pairs }
        return pairs.map { pair in
            var pair = pair
            if let raw = names[pair.foreground] { pair.foreground = raw }
            if let raw = names[pair.background] { pair.background = raw }
            return pair
        }
    }
}
