import ThemeModel

/// Where a color's use was read from, strongest first (`check --verbose` and its JSON say which).
public enum UsageSource: String, Sendable, Hashable, CaseIterable {
    /// The theme's `roles`, or its `contrast` list.
    case declared
    /// Apple's meaning for Apple's names.
    case apple
    /// Figma's variable scopes (`TEXT_FILL`, `FRAME_FILL`, `STROKE_COLOR`).
    case scope
    /// The name's grammar (`color-text-inverse`, `primary-foreground`, `onPrimary`).
    case name
    /// The color's place in a group with a text and a background of the same component
    /// (`button.primary.bgColor` with `button.primary.fgColor`).
    case group
    /// The token's `$description` (`"Use for text on bold backgrounds"`).
    case description
    /// Its lightness flips with the appearance: dark in light and light in dark is content, the other way a
    /// surface.
    case flip
    /// Other colors alias it: a primitive, judged through them.
    case alias
    /// The theme's screens draw it (judged where they do).
    case screen
}

/// Which backgrounds a foreground is judged on.
public enum Placement: Sendable, Hashable {
    /// The theme's everyday surfaces (of its own color family, or neutral ones).
    case general
    /// Inverse and bold surfaces only (`text-inverse`, `fgColor.onEmphasis`).
    case inverse
    /// These surfaces only: its partner (`primary-foreground` on `primary`), its component's background, or
    /// the backgrounds the theme's `contrast` list pairs it with (judged there).
    case only([String])
}

/// How far a foreground of general placement is drawn across a system's own everyday surfaces. (In a
/// palette layered on Apple's, every text reaches every background: the screens may put it anywhere.)
public enum Reach: Sendable, Hashable {
    /// Everyday text (`text-secondary`, `onSurfaceVariant`): every everyday surface, selected rows included.
    case everyday
    /// Quiet text (`text-tertiary`): the page, its cards and selected rows.
    case quiet
    /// Links, status, brand and named text (`text-danger`, `primary`, `price_text`): the page, its cards and
    /// its own family's surfaces.
    case content
    /// Placeholders and hints when no surface is named a field: every everyday surface but bars, selections
    /// and a family's.
    case fields
}

/// What kind of surface a background is, which decides what is drawn on it.
public enum SurfaceKind: Sendable, Hashable {
    /// An everyday surface: the theme's text goes on it.
    case general
    /// A bold or inverse surface: inverse text, its partners, else white titles.
    case strong
    /// The surface of named partners only (shadcn's `primary`, Material's `primaryContainer`).
    case bound
}

/// One color's use as the audit judges it, and why.
public struct ColorUse: Sendable, Hashable {
    /// Nil: no use found, so not judged (a primitive, or a name that says nothing).
    public var usage: ColorUsage?
    public var from: UsageSource?
    public var placement: Placement = .general
    public var surface: SurfaceKind = .general
    /// The color family it belongs to (`danger`), empty for neutral colors: text of one family is not judged
    /// on another family's surfaces.
    public var family: [String] = []
    /// For a primitive: the colors that alias it.
    public var aliasedBy: [String] = []
    /// A foreground that is also the surface of its partners (`primary` under `primary-foreground`).
    public var carries = false
    /// A selection's or highlight's surface: the row's own text goes on it, not status or link colors.
    public var selection = false
    /// For a foreground of general placement: how far it is drawn.
    public var reach: Reach = .everyday
    /// An everyday surface content is laid out on (the page, cards, cells, panels, dialogs): where links,
    /// status and quiet text are drawn.
    public var holdsContent = false
    /// A bar's surface: no form is drawn on it.
    public var isBar = false
    /// A text or icon of emphasis (`text-accent-blue-bolder`): the one of its family drawn on the family's
    /// mid-tone surfaces, not only its pale ones.
    public var emphatic = false
    /// A hover's or press's surface (`bg-selected-pressed`).
    public var transient = false
    /// A neutral resting surface (not a family's, a selection or a state): lines between content go on it.
    public var holdsLines = false
    /// A brand color whose name says neither text nor fill: not judged as either until something says.
    public var ambiguous = false
    /// A link's color (tinted text, never a button's fill) other than Apple's `link`.
    public var isLink = false
    /// A bar's or container's tint (`NavBarTint`): its buttons' text, never a button's fill.
    public var barTint = false
    /// The same color as `aliasedBy[0]` under a name of the same words, judged as that one.
    public var mirrors = false
    /// The use came from the color's values (how it flips, its lightness or chroma), not its name: `fix`
    /// writes it into `roles`, so its output is judged by the same use after its values moved.
    public var byValue = false

    public init(usage: ColorUsage?, from: UsageSource?) {
        self.usage = usage
        self.from = from
    }

    /// What `check` says the color was judged as: `text on inverse backgrounds (name)`.
    public var sentence: String {
        if ambiguous && !carries {
            return "a brand color whose name says neither text nor fill: judged where the screens draw it; "
                + "declare it in `roles` (name)"
        }
        guard let usage else {
            if from == .screen { return "judged where the theme's screens draw it (screen)" }
            if mirrors { return "the same as \(aliasedBy.first ?? ""), judged as it (alias)" }
            if from == .alias && aliasedBy.isEmpty { return "a scale step nothing here aliases: not judged (alias)" }
            if from == .alias {
                let users = ColorUse.list(aliasedBy)
                return "a primitive: judged through \(users), which alias it (alias)"
            }
            return "not judged: no use found; declare it in `roles`"
        }
        let what: String
        switch usage {
        case .text, .largeText, .icon, .accent:
            let noun =
                usage == .icon
                ? "an icon" : usage == .largeText ? "large text" : usage == .accent ? "tinted text" : "text"
            switch placement {
            case .general:
                switch reach {
                case .everyday: what = "\(noun) on \(family.isEmpty ? "the" : "neutral and its family's") backgrounds"
                case .quiet: what = "\(noun) on the page, its cards and selected rows"
                case .content:
                    let more = family.isEmpty ? " and its cards" : ", its cards and its family's backgrounds"
                    what = "\(noun) on the page\(more)"
                case .fields: what = "\(noun) on the backgrounds forms are drawn on (not bars or selections)"
                }
            case .inverse: what = "\(noun) on inverse and bold backgrounds"
            case .only(let names) where names.isEmpty: what = "\(noun), on the pairs the theme declares"
            case .only(let names): what = "\(noun) on \(ColorUse.list(names))"
            }
            if carries { return what + ", and the background of its partners (\(from?.rawValue ?? ""))" }
            if usage == .accent {
                return what + ", and the fill of buttons with white titles (\(from?.rawValue ?? ""))"
            }
        case .background:
            what = surface == .bound ? "the background of its partners" : "a background for text"
        case .colorFill:
            what =
                surface == .bound
                ? "the background of its partners" : "a bold background for inverse text or white titles"
        case .separator:
            switch placement {
            case .general: what = "a line between content on neutral backgrounds"
            case .inverse: what = "a line on inverse and bold backgrounds"
            case .only(let names): what = "a line on \(ColorUse.list(names))"
            }
        case .fill: what = "a fill (not judged)"
        case .decorative: what = "decorative (not judged)"
        }
        return "\(what) (\(from?.rawValue ?? "guess"))"
    }

    static func list(_ names: [String]) -> String {
        if names.count > 3 { return "\(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more" }
        if names.count <= 1 { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
