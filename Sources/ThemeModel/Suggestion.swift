/// "Did you mean ...?" for typos in keys, variant names and aliases.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive),
    /// if it is close enough to be a plausible typo.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            if abs(c.count - w.count) > 3 { continue }
            let d = editDistance(w, c)
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(2, min(w.count, best.name.count) / 3)
        return best.distance <= limit ? best.name : nil
    }

    /// The candidate at most `maxEdits` edits from `word` (case-insensitive, so `Label` is one from `label`),
    /// the nearest first; nil when none is that near. Dissimilar words cost a few rows of the table each.
    public static func nearest(to word: String, in candidates: some Sequence<String>, maxEdits: Int) -> String? {
        Candidates(candidates).nearest(to: word, maxEdits: maxEdits)
    }

    /// Names made ready once for many questions (each is lowercased once, not once per word asked).
    public struct Candidates: Sendable {
        let names: [(name: String, scalars: [Unicode.Scalar])]

        public init(_ candidates: some Sequence<String>) {
            names = candidates.map { ($0, Array($0.lowercased().unicodeScalars)) }
        }

        /// The candidate at most `maxEdits` edits from `word`, as `Suggestion.nearest(to:in:maxEdits:)`.
        public func nearest(to word: String, maxEdits: Int) -> String? {
            let w = Array(word.lowercased().unicodeScalars)
            var best: (name: String, distance: Int)?
            for (candidate, c) in names {
                if abs(c.count - w.count) > maxEdits { continue }
                let d = Suggestion.editDistance(w, c, limit: maxEdits)
                if d <= maxEdits, d < (best?.distance ?? Int.max) { best = (candidate, d) }
            }
            return best?.name
        }
    }

    /// ` (did you mean `x`?)`-style suffix, or "".
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions); past `limit`, some
    /// number above it (the table stops once a whole row is past it).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            if limit < .max, current.min()! > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
