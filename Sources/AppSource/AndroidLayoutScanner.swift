import Pairs
import Syntax
import ThemeModel

/// Android layouts: each view's text color and icon tint (its own, its `style`'s or its `textAppearance`'s)
/// on its own background, else on the nearest ancestor's that draws one, else on the window's (the page). A
/// view with no background looks through to its parent; a background that is not a palette color (a literal, a
/// picture, one the app's code sets while it runs, one only `tools:background` shows) hides the ones behind it,
/// so nothing is paired on it. A text view that sets no color draws the theme's `textColorPrimary`.
enum AndroidLayoutScanner {
    typealias Paint = AndroidResolver.Paint

    static func pairs(in file: SourceText, resources: AndroidResources) -> [SourcePair] {
        guard let text = try? TextFile(file.bytes, file: file.path), let root = try? XMLParser.parse(text) else {
            return []
        }
        let night = file.path.split(separator: "/").dropLast().last.map { ResourceFolder(String($0)).night } ?? false
        func walk(night: Bool) -> [SourcePair] {
            var walk = Walk(resolver: AndroidResolver(resources, night: night), style: night ? .dark : .light)
            // Behind the root is the window, which draws the theme's page (`android:colorBackground`).
            walk.visit(root, behind: .named(SourcePair.page), overlays: [])
            return walk.pairs
        }
        guard !night else { return walk(night: true) }
        // A layout of `layout/` is drawn in light and dark, its `?attr/` and `@color/` each resolved as that
        // mode resolves them (`values-night/` first in dark): a place that draws the same in both is one pair.
        return merged(day: walk(night: false), night: walk(night: true))
    }

    /// The day's and the night's pairs of one layout: one for both where they agree, else each in its style.
    static func merged(day: [SourcePair], night: [SourcePair]) -> [SourcePair] {
        func both(_ p: SourcePair) -> SourcePair {
            var p = p
            p.style = nil
            return p
        }
        let nightAsBoth = Set(night.map(both))
        let dayAsBoth = Set(day.map(both))
        var found: [SourcePair] = []
        for pair in day {
            found.append(nightAsBoth.contains(both(pair)) ? both(pair) : pair)
        }
        for pair in night where !dayAsBoth.contains(both(pair)) { found.append(pair) }
        return found
    }

    /// The framework's attributes a view's colors are set with; a style names the `app:` ones without a prefix.
    static let textColor = ["android:textColor"]
    static let tints = ["app:tint", "android:tint", "app:iconTint", "android:drawableTint", "app:drawableTint"]
    /// The first one set wins: a tint colors the background drawable it is written with.
    static let backgrounds = [
        "app:cardBackgroundColor", "app:chipBackgroundColor", "app:backgroundTint", "android:backgroundTint",
        "android:background",
    ]

    private struct Walk {
        var resolver: AndroidResolver
        let style: InterfaceStyle?
        var pairs: [SourcePair] = []

        /// `behind`: the nearest ancestor's background, nil when no ancestor draws one.
        mutating func visit(_ element: XMLElement, behind: Paint?, overlays: [String]) {
            var overlays = overlays
            if let theme = element.attribute("android:theme")?.value {
                overlays.insert(AndroidResources.styleName(theme), at: 0)
            }
            let view = LayoutView(element, resolver)
            var background = behind
            if let own = view.background(&resolver, overlays), own != .transparent {
                background = own
            }
            let setAtRunTime = view.id.map { resolver.resources.runtime.backgrounds.contains($0) }
            // `tools:background` is what the layout editor shows in place of a background the app gives at run time.
            if setAtRunTime == true || (view.element.attribute("tools:background") != nil && background == behind) {
                background = .unknown
            }
            if case .named(let back) = background { pair(view, on: back, overlays) }
            // The parser bounds the depth, so recursion is bounded too.
            for child in element.children { visit(child, behind: background, overlays: overlays) }
        }

