import ColorScience
import ThemeModel

/// A pair something says is drawn, with what says so.
public struct EvidencePair: Sendable, Hashable {
    public var foreground: String
    public var background: String
    public var kind: DrawnPair.Kind
    /// The one interface style it is drawn in, or nil for both.
    public var style: InterfaceStyle?
    /// The first few pieces of evidence (`PairEvidence.kept`); `moreEvidence` counts the rest.
    public var evidence: [Evidence]
    public var moreEvidence = 0

    public func isDrawn(in traits: Traits) -> Bool { style == nil || style == traits.style }
}

/// Which pairs of a theme are drawn, from evidence only: the theme's `roles`, its format's own semantics
/// (`RoleConvention.drawn`, a token group's text on its own background) and the app's source. (Its `contrast`
/// list, its gradients and what the screens draw come to the audit on their own.) Names alone place nothing.
public struct PairEvidence: Sendable {
    public private(set) var pairs: [EvidencePair] = []
    private var index: [PairKey: Int] = [:]
    /// Places in the source that drew two colors of which the theme has not both.
    public private(set) var unmatchedPlaces = 0
    /// Places in the source that drew two of the theme's colors.
    public private(set) var matchedPlaces = 0
    /// The files those places are in.
    public private(set) var matchedFiles = 0
    /// The page: what the code sets as the body's background, else the theme's own (its convention's, or
    /// Apple's `systemBackground`). A translucent surface is seen over it.
    public private(set) var page: String?
    /// The app's code was read and none of the places drawing the theme's colors is on Apple's platforms (an
    /// Android app, a web app): iOS's sample screens then show the palette, but are no evidence of what it draws.
    public private(set) var drawsOffApple = false
    /// At most this many pieces of evidence are kept per pair (a button drawn in 200 files cites 3).
    public static let kept = 3

    struct PairKey: Hashable {
        let foreground: String
        let background: String
    }

    public init() {}

    public init(theme: Theme, source: [SourcePair] = []) {
        let names = PaletteNames(theme)
        addRoles(theme, names)
        addTokenGroups(theme, names)
        addSource(source, names, theme: theme)
        if matchedPlaces > 0 { dropApplePairsOffTheAppsSurfaces(theme) }
        // With the app's own code read, a convention's pair the code never draws is the convention's, not the
        // app's (a form message's red on cards, in an app with no form): the code's places decide.
        addConvention(theme, names, corroborating: matchedPlaces > 0)
    }

    public var isEmpty: Bool { pairs.isEmpty }

    public func pair(_ foreground: String, on background: String) -> EvidencePair? {
        index[PairKey(foreground: foreground, background: background)].map { pairs[$0] }
    }

    /// Adds `evidence` for `foreground` on `background`: a new pair, or more evidence for one already found
    /// (judged by the stricter kind, in both styles when either says so).
    public mutating func add(
        _ foreground: String, on background: String, kind: DrawnPair.Kind, style: InterfaceStyle? = nil,
        _ evidence: Evidence
    ) {
        guard foreground != background else { return }
        guard !Self.isDisabledState(foreground), !Self.isDisabledState(background) else { return }
        let key = PairKey(foreground: foreground, background: background)
        guard let i = index[key] else {
            index[key] = pairs.count
            pairs.append(
                EvidencePair(
                    foreground: foreground, background: background, kind: kind, style: style, evidence: [evidence]))
            return
        }
        if Self.strictness(kind) > Self.strictness(pairs[i].kind) { pairs[i].kind = kind }
        if pairs[i].style != style { pairs[i].style = nil }
        if pairs[i].evidence.contains(evidence) { return }
        if pairs[i].evidence.count < Self.kept {
            pairs[i].evidence.append(evidence)
        } else {
            pairs[i].moreEvidence += 1
        }
    }

    static func strictness(_ kind: DrawnPair.Kind) -> Double { kind.minimumRatio ?? 0 }

    /// A color its system names as the disabled state (`text-disabled`, `colorDisabled`): WCAG 1.4.3 asks no
    /// contrast of an inactive control, so its pairs are not judged (a fix would make it look enabled).
    static func isDisabledState(_ name: String) -> Bool {
        NameWords.split(name).contains { $0.lowercased() == "disabled" }
    }

    static func kind(of role: ColorRole) -> DrawnPair.Kind {
        switch role {
        case .text: return .text
        case .largeText: return .largeText
        case .ui: return .glyph
        case .separator, .background, .decorative: return .decoration
        }
    }

    // MARK: Where evidence comes from

