import Audit
import ColorScience
import ThemeModel

/// `--format swift`: one Swift file with a dynamic `UIColor` per theme color
/// (`UIColor { traits in ... }` over userInterfaceStyle, accessibilityContrast
/// and userInterfaceLevel, only the branches that differ) and a matching
/// SwiftUI `Color`, both under a namespace named after the theme
/// (`UIColor.Juniper.brandText`, `Color.Juniper.brandText`), so overrides of
/// system names never clash with UIKit's own. It builds for iOS 13: the APIs it
/// calls are `UIColor(dynamicProvider:)`, `resolvedColor(with:)`, the three traits
/// (iOS 13), `UIColor(named:)` (iOS 11) and SwiftUI's `Color(_:)` from a `UIColor`
/// (iOS 13), never `Color(uiColor:)` (iOS 15).
///
/// A color that is an alias of another exported color stays one: the same
/// object (`static let tint = brandPlum`) when it is in every appearance, else
/// that color resolved in the branches where it is
/// (`brandPlum.resolvedColor(with: traits)`).
///
/// Identifiers: the name's words (split at spaces, punctuation, `/` and
/// case changes) in lowerCamelCase (`Brand Blue` → `brandBlue`,
/// `Scene/Onboarding/background` → `sceneOnboardingBackground`); a leading
/// digit gets `color` in front; Swift keywords are escaped with backticks.
/// Two names with one identifier are an error naming both.
public enum SwiftWriter {
    public static func write(
        _ palette: HandoffPalette, referenceCatalog: Bool = false
    ) throws(HandoffNameCollision) -> String {
        let type = typeName(palette.handoffName)
        let ids = try identifiers(palette).map(escaped)
        var out = "// \(palette.banner)\n"
        out += "// Each color is resolved as dusk and UIKit resolve it in all eight appearances\n"
        out += "// (interface style x user interface level x accessibility contrast).\n"
        out += "// Builds for iOS 13 and later: dynamic UIColors, and SwiftUI Colors made from them.\n\n"
        out += "import UIKit\nimport SwiftUI\n\n"
        out +=
            "extension UIColor {\n    /// The \(sanitized(palette.handoffName)) palette.\n    public enum \(type) {\n"
        for (color, id) in zip(palette.colors, ids) {
            out += "        /// \(sanitized(color.name)): \(describe(color, in: palette))\n"
            if let target = color.wholeAlias {
                out += "        public static let \(id) = \(ids[target])\n"
            } else if referenceCatalog {
                let asset = color.name == Theme.tintName ? "AccentColor" : color.name
                out += "        public static let \(id) = UIColor(named: \(SwiftText.quoted(asset)))!\n"
            } else {
                out += "        public static let \(id) = UIColor { traits in\n"
                out += provider(color, ids: ids, indent: "            ")
                out += "        }\n"
            }
        }
        if !referenceCatalog {
            out += "\n        private static func _rgba(_ value: UInt32) -> UIColor {\n"
            out +=
                "            UIColor(red: CGFloat(value >> 24 & 0xFF) / 255, "
                + "green: CGFloat(value >> 16 & 0xFF) / 255,\n"
            out +=
                "                    blue: CGFloat(value >> 8 & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)\n"
                + "        }\n"
        }
        out += "    }\n}\n\n"
        out +=
            """
            extension Color {\n    /// The \(sanitized(palette.handoffName)) palette for SwiftUI: the same dynamic \
            colors.\n    public enum \(type) {\n
            """
        for (color, id) in zip(palette.colors, ids) {
            out += "        /// \(sanitized(color.name))\n"
            // `Color(_: UIColor)` is SwiftUI's since iOS 13; `Color(uiColor:)` needs iOS 15.
            let value = color.wholeAlias.map { ids[$0] } ?? "Color(UIColor.\(type).\(id))"
            out += "        public static let \(id) = \(value)\n"
        }
        out += "    }\n}\n"
        return out
    }

    /// Each color's identifier (without backticks), in palette order.
    static func identifiers(_ palette: HandoffPalette) throws(HandoffNameCollision) -> [String] {
        try Identifier.assign(palette.colors, format: "Swift") { name in
            var id = Identifier.lowerCamel(name)
            if let first = id.unicodeScalars.first, first >= "0" && first <= "9" {
                id = "color" + id.prefix(1).uppercased() + id.dropFirst()
            }
            return id
        }
    }

