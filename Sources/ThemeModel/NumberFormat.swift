/// Fixed-point formatting without Foundation's `String(format:)`.
public enum NumberFormat {
    /// `fixed(4.0213, 2)` → `"4.02"`; rounds half away from zero.
    public static func fixed(
        _ value: Double, _ decimals: Int, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(rule)
        guard scaled < 9.0e15 else { return String(value) }
        let whole = UInt64(scaled)
        let integerPart = whole / UInt64(scale)
        var fraction = String(whole % UInt64(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(integerPart)" : "\(sign)\(integerPart).\(fraction)"
    }
}

extension NumberFormat {
    /// A contrast ratio as `4.5:1` or `3.27:1`: as many decimals as it has, up to two.
    public static func ratio(_ value: Double) -> String {
        let one = fixed(value, 1)
        let exact = Double(one).map { abs($0 - value) < 0.0005 } ?? false
        return (exact ? one : fixed(value, 2)) + ":1"
    }

    /// A pair's ratio as every surface shows it (check, the page, the tuner, annotations): two decimals, rounded
    /// down when it misses `target`, so a failing pair never reads as the passing value beside it.
    public static func pairRatio(_ value: Double, target: Double) -> String {
        value >= target ? fixed(value, 2) : failing(value, target: target).ratio
    }

    /// A ratio below its target and the target, as a finding shows them: the ratio rounded down and the target
    /// up, so a pair that fails never reads as meeting it (`1.40:1, needs 1.42:1`, not `1.41:1, needs 1.41:1`).
    public static func failing(_ value: Double, target: Double) -> (ratio: String, target: String) {
        let exact = abs(Double(fixed(target, 1))! - target) < 0.0005
        return (fixed(value, 2, rule: .down), exact ? fixed(target, 1) : fixed(target, 2, rule: .up))
    }
}

extension String {
    /// Without white space at either end.
    public var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }

    /// Every occurrence of `target` replaced (no Foundation).
    public func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
