import ColorScience
import ThemeModel

/// `--format tokens`: W3C design tokens (DTCG 2025.10). One token file per
/// appearance (`NAME.light.tokens.json`, `NAME.dark-elevated-high-contrast.tokens.json`,
/// ...) with every theme color under the group `color`, in the 2025 color
/// object form (sRGB components, alpha, and the `hex` fallback), and a
/// resolver (`NAME.resolver.json`) whose `appearance` modifier has one context
/// per appearance, named as dusk names appearances. Any DTCG tool reads the
/// eight appearances back through the resolver; so does dusk.
public enum TokensWriter {
    public static func write(_ palette: HandoffPalette, stem: String) throws(HandoffNameCollision) -> HandoffOutput {
        // Token names may not contain `.`, `{` or `}`, nor start with `$`.
        let names = try Identifier.assign(palette.colors, format: "design tokens") { name in
            var n = String(name.unicodeScalars.map { $0 == "." || $0 == "{" || $0 == "}" ? "-" : Character($0) })
            while n.hasPrefix("$") { n.removeFirst() }
            return n
        }
        var files: [(path: String, bytes: [UInt8])] = []
        var contexts: [(String, JSON)] = []
        // Written directly rather than through the JSON tree: 8 files x thousands of tokens.
        let quotedNames = names.map(JSONText.quoted)
        let descriptions = zip(palette.colors, names).map { $0.name == $1 ? nil : JSONText.quoted($0.name) }
        for traits in Traits.all {
            let file = "\(stem).\(traits.name).tokens.json"
            var text = "{\n  \"$description\": \(JSONText.quoted("\(palette.banner) Appearance: \(traits.name)."))"
            text += ",\n  \"color\": {\n    \"$type\": \"color\""
            for (i, color) in palette.colors.enumerated() {
                let c = color.value(traits)
                text +=
                    ",\n    " + quotedNames[i] + ": {\n      \"$value\": {\"colorSpace\": \"srgb\", \"components\": ["
                let u = TokensWriter.units
                text += u[Int(c.r)]
                text += ", "
                text += u[Int(c.g)]
                text += ", "
                text += u[Int(c.b)]
                text += "], \"alpha\": "
                text += u[Int(c.a)]
                text += ", \"hex\": \""
                text += c.hexRGB.lowercased()
                text += "\"}"
                if let d = descriptions[i] { text += ",\n      \"$description\": " + d }
                text += "\n    }"
            }
            text += "\n  }\n}\n"
            files.append((file, Array(text.utf8)))
            contexts.append((traits.name, .array([.object([("$ref", .string(file))])])))
        }
        let resolver = JSON.object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("name", .string(palette.themeName)),
            (
                "description",
                .string(
                    palette.banner
                        + " The appearance modifier has one context per iOS appearance "
                        + "(interface style, elevated level, high contrast)."
                )
            ),
            ("sets", .array([])),
            (
                "modifiers",
                .object([
                    (
                        "appearance",
                        .object([
                            (
                                "description",
                                .string(
                                    "iOS trait collection: light or dark, base or elevated, normal or high contrast")
                            ),
                            ("default", .string(Traits.light.name)),
                            ("contexts", .object(contexts)),
                        ])
                    )
                ])
            ),
            ("resolutionOrder", .array([.object([("$ref", .string("#/modifiers/appearance"))])])),
        ])
        files.insert(("\(stem).resolver.json", Array((resolver.text + "\n").utf8)), at: 0)
        return HandoffOutput(files: files, notes: [])
    }

    /// `v / 255` with six decimals (every 8-bit value survives), trailing zeros dropped.
    static let units: [String] = (0...255).map { trim(NumberFormat.fixed(Double($0) / 255, 6)) }

    static func trim(_ s: String) -> String {
        guard s.contains(".") else { return s }
        var t = s
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }
}

/// `--format android`: `values/colors.xml` (light) and `values-night/colors.xml`
/// (dark), names in snake_case, values as `#AARRGGBB`. Android resources have
/// no elevated level and no high-contrast qualifier: colors whose values
/// differ there are listed in a note (and in a comment in the files).
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