        private mutating func pair(_ view: LayoutView, on back: String, _ overlays: [String]) {
            let site = SourceSite(view.element.location, view.detail)
            var text = view.value(AndroidLayoutScanner.textColor, appearance: true)
            if text == nil && view.drawsText { text = "?android:attr/textColorPrimary" }
            // A text color the code sets while the app runs is not the layout's.
            if let id = view.id, resolver.resources.runtime.textColors.contains(id) { text = nil }
            if let text, case .named(let front) = resolver.paint(text, overlays: overlays) {
                let kind: DrawnPair.Kind = view.isLarge(resolver) ? .largeText : .text
                pairs.append(SourcePair(foreground: front, background: back, kind: kind, style: style, site: site))
            }
            if let tint = AndroidLayoutScanner.tints.lazy.compactMap({ view.value([$0], appearance: false) }).first,
                case .named(let front) = resolver.paint(tint, overlays: overlays)
            {
                pairs.append(SourcePair(foreground: front, background: back, kind: .glyph, style: style, site: site))
            }
        }
    }
}

/// One element of a layout with what its `style` and `textAppearance` add to its own attributes.
struct LayoutView {
    let element: XMLElement
    let style: String?
    let appearance: String?
    private let resolver: AndroidResolver

    init(_ element: XMLElement, _ resolver: AndroidResolver) {
        self.element = element
        self.resolver = resolver
        style = element.attribute("style").map { AndroidResources.styleName($0.value) }
        let written =
            element.attribute("android:textAppearance")?.value
            ?? style.flatMap { resolver.item("android:textAppearance", style: $0) }
        // `?attr/textAppearanceBody1` names a style through the theme; only `@style/` is followed here.
        appearance = written.flatMap { $0.hasPrefix("@") ? AndroidResources.styleName($0) : nil }
    }

    /// The view's id as the code's names match it (`RuntimeViewColors.key`).
    var id: String? { element.attribute("android:id").map { RuntimeViewColors.key($0.value) } }

    /// `MaterialCardView @+id/card`: the class without its package, and the id as written.
    var detail: String {
        let name = element.name.split(separator: ".").last.map(String.init) ?? element.name
        guard let id = element.attribute("android:id")?.value else { return name }
        return "\(name) \(id)"
    }

    /// Widgets that draw text in the theme's text color when they set none (buttons take theirs from their
    /// library's style, which the app's files do not hold).
    var drawsText: Bool {
        let name = element.name.split(separator: ".").last.map(String.init) ?? element.name
        return name.hasSuffix("TextView") || name.hasSuffix("EditText") || name.hasSuffix("CheckBox")
            || name.hasSuffix("RadioButton") || name.hasPrefix("Switch")
    }

    /// The first of `keys` set on the element, else on its style, else (for text) on its text appearance: an
    /// attribute written on the view beats any its style sets (`android:backgroundTint` over the style's
    /// `backgroundTint`), as Android applies them.
    func value(_ keys: [String], appearance withAppearance: Bool) -> String? {
        if let own = keys.lazy.compactMap({ element.attribute($0)?.value }).first { return own }
        let styleKeys = keys.map { AndroidResolver.after("app:", $0) ?? $0 }
        for source in [style, withAppearance ? appearance : nil].compactMap({ $0 }) {
            if let inherited = styleKeys.lazy.compactMap({ resolver.item($0, style: source) }).first {
                return inherited
            }
        }
        return nil
    }

    func background(_ resolver: inout AndroidResolver, _ overlays: [String]) -> AndroidResolver.Paint? {
        if let written = value(AndroidLayoutScanner.backgrounds, appearance: false) {
            return resolver.paint(written, overlays: overlays)
        }
        // Material's filled button fills itself with the theme's primary color; its outlined and text buttons
        // are see-through.
        if element.name.hasSuffix("MaterialButton") {
            let see = ["OutlinedButton", "TextButton"].contains { kind in style?.contains(kind) == true }
            return see ? nil : resolver.paint("?attr/colorPrimary", overlays: overlays)
        }
        // Material's card fills itself with the theme's surface color unless told otherwise.
        if element.name.hasSuffix("MaterialCardView") {
            return resolver.paint("?attr/colorSurface", overlays: overlays)
        }
        // AndroidX's card fills itself with a color of its own.
        if element.name.hasSuffix("CardView") { return .unknown }
        return nil
    }

    func isLarge(_ resolver: AndroidResolver) -> Bool {
        resolver.isLarge(
            size: value(["android:textSize"], appearance: true),
            textStyle: value(["android:textStyle"], appearance: true))
    }
}
