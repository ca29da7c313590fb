import ThemeModel

/// The app's theme among the styles of a values folder and its night folder, and the colors it resolves through
/// its parents, in light and in dark, as Android resolves them: a style inherits the items it does not set from
/// its `parent` (else from its name's dotted prefix, `Theme.App.NoActionBar` from `Theme.App`), and values-night/
/// redefines a style by its name (Google's Reply re-parents `Theme.Reply.DayNight` on `Theme.Reply.Dark` there).
/// A night style keeps the items of its values/ namesake it does not set, as dusk reads every night value by name.
struct AndroidAppTheme {
    typealias Style = AndroidResourceFile.Style
    typealias Definition = AndroidResourceFile.Definition

    /// One color the theme resolves, named by the theme (`Theme.Reply/colorPrimary`, wherever in its parents the
    /// item is written), the item the night theme resolves instead, and the name of that night item when only
    /// values-night/ holds it (it is read as this dark value, not as a color of its own).
    struct Color {
        var name: String
        /// The item as the theme resolves it in light, under the theme's name (`Theme.Dusky/colorPrimary` for the
        /// item `Base.Theme.Dusky` writes): the parent's own row keeps what the parent resolves at night.
        var light: Definition
        /// The row of the style that writes the item (`Base.Theme.Dusky/colorPrimary`): the same item, read once.
        var written: String
        var night: Definition?
        var nightOnly: String?
    }

    /// A style's ancestry in light or at night: its name and the app styles it inherits from, nearest first, and
    /// the style above them that is not the app's (a framework theme such as `Theme.MaterialComponents.DayNight`),
    /// if one is named.
    struct Chain {
        var names: [String] = []
        var top: String?
    }

    var light: [String: Style] = [:]
    var night: [String: Style] = [:]
    /// Style names in the order they were read: values/ first.
    var order: [String] = []
    /// Each style's chain in light and at night, walked once.
    private var chains: [Bool: [String: Chain]] = [:]

    /// The styles of both folders (the first of a name read wins, as for colors).
    init(light lightStyles: [Style], night nightStyles: [Style]) {
        for style in lightStyles where light[style.name] == nil {
            light[style.name] = style
            order.append(style.name)
        }
        for style in nightStyles where night[style.name] == nil {
            night[style.name] = style
            if light[style.name] == nil { order.append(style.name) }
        }
        for isNight in [false, true] {
            chains[isNight] = Dictionary(uniqueKeysWithValues: order.map { ($0, walk($0, night: isNight)) })
        }
    }

    /// The style named `name` in light or at night: values-night/'s with the items of values/'s it does not set.
    func style(_ name: String, night isNight: Bool) -> Style? {
        guard isNight, var style = night[name] else { return light[name] }
        let set = Set(style.items.map(\.name))
        style.items += (light[name]?.items ?? []).filter { !set.contains($0.name) }
        return style
    }

    /// The name a style inherits from (`@style/` dropped; a framework style keeps `android:`), nil for none.
    static func parentName(of style: Style) -> String? {
        guard let written = style.parent else {
            guard let dot = style.name.lastIndex(of: ".") else { return nil }
            return String(style.name[..<dot])
        }
        if written.isEmpty { return nil }
        for prefix in ["@android:style/", "@*android:style/"] where written.hasPrefix(prefix) {
            return "android:" + written.dropFirst(prefix.count)
        }
        return written.hasPrefix("@style/") ? String(written.dropFirst("@style/".count)) : written
    }

    func chain(_ name: String, night isNight: Bool) -> Chain { chains[isNight]?[name] ?? walk(name, night: isNight) }

    /// The chain, walked up from the style (at night, values-night/'s definition names the parent where it has one).
    private func walk(_ name: String, night isNight: Bool) -> Chain {
        var chain = Chain()
        var next: String? = name
        while let current = next, chain.names.count < 32, !chain.names.contains(current) {
            guard let style = (isNight ? night[current] : nil) ?? light[current] else {
                chain.top = current
                break
            }
            chain.names.append(current)
            next = Self.parentName(of: style)
        }
        return chain
    }

