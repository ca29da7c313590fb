import ColorScience
import ThemeModel

/// How a color is used, as far as deriving is concerned (the caller maps its own usage model onto this).
public enum VariantKind: Sendable {
    case text, accent, background, separator, fill, fixed
}

/// Derives the appearances a designer has not drawn (dark, elevated, high contrast) from the light
/// value, the way Apple's iOS 13 system colors relate to theirs.
///
/// Every rule works in OKLCH and reads only lightness, chroma and alpha, never hue: a palette turned
/// in hue gets its variants turned with it, and a brand's own hues stay its own (Apple turns warm
/// hues toward red in light high contrast; that is not copied). Hue is always kept; where sRGB cannot
/// show the chroma at the new lightness, chroma gives way (`OKLCH.rgba`). Every constant below is
/// read off Apple's table (`reference/ios13-system-colors.json`); the comment on each says where.
public enum VariantModel {
    /// The seven non-light appearances of a color whose light value is `light`.
    /// `level`: for backgrounds, the position in a stack of surfaces (0 primary, 1 secondary,
    /// 2 tertiary, 3 ...), 0 otherwise.
    /// Returns a value for each of: Traits(.dark), Traits(.dark,.elevated), Traits(.light,.base,.high),
    /// Traits(.dark,.base,.high), Traits(.dark,.elevated,.high) (elevated light ones equal their base
    /// ones; include them too: all 7 non-light traits).
    public static func variants(light: RGBA, kind: VariantKind, level: Int) -> [Traits: RGBA] {
        let derived: Derived
        switch kind {
        case .fixed:
            derived = Derived(everywhere: light)
        case .accent:
            derived = accent(light)
        case .background:
            derived = background(light, level: max(0, level))
        case .separator:
            derived = light.a >= surfaceAlpha ? opaqueSeparator(light) : translucentSeparator(light)
        case .fill:
            // An opaque fill is a step of the gray scale, not a veil over what is below.
            derived = light.a >= surfaceAlpha ? neutral(light) : translucentFill(light)
        case .text:
            derived = light.isOpaque ? neutral(light) : translucentText(light)
        }
        return derived.byTraits(light: light)
    }

    /// A fill or separator at least this opaque (80%) is treated as a surface, not a veil: Apple's
    /// veils are at most 0x49 (separator), and thickening a near-opaque one would only make it solid.
    private static let surfaceAlpha: UInt8 = 0xCC
}

// MARK: - The five appearances that differ

/// The values of the appearances that can differ from light; light elevated and light elevated high
/// contrast always equal their base ones (Apple's table has no exception).
private struct Derived {
    var dark: RGBA
    var darkElevated: RGBA
    var lightHigh: RGBA
    var darkHigh: RGBA
    var darkElevatedHigh: RGBA

    init(dark: RGBA, darkElevated: RGBA, lightHigh: RGBA, darkHigh: RGBA, darkElevatedHigh: RGBA) {
        self.dark = dark
        self.darkElevated = darkElevated
        self.lightHigh = lightHigh
        self.darkHigh = darkHigh
        self.darkElevatedHigh = darkElevatedHigh
    }

    /// Elevation changes only backgrounds: every other color is the same on a card as on the page.
    init(dark: RGBA, lightHigh: RGBA, darkHigh: RGBA) {
        self.init(dark: dark, darkElevated: dark, lightHigh: lightHigh, darkHigh: darkHigh, darkElevatedHigh: darkHigh)
    }

    init(everywhere color: RGBA) {
        self.init(dark: color, lightHigh: color, darkHigh: color)
    }

    func byTraits(light: RGBA) -> [Traits: RGBA] {
        [
            Traits(.dark): dark,
            Traits(.light, .elevated): light,
            Traits(.dark, .elevated): darkElevated,
            Traits(.light, .base, .high): lightHigh,
            Traits(.dark, .base, .high): darkHigh,
            Traits(.light, .elevated, .high): lightHigh,
            Traits(.dark, .elevated, .high): darkElevatedHigh,
        ]
    }
}

/// A piecewise-linear map through anchor points, held flat beyond the first and last.
private struct Curve: Sendable {
    let xs: [Double]
    let ys: [Double]

    init(_ points: [(Double, Double)]) {
        xs = points.map(\.0)
        ys = points.map(\.1)
    }

