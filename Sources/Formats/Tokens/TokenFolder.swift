import Platform
import Syntax
import ThemeModel

/// A folder of token files opened as one palette, as Style Dictionary reads `tokens/**/*.json`: every JSON
/// and JSON5 file below it (sorted by path, a few levels deep), merged into one tree so aliases reach across
/// files. A file named for a mode (`button.dark.json5`, `font.hcDark.json5`) gives that appearance's values.
enum TokenFolder {
    /// Far more than any real token folder; bounds the walk on a folder that is not one.
    static let maximumFiles = 2_000
    static let maximumDepth = 8
    /// Entries looked at in all, folders included: a walk of `/usr` stops here rather than stat every file.
    static let maximumEntries = 10_000

    /// The token files below `folder`, in path order, and why the walk stopped short if it did (more files
    /// or levels than a token folder has). A link that leads out of the folder, or back into a part already
    /// walked, is not followed: the folder's files are the ones inside it, each once.
    static func walk(_ folder: String, _ fileAccess: any FileAccess) -> (files: [String], cutShort: String?) {
        let root = Path.plain(folder)
        guard let top = fileAccess.canonicalPath(root) else { return ([], nil) }
        var found: [String] = []
        var seen: Set<String> = [top]
        var cutShort: String?
        var stack: [(String, Int)] = [(root, 0)]
        var looked = 0
        // The first reason to stop is the answer: the folder is refused, so nothing more is walked.
        while cutShort == nil, let (dir, depth) = stack.popLast() {
            let listing = fileAccess.entries(dir, limit: maximumFiles)
            if listing.truncated { cutShort = "a folder in it holds more than \(maximumFiles) entries" }
            looked += listing.names.count
            if looked > maximumEntries { cutShort = "it holds more than \(maximumEntries) files and folders" }
            for name in listing.names where cutShort == nil && !name.hasPrefix(".") {
                let path = dir == "." ? name : dir + "/" + name
                guard let real = fileAccess.canonicalPath(path), real.hasPrefix(top + "/"), seen.insert(real).inserted
                else { continue }
                let lower = name.lowercased()
                switch fileAccess.entry(at: path) {
                case .directory where !lower.hasSuffix(".xcassets"):
                    guard depth + 1 < maximumDepth else {
                        cutShort = "it is more than \(maximumDepth) folders deep"
                        continue
                    }
                    stack.append((path, depth + 1))
                case .regular where lower.hasSuffix(".json") || lower.hasSuffix(".json5"):
                    guard found.count < maximumFiles else {
                        cutShort = "it holds more than \(maximumFiles) JSON files"
                        continue
                    }
                    found.append(path)
                default:
                    continue
                }
            }
        }
        return (found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, cutShort)
    }

