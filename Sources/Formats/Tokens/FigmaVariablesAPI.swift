import ColorScience
import Syntax
import ThemeModel

/// Figma's REST API answer to `GET /v1/files/:file_key/variables/local`, saved to a file: `meta.variables` (by
/// id: `name`, `resolvedType`, `valuesByMode` of `{r, g, b, a}` or `{type: VARIABLE_ALIAS, id}` by mode id,
/// `variableCollectionId`) and `meta.variableCollections` (by id: `name`, `modes` of `{modeId, name}`,
/// `defaultModeId`, `variableIds`). Its COLOR variables are read as Figma's files per mode are: a name's `/` as
/// a group (`Brand/Primary` → `Brand.Primary`), each collection's modes through `FigmaModes.ModePlan` (Light and
/// Dark at those appearances), aliases by id. Values are read as sRGB: the answer does not say the file's color
/// profile.
enum FigmaVariablesAPI {
    /// One collection: its modes by id and name, which of them show and where, and where it is written.
    struct Collection {
        var name: String
        var modes: [(id: String, name: String)]
        var plan: FigmaModes.ModePlan
        var variableIDs: [String]
    }

    /// One mode's value of a COLOR variable as written, before aliases are followed.
    enum Value {
        case literal(RGBA)
        case alias(String)
    }

    /// A COLOR variable: its values at the appearances shown, or why it is not read.
    struct Variable {
        var id: String
        var name: String
        var node: JSONNode
        var values: [(traits: Traits, value: Value, location: SourceLocation)] = []
        var skip: String?
        var failed: SourceLocation?
    }

