import ColorScience
import ThemeModel

/// A foreground drawn on a background by a screen, as the user sees it: the
/// colors after compositing, the names behind them, what was drawn and where.
/// `dusk check` judges these beside the pairs the roles imply.
public struct DrawnPair: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Body text: 4.5:1.
        case text
        /// Bold text (iOS's titles and buttons are 17 pt semibold or larger): 3:1.
        case largeText
        /// Icons, switch knobs, glyphs: 3:1 (WCAG 1.4.11).
        case glyph
        /// Separators, box lines, pictures: not judged.
        case decoration

        public var minimumRatio: Double? {
            switch self {
            case .text: return 4.5
            case .largeText, .glyph: return 3
            case .decoration: return nil
            }
        }

        package var role: ColorRole {
            switch self {
            case .text: return .text
            case .largeText: return .largeText
            case .glyph: return .ui
            case .decoration: return .decorative
            }
        }
    }

    public var traits: Traits
    public var foreground: String
    public var background: String
    public var foregroundColor: RGBA
    public var backgroundColor: RGBA
    public var kind: Kind
    public var screen: String
    /// What was drawn: the text (`Airplane Mode`) or the glyphs (`★`).
    public var element: String
    /// The same element's ratio where Apple's palette draws it (white knobs on
    /// systemGreen are 2.2:1 by design): a theme is held to no worse than that.
    public var appleRatio: Double?
    /// The same element's ratio in the `--baseline` theme, when one is given and draws it.
    public var baselineRatio: Double?

    public init(
        traits: Traits, foreground: String, background: String, foregroundColor: RGBA, backgroundColor: RGBA,
        kind: Kind, screen: String, element: String
    ) {
        self.traits = traits
        self.foreground = foreground
        self.background = background
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kind = kind
        self.screen = screen
        self.element = element
    }
}
