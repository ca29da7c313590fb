import Platform
import ThemeModel

/// Figma's variables export: one file per collection and mode,
/// `<Collection>.<Mode>.json`, aliases across collections. Opening one of
/// them reads its siblings: the modes of its collection (Light, Dark, ...
/// at those appearances; of other modes the one `--mode` names, else the
/// first) and the other collections it may alias into.
enum FigmaModes {
    static func document(
        root: JSONNode, path: String, mode: String?, fileAccess: any FileAccess,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let parts = split(Path.lastComponent(path))
        let directory = Path.directory(of: path)
        var siblings: [(collection: String, mode: String, file: String, root: JSONNode)] = []
        if let parts {
            for name in fileAccess.entries(directory.isEmpty ? "." : directory, limit: 1000).names {
                guard let p = split(name), !(p.collection == parts.collection && p.mode == parts.mode) else { continue }
                let file = (directory.isEmpty ? "" : directory + "/") + name
                // A sibling that only looks like Collection.Mode.json (app.config.json) is not ours to fail on.
                guard let bytes = try? FileReader.read(file, from: fileAccess, label: "Figma variables file"),
                    let parsed = try? JSONParser.parse(bytes, file: file), PaletteFormats.containsTokenValue(parsed)
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
                            "collection `\(SafeText.sanitized(collection))`: "
                                + "showing mode `\(SafeText.sanitized(chosen.mode))`; also has "
                                + rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")
                                + ": choose one with --mode NAME"
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

extension PaletteFormat {
    /// DTCG files, Figma variables (one file per mode), Tokens Studio sets, Style Dictionary trees.
    static let designTokens = PaletteFormat(
        name: "design tokens", files: "design tokens (*.tokens.json)",
        contentRule: """
            design tokens (DTCG, Figma variables, Tokens Studio sets, Style Dictionary) have tokens with \
            "$value" or "value"
            """,
        input: .json,
        claimsName: { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") },
        claimsContent: PaletteFormats.containsTokenValue,
        pointsToResolver: true,
        read: { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try FigmaModes.document(
                    root: request.root!, path: request.path, mode: request.mode, fileAccess: request.fileAccess,
                    diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
