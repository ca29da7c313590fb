import ColorScience
import Platform
import Syntax
import ThemeModel

/// The formats dusk reads, in the order they claim files: by name first (in this order), then, for a JSON
/// file no name claimed, by content (in this order: resolvers, Tokens Studio's theme list, Sketch palettes and
/// Figma's REST variables before dusk themes, which have `colors` too or keys near theirs; dusk themes before
/// design tokens). Adding a format is its reader's file and one line here.
public enum PaletteFormats {
    public static let all: [PaletteFormat] = [
        .assetCatalog,
        .css,
        .androidResources,
        .base16,
        .adobeSwatchExchange,
        .gimpPalette,
        .composeTheme,
        .swiftColorCode,
        .flutterTheme,
        .tailwindConfig,
        .resolver,
        .tokensStudio,
        .sketchPalette,
        .materialThemeBuilder,
        .figmaVariablesAPI,
        .duskTheme,
        .designTokens,
        .tokenFolder,
    ]

    /// The format that claims `path` by its name, if one does.
    static func byName(_ path: String) -> PaletteFormat? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let lower = trimmed.lowercased()
        return all.first { $0.claimsName(lower) }
    }

    /// The folder format that claims a folder no name claimed, by what is in it.
    static func byFolder(_ path: String, _ fileAccess: any FileAccess) -> PaletteFormat? {
        all.first { $0.input == .folder && $0.claimsFolder(path, fileAccess) }
    }

    /// The JSON format `root` is, by what is in it; nil when it fits none.
    static func byContent(_ root: JSONNode) -> PaletteFormat? {
        all.first { $0.input == .json && $0.claimsContent(root) }
    }

    /// Whether the JSON file at `path` (parsed as `root`) is read as a dusk theme, as the loader decides it.
    public static func isDuskTheme(_ path: String, _ root: JSONNode) -> Bool {
        (byName(path) ?? byContent(root))?.name == PaletteFormat.duskTheme.name
    }

    /// "a theme file (.json), an asset catalog (a folder named *.xcassets), ... or CSS custom properties (*.css)".
    public static var fileList: String {
        let names = all.map(\.files)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// Why a JSON file fits none of the formats: what it is, then one clause per format read by content.
    static func noneFits(_ root: JSONNode) -> String {
        let top: String
        switch root.value {
        case .object: top = "an object"
        case .array: top = "an array"
        default: top = root.kindDescription
        }
        let rules = all.compactMap(\.contentRule)
        return "it is \(top) that is none of the formats dusk reads: " + rules.joined(separator: "; ")
    }

    /// Somewhere below: an object with `$value`, or a Style Dictionary / Tokens Studio
    /// leaf (`value` beside `type` or `description`, or `value` holding a color string).
    static func containsTokenValue(_ root: JSONNode) -> Bool {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 100_000 {
            visited += 1
            guard let members = node.objectMembers else { continue }
            for m in members {
                if m.key == "$value" { return true }
                if m.key == "value" {
                    if members.contains(where: { $0.key == "type" || $0.key == "description" || $0.key == "comment" }) {
                        return true
                    }
                    if let s = m.value.stringValue, looksLikeColor(s) { return true }
                }
                if m.value.objectMembers != nil { stack.append(m.value) }
            }
        }
        return false
    }

    static func looksLikeColor(_ s: String) -> Bool {
        if case .success = CSSColor.parse(s) { return true }
        let t = s.trimmingSpaces
        return t.hasPrefix("{") && t.hasSuffix("}")
    }

    /// Why a resolver's source is not a token file (another resolver: its sources are not read
    /// through it, so a cycle of resolvers would load nothing; a dusk theme; JSON without tokens),
    /// or nil when it is one. An empty object is an empty set of tokens.
    static func tokenSourceProblem(_ root: JSONNode) -> String? {
        guard let members = root.objectMembers else {
            return "is not a token file (expected a JSON object of token groups)"
        }
        if members.isEmpty { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("sets") && keys.contains("version") && !containsTokenValue(root) {
            return "is a resolver, not a token file; list its token files instead"
        }
        switch byContent(root)?.name {
        case PaletteFormat.designTokens.name: return nil
        case PaletteFormat.resolver.name, PaletteFormat.tokensStudio.name:
            return "is a resolver or theme list, not a token file; list its token files instead"
        case PaletteFormat.duskTheme.name:
            return keys.contains("colors")
                ? "is a dusk theme, not a token file" : "holds no tokens (no `$value` anywhere)"
        default: return "holds no tokens (no `$value` anywhere)"
        }
    }
}
