import ColorScience

/// The five iOS 13 blur materials (UIBlurEffect.Style .systemUltraThinMaterial ... .systemChromeMaterial).
public enum MaterialName: String, CaseIterable, Sendable, Hashable {
    case ultraThin, thin, regular, thick, chrome

    /// UIKit's name, shown by the inspector.
    public var systemName: String {
        switch self {
        case .regular: return "systemMaterial"
        default: return "system" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Material"
        }
    }

    public var title: String {
        switch self {
        case .ultraThin: return "Ultra Thin"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// How one material is drawn: blur what is below, boost its saturation,
/// then lay a tint over it (a different tint in light and dark).
public struct MaterialSpec: Hashable, Sendable {
    /// Gaussian sigma, in canvas pixels (one cell is one pixel wide and two tall).
    public var blur: Double
    /// 1 keeps colors; iOS's materials use about 1.8 (UIImage+ImageEffects, ionic's saturate(180%)).
    public var saturation: Double
    public var lightTint: RGBA
    public var darkTint: RGBA

    public init(blur: Double, saturation: Double, lightTint: RGBA, darkTint: RGBA) {
        self.blur = blur
        self.saturation = saturation
        self.lightTint = lightTint
        self.darkTint = darkTint
    }

    public func tint(for style: InterfaceStyle) -> RGBA { style == .light ? lightTint : darkTint }

    /// With Increase Contrast on, UIKit makes the materials more opaque (the picture behind shows less);
    /// dusk takes each tint halfway to opaque, an approximation like the tints themselves.
    public var increasedContrast: MaterialSpec {
        func halfway(_ c: RGBA) -> RGBA { c.withAlpha(UInt8((Int(c.a) + 255 + 1) / 2)) }
        return MaterialSpec(
            blur: blur, saturation: saturation, lightTint: halfway(lightTint), darkTint: halfway(darkTint))
    }

    /// dusk's defaults. These are approximations, not Apple data: dark tints
    /// are chrisbanes/haze's CupertinoMaterials (#252525 at 0.55/0.70/0.82/0.90),
    /// chrome is Flutter's bar color (#F9F9F9 / #1D1D1D at 0xF0); light tints
    /// are white at rising alphas, since dusk has no color-dodge layer to
    /// brighten haze's gray ones. A theme overrides any of them under `materials`.
    public static let defaults: [MaterialName: MaterialSpec] = [
        .ultraThin: MaterialSpec(
            blur: 3, saturation: 1.8, lightTint: RGBA(255, 255, 255, 0x4D), darkTint: RGBA(0x25, 0x25, 0x25, 0x8C)),
        .thin: MaterialSpec(
            blur: 3.5, saturation: 1.8, lightTint: RGBA(255, 255, 255, 0x8C), darkTint: RGBA(0x25, 0x25, 0x25, 0xB3)),
        .regular: MaterialSpec(
            blur: 4, saturation: 1.8, lightTint: RGBA(0xF2, 0xF2, 0xF2, 0xB8), darkTint: RGBA(0x25, 0x25, 0x25, 0xD1)),
        .thick: MaterialSpec(
            blur: 4.5, saturation: 1.8, lightTint: RGBA(0xF2, 0xF2, 0xF2, 0xD9),
            darkTint: RGBA(0x25, 0x25, 0x25, 0xE6)),
        .chrome: MaterialSpec(
            blur: 4, saturation: 1.8, lightTint: RGBA(0xF9, 0xF9, 0xF9, 0xF0), darkTint: RGBA(0x1D, 0x1D, 0x1D, 0xF0)),
    ]
}
