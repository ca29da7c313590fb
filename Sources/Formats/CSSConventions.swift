import ThemeModel

/// The pairing convention of shadcn/ui and the Tailwind themes built like it: `--primary-foreground` is the
/// text on `--primary`, `--foreground` the text on `--background`, and `--muted-foreground` the quiet text on
/// the page and its cards, `--ring` the focus ring on the page. Where a stylesheet follows it (two such pairs
/// or more), `check` holds those pairs, and the file's colors are left out of the pairing by name, which would
/// lay `primary-foreground` on every surface and borders on iOS's backgrounds.
enum CSSConventions {
    /// Where quiet text and focus rings are drawn besides their own pair.
    static let pageSurfaces = ["background", "card", "popover"]

    static func declarePairs(_ doc: inout ThemeDocument) {
        let entries = Dictionary(doc.colors.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // A name that only links to another (`color-primary: var(--primary)`) is that other's pair already.
        func isLink(_ name: String) -> Bool {
            entries[name].map { e in
                e.color.variants.values.allSatisfy { if case .alias = $0.value { true } else { false } }
            } ?? true
        }
        var pairs: [(foreground: String, backgrounds: [String], level: String)] = []
        for entry in doc.colors where entry.name.hasSuffix("foreground") {
            let base =
                entry.name == "foreground" ? "background" : String(entry.name.dropLast("-foreground".count))
            guard entry.name != base, entries[base] != nil, !(isLink(entry.name) && isLink(base)) else { continue }
            var backgrounds = [base]
            if base.hasSuffix("muted") {
                let prefix = base.dropLast("muted".count)
                backgrounds += pageSurfaces.map { prefix + $0 }.filter { entries[$0] != nil }
            }
            pairs.append((entry.name, backgrounds, "AA"))
        }
        guard pairs.count >= 2 else { return }
        for entry in doc.colors where entry.name == "ring" || entry.name.hasSuffix("-ring") {
            let base = entry.name == "ring" ? "background" : String(entry.name.dropLast("-ring".count))
            if entries[base] != nil, !isLink(entry.name) { pairs.append((entry.name, [base], "AA-ui")) }
        }
        for pair in pairs {
            guard let entry = entries[pair.foreground],
                let minimum = DeclaredPair.levels.first(where: { $0.name == pair.level })?.minimum
            else { continue }
            doc.contrast.append(
                DeclaredPair(
                    foreground: pair.foreground, backgrounds: pair.backgrounds, minimum: minimum, level: pair.level,
                    location: entry.location))
        }
        for entry in doc.colors { doc.roles.append((entry.name, .decorative, entry.location)) }
    }
}
