import ThemeKit

/// Choices that are not traits: which status bar style to draw, and the card's override.
public struct ScreenOptions: Hashable, Sendable {
    /// Overrides the theme's `statusBarStyle`; nil uses the theme's.
    public var statusBarStyle: StatusBarStyle?
    /// The presented card's `overrideUserInterfaceStyle`; nil follows the traits.
    public var cardStyle: InterfaceStyle?
    /// Which page of a screen that pages (the palette in use), from 0.
    public var page: Int

    public init(statusBarStyle: StatusBarStyle? = nil, cardStyle: InterfaceStyle? = nil, page: Int = 0) {
        self.statusBarStyle = statusBarStyle; self.cardStyle = cardStyle; self.page = page
    }
}

/// Everything a screen renders from. Resolves semantic names to paints for
/// one trait collection; a subtree with other traits (the card) makes its
/// own context with `with(traits:)`.
public struct ScreenContext: Sendable {
    public let theme: Theme
    public let traits: Traits
    public let size: Size
    public let options: ScreenOptions
    private let palette: Palette

    /// `palette`: the theme resolved for `traits` already (used only when it is for these traits).
    public init(theme: Theme, traits: Traits, size: Size, options: ScreenOptions = ScreenOptions(), palette: Palette? = nil) {
        self.theme = theme
        self.traits = traits
        self.size = size
        self.options = options
        if let palette, palette.traits == traits { self.palette = palette } else { self.palette = theme.palette(for: traits) }
    }

    public func with(traits: Traits) -> ScreenContext {
        ScreenContext(theme: theme, traits: traits, size: size, options: options)
    }

    /// The named color under these traits. A theme that inherits `none` may
    /// lack a system color a screen draws: the built-in palette fills in.
    public func paint(_ name: String) -> Paint {
        if let c = palette[name] { return Paint(c, name) }
        if let builtin = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName), let c = builtin.resolve(name, traits) {
            return Paint(c, name)
        }
        return Paint(.black, name)
    }


    public var statusBarStyle: StatusBarStyle { options.statusBarStyle ?? theme.statusBarStyle }
}
