import Syntax
import ThemeModel

/// An app's own palette type (`data class JetsnackColors(val brand: Color, …)`), as Compose apps keep colors
/// Material has no role for: each `val` made by calling it is a palette, and the theme function picks one by
/// the system's dark setting (`if (darkTheme) DarkColorPalette else LightColorPalette`). Its parameters are
/// the colors, in light and dark as that choice says; a parameter left out takes its default (another
/// parameter, a color), and one whose default is `Color.Unspecified` has none.
extension ComposeReading {
    struct Instance {
        var name: String
        var colorClass: KotlinDeclarations.ColorClass
        var file: Int
        var arguments: [PostfixChains.Argument]
        var location: SourceLocation
    }

    /// The palettes: top-level `val`s whose value is a call of a color class.
    func instances() -> [Instance] {
        declarations.declarations.compactMap { d in
            let file = declarations.files[d.file]
            guard let c = Self.wholeChain(file, d.start, d.end), file.chains.chains[c].segments.count == 1,
                let segment = file.chains.chains[c].segments.first, segment.args >= 0,
                let colorClass = declarations.colorClasses[file.chains.name(segment)]
            else { return nil }
            return Instance(
                name: d.name, colorClass: colorClass, file: d.file, arguments: file.chains.arguments(segment.args),
                location: d.location)
        }
    }

    /// Which palette is dark: the one a choice on the system's dark setting takes when it is set. In
    /// `if (darkTheme) A else B` (or its block form), A is dark and B light; `if (!darkTheme)` the other way.
    func darkInstances(_ names: Set<String>) -> (dark: Set<String>, light: Set<String>) {
        var dark: Set<String> = []
        var light: Set<String> = []
        for file in declarations.files {
            let t = file.tokens
            for i in 0..<t.count where t.isIdentifier(i, "if") && t.isOpen(i + 1, UInt8(ascii: "(")) {
                let close = t.match[i + 1]
                guard close < t.count else { continue }
                let condition = (i + 2)..<close
                // Each `!`, `== false` and `!= true` turns the condition round.
                var negated =
                    condition.filter { j in
                        t.isPunctuation(j, "!")
                            || (t.isPunctuation(j, "==")
                                && (t.isIdentifier(j + 1, "false") || t.isIdentifier(j - 1, "false")))
                            || (t.isPunctuation(j, "!=")
                                && (t.isIdentifier(j + 1, "true") || t.isIdentifier(j - 1, "true")))
                    }.count % 2 == 1
                // The flag: the system's dark setting, or a Boolean named for a style (`isLight`, `useDarkTheme`).
                let styles = condition.compactMap { j -> InterfaceStyle? in
                    guard t[j].kind == .identifier else { return nil }
                    if declarations.darkFlags.contains(t.name(j)) { return .dark }
                    return Self.flagStyle(t.name(j))
                }
                guard let style = styles.first else { continue }
                if style == .light { negated.toggle() }
                guard let thenName = firstName(in: names, from: close + 1, t),
                    let elseAt = (thenName.at..<min(t.count, thenName.at + 200)).first(where: {
                        t.isIdentifier($0, "else")
                    }),
                    let elseName = firstName(in: names, from: elseAt + 1, t)
                else { continue }
                dark.insert(negated ? elseName.name : thenName.name)
                light.insert(negated ? thenName.name : elseName.name)
            }
        }
        return (dark, light)
    }

    /// The style a Boolean's name says it is true in: `isLight`, `lightTheme` light; `isDark`, `useDarkMode`,
    /// `darkTheme` dark; the words `is`, `use`, `system`, `in`, `theme`, `mode` aside.
    static func flagStyle(_ name: String) -> InterfaceStyle? {
        let filler: Set<String> = ["is", "use", "system", "in", "theme", "mode", "enabled", "on"]
        let words = NameWords.split(name, .identifier).map { $0.lowercased() }.filter { !filler.contains($0) }
        guard words.count == 1 else { return nil }
        return ModeWords.namesStyle(words[0])
    }

