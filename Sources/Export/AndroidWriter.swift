import ColorScience
import ThemeModel

/// `--format android`: `values/colors.xml` (light) and `values-night/colors.xml`
/// (dark), names in snake_case, values as `#AARRGGBB`. Android resources have
/// no elevated level and no high-contrast qualifier: colors whose values
/// differ there are listed in a note (and in a comment in the files). An
/// alias of another exported color is a resource reference (`@color/brand_plum`)
/// in the file of each style where the theme makes it one; Android resolves it in
/// the same configuration, so night mode gets the other color's night value.
public enum AndroidWriter {
    public static func write(_ palette: HandoffPalette) throws(HandoffNameCollision) -> HandoffOutput {
        let names = try Identifier.assign(palette.colors, format: "Android resources") { name in
            var id = Identifier.separated(name, by: "_")
            if let first = id.unicodeScalars.first, first >= "0" && first <= "9" { id = "color_" + id }
            return id
        }
        var lost: [String] = []
        for color in palette.colors {
            let differs = Traits.all.contains { t in color.value(t) != color.value(Traits(t.style)) }
            if differs { lost.append(color.name) }
        }
        func file(_ style: InterfaceStyle) -> [UInt8] {
            var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(xml(palette.banner)) -->\n"
            if !lost.isEmpty {
                out +=
                    """
                    <!-- Not expressible as Android resources (elevated or high-contrast values): \
                    \(xml(lost.joined(separator: ", "))) -->\n
                    """
            }
            out += "<resources>\n"
            for (color, name) in zip(palette.colors, names) {
                if let target = color.alias(Traits(style)) {
                    out += "    <color name=\"\(name)\">@color/\(names[target])</color>\n"
                    continue
                }
                let c = color.value(Traits(style))
                out +=
                    "    <color name=\"\(name)\">"
                    + "#\(RGBA.hexByte(c.a))\(RGBA.hexByte(c.r))\(RGBA.hexByte(c.g))\(RGBA.hexByte(c.b))</color>\n"
            }
            out += "</resources>\n"
            return Array(out.utf8)
        }
        var notes: [String] = []
        if !lost.isEmpty {
            let shown =
                lost.prefix(10).map { SafeText.sanitized($0) }.joined(separator: ", ")
                + (lost.count > 10 ? " and \(lost.count - 10) more" : "")
            notes.append(
                """
                Android resources have no elevated level or high-contrast qualifier; only the light and dark \
                values are written for \(shown)
                """
            )
        }
        return HandoffOutput(
            files: [("values/colors.xml", file(.light)), ("values-night/colors.xml", file(.dark))], notes: notes)
    }

    /// Text for an XML comment: no `--`, no controls.
    static func xml(_ s: String) -> String {
        SafeText.sanitized(s).replacingAll("--", "- -").replacingAll("<", "&lt;")
    }
}
