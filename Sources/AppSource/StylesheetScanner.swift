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
    /// `sass`: the project's Sass string settings, for `#{$prefix}` in the file.
    static func pairs(in file: SourceText, sass: SassStrings = SassStrings()) -> [SourcePair] {
        guard file.path.hasSuffix(".scss"), file.bytes.contains(0x23) else { return scan(file, markup: []).pairs }
        let text = sass.interpolated(String(decoding: file.bytes, as: UTF8.self))
        return scan(SourceText(path: file.path, bytes: Array(text.utf8)), markup: []).pairs
    }

    /// Tailwind's compiled stylesheet opens with its banner (`/*! tailwindcss v3.4.1 | MIT License ... */`).
    static func isTailwindBuild(_ bytes: [UInt8]) -> Bool {
        MarkupScanner.find(Array("/*! tailwindcss v".utf8), in: Array(bytes.prefix(512)), from: 0) != nil
    }

    /// The pairs, and what the sheet puts behind each element of `markup`: the elements of the file the sheet is
    /// the `<style>` block of. A text rule with no background of its own then goes on the background of each
    /// element it picks out, or of the nearest one around it.
    static func scan(
        _ file: SourceText, markup: [MarkupElement]
    ) -> (pairs: [SourcePair], backdrops: ComponentBackdrops) {
        // A sheet that names no custom property names no palette color; Tailwind's build writes a rule for every
        // utility of every color, whether the markup uses it or not (the markup's classes are what draws).
        guard MarkupScanner.find(Array("var(".utf8), in: file.bytes, from: 0) != nil, !Self.isTailwindBuild(file.bytes),
            let text = try? TextFile(file.bytes, file: file.path)
        else { return (TailwindApply.pairs(in: file), ComponentBackdrops(elements: markup, fills: [])) }
        let sheet = CSSRules(drawing: text, keeping: Self.drawing)
        let definitions = SheetDefinitions(sheet)
        var found: [SourcePair] = []
        // First what each rule sets, with what it inherits from the rules it is nested in, and its background.
        var owns: [[String: CSSRules.Declaration]] = []
        var effective: [[String: CSSRules.Declaration]] = []
        var fills: [(declaration: CSSRules.Declaration, name: String)?] = []
        var backgrounds: [String: String] = [:]
        for rule in sheet.rules {
            var own: [String: CSSRules.Declaration] = [:]
            // (Not what applies only where dusk draws nothing: `@media (forced-colors: active)`, print.)
            for d in rule.declarations.map({ sheet.declarations[$0] })
            where d.skippedPart == nil && !d.appearances.isEmpty {
                own[d.name] = d
            }
            var merged = rule.parent.map { effective[$0] } ?? [:]
            merged.merge(own) { $1 }
            let background = ["background-color", "background"].lazy.compactMap { merged[$0] }.first
            let fill = background.flatMap { d in Self.paletteName(d.value, in: merged, definitions).map { (d, $0) } }
            if let fill { backgrounds[rule.selector] = fill.1 }
            owns.append(own)
            effective.append(merged)
            fills.append(fill)
        }
        var drawn = ComponentBackdrops(
            elements: markup,
            fills: sheet.rules.indices.compactMap { i in
                fills[i].map { (sheet.rules[i].selector, $0.name, Self.style(of: sheet.rules[i].appearances)) }
            })
        let fillChains = Fills(backgrounds)
        for (index, rule) in sheet.rules.enumerated() {
            let own = owns[index]
            let merged = effective[index]
            let style = Self.style(of: rule.appearances)
            let resolve = { (value: String) in Self.paletteName(value, in: merged, definitions) }
            let background = fills[index]?.declaration
            let bg = fills[index]?.name
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
                if own[property] == nil, Self.isPseudoElement(rule.selector) { continue }
                let site = own[property] ?? own.values.min { $0.location < $1.location } ?? declaration
                if bg == nil, let placed = drawn.backgrounds(under: rule.selector, style: style) {
                    for (onto, container) in placed {
                        let over = container.map { " in `\(Self.short($0))`" } ?? ", over the page"
                        found.append(
                            SourcePair(
                                foreground: fg, background: onto, kind: kind, style: style,
                                site: SourceSite(site.location, "`\(Self.short(rule.selector))`\(over)")))
                    }
                    continue
                }
                let onto = bg ?? Self.enclosing(rule, in: sheet, backgrounds, fillChains) ?? SourcePair.page
                let over = bg == nil ? (onto == SourcePair.page ? ", over the page" : ", over its container") : ""
                found.append(
                    SourcePair(
                        foreground: fg, background: onto, kind: kind, style: style,
                        site: SourceSite(site.location, "`\(Self.short(rule.selector))`\(over)")))
            }
            if let boundary = fieldBoundary(
                rule, own, merged, definitions, bg: bg, style: style,
                {
                    Self.enclosing(rule, in: sheet, backgrounds, fillChains)
                })
            {
                found.append(boundary)
            }
        }
        return (found + TailwindApply.pairs(in: file), drawn)
    }

    /// A form field's border at rest is its boundary (WCAG 1.4.11, 3:1), judged on what is around the field (its
    /// container's fill, else the page); a field filled apart from its container shows where it is by its fill.
    static func fieldBoundary(
        _ rule: CSSRules.Rule, _ own: [String: CSSRules.Declaration], _ merged: [String: CSSRules.Declaration],
        _ definitions: SheetDefinitions, bg: String?, style: InterfaceStyle?, _ around: () -> String?
    ) -> SourcePair? {
        guard !rule.selector.contains(":"), let element = SelectorChain(rule.selector).compounds.last?.first,
            MarkupScanner.fields.contains(element.lowercased()),
            let border = own["border-color"] ?? own["border"],
            let color = paletteName(lastVariable(border.value), in: merged, definitions)
        else { return nil }
        let outside = around()
        guard bg == nil || outside == nil || bg == outside else { return nil }
        let over = outside == nil ? "over the page" : "over its container"
        return SourcePair(
            foreground: color, background: outside ?? SourcePair.page, kind: .glyph, style: style,
            site: SourceSite(border.location, "`\(short(rule.selector))` border, \(over)"))
    }

    /// `var(--x)` of the last `var()` in a shorthand (`border: var(--width) solid var(--color)`: the color is
    /// written last).
    static func lastVariable(_ value: String) -> String {
        guard let start = value.ranges(of: "var(--").last else { return value }
        return String(value[start.lowerBound...])
    }

    /// The properties that say what is drawn on what.
    static let drawing: Set<String> = [
        "color", "fill", "stroke", "background", "background-color", "border", "border-color",
    ]

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
    /// its own (`.nav` for `.nav .item a`), else by one that picks out an element around it.
    static func enclosing(
        _ rule: CSSRules.Rule, in sheet: CSSRules, _ backgrounds: [String: String],
        _ fills: Fills
    ) -> String? {
        var parent = rule.parent
        var inner = rule.selector
        // The selector of the element itself, before any `&` variant of it.
        var element = rule.selector
        while let p = parent {
            let outer = sheet.rules[p].selector
            // `&[data-variant]`, `&:hover`: the same element, whose background this rule made see-through.
            if Self.sameElement(inner, outer) {
                if element == inner { element = outer }
            } else if let bg = backgrounds[outer] {
                return bg
            }
            inner = outer
            parent = sheet.rules[p].parent
        }
        var parts = element.split(separator: " ").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            if parts.last == ">" || parts.last == "+" || parts.last == "~" { parts.removeLast() }
            if let bg = backgrounds[parts.joined(separator: " ")] { return bg }
        }
        // Else the nearest ancestor any filling rule picks out (`.text pre` fills the `pre.lang` of
        // `.text :where(pre.lang code)`).
        let chain = SelectorChain(element).compounds
        guard chain.count > 1 else { return nil }
        for end in stride(from: chain.count - 1, through: 1, by: -1) {
            // Only the rules whose element shares a simple selector with this ancestor can pick it out.
            let candidates = Set((chain[end - 1] + ["*"]).flatMap { fills.bySimple[$0] ?? [] }).sorted()
            if let i = candidates.first(where: { fills.chains[$0].chain.fills(chain[..<end]) }) {
                return fills.chains[i].name
            }
        }
        return nil
    }

    /// The rules that fill their element, as chains in selector order (the first that fills an ancestor wins),
    /// indexed by the simple selectors of their element.
    struct Fills {
        var chains: [(chain: SelectorChain, name: String)]
        var bySimple: [String: [Int]] = [:]

        init(_ backgrounds: [String: String]) {
            chains = backgrounds.sorted { $0.key < $1.key }.map { (SelectorChain($0.key), $0.value) }
            for (i, fill) in chains.enumerated() {
                for simple in Set(fill.chain.compounds.last ?? []) { bySimple[simple, default: []].append(i) }
            }
        }
    }

    /// Whether nested selector `inner` (in full) picks out the very element `outer` does (`.button.ghost`,
    /// `.button:hover` in `.button`), not one inside it.
    static func sameElement(_ inner: String, _ outer: String) -> Bool {
        let first = { (s: String) in CSSSelectors.split(s, at: ",")[0].trimmingSpaces }
        let i = first(inner)
        // A nested rule's selector in full writes its parent as `:is(parent)` (`CSSRules.nested`).
        for o in [":is(\(outer))", first(outer)] where i.count > o.count && i.hasPrefix(o) {
            let next = i[i.index(i.startIndex, offsetBy: o.count)]
            return next != " " && next != ">" && next != "+" && next != "~"
        }
        return false
    }

    /// Whether a selector's subject is a pseudo-element (`h2::before`): it draws its own content only (an icon,
    /// a mask), not the text of its element, so it pairs only a color it sets itself.
    static func isPseudoElement(_ selector: String) -> Bool {
        CSSSelectors.split(selector, at: ",").allSatisfy {
            let s = $0.trimmingSpaces.lowercased()
            return s.hasSuffix("::before") || s.hasSuffix("::after") || s.hasSuffix(":before") || s.hasSuffix(":after")
                || s.hasSuffix("::marker")
        }
    }

    /// The palette color a value names: `var(--x)` (through the component's own custom properties),
    /// `hsl(var(--x))`, `rgb(var(--x) / 50%)`; nil for a literal, `currentColor`, a mix or a gradient.
    static func paletteName(
        _ value: String, in declarations: [String: CSSRules.Declaration], _ definitions: SheetDefinitions,
        depth: Int = 0
    ) -> String? {
        guard depth < 8 else { return nil }
        let v = value.lowercased()
        guard !v.contains("gradient("), !v.contains("color-mix("), !v.contains("url(") else { return nil }
        guard let name = firstVariable(in: value) else { return nil }
        // The component's own property: followed; the palette's: named.
        if let local = declarations["--" + name] ?? (definitions.once["--" + name] ?? nil) {
            // A palette root's own value (`:root { --background: #FFF }` in a sheet that is also the app's): the
            // palette's color itself, by its name.
            if definitions.roots.contains("--" + name), !local.value.contains("var(") { return name }
            return paletteName(local.value, in: declarations, definitions, depth: depth + 1)
        }
        return name
    }

    /// The custom properties a sheet defines: each defined once in it (nil for one defined twice), and those its
    /// palette roots (`:root`, `.dark`) set.
    struct SheetDefinitions {
        var once: [String: CSSRules.Declaration?] = [:]
        var roots: Set<String> = []

        init(_ sheet: CSSRules) {
            for d in sheet.declarations where d.name.hasPrefix("--") {
                once[d.name] = once[d.name] == nil ? .some(d) : .some(nil)
            }
            for rule in sheet.rules where CSSSelectors.classify(rule.selector) != nil {
                for i in rule.declarations where sheet.declarations[i].name.hasPrefix("--") {
                    roots.insert(sheet.declarations[i].name)
                }
            }
        }
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