    func callAsFunction(_ x: Double) -> Double {
        guard x > xs[0] else { return ys[0] }
        for i in 1..<xs.count where x <= xs[i] {
            let t = (x - xs[i - 1]) / (xs[i] - xs[i - 1])
            return ys[i - 1] + (ys[i] - ys[i - 1]) * t
        }
        return ys[ys.count - 1]
    }
}

// MARK: - Shared pieces

extension VariantModel {
    /// How much the high-contrast appearances add to a translucent text, fill or separator's alpha,
    /// out of 255: secondaryLabel 0x99 -> 0xAD, tertiaryLabel 0x4C -> 0x60, quaternaryLabel 0x2D -> 0x42,
    /// systemFill dark 0x5B -> 0x70, separator 0x49 -> 0x5E (all +20 or +21; one more veil step).
    fileprivate static let highContrastAlphaStep = 20

    fileprivate static func raisedAlpha(_ alpha: UInt8, by step: Int = highContrastAlphaStep) -> UInt8 {
        UInt8(min(255, Int(alpha) + step))
    }

    /// `color`'s hue at another lightness and chroma, keeping `alpha`.
    fileprivate static func color(_ base: OKLCH, l: Double, c: Double, alpha: UInt8) -> RGBA {
        OKLCH(l: min(1, max(0, l)), c: max(0, c), h: base.h).rgba(alpha: alpha)
    }

    /// The most chroma (up to `c`) sRGB can show at this lightness and hue.
    fileprivate static func chromaAvailable(l: Double, c: Double, h: Double) -> Double {
        OKLCH(l: min(1, max(0, l)), c: c, h: h).gamutMapped().c
    }
}

// MARK: - Neutrals: labels, the gray scale, opaque fills

extension VariantModel {
    /// Dark lightness of a neutral: Apple's gray scale inverts around its middle gray, systemGray
    /// (L .648), which stays. Anchors: label #000000 -> #FFFFFF, the rgb of secondaryLabel #3C3C43 ->
    /// #EBEBF5, systemGray2 #AEAEB2 -> #636366, Gray3 #C7C7CC -> #48484A, Gray4 #D1D1D6 -> #3A3A3C,
    /// Gray5 #E5E5EA -> #2C2C2E, Gray6 #F2F2F7 -> #1C1C1E; white continues the slope of the last step.
    fileprivate static let neutralDark = Curve([
        (0, 1), (0.359, 0.943), (0.648, 0.648), (0.752, 0.501), (0.831, 0.402),
        (0.862, 0.349), (0.923, 0.294), (0.963, 0.227), (1, 0.17),
    ])

    /// Dark high contrast: each gray moves one notch further from black: systemGray -> #AEAEB2,
    /// Gray2 -> #7C7C80, Gray3 -> #545456, Gray4 -> #444446, Gray5 -> #363638, Gray6 -> #242426.
    /// The .359 anchor (no opaque sample in the table) sits between label's white and systemGray's.
    fileprivate static let neutralDarkHigh = Curve([
        (0, 1), (0.359, 0.96), (0.648, 0.752), (0.752, 0.588), (0.831, 0.447),
        (0.862, 0.387), (0.923, 0.334), (0.963, 0.261), (1, 0.2),
    ])

    /// Light high contrast: each gray darkens about one step (systemGray2's HC is systemGray's light
    /// value, Gray3's is Gray2's), Gray4 -> #BCBCC0, Gray5 -> #D8D8DC, Gray6 -> #EBEBF0; black and
    /// white stay. Below systemGray the darkening is proportional.
    fileprivate static let neutralLightHigh = Curve([
        (0, 0), (0.648, 0.533), (0.752, 0.648), (0.831, 0.752), (0.862, 0.796),
        (0.923, 0.883), (0.963, 0.941), (1, 1),
    ])

    /// Opaque text and grays: lightness through the gray-scale curves, hue and chroma kept (a warm
    /// dark text becomes a warm light one).
    fileprivate static func neutral(_ light: RGBA) -> Derived {
        let lch = OKLCH(light)
        return Derived(
            dark: color(lch, l: neutralDark(lch.l), c: lch.c, alpha: light.a),
            lightHigh: color(lch, l: neutralLightHigh(lch.l), c: lch.c, alpha: light.a),
            darkHigh: color(lch, l: neutralDarkHigh(lch.l), c: lch.c, alpha: light.a))
    }

