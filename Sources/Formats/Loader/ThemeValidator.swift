import ThemeModel

/// Checks a merged theme: every alias names a color, no alias cycles, roles
/// name real colors. Problems are reported at the place in the file being
/// loaded that caused them.
enum ThemeValidator {
    static func validate(_ theme: inout Theme, document doc: ThemeDocument, diagnostics: inout [Diagnostic]) {
        let hadErrors = !diagnostics.isEmpty
        // A suggestion costs a search over every name: give the first few, not
        // thousands (10,000 typos x 10,000 names would take a minute).
        var suggestionsLeft = 50
        func didYouMean(_ target: String, for owner: String? = nil) -> String {
            guard suggestionsLeft > 0 else { return "" }
            suggestionsLeft -= 1
            // Never the color's own name: `a: var(--x)` suggesting `a` is no help.
            return Suggestion.didYouMean(
                target, in: owner.map { own in theme.names.filter { $0 != own } } ?? theme.names)
        }
        // Unknown alias targets, only for what this document wrote (parents were validated when loaded).
        var entries = doc.colors
        if let tint = doc.tint { entries.append(tint) }
        for entry in entries {
            // One value written once serves several appearances (CSS's :root, a fallback): reported once.
            var reported: Set<SourceLocation> = []
            for traits in Traits.all {
                guard let v = entry.color.variants[traits], case .alias(let target) = v.value else { continue }
                if theme[target] == nil && !doc.writtenNames.contains(target),
                    reported.insert(v.location ?? entry.location).inserted
                {
                    diagnostics.append(
                        Diagnostic(
                            at: v.location ?? entry.location,
                            """
                            `\(entry.name)` (\(traits.variantKey)) refers to an unknown color \
                            `{\(target)}`\(didYouMean(target, for: entry.name))
                            """
                        ))
                }
            }
        }
        // Aliases inside gradients and image tints.
        var extraValues: [(owner: String, value: VariantValue)] = []
        for g in doc.gradients {
            for (_, stops) in g.stops { extraValues += stops.map { ("gradient `\(g.name)`", $0) } }
            extraValues.append(("gradient `\(g.name)` text", VariantValue(g.text, at: g.location)))
        }
        for image in doc.images {
            for (_, v) in image.tint?.variants ?? [:] { extraValues.append(("image `\(image.name)` tint", v)) }
        }
        for (owner, v) in extraValues {
            if case .alias(let target) = v.value, theme[target] == nil, !doc.writtenNames.contains(target) {
                diagnostics.append(
                    Diagnostic(
                        at: v.location ?? SourceLocation(file: doc.path, line: 1, column: 1),
                        "\(owner) refers to an unknown color `{\(target)}`\(didYouMean(target))"))
            }
        }
        for pair in doc.contrast {
            for name in [pair.foreground] + pair.backgrounds
            where theme[name] == nil && !doc.writtenNames.contains(name) {
                diagnostics.append(
                    Diagnostic(at: pair.location, "`contrast` names an unknown color `\(name)`\(didYouMean(name))"))
            }
        }
        for role in doc.roles where theme[role.name] == nil && !doc.writtenNames.contains(role.name) {
            diagnostics.append(
                Diagnostic(at: role.location, "`roles` names an unknown color `\(role.name)`\(didYouMean(role.name))"))
        }
        if doc.readsAppleNamesAsTypos { reportAppleNameTypos(doc, in: theme, diagnostics: &diagnostics) }
        countAliases(ofFailed: doc, in: theme, diagnostics: &diagnostics)
        // Cycles only make sense once every color decoded and every alias resolves.
        guard diagnostics.isEmpty, !hadErrors else { return }
        reportCycles(in: theme, document: doc, diagnostics: &diagnostics)
    }

    /// A new color a typo away from one of Apple's names (`systemGroupedBackgroud`, `secondaryLable`,
    /// `Label`) is that name mistyped: as a new color it would change nothing the screens draw. A theme that
    /// means a new color says what it is in `roles`.
    static func reportAppleNameTypos(_ doc: ThemeDocument, in theme: Theme, diagnostics: inout [Diagnostic]) {
        let declared = Set(doc.roles.map(\.name))
        let appleNames = Suggestion.Candidates(theme.systemNames.sorted())
        for entry in doc.colors where !theme.systemNames.contains(entry.name) && !declared.contains(entry.name) {
            // Short names only by case (`ink` is a brand's, `Link` a typo); a number apart is a new step
            // (`systemGray7`), not a typo.
            let length = entry.name.unicodeScalars.count
            let edits = length < 6 ? 0 : length < 12 ? 1 : 2
            guard let apple = appleNames.nearest(to: entry.name, maxEdits: edits),
                apple.filter({ !$0.isNumber }) != entry.name.filter({ !$0.isNumber })
            else { continue }
            // The example role is the one the Apple name plays, near enough for a message.
            let role = apple.hasSuffix("Background") ? "background" : "text"
            diagnostics.append(
                Diagnostic(
                    at: entry.location,
                    """
                    `\(entry.name)` is not one of Apple's colors: did you mean `\(apple)`? (a new color this near \
                    an Apple name says what it is in `roles`, e.g. "roles": { "\(entry.name)": "\(role)" })
                    """
                ))
        }
    }

