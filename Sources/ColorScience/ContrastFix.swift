import CMath

/// OKLCH: OKLab in polar form. Lightness 0...1, chroma, hue in radians.
public struct OKLCH: Hashable, Sendable {
    public var l: Double, c: Double, h: Double
    /// cos and sin of the hue, kept so that the searches below (hundreds of
    /// candidates of one hue) need no trigonometry.
    private var cosH: Double, sinH: Double

    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
        cosH = cos(h)
        sinH = sin(h)
    }

    init(l: Double, c: Double, h: Double, cosH: Double, sinH: Double) {
        self.l = l
        self.c = c
        self.h = h
        self.cosH = cosH
        self.sinH = sinH
    }

    public init(_ color: RGBA) { self.init(OKLab(color.opaque)) }

    public init(_ lab: OKLab) {
        let c = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        self.init(l: lab.l, c: c, h: atan2(lab.b, lab.a), cosH: c > 0 ? lab.a / c : 1, sinH: c > 0 ? lab.b / c : 0)
    }

    /// The same hue at another lightness and chroma.
    func with(l: Double, c: Double) -> OKLCH { OKLCH(l: l, c: c, h: h, cosH: cosH, sinH: sinH) }

    var lab: OKLab { OKLab(l: l, a: c * cosH, b: c * sinH) }

    /// Inside the sRGB gamut (a small tolerance for rounding).
    var inGamut: Bool {
        let rgb = lab.linearRGB
        let e = 1e-6
        return rgb.r >= -e && rgb.r <= 1 + e && rgb.g >= -e && rgb.g <= 1 + e && rgb.b >= -e && rgb.b <= 1 + e
    }

    /// This lightness and hue with the most chroma sRGB can show, up to `c`:
    /// the hue is kept, chroma gives way first.
    package func gamutMapped() -> OKLCH {
        if inGamut { return self }
        var low = 0.0
        var high = c
        for _ in 0..<24 {
            let mid = (low + high) / 2
            if with(l: l, c: mid).inGamut { low = mid } else { high = mid }
        }
        return with(l: l, c: low)
    }

    public func rgba(alpha: UInt8 = 255) -> RGBA { gamutMapped().lab.rgba(alpha: alpha) }
}

/// The nearest color that reaches a contrast target: how `check` suggests a
/// fix and how `derive` and `fix` adjust variants. Same hue, the smallest
/// move in OKLCH lightness (chroma gives way only where sRGB runs out), on
/// whichever side (lighter or darker) needs the smaller move.
public enum ContrastFix {
    /// The lowest WCAG ratio of `color` over `backgrounds` (translucent colors composited over each).
    public static func worstRatio(_ color: RGBA, on backgrounds: [RGBA]) -> Double {
        backgrounds.map { Contrast.wcagRatio(text: color, background: $0) }.min() ?? 21
    }

    /// The color nearest `color` whose contrast on every one of `backgrounds`
    /// is at least `target`, keeping its alpha; `color` itself when it
    /// already passes; nil when no lightness of that hue passes on all of them.
    public static func nearestPassing(_ color: RGBA, on backgrounds: [RGBA], target: Double) -> RGBA? {
        nearestPassing(color, against: backgrounds.map { ($0, target) })
    }

    /// The same, with a target of its own for each other color. `color` is the
    /// text (on each of `others`), or with `isBackground` the background under
    /// each of them (translucent text is composited over the candidate).
    public static func nearestPassing(
        _ color: RGBA, against others: [(color: RGBA, target: Double)],
        isBackground: Bool = false
    ) -> RGBA? {
        nearestPassing(
            color,
            meeting: others.map { Constraint(other: $0.color, target: $0.target, movingIsBackground: isBackground) })
    }

    /// One pair the moving color takes part in: the other color, the ratio to
    /// reach, and which side the moving color is on.
    public struct Constraint: Sendable, Hashable {
        public var other: RGBA
        public var target: Double
        public var movingIsBackground: Bool
        /// The ratio not to pass (a secondary text no stronger than the primary on the same surface); nil: none.
        public var maximum: Double?
        public init(other: RGBA, target: Double, movingIsBackground: Bool, maximum: Double? = nil) {
            self.other = other
            self.target = target
            self.movingIsBackground = movingIsBackground
            self.maximum = maximum
        }

