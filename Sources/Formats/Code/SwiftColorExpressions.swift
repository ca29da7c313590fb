import ColorScience
import Syntax
import ThemeModel

/// Swift's color expressions as UIKit and SwiftUI evaluate them: the initializers of components
/// (`UIColor(red:green:blue:alpha:)`, `displayP3Red:`, `white:`, `hue:saturation:brightness:`, SwiftUI's
/// `Color(.sRGB, red:…, opacity:)`), `#colorLiteral`, system colors (`.systemBlue`, `UIColor.label`, SwiftUI's
/// `.red` as iOS's adaptive red), colors of the catalog beside the code (`UIColor(named:)`, `Color("X")`), the
/// app's own hex initializers read as their bodies read digits, `light:`/`dark:` pairs, dynamic providers
/// (`SwiftProvider`), other declared colors, and `.withAlphaComponent(_:)`/`.opacity(_:)` on any of them.
struct SwiftColorContext {
    let declarations: SwiftDeclarations
    /// The catalog's colors by name (`Brand`, `Group/Name`), when the code names any.
    let catalog: [String: [Traits: ColorValue]]
    let catalogPath: String?
    /// Why the catalog, or part of it, could not be read: said for a color missing from it.
    var catalogProblem: String? = nil

    /// SwiftUI's named colors: iOS's adaptive system colors, and three fixed ones.
    static let swiftUIColors: [String: CodeColor] = [
        "red": .system("systemRed"), "orange": .system("systemOrange"), "yellow": .system("systemYellow"),
        "green": .system("systemGreen"), "blue": .system("systemBlue"), "purple": .system("systemPurple"),
        "pink": .system("systemPink"), "gray": .system("systemGray"), "indigo": .system("systemIndigo"),
        "teal": .system("systemTeal"), "primary": .system("label"), "secondary": .system("secondaryLabel"),
        "accentColor": .alias(Theme.tintName), "white": .literal(RGBA(255, 255, 255)),
        "black": .literal(RGBA(0, 0, 0)), "clear": .literal(RGBA(0, 0, 0, 0)),
    ]

    /// The color of expression tokens `start..<end` in declaration `d`'s file, nil when it is no color.
    func color(
        _ d: SwiftDeclarations.Declaration, _ start: Int, _ end: Int, table: inout CodeColorTable, traits: Traits?
    ) -> CodeColor? {
        let file = declarations.files[d.file]
        guard let c = wholeChain(file, start, end) else {
            // `UIColor(hex: "777777") ?? .systemGray4`: the first when dusk reads it (its digits are valid).
            if let fallback = nilCoalescing(file, start, end) {
                let first = color(d, start, fallback, table: &table, traits: traits)
                if let first, first.isRead { return first }
                return color(d, fallback + 2, end, table: &table, traits: traits)
            }
            // A choice of choices deeper than any palette writes is refused before it costs its square.
            if (start..<end).filter({ file.tokens.isPunctuation($0, "?") }).count > 32 {
                return .unread("more than 32 choices in one value")
            }
            if let choice = ternary(file, start, end), let traits {
                guard let condition = SwiftProvider.condition(file.tokens, choice.condition, traits) else {
                    return .unread("a condition dusk does not evaluate (`\(excerpt(file, start, end))`)")
                }
                let branch = condition ? choice.first : choice.second
                return color(d, branch.lowerBound, branch.upperBound, table: &table, traits: traits)
            }
            return file.tokens.mentions(start, end, Self.colorTypes)
                ? .unread("computed when the app runs (`\(excerpt(file, start, end))`)") : nil
        }
        return chainColor(d, c, table: &table, traits: traits)
    }

    // MARK: Chains

