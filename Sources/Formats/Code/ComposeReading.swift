import ColorScience
import Platform
import Syntax
import ThemeModel

/// One Compose theme's colors worked out from its Kotlin files' declarations: the `val`s, then each Material
/// role of its light and dark schemes. `ComposeThemeReader` hands it the files; this is the language.
struct ComposeReading {
    let declarations: KotlinDeclarations
    private(set) var entries: [ThemeDocument.ColorEntry] = []
    var notes: [Diagnostic] = []

    init(declarations: KotlinDeclarations) { self.declarations = declarations }

    /// The four scheme builders and the roles' defaults each has.
    static let schemeFunctions: [String: (system: MaterialSchemeDefaults.System, style: InterfaceStyle)] = [
        "lightColorScheme": (.material3, .light), "darkColorScheme": (.material3, .dark),
        "lightColors": (.material2, .light), "darkColors": (.material2, .dark),
    ]
    static let dynamicSchemes: Set<String> = ["dynamicLightColorScheme", "dynamicDarkColorScheme"]

    mutating func read() {
        let declarations = self.declarations
        var table = CodeColorTable(count: declarations.declarations.count) { table, i in
            let d = declarations.declarations[i]
            let file = declarations.files[d.file]
            guard let chain = Self.wholeChain(file, d.start, d.end) else {
                return d.typedColor || file.tokens.mentions(d.start, d.end, ["Color"])
                    ? .unread("its value is not one color written in the code") : nil
            }
            return Self.color(of: chain, in: file, scope: d.scope, table: &table, declarations)
        }
        var names: Set<String> = []
        var valEntries: [ThemeDocument.ColorEntry] = []
        for (i, d) in declarations.declarations.enumerated() where !names.contains(d.name) {
            guard let color = table.color(i) else { continue }
            names.insert(d.name)
            guard let value = variantValue(color, d.name, at: d.location, &table) else { continue }
            valEntries.append(
                ThemeDocument.ColorEntry(
                    name: d.name, location: d.location, color: DynamicColor(variants: [.light: value]),
                    isPartial: false))
        }
        for computed in declarations.computed {
            unread(computed.name, at: computed.location, "a property whose value code computes when the app runs")
        }
        let roles = readSchemes(&table)
        let roleNames = Set(roles.map(\.name))
        let custom = readCustomPalettes(&table, taken: names.union(roleNames))
        // A `val` named like a role is that role's value, read under the role's name.
        entries = valEntries.filter { !roleNames.contains($0.name) } + roles + custom
    }

    // MARK: Schemes

