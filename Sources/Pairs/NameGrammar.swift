import ThemeModel

/// What a color's name says it is for, in the grammar design systems share: a family word (`text`, `bg`,
/// `border`, `icon`), qualifiers (`inverse`, `bold`, `subtle`), states (`hovered`, `rest`), a partner it is
/// drawn on (`primary-foreground` on `primary`, `onPrimary`, `text-on-brand`, `fgColor.onEmphasis`) and the
/// rest of the name, its stem (`button.primary` of `button.primary.bgColor.rest`). Kebab, snake, camel and
/// dotted names read alike: all of it is read from the name's words (`NameWords.split`).
public struct NameReading: Sendable, Hashable {
    public enum Family: Sendable, Hashable {
        /// Text and icons: drawn on surfaces.
        case foreground
        /// Icons and glyphs: drawn on surfaces, held to 3:1.
        case icon
        /// A surface other colors are drawn on.
        case surface
        /// A line between content.
        case line
        /// A translucent fill or well.
        case fill
        /// Not drawn under or as content: shadows, scrims, disabled states, charts, transparent helpers.
        case decorative
        /// A brand or action color whose name does not say whether it is text or a fill (`brand`, `primary`).
        case accent
        /// Large text.
        case largeText
    }

    /// The name's lowercased words, `color` dropped (`color-bg-brand-bold` → bg, brand, bold).
    public var words: [String]
    public var family: Family?
    /// The family word comes after the other words (`button.primary.bg`, `cardBackground`): the name is a
    /// component's part, not a family's member (`bg.button`).
    public var familyLast = false
    /// Written for inverse surfaces (`text-inverse`, `inverseSurface`).
    public var inverse = false
    /// A strong surface that carries inverse text (`bg-danger-bold`, `bgColor.accent.emphasis`, `accent-solid`).
    public var bold = false
    /// The words of the surface it is drawn on, when the name says (`onPrimary` → primary, `muted-foreground`
    /// → muted, `foreground` → background).
    public var partner: [String]?
    /// The words besides the family word and states: the component or family it belongs to
    /// (`button, primary` of `button.primary.fgColor.rest`, `danger, bold` of `color.background.danger.bold`).
    public var context: [String] = []
    /// The color family it is of (`danger` of `color-text-danger` and of `color-bg-danger-subtle`; none for
    /// `text-subtle`): the context's words in `familyNames` or `hues`.
    public var stem: [String] = []
    /// A step of a scale (`blue-9`, `gray600`, `slate.100`): a primitive, judged where tokens use it.
    public var scaleStep = false
    /// A brand color's own surface (`primaryContainer`): it carries its partner text only.
    public var brandSurface = false
    /// Has a brand word (`primary`, `brand`, `accent`): a surface of it is that brand's.
    public var hasBrandWord: Bool { words.contains { NameReading.accentWords.contains($0) } }
    /// The interaction state the name is for (`pressed`, `hover`), nil for the resting one.
    public var state: String? {
        words.first { NameReading.states.contains($0) && !["default", "rest", "enabled"].contains($0) }
    }
    /// States that are a resting look, not an interaction.
    static let restingStates: Set<String> = ["default", "rest", "enabled", "selected", "checked", "visited"]
    /// A hover's or press's color (`bg-selected-pressed`, `button.hover`), not a resting or selected one.
    public var isTransient: Bool {
        words.contains { NameReading.states.contains($0) && !NameReading.restingStates.contains($0) }
    }
    /// Says it is pale (`subtle`, `muted`, `light`): never a bold surface for its hue alone.
    public var subtle: Bool { words.contains { NameReading.subtleWords.contains($0) } }
    /// Named as a brand's surface (`brandAccent`, `primaryContainer`): declared a background, it carries its
    /// partners only.
    public var namesBrandSurface: Bool { family == .accent || brandSurface }
    /// Named by a rank alone (shadcn's `secondary`): the fill of that rank's button, not a pale area.
    public var isRank: Bool { !words.isEmpty && words.allSatisfy { NameReading.rankWords.contains($0) } }
    /// Text drawn in fields (`placeholder`, `hint`, `Ink/Faint`).
    public var isFieldText: Bool { words.contains { NameReading.fieldTextWords.contains($0) } }
    /// Quiet text (`text-tertiary`, `text.subtlest`): footnotes and timestamps on the page, cards and selected rows.
    public var isQuiet: Bool { words.contains { NameReading.quietWords.contains($0) } }
    /// Says no more than a level (`text-secondary`, `Ink/Strong`, `onSurfaceVariant`, `card-foreground`): a
    /// system's everyday text, drawn on all its everyday surfaces. Other text (`price_text`, `text-danger`,
    /// `Ocean/Tide`) is drawn on the page and its cards.
    public var saysOnlyLevel: Bool {
        context.allSatisfy { w in
            NameReading.levels.contains(w) || Int(w) != nil || NameReading.pageWords.contains(w)
                || NameReading.surfaceWords.contains(w) || NameReading.containerWords.contains(w)
        }
    }
    /// A bar's surface (`NavBarBackground`, `bottom_nav_background`): no form is drawn on it.
    public var isBar: Bool { words.contains { NameReading.barWords.contains($0) } }
    /// A surface content is laid out on: the page, cards, cells, panels, dialogs; not a muted, sunken or
    /// grouped area, a bar, a popover, a state, nor a numbered step past the second (`surface-3`).
    public var holdsContent: Bool {
        let aside = words.contains { w in
            NameReading.asideWords.contains(w) || NameReading.barWords.contains(w)
                || NameReading.selectionWords.contains(w)
        }
        let laterStep = zip(words, words.dropFirst()).contains { word, step in
            let isLevel = NameReading.surfaceWords.contains(word) || NameReading.levels.contains(word)
            return isLevel && (Int(step).map { $0 > 2 } ?? false)
        }
        return !aside && !laterStep
    }