    /// The theme's `roles`: a text color declared on each surface, declared or Apple's, the usage model places
    /// it on (not a brand's surface under another family's text); and Apple's names as Apple defines them
    /// (`label` is text on iOS's backgrounds), the same pairs whatever their values (`applePairs`).
    mutating func addRoles(_ theme: Theme, _ names: PaletteNames) {
        // (An iOS role a convention gave to a brand color is judged under the brand's name, by its convention.)
        let aliases = theme.roleAliases
        for p in Self.applePairs
        where theme[p.foreground] != nil && theme[p.background] != nil && !aliases.contains(p.foreground)
            && !aliases.contains(p.background)
        {
            guard theme.declaredUsages[p.foreground] == nil, theme.declaredUsages[p.background] == nil else { continue }
            add(
                p.foreground, on: p.background, kind: p.kind,
                .format(rule: Evidence.appleRulePrefix + "\(p.foreground) \(p.what)"))
        }
        guard !theme.declaredUsages.isEmpty else { return }
        let model = UsageModel(theme)
        let plan = PairPlan(
            theme: theme, model: model, light: theme.palette(for: .light), dark: theme.palette(for: .dark))
        let known: [UsageSource?] = [.declared, .apple]
        let surfaces = plan.backgrounds.filter { known.contains(model.use(of: $0).from) }
        for fg in plan.foregrounds where known.contains(model.use(of: fg).from) {
            guard let role = model.usage(of: fg).flatMap(ColorUsage.role(of:)) else { continue }
            let fgDeclared = model.use(of: fg).from == .declared
            for bg in surfaces where plan.judges(fg, on: bg) {
                let bgDeclared = model.use(of: bg).from == .declared
                guard fgDeclared || bgDeclared else { continue }
                let what =
                    "declared in `roles`: "
                    + [fgDeclared ? "\(fg) \(role.rawValue)" : nil, bgDeclared ? "\(bg) background" : nil]
                    .compactMap { $0 }.joined(separator: ", ")
                let at = theme.declaredUsageLocations[fgDeclared ? fg : bg]
                add(names.canonical(fg), on: names.canonical(bg), kind: Self.kind(of: role), .declared(at, what: what))
            }
        }
    }

