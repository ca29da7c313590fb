import Platform
import Syntax
import ThemeModel

/// Figma's variables export: one file per collection and mode,
/// `<Collection>.<Mode>.json`, aliases across collections. Opening one of
/// them reads its siblings: the modes of its collection (Light, Dark, ...
/// at those appearances; of other modes the one `--mode` names, else the
/// first) and the other collections it may alias into.
enum FigmaModes {
    /// A file beside the opened one: its collection and mode, and its tokens.
    typealias Sibling = (collection: String, mode: String, file: String, root: JSONNode)

    static func document(
        root: JSONNode, path: String, mode: String?, fileAccess: any FileAccess,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let (opened, siblings) = siblingFiles(of: path, root: root, fileAccess: fileAccess, notes: &notes)
        guard let opened, !siblings.isEmpty else {
            return DesignTokensReader.document(
                root: root, path: path, mode: mode, diagnostics: &diagnostics, notes: &notes)
        }
        var reading = CollectionReading(path: path, mode: mode)
        // Other collections first: the opened collection's values win.
        var collections: [String] = []
        for s in siblings where s.collection != opened.collection && !collections.contains(s.collection) {
            collections.append(s.collection)
        }
        collections.append(opened.collection)
        for collection in collections {
            var modes = siblings.filter { $0.collection == collection }.map {
                (mode: $0.mode, file: $0.file, root: $0.root)
            }
            if collection == opened.collection { modes.insert((opened.mode, path, root), at: 0) }
            reading.read(collection, modes: modes)
        }
        diagnostics += reading.diagnostics
        notes += reading.notes
        if let mode, !reading.modeFound {
            let all = [opened.mode] + siblings.map(\.mode)
            diagnostics.append(
                Diagnostic(
                    file: path,
                    """
                    no mode `\(SafeText.sanitized(mode))`\(Suggestion.didYouMean(mode, in: all)) (modes: \
                    \(all.map(SafeText.sanitized).joined(separator: ", ")))
                    """
                ))
        }
        reading.tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = DesignTokensReader.makeDocument(reading.tokens, path: path)
        doc.name = opened.collection
        doc.extraFiles = reading.files
        return doc
    }