    /// A color whose value is in error has one error, its own: the colors that alias it (directly or through one
    /// another) are counted in it, not reported apart, since fixing the value fixes them all.
    static func countAliases(ofFailed doc: ThemeDocument, in theme: Theme, diagnostics: inout [Diagnostic]) {
        // A name another file of the theme gave a color (a mode's file) is not missing.
        let failed = doc.failed.filter { theme[$0.key] == nil }
        guard !failed.isEmpty else { return }
        var aliasedBy: [String: [String]] = [:]
        for entry in doc.colors + (doc.tint.map { [$0] } ?? []) {
            var targets: Set<String> = []
            for v in entry.color.variants.values {
                if case .alias(let target) = v.value, targets.insert(target).inserted {
                    aliasedBy[target, default: []].append(entry.name)
                }
            }
        }
        for (name, location) in failed {
            // Breadth first: the direct aliases are named first.
            var reached: [String] = []
            var seen: Set<String> = [name]
            var next = [name]
            while !next.isEmpty {
                next = next.flatMap { aliasedBy[$0] ?? [] }.filter { seen.insert($0).inserted }
                reached += next
            }
            guard !reached.isEmpty, let i = diagnostics.firstIndex(where: { $0.location == location }) else {
                continue
            }
            let shown = reached.prefix(3).map { "`\(SafeText.excerpt($0))`" }.joined(separator: ", ")
            let more = reached.count > 3 ? " and \(reached.count - 3) more" : ""
            let count = reached.count == 1 ? "1 color aliases it" : "\(reached.count) colors alias it"
            diagnostics[i].message += " (\(count): \(shown)\(more))"
        }
    }

    /// Finds alias cycles appearance by appearance, iteratively (no recursion, so
    /// 10,000-deep chains are fine), and reports each cycle once.
    static func reportCycles(in theme: Theme, document doc: ThemeDocument, diagnostics: inout [Diagnostic]) {
        var reported: Set<[String]> = []
        // Only a color with an alias somewhere can be on a cycle: in a palette of
        // literals (most of a large token set) there is nothing to walk.
        let aliasing = theme.names.filter { name in
            theme[name]?.color.variants.values.contains {
                if case .alias = $0.value { return true } else { return false }
            } ?? false
        }
        guard !aliasing.isEmpty else { return }
        for traits in Traits.all {
            var done: Set<String> = []
            for start in aliasing where !done.contains(start) {
                let walk = theme.walkAliases(from: start, traits) { done.contains($0) }
                if case .cycle(let from) = walk.end {
                    let cycle = Array(walk.path[from...])
                    if reported.insert(cycle.sorted()).inserted {
                        diagnostics.append(cycleDiagnostic(cycle, traits: traits, theme: theme, document: doc))
                    }
                }
                done.formUnion(walk.path)
            }
        }
    }

    private static func cycleDiagnostic(
        _ cycle: [String], traits: Traits, theme: Theme, document doc: ThemeDocument
    ) -> Diagnostic {
        // Point at a member this document wrote, so the error lands in the file being edited.
        let ownNames = Set(doc.colors.map(\.name) + (doc.tint.map { [$0.name] } ?? []))
        let anchor = cycle.first(where: { ownNames.contains($0) }) ?? cycle[0]
        let rotated = Array(cycle[cycle.firstIndex(of: anchor)!...] + cycle[..<cycle.firstIndex(of: anchor)!])
        let text = (rotated + [anchor]).map { "{\($0)}" }.joined(separator: " -> ")
        let variant = theme[anchor]?.color.variant(for: traits)
        let location =
            variant?.value.location ?? theme[anchor]?.location ?? SourceLocation(file: doc.path, line: 1, column: 1)
        return Diagnostic(at: location, "alias cycle in \(traits.name): \(text)")
    }
}