    /// Translucent text (secondaryLabel and below): the rgb inverts like an opaque neutral and the
    /// alpha stays in dark (0x99 stays 0x99); high contrast keeps the rgb of its style and adds alpha.
    fileprivate static func translucentText(_ light: RGBA) -> Derived {
        let lch = OKLCH(light)
        let dark = color(lch, l: neutralDark(lch.l), c: lch.c, alpha: light.a)
        return Derived(
            dark: dark,
            lightHigh: light.withAlpha(raisedAlpha(light.a)),
            darkHigh: dark.withAlpha(raisedAlpha(light.a)))
    }
}

// MARK: - Accents

extension VariantModel {
    /// Dark lifts accents a little at the same hue: Apple's eleven chromatic colors gain L +.008
    /// (systemPink) to +.041 (systemPurple), mean +.024, and keep or gain chroma (x1.03 on average).
    fileprivate static let accentDarkLift = 0.024
    fileprivate static let accentDarkChroma = 1.03
    /// The lift must not wash the color out: it stops where sRGB would have to give up more than 3%
    /// of the chroma the color has at its own lightness (a light yellow or a saturated orange at the
    /// edge of the gamut lifts less instead of going pale).
    fileprivate static let accentDarkChromaKept = 0.97
    /// No dark accent is darker than this (Apple's darkest, systemIndigo dark, is L .556): a dark
    /// brand color must still read on black.
    fileprivate static let accentDarkFloor = 0.55

    /// Light high contrast deepens accents so they read as text on white: Apple's land at L .52-.56
    /// (5.2-5.4:1 for most), never above .552 here, and those already near it drop by about .09
    /// (systemRed .654 -> .553, systemIndigo .529 -> .404). The drop is a compromise with `link`,
    /// which has systemBlue's light value but keeps it in high contrast.
    fileprivate static let accentLightHighDrop = 0.09
    fileprivate static let accentLightHighCeiling = 0.552

    /// Dark high contrast closes part of the gap to a light ceiling: L + .22 x (.975 - L) matches
    /// systemRed .654 -> .707, systemBlue .603 -> .685, systemYellow .865 -> .882. Chroma is kept;
    /// sRGB takes off what it cannot show at the higher lightness (Apple's reds lose about the same).
    fileprivate static let accentDarkHighShare = 0.22
    fileprivate static let accentDarkHighCeiling = 0.975
    /// The darkest dark high contrast accent (systemIndigo's, #7D7AFF, L .648).
    fileprivate static let accentDarkHighFloor = 0.648

    fileprivate static func accent(_ light: RGBA) -> Derived {
        let lch = OKLCH(light)
        let darkChroma = lch.c * accentDarkChroma
        let lightHighL = min(lch.l - accentLightHighDrop, accentLightHighCeiling)
        let darkHighL = lch.l + accentDarkHighShare * (accentDarkHighCeiling - lch.l)
        return Derived(
            dark: color(lch, l: accentDarkLightness(lch, chroma: darkChroma), c: darkChroma, alpha: light.a),
            lightHigh: color(lch, l: lightHighL, c: lch.c, alpha: light.a),
            darkHigh: color(lch, l: max(lch.l, darkHighL, accentDarkHighFloor), c: lch.c, alpha: light.a))
    }

    /// The dark lightness: the full lift unless it costs chroma, then the largest lift that keeps
    /// `accentDarkChromaKept` of it (by bisection), never below the floor.
    private static func accentDarkLightness(_ lch: OKLCH, chroma: Double) -> Double {
        let available = chromaAvailable(l: lch.l, c: chroma, h: lch.h)
        let needed = available * accentDarkChromaKept
        var lift = accentDarkLift
        if chromaAvailable(l: lch.l + lift, c: chroma, h: lch.h) < needed {
            var low = 0.0
            var high = lift
            for _ in 0..<16 {
                let mid = (low + high) / 2
                if chromaAvailable(l: lch.l + mid, c: chroma, h: lch.h) >= needed {
                    low = mid
                } else {
                    high = mid
                }
            }
            lift = low
        }
        return max(lch.l + lift, accentDarkFloor)
    }
}

// MARK: - Backgrounds

extension VariantModel {
    /// Apple's dark surface ramp by stack position, OKLab L: #000000, #1C1C1E, #2C2C2E, #3A3A3C,
    /// #444446; the sixth step continues the spacing. Elevated content takes the next step
    /// (systemBackground dark elevated is #1C1C1E, tertiary's is #3A3A3C).
    fileprivate static let darkRamp: [Double] = [0, 0.227, 0.294, 0.349, 0.387, 0.42]
    /// The same ramp in dark high contrast, each step a little lighter: #000000, #242426, #363638,
    /// #444446 (tertiary elevated), then continued.
    fileprivate static let darkHighRamp: [Double] = [0, 0.261, 0.334, 0.387, 0.43, 0.46]