        /// Whether `ratio` is within the constraint.
        public func holds(_ ratio: Double) -> Bool { ratio >= target && ratio <= (maximum ?? .infinity) }

        public func ratio(_ candidate: RGBA) -> Double {
            movingIsBackground
                ? Contrast.wcagRatio(text: other, background: candidate)
                : Contrast.wcagRatio(text: candidate, background: other)
        }
    }

    /// The color nearest `color` (same hue, smallest lightness move) meeting
    /// every constraint at once, checked on the 8-bit color itself so that a
    /// recomputed ratio reaches its target; nil when no lightness of the hue does. `lightness`: the OKLab
    /// lightness the result must keep to as well (a dark surface that must stay lighter than the one under it).
    public static func nearestPassing(
        _ color: RGBA, meeting constraints: [Constraint], lightness: ClosedRange<Double> = 0...1
    ) -> RGBA? {
        var set = PreparedConstraints(constraints, movingAlpha: color.a)
        let bounded = lightness != 0...1
        func passes(_ c: RGBA) -> Bool { (!bounded || lightness.contains(OKLCH(c).l)) && set.passes(c) }
        if passes(color) { return color }
        let start = OKLCH(color)
        var best: (move: Double, color: RGBA)?
        for direction in [1.0, -1.0] {
            if let found = search(from: start, direction: direction, alpha: color.a, passes: passes),
                found.move < (best?.move ?? .infinity)
            {
                best = found
            }
        }
        return best?.color
    }

    /// Walks lightness one way in steps, then narrows down to the smallest move that passes.
    private static func search(
        from start: OKLCH, direction: Double, alpha: UInt8, passes: (RGBA) -> Bool
    ) -> (move: Double, color: RGBA)? {
        func candidate(_ move: Double) -> RGBA {
            start.with(l: min(1, max(0, start.l + direction * move)), c: start.c).rgba(alpha: alpha)
        }
        let limit = direction > 0 ? 1 - start.l : start.l
        var failing = 0.0
        var passing: Double?
        var move = 0.01
        while move < limit + 0.01 {
            let m = min(move, limit)
            if passes(candidate(m)) {
                passing = m
                break
            }
            failing = m
            move += 0.01
        }
        guard var high = passing else { return nil }
        var low = failing
        for _ in 0..<12 {
            let mid = (low + high) / 2
            if passes(candidate(mid)) { high = mid } else { low = mid }
        }
        return (high, candidate(high))
    }
}

/// Constraints ready for the many candidates of one search: where the pair's text is opaque the ratio
/// needs only the two luminances, so the other color's is computed once (the same arithmetic as
/// `Contrast.wcagRatio`, so the result is bit for bit the same); the constraint that failed last is
/// tried first, since neighbouring candidates tend to fail on the same one.
struct PreparedConstraints {
    private let constraints: [ContrastFix.Constraint]
    /// The other color's luminance (over its own opaque self) when the text of the pair is opaque.
    private let otherLuminance: [Double?]
    private var lastFailing = 0

    init(_ constraints: [ContrastFix.Constraint], movingAlpha: UInt8) {
        self.constraints = constraints
        otherLuminance = constraints.map { c in
            let textIsOpaque = c.movingIsBackground ? c.other.a == 255 : movingAlpha == 255
            return textIsOpaque ? Contrast.relativeLuminance(c.movingIsBackground ? c.other : c.other.opaque) : nil
        }
    }

    mutating func passes(_ candidate: RGBA) -> Bool {
        guard !constraints.isEmpty else { return true }
        var candidateLuminance: Double?
        func ok(_ i: Int) -> Bool {
            let c = constraints[i]
            guard let other = otherLuminance[i] else { return c.holds(c.ratio(candidate)) }
            let mine: Double
            if let known = candidateLuminance {
                mine = known
            } else {
                mine = Contrast.relativeLuminance(c.movingIsBackground ? candidate.opaque : candidate)
                candidateLuminance = mine
            }
            let ratio = (max(mine, other) + 0.05) / (min(mine, other) + 0.05)
            return c.holds(ratio)
        }
        if !ok(lastFailing) { return false }
        for i in constraints.indices where i != lastFailing && !ok(i) {
            lastFailing = i
            return false
        }
        return true
    }
}
