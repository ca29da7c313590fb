import ColorScience
import ThemeModel

/// How close `derive` comes to Apple: Apple's own light values alone, with
/// nothing inherited, derived into the other appearances and compared with
/// Apple's real ones (the figure in BENCHMARKS.md, held by a test). The same
/// for copies with every hue rotated, so nothing can be keyed on Apple's hues.
public enum DeriveFigure {
    public struct Row: Sendable {
        public var traits: Traits
        /// Mean and largest OKLab distance x100 over Apple's colors.
        public var mean: Double
        public var max: Double
        public var worst: String
    }

    /// The appearances the figure is about.
    public static let appearances: [Traits] = [
        .dark, Traits(.dark, .elevated), Traits(.light, .base, .high),
        Traits(.dark, .base, .high),
    ]

    /// The rows for Apple's palette with every hue turned by `degrees`.
    public static func rows(rotatedBy degrees: Double = 0) throws(ThemeError) -> [Row] {
        let apple = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let names = apple.names.filter { apple[$0]?.origin == BuiltinThemes.defaultName }
        func turned(_ c: RGBA) -> RGBA { rotate(c, degrees) }
        // Built as a theme that inherits nothing would load: each color's light value, in Apple's order.
        var lightOnly = Theme(name: "Apple light only", path: "apple-light-only.json")
        for name in names {
            let light = VariantValue(.literal(turned(apple.resolve(name, .light)!)))
            lightOnly.append(
                ThemeColor(
                    name: name, color: DynamicColor(variants: [.light: light]), origin: "apple-light-only.json"))
        }
        let derived = PaletteFix(changes: PaletteFixer.derivedVariants(lightOnly)).applied(to: lightOnly)
        return appearances.map { traits in
            let backdrop = traits.style == .light ? RGBA.white : RGBA.black
            var total = 0.0
            var largest = (distance: 0.0, name: "")
            for name in names {
                guard let mine = derived.resolve(name, traits), let theirs = apple.resolve(name, traits) else {
                    continue
                }
                let d =
                    OKLab(mine.over(backdrop)).distanceSquared(to: OKLab(turned(theirs).over(backdrop))).squareRoot()
                    * 100
                total += d
                if d > largest.distance { largest = (d, name) }
            }
            return Row(traits: traits, mean: total / Double(names.count), max: largest.distance, worst: largest.name)
        }
    }

    /// The same color with its OKLCH hue turned, gamut-mapped by chroma; alpha kept.
    static func rotate(_ c: RGBA, _ degrees: Double) -> RGBA {
        guard degrees != 0 else { return c }
        let lch = OKLCH(c)
        return OKLCH(l: lch.l, c: lch.c, h: lch.h + degrees * .pi / 180).rgba(alpha: c.a)
    }
}
