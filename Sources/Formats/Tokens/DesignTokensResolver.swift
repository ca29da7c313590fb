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
        var tokens = Tokens()
        var files: [String] = []
        // Each file is read and parsed once, however often the resolver lists it;
        // the same file twice in a row for the same appearance changes nothing.
        var parsed: [String: JSONNode] = [:]
        var lastLoad: (file: String, traits: Traits)?
        func load(_ sourcesNode: JSONNode?, traits: Traits) throws(ThemeError) {
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
                        collect(item, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
                    }
                    continue
                }
                let fileRef = String(ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard !fileRef.isEmpty else { continue }
                let file = Path.resolve(fileRef, relativeToFileAt: path)
                if fileAccess.sameFile(file, path) {
                    diagnostics.append(
                        Diagnostic(
                            at: item.location,
                            "a resolver cannot list itself as a source (`\(SafeText.sanitized(fileRef))` is this file)")
                    )
                    continue
                }
                if let last = lastLoad, last.file == file, last.traits == traits { continue }
                lastLoad = (file, traits)
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
                if let problem = PaletteFormats.tokenSourceProblem(fileRoot) {
                    diagnostics.append(
                        Diagnostic(at: item.location, "source `\(SafeText.sanitized(fileRef))` \(problem)"))
                    continue
                }
                collect(fileRoot, defaultTraits: traits, into: &tokens, diagnostics: &diagnostics, notes: &notes)
            }
        }
        func named(_ key: String) -> [(key: String, node: JSONNode)] {
            guard let n = JSONNode.member(root, key) else { return [] }
            if case .array(let items) = n.value {
                return items.enumerated().map {
                    (JSONNode.member($0.element, "name")?.stringValue ?? "\($0.offset)", $0.element)
                }
            }
            return n.objectMembers?.map { ($0.key, $0.value) } ?? []
        }
        let sets = named("sets")
        let modifiers = named("modifiers")
        var modeUsed = false
        func apply(modifier name: String, _ node: JSONNode) throws(ThemeError) {
            let contexts = JSONNode.member(node, "contexts")?.objectMembers ?? []
            let defaultName = JSONNode.member(node, "default")?.stringValue
            var others: [(key: String, value: JSONNode)] = []
            var appearances: [(key: String, value: JSONNode, traits: Traits)] = []
            for context in contexts {
                // `default` names the base context, shown in light (and wherever no other context applies).
                let traits = context.key == "default" ? .light : modeTraits(context.key, base: .light)
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
                if !choice.hidesAppearances { try load(a.value, traits: a.traits) }
            }
            for o in others {
                tokens.modes.append(ThemeMode(group: name, name: o.key, appearance: nil, shown: o.key == chosen?.key))
            }
            if let chosen { try load(chosen.value, traits: chosenModeTraits(chosen.key)) }
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
        if let order = JSONNode.member(root, "resolutionOrder"), case .array(let items) = order.value {
            for item in items {
                let ref = JSONNode.member(item, "$ref")?.stringValue ?? ""
                let parts = ref.split(separator: "/").map(String.init)
                if parts.count >= 3, parts[1] == "sets", let set = sets.first(where: { $0.key == parts[2] }) {
                    try load(set.node, traits: .light)
                } else if parts.count >= 3, parts[1] == "modifiers",
                    let m = modifiers.first(where: { $0.key == parts[2] })
                {
                    try apply(modifier: m.key, m.node)
                } else if JSONNode.member(item, "contexts") != nil {
                    try apply(modifier: JSONNode.member(item, "name")?.stringValue ?? "inline", item)
                } else if JSONNode.member(item, "sources") != nil {
                    try load(item, traits: .light)
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
        } else {
            for set in sets { try load(set.node, traits: .light) }
            for m in modifiers { try apply(modifier: m.key, m.node) }
        }
        if let mode, !modeUsed,
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
        tokens.finish(diagnostics: &diagnostics, notes: &notes)
        var doc = makeDocument(tokens, path: path)
        doc.extraFiles = files
        return doc
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