    private func firstName(in names: Set<String>, from start: Int, _ t: BraceTokens) -> (name: String, at: Int)? {
        for j in start..<min(t.count, start + 40) {
            if t[j].kind == .identifier, names.contains(t.name(j)) { return (t.name(j), j) }
            if t.isIdentifier(j, "else") { return nil }
        }
        return nil
    }

    /// The colors of the app's palette types: one per parameter, light from the light palette and dark from
    /// the dark one. A parameter named like a color already read is qualified (`JetsnackColors.error`).
    mutating func readCustomPalettes(_ table: inout CodeColorTable, taken: Set<String>) -> [ThemeDocument.ColorEntry] {
        let all = instances()
        guard !all.isEmpty else { return [] }
        let choice = darkInstances(Set(all.map(\.name)))
        var classes: [String] = []
        for instance in all where !classes.contains(instance.colorClass.name) {
            classes.append(instance.colorClass.name)
        }
        return classes.flatMap { name in
            readPalettes(all.filter { $0.colorClass.name == name }, choice, &table, taken: taken)
        }
    }

    /// One palette type's colors, from its light and dark palettes.
    private mutating func readPalettes(
        _ all: [Instance], _ choice: (dark: Set<String>, light: Set<String>), _ table: inout CodeColorTable,
        taken: Set<String>
    ) -> [ThemeDocument.ColorEntry] {
        var chosen: [Traits: Instance] = [:]
        for instance in all {
            let traits: Traits =
                choice.dark.contains(instance.name) ? .dark : choice.light.contains(instance.name) ? .light : .light
            if chosen[traits] == nil,
                choice.dark.contains(instance.name) || choice.light.contains(instance.name)
                    || chosen.isEmpty
            {
                chosen[traits] = instance
            } else {
                notes.append(
                    .unreadColor(
                        instance.name, at: instance.location,
                        "a palette no choice on the system's dark setting picks beside "
                            + "`\((chosen[.light] ?? chosen[.dark])?.name ?? "")`",
                        count: instance.arguments.filter { $0.label >= 0 }.count))
            }
        }
        var entries: [ThemeDocument.ColorEntry] = []
        var byName: [String: Int] = [:]
        for (traits, instance) in chosen.sorted(by: { $0.key == .light && $1.key != .light }) {
            let file = declarations.files[instance.file]
            let t = file.tokens
            for parameter in instance.colorClass.parameters {
                let argument = instance.arguments.first { $0.label >= 0 && t.name($0.label) == parameter.name }
                var color: CodeColor?
                var location = instance.location
                if let argument, argument.start < argument.end {
                    location = file.text.location(t[argument.start].start)
                    color =
                        Self.wholeChain(file, argument.start, argument.end).flatMap {
                            Self.color(of: $0, in: file, scope: "", table: &table, declarations)
                        } ?? .unread("its value is not one color written in the code")
                } else if parameter.defaultStart >= 0, parameter.defaultStart < parameter.defaultEnd {
                    let classFile = declarations.files[parameter.file]
                    // A default naming a sibling parameter is that parameter's value in this palette.
                    let first = classFile.tokens.name(parameter.defaultStart)
                    if parameter.defaultEnd == parameter.defaultStart + 1,
                        instance.colorClass.parameters.contains(where: { $0.name == first })
                    {
                        color = .alias(first)
                    } else if let c = Self.wholeChain(classFile, parameter.defaultStart, parameter.defaultEnd) {
                        color = Self.color(of: c, in: classFile, scope: "", table: &table, declarations)
                    }
                }
                guard let color else { continue }
                let name =
                    taken.contains(parameter.name) ? instance.colorClass.name + "." + parameter.name : parameter.name
                guard let value = variantValue(color, name, at: location, &table) else { continue }
                if let k = byName[name] {
                    entries[k].color.variants[traits] = value
                } else {
                    byName[name] = entries.count
                    entries.append(
                        ThemeDocument.ColorEntry(
                            name: name, location: location, color: DynamicColor(variants: [traits: value]),
                            isPartial: false))
                }
            }
        }
        // A parameter only the dark palette gives has no light value: the light palette leaves it unset.
        return entries.filter { $0.color.variants[.light] != nil }
    }
}
