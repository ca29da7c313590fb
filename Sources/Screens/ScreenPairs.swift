import ColorScience
import Pairs
import Platform
import ThemeModel

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

    /// What each screen drew in each appearance, with the colors it read to draw it: `fix` audits the
    /// same theme several times (the original, then after each round of moves) and a round changes only a
    /// few colors, which most screens never read. One `ScreenPairs` serves one theme and the color edits
    /// made to it; a change to anything else that screens draw from starts over.
    private var drawn: [Traits: [[(reads: [ColorReads.Read], pairs: [DrawnPair])]]] = [:]
    private var structure: Structure?
    /// How many screens were rendered (not reused) so far.
    private(set) var renderCount = 0

    /// What a screen draws from besides the colors it reads: the same for every color edit of a theme.
    private struct Structure: Equatable {
        let name: String
        let names: [String]
        let systemNames: Set<String>
        let statusBarStyle: StatusBarStyle
        let lockedStyle: InterfaceStyle?
        let gradients: [DynamicGradient]
        let images: [ThemeImage]
        let materials: [MaterialName: MaterialSpec]
        let backdrops: [InterfaceStyle: RasterImage]
        let customScreens: [ScreenSpec]

        init(_ theme: Theme) {
            name = theme.name
            names = theme.names
            systemNames = theme.systemNames
            statusBarStyle = theme.statusBarStyle
            lockedStyle = theme.lockedStyle
            gradients = theme.gradients
            images = theme.images
            materials = theme.materials
            backdrops = theme.backdrops
            customScreens = theme.customScreens
        }
    }
    /// Renders kept per screen and appearance (`fix` goes back and forth between a few versions).
    private static let keptPerScreen = 8

    public func drawnPairs(_ theme: Theme, _ traits: [Traits]) -> [DrawnPair] {
        let now = Structure(theme)
        if structure != now {
            structure = now
            drawn = [:]
        }
        let screens = ScreenRef.all(in: theme).filter { $0 != .palette }
        // The theme resolved per appearance, for the renders and for checking what kept renders read.
        var palettes: [Traits: Palette] = [:]
        func palette(_ t: Traits) -> Palette {
            if let known = palettes[t] { return known }
            let fresh = theme.palette(for: t)
            palettes[t] = fresh
            return fresh
        }
        // Which kept render serves each screen of each appearance asked; the rest are rendered.
        var chosen: [Traits: [Int?]] = [:]
        var jobs: [RenderJob] = []
        for t in traits where chosen[t] == nil {
            let kept = drawn[t] ?? Array(repeating: [], count: screens.count)
            chosen[t] = kept.map { renders in
                renders.firstIndex { ColorReads.hold($0.reads, in: theme, palette: palette) }
            }
            let shown = theme.effectiveTraits(t)
            for (i, screen) in screens.enumerated() where chosen[t]![i] == nil {
                // The comparisons first (they fill this object's caches): the jobs are pure.
                jobs.append(
                    RenderJob(
                        traits: t, screenIndex: i, palette: palette(shown), screen: screen,
                        apple: appleRatios(screen, shown), baseline: ratios("baseline", baseline, screen, shown)))
            }
            drawn[t] = kept
        }
        // Every screen of every appearance to render, side by side.
        let fresh = Parallel.map(jobs) { $0.pairs(theme) }
        renderCount += jobs.count
        for (job, result) in zip(jobs, fresh) {
            var renders = drawn[job.traits]![job.screenIndex]
            if renders.count >= ScreenPairs.keptPerScreen { renders.removeFirst() }
            renders.append(result)
            drawn[job.traits]![job.screenIndex] = renders
            chosen[job.traits]![job.screenIndex] = renders.count - 1
        }
        var pairs: [DrawnPair] = []
        for t in traits {
            for (i, index) in chosen[t]!.enumerated() { pairs += drawn[t]![i][index!].pairs }
        }
        return pairs
    }

    /// One screen to render in one appearance, with the ratios Apple's palette and the baseline reach there.
    private struct RenderJob: Sendable {
        let traits: Traits
        let screenIndex: Int
        let palette: Palette
        let screen: ScreenRef
        let apple: [String: Double]
        let baseline: [String: Double]

        func pairs(_ theme: Theme) -> (reads: [ColorReads.Read], pairs: [DrawnPair]) {
            let reads = ColorReads()
            let canvas = screen.render(
                theme: theme, traits: traits, size: Screen.defaultSize, options: .everyState, palette: palette,
                reads: reads)
            let pairs = canvas.drawnPairs(traits: theme.effectiveTraits(traits), screen: screen.name).map { d in
                var d = d
                let key = ScreenPairs.key(d)
                d.appleRatio = apple[key]
                d.baselineRatio = baseline[key]
                return d
            }
            return (reads.reads, pairs)
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
        let canvas = screen.render(theme: theme, traits: traits, size: Screen.defaultSize, options: .everyState)
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
