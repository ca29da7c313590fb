import ColorScience

/// Flutter's Material colors (`Colors.blue`, `Colors.blue[700]`, `Colors.blueAccent.shade100`, `Colors.black87`)
/// and what `ColorScheme` gives a role its call leaves out, from Flutter's own source
/// (`packages/flutter/lib/src/material/colors.dart` and `color_scheme.dart`), as `RRGGBBAA`.
enum FlutterColorTables {
    /// `Colors.black87`, `Colors.white`, `Colors.transparent`.
    static let plain: [String: String] = [
        "transparent": "00000000", "black": "000000FF", "black87": "000000DD", "black54": "0000008A",
        "black45": "00000073", "black38": "00000061", "black26": "00000042", "black12": "0000001F",
        "white": "FFFFFFFF", "white70": "FFFFFFB3", "white60": "FFFFFF99", "white54": "FFFFFF8A",
        "white38": "FFFFFF62", "white30": "FFFFFF4D", "white24": "FFFFFF3D", "white12": "FFFFFF1F",
        "white10": "FFFFFF1A",
    ]

    /// Each swatch (`blue`) and accent (`blueAccent`): its primary shade first, then shade by shade.
    static let swatches: [String: (primary: String, shades: [Int: String])] = [
        "red": (
            "F44336FF",
            [
                50: "FFEBEEFF", 100: "FFCDD2FF", 200: "EF9A9AFF", 300: "E57373FF", 400: "EF5350FF",
                500: "F44336FF", 600: "E53935FF", 700: "D32F2FFF", 800: "C62828FF", 900: "B71C1CFF",
            ]
        ),
        "pink": (
            "E91E63FF",
            [
                50: "FCE4ECFF", 100: "F8BBD0FF", 200: "F48FB1FF", 300: "F06292FF", 400: "EC407AFF",
                500: "E91E63FF", 600: "D81B60FF", 700: "C2185BFF", 800: "AD1457FF", 900: "880E4FFF",
            ]
        ),
        "purple": (
            "9C27B0FF",
            [
                50: "F3E5F5FF", 100: "E1BEE7FF", 200: "CE93D8FF", 300: "BA68C8FF", 400: "AB47BCFF",
                500: "9C27B0FF", 600: "8E24AAFF", 700: "7B1FA2FF", 800: "6A1B9AFF", 900: "4A148CFF",
            ]
        ),
        "deepPurple": (
            "673AB7FF",
            [
                50: "EDE7F6FF", 100: "D1C4E9FF", 200: "B39DDBFF", 300: "9575CDFF",
                400: "7E57C2FF", 500: "673AB7FF", 600: "5E35B1FF", 700: "512DA8FF", 800: "4527A0FF", 900: "311B92FF",
            ]
        ),
        "indigo": (
            "3F51B5FF",
            [
                50: "E8EAF6FF", 100: "C5CAE9FF", 200: "9FA8DAFF", 300: "7986CBFF", 400: "5C6BC0FF",
                500: "3F51B5FF", 600: "3949ABFF", 700: "303F9FFF", 800: "283593FF", 900: "1A237EFF",
            ]
        ),
        "blue": (
            "2196F3FF",
            [
                50: "E3F2FDFF", 100: "BBDEFBFF", 200: "90CAF9FF", 300: "64B5F6FF", 400: "42A5F5FF",
                500: "2196F3FF", 600: "1E88E5FF", 700: "1976D2FF", 800: "1565C0FF", 900: "0D47A1FF",
            ]
        ),
        "lightBlue": (
            "03A9F4FF",
            [
                50: "E1F5FEFF", 100: "B3E5FCFF", 200: "81D4FAFF", 300: "4FC3F7FF",
                400: "29B6F6FF", 500: "03A9F4FF", 600: "039BE5FF", 700: "0288D1FF", 800: "0277BDFF", 900: "01579BFF",
            ]
        ),
        "cyan": (
            "00BCD4FF",
            [
                50: "E0F7FAFF", 100: "B2EBF2FF", 200: "80DEEAFF", 300: "4DD0E1FF", 400: "26C6DAFF",
                500: "00BCD4FF", 600: "00ACC1FF", 700: "0097A7FF", 800: "00838FFF", 900: "006064FF",
            ]
        ),
        "teal": (
            "009688FF",
            [
                50: "E0F2F1FF", 100: "B2DFDBFF", 200: "80CBC4FF", 300: "4DB6ACFF", 400: "26A69AFF",
                500: "009688FF", 600: "00897BFF", 700: "00796BFF", 800: "00695CFF", 900: "004D40FF",
            ]
        ),
        "green": (
            "4CAF50FF",
            [
                50: "E8F5E9FF", 100: "C8E6C9FF", 200: "A5D6A7FF", 300: "81C784FF", 400: "66BB6AFF",
                500: "4CAF50FF", 600: "43A047FF", 700: "388E3CFF", 800: "2E7D32FF", 900: "1B5E20FF",
            ]
        ),
        "lightGreen": (
            "8BC34AFF",
            [
                50: "F1F8E9FF", 100: "DCEDC8FF", 200: "C5E1A5FF", 300: "AED581FF",
                400: "9CCC65FF", 500: "8BC34AFF", 600: "7CB342FF", 700: "689F38FF", 800: "558B2FFF", 900: "33691EFF",
            ]
        ),
        "lime": (
            "CDDC39FF",
            [
                50: "F9FBE7FF", 100: "F0F4C3FF", 200: "E6EE9CFF", 300: "DCE775FF", 400: "D4E157FF",
                500: "CDDC39FF", 600: "C0CA33FF", 700: "AFB42BFF", 800: "9E9D24FF", 900: "827717FF",
            ]
        ),
        "yellow": (
            "FFEB3BFF",
            [
                50: "FFFDE7FF", 100: "FFF9C4FF", 200: "FFF59DFF", 300: "FFF176FF", 400: "FFEE58FF",
                500: "FFEB3BFF", 600: "FDD835FF", 700: "FBC02DFF", 800: "F9A825FF", 900: "F57F17FF",
            ]
        ),
        "amber": (
            "FFC107FF",
            [
                50: "FFF8E1FF", 100: "FFECB3FF", 200: "FFE082FF", 300: "FFD54FFF", 400: "FFCA28FF",
                500: "FFC107FF", 600: "FFB300FF", 700: "FFA000FF", 800: "FF8F00FF", 900: "FF6F00FF",
            ]
        ),
        "orange": (
            "FF9800FF",
            [
                50: "FFF3E0FF", 100: "FFE0B2FF", 200: "FFCC80FF", 300: "FFB74DFF", 400: "FFA726FF",
                500: "FF9800FF", 600: "FB8C00FF", 700: "F57C00FF", 800: "EF6C00FF", 900: "E65100FF",
            ]
        ),
        "deepOrange": (
            "FF5722FF",
            [
                50: "FBE9E7FF", 100: "FFCCBCFF", 200: "FFAB91FF", 300: "FF8A65FF",
                400: "FF7043FF", 500: "FF5722FF", 600: "F4511EFF", 700: "E64A19FF", 800: "D84315FF", 900: "BF360CFF",
            ]
        ),
        "brown": (
            "795548FF",
            [
                50: "EFEBE9FF", 100: "D7CCC8FF", 200: "BCAAA4FF", 300: "A1887FFF", 400: "8D6E63FF",
                500: "795548FF", 600: "6D4C41FF", 700: "5D4037FF", 800: "4E342EFF", 900: "3E2723FF",
            ]
        ),
        "grey": (
            "9E9E9EFF",
            [
                50: "FAFAFAFF", 100: "F5F5F5FF", 200: "EEEEEEFF", 300: "E0E0E0FF", 350: "D6D6D6FF",
                400: "BDBDBDFF", 500: "9E9E9EFF", 600: "757575FF", 700: "616161FF", 800: "424242FF", 850: "303030FF",
                900: "212121FF",
            ]
        ),
        "blueGrey": (
            "607D8BFF",
            [
                50: "ECEFF1FF", 100: "CFD8DCFF", 200: "B0BEC5FF", 300: "90A4AEFF",
                400: "78909CFF", 500: "607D8BFF", 600: "546E7AFF", 700: "455A64FF", 800: "37474FFF", 900: "263238FF",
            ]
        ),
        "redAccent": ("FF5252FF", [100: "FF8A80FF", 200: "FF5252FF", 400: "FF1744FF", 700: "D50000FF"]),
        "pinkAccent": ("FF4081FF", [100: "FF80ABFF", 200: "FF4081FF", 400: "F50057FF", 700: "C51162FF"]),
        "purpleAccent": ("E040FBFF", [100: "EA80FCFF", 200: "E040FBFF", 400: "D500F9FF", 700: "AA00FFFF"]),
        "deepPurpleAccent": ("7C4DFFFF", [100: "B388FFFF", 200: "7C4DFFFF", 400: "651FFFFF", 700: "6200EAFF"]),
        "indigoAccent": ("536DFEFF", [100: "8C9EFFFF", 200: "536DFEFF", 400: "3D5AFEFF", 700: "304FFEFF"]),
        "blueAccent": ("448AFFFF", [100: "82B1FFFF", 200: "448AFFFF", 400: "2979FFFF", 700: "2962FFFF"]),
        "lightBlueAccent": ("40C4FFFF", [100: "80D8FFFF", 200: "40C4FFFF", 400: "00B0FFFF", 700: "0091EAFF"]),
        "cyanAccent": ("18FFFFFF", [100: "84FFFFFF", 200: "18FFFFFF", 400: "00E5FFFF", 700: "00B8D4FF"]),
        "tealAccent": ("64FFDAFF", [100: "A7FFEBFF", 200: "64FFDAFF", 400: "1DE9B6FF", 700: "00BFA5FF"]),
        "greenAccent": ("69F0AEFF", [100: "B9F6CAFF", 200: "69F0AEFF", 400: "00E676FF", 700: "00C853FF"]),
        "lightGreenAccent": ("B2FF59FF", [100: "CCFF90FF", 200: "B2FF59FF", 400: "76FF03FF", 700: "64DD17FF"]),
        "limeAccent": ("EEFF41FF", [100: "F4FF81FF", 200: "EEFF41FF", 400: "C6FF00FF", 700: "AEEA00FF"]),
        "yellowAccent": ("FFFF00FF", [100: "FFFF8DFF", 200: "FFFF00FF", 400: "FFEA00FF", 700: "FFD600FF"]),
        "amberAccent": ("FFD740FF", [100: "FFE57FFF", 200: "FFD740FF", 400: "FFC400FF", 700: "FFAB00FF"]),
        "orangeAccent": ("FFAB40FF", [100: "FFD180FF", 200: "FFAB40FF", 400: "FF9100FF", 700: "FF6D00FF"]),
        "deepOrangeAccent": ("FF6E40FF", [100: "FF9E80FF", 200: "FF6E40FF", 400: "FF3D00FF", 700: "DD2C00FF"]),
    ]