    /// The provider's body: nested only where values differ. `ids` are the palette's identifiers, escaped.
    static func provider(_ color: HandoffPalette.Color, ids: [String], indent: String) -> String {
        // What the provider returns in `t`: an exported color this one is an alias of there, else the value.
        func expression(_ t: Traits) -> String {
            if let target = color.alias(t) { return "\(ids[target]).resolvedColor(with: traits)" }
            return "_rgba(0x" + color.value(t).hexRGBA.dropFirst() + ")"
        }
        // Value for (style, contrast): by level, as an expression.
        func byLevel(_ style: InterfaceStyle, _ contrast: ContrastLevel) -> String {
            let base = expression(Traits(style, .base, contrast))
            let elevated = expression(Traits(style, .elevated, contrast))
            return base == elevated ? base : "traits.userInterfaceLevel == .elevated ? \(elevated) : \(base)"
        }
        func styleBlock(_ style: InterfaceStyle, _ indent: String) -> String {
            let normal = byLevel(style, .normal)
            let high = byLevel(style, .high)
            if normal == high { return "\(indent)return \(normal)\n" }
            return "\(indent)if traits.accessibilityContrast == .high { return \(high) }\n\(indent)return \(normal)\n"
        }
        let light = styleBlock(.light, indent)
        let dark = styleBlock(.dark, indent + "    ")
        if styleBlock(.light, indent + "    ") == dark { return light }
        return "\(indent)if traits.userInterfaceStyle == .dark {\n\(dark)\(indent)}\n\(light)"
    }

    /// `light #F4F7F5, dark #0E1512, dark elevated #18221D`: each distinct value once; then the exported
    /// colors it is an alias of (`brandPlum` when in every appearance, else `brandPlum in dark, ...`).
    static func describe(_ color: HandoffPalette.Color, in palette: HandoffPalette) -> String {
        var parts: [String] = []
        var seen: [RGBA] = []
        for t in Traits.all {
            let v = color.value(t)
            if seen.contains(v) { continue }
            seen.append(v)
            parts.append(appearanceLabels[t]! + " " + v.hexShortest)
        }
        let values = parts.joined(separator: ", ")
        if let target = color.wholeAlias { return "\(sanitized(palette.colors[target].name)) (\(values))" }
        var targets: [Int] = []
        for target in color.aliases.compactMap({ $0 }) where !targets.contains(target) { targets.append(target) }
        let links = targets.map { target in
            sanitized(palette.colors[target].name) + " in "
                + appearances(Traits.all.filter { color.alias($0) == target })
        }
        return ([values] + links).joined(separator: "; ")
    }

    /// `every light appearance, dark high contrast`: a style's four appearances said at once.
    static func appearances(_ traits: [Traits]) -> String {
        var parts: [String] = []
        var rest = traits
        for style in [InterfaceStyle.light, .dark] {
            let all = Traits.all.filter { $0.style == style }
            if all.allSatisfy(traits.contains) {
                parts.append("every \(style.rawValue) appearance")
                rest.removeAll { $0.style == style }
            }
        }
        return (parts + rest.map { appearanceLabels[$0]! }).joined(separator: ", ")
    }

    static let appearanceLabels: [Traits: String] = Dictionary(
        uniqueKeysWithValues: Traits.all.map { ($0, $0.name.replacingAll("-", " ")) })

    static func typeName(_ themeName: String) -> String {
        let words = Identifier.words(themeName)
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty || name.unicodeScalars.first.map({ $0 >= "0" && $0 <= "9" }) == true { name = "Palette" + name }
        // An enum named `Color` or `UIColor` inside the extension would hide the type its colors are made of.
        if ["Color", "UIColor", "NSColor", "CGColor", "SwiftUI", "UIKit"].contains(name) { name += "Palette" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    static func escaped(_ id: String) -> String { keywords.contains(id) ? "`\(id)`" : id }

    /// Names in comments: one line, no controls.
    static func sanitized(_ s: String) -> String { SafeText.sanitized(s).replacingAll("*/", "* /") }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self",
        "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
