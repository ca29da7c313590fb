import Audit
import ColorScience
import ThemeModel

/// `--format swift`: one Swift file with a dynamic `UIColor` per theme color
/// (`UIColor { traits in ... }` over userInterfaceStyle, accessibilityContrast
/// and userInterfaceLevel, only the branches that differ) and a matching
/// SwiftUI `Color`, both under a namespace named after the theme
/// (`UIColor.Juniper.brandText`, `Color.Juniper.brandText`), so overrides of
/// system names never clash with UIKit's own.
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
        let type = typeName(palette.themeName)
        let ids = try identifiers(palette)
        var out = "// \(palette.banner)\n"
        out += "// Each color is resolved as dusk and UIKit resolve it in all eight appearances\n"
        out += "// (interface style x user interface level x accessibility contrast).\n\n"
        out += "import UIKit\nimport SwiftUI\n\n"
        out += "extension UIColor {\n    /// The \(sanitized(palette.themeName)) palette.\n    public enum \(type) {\n"
        for (color, id) in zip(palette.colors, ids) {
            out += "        /// \(sanitized(color.name)): \(describe(color))\n"
            if referenceCatalog {
                let asset = color.name == Theme.tintName ? "AccentColor" : color.name
                out += "        public static let \(escaped(id)) = UIColor(named: \(SwiftText.quoted(asset)))!\n"
            } else {
                out += "        public static let \(escaped(id)) = UIColor { traits in\n"
                out += provider(color, indent: "            ")
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
            extension Color {\n    /// The \(sanitized(palette.themeName)) palette for SwiftUI: the same dynamic \
            colors.\n    public enum \(type) {\n
            """
        for (color, id) in zip(palette.colors, ids) {
            out += "        /// \(sanitized(color.name))\n"
            out += "        public static let \(escaped(id)) = Color(uiColor: UIColor.\(type).\(escaped(id)))\n"
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

    /// The provider's body: nested only where values differ.
    static func provider(_ color: HandoffPalette.Color, indent: String) -> String {
        func rgba(_ c: RGBA) -> String { "_rgba(0x" + c.hexRGBA.dropFirst() + ")" }
        // Value for (style, contrast): by level, as an expression.
        func byLevel(_ style: InterfaceStyle, _ contrast: ContrastLevel) -> String {
            let base = color.value(Traits(style, .base, contrast))
            let elevated = color.value(Traits(style, .elevated, contrast))
            return base == elevated
                ? rgba(base) : "traits.userInterfaceLevel == .elevated ? \(rgba(elevated)) : \(rgba(base))"
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

    /// `light #F4F7F5, dark #0E1512, dark elevated #18221D`: each distinct value once.
    static func describe(_ color: HandoffPalette.Color) -> String {
        var parts: [String] = []
        var seen: [RGBA] = []
        for t in Traits.all {
            let v = color.value(t)
            if seen.contains(v) { continue }
            seen.append(v)
            parts.append(appearanceLabels[t]! + " " + v.hexShortest)
        }
        return parts.joined(separator: ", ")
    }

    static let appearanceLabels: [Traits: String] = Dictionary(
        uniqueKeysWithValues: Traits.all.map { ($0, $0.name.replacingAll("-", " ")) })

    static func typeName(_ themeName: String) -> String {
        let words = Identifier.words(themeName)
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty || name.unicodeScalars.first.map({ $0 >= "0" && $0 <= "9" }) == true { name = "Palette" + name }
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