    static func document(
        root: JSONNode, path: String, mode: String?, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> ThemeDocument {
        var tokens = DesignTokensReader.Tokens()
        let meta = JSONNode.member(root, "meta")
        let all = JSONNode.member(meta, "variables")?.objectMembers ?? []
        if !all.isEmpty, !all.contains(where: { JSONNode.member($0.value, "valuesByMode") != nil }) {
            diagnostics.append(
                Diagnostic(
                    at: meta?.location ?? root.location,
                    """
                    these variables have no `valuesByMode`: the answer to GET /v1/files/:file_key/variables/published \
                    carries no values; dusk reads the answer to GET /v1/files/:file_key/variables/local
                    """
                ))
            return DesignTokensReader.makeDocument(tokens, path: path)
        }
        let collections = readCollections(meta, requested: mode, tokens: &tokens, notes: &notes)
        var variables = colorVariables(all, collections: collections, diagnostics: &diagnostics)
        skipAliasesToSkipped(&variables, all: all)
        let names = Dictionary(variables.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var skipped: [(why: String, names: [String], location: SourceLocation)] = []
        for v in variables {
            if let failed = v.failed {
                tokens.failed[v.name] = failed
                continue
            }
            if let why = v.skip {
                if let i = skipped.firstIndex(where: { $0.why == why }) {
                    skipped[i].names.append(v.name)
                } else {
                    skipped.append((why, [v.name], v.node.location))
                }
                continue
            }
            if tokens.list.count >= ThemeDocument.maximumColors {
                diagnostics.append(ThemeDocument.tooManyColors(variables.count, at: v.node.location))
                break
            }
            var variants: [Traits: VariantValue] = [:]
            for (traits, value, location) in v.values {
                switch value {
                case .literal(let c): variants[traits] = VariantValue(.literal(c), at: location)
                case .alias(let id): variants[traits] = VariantValue(.alias(names[id] ?? id), at: location)
                }
            }
            tokens.merge((v.name, variants, location(of: v), hints(v.node)))
        }
        for s in skipped {
            notes.append(Diagnostic.skipped(s.names, ("variable", "variables"), why: s.why, at: s.location))
        }
        return DesignTokensReader.makeDocument(tokens, path: path)
    }

    /// The collections by id, each with the modes that show; the modes are listed for `--list-modes`, and those
    /// not shown, and collections that extend another (whose overrides dusk does not read), noted.
    static func readCollections(
        _ meta: JSONNode?, requested: String?, tokens: inout DesignTokensReader.Tokens, notes: inout [Diagnostic]
    ) -> [(id: String, collection: Collection)] {
        var collections: [(id: String, collection: Collection)] = []
        for member in JSONNode.member(meta, "variableCollections")?.objectMembers ?? [] {
            let node = member.value
            let name = JSONNode.member(node, "name")?.stringValue ?? member.key
            var modes: [(id: String, name: String)] = []
            if case .array(let items)? = JSONNode.member(node, "modes")?.value {
                for item in items {
                    guard let id = JSONNode.member(item, "modeId")?.stringValue else { continue }
                    modes.append((id, JSONNode.member(item, "name")?.stringValue ?? id))
                }
            }
            let defaultMode = JSONNode.member(node, "defaultModeId")?.stringValue
            let plan = FigmaModes.ModePlan(
                name, modes: modes.map(\.name), requested: requested,
                preferred: modes.first { $0.id == defaultMode }?.name)
            tokens.modes += plan.listed
            if let notShown = plan.notShown { notes.append(Diagnostic(at: node.location, notShown)) }
            if let light = plan.lightByDefault {
                notes.append(
                    Diagnostic(
                        at: node.location,
                        "collection `\(SafeText.sanitized(name))`: mode `\(SafeText.sanitized(light))` is "
                            + "shown as light, beside its dark mode, as the collection's default"))
            }
            if case .bool(true)? = JSONNode.member(node, "isExtension")?.value {
                notes.append(
                    Diagnostic(
                        at: node.location,
                        """
                        collection `\(SafeText.sanitized(name))` extends another collection: its overrides of that \
                        collection's variables (`variableOverrides`) are not read
                        """
                    ))
            }
            var ids: [String] = []
            if case .array(let items)? = JSONNode.member(node, "variableIds")?.value {
                ids = items.compactMap(\.stringValue)
            }
            collections.append((member.key, Collection(name: name, modes: modes, plan: plan, variableIDs: ids)))
        }
        return collections
    }

    /// The COLOR variables, in their collections' order then the answer's, named uniquely, with their values at
    /// the appearances their collection shows; a value that is no color is an error at its place.
    static func colorVariables(
        _ all: [JSONMember], collections ordered: [(id: String, collection: Collection)],
        diagnostics: inout [Diagnostic]
    ) -> [Variable] {
        let byID = Dictionary(all.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let collections = Dictionary(ordered.map { ($0.id, $0.collection) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var seen: Set<String> = []
        for c in ordered {
            for v in c.collection.variableIDs where byID[v] != nil && seen.insert(v).inserted { order.append(v) }
        }
        for m in all where seen.insert(m.key).inserted { order.append(m.key) }
        var taken: Set<String> = []
        var variables: [Variable] = []
        for id in order {
            let node = byID[id]!
            guard JSONNode.member(node, "resolvedType")?.stringValue == "COLOR" else { continue }
            let collectionID = JSONNode.member(node, "variableCollectionId")?.stringValue ?? ""
            let collection = collections[collectionID]
            var name = tokenName(JSONNode.member(node, "name")?.stringValue ?? id)
            // Names are unique in a collection, not across collections: a second is named with its collection.
            if !taken.insert(name).inserted {
                name = tokenName((collection?.name ?? collectionID) + "/" + name)
                if !taken.insert(name).inserted { name += " (\(id))" }
                taken.insert(name)
            }
            var variable = Variable(id: id, name: name, node: node)
            if case .bool(true)? = JSONNode.member(node, "deletedButReferenced")?.value {
                variable.skip = "deleted in Figma, still referenced by layers or aliases"
            } else if let collection {
                readValues(&variable, in: collection, diagnostics: &diagnostics)
            } else {
                variable.skip = "a collection that is not in `variableCollections`"
            }
            variables.append(variable)
        }
        return variables
    }

    /// A variable's values at the modes its collection shows.
    static func readValues(_ variable: inout Variable, in collection: Collection, diagnostics: inout [Diagnostic]) {
        let values = JSONNode.member(variable.node, "valuesByMode")
        for (index, traits) in collection.plan.shown {
            guard let node = JSONNode.member(values, collection.modes[index].id) else { continue }
            if JSONNode.member(node, "type")?.stringValue == "VARIABLE_ALIAS" {
                guard let target = JSONNode.member(node, "id")?.stringValue else {
                    variable.failed = node.location
                    diagnostics.append(Diagnostic(at: node.location, "a VARIABLE_ALIAS needs the `id` it points to"))
                    return
                }
                variable.values.append((traits, .alias(target), node.location))
                continue
            }
            guard let color = color(node) else {
                variable.failed = node.location
                let mode = SafeText.sanitized(collection.modes[index].name)
                diagnostics.append(
                    Diagnostic(
                        at: node.location,
                        """
                        `\(SafeText.excerpt(variable.name))` in mode `\(mode)`: a COLOR variable's value is { "r": \
                        0.1, "g": 0.4, "b": 0.9, "a": 1 } with each from 0 to 1, or { "type": "VARIABLE_ALIAS", "id": \
                        ... }; found \(node.kindDescriptionWithValue)
                        """
                    ))
                return
            }
            variable.values.append((traits, .literal(color), node.location))
        }
        if variable.values.isEmpty { variable.skip = "no value in the modes shown" }
    }

    /// `{ "r": 0.1, "g": 0.4, "b": 0.9, "a": 1 }`, each from 0 to 1 (`a` 1 when left out), as sRGB.
    static func color(_ node: JSONNode) -> RGBA? {
        var channels: [Double] = []
        for key in ["r", "g", "b", "a"] {
            let member = JSONNode.member(node, key)
            if key == "a", member == nil {
                channels.append(1)
                continue
            }
            guard case .number(let v)? = member?.value, (0...1).contains(v) else { return nil }
            channels.append(v)
        }
        return ColorSpaceConversion.fromSRGB(channels[0], channels[1], channels[2], alpha: channels[3]).color
    }

    /// A variable whose alias reaches no color it can show (a variable not in the answer, one of another type, one
    /// skipped) is skipped too, with why; repeated until nothing changes, so a chain of aliases is followed.
    static func skipAliasesToSkipped(_ variables: inout [Variable], all: [JSONMember]) {
        let types = Dictionary(
            all.map { ($0.key, JSONNode.member($0.value, "resolvedType")?.stringValue ?? "") },
            uniquingKeysWith: { first, _ in first })
        var index: [String: Int] = [:]
        for (i, v) in variables.enumerated() { index[v.id] = i }
        var changed = true
        while changed {
            changed = false
            for i in variables.indices where variables[i].skip == nil && variables[i].failed == nil {
                for case (_, .alias(let target), _) in variables[i].values {
                    let why: String?
                    if let t = index[target] {
                        why = variables[t].skip != nil ? "an alias to a variable that is skipped" : nil
                    } else if let type = types[target] {
                        why = "an alias to a variable that is no color (\(SafeText.sanitized(type)))"
                    } else {
                        why = "an alias to a variable the answer does not hold (`\(SafeText.excerpt(target))`)"
                    }
                    if let why {
                        variables[i].skip = why
                        changed = true
                        break
                    }
                }
            }
        }
    }

    /// `Brand/Primary` → `Brand.Primary`: Figma's groups as a token's path.
    static func tokenName(_ figmaName: String) -> String {
        figmaName.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces
        }.joined(separator: ".")
    }

    /// Where a variable is written: its `name`.
    static func location(of variable: Variable) -> SourceLocation {
        JSONNode.member(variable.node, "name")?.location ?? variable.node.location
    }

    /// Figma's scopes and the description: what the file says of the variable's use.
    static func hints(_ node: JSONNode) -> ColorHints? {
        var scopes: [String] = []
        if case .array(let items)? = JSONNode.member(node, "scopes")?.value { scopes = items.compactMap(\.stringValue) }
        let description = JSONNode.member(node, "description")?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        guard !scopes.isEmpty || description != nil else { return nil }
        return ColorHints(scopes: scopes, description: description)
    }
}

extension PaletteFormat {
    /// Figma's REST answer to GET /v1/files/:file_key/variables/local, saved as JSON.
    static let figmaVariablesAPI = PaletteFormat(
        name: "Figma REST variables", files: "Figma REST API variables (GET .../variables/local, saved as .json)",
        contentRule: """
            Figma's REST API answers GET /v1/files/:file_key/variables/local with "meta" holding "variables" and \
            "variableCollections"
            """,
        claimsContent: { root in
            let meta = JSONNode.member(root, "meta")
            return JSONNode.member(meta, "variables")?.objectMembers != nil
                && JSONNode.member(meta, "variableCollections")?.objectMembers != nil
        },
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                FigmaVariablesAPI.document(
                    root: request.content, path: request.path, mode: request.mode, diagnostics: &diagnostics,
                    notes: &notes)
            }
        }
    )
}
