import ColorScience
import Platform
import Syntax
import ThemeModel

/// Tokens Studio: `$themes.json` (an array of themes, each with
/// `selectedTokenSets`) beside the set files, or one file holding the sets
/// and `$themes`. Themes are grouped by their `group` as a resolver's
/// modifiers are: names like Light and Dark give appearances; of the others
/// one is used (`--mode`, else the first).
enum TokensStudioReader {
    /// Themes of one `group` (ungrouped ones form one group), in file order.
    typealias ThemeGroup = (name: String, themes: [(name: String, node: JSONNode)])

    static func document(
        root: JSONNode, path: String, mode: String?, fileAccess: any FileAccess,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let themesNode = JSONNode.member(root, "$themes") ?? root
        guard case .array(let themes) = themesNode.value else { return ThemeDocument(path: path) }
        var reading = StudioReading(root: root, path: path, mode: mode, fileAccess: fileAccess)
        let groups = grouped(themes)
        for group in groups { try reading.read(group, diagnostics: &diagnostics, notes: &notes) }
        if themes.isEmpty {
            try reading.readEverySet(listedAt: themesNode.location, diagnostics: &diagnostics, notes: &notes)
        }
        if let mode, !reading.modeFound {
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
        reading.tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = DesignTokensReader.makeDocument(reading.tokens, path: path)
        if doc.name == "$themes" {
            // Named after its folder, as the set is.
            let folder = Path.directory(of: fileAccess.canonicalPath(path) ?? path)
            doc.name = folder.isEmpty ? "tokens" : Path.lastComponent(folder)
        }
        doc.extraFiles = reading.files
        return doc
    }

    /// The themes by their `group`, groups in the order they first appear; ungrouped ones form one group.
    static func grouped(_ themes: [JSONNode]) -> [ThemeGroup] {
        var groups: [ThemeGroup] = []
        for theme in themes {
            let group = JSONNode.member(theme, "group")?.stringValue ?? ""
            let name = JSONNode.member(theme, "name")?.stringValue ?? ""
            if let i = groups.firstIndex(where: { $0.name == group }) {
                groups[i].themes.append((name, theme))
            } else {
                groups.append((group, [(name, theme)]))
            }
        }
        return groups
    }

    /// The themes' token sets read into one set of tokens, and the files read on the way.
    struct StudioReading {
        let root: JSONNode
        let path: String
        let mode: String?
        let fileAccess: any FileAccess
        /// The sets are members of the file that lists the themes (under `$themes`), not files beside it.
        let singleFile: Bool
        let directory: String
        var tokens = DesignTokensReader.Tokens()
        var files: [String] = []
        var parsed: [String: JSONNode] = [:]
        var modeFound: Bool
        /// The single file's members by name (the last of a key written twice), found once: a file of
        /// thousands of sets is read in time linear in its size.
        let members: [String: JSONMember]

        init(root: JSONNode, path: String, mode: String?, fileAccess: any FileAccess) {
            self.root = root
            self.path = path
            self.mode = mode
            self.fileAccess = fileAccess
            singleFile = JSONNode.member(root, "$themes") != nil
            directory = Path.directory(of: path)
            modeFound = mode == nil
            var members: [String: JSONMember] = [:]
            for m in root.objectMembers ?? [] { members[m.key] = m }
            self.members = members
        }

        /// One group: themes named like appearances at those appearances, and of the others the one `--mode`
        /// names, else the first; the others are listed and noted.
        mutating func read(
            _ group: ThemeGroup, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let (appearances, others) = appearancesAndOthers(of: group, notes: &notes)
            for (traits, node) in appearances {
                tokens.modes.append(
                    ThemeMode(
                        group: group.name.isEmpty ? "$themes" : group.name,
                        name: JSONNode.member(node, "name")?.stringValue ?? "", appearance: traits,
                        shown: true))
            }
            if !others.isEmpty { try readChosen(of: others, in: group, diagnostics: &diagnostics, notes: &notes) }
            for (traits, node) in appearances.sorted(by: { $0.0.loadsBefore($1.0) }) {
                try apply(node, traits: traits, diagnostics: &diagnostics, notes: &notes)
            }
        }

        /// A group's themes named like appearances, with those appearances, and the others. A theme named only
        /// for contrast (`Contrast`) beside a light and a dark one goes on the side whose values it is nearer:
        /// Digdir's is a dark palette, and shown as light it put every color on the wrong side.
        func appearancesAndOthers(
            of group: ThemeGroup, notes: inout [Diagnostic]
        ) -> (appearances: [(Traits, JSONNode)], others: [(name: String, node: JSONNode)]) {
            var others: [(name: String, node: JSONNode)] = []
            var appearances: [(Traits, JSONNode)] = []
            var contrastOnly: [(name: String, node: JSONNode)] = []
            for theme in group.themes {
                if theme.name != mode, let traits = DesignTokensReader.modeTraits(theme.name, base: .light) {
                    appearances.append((traits, theme.node))
                } else if theme.name != mode, ModeWords(theme.name).isContrastOnly {
                    contrastOnly.append(theme)
                } else {
                    others.append(theme)
                }
            }
            let light = appearances.first { $0.0 == .light }.map { literals($0.1) }
            let dark = appearances.first { $0.0 == .dark }.map { literals($0.1) }
            for theme in contrastOnly {
                guard let light, let dark else {
                    others.append(theme)
                    continue
                }
                let style = TokensStudioReader.side(of: literals(theme.node), light: light, dark: dark)
                appearances.append((Traits(style, .base, .high), theme.node))
                notes.append(
                    Diagnostic(
                        at: theme.node.location,
                        "theme `\(SafeText.sanitized(theme.name))` is shown as \(style.rawValue) high contrast: "
                            + "its colors are nearer the \(style.rawValue) theme's than the "
                            + "\(style == .dark ? "light" : "dark") theme's"))
            }
            return (appearances, others)
        }

        /// Of a group's themes that are not appearances, the one `--mode` names, else the first, in every
        /// appearance; the rest are listed, and noted.
        mutating func readChosen(
            of others: [(name: String, node: JSONNode)], in group: ThemeGroup, diagnostics: inout [Diagnostic],
            notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let chosen = others.first { $0.name == mode } ?? others[0]
            if chosen.name == mode { modeFound = true }
            for o in others {
                tokens.modes.append(
                    ThemeMode(
                        group: group.name.isEmpty ? "$themes" : group.name, name: o.name, appearance: nil,
                        shown: o.name == chosen.name))
            }
            try apply(
                chosen.node, traits: DesignTokensReader.chosenModeTraits(chosen.name), diagnostics: &diagnostics,
                notes: &notes)
            let rest = others.filter { $0.name != chosen.name }.map(\.name)
            if !rest.isEmpty {
                notes.append(
                    Diagnostic(
                        at: chosen.node.location,
                        "showing theme `\(SafeText.sanitized(chosen.name))`"
                            + (group.name.isEmpty ? "" : " of group `\(SafeText.sanitized(group.name))`")
                            + "; also has " + rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")
                            + ": choose one with --mode NAME"
                    ))
            }
        }

        /// No themes: every token set, as Tokens Studio merges them with no theme active (its `mergeTokenGroups`:
        /// all sets when none is chosen, a later set's token over an earlier one's), in `$metadata.tokenSetOrder`
        /// order (then the sets it does not list: in file order, or for set files the `*.json` beside it by name),
        /// as one light appearance.
        mutating func readEverySet(
            listedAt location: SourceLocation, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let (sets, metadata) = singleFile ? setsInFile() : try setFiles()
            guard !sets.isEmpty else { return }
            var listed: [String] = []
            var seen: Set<String> = []
            let present = Set(sets)
            if case .array(let items)? = JSONNode.member(metadata, "tokenSetOrder")?.value {
                for name in items.compactMap(\.stringValue) where present.contains(name) && seen.insert(name).inserted {
                    listed.append(name)
                }
            }
            let names = listed + sets.filter { !seen.contains($0) }
            for name in names {
                let at = members[name]?.keyLocation ?? location
                try loadSet(name, at: at, traits: .light, diagnostics: &diagnostics, notes: &notes)
            }
            let shown = names.prefix(3).map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")
            let more = names.count > 3 ? " and \(names.count - 3) more" : ""
            let how = listed.isEmpty ? (singleFile ? "in file order" : "by name") : "in `$metadata.tokenSetOrder` order"
            notes.append(
                Diagnostic(
                    at: location,
                    """
                    no themes in `$themes`: read its \(names.count) token set\(names.count == 1 ? "" : "s") \
                    (\(shown)\(more)) \(how) as one light appearance, a later set's token over an earlier one's, \
                    as Tokens Studio merges its sets with no theme active
                    """
                ))
        }

        /// The sets of a file that holds them, in file order, and its `$metadata`.
        func setsInFile() -> (sets: [String], metadata: JSONNode?) {
            let sets = (root.objectMembers ?? []).filter { !$0.key.hasPrefix("$") && $0.value.objectMembers != nil }
            return (sets.map(\.key), JSONNode.member(root, "$metadata"))
        }

        /// The set files beside `$themes.json` (`NAME.json`, by name; sets in folders when `$metadata.json`
        /// lists them), and `$metadata.json`'s tree when it is there.
        func setFiles() throws(ThemeError) -> (sets: [String], metadata: JSONNode?) {
            let prefix = directory.isEmpty ? "" : directory + "/"
            var metadata: JSONNode?
            if fileAccess.entry(at: prefix + "$metadata.json") == .regular {
                let file = prefix + "$metadata.json"
                metadata = try JSONParser.parse(
                    try FileReader.read(file, from: fileAccess, label: "metadata"), file: file)
            }
            var sets = fileAccess.entries(directory.isEmpty ? "." : directory, limit: 10_000).names.filter {
                $0.hasSuffix(".json") && !$0.hasPrefix("$") && !$0.hasPrefix(".")
            }.map { String($0.dropLast(5)) }
            if case .array(let items)? = JSONNode.member(metadata, "tokenSetOrder")?.value {
                var known = Set(sets)
                for name in items.compactMap(\.stringValue)
                where !known.contains(name) && fileAccess.entry(at: prefix + name + ".json") == .regular {
                    known.insert(name)
                    sets.append(name)
                }
            }
            return (sets, metadata)
        }

        /// A theme's enabled sets (and source sets) at `traits`.
        mutating func apply(
            _ theme: JSONNode, traits: Traits, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            for set in JSONNode.member(theme, "selectedTokenSets")?.objectMembers ?? [] {
                guard let state = set.value.stringValue, state == "enabled" || state == "source" else { continue }
                try loadSet(set.key, at: set.keyLocation, traits: traits, diagnostics: &diagnostics, notes: &notes)
            }
        }

        /// One token set: a member of this file, or `NAME.json` beside it (read and parsed once).
        mutating func loadSet(
            _ name: String, at location: SourceLocation, traits: Traits, diagnostics: inout [Diagnostic],
            notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let setRoot: JSONNode
            if singleFile {
                guard let node = members[name]?.value else {
                    diagnostics.append(
                        Diagnostic(at: location, "token set `\(SafeText.sanitized(name))` is not in this file"))
                    return
                }
                setRoot = node
            } else if let cached = parsed[name] {
                setRoot = cached
            } else {
                let file = (directory.isEmpty ? "" : directory + "/") + name + ".json"
                if fileAccess.sameFile(file, path) {
                    diagnostics.append(
                        Diagnostic(
                            at: location,
                            "token set `\(SafeText.sanitized(name))` is this file, which lists the themes, not tokens"))
                    return
                }
                let bytes = try FileReader.read(file, from: fileAccess, reportedAt: location, label: "token set")
                files.append(file)
                setRoot = try JSONParser.parse(bytes, file: file)
                parsed[name] = setRoot
            }
            DesignTokensReader.collect(
                setRoot, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }

        /// A theme's literal colors by token name, read aside (its errors are told when it is read for real).
        func literals(_ theme: JSONNode) -> [String: RGBA] {
            var scratch = DesignTokensReader.Tokens()
            var ignored: [Diagnostic] = []
            for set in JSONNode.member(theme, "selectedTokenSets")?.objectMembers ?? [] {
                guard set.value.stringValue == "enabled" || set.value.stringValue == "source" else { continue }
                var ignoredErrors: [Diagnostic] = []
                guard
                    let setRoot = singleFile
                        ? JSONNode.member(root, set.key)
                        : parsed[set.key]
                            ?? (try? JSONParser.parse(
                                FileReader.read(
                                    (directory.isEmpty ? "" : directory + "/") + set.key + ".json", from: fileAccess),
                                file: set.key))
                else { continue }
                DesignTokensReader.collect(
                    setRoot, defaultTraits: .light, into: &scratch, diagnostics: &ignoredErrors, notes: &ignored)
            }
            var colors: [String: RGBA] = [:]
            for token in scratch.list {
                if case .literal(let c)? = token.variants[.light]?.value { colors[token.name] = c }
            }
            return colors
        }
    }
}

extension TokensStudioReader {
    /// The style whose colors `contrast`'s are nearer, token by token, in relative luminance (light when they
    /// share no token).
    static func side(
        of contrast: [String: RGBA], light: [String: RGBA], dark: [String: RGBA]
    ) -> InterfaceStyle {
        var toLight = 0.0
        var toDark = 0.0
        for (name, color) in contrast {
            guard let l = light[name], let d = dark[name] else { continue }
            let y = Contrast.relativeLuminance(color)
            toLight += abs(y - Contrast.relativeLuminance(l))
            toDark += abs(y - Contrast.relativeLuminance(d))
        }
        return toDark < toLight ? .dark : .light
    }
}

extension TokensStudioReader {
    /// The plugin's single-file export (its sets, `$themes` and `$metadata` in one file), whatever its name.
    static func isSingleFile(_ root: JSONNode) -> Bool {
        if case .array? = JSONNode.member(root, "$themes")?.value { return true }
        return JSONNode.member(JSONNode.member(root, "$metadata"), "tokenSetOrder") != nil
    }
}

extension PaletteFormat {
    static let tokensStudio = PaletteFormat(
        name: "Tokens Studio themes", files: "Tokens Studio themes ($themes.json)",
        contentRule: "Tokens Studio's $themes is an array of themes with \"selectedTokenSets\"",
        // The plugin's own name for the file: an empty list of themes is still one (its sets are read).
        claimsName: { $0 == "$themes.json" || $0.hasSuffix("/$themes.json") },
        claimsContent: { root in
            if case .array(let items) = root.value {
                // Every entry a named theme, at least one with sets: an entry without them enables none.
                return items.allSatisfy { JSONNode.member($0, "name")?.stringValue != nil }
                    && items.contains { JSONNode.member($0, "selectedTokenSets") != nil }
            }
            return TokensStudioReader.isSingleFile(root)
        },
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try TokensStudioReader.document(
                    root: request.content, path: request.path, mode: request.mode, fileAccess: request.fileAccess,
                    diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