    /// The opened file's collection and mode, and the files beside it: its collection's other modes and the
    /// other collections (`<Collection>.<Mode>.json`, Figma's own export, or `name.json5` beside
    /// `name.dark.json5`). No collection when the file stands alone.
    static func siblingFiles(
        of path: String, root: JSONNode, fileAccess: any FileAccess, notes: inout [Diagnostic]
    ) -> (opened: (collection: String, mode: String)?, siblings: [Sibling]) {
        var parts = split(Path.lastComponent(path))
        let directory = Path.directory(of: path)
        var siblings: [Sibling] = []
        let base = baseName(Path.lastComponent(path))
        if parts == nil, let native = nativeSiblings(path, root, fileAccess, notes: &notes) {
            parts = native.opened
            siblings = native.siblings
        } else if parts == nil, let base,
            fileAccess.entries(directory, limit: 1000).names.contains(where: {
                split($0).map { $0.collection == base && DesignTokensReader.modeTraits($0.mode, base: .light) != nil }
                    ?? false
            })
        {
            // `background.json5` beside `background.dark.json5` (Style Dictionary's dark-mode example): the file of
            // no mode is the default, light.
            parts = (base, "default")
        }
        guard let parts else { return (nil, siblings) }
        let names = fileAccess.entries(directory.isEmpty ? "." : directory, limit: 1000).names
        // A collection's file of no mode (`border.json5` beside `border.dark.json5`) is its default mode.
        let collections = Set(names.compactMap { split($0)?.collection } + [parts.collection])
        for name in names {
            let sibling = split(name) ?? baseName(name).flatMap { collections.contains($0) ? ($0, "default") : nil }
            guard let p = sibling, !(p.collection == parts.collection && p.mode == parts.mode) else { continue }
            let file = Path.resolve(name, relativeToFileAt: path)
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
        return (parts, siblings)
    }

    /// The collections' modes read into one set of tokens, and what reading them found to say, which
    /// `document` adds to the file's diagnostics and notes.
    struct CollectionReading {
        let path: String
        let mode: String?
        var tokens = DesignTokensReader.Tokens()
        /// The files read besides `path`.
        var files: [String] = []
        var modeFound: Bool
        var diagnostics: [Diagnostic] = []
        var notes: [Diagnostic] = []

        init(path: String, mode: String?) {
            self.path = path
            self.mode = mode
            modeFound = mode == nil
        }

        /// One collection: the modes `ModePlan` shows, each file's tokens at its appearance.
        mutating func read(_ collection: String, modes: [(mode: String, file: String, root: JSONNode)]) {
            let plan = ModePlan(
                collection, modes: modes.map(\.mode), requested: mode, preferred: modes.first { $0.file == path }?.mode)
            if plan.requestedFound { modeFound = true }
            tokens.modes += plan.listed
            for (i, traits) in plan.shown { load(modes[i].file, modes[i].root, traits: traits) }
            if let notShown = plan.notShown { notes.append(Diagnostic(file: path, notShown)) }
            if let light = plan.lightByDefault {
                notes.append(
                    Diagnostic(
                        file: path,
                        "collection `\(SafeText.sanitized(collection))`: mode `\(SafeText.sanitized(light))` is "
                            + "shown as light, beside its dark mode, as the collection's default"))
            }
        }

        /// One mode's file, its tokens at `traits`.
        mutating func load(_ file: String, _ node: JSONNode, traits: Traits) {
            if file != path { files.append(file) }
            DesignTokensReader.collect(
                node, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }
    }

    /// Which of a collection's modes show, and where: modes named like appearances at those appearances, and of
    /// its other modes the one `ModeChoice` picks (`--mode`, else `preferred` or the first when the collection
    /// has no light or dark mode); every mode listed for `--list-modes`, and a sentence on those not shown.
    /// Figma's variables, whether one file per mode or one REST response, go through it.
    struct ModePlan {
        /// The modes to read, by their index in `modes`, in the order to read them (light before dark).
        var shown: [(index: Int, traits: Traits)] = []
        var listed: [ThemeMode] = []
        var notShown: String?
        /// Whether `--mode` named one of these modes.
        var requestedFound = false
        /// The mode of no appearance shown as light beside a dark one (`White`), for the note that says so.
        var lightByDefault: String?

        init(_ collection: String, modes: [String], requested: String?, preferred: String?) {
            var others: [Int] = []
            var appearances: [(index: Int, traits: Traits)] = []
            for (i, m) in modes.enumerated() {
                if m != requested, let traits = DesignTokensReader.modeTraits(m, base: .light) {
                    appearances.append((i, traits))
                } else {
                    others.append(i)
                }
            }
            // Dark beside one mode of no appearance (`White` and `Dark`): that mode is the light one, as the
            // collection's default is (the preferred one, else the first), and said to be.
            if requested == nil, !appearances.isEmpty, appearances.allSatisfy({ $0.traits.style == .dark }),
                let light = others.first(where: { modes[$0] == preferred }) ?? others.first
            {
                appearances.append((light, .light))
                others.removeAll { $0 == light }
                lightByDefault = modes[light]
            }
            // A mode that is not an appearance shows only when nothing else would: chosen with --mode, or
            // the collection has no light or dark mode. A brand mode (`Eflatun`) then shows in every
            // appearance on its own; a variant of a style (`dark-dimmed`) lies over that style's mode.
            let choice = ModeChoice.choose(
                others: others.map { modes[$0] }, hasAppearances: !appearances.isEmpty, requested: requested,
                preferred: preferred.flatMap { p in others.contains { modes[$0] == p } ? p : nil })
            let chosen = choice.chosen.map { others[$0] }
            requestedFound = chosen.map { modes[$0] == requested } ?? false
            let shownAppearances = choice.hidesAppearances ? [] : appearances
            for a in appearances {
                listed.append(
                    ThemeMode(
                        group: collection, name: modes[a.index], appearance: a.traits,
                        shown: shownAppearances.contains { $0.index == a.index }))
            }
            for o in others {
                listed.append(ThemeMode(group: collection, name: modes[o], appearance: nil, shown: o == chosen))
            }
            shown = shownAppearances.sorted { $0.traits.loadsBefore($1.traits) }
            if let chosen { shown.append((chosen, DesignTokensReader.chosenModeTraits(modes[chosen]))) }
            let rest = others.filter { $0 != chosen }.map { modes[$0] }
            guard !rest.isEmpty else { return }
            let showing =
                chosen.map { "showing mode `\(SafeText.sanitized(modes[$0]))`" }
                ?? "showing "
                + appearances.map { "`\(SafeText.sanitized(modes[$0.index]))`" }.joined(separator: " and ")
            notShown =
                "collection `\(SafeText.sanitized(collection))`: \(showing); also has "
                + rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ") + ": choose one with --mode NAME"
        }
    }

    /// Figma's own export (Dev Mode, Variables → Export) writes one `<Mode>.tokens.json` per mode of each
    /// collection, side by side, without the collection in the name: files whose `com.figma.variableId`s are
    /// the opened file's are its collection's other modes (`Light`, `Dark`); the rest are other collections
    /// (`Primitives`, `Mode 1`), each named by its file.
    static func nativeSiblings(
        _ path: String, _ root: JSONNode, _ fileAccess: any FileAccess, notes: inout [Diagnostic]
    ) -> (opened: (collection: String, mode: String), siblings: [(String, String, String, JSONNode)])? {
        let name = Path.lastComponent(path)
        guard name.hasSuffix(".tokens.json") else { return nil }
        let ids = variableIDs(root)
        guard !ids.isEmpty else { return nil }
        let directory = Path.directory(of: path)
        let opened = String(name.dropLast(".tokens.json".count))
        // The collection's name is not in the files: the folder's stands for it.
        let folder = Path.lastComponent(fileAccess.canonicalPath(directory) ?? directory)
        let collection = folder.isEmpty || folder == "." || folder == opened ? "variables" : folder
        var siblings: [(String, String, String, JSONNode)] = []
        let listing = fileAccess.entries(directory, limit: 1000)
        if listing.truncated {
            notes.append(
                Diagnostic(
                    file: path, "the folder holds more than 1000 entries: modes and collections past them are not read")
            )
        }
        for entry in listing.names.sorted() where entry.hasSuffix(".tokens.json") && entry != name {
            let file = Path.resolve(entry, relativeToFileAt: path)
            let parsed: JSONNode
            do throws(ThemeError) {
                parsed = try JSONParser.parse(
                    try FileReader.read(file, from: fileAccess, label: "token file"), file: file)
            } catch {
                let why = error.diagnostics.first?.message ?? "it cannot be read"
                notes.append(Diagnostic(file: file, "skipped this file beside it: \(why)"))
                continue
            }
            let theirs = variableIDs(parsed)
            guard !theirs.isEmpty else { continue }
            let mode = modeName(parsed) ?? String(entry.dropLast(".tokens.json".count))
            siblings.append((theirs.isDisjoint(with: ids) ? mode : collection, mode, file, parsed))
        }
        guard !siblings.isEmpty else { return nil }
        return ((collection, modeName(root) ?? opened), siblings)
    }

    /// `"$extensions": { "com.figma.modeName": "Dark" }` at the top of a file of Figma's export.
    static func modeName(_ root: JSONNode) -> String? {
        JSONNode.member(JSONNode.member(root, "$extensions"), "com.figma.modeName")?.stringValue
    }

    /// The `com.figma.variableId`s of a file: the same variable has the same id in every mode's file.
    static func variableIDs(_ root: JSONNode) -> Set<String> {
        var ids: Set<String> = []
        var stack = [root]
        while let node = stack.popLast() {
            for m in node.objectMembers ?? [] {
                if m.key == "com.figma.variableId", let id = m.value.stringValue { ids.insert(id) }
                if m.value.objectMembers != nil { stack.append(m.value) }
            }
        }
        return ids
    }

    /// `background.json5` → `background`: a name of no mode; nil for names with one.
    static func baseName(_ fileName: String) -> String? {
        guard let stem = jsonStem(fileName), !stem.isEmpty, !stem.contains(".") else { return nil }
        return stem
    }

    /// The name without `.json` or `.json5`; nil for other files, token files (`*.tokens.json`) and `$themes`.
    static func jsonStem(_ fileName: String) -> String? {
        guard !fileName.hasSuffix(".tokens.json"), !fileName.hasPrefix("$") else { return nil }
        for suffix in [".json5", ".json"] where fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return nil
    }

    /// `System.Dark.json` (and Figma's sample plugin's `System.Dark.tokens.json`) → ("System", "Dark"); nil for
    /// other names (`brand.tokens.json` included).
    static func split(_ fileName: String) -> (collection: String, mode: String)? {
        let tokens = fileName.hasSuffix(".tokens.json") ? String(fileName.dropLast(".tokens.json".count)) : nil
        guard let stem = tokens ?? jsonStem(fileName) else { return nil }
        let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
