import ColorScience
import Platform
import Syntax
import ThemeModel

extension DesignTokensReader {
    /// A DTCG resolver (`*.resolver.json`, 2025.10): `sets` and `modifiers`
    /// in `resolutionOrder` (else sets, then modifiers). A modifier's contexts
    /// named like appearances (light, dark, light_ax, ...) give those
    /// appearances; of any other contexts (a brand, a density) one is used for
    /// every appearance: the one `mode` names, else the modifier's `default`,
    /// else the first. Sources are files (`$ref`) or inline token groups.
    static func resolverDocument(
        bytes: [UInt8], path: String, mode: String? = nil, fileAccess: any FileAccess,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        try resolverDocument(
            root: try JSONParser.parse(bytes, file: path), path: path, mode: mode, fileAccess: fileAccess,
            diagnostics: &diagnostics, notes: &notes)
    }

    static func resolverDocument(
        root: JSONNode, path: String, mode: String? = nil, fileAccess: any FileAccess,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        var reading = ResolverReading(path: path, root: root, mode: mode, fileAccess: fileAccess)
        let sets = ResolverReading.named("sets", in: root)
        let modifiers = ResolverReading.named("modifiers", in: root)
        if let order = JSONNode.member(root, "resolutionOrder"), case .array(let items) = order.value {
            for item in items {
                try reading.apply(
                    orderEntry: item, sets: sets, modifiers: modifiers, diagnostics: &diagnostics, notes: &notes)
            }
        } else {
            for set in sets { try reading.load(set.node, traits: .light, diagnostics: &diagnostics, notes: &notes) }
            for m in modifiers {
                try reading.apply(modifier: m.key, m.node, diagnostics: &diagnostics, notes: &notes)
            }
        }
        if let mode, !reading.modeUsed,
            !modifiers.contains(where: { m in
                (JSONNode.member(m.node, "contexts")?.objectMembers ?? []).contains { $0.key == mode }
            })
        {
            let all = modifiers.flatMap { m in
                (JSONNode.member(m.node, "contexts")?.objectMembers ?? []).map(\.key)
            }
            diagnostics.append(
                Diagnostic(
                    at: root.location,
                    """
                    no context `\(SafeText.sanitized(mode))` in this \
                    resolver\(Suggestion.didYouMean(mode, in: all)) (contexts: \
                    \(all.map(SafeText.sanitized).joined(separator: ", ")))
                    """
                ))
        }
        reading.tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = makeDocument(reading.tokens, path: path)
        doc.extraFiles = reading.files
        return doc
    }

    /// A resolver's sets and modifiers read into one set of tokens, and the files read on the way.
    struct ResolverReading {
        let path: String
        /// The resolver itself, for sources that point into it (`#/...`).
        let root: JSONNode
        let mode: String?
        let fileAccess: any FileAccess
        var tokens = Tokens()
        var files: [String] = []
        // Each file is read and parsed once, however often the resolver lists it;
        // the same file twice in a row for the same appearance changes nothing.
        var parsed: [String: JSONNode] = [:]
        var lastLoad: (file: String, traits: Traits)?
        /// Whether a context `--mode` names was shown.
        var modeUsed = false

        init(path: String, root: JSONNode, mode: String?, fileAccess: any FileAccess) {
            self.path = path
            self.root = root
            self.mode = mode
            self.fileAccess = fileAccess
        }

        /// The resolver's `sets` or `modifiers` by name, written as an object or as an array of named entries.
        static func named(_ key: String, in root: JSONNode) -> [(key: String, node: JSONNode)] {
            guard let n = JSONNode.member(root, key) else { return [] }
            if case .array(let items) = n.value {
                return items.enumerated().map {
                    (JSONNode.member($0.element, "name")?.stringValue ?? "\($0.offset)", $0.element)
                }
            }
            return n.objectMembers?.map { ($0.key, $0.value) } ?? []
        }

