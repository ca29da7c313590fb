import Platform
import ThemeModel

/// What a `.json`/`.json5` file is, by its content: a file not named
/// `*.tokens.json` may still be design tokens (a Figma variables export,
/// a Tokens Studio set, a Style Dictionary tree), a resolver or Tokens
/// Studio's `$themes`. A file that fits nothing gets one error saying what
/// was tried and why each did not fit.
enum ContentFormat: Equatable {
    case theme, tokens, resolver, tokensStudioThemes
    case unknown(String)

    static func of(_ root: JSONNode) -> ContentFormat {
        if case .array(let items) = root.value {
            if !items.isEmpty, items.allSatisfy({ AssetCatalogReader.member($0, "selectedTokenSets") != nil }) {
                return .tokensStudioThemes
            }
            return .unknown(reasons(root))
        }
        guard let members = root.objectMembers else { return .unknown(reasons(root)) }
        let keys = Set(members.map(\.key))
        if keys.contains("$themes"), case .array? = AssetCatalogReader.member(root, "$themes")?.value {
            return .tokensStudioThemes
        }
        if keys.contains("resolutionOrder") || (keys.contains("modifiers") && keys.contains("sets")) {
            return .resolver
        }
        // dusk's own keys with dusk's shapes ("colors" holding color values, not token groups).
        if keys.contains("colors"), !containsTokenValue(root) { return .theme }
        if containsTokenValue(root) { return .tokens }
        // No tokens: a theme, if it looks like one (a typo in a key still gets "did you mean").
        if keys.isEmpty
            || keys.contains(where: {
                ThemeDocument.knownKeys.contains($0) || Suggestion.nearest(to: $0, in: ThemeDocument.knownKeys) != nil
            })
        {
            return .theme
        }
        return .unknown(reasons(root))
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
        switch of(root) {
        case .tokens: return nil
        case .resolver, .tokensStudioThemes:
            return "is a resolver or theme list, not a token file; list its token files instead"
        case .theme:
            return keys.contains("colors")
                ? "is a dusk theme, not a token file" : "holds no tokens (no `$value` anywhere)"
        case .unknown: return "holds no tokens (no `$value` anywhere)"
        }
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

    /// Why the file fits none of the formats, one clause per format.
    static func reasons(_ root: JSONNode) -> String {
        let top: String
        switch root.value {
        case .object: top = "an object"
        case .array: top = "an array"
        default: top = root.kindDescription
        }
        return "it is \(top) that is none of the formats dusk reads: "
            + "a dusk theme has keys like \"colors\" and \"inherits\"; "
            + "design tokens (DTCG, Figma variables, Tokens Studio sets, Style Dictionary) have tokens with "
            + "\"$value\" or \"value\"; "
            + "a resolver has \"sets\" and \"modifiers\" or \"resolutionOrder\"; "
            + "Tokens Studio's $themes is an array of themes with \"selectedTokenSets\""
    }
}

/// Tokens Studio: `$themes.json` (an array of themes, each with
/// `selectedTokenSets`) beside the set files, or one file holding the sets
/// and `$themes`. Themes are grouped by their `group` as a resolver's
/// modifiers are: names like Light and Dark give appearances; of the others
/// one is used (`--mode`, else the first).
enum TokensStudioReader {
    static func document(
        root: JSONNode, path: String, mode: String?,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let themesNode = AssetCatalogReader.member(root, "$themes") ?? root
        let singleFile = AssetCatalogReader.member(root, "$themes") != nil
        guard case .array(let themes) = themesNode.value else { return ThemeDocument(path: path) }
        var tokens = DesignTokensReader.Tokens()
        var files: [String] = []
        var parsed: [String: JSONNode] = [:]
        let directory = Path.directory(of: path)
        func loadSet(_ name: String, at location: SourceLocation, traits: Traits) throws(ThemeError) {
            let setRoot: JSONNode
            if singleFile {
                guard let node = AssetCatalogReader.member(root, name) else {
                    diagnostics.append(
                        Diagnostic(at: location, "token set `\(SafeText.sanitized(name))` is not in this file"))
                    return
                }
                setRoot = node
            } else if let cached = parsed[name] {
                setRoot = cached
            } else {
                let file = (directory.isEmpty ? "" : directory + "/") + name + ".json"
                if FileIdentity(of: file).map({ $0 == FileIdentity(of: path) }) ?? false {
                    diagnostics.append(
                        Diagnostic(
                            at: location,
                            "token set `\(SafeText.sanitized(name))` is this file, which lists the themes, not tokens"))
                    return
                }
                let bytes = try FileReader.read(file, reportedAt: location, label: "token set")
                files.append(file)
                setRoot = try JSONParser.parse(bytes, file: file)
                parsed[name] = setRoot
            }
            DesignTokensReader.collect(
                setRoot, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }
        func apply(_ theme: JSONNode, traits: Traits) throws(ThemeError) {
            for set in AssetCatalogReader.member(theme, "selectedTokenSets")?.objectMembers ?? [] {
                guard let state = set.value.stringValue, state == "enabled" || state == "source" else { continue }
                try loadSet(set.key, at: set.keyLocation, traits: traits)
            }
        }
        // Group the themes; ungrouped ones form one group.
        var groups: [(name: String, themes: [(name: String, node: JSONNode)])] = []
        for theme in themes {
            let group = AssetCatalogReader.member(theme, "group")?.stringValue ?? ""
            let name = AssetCatalogReader.member(theme, "name")?.stringValue ?? ""
            if let i = groups.firstIndex(where: { $0.name == group }) {
                groups[i].themes.append((name, theme))
            } else {
                groups.append((group, [(name, theme)]))
            }
        }
        var modeFound = mode == nil
        for group in groups {
            var others: [(name: String, node: JSONNode)] = []
            var appearances: [(Traits, JSONNode)] = []
            for theme in group.themes {
                if theme.name != mode, let traits = DesignTokensReader.modeTraits(theme.name, base: .light) {
                    appearances.append((traits, theme.node))
                } else {
                    others.append(theme)
                }
            }
            for (traits, node) in appearances {
                tokens.modes.append(
                    ThemeMode(
                        group: group.name.isEmpty ? "$themes" : group.name,
                        name: AssetCatalogReader.member(node, "name")?.stringValue ?? "", appearance: traits,
                        shown: true))
            }
            if !others.isEmpty {
                let chosen = others.first { $0.name == mode } ?? others[0]
                if chosen.name == mode { modeFound = true }
                for o in others {
                    tokens.modes.append(
                        ThemeMode(
                            group: group.name.isEmpty ? "$themes" : group.name, name: o.name, appearance: nil,
                            shown: o.name == chosen.name))
                }
                try apply(chosen.node, traits: DesignTokensReader.chosenModeTraits(chosen.name))
                let rest = others.filter { $0.name != chosen.name }.map(\.name)
                if !rest.isEmpty {
                    notes.append(
                        Diagnostic(
                            at: chosen.node.location,
                            "showing theme `\(SafeText.sanitized(chosen.name))`\(group.name.isEmpty ? "" : " of group `\(SafeText.sanitized(group.name))`"); also has \(rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")): choose one with --mode NAME"
                        ))
                }
            }
            for (traits, node) in appearances.sorted(by: { $0.0.loadsBefore($1.0) }) {
                try apply(node, traits: traits)
            }
        }
        if let mode, !modeFound {
            let names = groups.flatMap { $0.themes.map(\.name) }
            diagnostics.append(
                Diagnostic(
                    at: themesNode.location,
                    """
                    no theme `\(SafeText.sanitized(mode))`\(Suggestion.didYouMean(mode, in: names)) (themes: \
                    \(names.map(SafeText.sanitized).joined(separator: ", ")))
                    """
                ))
        }
        tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = DesignTokensReader.makeDocument(tokens, path: path)
        if doc.name == "$themes" {
            // Named after its folder, as the set is.
            let folder = Path.directory(of: FileSystem.canonicalPath(path) ?? path)
            doc.name = folder.isEmpty ? "tokens" : Path.lastComponent(folder)
        }
        doc.extraFiles = files
        return doc
    }
}

