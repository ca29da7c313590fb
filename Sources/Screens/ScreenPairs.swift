import Platform
import ThemeKit

/// What the app screens draw at the default size, for `check` and `fix`:
/// every screen but the palette specimen sheet (its uses are guesses, not
/// the app's screens), in each appearance asked, each pair with the ratio of
/// the same element where Apple's palette (and a baseline) draws it. The
/// comparison renders depend only on the screen and the appearance, so they
/// are made once however often the theme is rendered again (`fix` re-renders
/// after every round of moves); Apple's, for the built-in screens, are read
/// from `AppleDrawnRatios`, made when the screens last changed.
public final class ScreenPairs {
    private let baseline: Theme?
    private var comparisons: [String: [String: Double]] = [:]

    public init(baseline: Theme? = nil) {
        self.baseline = baseline
    }

    /// Apple's palette, for the theme's own screen files that Apple's theme also has.
    private lazy var apple: Theme? = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName)

    /// What each appearance drew, by the colors it resolved to: `fix` audits the same colors several
    /// times (the original, then after each round) and only the colors change between its calls.
    /// One `ScreenPairs` serves one theme and the color edits made to it.
    private var drawn: [Traits: [(colors: [String: RGBA], pairs: [DrawnPair])]] = [:]

    public func drawnPairs(_ theme: Theme, _ traits: [Traits]) -> [DrawnPair] {
        var palettes: [Traits: Palette] = [:]
        var missing: [Traits] = []
        for t in traits where palettes[t] == nil {
            let palette = theme.palette(for: theme.effectiveTraits(t))
            palettes[t] = palette
            if drawn[t]?.contains(where: { $0.colors == palette.colors }) != true { missing.append(t) }
        }
        // The comparisons first (they fill this object's caches), then every screen of every appearance
        // side by side: each is a pure function of the theme, a palette and its comparisons.
        let screens = ScreenRef.all(in: theme).filter { $0 != .palette }
        var jobs: [RenderJob] = []
        for t in missing {
            let shown = theme.effectiveTraits(t)
            for screen in screens {
                jobs.append(
                    RenderJob(
                        traits: t, palette: palettes[t]!, screen: screen, apple: appleRatios(screen, shown),
                        baseline: ratios("baseline", baseline, screen, shown)))
            }
        }
        let fresh = Parallel.map(jobs) { $0.pairs(theme) }
        for (i, t) in missing.enumerated() {
            let pairs = fresh[i * screens.count..<(i + 1) * screens.count].flatMap { $0 }
            drawn[t, default: []].append((palettes[t]!.colors, pairs))
        }
        var pairs: [DrawnPair] = []
        for t in traits {
            let colors = palettes[t]!.colors
            pairs += drawn[t]?.first(where: { $0.colors == colors })?.pairs ?? []
        }
        return pairs
    }

    /// One screen to render in one appearance, with the ratios Apple's palette and the baseline reach there.
    private struct RenderJob: Sendable {
        let traits: Traits
        let palette: Palette
        let screen: ScreenRef
        let apple: [String: Double]
        let baseline: [String: Double]

        func pairs(_ theme: Theme) -> [DrawnPair] {
            let canvas = screen.render(theme: theme, traits: traits, size: Screen.defaultSize, palette: palette)
            return canvas.drawnPairs(traits: theme.effectiveTraits(traits), screen: screen.name).map { d in
                var d = d
                let key = ScreenPairs.key(d)
                d.appleRatio = apple[key]
                d.baselineRatio = baseline[key]
                return d
            }
        }
    }

    private func appleRatios(_ screen: ScreenRef, _ traits: Traits) -> [String: Double] {
        if case .builtin(let s) = screen, let known = AppleDrawnRatios.table(s, traits) { return known }
        return ratios("apple", apple, screen, traits)
    }

    private func ratios(_ which: String, _ other: Theme?, _ screen: ScreenRef, _ traits: Traits) -> [String: Double] {
        let cacheKey = which + "\u{1}" + screen.name + "\u{1}" + traits.name
        if let known = comparisons[cacheKey] { return known }
        let table = other.map { Self.ratios(screen, $0, traits) } ?? [:]
        comparisons[cacheKey] = table
        return table
    }

    /// The ratio of each pair `screen` draws with `theme`'s colors in `traits`, by `key`.
    public static func ratios(_ screen: ScreenRef, _ theme: Theme, _ traits: Traits) -> [String: Double] {
        var table: [String: Double] = [:]
        guard ScreenRef.named(screen.name, in: theme) != nil else { return table }
        let canvas = screen.render(theme: theme, traits: traits, size: Screen.defaultSize)
        for a in canvas.drawnPairs(traits: traits, screen: screen.name) {
            table[key(a)] = Contrast.wcagRatio(text: a.foregroundColor, background: a.backgroundColor)
        }
        return table
    }

    /// A drawn pair as the comparisons know it: its two color names and its kind.
    public static func key(_ d: DrawnPair) -> String {
        key(foreground: d.foreground, background: d.background, kind: d.kind.rawValue)
    }

    static func key(foreground: String, background: String, kind: String) -> String {
        foreground + "\u{1}" + background + "\u{1}" + kind
    }
}
