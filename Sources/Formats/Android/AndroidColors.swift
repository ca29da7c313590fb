import ColorScience
import ThemeModel

/// One Android color value: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first, unlike CSS),
/// `@color/name`, `@android:color/name`, or a theme attribute (`?attr/colorPrimary`).
enum AndroidColorValue: Equatable {
    case literal(RGBA)
    case alias(String)
    /// A framework color dusk does not know (most are state lists or dynamic colors).
    case unknownFramework(String)
    /// `?attr/...`: the app's theme decides at run time.
    case attribute(String)

    /// The framework colors whose values are fixed: the rest are state lists or change with the wallpaper.
    static let framework: [String: RGBA] = [
        "white": RGBA(255, 255, 255), "black": RGBA(0, 0, 0), "transparent": RGBA(0, 0, 0, 0),
    ]

    /// The value; nil for what no Android build accepts (`expected` says what would be).
    static func parse(_ text: String) -> AndroidColorValue? {
        if text.hasPrefix("@color/") || text.hasPrefix("@+color/") {
            let name = String(text.drop { $0 != "/" }.dropFirst())
            return name.isEmpty ? nil : .alias(name)
        }
        if text.hasPrefix("@android:color/") {
            let name = String(text.dropFirst("@android:color/".count))
            return framework[name].map { .literal($0) } ?? .unknownFramework(name)
        }
        if text.hasPrefix("?") { return .attribute(text) }
        guard text.hasPrefix("#"), let color = hex(text.dropFirst()) else { return nil }
        return .literal(color)
    }

    static let expected =
        "Android colors are #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first), @color/name or @android:color/name"

    /// The digits after `#`, alpha first when there are four or eight.
    static func hex(_ digits: Substring) -> RGBA? { RGBA(hexDigits: digits, alphaFirst: true) }
}