    /// Chroma at which a light background counts as tinted. #F2F2F7 (C .007) is neutral; a cream
    /// like #FFF8EE (C .015) is fully tinted. A tinted surface cannot be black and keep its tint,
    /// so it starts one step up the ramp (about L .23, like #1C1C1E but in its own hue).
    fileprivate static let tintStart = 0.010
    fileprivate static let tintFull = 0.015
    /// A dark surface keeps a hint of its hue, no more: chroma is capped here (a light blue page
    /// becomes a blue-black, not a navy).
    fileprivate static let darkSurfaceMaxChroma = 0.04

    /// Where the white zone of page surfaces begins: Apple maps white and #F2F2F7 (L .963) at level
    /// 0 to black, but systemGray5 #E5E5EA (L .923), a gray element, to #2C2C2E. Between the two a
    /// background fades from the gray-scale inversion to the ramp.
    fileprivate static let pageWhiteStart = 0.95
    fileprivate static let grayElementEnd = 0.923
    /// systemGray's lightness, the middle of the gray scale: a background at or below it is already a
    /// dark surface and keeps its lightness.
    fileprivate static let middleGray = 0.648

    fileprivate static func background(_ light: RGBA, level: Int) -> Derived {
        let lch = OKLCH(light)
        let t = min(1, max(0, (lch.c - tintStart) / (tintFull - tintStart)))
        let position = Double(level) + t
        let surfaceChroma = min(lch.c, darkSurfaceMaxChroma)
        func dark(_ ramp: [Double], _ curve: Curve, _ at: Double) -> RGBA {
            let l = max(rampLightness(ramp, at), grayElementLightness(lch.l, curve))
            return color(lch, l: l, c: surfaceChroma, alpha: light.a)
        }
        return Derived(
            dark: dark(darkRamp, neutralDark, position),
            darkElevated: dark(darkRamp, neutralDark, position + 1),
            lightHigh: color(lch, l: neutralLightHigh(lch.l), c: lch.c, alpha: light.a),
            darkHigh: dark(darkHighRamp, neutralDarkHigh, position),
            darkElevatedHigh: dark(darkHighRamp, neutralDarkHigh, position + 1))
    }

    /// The elevated level of a dark surface the designer drew: one step lighter on Apple's ramp
    /// (its place found by its lightness), same hue and chroma.
    public static func elevated(fromDark dark: RGBA, highContrast: Bool) -> RGBA {
        raised(dark, above: dark, highContrast: highContrast)
    }

    /// `surface`'s hue and chroma one step of Apple's dark ramp above `lower`: where iOS puts a surface that
    /// sits on `lower` in dark (cells on the grouped page, a sheet over the page).
    public static func raised(_ surface: RGBA, above lower: RGBA, highContrast: Bool) -> RGBA {
        let l = surfaceStep(above: OKLCH(lower).l, highContrast: highContrast)
        let lch = OKLCH(surface)
        return color(lch, l: l, c: lch.c, alpha: surface.a)
    }

    /// `surface`'s hue and chroma as light as it can be with `upper` still a step of Apple's dark ramp above it
    /// (black when `upper` is less than a step above black): a page under cells it does not set.
    public static func lowered(_ surface: RGBA, below upper: RGBA, highContrast: Bool) -> RGBA {
        let target = OKLCH(upper).l
        var low = 0.0
        var high = target
        for _ in 0..<24 {
            let mid = (low + high) / 2
            if surfaceStep(above: mid, highContrast: highContrast) <= target {
                low = mid
            } else {
                high = mid
            }
        }
        let lch = OKLCH(surface)
        return color(lch, l: low, c: lch.c, alpha: surface.a)
    }

    /// The lightness one step up Apple's dark surface ramp from lightness `l`.
    public static func surfaceStep(above l: Double, highContrast: Bool) -> Double {
        let ramp = highContrast ? darkHighRamp : darkRamp
        // Past the ramp's last step, a step as large as its last one.
        guard l < ramp[ramp.count - 1] else { return l + ramp[ramp.count - 1] - ramp[ramp.count - 2] }
        var position = Double(ramp.count - 1)
        for i in 0..<(ramp.count - 1) where l < ramp[i + 1] {
            position = Double(i) + max(0, l - ramp[i]) / (ramp[i + 1] - ramp[i])
            break
        }
        return rampLightness(ramp, position + 1)
    }