    private func chainColor(
        _ d: SwiftDeclarations.Declaration, _ c: Int, table: inout CodeColorTable, traits: Traits?
    ) -> CodeColor? {
        let file = declarations.files[d.file]
        let chains = file.chains
        let t = file.tokens
        let chain = chains.chains[c]
        let segments = chain.segments
        guard chain.literal < 0, !segments.isEmpty else { return nil }
        var k = 0
        var base: CodeColor?
        let firstName = chains.name(segments[0])
        let type = declarations.colorType(firstName)
        let colorType = type != nil
        var kind = type == "Color" ? SwiftDeclarations.Kind.swiftUI : type == "UIColor" ? .uiKit : d.kind
        if firstName == "colorLiteral", chain.first > 0, t.isPunctuation(chain.first - 1, "#"),
            segments[0].args >= 0
        {
            base = components(segments[0].args, file, kind: kind)
            k = 1
        } else if colorType || (chain.leadingDot && firstName == "init") || firstName == "Self",
            segments[0].args >= 0 || segments[0].closure >= 0
        {
            base = constructor(d, segments[0], file, kind: kind, table: &table, traits: traits)
            k = 1
        } else if colorType, segments.count > 1, chains.name(segments[1]) == "init",
            segments[1].args >= 0 || segments[1].closure >= 0
        {
            base = constructor(d, segments[1], file, kind: kind, table: &table, traits: traits)
            k = 2
        } else {
            // A path: skip `Self.`, `self.` and the color type, then the longest prefix naming something.
            var names: [String] = []
            var first = 0
            if ["Self", "self"].contains(firstName) || colorType { first = 1 }
            if type == "Color" { kind = .swiftUI }
            var found: (CodeColor, Int)?
            // SwiftGen's accessors (`Asset.Colors.brand.color`): the catalog's color of that name.
            if firstName == "Asset", let asset = swiftGenAsset(segments, chains) { found = asset }
            for (n, segment) in segments.enumerated() where n >= first {
                guard segment.name >= 0 else { break }
                names.append(chains.name(segment))
                if segment.args >= 0 || segment.closure >= 0 {
                    // A function of the app's that reads hex digits (`UIColor.fromHex("…")`).
                    if names.count == 1, let hex = hexCall(chains.name(segment), segment, file) {
                        found = (hex, n + 1)
                    }
                    break
                }
                if found == nil || firstName != "Asset", let named = reference(names, from: d, table: &table) {
                    found = (named, n + 1)
                }
                if found == nil, names.count == 1 { found = systemColor(names[0], kind).map { ($0, n + 1) } }
            }
            guard let found else {
                // Another type's value (`IconImage(…, preferredColor: .red)`) holds a color but is not one.
                let call = segments[0].args >= 0 || segments[0].closure >= 0
                return !call && t.mentions(chain.first, chain.last + 1, Self.colorTypes)
                    ? .unread("computed when the app runs (`\(excerpt(file, chain.first, chain.last + 1))`)") : nil
            }
            base = found.0
            k = found.1
        }
        guard var value = base else { return nil }
        while k < segments.count {
            let segment = segments[k]
            let name = chains.name(segment)
            k += 1
            switch name {
            case "resolvedColor", "cgColor", "color", "uiColor":
                continue  // the same color
            case "withAlphaComponent", "opacity":
                let arguments = chains.arguments(segment.args)
                guard arguments.count == 1,
                    let a = BraceNumbers.value(t, arguments[0].start..<arguments[0].end, integerDivision: false)
                else {
                    return .unread("`.\(name)(…)` of a value computed when the app runs")
                }
                guard let applied = alpha(value, a, multiply: name == "opacity", table: &table) else {
                    return .unread("`.\(name)(…)` of a color dusk does not read")
                }
                value = applied
            default:
                return .unread("computed when the app runs (`\(excerpt(file, chain.first, chain.last + 1))`)")
            }
        }
        return value
    }