    /// `ColorScheme`'s roles in the order of its parameters: what `.light()` and `.dark()` give when left out
    /// (nil: none), and the role its getter falls back to when a constructor leaves it null.
    static let schemeRoles: [(role: String, light: String?, dark: String?, fallback: String?)] = [
        ("primary", "6200EEFF", "BB86FCFF", nil),
        ("onPrimary", "FFFFFFFF", "000000FF", nil),
        ("primaryContainer", nil, nil, "primary"),
        ("onPrimaryContainer", nil, nil, "onPrimary"),
        ("primaryFixed", nil, nil, "primary"),
        ("primaryFixedDim", nil, nil, "primary"),
        ("onPrimaryFixed", nil, nil, "onPrimary"),
        ("onPrimaryFixedVariant", nil, nil, "onPrimary"),
        ("secondary", "03DAC6FF", "03DAC6FF", nil),
        ("onSecondary", "000000FF", "000000FF", nil),
        ("secondaryContainer", nil, nil, "secondary"),
        ("onSecondaryContainer", nil, nil, "onSecondary"),
        ("secondaryFixed", nil, nil, "secondary"),
        ("secondaryFixedDim", nil, nil, "secondary"),
        ("onSecondaryFixed", nil, nil, "onSecondary"),
        ("onSecondaryFixedVariant", nil, nil, "onSecondary"),
        ("tertiary", nil, nil, "secondary"),
        ("onTertiary", nil, nil, "onSecondary"),
        ("tertiaryContainer", nil, nil, "tertiary"),
        ("onTertiaryContainer", nil, nil, "onTertiary"),
        ("tertiaryFixed", nil, nil, "tertiary"),
        ("tertiaryFixedDim", nil, nil, "tertiary"),
        ("onTertiaryFixed", nil, nil, "onTertiary"),
        ("onTertiaryFixedVariant", nil, nil, "onTertiary"),
        ("error", "B00020FF", "CF6679FF", nil),
        ("onError", "FFFFFFFF", "000000FF", nil),
        ("errorContainer", nil, nil, "error"),
        ("onErrorContainer", nil, nil, "onError"),
        ("surface", "FFFFFFFF", "121212FF", nil),
        ("onSurface", "000000FF", "FFFFFFFF", nil),
        ("surfaceDim", nil, nil, "surface"),
        ("surfaceBright", nil, nil, "surface"),
        ("surfaceContainerLowest", nil, nil, "surface"),
        ("surfaceContainerLow", nil, nil, "surface"),
        ("surfaceContainer", nil, nil, "surface"),
        ("surfaceContainerHigh", nil, nil, "surface"),
        ("surfaceContainerHighest", nil, nil, "surface"),
        ("onSurfaceVariant", nil, nil, "onSurface"),
        ("outline", nil, nil, "onBackground"),
        ("outlineVariant", nil, nil, "onBackground"),
        ("shadow", nil, nil, "#000000"),
        ("scrim", nil, nil, "#000000"),
        ("inverseSurface", nil, nil, "onSurface"),
        ("onInverseSurface", nil, nil, "surface"),
        ("inversePrimary", nil, nil, "onPrimary"),
        ("surfaceTint", nil, nil, "primary"),
        ("background", "FFFFFFFF", "121212FF", "surface"),
        ("onBackground", "000000FF", "FFFFFFFF", "onSurface"),
        ("surfaceVariant", nil, nil, "surface"),
    ]

    /// What the plain `ColorScheme(…)` constructor requires.
    static let required: Set<String> = [
        "primary", "onPrimary", "secondary", "onSecondary", "error", "onError", "surface", "onSurface",
    ]
}