    /// Whether the style is a theme (what an activity or the app is given), not a widget's style or an overlay:
    /// what it inherits from at the top is a `Theme` (`Theme.AppCompat`, `android:Theme.Material`, `AppTheme`).
    func isTheme(_ name: String) -> Bool {
        [false, true].contains { isNight in
            let chain = chain(name, night: isNight)
            guard let top = chain.top ?? chain.names.last else { return false }
            let parts = top.replacingPrefix("android:").split(separator: ".")
            return parts.contains("Theme") || parts.first?.hasSuffix("Theme") == true
        }
    }

    /// Whether the style or one it inherits from, in light or at night, sets a color.
    func setsColors(_ name: String) -> Bool {
        [false, true].contains { isNight in
            chain(name, night: isNight).names.contains {
                light[$0]?.items.isEmpty == false || (isNight && night[$0]?.items.isEmpty == false)
            }
        }
    }

    /// The app theme and why: of the themes that set colors, those values-night/ redefines too (the two halves of
    /// a DayNight theme) when there are some; of them, the one the most of the app's styles inherit from (the
    /// others add to it); of those, the first read.
    func appTheme() -> (name: String, why: String)? {
        let candidates = order.filter { isTheme($0) && setsColors($0) }
        let both = candidates.filter { light[$0] != nil && night[$0] != nil }
        let heirs = heirCounts()
        // Android Studio's template: `Theme.App` (what the manifest names) adds to `Base.Theme.App`, the DayNight
        // pair; the one theme built on the pair that no other builds on is the app's.
        let built = candidates.filter { name in
            !both.contains(name) && light[name]?.items.isEmpty == false
                && chain(name, night: false).names.contains { both.contains($0) }
        }
        let leaves = built.filter { name in
            !built.contains { $0 != name && chain($0, night: false).names.contains(name) }
        }
        if leaves.count == 1, let leaf = leaves.first,
            let base = chain(leaf, night: false).names.first(where: both.contains)
        {
            return (leaf, "it builds on `\(SafeText.excerpt(base))`, which values/ and values-night/ both define")
        }
        let pool = both.isEmpty ? candidates : both
        guard let chosen = pool.max(by: { heirs[$0, default: 0] < heirs[$1, default: 0] }) else { return nil }
        var reasons: [String] = []
        if !both.isEmpty { reasons.append("values/ and values-night/ both define it") }
        if let count = heirs[chosen], count > 0 {
            reasons.append("\(count) of the app's styles inherit from it")
        }
        if candidates.count == 1 {
            reasons.append("the only theme here that sets colors")
        } else if reasons.isEmpty {
            reasons.append("the first of the \(candidates.count) themes here that set colors")
        }
        return (chosen, reasons.joined(separator: "; "))
    }

    /// How many of the app's styles inherit from each style, in light or at night (one walk up from each style).
    private func heirCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for name in order {
            let ancestors = Set([false, true].flatMap { chain(name, night: $0).names.dropFirst() })
            for ancestor in ancestors where ancestor != name { counts[ancestor, default: 0] += 1 }
        }
        return counts
    }

    /// The colors `theme` resolves in light, nearest style first, each with what its night theme resolves.
    func colors(of theme: String) -> [Color] {
        let nightChain = chain(theme, night: true).names.compactMap { style($0, night: true) }
        var seen = Set<String>()
        var colors: [Color] = []
        for style in chain(theme, night: false).names.compactMap({ style($0, night: false) }) {
            for item in style.items where seen.insert(item.name).inserted {
                var color = Color(
                    name: theme + "/" + item.name, light: AndroidResourceFile.styleItem(item, of: theme),
                    written: style.name + "/" + item.name)
                if let owner = nightChain.first(where: { $0.items.contains { $0.name == item.name } }),
                    let resolved = owner.items.first(where: { $0.name == item.name }),
                    resolved.location != item.location
                {
                    color.night = AndroidResourceFile.styleItem(resolved, of: theme)
                    if light[owner.name]?.items.contains(where: { $0.name == item.name }) != true {
                        color.nightOnly = owner.name + "/" + item.name
                    }
                }
                colors.append(color)
            }
        }
        return colors
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String) -> Substring {
        hasPrefix(prefix) ? dropFirst(prefix.count) : Substring(self)
    }
}
