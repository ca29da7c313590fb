import ColorScience
import ThemeModel

/// What Compose gives a Material role that `lightColorScheme(…)`, `darkColorScheme(…)`, `lightColors(…)` or
/// `darkColors(…)` leaves out: its parameter's default, from Compose's own source (Material 3's baseline
/// tokens, `ColorLightTokens`/`ColorDarkTokens`; Material 2's `Colors.kt`). A default that is another role
/// (`surfaceTint = primary`) is an alias of it, so it follows what the call gives that role.
enum MaterialSchemeDefaults {
    enum System {
        case material2, material3
    }

    /// A role and its default in light and dark: `#RRGGBB`, or another role's name.
    struct Role {
        var role: String
        var light: String
        var dark: String
    }

    /// The baseline tokens' version (`ColorLightTokens`' VERSION), which fixes the values below.
    static let material3Version = "tokens v0_210"

    static func roles(_ system: System) -> [Role] { system == .material3 ? material3 : material2 }

    static func function(_ system: System, _ style: InterfaceStyle) -> String {
        switch (system, style) {
        case (.material3, .dark): return "darkColorScheme"
        case (.material3, _): return "lightColorScheme"
        case (.material2, .dark): return "darkColors"
        case (.material2, _): return "lightColors"
        }
    }

    /// Which Compose the defaults are from, for the note that says roles took them.
    static func source(_ system: System) -> String {
        system == .material3
            ? "(Material 3's baseline, compose-material3 \(material3Version))" : "(Material 2's, compose-material)"
    }

    /// The default of `role` in `style`'s scheme, nil for a role the scheme does not have.
    static func value(_ role: String, system: System, style: InterfaceStyle) -> ColorValue? {
        guard let entry = roles(system).first(where: { $0.role == role }) else { return nil }
        let text = style == .dark ? entry.dark : entry.light
        guard text.hasPrefix("#") else { return .alias(text) }
        return RGBA(hex: text).map { .literal($0) }
    }

    static let material3: [Role] = [
        Role(role: "primary", light: "#6750A4", dark: "#D0BCFF"),
        Role(role: "onPrimary", light: "#FFFFFF", dark: "#381E72"),
        Role(role: "primaryContainer", light: "#EADDFF", dark: "#4F378B"),
        Role(role: "onPrimaryContainer", light: "#21005D", dark: "#EADDFF"),
        Role(role: "inversePrimary", light: "#D0BCFF", dark: "#6750A4"),
        Role(role: "secondary", light: "#625B71", dark: "#CCC2DC"),
        Role(role: "onSecondary", light: "#FFFFFF", dark: "#332D41"),
        Role(role: "secondaryContainer", light: "#E8DEF8", dark: "#4A4458"),
        Role(role: "onSecondaryContainer", light: "#1D192B", dark: "#E8DEF8"),
        Role(role: "tertiary", light: "#7D5260", dark: "#EFB8C8"),
        Role(role: "onTertiary", light: "#FFFFFF", dark: "#492532"),
        Role(role: "tertiaryContainer", light: "#FFD8E4", dark: "#633B48"),
        Role(role: "onTertiaryContainer", light: "#31111D", dark: "#FFD8E4"),
        Role(role: "background", light: "#FEF7FF", dark: "#141218"),
        Role(role: "onBackground", light: "#1D1B20", dark: "#E6E0E9"),
        Role(role: "surface", light: "#FEF7FF", dark: "#141218"),
        Role(role: "onSurface", light: "#1D1B20", dark: "#E6E0E9"),
        Role(role: "surfaceVariant", light: "#E7E0EC", dark: "#49454F"),
        Role(role: "onSurfaceVariant", light: "#49454F", dark: "#CAC4D0"),
        Role(role: "surfaceTint", light: "primary", dark: "primary"),
        Role(role: "inverseSurface", light: "#322F35", dark: "#E6E0E9"),
        Role(role: "inverseOnSurface", light: "#F5EFF7", dark: "#322F35"),
        Role(role: "error", light: "#B3261E", dark: "#F2B8B5"),
        Role(role: "onError", light: "#FFFFFF", dark: "#601410"),
        Role(role: "errorContainer", light: "#F9DEDC", dark: "#8C1D18"),
        Role(role: "onErrorContainer", light: "#410E0B", dark: "#F9DEDC"),
        Role(role: "outline", light: "#79747E", dark: "#938F99"),
        Role(role: "outlineVariant", light: "#CAC4D0", dark: "#49454F"),
        Role(role: "scrim", light: "#000000", dark: "#000000"),
        Role(role: "surfaceBright", light: "#FEF7FF", dark: "#3B383E"),
        Role(role: "surfaceContainer", light: "#F3EDF7", dark: "#211F26"),
        Role(role: "surfaceContainerHigh", light: "#ECE6F0", dark: "#2B2930"),
        Role(role: "surfaceContainerHighest", light: "#E6E0E9", dark: "#36343B"),
        Role(role: "surfaceContainerLow", light: "#F7F2FA", dark: "#1D1B20"),
        Role(role: "surfaceContainerLowest", light: "#FFFFFF", dark: "#0F0D13"),
        Role(role: "surfaceDim", light: "#DED8E1", dark: "#141218"),
    ]

    static let material2: [Role] = [
        Role(role: "primary", light: "#6200EE", dark: "#BB86FC"),
        Role(role: "primaryVariant", light: "#3700B3", dark: "#3700B3"),
        Role(role: "secondary", light: "#03DAC6", dark: "#03DAC6"),
        Role(role: "secondaryVariant", light: "#018786", dark: "secondary"),
        Role(role: "background", light: "#FFFFFF", dark: "#121212"),
        Role(role: "surface", light: "#FFFFFF", dark: "#121212"),
        Role(role: "error", light: "#B00020", dark: "#CF6679"),
        Role(role: "onPrimary", light: "#FFFFFF", dark: "#000000"),
        Role(role: "onSecondary", light: "#000000", dark: "#000000"),
        Role(role: "onBackground", light: "#000000", dark: "#FFFFFF"),
        Role(role: "onSurface", light: "#000000", dark: "#FFFFFF"),
        Role(role: "onError", light: "#FFFFFF", dark: "#000000"),
    ]
}