    private mutating func readSchemes(_ table: inout CodeColorTable) -> [ThemeDocument.ColorEntry] {
        var schemes: [Traits: (system: MaterialSchemeDefaults.System, call: SourceLocation)] = [:]
        var values: [String: [Traits: VariantValue]] = [:]
        var locations: [String: SourceLocation] = [:]
        var order: [String] = []
        var dynamic: [(name: String, at: SourceLocation)] = []
        var unreadRoles: Set<String> = []
        defer {
            if let first = dynamic.first {
                let names = Set(dynamic.map(\.name)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                notes.append(
                    Diagnostic(
                        at: first.at,
                        "\(names): on Android 12 and later the app may take its colors from the wallpaper; dusk "
                            + "shows the schemes written in the code"))
            }
        }
        // The `val` each scheme is written to, by where its value starts: a high-contrast scheme says so in its
        // name, as Material Theme Builder's Compose export writes it (`highContrastDarkColorScheme`).
        var owners: [Int: [Int: String]] = [:]
        for d in declarations.declarations { owners[d.file, default: [:]][d.start] = d.name }
        for (index, file) in declarations.files.enumerated() {
            let chains = file.chains
            for chain in chains.chains {
                guard let first = chain.segments.first, first.args >= 0, first.name >= 0, chain.segments.count == 1
                else { continue }
                let name = chains.name(first)
                let at = file.text.location(file.tokens[first.name].start)
                if Self.dynamicSchemes.contains(name) {
                    dynamic.append((name, at))
                    continue
                }
                guard let function = Self.schemeFunctions[name] else { continue }
                let ownerName = owners[index]?[chain.first].map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                let words = ownerName.map { NameWords.split($0, .identifier).map { $0.lowercased() } } ?? []
                let medium = words.contains("medium")
                let high = !medium && words.contains("contrast") && ownerName.map { ModeWords($0).high } == true
                let traits = Traits(function.style, .base, high ? .high : .normal)
                let roles = chains.arguments(first.args).filter { $0.label >= 0 }.count
                if let earlier = schemes[traits] ?? (medium ? at : nil).map({ (function.system, $0) }) {
                    // Its roles are colors the file gives that dusk does not show: counted as skipped.
                    let counted = "\(roles) role\(roles == 1 ? "" : "s")"
                    var note = Diagnostic(
                        at: at,
                        medium
                            ? "a medium-contrast scheme (\(counted)) not read: iOS has normal and high contrast"
                            : "a second \(traits.name) scheme (`\(name)`, \(counted)) not read: dusk shows the first, "
                                + "at line \(earlier.call.line) of \(Path.lastComponent(earlier.call.file))")
                    note.kind = .skippedColors(roles)
                    notes.append(note)
                    continue
                }
                schemes[traits] = (function.system, at)
                // A scheme written in an object names its members bare.
                let scope = declarations.scope(of: first.name, file.tokens) ?? ""
                for argument in chains.arguments(first.args) where argument.label >= 0 && argument.start < argument.end
                {
                    let role = file.tokens.name(argument.label)
                    let location = file.text.location(file.tokens[argument.start].start)
                    let color: CodeColor
                    if let valueChain = Self.wholeChain(file, argument.start, argument.end) {
                        color =
                            Self.color(of: valueChain, in: file, scope: scope, table: &table, declarations)
                            ?? .unread("not a color dusk knows")
                    } else {
                        color = .unread("its value is not one color written in the code")
                    }
                    guard let value = variantValue(color, role, at: location, &table, role: true) else {
                        // Written but not read: no default stands in for what the code says.
                        unreadRoles.insert(role + "|" + traits.name)
                        continue
                    }
                    if values[role] == nil {
                        order.append(role)
                        locations[role] = location
                    }
                    values[role, default: [:]][traits] = value
                }
            }
        }
        var base: [InterfaceStyle: MaterialSchemeDefaults.System] = [:]
        for (traits, scheme) in schemes where traits.contrast == .normal { base[traits.style] = scheme.system }
        return roleEntries(schemes: base, values, locations, order, unread: unreadRoles)
    }

    /// Every role of the schemes, in the defaults' order then any other the calls name: as written, else
    /// Compose's default for the scheme (noted once, with the roles it fills).
    private mutating func roleEntries(
        schemes: [InterfaceStyle: MaterialSchemeDefaults.System], _ written: [String: [Traits: VariantValue]],
        _ locations: [String: SourceLocation], _ order: [String], unread: Set<String>
    ) -> [ThemeDocument.ColorEntry] {
        guard let system = schemes[.light] ?? schemes[.dark] else { return [] }
        let defaults = MaterialSchemeDefaults.roles(system)
        var all = defaults.map(\.role)
        all += order.filter { !all.contains($0) }
        var entries: [ThemeDocument.ColorEntry] = []
        var defaulted: [InterfaceStyle: Int] = [:]
        let fallback = locations.values.min { ($0.file, $0.line) < ($1.file, $1.line) }
        for role in all {
            var variants = written[role] ?? [:]
            for style in [InterfaceStyle.light, .dark] {
                let traits: Traits = style == .dark ? .dark : .light
                guard variants[traits] == nil, !unread.contains(role + "|" + traits.name),
                    let scheme = schemes[style],
                    let value = MaterialSchemeDefaults.value(role, system: scheme, style: style)
                else { continue }
                // A default that is another role (`surfaceTint` is `primary`) follows it, unless it was not read.
                if case .alias(let target) = value, unread.contains(target + "|" + traits.name) { continue }
                variants[traits] = VariantValue(value)
                defaulted[style, default: 0] += 1
            }
            guard !variants.isEmpty else { continue }
            // A light-only theme shows its light scheme in dark too: no dark value, as UIKit falls back.
            if variants[.light] == nil, let dark = variants[.dark] {
                // The light scheme's own value was not read: its note says so; no dark value stands in for it.
                if unread.contains(role + "|" + Traits.light.name) { continue }
                variants[.light] = dark
            }
            entries.append(
                ThemeDocument.ColorEntry(
                    name: role, location: locations[role] ?? fallback ?? SourceLocation(file: "", line: 0, column: 0),
                    color: DynamicColor(variants: variants), isPartial: false))
        }
        let filled = [InterfaceStyle.light, .dark].compactMap { style -> String? in
            guard let n = defaulted[style], n > 0, let scheme = schemes[style] else { return nil }
            return "\(n) \(style.rawValue) (\(MaterialSchemeDefaults.function(scheme, style))'s)"
        }
        if !filled.isEmpty, let at = fallback {
            notes.append(
                Diagnostic(
                    at: at,
                    "roles the schemes leave out take Compose's defaults: " + filled.joined(separator: ", ") + " "
                        + MaterialSchemeDefaults.source(system)))
        }
        return entries
    }

    // MARK: Values

    /// A code color as a theme's value, or nil (noted) when it cannot be read.
    mutating func variantValue(
        _ color: CodeColor, _ name: String, at location: SourceLocation, _ table: inout CodeColorTable,
        role: Bool = false
    ) -> VariantValue? {
        switch color {
        case .alias(let target) where role && target == name:
            // A role naming a `val` of the same name is read under the role's name: its value, not itself.
            if let i = declarations.index[target],
                let rgba = table.value(
                    i, name: { declarations.declarations[$0].name }, index: { declarations.index[$0] })
            {
                return VariantValue(.literal(rgba), at: location)
            }
        case .variants: unread(name, at: location, "a color of several values where Compose has one")
        case .unread(let why): unread(name, at: location, why)
        case .literal, .alias, .system: break
        }
        return color.value.map { VariantValue($0, at: location) }
    }

    private mutating func unread(_ name: String, at location: SourceLocation, _ why: String) {
        notes.append(.unreadColor(name, at: location, why))
    }

    /// The chain that is all of tokens `start..<end` (an annotation after it aside), or nil.
    static func wholeChain(_ file: CodeFile, _ start: Int, _ end: Int) -> Int? {
        let c = file.chains.chainOf[start]
        guard c >= 0, file.chains.chains[c].first == start else { return nil }
        let after = file.chains.chains[c].last + 1
        guard after == end || (after < end && file.tokens.isPunctuation(after, "@")) else { return nil }
        return c
    }

}