    /// `prefix`: a first word the whole system's names share (`ds` of Atlassian's `--ds-text`), dropped.
    public init(_ name: String, prefix: String? = nil) {
        words = NameReading.joiningCompounds(NameWords.split(name))
        if let prefix, words.count > 1, words.first == prefix { words.removeFirst() }
        // The last segment of a folder path (`Scene/Profile/Banner/username.gray`): the color itself.
        if let slash = name.lastIndex(of: "/") {
            leafCount = min(words.count, NameReading.joiningCompounds(NameWords.split(String(name[slash...]))).count)
        } else {
            leafCount = words.count
        }
        parse()
    }

    /// How many of the last words are the name's last path segment.
    private var leafCount = 0

    /// A folder's family word (`Banner` of `Scene/Profile/Banner/username.gray`) says what the folder holds,
    /// not what the color is, when the last segment names something else (`username`): it is then no family.
    /// (A folder of a role, `Colors/Border/searchCard`, says what its colors are: the search card's border.)
    private func folderWordYields(at index: Int) -> Bool {
        guard index < words.count - leafCount, NameReading.isComponentWord(words[index]) else { return false }
        return words.suffix(leafCount).contains { w in
            NameReading.familyOf(w) == nil && !NameReading.levels.contains(w) && !NameReading.hues.contains(w)
                && !NameReading.states.contains(w) && !NameReading.inverseWords.contains(w)
                && !NameReading.boldWords.contains(w) && !NameReading.subtleWords.contains(w) && Int(w) == nil
        }
    }

    /// Words a naming style splits that name one control (`TextField` → textfield, not text).
    static func joiningCompounds(_ words: [String]) -> [String] {
        var joined: [String] = []
        for w in words {
            if joined.last == "text", ["field", "view", "area", "box", "input"].contains(w) {
                joined[joined.count - 1] = "text" + w
            } else {
                joined.append(w)
            }
        }
        return joined
    }

