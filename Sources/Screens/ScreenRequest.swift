import ThemeModel

/// One view of a screen: which screen, in which appearance, at which size, with which options. A value
/// both `dusk export` (`ScreenshotRequest`) and the live preview's view cache are keyed by, so the two
/// never disagree about what a view depends on.
public struct ScreenRequest: Hashable, Sendable {
    public var screen: ScreenRef
    public var traits: Traits
    public var size: Size
    public var options: ScreenOptions

    public init(screen: ScreenRef, traits: Traits, size: Size, options: ScreenOptions = ScreenOptions()) {
        self.screen = screen
        self.traits = traits
        self.size = size
        self.options = options
    }

    public func render(_ theme: Theme) -> Canvas {
        screen.render(theme: theme, traits: traits, size: size, options: options)
    }
}
