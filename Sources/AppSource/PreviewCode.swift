import Pairs
import Syntax

/// Code that only a design-time preview runs, never the app: SwiftUI's `#Preview { }` and `PreviewProvider`
/// types, Compose's (and Flutter's) functions annotated `@Preview` or a preview annotation of its own
/// (`@PreviewLightDark`, `@DevicePreviews`). What is drawn there is no pair the app draws.
enum PreviewCode {
    /// The lines such code spans in the file, from its opening to its closing brace.
    static func lines(in file: SourceText, _ tokens: BraceTokens) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        var i = 0
        while i < tokens.count {
            guard let body = previewBody(at: i, tokens), body < tokens.count, tokens.match[body] < tokens.count
            else {
                i += 1
                continue
            }
            let close = tokens.match[body]
            found.append(file.location(tokens[i].start).line...file.location(tokens[close].start).line)
            i = close + 1
        }
        return found
    }

    /// The pairs outside preview code (`lines`).
    static func drop(_ pairs: [SourcePair], _ previews: [ClosedRange<Int>]) -> [SourcePair] {
        guard !previews.isEmpty else { return pairs }
        return pairs.filter { pair in !previews.contains { $0.contains(pair.site.location.line) } }
    }

    /// The open brace of the preview's body when token `i` starts one: `#Preview`, `PreviewProvider` in a type's
    /// header, or an `@…Preview…` annotation before a `fun` or a Dart function.
    private static func previewBody(at i: Int, _ t: BraceTokens) -> Int? {
        // Every preview name is capitalized: other tokens cost one byte's look, and no string is made but for
        // an annotation's name.
        guard t.isCapitalized(i) else { return nil }
        let after = i > 0 && t.touchesPrevious(i)
        if after, t.isPunctuation(i - 1, "#"), t.isIdentifier(i, "Preview") {
            return nextBrace(after: i, t, stoppingAt: 4)
        }
        if t.isIdentifier(i, "PreviewProvider") { return nextBrace(after: i, t, stoppingAt: 8) }
        if after, t.isPunctuation(i - 1, "@"), t.name(i).contains("Preview") {
            // The annotated function's body: past its parameters, within a few tokens of the annotation.
            return nextBrace(after: i, t, stoppingAt: 40)
        }
        return nil
    }

    /// The first `{` after token `i` at its own level (parenthesized arguments stepped over), within `limit`
    /// tokens; nil when none opens there.
    private static func nextBrace(after i: Int, _ t: BraceTokens, stoppingAt limit: Int) -> Int? {
        var j = i + 1
        var seen = 0
        while j < t.count, seen < limit {
            if t.isOpen(j, UInt8(ascii: "{")) { return j }
            if t.isOpen(j, UInt8(ascii: "(")) || t.isOpen(j, UInt8(ascii: "[")) {
                j = min(t.match[j], t.count - 1) + 1
            } else {
                j += 1
            }
            seen += 1
        }
        return nil
    }
}
