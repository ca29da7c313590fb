import Audit
import ColorScience
import ThemeModel

/// The tuner's hold on one color: which variant of it the keys move, where it started, and where it is now,
/// in OKLCH (kept as asked, so a step that rounds to the same hex is not lost; shown gamut-mapped).
public struct Tuning: Sendable, Equatable {
    public var name: String
    /// The variant edited: the one the current appearance shows, or a new one of its style.
    public var variant: Traits
    /// The value when the tuner took this variant (what it showed, for a variant it creates).
    public var before: RGBA
    /// Whether the variant did not exist in the theme as loaded.
    public var creates: Bool
    /// A new variant's start is `derive`'s value for it, not yet shown on the screens (the first key shows it).
    public var proposed = false
    /// Lightness 0...1, chroma as asked (0...0.4), hue in degrees 0..<360.
    public var lightness: Double
    public var chroma: Double
    public var hue: Double

    /// The steps of one key press; Shift (or `{` `}`) moves five times as far.
    public static let lightnessStep = 0.01
    public static let hueStep = 2.0
    public static let chromaStep = 0.005
    public static let bigStep = 5.0
    static let maximumChroma = 0.4

    public init(name: String, variant: Traits, before: RGBA, creates: Bool) {
        self.name = name
        self.variant = variant
        self.before = before
        self.creates = creates
        let lch = OKLCH(before)
        lightness = lch.l
        chroma = lch.c
        hue = Tuning.degrees(lch.h)
    }

    static func degrees(_ radians: Double) -> Double {
        let d = radians * 180 / Double.pi
        return d < 0 ? d + 360 : d
    }

    var oklch: OKLCH { OKLCH(l: lightness, c: chroma, h: hue * Double.pi / 180) }

    /// The color shown and written: sRGB, chroma given way where sRGB runs out, the alpha it had.
    public var color: RGBA { oklch.rgba(alpha: before.a) }

    /// The chroma sRGB shows at this lightness and hue when less than asked: the panel says so.
    public var gamutChroma: Double? {
        let mapped = oklch.gamutMapped()
        return mapped.c < chroma - 1e-4 ? mapped.c : nil
    }

    /// One key's move.
    public enum Move: Equatable, Sendable {
        case lightness(Double)
        case hue(Double)
        case chroma(Double)
    }

    public mutating func apply(_ move: Move) {
        switch move {
        case .lightness(let d): lightness = min(1, max(0, lightness + d))
        case .hue(let d):
            hue = ((hue + d).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        case .chroma(let d): chroma = min(Tuning.maximumChroma, max(0, chroma + d))
        }
    }

    /// Moves to exactly `color` (the tuner's `=`): its OKLCH, so the next key steps on from there.
    public mutating func take(_ color: RGBA) {
        let lch = OKLCH(color)
        lightness = lch.l
        chroma = lch.c
        hue = lch.c < 0.0005 ? hue : Tuning.degrees(lch.h)
    }

    /// `oklch(0.62 0.14 165)`.
    public static func describe(_ c: RGBA) -> String {
        let lch = OKLCH(c)
        let hue = lch.c < 0.0005 ? "0" : NumberFormat.fixed(degrees(lch.h), 0)
        return "oklch(\(NumberFormat.fixed(lch.l, 2)) \(NumberFormat.fixed(lch.c, 3)) \(hue))"
    }
}

extension Theme {
    /// The variant of `name` the tuner edits under `traits`: the one it shows when that is of the same
    /// interface style (in dark elevated a color with only `dark` edits `dark`), else a new variant of the
    /// style (`dark` for a light-only color seen in dark).
    public func tunedVariant(_ name: String, _ traits: Traits) -> Traits {
        if let from = self[name]?.color.variant(for: traits)?.from, from.style == traits.style,
            writesOwnVariant(name, from)
        {
            return from
        }
        return Traits(traits.style, .base, .normal)
    }

    /// Whether the tuner can move `name` under `traits`: one of the theme's own colors, its edited variant a
    /// literal (or missing, to be made, where it does not fall back to an alias). An alias is tuned where its
    /// value is written.
    public func isTunable(_ name: String, _ traits: Traits) -> Bool {
        guard isOwn(name), let color = self[name] else { return false }
        switch color.color.variants[tunedVariant(name, traits)]?.value {
        case .literal?: return true
        case .alias?, .system?: return false
        case nil:
            // A variant to be made: unless the appearance shows another color through an alias (`tint` in dark
            // showing `terracotta`'s), which is tuned as that color, not split from it by a value of its own.
            guard case .alias? = color.color.variant(for: traits)?.value.value else { return true }
            return false
        }
    }

    /// The colors Tab walks in the tuner, in theme order.
    public func tunableNames(_ traits: Traits) -> [String] { ownColorNames.filter { isTunable($0, traits) } }
}
