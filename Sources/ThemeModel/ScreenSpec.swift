/// A screen of the designer's own, read from a screen file: iOS building
/// blocks stacked top to bottom, each color a theme color name (system or
/// custom). Rendering is Screens' job; this is the model and its reader.
public struct ScreenSpec: Sendable, Hashable {
    public var name: String
    public var title: String
    /// The page color (default systemBackground).
    public var background: String
    public var blocks: [ScreenBlock]
    /// The file it came from (for errors and live reload).
    public var path: String

    /// The built-in screens' names, which a screen file cannot take (Screens' `Screen` cases; a test keeps them equal).
    public static let builtinNames = ["settings", "labels", "materials", "card", "colors", "controls", "palette"]

    public init(name: String, title: String, background: String, blocks: [ScreenBlock], path: String) {
        self.name = name
        self.title = title
        self.background = background
        self.blocks = blocks
        self.path = path
    }
}

/// A color as a screen file names it, with where (for "unknown color" errors).
public struct ColorRef: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// Memberwise, for the built-in screens' generated table.
    package init(name: String, location: SourceLocation) { self.init(name, at: location) }
}

/// The Dynamic Type styles, as terminal rows can show them: large titles and
/// titles bold, the rest regular unless `weight` says bold.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title, headline, body, callout, subheadline, footnote, caption
}

/// How a text block draws its words.
public struct TextAttributes: Sendable, Hashable {
    public var bold = false, italic = false, underline = false, centered = false
    /// False: one line, cut with `…` (labels in a narrow column).
    public var wraps = true
    public init() {}

    /// Memberwise, for the built-in screens' generated table.
    package init(bold: Bool, italic: Bool, underline: Bool, centered: Bool, wraps: Bool) {
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.centered = centered
        self.wraps = wraps
    }
}

public struct ListRow: Sendable, Hashable {
    public enum Accessory: String, CaseIterable, Sendable, Hashable {
        case none, chevron, `switch`, checkmark, badge, button
    }
    public var title: String
    public var subtitle: String?
    public var value: String?
    /// An icon tile: a glyph on a color.
    public struct Icon: Sendable, Hashable {
        public var glyph: String
        public var color: ColorRef

        package init(glyph: String, color: ColorRef) {
            self.glyph = glyph
            self.color = color
        }
    }
    public var icon: Icon?
    public var accessory: Accessory
    /// A switch that is on, a badge's text, a button's title.
    public var on: Bool
    public var badge: String?
    public var color: ColorRef?

    package init(
        title: String,
        subtitle: String? = nil,
        value: String? = nil,
        icon: Icon? = nil,
        accessory: Accessory,
        on: Bool,
        badge: String? = nil,
        color: ColorRef? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.value = value
        self.icon = icon
        self.accessory = accessory
        self.on = on
        self.badge = badge
        self.color = color
    }
}

public indirect enum ScreenBlock: Sendable, Hashable {
    public enum ListStyle: String, CaseIterable, Sendable, Hashable { case insetGrouped, grouped, plain }
    public enum ButtonStyle: String, CaseIterable, Sendable, Hashable { case filled, tinted, gray, plain, bordered }

    /// `logo`: the theme's first image (the app's logo) right of a large title.
    case navigationBar(title: String, large: Bool, leading: String?, trailing: String?, color: ColorRef?, logo: Bool)
    case searchField(placeholder: String)
    case list(style: ListStyle, header: String?, footer: String?, rows: [ListRow])
    case text(String, style: TextStyle, color: ColorRef?, attributes: TextAttributes)
    /// A text field with placeholder text.
    case textField(placeholder: String)
    /// One of the theme's images (light and dark variants, template tint), centered or at the leading edge.
    case image(name: String, centered: Bool, location: SourceLocation)
    /// One row filled with a color (a fill sample, a color bar).
    case swatch(color: ColorRef?)
    /// Side by side columns from here to the bottom, the last taking what is left;
    /// a column that is a `vstack` with a background is filled with it down to the bottom.
    case columns(items: [ScreenBlock])
    case button(title: String, style: ButtonStyle, color: ColorRef?)
    case segmented(items: [String], selected: Int)
    case progress(value: Double, color: ColorRef?)
    /// A UISlider: the track in the color (default tint) up to the knob, systemFill after it, a white knob.
    case slider(value: Double, color: ColorRef?)
    case banner(text: String, glyph: String, color: ColorRef?)
    case chips(items: [String], selected: Int, color: ColorRef?)
    /// A message bubble: incoming on the leading side in systemGray5, outgoing on the trailing side in the
    /// tint with white text (either color given), `from` above it.
    case bubble(text: String, from: String?, outgoing: Bool, color: ColorRef?, textColor: ColorRef?)
    case divider(color: ColorRef?)
    case spacer(rows: Int)
    case hstack(spacing: Int, lastFills: Bool, items: [ScreenBlock])
    case vstack(padding: Int, spacing: Int, background: ColorRef?, items: [ScreenBlock])
    /// A sheet at the elevated level, optionally always light or dark.
    /// `presented`: iOS 13's page sheet: what is above it is dimmed and the
    /// status bar, over the dark behind the sheet, turns light (as the built-in card).
    case card(title: String?, style: InterfaceStyle?, presented: Bool, items: [ScreenBlock])
    /// A material panel over the backdrop picture.
    case material(MaterialName, items: [ScreenBlock])
    case tabBar(items: [Tab], selected: Int)
    case toolbar(items: [String], color: ColorRef?)

    public struct Tab: Sendable, Hashable {
        public var glyph: String
        public var title: String

        package init(glyph: String, title: String) {
            self.glyph = glyph
            self.title = title
        }
    }

    /// The blocks inside a container, none for the others: the one walk over a screen's tree (a new
    /// container that is not listed here does not compile).
    public var children: [ScreenBlock] {
        switch self {
        case .hstack(_, _, let items), .vstack(_, _, _, let items), .card(_, _, _, let items), .material(_, let items),
            .columns(let items):
            return items
        case .navigationBar, .searchField, .list, .text, .textField, .image, .swatch, .button, .segmented, .progress,
            .slider, .banner, .chips, .bubble, .divider, .spacer, .tabBar, .toolbar:
            return []
        }
    }

    /// This block and every block inside it, depth first.
    public var allBlocks: [ScreenBlock] { [self] + children.flatMap(\.allBlocks) }

    /// Every color the block and the blocks inside it name, for validation.
    public var colorRefs: [ColorRef] { allBlocks.flatMap(\.ownColorRefs) }

    /// The colors this block itself names.
    var ownColorRefs: [ColorRef] {
        switch self {
        case .navigationBar(_, _, _, _, let c, _), .progress(_, let c), .slider(_, let c), .banner(_, _, let c),
            .chips(_, _, let c),
            .divider(let c), .button(_, _, let c), .toolbar(_, let c), .text(_, _, let c, _), .swatch(let c),
            .vstack(_, _, let c, _):
            return c.map { [$0] } ?? []
        case .list(_, _, _, let rows): return rows.flatMap { [$0.icon?.color, $0.color].compactMap { $0 } }
        case .bubble(_, _, _, let color, let text): return [color, text].compactMap { $0 }
        case .hstack, .card, .material, .columns, .searchField, .textField, .segmented, .spacer, .tabBar, .image:
            return []
        }
    }
}