    /// A declared color by the path code names it with, tried in the declaration's namespaces, innermost first.
    private func reference(
        _ names: [String], from d: SwiftDeclarations.Declaration, table: inout CodeColorTable
    ) -> CodeColor? {
        var names = names
        if let namespace = declarations.namespaceAliases[names[0]] { names[0] = namespace }
        for depth in stride(from: d.scopes.count, through: 0, by: -1) {
            let candidate = (d.scopes.prefix(depth) + names).joined(separator: ".")
            // A declaration never names itself: `static let black = UIColor.black` is UIKit's black.
            guard candidate != d.name, let i = declarations.index[candidate] else { continue }
            guard let target = table.color(i) else { return nil }
            if case .unread(let why) = target {
                return .unread(why == CodeColorTable.cycle ? why : "it names `\(candidate)`, which is not read")
            }
            return .alias(candidate)
        }
        return nil
    }

    /// `Asset.Colors.brandBlue.color`/`.swiftUIColor`/`.color()`: the catalog color whose name SwiftGen made
    /// `brandBlue` from (its last part, in lowerCamelCase), and the segments it spans.
    private func swiftGenAsset(_ segments: [PostfixChains.Segment], _ chains: PostfixChains) -> (CodeColor, Int)? {
        guard let accessor = segments.firstIndex(where: { ["color", "swiftUIColor"].contains(chains.name($0)) }),
            accessor >= 2
        else { return nil }
        let name = chains.name(segments[accessor - 1])
        let match = catalog.keys.sorted().first { key in
            let last = key.split(separator: "/").last.map(String.init) ?? key
            return NameWords.lowerCamel(last) == name || last == name
        }
        guard let match else { return (catalogColor(name), accessor + 1) }
        return (catalogColor(match), accessor + 1)
    }

    private func systemColor(_ name: String, _ kind: SwiftDeclarations.Kind) -> CodeColor? {
        // SwiftUI's own names first; `Color(.systemBlue)` passes UIKit's.
        if kind == .swiftUI, let own = Self.swiftUIColors[name] { return own }
        if name == "tintColor" { return .alias(Theme.tintName) }
        switch SystemColorReference(name) {
        case .dynamic(let n)?, .deprecated(_, let n)?: return .system(n)
        case .fixed(let c)?: return .literal(c)
        case nil: return nil
        }
    }

    /// `color` with alpha `a`: set (`withAlphaComponent`) or multiplied (SwiftUI's `opacity`), in every
    /// appearance it has.
    private func alpha(_ color: CodeColor, _ a: Double, multiply: Bool, table: inout CodeColorTable) -> CodeColor? {
        func applied(_ value: ColorValue, _ traits: Traits) -> ColorValue? {
            let rgba: RGBA?
            switch value {
            case .literal(let c): rgba = c
            case .system(let name): rgba = ColorValue.systemColor(name, traits)
            case .alias(let name):
                guard let i = declarations.index[name] else { return nil }
                rgba = table.value(
                    i, name: { declarations.declarations[$0].name }, index: { declarations.index[$0] })
            }
            guard let rgba else { return nil }
            return .literal(rgba.withAlpha(multiply ? Double(rgba.a) / 255 * a : a))
        }
        // A declared color's own value: its appearances, when it has several.
        var color = color
        var steps = 0
        while case .alias(let name) = color, let i = declarations.index[name], steps < 64,
            let target = table.color(i), target != color
        {
            if case .unread = target { break }
            color = target
            steps += 1
        }
        switch color {
        case .system(let name):
            // A system color keeps its appearances: its alpha applies to each.
            var variants: [Traits: ColorValue] = [:]
            for traits in Traits.all {
                guard let v = applied(.system(name), traits) else { return nil }
                variants[traits] = v
            }
            return .variants(variants)
        case .literal, .alias:
            guard let value = color.value, case .literal(let c)? = applied(value, .light) else { return nil }
            return .literal(c)
        case .variants(let values):
            var variants: [Traits: ColorValue] = [:]
            for (traits, value) in values {
                guard let v = applied(value, traits) else { return nil }
                variants[traits] = v
            }
            return .variants(variants)
        case .unread: return color
        }
    }
}
