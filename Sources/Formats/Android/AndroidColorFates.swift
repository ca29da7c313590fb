import ColorScience
import Platform
import ThemeModel

/// Which of an Android color set's names become colors: a name's light value must be one (a literal, a known
/// framework color, or a reference to a name that is one), so a skip spreads along `@color/` references; a
/// night value dusk cannot follow is dropped alone (the light value then shows in dark too, as on Android).
extension AndroidColorSet {
    /// The document of the loaded colors, every error reported and every skip counted.
    mutating func document(path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]) -> ThemeDocument {
        var values: [SourceLocation: AndroidColorValue?] = [:]
        /// A definition's value, parsed once; nil (with an error) when no Android build would take it.
        func value(_ d: Definition?) -> AndroidColorValue?? {
            guard let d else { return .none }
            if let known = values[d.location] { return .some(known) }
            let parsed = AndroidColorValue.parse(d.value)
            if parsed == nil {
                diagnostics.append(
                    Diagnostic(
                        at: d.location,
                        "`\(SafeText.excerpt(d.name))`: bad color `\(SafeText.excerpt(d.value))`: "
                            + AndroidColorValue.expected))
            }
            values[d.location] = parsed
            return .some(parsed)
        }
        // Every name the designer's names reach through references, in the order they are met.
        var order = own
        var seen = Set(own)
        var next = 0
        while next < order.count {
            let name = order[next]
            next += 1
            for d in [light[name], night[name]] {
                if case .alias(let target)?? = value(d), seen.insert(target).inserted { order.append(target) }
            }
        }
        reached = order
        var fates: [String: Fate] = [:]
        var dependents: [String: [String]] = [:]
        for name in order {
            switch (light[name], value(light[name])) {
            case (nil, _): fates[name] = night[name] == nil ? .missing : .skipped(.nightOnly)
            case (_, .some(nil)): fates[name] = .error
            case (_, .some(.unknownFramework(let f))): fates[name] = .skipped(.framework(f))
            case (_, .some(.attribute(let a))): fates[name] = .skipped(.attribute(a))
            case (_, .some(.alias(let target))):
                fates[name] = .loaded
                dependents[target, default: []].append(name)
            default: fates[name] = .loaded
            }
        }
        // A skip spreads to every name whose light value refers to it.
        var queue = order.filter { fates[$0] != .loaded && fates[$0] != .error }
        while let target = queue.popLast() {
            for name in dependents[target] ?? [] where fates[name] == .loaded {
                fates[name] = .skipped(fates[target] == .missing ? .undefined(target) : .refersToSkipped(target))
                queue.append(name)
            }
        }
        var doc = ThemeDocument(path: path)
        var nightDropped: [(String, Definition)] = []
        for name in order {
            doc.writtenNames.insert(name)
            if fates[name] == .error { doc.failed[name] = light[name]?.location }
            guard fates[name] == .loaded, let lightDef = light[name], case .some(let lv?) = value(lightDef) else {
                continue
            }
            if let problem = ColorName.problem(with: name) {
                diagnostics.append(Diagnostic(at: lightDef.nameLocation, problem))
                continue
            }
            var variants: [Traits: VariantValue] = [.light: VariantValue(colorValue(lv), at: lightDef.location)]
            use(lightDef.location.file)
            if let nightDef = night[name] {
                if let dark = nightValue(name, fates: fates, value: value) {
                    variants[.dark] = VariantValue(dark, at: nightDef.location)
                    use(nightDef.location.file)
                } else if case .some(.some) = value(nightDef) {
                    nightDropped.append((name, nightDef))
                }
            }
            if doc.colors.count >= ThemeDocument.maximumColors {
                diagnostics.append(ThemeDocument.tooManyColors(order.count, at: lightDef.nameLocation))
                break
            }
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: name, location: lightDef.nameLocation, color: DynamicColor(variants: variants),
                    isPartial: false))
        }
        notes += skipNotes(order: order, fates: fates)
        if let first = nightDropped.first {
            notes.append(
                Diagnostic.skipped(
                    nightDropped.map(\.0), (one: "night value", many: "night values"),
                    why: "a framework color dusk does not know, a theme attribute or a reference to a skipped color; "
                        + "the light value shows in dark too", at: first.1.location))
        }
        return doc
    }

    private mutating func use(_ file: String) {
        if !filesUsed.contains(file) { filesUsed.append(file) }
    }

    private func colorValue(_ v: AndroidColorValue) -> ColorValue {
        switch v {
        case .literal(let c): return .literal(c)
        case .alias(let name): return .alias(name)
        // Only loaded values come here: framework and attribute values are skipped before.
        case .unknownFramework, .attribute: return .literal(RGBA(0, 0, 0, 0))
        }
    }

    /// The night value of `name`: a literal, or a reference to a loaded color (resolved in dark, as Android
    /// resolves it at night); a reference to a color only the night folder defines is followed to its value.
    private func nightValue(
        _ name: String, fates: [String: Fate], value: (Definition?) -> AndroidColorValue??
    ) -> ColorValue? {
        var current = night[name]
        for _ in 0..<64 {
            guard case .some(let v?) = value(current) else { return nil }
            switch v {
            case .literal(let c): return .literal(c)
            case .alias(let target) where fates[target] == .loaded: return .alias(target)
            case .alias(let target) where fates[target] == .skipped(.nightOnly): current = night[target]
            default: return nil
            }
        }
        return nil
    }

    /// One note per reason, each counting its colors.
    private func skipNotes(order: [String], fates: [String: Fate]) -> [Diagnostic] {
        // One group per kind of reason (its first color's reason, with an example, is the note's).
        var groups: [(kind: Int, why: String, names: [String], at: SourceLocation)] = []
        func add(_ why: String, _ name: String, kind: Int) {
            if let i = groups.firstIndex(where: { $0.kind == kind }) {
                groups[i].names.append(name)
            } else if let at = (light[name] ?? night[name])?.location {
                groups.append((kind, why, [name], at))
            }
        }
        for name in order {
            guard case .skipped(let skip) = fates[name] else { continue }
            switch skip {
            case .framework(let f):
                add(
                    "Android framework colors dusk does not know (`@android:color/\(SafeText.excerpt(f))`; it knows "
                        + "white, black and transparent)", name, kind: 0)
            case .attribute(let a):
                add(
                    "theme attributes (`\(SafeText.excerpt(a))`), which the app's theme resolves at run time", name,
                    kind: 1)
            case .undefined(let target):
                add(
                    "references to colors no file of values/ defines (`@color/\(SafeText.excerpt(target))`: a "
                        + "library's color, or a color state list in res/color/)", name, kind: 2)
            case .refersToSkipped(let target):
                add(
                    "references to colors skipped for another reason (`@color/\(SafeText.excerpt(target))`)", name,
                    kind: 3)
            case .nightOnly: add("only in values-night/: Android has no light value for them", name, kind: 4)
            }
        }
        return groups.map { Diagnostic.skipped($0.names, (one: "color", many: "colors"), why: $0.why, at: $0.at) }
    }

    /// The other values folders (values-v31, values-land, values-night-v31, values-fr) that give the set's names
    /// other values: counted, one note per folder; dusk has no API levels, orientations or locales.
    func countQualified(_ place: AndroidResourcesReader.Place, files: any FileAccess, notes: inout [Diagnostic]) {
        let names = Set(reached)
        let res = place.res == "." ? "" : place.res + "/"
        let folders = files.entries(place.res, limit: 1000).names.filter {
            $0.hasPrefix("values-") && $0 != "values-night"
        }
        var ignored: [Diagnostic] = []
        var filesRead = 0
        for folder in folders.prefix(200) {
            var found: [Definition] = []
            for name in files.entries(res + folder, limit: 200).names where name.hasSuffix(".xml") && filesRead < 1000 {
                filesRead += 1
                guard let file = AndroidResourceFile.sibling(res + folder + "/" + name, files, notes: &ignored) else {
                    continue
                }
                found += file.definitions.filter { names.contains($0.name) }
            }
            guard let first = found.first else { continue }
            notes.append(
                Diagnostic.skipped(
                    found.map(\.name), (one: "value", many: "values"),
                    why: "in `\(SafeText.excerpt(folder))/`, for a configuration dusk does not have (it reads values/ "
                        + "and values-night/: no API levels, orientations or locales)", at: first.location))
        }
    }
}
