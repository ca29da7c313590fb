import ColorScience
import Syntax
import ThemeModel

/// Material Theme Builder's JSON export (`material-theme.json`): `schemes` maps six schemes to the same
/// roles (`primary`, `onPrimary`, `surface`, ...). `light` and `dark` are those appearances and the
/// `-high-contrast` schemes their high-contrast ones; the `-medium-contrast` schemes are modes
/// (`--mode light-medium-contrast` or `dark-medium-contrast` shows both, as light and dark). The tonal
/// `palettes`, `coreColors` and `extendedColors` are what the schemes were made from: counted in a note, not
/// read.
enum MaterialThemeBuilderReader {
    /// Scheme name → the appearance it gives; the medium-contrast schemes give light and dark under the mode.
    static let schemes: [(name: String, traits: Traits, medium: Bool)] = [
        ("light", .light, false), ("dark", .dark, false),
        ("light-high-contrast", Traits(.light, .base, .high), false),
        ("dark-high-contrast", Traits(.dark, .base, .high), false),
        ("light-medium-contrast", .light, true), ("dark-medium-contrast", .dark, true),
    ]
    static let mediumModes = [("light-medium-contrast", Traits.light), ("dark-medium-contrast", Traits.dark)]

    static func document(
        root: JSONNode, path: String, mode: String?, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        let medium = mediumModes.contains { $0.0 == mode }
        guard let schemesNode = JSONNode.member(root, "schemes"), let members = schemesNode.objectMembers else {
            diagnostics.append(
                Diagnostic(at: root.location, "a Material Theme Builder file has \"schemes\": an object"))
            return doc
        }
        var order: [String] = []
        var colors: [String: (location: SourceLocation, variants: [Traits: VariantValue])] = [:]
        for scheme in members {
            guard let known = schemes.first(where: { $0.name == scheme.key }) else {
                notes.append(
                    Diagnostic(
                        at: scheme.keyLocation,
                        "skipped scheme `\(SafeText.excerpt(scheme.key))`: not one of "
                            + schemes.map(\.name).joined(separator: ", ")))
                continue
            }
            guard known.medium == medium || known.traits.contrast == .high else { continue }
            for role in scheme.value.objectMembers ?? [] {
                guard let text = role.value.stringValue, case .success(let parsed) = CSSColor.parse(text) else {
                    diagnostics.append(
                        Diagnostic(
                            at: role.value.location,
                            "`\(SafeText.excerpt(role.key))` in scheme `\(scheme.key)` must be a color like "
                                + "\"#415F91\", found \(role.value.kindDescription)"))
                    continue
                }
                if colors[role.key] == nil {
                    if colors.count >= ThemeDocument.maximumColors {
                        diagnostics.append(ThemeDocument.tooManyColors(colors.count + 1, at: role.keyLocation))
                        return doc
                    }
                    order.append(role.key)
                    colors[role.key] = (role.keyLocation, [:])
                }
                colors[role.key]?.variants[known.traits] = VariantValue(.literal(parsed.color), at: role.value.location)
            }
        }
        for name in order {
            guard let color = colors[name] else { continue }
            doc.writtenNames.insert(name)
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: name, location: color.location, color: DynamicColor(variants: color.variants),
                    isPartial: color.variants[.light] == nil))
        }
        doc.modes = mediumModes.map { ThemeMode(group: "contrast", name: $0.0, appearance: $0.1, shown: medium) }
        // What the schemes were made from, counted: tonal palettes by their tones.
        var unread: [String] = []
        if let palettes = JSONNode.member(root, "palettes")?.objectMembers, !palettes.isEmpty {
            let tones = palettes.reduce(0) { $0 + ($1.value.objectMembers?.count ?? 0) }
            unread.append("\(palettes.count) tonal palettes (\(tones) tones)")
        }
        if let core = JSONNode.member(root, "coreColors")?.objectMembers, !core.isEmpty {
            unread.append("\(core.count) core color\(core.count == 1 ? "" : "s")")
        }
        if case .array(let extended)? = JSONNode.member(root, "extendedColors")?.value, !extended.isEmpty {
            unread.append("\(extended.count) extended color\(extended.count == 1 ? "" : "s")")
        }
        if !unread.isEmpty {
            notes.append(
                Diagnostic(
                    file: path,
                    "not read: " + unread.joined(separator: ", ")
                        + ": what the schemes were made from; the schemes' roles are the colors"))
        }
        return doc
    }
}

extension PaletteFormat {
    static let materialThemeBuilder = PaletteFormat(
        name: "Material Theme Builder", files: "a Material Theme Builder export (material-theme.json)",
        contentRule: "a Material Theme Builder export has \"schemes\" with \"light\" and \"dark\"",
        claimsContent: { root in
            let schemes = JSONNode.member(root, "schemes")
            return JSONNode.member(schemes, "light")?.objectMembers != nil
                && JSONNode.member(schemes, "dark")?.objectMembers != nil
        },
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                MaterialThemeBuilderReader.document(
                    root: request.content, path: request.path, mode: request.mode, diagnostics: &diagnostics,
                    notes: &notes)
            }
        }
    )
}