    /// Somewhere below: a `value` or `$value` key (a token of any type).
    static func hasValues(_ root: JSONNode) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            for m in node.objectMembers ?? [] {
                if m.key == "value" || m.key == "$value" { return true }
                if m.value.objectMembers != nil { stack.append(m.value) }
            }
        }
        return false
    }

    /// The theme a file of dusk's own hand-off came from (its `$description` or a resolver's `description` is
    /// `HandoffBanner`'s), or nil for any other file.
    static func handoffSource(_ root: JSONNode) -> String? {
        let description =
            JSONNode.member(root, "$description")?.stringValue ?? JSONNode.member(root, "description")?.stringValue
        return description.flatMap(HandoffBanner.source(in:))
    }

    /// The appearance of a file by its name, else by the nearest folder under `folder` named for one alone
    /// (`semantic/dark/colors.tokens.json`); nil for a file of no mode.
    static func modeTraits(_ file: String, in folder: String) -> Traits? {
        if let traits = modeTraits(file) { return traits }
        let inside = file.hasPrefix(folder) ? String(file.dropFirst(folder.count)) : file
        for part in inside.split(separator: "/").dropLast().reversed() {
            let words = ModeWords(String(part))
            if words.isAppearance, words.style != nil {
                return DesignTokensReader.modeTraits(String(part), base: .light)
            }
        }
        return nil
    }

    /// `font.hcDark.json5` → the appearance of `hcDark`; nil for a file of no mode.
    static func modeTraits(_ file: String) -> Traits? {
        var name = Path.lastComponent(file)
        for suffix in [".json5", ".json"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        // Figma's export names a mode's file `Dark.tokens.json`: the mode is the name before `.tokens`.
        if name.lowercased().hasSuffix(".tokens") { name.removeLast(".tokens".count) }
        let parts = name.split(separator: ".")
        // `Dark` alone (Figma's export) names a mode too; `button.dark` names the mode of `button`.
        guard let last = parts.last, parts.count >= 2 || ModeWords(String(last)).isAppearance else { return nil }
        return DesignTokensReader.modeTraits(String(last), base: .light)
    }

    static func document(
        _ folder: String, mode: String?, fileAccess: any FileAccess, diagnostics: inout [Diagnostic],
        notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let (all, cutShort) = walk(folder, fileAccess)
        if let cutShort {
            // Reading part of a folder would drop colors without a word: open a smaller folder instead.
            throw .invalid([
                Diagnostic(
                    file: folder,
                    "dusk reads a token folder whole, and \(cutShort); open the folder that holds the palette's "
                        + "tokens")
            ])
        }
        var tokenFiles: [(path: String, root: JSONNode, traits: Traits)] = []
        var others: [String] = []
        var handoffs: [(file: String, source: String)] = []
        for file in all {
            let bytes = try FileReader.read(file, from: fileAccess)
            var duplicates: [Diagnostic] = []
            let root = try JSONParser.parse(bytes, file: file, duplicateKeys: .lastWins, notes: &duplicates)
            notes += duplicates.map { d in
                var d = d
                d.message += JSONParser.readsLastKey
                return d
            }
            // dusk's own hand-off is a copy of a palette: its colors would count twice.
            if let source = handoffSource(root) {
                handoffs.append((file, source))
                continue
            }
            // Style Dictionary reads every file of the folder: sizes and fonts are tokens too, and colors alias them.
            guard TokenFolder.hasValues(root) else {
                others.append(file)
                continue
            }
            tokenFiles.append((file, root, modeTraits(file, in: folder) ?? .light))
        }
        guard !tokenFiles.isEmpty else {
            throw ThemeLoader.folderIsNotATheme(folder, at: nil, fileAccess)
        }
        if let first = handoffs.first {
            notes.append(
                Diagnostic(
                    file: first.file,
                    "skipped \(handoffs.count) file\(handoffs.count == 1 ? "" : "s") of dusk's own hand-off (of "
                        + "`\(SafeText.sanitized(first.source))`, `\(SafeText.sanitized(first.file))` first)"))
        }
        if let first = others.first {
            notes.append(
                Diagnostic(
                    file: first,
                    "skipped \(others.count) JSON file\(others.count == 1 ? " that holds" : "s that hold") no tokens "
                        + "(`\(SafeText.sanitized(Path.lastComponent(first)))` first)"))
        }
        var tokens = DesignTokensReader.Tokens()
        tokens.selectedMode = mode
        // Files of no mode first, then each mode's files, light before dark and normal before high contrast.
        let ordered = tokenFiles.enumerated().sorted { a, b in
            a.element.traits == b.element.traits ? a.offset < b.offset : a.element.traits.loadsBefore(b.element.traits)
        }.map(\.element)
        for file in ordered {
            DesignTokensReader.collect(
                file.root, defaultTraits: file.traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }
        // A folder says nothing of which files go together: two that give one token are said, not merged quietly.
        if let first = tokens.redefined.first {
            let n = tokens.redefined.count
            notes.append(
                Diagnostic(
                    at: first.again,
                    "\(n) token\(n == 1 ? " is" : "s are") given again by a later file, whose value is read "
                        + "(`\(SafeText.excerpt(first.name))`: `\(SafeText.sanitized(first.first.file))`, then "
                        + "`\(SafeText.sanitized(first.again.file))`); a resolver or `$themes.json` says which "
                        + "files go together"))
        }
        tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = DesignTokensReader.makeDocument(tokens, path: folder)
        doc.name = Path.lastComponent(fileAccess.canonicalPath(folder) ?? folder)
        doc.extraFiles = tokenFiles.map(\.path)
        return doc
    }
}

extension PaletteFormat {
    /// A folder of Style Dictionary or DTCG token files.
    static let tokenFolder = PaletteFormat(
        name: "token folder", files: "a folder of token files (Style Dictionary's tokens/)",
        claimsFolder: { path, fileAccess in
            let walk = TokenFolder.walk(path, fileAccess)
            // Too big a folder to walk is refused by the reader, which says why, not passed on as unknown.
            return walk.cutShort != nil
                || walk.files.contains { file in
                    guard let bytes = try? FileReader.read(file, from: fileAccess) else { return false }
                    var ignored: [Diagnostic] = []
                    let root = try? JSONParser.parse(bytes, file: file, duplicateKeys: .lastWins, notes: &ignored)
                    // A color token somewhere makes it a folder of tokens; dusk's own hand-off does not.
                    guard let root, TokenFolder.handoffSource(root) == nil else { return false }
                    return PaletteFormats.containsTokenValue(root)
                }
        },
        reader: .folder { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try TokenFolder.document(
                    request.path, mode: request.mode, fileAccess: request.fileAccess, diagnostics: &diagnostics,
                    notes: &notes)
            }
        }
    )
}
