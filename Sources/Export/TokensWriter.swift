import ColorScience
import ThemeModel

/// `--format tokens`: W3C design tokens (DTCG 2025.10). One token file per
/// appearance (`NAME.light.tokens.json`, `NAME.dark-elevated-high-contrast.tokens.json`,
/// ...) with every theme color under the group `color`, in the 2025 color
/// object form (sRGB components, alpha, and the `hex` fallback), and a
/// resolver (`NAME.resolver.json`) whose `appearance` modifier has one context
/// per appearance, named as dusk names appearances. Any DTCG tool reads the
/// eight appearances back through the resolver; so does dusk.
///
/// An alias of another exported color is an alias token (`"$value": "{color.brandPlum}"`)
/// in each appearance where the theme makes it one. Every token carries its color's
/// dusk name, which a token name cannot always hold (`.`, `{`, `}`, a leading `$`):
/// `"$extensions": {"dusk": {"name": "brandPlum"}}`.
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
        let extensions = palette.colors.map {
            ",\n      \"$extensions\": {\"\(extensionKey)\": {\"name\": " + JSONText.quoted($0.name) + "}}"
        }
        let references = names.map { JSONText.quoted("{color.\($0)}") }
        for traits in Traits.all {
            let file = "\(stem).\(traits.name).tokens.json"
            var text = "{\n  \"$description\": \(JSONText.quoted("\(palette.banner) Appearance: \(traits.name)."))"
            text += ",\n  \"color\": {\n    \"$type\": \"color\""
            for (i, color) in palette.colors.enumerated() {
                text += ",\n    " + quotedNames[i] + ": {\n      \"$value\": "
                if let target = color.alias(traits) {
                    text += references[target] + extensions[i] + "\n    }"
                    continue
                }
                let c = color.value(traits)
                text += "{\"colorSpace\": \"srgb\", \"components\": ["
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
                text += extensions[i] + "\n    }"
            }
            text += "\n  }\n}\n"
            files.append((file, Array(text.utf8)))
            contexts.append((traits.name, .array([.object([("$ref", .string(file))])])))
        }
        let resolver = JSON.object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("name", .string(palette.handoffName)),
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

    /// The key of dusk's entry in a token's `$extensions`.
    public static let extensionKey = "dusk"

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
