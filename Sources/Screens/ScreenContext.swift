import ColorScience
import ThemeModel

/// Choices that are not traits: which status bar style to draw, the card's override, the alert over the
/// controls.
public struct ScreenOptions: Hashable, Sendable {
    /// Overrides the theme's `statusBarStyle`; nil uses the theme's.
    public var statusBarStyle: StatusBarStyle?
    /// The presented card's `overrideUserInterfaceStyle`; nil follows the traits.
    public var cardStyle: InterfaceStyle?
    /// Which page of a screen that pages (the palette in use), from 0.
    public var page: Int
    /// The controls screen's alert, presented over the controls (which it dims).
    public var showsAlert: Bool

    public init(
        statusBarStyle: StatusBarStyle? = nil, cardStyle: InterfaceStyle? = nil, page: Int = 0, showsAlert: Bool = false
    ) {
        self.statusBarStyle = statusBarStyle
        self.cardStyle = cardStyle
        self.page = page
        self.showsAlert = showsAlert
    }

    /// Every state a screen can show at once, for the pairs the screens draw: the alert presented.
    public static let everyState = ScreenOptions(showsAlert: true)
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
    /// Where the colors this render reads are written down, when someone asks (`ScreenPairs`).
    let reads: ColorReads?

    /// `palette`: the theme resolved for `traits` already (used only when it is for these traits).
    public init(
        theme: Theme, traits: Traits, size: Size, options: ScreenOptions = ScreenOptions(), palette: Palette? = nil,
        reads: ColorReads? = nil
    ) {
        self.theme = theme
        self.traits = traits
        self.size = size
        self.options = options
        if let palette, palette.traits == traits {
            self.palette = palette
        } else {
            self.palette = theme.palette(for: traits)
        }
        self.reads = reads
    }

    /// The same theme for a subtree with other traits (the card), a size and options of its own.
    public func with(traits: Traits, size: Size? = nil, options: ScreenOptions? = nil) -> ScreenContext {
        ScreenContext(
            theme: theme, traits: traits, size: size ?? self.size, options: options ?? self.options, reads: reads)
    }

    /// A filled control's title on the tint: the theme's `textOnTint`, else white.
    public var onTint: Paint { theme.textOnTint.map(paint) ?? Paint(.white, "white") }

    /// The named color under these traits. A theme that inherits `none` may
    /// lack a system color a screen draws: the built-in palette fills in.
    public func paint(_ name: String) -> Paint {
        let paint = ScreenContext.paint(name, in: palette, theme: theme)
        reads?.record(.paint(name), traits, paint.color)
        return paint
    }

    static func paint(_ name: String, in palette: Palette, theme: Theme) -> Paint {
        if let c = palette[name] { return Paint(c, name) }
        if let builtin = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName),
            let c = builtin.resolve(name, palette.traits)
        {
            return Paint(c, name)
        }
        return Paint(.black, name)
    }

    /// A color value (a gradient's stop or text, an image's tint) under these traits.
    public func resolve(_ value: ColorValue) -> RGBA? {
        let color = theme.resolve(value: value, traits)
        reads?.record(.value(value), traits, color)
        return color
    }

    /// A gradient's stops under these traits.
    public func stops(of gradient: DynamicGradient) -> [RGBA] {
        Theme.stops(of: gradient, traits, resolve: resolve)
    }

    public var statusBarStyle: StatusBarStyle { options.statusBarStyle ?? theme.statusBarStyle }
}
