/// A layout's color references resolved through the resources, for one interface style: `@color/x` is `x`
/// (a selector its default item), `?attr/colorOnSurface` the color the app's themes agree on, `@drawable/x` a
/// solid shape's color. What cannot be named is `unknown` and what draws nothing is `transparent`.
struct AndroidResolver {
    enum Paint: Equatable {
        case named(String)
        case transparent
        /// Drawn, but not with a palette color (a literal, a picture, a data-binding expression).
        case unknown
    }

    /// Deeper than any real chain of styles or references; keeps a cycle or a hostile chain bounded.
    static let maximumChain = 16
    /// More app themes than a real app declares; bounds the work per `?attr` in a hostile project.
    static let maximumThemes = 64

    let resources: AndroidResources
    let night: Bool
    private var themes: [String]?
    private var attrs: [String: String?] = [:]

    init(_ resources: AndroidResources, night: Bool) {
        self.resources = resources
        self.night = night
    }

    func style(_ name: String) -> AndroidResources.Style? { resources.styles.get(name, night: night) }

    /// `key` on style `name` or the nearest of its parents that sets it.
    func item(_ key: String, style name: String) -> String? {
        var next: String? = name
        for _ in 0..<Self.maximumChain {
            guard let current = next, let style = style(current) else { return nil }
            if let value = style.items[key] { return value }
            next = style.parent
        }
        return nil
    }

    /// The color `reference` draws, from a view whose `android:theme` overlays are `overlays` (nearest first).
    mutating func paint(_ reference: String, overlays: [String] = [], depth: Int = 0) -> Paint {
        guard depth < Self.maximumChain else { return .unknown }
        let value = AndroidResources.trimmed(reference)
        if value == "@null" || value == "@android:color/transparent" { return .transparent }
        if value.hasPrefix("#") {
            // #00RRGGBB and #0RGB draw nothing; any other literal is not a palette color.
            let clear = (value.count == 9 && value.hasPrefix("#00")) || (value.count == 5 && value.hasPrefix("#0"))
            return clear ? .transparent : .unknown
        }
        if let name = Self.after("@android:color/", value) { return .named(name) }
        if let name = Self.after("@color/", value) {
            if let item = resources.selectors.get(name, night: night) {
                return paint(item, overlays: overlays, depth: depth + 1)
            }
            if let color = resources.colors.get(name, night: night),
                paint(color, overlays: overlays, depth: depth + 1) == .transparent
            {
                return .transparent
            }
            return .named(name)
        }
        if let name = Self.after("@drawable/", value) {
            guard let solid = resources.shapes.get(name, night: night) else { return .unknown }
            return paint(solid, overlays: overlays, depth: depth + 1)
        }
        if value.hasPrefix("?") {
            let key = Self.attrKey(value)
            if let themed = attr(key, overlays: overlays) { return paint(themed, overlays: overlays, depth: depth + 1) }
            let bare = Self.after("android:", key) ?? key
            // A ripple over the view behind: the attrs behind `?attr/selectableItemBackground`.
            return bare.hasPrefix("selectableItemBackground") ? .transparent : .named(bare)
        }
        return .unknown
    }

    /// A size in sp (or dp, px) as written or through `@dimen/`.
    func size(_ value: String, depth: Int = 0) -> Double? {
        if let name = Self.after("@dimen/", value), depth < Self.maximumChain {
            return resources.dimens.get(name, night: night).flatMap { size($0, depth: depth + 1) }
        }
        let number = value.prefix { $0.isNumber || $0 == "." }
        return Double(number)
    }

    /// WCAG's large text: 18 sp, or 14 sp bold.
    func isLarge(size: String?, textStyle: String?) -> Bool {
        guard let points = size.flatMap({ self.size($0) }) else { return false }
        return points >= 18 || (points >= 14 && textStyle?.contains("bold") == true)
    }

    /// `?attr/colorOnSurface`, `?colorOnSurface`, `?android:attr/textColorPrimary`, `?android:textColorPrimary`
    /// → the name a theme's `<item>` gives it: `colorOnSurface`, `android:textColorPrimary`.
    static func attrKey(_ reference: String) -> String {
        var rest = Substring(reference.dropFirst())
        var namespace = ""
        if rest.hasPrefix("android:") {
            namespace = "android:"
            rest = rest.dropFirst(8)
        }
        if rest.hasPrefix("attr/") { rest = rest.dropFirst(5) }
        return namespace + rest
    }

    static func after(_ prefix: String, _ value: String) -> String? {
        value.hasPrefix(prefix) ? String(value.dropFirst(prefix.count)) : nil
    }

    /// A theme attr's value: from the view's overlays, else the one value the app's themes agree on.
    private mutating func attr(_ key: String, overlays: [String]) -> String? {
        for overlay in overlays {
            if let value = themed(key, theme: overlay) { return value }
        }
        if let known = attrs[key] { return known }
        if themes == nil { themes = resources.appThemes(night: night) ?? appThemes() }
        var values: Set<String> = []
        for theme in themes ?? [] {
            if let value = themed(key, theme: theme) { values.insert(value) }
        }
        let agreed = values.count == 1 ? values.first : nil
        attrs[key] = agreed
        return agreed
    }

    /// `key` in `theme`, following `?attr/` inside the same theme.
    private func themed(_ key: String, theme: String) -> String? {
        var key = key
        for _ in 0..<Self.maximumChain {
            guard let value = item(key, style: theme) else { return nil }
            guard value.hasPrefix("?") else { return value }
            key = Self.attrKey(value)
        }
        return nil
    }

    /// Styles that are the app's themes: named `…Theme…` or descending from a `Theme.` style, overlays aside
    /// (`AndroidResources.settle` finds them once for every layout).
    func appThemes() -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for entry in resources.styles.all where (night || !entry.night) && seen.insert(entry.name).inserted {
            guard !entry.name.hasPrefix("ThemeOverlay") else { continue }
            if entry.name.contains("Theme") || descendsFromTheme(entry.name) { found.append(entry.name) }
            if found.count == Self.maximumThemes { break }
        }
        return found
    }

    private func descendsFromTheme(_ name: String) -> Bool {
        var next: String? = name
        for _ in 0..<Self.maximumChain {
            guard let current = next else { return false }
            if current.hasPrefix("Theme") { return true }
            next = style(current)?.parent
        }
        return false
    }
}