    /// The pairs of Apple's names Apple's own palette draws (text, tints and links on iOS's backgrounds), read
    /// once from Apple's palette: by name, so a theme's values never add or remove one.
    static let applePairs: [(foreground: String, background: String, kind: DrawnPair.Kind, what: String)] = {
        guard let apple = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName) else { return [] }
        let model = UsageModel(apple)
        let plan = PairPlan(
            theme: apple, model: model, light: apple.palette(for: .light), dark: apple.palette(for: .dark))
        var pairs: [(String, String, DrawnPair.Kind, String)] = []
        for fg in plan.foregrounds {
            guard let role = model.usage(of: fg).flatMap(ColorUsage.role(of:)) else { continue }
            for bg in plan.backgrounds where plan.judges(fg, on: bg) {
                pairs.append((fg, bg, kind(of: role), "is \(role.rawValue) on iOS's backgrounds"))
            }
        }
        return pairs
    }()

    /// With the app's code read, iOS's pairs on iOS's own backgrounds (the tint on systemBackground) are the
    /// app's only where it shows those backgrounds: a pair whose one evidence is Apple's rule goes when its
    /// background is neither set by the theme nor drawn on anywhere in the code (an app whose screens all sit
    /// on its own `BackgroundPrimary`, an Android app).
    mutating func dropApplePairsOffTheAppsSurfaces(_ theme: Theme) {
        var drawnOn: Set<String> = []
        for p in pairs where p.evidence.contains(where: \.isSource) { drawnOn.insert(p.background) }
        // Apple's page is the page of an app on Apple's platforms, or of a theme that sets it.
        if let page, !drawsOffApple || page != "systemBackground" || Self.setsApplesPage(theme) {
            drawnOn.insert(page)
        }
        let kept = pairs.filter { p in
            guard p.evidence.allSatisfy(\.isAppleRule), !theme.isOwn(p.background) else { return true }
            return drawnOn.contains(p.background)
        }
        guard kept.count < pairs.count else { return }
        pairs = kept
        index = Dictionary(
            uniqueKeysWithValues: pairs.enumerated().map {
                (PairKey(foreground: $1.foreground, background: $1.background), $0)
            })
    }

    /// The pairs the design system's documentation says it draws (`RoleConvention.drawn`).
    mutating func addConvention(_ theme: Theme, _ names: PaletteNames, corroborating: Bool = false) {
        guard let convention = RoleConvention.named(theme.convention) else { return }
        var byKey: [String: String] = [:]
        var keys: [String] = []
        for name in theme.ownColorNames where names.mirrors[name] == nil {
            let key = RoleConvention.key(name)
            guard byKey[key] == nil else { continue }
            byKey[key] = name
            keys.append(key)
        }
        for rule in convention.drawn {
            for key in keys where !key.contains("disabled") {
                guard let part = PairRule.capture(rule.text, key), let fg = byKey[key] else { continue }
                for pattern in rule.on {
                    let targets: [String]
                    if pattern.contains("%") {
                        targets = keys.filter { PairRule.glob(pattern, $0) }
                    } else {
                        let target = pattern.replacingAll("*", part)
                        targets = byKey[target] == nil ? [] : [target]
                    }
                    for target in targets {
                        guard let bg = byKey[target] else { continue }
                        if corroborating, index[PairKey(foreground: fg, background: bg)] == nil { continue }
                        add(fg, on: bg, kind: Self.kind(of: rule.role), .format(rule: rule.why))
                    }
                }
            }
        }
    }

    /// A token group's own text on its own background: `Button.Primary.Active.Text` on
    /// `Button.Primary.Active.Background`, `button.primary.fgColor.rest` on `button.primary.bgColor.rest`: the
    /// same component and state, the names alike but for one part below the group.
    mutating func addTokenGroups(_ theme: Theme, _ names: PaletteNames) {
        var backgrounds: [String: [String]] = [:]
        var foregrounds: [(name: String, group: String, kind: DrawnPair.Kind)] = []
        // A code palette's type is no component: `Colours.text` and `Colours.bg_color` are two constants.
        for name in theme.ownColorNames where names.mirrors[name] == nil && !PaletteNames.isTypeMember(name) {
            let parts = name.split(whereSeparator: { $0 == "." || $0 == "/" }).map { PaletteNames.key(String($0)) }
            guard parts.count >= 2 else { continue }
            // Below a group: never the first part (`text.primary` and `bg.primary` are tiers, not a component).
            for i in 1..<parts.count {
                var group = parts
                group[i] = "\u{1}"
                let shape = group.joined(separator: ".")
                if Self.backgroundParts.contains(parts[i]) { backgrounds[shape, default: []].append(name) }
                if let kind = Self.foregroundParts[parts[i]] { foregrounds.append((name, shape, kind)) }
            }
        }
        for fg in foregrounds {
            for bg in backgrounds[fg.group] ?? [] {
                add(fg.name, on: bg, kind: fg.kind, .format(rule: "one token group's text on its own background"))
            }
        }
    }

    /// The theme's page when the code sets none: the color its convention draws as `systemBackground`, or
    /// Apple's.
    static func page(of theme: Theme, _ names: PaletteNames) -> String? {
        guard theme["systemBackground"] != nil else { return nil }
        if let played = theme.playedRoles.first(where: { $0.value.contains("systemBackground") })?.key {
            return names.canonical(played)
        }
        return "systemBackground"
    }

    /// Whether the theme gives `systemBackground` a value of its own (not Apple's) in light or dark.
    static func setsApplesPage(_ theme: Theme) -> Bool {
        [Traits.light, Traits(.dark)].contains {
            theme.palette(for: $0)["systemBackground"] != BuiltinThemes.palette(for: $0)?["systemBackground"]
        }
    }

    /// Code that runs on Apple's platforms, whose page is `systemBackground`.
    static func isApplePlatform(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    static let foregroundParts: [String: DrawnPair.Kind] = [
        "text": .text, "foreground": .text, "fg": .text, "fgcolor": .text, "textcolor": .text, "label": .text,
        "content": .text, "title": .text, "icon": .glyph, "iconcolor": .glyph,
    ]
    static let backgroundParts: Set<String> = [
        "background", "bg", "bgcolor", "backgroundcolor", "fill", "surface", "container", "canvas",
    ]

    /// The places in the app's source that draw one of the theme's colors on another.
    mutating func addSource(_ source: [SourcePair], _ names: PaletteNames, theme: Theme) {
        // The page the code sets (`body { background }`), else the theme's own (its convention's, or Apple's).
        let page =
            source.lazy.filter { $0.foreground == SourcePair.page && $0.style == nil }.compactMap {
                names.color($0.background)
            }.first ?? Self.page(of: theme, names)
        self.page = page
        // Apple's own page is the page only of Apple's platforms: behind an Android window or a web page
        // with no page of the theme's own, the color is not known.
        let ownPage = page != "systemBackground" || Self.setsApplesPage(theme)
        var files: Set<String> = []
        defer {
            matchedFiles = files.count
            drawsOffApple = !files.isEmpty && !files.contains(where: Self.isApplePlatform)
        }
        for place in source where place.foreground != SourcePair.page {
            let onPage = place.background == SourcePair.page
            if onPage, !ownPage, !Self.isApplePlatform(place.site.location.file) {
                unmatchedPlaces += 1
                continue
            }
            let background = onPage ? page : names.color(place.background)
            guard let fg = names.color(place.foreground), let bg = background else {
                unmatchedPlaces += 1
                continue
            }
            matchedPlaces += 1
            files.insert(place.site.location.file)
            add(fg, on: bg, kind: place.kind, style: place.style, .source(place.site))
        }
    }
}
