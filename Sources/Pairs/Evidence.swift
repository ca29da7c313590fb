import ThemeModel

/// What says a pair is drawn. `check` judges a pair only with evidence, and each finding names its evidence
/// in one short clause. Adding a kind of evidence is a case here: the compiler walks through what uses it.
public enum Evidence: Sendable, Hashable {
    /// The theme's own declarations: its `contrast` list, its `roles`, a gradient's text.
    case declared(SourceLocation?, what: String)
    /// The format's own semantics: a convention's documented pairs (shadcn/ui's `X-foreground` on `X`,
    /// Material's `onX` on `X`), a token group's text on its own background.
    case format(rule: String)
    /// The app's own source: a place that draws one palette color on another.
    case source(SourceSite)
    /// Dusk's iOS screens (or the designer's screen files) draw it.
    case screen(screen: String, element: String)

    /// How Apple's own pairs' rules begin (`iOS: tint is text on iOS's backgrounds`).
    static let appleRulePrefix = "iOS: "

    /// Apple's palette draws the pair on iOS's screens: a rule of the platform, not of the app.
    var isAppleRule: Bool {
        if case .format(let rule) = self { return rule.hasPrefix(Self.appleRulePrefix) }
        return false
    }

    var isSource: Bool {
        if case .source = self { return true }
        return false
    }

    /// `declared`, `format`, `source` or `screen`: the JSON's `kind`.
    public var kind: String {
        switch self {
        case .declared: return "declared"
        case .format: return "format"
        case .source: return "source"
        case .screen: return "screen"
        }
    }

    /// One short clause: `drawn in Button.tsx:12 (className)`, `Material 3: onPrimary on primary`.
    public var clause: String {
        switch self {
        case .declared(_, let what): return what
        case .format(let rule): return rule
        case .source(let site):
            let name = site.location.file.split(separator: "/").last.map(String.init) ?? site.location.file
            return "drawn at \(name):\(site.location.line) (\(site.detail))"
        case .screen(let screen, let element): return "drawn on \(screen): “\(SafeText.sanitized(element))”"
        }
    }

    /// The JSON's `detail`: what was seen there.
    public var detail: String {
        switch self {
        case .declared(_, let what): return what
        case .format(let rule): return rule
        case .source(let site): return site.detail
        case .screen(let screen, let element): return "\(screen): \(element)"
        }
    }

    /// Where it was seen, when it was seen in a file.
    public var location: SourceLocation? {
        switch self {
        case .declared(let l, _): return l
        case .source(let site): return site.location
        case .format, .screen: return nil
        }
    }
}

/// A place in the app's source that draws a pair: where, and what is there in a few words (`className`,
/// `TextView @id/title`, `Text in VStack`).
public struct SourceSite: Sendable, Hashable {
    public var location: SourceLocation
    public var detail: String

    public init(_ location: SourceLocation, _ detail: String) {
        self.location = location
        self.detail = detail
    }
}

/// One place in the app's source that draws a color on another, as the code names them: the identifiers
/// reduced to the palette's words (`text-primary-foreground` → `primary-foreground`, `@color/colorAccent` →
/// `colorAccent`, `Color("Brand")` → `Brand`). `PaletteNames` matches them to the theme's colors.
public struct SourcePair: Sendable, Hashable {
    /// The page: as a background, what text with no background of its own is drawn on; as a foreground, a
    /// place that sets the page's background (`body { background: var(--bg) }`).
    public static let page = "\u{1}page"

    public var foreground: String
    public var background: String
    public var kind: DrawnPair.Kind
    /// The one interface style it is drawn in (`dark:` classes, a `values-night` layout), or nil for both.
    public var style: InterfaceStyle?
    public var site: SourceSite

    public init(
        foreground: String, background: String, kind: DrawnPair.Kind, style: InterfaceStyle? = nil, site: SourceSite
    ) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.style = style
        self.site = site
    }
}
