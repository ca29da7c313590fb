import Pairs

extension AndroidResources {
    /// Styles that set a text color and a background together (a button's, a badge's): drawn wherever the
    /// style is used, so each is a pair at the style's own line, once, whether or not a layout names it.
    /// Sorted by place, so a scan reports them in the same order each run.
    func stylePairs() -> [SourcePair] {
        let backgrounds = AndroidLayoutScanner.backgrounds.map { AndroidResolver.after("app:", $0) ?? $0 }
        var found: [SourcePair] = []
        for (name, style, night) in styles.all where style.sets(["android:textColor"] + backgrounds) {
            var resolver = AndroidResolver(self, night: night)
            guard let text = resolver.item("android:textColor", style: name),
                let back = backgrounds.lazy.compactMap({ resolver.item($0, style: name) }).first,
                case .named(let front) = resolver.paint(text),
                case .named(let behind) = resolver.paint(back)
            else { continue }
            let large = resolver.isLarge(
                size: resolver.item("android:textSize", style: name),
                textStyle: resolver.item("android:textStyle", style: name))
            found.append(
                SourcePair(
                    foreground: front, background: behind, kind: large ? .largeText : .text, style: night ? .dark : nil,
                    site: SourceSite(style.location, "style \(name)")))
        }
        return found.sorted { ($0.site.location, $0.foreground) < ($1.site.location, $1.foreground) }
    }
}