        /// One entry of `resolutionOrder`: a reference to a set or a modifier, or an inline one.
        mutating func apply(
            orderEntry item: JSONNode, sets: [(key: String, node: JSONNode)],
            modifiers: [(key: String, node: JSONNode)], diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let ref = JSONNode.member(item, "$ref")?.stringValue ?? ""
            let parts = ref.split(separator: "/").map(String.init)
            if parts.count >= 3, parts[1] == "sets", let set = sets.first(where: { $0.key == parts[2] }) {
                try load(set.node, traits: .light, diagnostics: &diagnostics, notes: &notes)
            } else if parts.count >= 3, parts[1] == "modifiers", let m = modifiers.first(where: { $0.key == parts[2] })
            {
                try apply(modifier: m.key, m.node, diagnostics: &diagnostics, notes: &notes)
            } else if JSONNode.member(item, "contexts") != nil {
                try apply(
                    modifier: JSONNode.member(item, "name")?.stringValue ?? "inline", item, diagnostics: &diagnostics,
                    notes: &notes)
            } else if JSONNode.member(item, "sources") != nil {
                try load(item, traits: .light, diagnostics: &diagnostics, notes: &notes)
            } else {
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        """
                        a resolutionOrder entry must be {\"$ref\": \"#/sets/NAME\"}, {\"$ref\": \
                        \"#/modifiers/NAME\"} or an inline set or modifier
                        """
                    ))
            }
        }

        /// A set's or a context's sources, in order: token files (`$ref` or a path) and inline token groups.
        mutating func load(
            _ sourcesNode: JSONNode?, traits: Traits, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            var list: [JSONNode] = []
            if case .array(let items)? = sourcesNode?.value { list = items }
            if let s = JSONNode.member(sourcesNode, "sources"), case .array(let items) = s.value {
                list = items
            }
            for item in list {
                guard let ref = JSONNode.member(item, "$ref")?.stringValue ?? item.stringValue else {
                    // An inline group of tokens.
                    if item.objectMembers != nil {
                        lastLoad = nil
                        DesignTokensReader.collect(
                            item, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
                    }
                    continue
                }
                try loadFile(ref, listedAt: item, traits: traits, diagnostics: &diagnostics, notes: &notes)
            }
        }

        /// One source file's tokens at `traits`: never the resolver itself, nor a file that is no token file.
        mutating func loadFile(
            _ ref: String, listedAt item: JSONNode, traits: Traits, diagnostics: inout [Diagnostic],
            notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let halves = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let fileRef = String(halves[0])
            let pointer = halves.count > 1 ? String(halves[1]) : nil
            guard !fileRef.isEmpty else {
                // A part of the resolver itself.
                try collect(
                    pointer ?? "", of: root, in: path, ref: ref, listedAt: item, traits: traits,
                    diagnostics: &diagnostics, notes: &notes)
                return
            }
            let file = Path.resolve(fileRef, relativeToFileAt: path)
            if fileAccess.sameFile(file, path) {
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        "a resolver cannot list itself as a source (`\(SafeText.sanitized(fileRef))` is this file)")
                )
                return
            }
            if pointer == nil, let last = lastLoad, last.file == file, last.traits == traits { return }
            lastLoad = pointer == nil ? (file, traits) : nil
            let fileRoot: JSONNode
            if let cached = parsed[file] {
                fileRoot = cached
            } else {
                let fileBytes = try FileReader.read(
                    file, from: fileAccess, reportedAt: item.location, label: "token file")
                files.append(file)
                fileRoot = try JSONParser.parse(fileBytes, file: file)
                parsed[file] = fileRoot
            }
            if let pointer {
                try collect(
                    pointer, of: fileRoot, in: fileRef, ref: ref, listedAt: item, traits: traits,
                    diagnostics: &diagnostics, notes: &notes)
                return
            }
            if let problem = PaletteFormats.tokenSourceProblem(fileRoot) {
                diagnostics.append(
                    Diagnostic(at: item.location, "source `\(SafeText.sanitized(fileRef))` \(problem)"))
                return
            }
            DesignTokensReader.collect(
                fileRoot, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }

        /// The tokens the JSON Pointer `pointer` reaches in `document` (the resolver or a source file, named
        /// `file`); one that reaches nothing is said, at the line that lists it, never passed over.
        mutating func collect(
            _ pointer: String, of document: JSONNode, in file: String, ref: String, listedAt item: JSONNode,
            traits: Traits, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            lastLoad = nil
            guard let node = document.pointed(pointer), node.objectMembers != nil else {
                let what = document.pointed(pointer) == nil ? "reaches nothing" : "reaches no token group"
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        "source `\(SafeText.sanitized(ref))`: the pointer `#\(SafeText.sanitized(pointer))` \(what) "
                            + "in `\(SafeText.sanitized(file))`, so no tokens were read from it"))
                return
            }
            if let problem = PaletteFormats.tokenSourceProblem(node) {
                diagnostics.append(Diagnostic(at: item.location, "source `\(SafeText.sanitized(ref))` \(problem)"))
                return
            }
            DesignTokensReader.collect(
                node, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
        }

        /// A modifier: its contexts named like appearances at those appearances, and the one of its other
        /// contexts that shows (`ModeChoice`); every context is listed, and those not shown are noted.
        mutating func apply(
            modifier name: String, _ node: JSONNode, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
        ) throws(ThemeError) {
            let contexts = JSONNode.member(node, "contexts")?.objectMembers ?? []
            let defaultName = JSONNode.member(node, "default")?.stringValue
            var others: [(key: String, value: JSONNode)] = []
            var appearances: [(key: String, value: JSONNode, traits: Traits)] = []
            for context in contexts {
                // `default` names the base context, shown in light (and wherever no other context applies).
                let traits =
                    context.key == "default" ? .light : DesignTokensReader.modeTraits(context.key, base: .light)
                if let traits, context.key != mode {
                    appearances.append((context.key, context.value, traits))
                } else {
                    others.append((context.key, context.value))
                }
            }
            let choice = ModeChoice.choose(
                others: others.map(\.key), hasAppearances: !appearances.isEmpty, requested: mode,
                preferred: defaultName)
            let chosen = choice.chosen.map { others[$0] }
            if chosen != nil, chosen?.key == mode { modeUsed = true }
            for a in appearances {
                tokens.modes.append(
                    ThemeMode(group: name, name: a.key, appearance: a.traits, shown: !choice.hidesAppearances))
                if !choice.hidesAppearances {
                    try load(a.value, traits: a.traits, diagnostics: &diagnostics, notes: &notes)
                }
            }
            for o in others {
                tokens.modes.append(ThemeMode(group: name, name: o.key, appearance: nil, shown: o.key == chosen?.key))
            }
            if let chosen {
                try load(
                    chosen.value, traits: DesignTokensReader.chosenModeTraits(chosen.key), diagnostics: &diagnostics,
                    notes: &notes)
            }
            let rest = others.filter { $0.key != chosen?.key }.map(\.key)
            if !rest.isEmpty {
                let showing =
                    chosen.map { c in
                        "showing context `\(SafeText.sanitized(c.key))` "
                            + "(\(c.key == mode ? "--mode" : c.key == defaultName ? "its default" : "the first"))"
                    } ?? "showing " + appearances.map { "`\(SafeText.sanitized($0.key))`" }.joined(separator: " and ")
                notes.append(
                    Diagnostic(
                        at: node.location,
                        """
                        modifier `\(SafeText.sanitized(name))`: \(showing); also has \
                        \(rest.map { "`\(SafeText.sanitized($0))`" }.joined(separator: ", ")): choose one with \
                        --mode NAME
                        """
                    ))
            }
        }
    }
}

extension PaletteFormat {
    static let resolver = PaletteFormat(
        name: "resolver", files: "a resolver (*.resolver.json)",
        contentRule: "a resolver has \"sets\" and \"modifiers\" or \"resolutionOrder\"",
        claimsName: { $0.hasSuffix(".resolver.json") },
        claimsContent: { root in
            let keys = Set(root.objectMembers?.map(\.key) ?? [])
            return keys.contains("resolutionOrder") || (keys.contains("modifiers") && keys.contains("sets"))
        },
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try DesignTokensReader.resolverDocument(
                    root: request.content, path: request.path, mode: request.mode, fileAccess: request.fileAccess,
                    diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
