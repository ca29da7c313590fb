import Platform
/// Reads W3C design tokens (DTCG): color tokens anywhere in the group tree,
/// named by their dotted path (`color.bg.primary`), with `$type` inherited
/// from groups. Values: hex strings, the 2025 object form (`colorSpace`,
/// `components`, `alpha`, `hex`), aliases `{group.token}` and `{"$ref": "#/group/token"}`.
/// Light and dark come from Terrazzo's `$extensions.mode`, or from a
/// `*.resolver.json` whose modifier contexts name token files per mode.
enum DesignTokensReader {
    /// Tokens in first-seen order, with an index by name so merging stays linear.
    struct Tokens {
        var list: [(name: String, variants: [Traits: VariantValue], location: SourceLocation)] = []
        var index: [String: Int] = [:]
        /// Set once the color limit was reached (reported once).
        var overLimit = false

        /// Adds a token, or lays its variants over an earlier token of the same name.
        mutating func merge(_ token: (name: String, variants: [Traits: VariantValue], location: SourceLocation)) {
            if let i = index[token.name] {
                list[i].variants.merge(token.variants) { _, new in new }
            } else {
                index[token.name] = list.count
                list.append(token)
            }
        }
    }

    static func document(bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]) throws(ThemeError) -> ThemeDocument {
        let root = try JSONParser.parse(bytes, file: path)
        var tokens = Tokens()
        collect(root, defaultTraits: .light, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        return makeDocument(tokens, path: path)
    }

    static func makeDocument(_ tokens: Tokens, path: String) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        var stem = Path.stem(path)
        for suffix in [".tokens", ".resolver"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        doc.name = stem
        for t in tokens.list {
            doc.colors.append(ThemeDocument.ColorEntry(name: t.name, location: t.location, color: DynamicColor(variants: t.variants),
                                                       isPartial: t.variants[.light] == nil))
        }
        return doc
    }

    /// Walks the tree iteratively; adds each color token's value at `defaultTraits` (and its modes).
    static func collect(_ root: JSONNode, defaultTraits: Traits, into tokens: inout Tokens,
                        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]) {
        var stack: [(node: JSONNode, path: [String], type: String?)] = [(root, [], nil)]
        while let (node, path, inheritedType) = stack.popLast() {
            guard let members = node.objectMembers else { continue }
            let type = members.first { $0.key == "$type" || $0.key == "type" }?.value.stringValue ?? inheritedType
            if let valueNode = members.first(where: { $0.key == "$value" || $0.key == "value" })?.value {
                guard type == "color" else { continue }
                let name = path.joined(separator: ".")
                var variants: [Traits: VariantValue] = [:]
                if let v = value(valueNode, diagnostics: &diagnostics) { variants[defaultTraits] = v }
                let modes = AssetCatalogReader.member(AssetCatalogReader.member(node, "$extensions"), "mode")
                for mode in modes?.objectMembers ?? [] {
                    guard let traits = modeTraits(mode.key, base: defaultTraits) else {
                        notes.append(Diagnostic(at: mode.keyLocation, "`\(SafeText.sanitized(name))`: mode `\(SafeText.sanitized(mode.key))` is not light, dark or high contrast; skipped"))
                        continue
                    }
                    if let v = value(mode.value, diagnostics: &diagnostics) { variants[traits] = v }
                }
                if !variants.isEmpty {
                    if tokens.list.count >= ThemeDocument.maximumColors, tokens.index[name] == nil {
                        if !tokens.overLimit { diagnostics.append(ThemeDocument.tooManyColors(tokens.list.count + 1, at: node.location)) }
                        tokens.overLimit = true
                        continue
                    }
                    tokens.merge((name, variants, node.location))
                }
                continue
            }
            // A group: children in file order (pushed reversed onto the stack).
            for m in members.reversed() where !m.key.hasPrefix("$") {
                if m.key.contains(".") || m.key.contains("{") || m.key.contains("}") {
                    diagnostics.append(Diagnostic(at: m.keyLocation, "a token or group name cannot contain `.`, `{` or `}`: \"\(SafeText.sanitized(m.key))\""))
                    continue
                }
                stack.append((m.value, path + [m.key], type))
            }
        }
    }

    /// `light`, `dark`, `light_ax`, `darkHighContrast`, ...: the appearance a mode or context name means.
    static func modeTraits(_ name: String, base: Traits) -> Traits? {
        let lower = name.lowercased()
        let style: InterfaceStyle
        if lower.contains("dark") { style = .dark } else if lower.contains("light") || lower == "default" { style = .light } else { return nil }
        let high = lower.contains("contrast") || lower.hasSuffix("_ax") || lower.hasSuffix("-ax") || lower.hasSuffix("hc")
        let elevated = lower.contains("elevated")
        return Traits(style, elevated ? .elevated : base.level, high ? .high : base.contrast)
    }

    /// One color value.
    static func value(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> VariantValue? {
        switch node.value {
        case .string(let s):
            let text = s.trimmingSpaces
            if text.hasPrefix("{"), text.hasSuffix("}") { return VariantValue(.alias(String(text.dropFirst().dropLast())), at: node.location) }
            switch CSSColor.parse(text) {
            case .success(let parsed):
                if parsed.clipped { diagnostics.append(CSSColor.clippedNote(parsed, text: text, at: node.location)) }
                return VariantValue(.literal(parsed.color), at: node.location)
            case .failure(let failure):
                let why = failure.reason ?? "expected a CSS color (#RRGGBB, rgba(), hsl(), oklch(), a named color) or an alias like {color.base.blue}"
                diagnostics.append(Diagnostic(at: node.location, "bad color token value \"\(SafeText.sanitized(s))\": \(why)"))
                return nil
            }
        case .object:
            if let ref = AssetCatalogReader.member(node, "$ref")?.stringValue {
                let pointer = ref.hasPrefix("#/") ? String(ref.dropFirst(2)) : ref
                return VariantValue(.alias(pointer.split(separator: "/").joined(separator: ".")), at: node.location)
            }
            let space = AssetCatalogReader.member(node, "colorSpace")?.stringValue ?? ""
            var alpha = 1.0
            if let a = AssetCatalogReader.member(node, "alpha") {
                guard case .number(let v) = a.value, v.isFinite, (0...1).contains(v) else {
                    diagnostics.append(Diagnostic(at: a.location, "`alpha` must be a number from 0 to 1, found \(a.kindDescriptionWithValue)"))
                    return nil
                }
                alpha = v
            }
            var components: [Double] = []
            if let list = AssetCatalogReader.member(node, "components") {
                guard case .array(let items) = list.value else {
                    diagnostics.append(Diagnostic(at: list.location, "`components` must be an array of numbers, found \(list.kindDescription)"))
                    return nil
                }
                for item in items {
                    // "none" is CSS Color 4's missing component: it counts as 0.
                    if case .string("none") = item.value { components.append(0); continue }
                    guard case .number(let v) = item.value, v.isFinite else {
                        diagnostics.append(Diagnostic(at: item.location, "a color component must be a number (or \"none\"), found \(item.kindDescriptionWithValue)"))
                        return nil
                    }
                    components.append(v)
                }
            }
            if components.count == 3, ColorSpaceConversion.known.contains(space) {
                let r = ColorSpaceConversion.from(space: space, components, alpha: alpha)
                if r.clipped {
                    let parsed = CSSColor.Parsed(color: r.color, clipped: true, form: space)
                    diagnostics.append(CSSColor.clippedNote(parsed, text: "the \(space) color", at: node.location))
                }
                return VariantValue(.literal(r.color), at: node.location)
            }
            // Other spaces: the optional `hex` fallback the format provides for exactly this.
            if let hex = AssetCatalogReader.member(node, "hex")?.stringValue, let c = RGBA(hex: hex) {
                return VariantValue(.literal(c.withAlpha(RGBA.clampByte(alpha * 255))), at: node.location)
            }
            if components.count != 3 {
                diagnostics.append(Diagnostic(at: node.location, "a color object needs `components` with 3 numbers, found \(components.count)"))
                return nil
            }
            let hint = Suggestion.nearest(to: space, in: ColorSpaceConversion.known).map { "; did you mean \($0)?" } ?? ""
            diagnostics.append(Diagnostic(at: node.location, "color space `\(SafeText.sanitized(space))` is not one of \(ColorSpaceConversion.known.joined(separator: ", ")) and the token has no `hex` fallback\(hint)"))
            return nil
        default:
            diagnostics.append(Diagnostic(at: node.location, "a color token's value must be a hex string, an alias or a color object, found \(node.kindDescription)"))
            return nil
        }
    }

    /// A `*.resolver.json`: `sets` give the base token files; each modifier's
    /// `contexts` (light, dark, light_ax, ...) give the files for that appearance.
    static func resolverDocument(bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]) throws(ThemeError) -> ThemeDocument {
        let root = try JSONParser.parse(bytes, file: path)
        var tokens = Tokens()
        var files: [String] = []
        func sources(_ node: JSONNode?) -> [(file: String, location: SourceLocation)] {
            var out: [(String, SourceLocation)] = []
            var list: [JSONNode] = []
            if case .array(let items)? = node?.value { list = items }
            if let s = AssetCatalogReader.member(node, "sources"), case .array(let items) = s.value { list = items }
            for item in list {
                guard let ref = AssetCatalogReader.member(item, "$ref")?.stringValue ?? item.stringValue else { continue }
                let file = String(ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                if !file.isEmpty { out.append((Path.resolve(file, relativeToFileAt: path), item.location)) }
            }
            return out
        }
        // Each file is read and parsed once, however often the resolver lists it;
        // the same file twice in a row for the same appearance changes nothing.
        var parsed: [String: JSONNode] = [:]
        var lastLoad: (file: String, traits: Traits)?
        func load(_ file: String, at location: SourceLocation, traits: Traits) throws(ThemeError) {
            if let last = lastLoad, last.file == file, last.traits == traits { return }
            lastLoad = (file, traits)
            let fileRoot: JSONNode
            if let cached = parsed[file] {
                fileRoot = cached
            } else {
                let fileBytes = try FileReader.read(file, reportedAt: location, label: "token file")
                files.append(file)
                fileRoot = try JSONParser.parse(fileBytes, file: file)
                parsed[file] = fileRoot
            }
            collect(fileRoot, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }
        var sets: [JSONNode] = []
        if let s = AssetCatalogReader.member(root, "sets") {
            if case .array(let items) = s.value { sets = items } else { sets = s.objectMembers?.map(\.value) ?? [] }
        }
        for set in sets { for src in sources(set) { try load(src.file, at: src.location, traits: .light) } }
        var sawMode = false
        for modifier in AssetCatalogReader.member(root, "modifiers")?.objectMembers ?? [] {
            for context in AssetCatalogReader.member(modifier.value, "contexts")?.objectMembers ?? [] {
                guard let traits = modeTraits(context.key, base: .light) else {
                    notes.append(Diagnostic(at: context.keyLocation, "context `\(SafeText.sanitized(context.key))` of modifier `\(SafeText.sanitized(modifier.key))` is not light, dark or high contrast; skipped"))
                    continue
                }
                sawMode = true
                for src in sources(context.value) { try load(src.file, at: src.location, traits: traits) }
            }
        }
        if !sawMode {
            diagnostics.append(Diagnostic(at: root.location, "the resolver has no modifier with light or dark contexts (expected \"modifiers\": { \"theme\": { \"contexts\": { \"light\": [...], \"dark\": [...] } } })"))
        }
        var doc = makeDocument(tokens, path: path)
        doc.extraFiles = files
        return doc
    }
}