    /// The ramp at a fractional position, held at its last step.
    private static func rampLightness(_ ramp: [Double], _ position: Double) -> Double {
        let i = Int(position)
        guard i < ramp.count - 1 else { return ramp[ramp.count - 1] }
        let f = position - Double(i)
        return ramp[i] + (ramp[i + 1] - ramp[i]) * f
    }

    /// A background below the page-white zone is a gray element (systemGray4/5) and inverts like the
    /// gray scale; one at or below the middle gray keeps its lightness; in the white zone, 0 (the
    /// ramp decides).
    private static func grayElementLightness(_ l: Double, _ curve: Curve) -> Double {
        if l <= middleGray {
            return l
        }
        if l <= grayElementEnd {
            return curve(l)
        }
        if l >= pageWhiteStart {
            return 0
        }
        return curve(grayElementEnd) * (pageWhiteStart - l) / (pageWhiteStart - grayElementEnd)
    }
}

// MARK: - Separators and fills

extension VariantModel {
    /// An opaque separator goes to about L .341 in dark (opaqueSeparator #C6C6C8 -> #38383A), a
    /// lighter one a little darker (half the difference), within these bounds so it stays visible.
    fileprivate static let separatorDark = 0.341
    fileprivate static let separatorReference = 0.827
    fileprivate static let separatorSlope = 0.5
    fileprivate static let separatorDarkRange = 0.2...0.6
    /// A translucent separator roughly doubles its alpha on black: separator 0x49 -> 0x99.
    fileprivate static let separatorDarkAlphaFactor = 153.0 / 73.0

    fileprivate static func separatorDarkLightness(_ l: Double) -> Double {
        let l = separatorDark - separatorSlope * (l - separatorReference)
        return min(separatorDarkRange.upperBound, max(separatorDarkRange.lowerBound, l))
    }

    /// Opaque (or nearly opaque) separators have no high-contrast variant in Apple's table (opaqueSeparator keeps
    /// #C6C6C8 and #38383A), so neither do these.
    fileprivate static func opaqueSeparator(_ light: RGBA) -> Derived {
        let lch = OKLCH(light)
        let dark = color(lch, l: separatorDarkLightness(lch.l), c: lch.c, alpha: light.a)
        return Derived(dark: dark, lightHigh: light, darkHigh: dark)
    }

    /// A translucent separator takes the dark alpha above and the rgb that puts it, over black,
    /// where an opaque separator of the same look over white would go: translucent and opaque
    /// separators of one palette stay alike. High contrast adds alpha (0x49 -> 0x5E, 0x99 -> 0xAD).
    fileprivate static func translucentSeparator(_ light: RGBA) -> Derived {
        let onWhite = OKLCH(light.over(.white))
        let target = color(onWhite, l: separatorDarkLightness(onWhite.l), c: onWhite.c, alpha: 255)
        let alpha = min(255, Double(light.a) * separatorDarkAlphaFactor)
        func unveiled(_ v: UInt8) -> UInt8 {
            RGBA.clampByte(Double(v) * 255 / alpha)
        }
        let dark = RGBA(unveiled(target.r), unveiled(target.g), unveiled(target.b), RGBA.clampByte(alpha))
        return Derived(
            dark: dark,
            lightHigh: light.withAlpha(raisedAlpha(light.a)),
            darkHigh: dark.withAlpha(raisedAlpha(dark.a)))
    }

    /// Fills keep their rgb (a mid gray that works over both) and thicken on black: Apple's dark
    /// alphas 0x33 -> 0x5B, 0x28 -> 0x51, 0x1E -> 0x3D, 0x14 -> 0x2D fit 1.48 x alpha + 15.
    fileprivate static let fillDarkAlphaScale = 1.48
    fileprivate static let fillDarkAlphaOffset = 15.3

    fileprivate static func translucentFill(_ light: RGBA) -> Derived {
        let darkAlpha = RGBA.clampByte(Double(light.a) * fillDarkAlphaScale + fillDarkAlphaOffset)
        return Derived(
            dark: light.withAlpha(darkAlpha),
            lightHigh: light.withAlpha(raisedAlpha(light.a)),
            darkHigh: light.withAlpha(raisedAlpha(darkAlpha)))
    }
}
