import Pairs
import Syntax
import ThemeModel

/// CSS, SCSS and Less (and the `<style>` blocks of Vue, Svelte and HTML files) as they draw: a rule's `color`
/// (or an icon's `fill`) on its `background`, with what it inherits from the rules it is nested in; a text
/// color with no background of its own on the nearest enclosing rule's (by nesting, or by a selector that
/// is the start of its own), else on the page. A component's own custom properties (`--button-color:
/// var(--brand-text)`) are followed to the palette's, a variant that only sets them (`&.ghost {
/// --button-color: ... }`) drawing its own pair.
enum StylesheetScanner {
    static func pairs(in file: SourceText) -> [SourcePair] {
        // A sheet that names no custom property names no palette color.
        guard MarkupScanner.find(Array("var(".utf8), in: file.bytes, from: 0) != nil,
            let text = try? TextFile(file.bytes, file: file.path)
        else { return [] }
        let sheet = CSSRules(drawing: text, keeping: Self.drawing)
        var found: [SourcePair] = []
        var backgrounds: [String: String] = [:]
        var effective: [[String: CSSRules.Declaration]] = []
        for rule in sheet.rules {
            var own: [String: CSSRules.Declaration] = [:]
            // (Not what applies only where dusk draws nothing: `@media (forced-colors: active)`, print.)
            for d in rule.declarations.map({ sheet.declarations[$0] })
            where d.skippedPart == nil && !d.appearances.isEmpty {
                own[d.name] = d
            }
            var merged = rule.parent.map { effective[$0] } ?? [:]
            merged.merge(own) { $1 }
            effective.append(merged)
            let style = Self.style(of: rule.appearances)
            let resolve = { (value: String) in Self.paletteName(value, in: merged, sheet) }
            let background = ["background-color", "background"].lazy.compactMap { merged[$0] }.first
            let bg = background.flatMap { resolve($0.value) }
            if let bg { backgrounds[rule.selector] = bg }
            if let bg, let background, Self.isPage(rule.selector), rule.parent == nil {
                found.append(
                    SourcePair(
                        foreground: SourcePair.page, background: bg, kind: .text, style: style,
                        site: SourceSite(background.location, "the page's background")))
            }
            // A rule draws a foreground it sets itself, or one it changes through a custom property it sets, or
            // any on a background it sets (a nested rule's inherited color on its parent's background is the
            // parent's pair, said once).
            let ownBackground = background.map { b in own.values.contains { $0.location == b.location } } ?? false
            let changes = { (d: CSSRules.Declaration?) in
                d.map { d in own.keys.contains { $0.hasPrefix("--") && d.value.contains("var(" + $0) } } ?? false
            }
            for (property, kind) in Self.foregrounds.sorted(by: { $0.key < $1.key }) {
                guard let declaration = merged[property], let fg = resolve(declaration.value) else { continue }
                guard own[property] != nil || ownBackground || changes(declaration) || changes(background) else {
                    continue
                }
                let onto = bg ?? Self.enclosing(rule, in: sheet, backgrounds, effective) ?? SourcePair.page
                let over = bg == nil ? (onto == SourcePair.page ? ", over the page" : ", over its container") : ""
                let site = own[property] ?? own.values.min { $0.location < $1.location } ?? declaration
                found.append(
                    SourcePair(
                        foreground: fg, background: onto, kind: kind, style: style,
                        site: SourceSite(site.location, "`\(Self.short(rule.selector))`\(over)")))
            }
        }
        return found
    }

    /// The properties that say what is drawn on what.
    static let drawing: Set<String> = ["color", "fill", "stroke", "background", "background-color"]

    /// What each foreground property draws.
    static let foregrounds: [String: DrawnPair.Kind] = ["color": .text, "fill": .glyph, "stroke": .glyph]

    /// The one style a rule applies in, or nil for both.
    static func style(of set: AppearanceSet) -> InterfaceStyle? {
        if set == AppearanceSet.matching(style: .dark) { return .dark }
        if set == AppearanceSet.matching(style: .light) { return .light }
        return nil
    }

    /// Where the page's own colors are set.
    static func isPage(_ selector: String) -> Bool {
        let s = selector.lowercased()
        // Or where a palette's roots are (`:root`, `.dark`, `[data-color-scheme]`): their background is the page's.
        return s == "body" || s == "html" || s == "html, body" || s == "body, html" || CSSSelectors.classify(s) != nil
    }

    /// The background of the nearest rule around `rule`: by nesting, else by a selector that is the start of
    /// its own (`.nav` for `.nav .item a`).
    static func enclosing(
        _ rule: CSSRules.Rule, in sheet: CSSRules, _ backgrounds: [String: String],
        _ effective: [[String: CSSRules.Declaration]]
    ) -> String? {
        var parent = rule.parent
        while let p = parent {
            if let bg = backgrounds[sheet.rules[p].selector] { return bg }
            parent = sheet.rules[p].parent
        }
        var parts = rule.selector.split(separator: " ").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            if parts.last == ">" || parts.last == "+" || parts.last == "~" { parts.removeLast() }
            if let bg = backgrounds[parts.joined(separator: " ")] { return bg }
        }
        return nil
    }

    /// The palette color a value names: `var(--x)` (through the component's own custom properties),
    /// `hsl(var(--x))`, `rgb(var(--x) / 50%)`; nil for a literal, `currentColor`, a mix or a gradient.
    static func paletteName(
        _ value: String, in declarations: [String: CSSRules.Declaration], _ sheet: CSSRules, depth: Int = 0
    ) -> String? {
        guard depth < 8 else { return nil }
        let v = value.lowercased()
        guard !v.contains("gradient("), !v.contains("color-mix("), !v.contains("url(") else { return nil }
        guard let name = firstVariable(in: value) else { return nil }
        // The component's own property: followed; the palette's: named.
        if let local = declarations["--" + name] ?? fileDefinition("--" + name, sheet) {
            return paletteName(local.value, in: declarations, sheet, depth: depth + 1)
        }
        return name
    }

    /// The one definition of a custom property in the sheet outside the palette's roots, when there is one.
    static func fileDefinition(_ name: String, _ sheet: CSSRules) -> CSSRules.Declaration? {
        var found: CSSRules.Declaration?
        for d in sheet.declarations where d.name == name {
            guard found == nil else { return nil }
            found = d
        }
        return found
    }

    /// `x` of the first `var(--x ...)` in `value`.
    static func firstVariable(in value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        let marker = Array("var(--".unicodeScalars)
        guard scalars.count > marker.count,
            let at = (0...(scalars.count - marker.count)).first(where: {
                scalars[$0..<$0 + marker.count].elementsEqual(marker)
            })
        else { return nil }
        var name = ""
        for c in scalars[(at + marker.count)...] {
            if c == "," || c == ")" || c == " " { break }
            name.unicodeScalars.append(c)
        }
        return name.isEmpty ? nil : name
    }

    /// A selector cut for a clause.
    static func short(_ selector: String) -> String { SafeText.excerpt(selector, limit: 48) }
}
