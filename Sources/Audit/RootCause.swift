import ColorScience
import ThemeModel

/// The one color to change for a contrast finding, and why: what `check`
/// groups its findings by and what `fix` moves. Aliases are followed to the
/// literal value the theme writes (a tint that aliases the brand accent is
/// fixed by moving the accent), and the theme's own color is preferred over
/// Apple's: when Apple's text fails on the theme's background, the background
/// moves; white titles on a color move the color, never the text.
public struct RootCause: Hashable, Sendable {
    public enum Problem: String, Sendable, Hashable {
        /// The color reads too faintly as text, a glyph or a line on what it sits on.
        case foreground
        /// A background (or a button's fill) too close to the content drawn on it.
        case background
        /// The color has no value for this interface style and shows the other style's.
        case missingVariant
    }

    /// The color whose value moves (the end of the alias chain).
    public var name: String
    public var problem: Problem
    /// True when the moving color is the pair's background.
    public var isBackground: Bool

    /// The root cause of `pair`, or nil when neither side is a value the theme writes.
    public static func of(_ pair: ContrastAudit.Pair, in theme: Theme, owners: inout LiteralOwners) -> RootCause? {
        let foreground = pair.source == .buttonText ? nil : owners.owner(of: pair.foreground, in: theme)
        let background = owners.owner(of: pair.background, in: theme)
        let traits = pair.traits
        // A background that shows its light value in dark is the cause of every pair on it, unless its name says
        // it is that color in every appearance (`black_translucent`): then what is drawn on it moves.
        if let background, theme.lacksOwnVariant(background, traits),
            theme.resolve(background, traits).map({ !AuditInputs.namesConstant(background, $0) }) ?? true
        {
            return RootCause(name: background, problem: .missingVariant, isBackground: true)
        }
        // White (or black) text on a mid-tone fill: the text is as far as it goes, so the fill is what is too
        // light (or dark) for it, as a designer would darken a button under its white title.
        if let background, foreground == nil || RootCause.isAtEnd(pair.foregroundColor),
            RootCause.isMidTone(pair.backgroundColor), !theme.lacksOwnVariant(foreground ?? background, traits)
        {
            return RootCause(name: background, problem: .background, isBackground: true)
        }
        if let foreground {
            let missing = theme.lacksOwnVariant(foreground, traits)
            return RootCause(name: foreground, problem: missing ? .missingVariant : .foreground, isBackground: false)
        }
        if let background { return RootCause(name: background, problem: .background, isBackground: true) }
        return nil
    }

    /// Text at the end of the lightness range: nothing lighter than white, nothing darker than black.
    static func isAtEnd(_ c: RGBA) -> Bool {
        guard c.a >= 230 else { return false }
        let l = OKLCH(c).l
        return l >= 0.95 || l <= 0.12
    }

    /// A fill between the ends, which can move either way.
    static func isMidTone(_ c: RGBA) -> Bool {
        let l = OKLCH(c.opaque).l
        return l > 0.3 && l < 0.85
    }
}

/// For one appearance: which theme color's literal value each name shows
/// (itself, or the end of its aliases), when it is the theme's own to change. In a theme that re-aliases
/// (`AliasTiers`), a base step reached through a token is the token's to change: the step stays as it is.
public struct LiteralOwners: Sendable {
    public let traits: Traits
    private let steps: Set<String>
    private var memo: [String: String?] = [:]

    public init(traits: Traits, tiers: AliasTiers? = nil) {
        self.traits = traits
        self.steps = tiers?.steps ?? []
    }

    public mutating func owner(of name: String, in theme: Theme) -> String? {
        if let known = memo[name] { return known }
        let walk = theme.walkAliases(from: name, traits)
        var owner: String?
        var named = walk.path
        if case .color = walk.end, let last = walk.path.last {
            if walk.path.count > 1, steps.contains(last) {
                // The token that names the step moves; names reaching the step by another token are that one's.
                let token = walk.path[walk.path.count - 2]
                owner = theme.isOwn(token) ? token : nil
                named.removeLast()
            } else if theme.isAdjustable(last, traits) {
                owner = last
            }
        }
        for step in named { memo[step] = owner }
        memo[name] = owner
        return owner
    }
}

extension Theme {
    /// The theme's own color with a literal value (not an alias, not a system
    /// reference) in this appearance: a value `fix` may move.
    public func isAdjustable(_ name: String, _ traits: Traits) -> Bool {
        guard isOwn(name), let color = self[name],
            case .literal? = color.color.value(for: traits)
        else { return false }
        return true
    }

    /// True when `name` has no variant of `traits`' interface style and shows
    /// the other style's value (a light-only color seen in dark).
    public func lacksOwnVariant(_ name: String, _ traits: Traits) -> Bool {
        guard let from = self[name]?.color.variant(for: traits)?.from else { return false }
        return from.style != traits.style
    }
}

extension ContrastAudit {
    /// The ratio of `pair` once its root cause takes the value `color`.
    public static func ratio(of pair: Pair, moving cause: RootCause, to color: RGBA) -> Double {
        cause.isBackground
            ? Contrast.wcagRatio(text: pair.foregroundColor, background: color)
            : Contrast.wcagRatio(text: color, background: pair.backgroundColor)
    }
}