    /// The first word most of `names` share when it says nothing of use (`ds`, `sl`, `md`, `sys`): a system's
    /// namespace, read past. Nil when no word starts three names in four.
    public static func sharedPrefix(_ names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for name in names {
            let words = NameWords.split(name)
            if words.count > 1, let first = words.first { counts[first, default: 0] += 1 }
        }
        guard let (word, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
            count * 4 >= names.count * 3, names.count >= 4, familyOf(word) == nil, !levels.contains(word),
            !hues.contains(word), !familyNames.contains(word)
        else { return nil }
        return word
    }

    /// Words of state: the same pair as the word-less name (`button.primary.bgColor.hover`).
    static let states: Set<String> = [
        "hover", "hovered", "pressed", "press", "active", "focus", "focused", "selected", "rest", "visited",
        "checked", "default", "enabled", "dragged", "highlighted", "interaction",
    ]
    /// Words that say a level within a family, not a family of its own (`text-subtle`, `surface-raised`).
    static let levels: Set<String> = [
        "subtle", "subtler", "subtlest", "muted", "primary", "secondary", "tertiary", "quaternary", "strong",
        "stronger", "strongest", "weak", "weaker", "high", "low", "medium", "mid", "raised", "overlay", "sunken",
        "inset", "base", "neutral", "normal", "plain", "main", "alt", "alternate", "variant", "dim", "bright",
        "lowest", "highest", "container", "elevated", "elevation", "level", "layer", "app", "page", "canvas",
        "body", "contrast", "emphasis", "bold", "solid", "inverse", "inverted", "on", "light", "dark", "faint",
        "soft", "loud", "quiet", "minimal", "heavy", "default",
    ]
    static let foregroundWords: Set<String> = [
        "text", "texts", "fg", "foreground", "label", "labels", "ink", "title", "heading", "headline", "caption",
        "copy", "typography", "font", "link", "links", "placeholder", "content",
    ]
    static let iconWords: Set<String> = [
        "icon", "icons", "glyph", "glyphs", "symbol", "symbols", "logo", "star", "stars",
    ]
    static let surfaceWords: Set<String> = [
        "background", "backgrounds", "bg", "surface", "surfaces", "canvas", "card", "sheet", "page",
        "panel", "popover", "window", "elevation", "modal", "dialog", "tooltip", "toolbar",
        "navbar", "sidebar", "header", "footer", "banner", "well", "tile", "pane", "screen", "paper",
    ]
    static let lineWords: Set<String> = [
        "separator", "seperator", "separators", "divider", "dividers", "border", "borders", "stroke", "outline",
        "hairline", "rule", "line", "lines", "frame", "keyline",
    ]
    static let fillWords: Set<String> = ["fill", "fills", "wash"]
    static let decorativeWords: Set<String> = [
        // (WCAG asks no contrast of an inactive control; a PNG's backdrop holds a picture, not text.)
        "shadow", "shadows", "scrim", "disabled", "inactive", "png", "jpg", "jpeg", "decoration", "decorative",
        "watermark", "gradient",
        "transparent", "ripple", "chart", "charts", "skeleton", "shimmer", "backdrop", "mask",
        // A focus ring is drawn by keyboard focus, which iOS screens do not show.
        "ring", "glow", "blur", "caret", "cursor", "dataviz", "viz", "graph", "splash", "launch", "statusbar",
        "navigationbar", "illustration", "illustrations", "artwork",
    ]
    static let accentWords: Set<String> = [
        "accent", "brand", "primary", "action", "button", "cta", "tint", "interactive",
    ]
    /// Words of a field's surface, where placeholders and hints are drawn.
    static let fieldWords: Set<String> = [
        // (iOS draws a form's text fields in grouped cells.)
        "input", "inputs", "field", "fields", "textfield", "textarea", "textbox", "textinput", "sunken", "inset",
        "well", "form", "search", "entry",
        "cell",
    ]
    /// Words of text drawn in fields.
    static let fieldTextWords: Set<String> = ["placeholder", "placeholders", "hint", "hints", "faint"]
    /// Words of a rank: a button's or action's (`secondary`), not a surface's paleness (`muted`).
    static let rankWords: Set<String> = ["secondary", "tertiary", "quaternary"]
    /// Words of quiet text.
    static let quietWords: Set<String> = ["tertiary", "quaternary", "subtlest", "weakest", "footnote", "low"]
    /// Words of a bar's surface.
    static let barWords: Set<String> = [
        "nav", "navbar", "navigation", "bar", "bars", "toolbar", "tab", "tabs", "tabbar", "header", "footer",
        "bottom", "appbar", "topbar",
    ]
    /// Words of a surface set aside from the content: muted, sunken, grouped and floating areas, states.
    static let asideWords: Set<String> = [
        "secondary", "tertiary", "quaternary", "muted", "subtle", "subtler", "subtlest", "sunken", "inset",
        "well", "alt", "alternate", "variant", "dim", "bright", "grouped", "elevated", "sidebar", "popover",
        "overlay", "float", "floating", "menu", "tooltip", "hover", "hovered", "pressed", "active", "chrome",
    ]
    /// Words of a selection's surface.
    static let selectionWords: Set<String> = ["selection", "selected", "highlight", "highlighted", "mark"]
    /// Folder words of a palette's swatches.
    static let primitiveWords: Set<String> = [
        "palette", "palettes", "primitive", "primitives", "swatch", "swatches", "ref", "reference", "core", "global",
        "scale", "scales", "raw",
    ]
    /// Weak words that name a fill rather than a text color (`Button/userFollowing`, `cta`).
    static let fillAccentWords: Set<String> = ["button", "btn", "cta", "action", "fab"]
    static let inverseWords: Set<String> = ["inverse", "inverted", "reverse", "reversed"]
    static let boldWords: Set<String> = [
        "bold", "bolder", "boldest", "emphasis", "solid", "strong", "loud", "heavy",
    ]
    /// Levels that say a surface is pale, whatever its hue (`bg-danger-subtle` carries the family's text).
    static let subtleWords: Set<String> = [
        "subtle", "subtler", "subtlest", "muted", "weak", "weaker", "weakest", "soft", "light", "lighter", "lightest",
        "faint", "quiet",
        "pale", "wash", "tinted",
    ]
    /// Words that end a name whose rest names the surface it is drawn on (shadcn's `primary-foreground`,
    /// Ionic's `primary-contrast`).
    static let partnerSuffixes: Set<String> = ["foreground", "contrast"]

    /// Words that name a color family of a system (its statuses and its brand): text of one family is drawn
    /// on its own family's surfaces and on neutral ones, not on another family's (`text-danger` on
    /// `bg-danger-subtle`, not on `bg-success-subtle`). Hues count too (`text.accent.blue`).
    static let familyNames: Set<String> = [
        "danger", "error", "critical", "negative", "destructive", "warning", "caution", "attention", "severe",
        "success", "positive", "done", "info", "information", "informative", "discovery", "brand", "accent",
        "upsell", "sponsors", "open", "closed", "merged", "notice", "help", "new", "premium", "highlight",
    ]

    /// Words that name a control: its text goes on its own background only, and only its text goes there
    /// (`button.primary.text` on `button.primary.bg`).
    static let controlWords: Set<String> = [
        "button", "btn", "badge", "chip", "tag", "toast", "tooltip", "input", "field", "tab", "pill", "avatar",
        "alert", "snackbar", "toggle", "switch", "checkbox", "radio", "select", "dropdown", "segment", "control",
        "progress", "slider", "stepper", "cta", "fab", "pagination", "breadcrumb", "spinner", "lozenge", "action",
        "textfield", "textview", "textarea", "textbox", "textinput",
    ]
    /// Controls drawn as graphics, not words: their foreground is a bar, a knob or a mark.
    static let graphicControlWords: Set<String> = [
        "progress", "slider", "spinner", "meter", "gauge", "scrollbar", "loader", "indicator", "toggle", "switch",
    ]
    /// Words that name a container: its text goes on its background, and so does the theme's everyday text
    /// (`cardText` on `cardBackground`, and `label` too).
    static let containerWords: Set<String> = [
        "card", "sheet", "panel", "popover", "sidebar", "modal", "dialog", "tile", "cell", "list", "table", "row",
        "header", "footer", "toolbar", "navbar", "nav", "banner", "bubble", "message", "hero", "callout",
        "notification", "menu", "tabs", "section", "drawer", "popup",
    ]
    /// Words a page's name may have besides its levels (`elevation.surface`, `window_background`).
    static let pageWords: Set<String> = [
        "page", "canvas", "window", "screen", "surface", "background", "bg", "app", "paper",
    ]

    /// Whether a context names a component (`button, primary`, `card`): a control or container word, or two
    /// words that are not levels.
    public static func isComponent(_ context: [String]) -> Bool {
        context.contains(where: isComponentWord) || context.filter { !levels.contains($0) }.count >= 2
    }

    /// A word that names a control or a container (`button`, `tab`, `snackbar`, `card`).
    static func isComponentWord(_ w: String) -> Bool { controlWords.contains(w) || containerWords.contains(w) }

    /// Whether a component's background carries only its own text (a control's does; a card's does not).
    public static func isControl(_ context: [String]) -> Bool {
        !context.contains { containerWords.contains($0) }
    }

    /// A first word that may name a group of colors of one family (`Ocean` of `Ocean/Tide`): no family,
    /// level, state, component, palette, hue or status word, and no number.
    static func isGroupWord(_ w: String) -> Bool {
        familyOf(w) == nil && !levels.contains(w) && !states.contains(w) && !controlWords.contains(w)
            && !containerWords.contains(w) && !primitiveWords.contains(w) && !hues.contains(w)
            && !familyNames.contains(w) && Int(w) == nil
    }

    /// A hue or gray name, the start of a scale step (`blue-9`, `gray600`).
    static let hues: Set<String> = [
        "gray", "grey", "slate", "zinc", "neutral", "stone", "sand", "mauve", "sage", "olive", "red", "orange",
        "amber", "yellow", "lime", "green", "emerald", "teal", "cyan", "sky", "blue", "indigo", "violet",
        "purple", "fuchsia", "pink", "rose", "tomato", "crimson", "plum", "iris", "jade", "grass", "bronze",
        "gold", "brown", "mint", "black", "white", "magenta", "coral", "navy", "charcoal",
    ]

    private mutating func parse() {
        // Disabled wins over all: WCAG asks no contrast of a disabled control.
        if words.contains("disabled") || words.contains("transparent") {
            family = .decorative
            context = words
            return
        }
        inverse = words.contains { NameReading.inverseWords.contains($0) }
        bold = words.contains { NameReading.boldWords.contains($0) }
        // A palette's swatches (`Palette/BrandBlue`, `primitives.blue.500`): judged where semantic colors use them.
        if words.dropLast().contains(where: { NameReading.primitiveWords.contains($0) }) {
            scaleStep = true
            context = words
            return
        }
        if let last = words.last, NameReading.isStep(last) {
            // `blue-9`, `gray600`, `blueA9` (Radix's alpha steps); `surface2` is a level of a role, read below.
            let roleWord = words.dropLast().contains { w in
                NameReading.familyOf(w).map { $0 != .accent } ?? false
            }
            if !roleWord {
                scaleStep = true
                context = words
                return
            }
        }
        if readOn() || readPartnerSuffix() { return }
        // The family: decorative and line words win wherever they are (`text-shadow`, `card-border`); else
        // the last strong word (`backgroundText` is text, `cardBackground` a surface); a weak word (brand,
        // primary) only when no strong one is there.
        var found: (family: Family, index: Int)?
        for (i, w) in words.enumerated() {
            guard let f = NameReading.familyOf(w), f != .accent, !folderWordYields(at: i) else {
                continue
            }
            if let known = found, NameReading.rank(known.family) > NameReading.rank(f) { continue }
            found = (f, i)
        }
        // Radix's `danger-solid`: a bold surface (a bare `bold` is as often a font weight: `markup-bold`).
        if found == nil, let i = words.lastIndex(of: "solid") { found = (.surface, i) }
        // Material's `primaryContainer` and `primaryFixed`: a brand color's surface for its `on` text.
        if found == nil, let i = words.lastIndex(where: { $0 == "container" || $0 == "fixed" }) {
            found = (.surface, i)
            brandSurface = true
        }
        if found == nil, let i = words.lastIndex(where: { NameReading.accentWords.contains($0) }) {
            found = (.accent, i)
        }
        guard let found else {
            context = words.filter { !NameReading.states.contains($0) }
            stem = NameReading.familyStem(context)
            return
        }
        family = found.family
        // A container's accent (`sidebar-primary`) is an accent; a tint over surfaces (`surfaceTint`) no surface.
        if found.family == .surface, NameReading.containerWords.contains(words[found.index]),
            words[(found.index + 1)...].contains(where: { NameReading.accentWords.contains($0) && $0 != "tint" })
        {
            family = .accent
        }
        if found.family == .surface, words.last == "tint" { family = .decorative }
        let before = words[..<found.index].filter { !NameReading.states.contains($0) }
        familyLast = before.contains { !NameReading.levels.contains($0) }
        context = words.enumerated().filter { $0.offset != found.index && !NameReading.states.contains($0.element) }
            .map(\.element)
        stem = NameReading.familyStem(context)
    }

    /// The words of `context` that name a color family or a hue.
    static func familyStem(_ context: [String]) -> [String] {
        context.filter { familyNames.contains($0) || (hues.contains($0) && $0 != "neutral") }
    }

    /// `onPrimary`, `text-on-brand`, `fgColor.onEmphasis`, `inverseOnSurface`: the words after `on` are the
    /// surface. A state `on` (`toggle.on.bg`) follows a word that is not a foreground's.
    private mutating func readOn() -> Bool {
        guard let on = words.firstIndex(of: "on"), on + 1 < words.count else { return false }
        let before = words[..<on]
        let foreground = before.contains {
            NameReading.foregroundWords.contains($0) || NameReading.iconWords.contains($0)
        }
        let opens = foreground || before.allSatisfy { NameReading.inverseWords.contains($0) }
        guard opens else { return false }
        family = before.contains { NameReading.iconWords.contains($0) } ? .icon : .foreground
        let after = words[(on + 1)...].filter { !NameReading.states.contains($0) }
        partner = before.filter { NameReading.inverseWords.contains($0) } + after
        inverse = false
        bold = false
        context = partner ?? []
        stem = NameReading.familyStem(context)
        return true
    }

    /// `primary-foreground`, `foreground` (shadcn: on `background`), Ionic's `primary-contrast`.
    private mutating func readPartnerSuffix() -> Bool {
        guard let last = words.last, NameReading.partnerSuffixes.contains(last) else { return false }
        let rest = Array(words.dropLast())
        let restSaysMore = rest.contains { w in
            guard let f = NameReading.familyOf(w) else { return false }
            return f != .accent && f != .surface
        }
        guard !restSaysMore, last == "foreground" || !rest.isEmpty else { return false }
        family = .foreground
        partner = rest.isEmpty ? ["background"] : rest
        inverse = false
        bold = false
        context = rest
        stem = NameReading.familyStem(rest)
        return true
    }

    /// A scale's step: a number (`600`, `9`) or Radix's alpha step (`a9`).
    static func isStep(_ word: String) -> Bool {
        if Int(word) != nil { return true }
        return word.count <= 3 && word.first == "a" && Int(word.dropFirst()) != nil
    }

    /// Which family a word names, if any.
    static func familyOf(_ w: String) -> Family? {
        if decorativeWords.contains(w) { return .decorative }
        if lineWords.contains(w) { return .line }
        if iconWords.contains(w) { return .icon }
        if foregroundWords.contains(w) { return .foreground }
        if surfaceWords.contains(w) { return .surface }
        if fillWords.contains(w) { return .fill }
        if accentWords.contains(w) { return .accent }
        return nil
    }

    /// Which of two family words wins: decorative beats all (`text-shadow`, `card-shadow`), then a line
    /// (`card-border`); among the rest the later word does.
    static func rank(_ f: Family) -> Int {
        switch f {
        case .decorative: return 3
        case .line: return 2
        case .largeText, .foreground, .icon, .surface, .fill: return 1
        case .accent: return 0
        }
    }
}