/// Figma's variables export: one file per collection and mode,
/// `<Collection>.<Mode>.json`, aliases across collections. Opening one of
/// them reads its siblings: the modes of its collection (Light, Dark, ...
/// at those appearances; of other modes the one `--mode` names, else the
/// first) and the other collections it may alias into.
enum FigmaModes {
    static func document(
        root: JSONNode, path: String, mode: String?,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let parts = split(Path.lastComponent(path))
        let directory = Path.directory(of: path)
        var siblings: [(collection: String, mode: String, file: String, root: JSONNode)] = []
        if let parts {
            for name in FileSystem.entries(directory.isEmpty ? "." : directory, limit: 1000).names.sorted() {
                guard let p = split(name), !(p.collection == parts.collection && p.mode == parts.mode) else { continue }
                let file = (directory.isEmpty ? "" : directory + "/") + name
                // A sibling that only looks like Collection.Mode.json (app.config.json) is not ours to fail on.
                guard let bytes = try? FileReader.read(file, label: "Figma variables file"),
                    let parsed = try? JSONParser.parse(bytes, file: file), ContentFormat.containsTokenValue(parsed)
                else {
                    notes.append(
                        Diagnostic(
                            file: file,
                            "skipped: named like a Figma variables file (Collection.Mode.json) but not token JSON"))
                    continue
                }
                siblings.append((p.collection, p.mode, file, parsed))
            }
        }
        guard let parts, !siblings.isEmpty else {
            return DesignTokensReader.document(
                root: root, path: path, mode: mode, diagnostics: &diagnostics, notes: &notes)
        }
        var tokens = DesignTokensReader.Tokens()
        var files: [String] = []
        var modeFound = mode == nil
        // Other collections first: the opened collection's values win.
        var collections: [String] = []
        for s in siblings where s.collection != parts.collection && !collections.contains(s.collection) {
            collections.append(s.collection)
        }
        collections.append(parts.collection)
        for collection in collections {
            var modes = siblings.filter { $0.collection == collection }.map {
                (mode: $0.mode, file: $0.file, root: $0.root)
            }
            if collection == parts.collection { modes.insert((parts.mode, path, root), at: 0) }
            var others: [(mode: String, file: String, root: JSONNode)] = []
            var appearances: [(Traits, String, JSONNode)] = []
            for m in modes {
                if m.mode != mode, let traits = DesignTokensReader.modeTraits(m.mode, base: .light) {
                    appearances.append((traits, m.file, m.root))
                } else {
                    others.append(m)
                }
            }
            func load(_ file: String, _ node: JSONNode, traits: Traits) {
                if file != path { files.append(file) }
                DesignTokensReader.collect(
                    node, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
            }
            for (traits, file, _) in appearances {
                tokens.modes.append(
                    ThemeMode(
                        group: collection, name: split(Path.lastComponent(file))?.mode ?? file, appearance: traits,
                        shown: true))
            }
            if !others.isEmpty {
                let chosen = others.first { $0.mode == mode } ?? others.first { $0.file == path } ?? others[0]
                if chosen.mode == mode { modeFound = true }
                for o in others {
                    tokens.modes.append(
                        ThemeMode(group: collection, name: o.mode, appearance: nil, shown: o.mode == chosen.mode))
                }
                load(chosen.file, chosen.root, traits: DesignTokensReader.chosenModeTraits(chosen.mode))
                let rest = others.filter { $0.mode != chosen.mode }.map(\.mode)
                if !rest.isEmpty {
                    notes.append(
                        Diagnostic(
                            file: path,
                            "collection `\(SafeText.sanitized(collection))`: showing mode `\(SafeText.sanitized(chosen.mode))`; also has \(rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")): choose one with --mode NAME"
                        ))
                }
            }
            for (traits, file, given) in appearances.sorted(by: { $0.0.loadsBefore($1.0) }) {
                load(file, given, traits: traits)
            }
        }
        if let mode, !modeFound {
            let all = [parts.mode] + siblings.map(\.mode)
            diagnostics.append(
                Diagnostic(
                    file: path,
                    """
                    no mode `\(SafeText.sanitized(mode))`\(Suggestion.didYouMean(mode, in: all)) (modes: \
                    \(all.map(SafeText.sanitized).joined(separator: ", ")))
                    """
                ))
        }
        tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = DesignTokensReader.makeDocument(tokens, path: path)
        doc.name = parts.collection
        doc.extraFiles = files
        return doc
    }

    /// `System.Dark.json` → ("System", "Dark"); nil for other names (`brand.tokens.json` included).
    static func split(_ fileName: String) -> (collection: String, mode: String)? {
        guard fileName.hasSuffix(".json"), !fileName.hasSuffix(".tokens.json"), !fileName.hasPrefix("$") else {
            return nil
        }
        let parts = fileName.dropLast(5).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}

/// What `--list-modes` says of a mode that is not an appearance.
public enum DesignTokensModes {
    /// "dark" for `dark-dimmed`, "every appearance" for a brand.
    public static func shownAs(_ mode: String) -> String {
        let lower = mode.lowercased()
        return lower.contains("dark") || lower.contains("light")
            ? DesignTokensReader.chosenModeTraits(mode).name : "every appearance"
    }
}

extension Traits {
    /// The order modes are read in: light before dark, normal before high
    /// contrast, so a dark or high-contrast mode's values lie over what it shares.
    func loadsBefore(_ other: Traits) -> Bool {
        (style == .dark ? 1 : 0, contrast == .high ? 1 : 0) < (
            other.style == .dark ? 1 : 0, other.contrast == .high ? 1 : 0
        )
    }
}
