import ThemeModel

/// A screen to show: one of the built-in screens, or one of the theme's
/// screen files by name. What the preview cycles through, `export --screen`
/// names and `check` renders.
public enum ScreenRef: Hashable, Sendable {
    case builtin(Screen)
    case custom(String)

    public static let settings = ScreenRef.builtin(.settings), labels = ScreenRef.builtin(.labels)
    public static let materials = ScreenRef.builtin(.materials), card = ScreenRef.builtin(.card)
    public static let colors = ScreenRef.builtin(.colors), controls = ScreenRef.builtin(.controls)
    public static let palette = ScreenRef.builtin(.palette)

    /// The name used on the command line, in file names and in the footer.
    public var name: String {
        switch self {
        case .builtin(let s): return s.rawValue
        case .custom(let n): return n
        }
    }

    /// The built-in screens, then the theme's own, in the order it lists them.
    public static func all(in theme: Theme) -> [ScreenRef] {
        Screen.allCases.map { .builtin($0) } + theme.customScreens.map { .custom($0.name) }
    }

    public static func named(_ name: String, in theme: Theme) -> ScreenRef? {
        if let s = Screen(rawValue: name) { return .builtin(s) }
        return theme.customScreens.contains { $0.name == name } ? .custom(name) : nil
    }

    public func title(in theme: Theme) -> String {
        switch self {
        case .builtin(let s): return s.title
        case .custom(let n): return theme.customScreens.first { $0.name == n }?.title ?? n
        }
    }

    public func summary(in theme: Theme) -> String {
        switch self {
        case .builtin(let s): return s.summary
        case .custom(let n):
            return theme.customScreens.first { $0.name == n }.map { "your screen: \(SafeText.sanitized($0.path))" } ?? n
        }
    }

    public func pageCount(theme: Theme, size: Size) -> Int {
        if case .builtin(let s) = self { return s.pageCount(theme: theme, size: size) }
        return 1
    }

    /// The screen for (theme, traits, size): a screen file the theme no longer
    /// has (a reload removed it) says so instead of failing.
    /// `reads`: where to write down every color the render reads (`ColorReads`).
    public func render(
        theme: Theme, traits: Traits, size: Size, options: ScreenOptions = ScreenOptions(), palette: Palette? = nil,
        reads: ColorReads? = nil
    ) -> Canvas {
        switch self {
        case .builtin(let s):
            return s.render(theme: theme, traits: traits, size: size, options: options, palette: palette, reads: reads)
        case .custom(let n):
            let context = ScreenContext(
                theme: theme, traits: theme.effectiveTraits(traits), size: size, options: options, palette: palette,
                reads: reads)
            guard size.width >= Screen.minimumSize.width, size.height >= Screen.minimumSize.height else {
                return Screen.tooSmall(context)
            }
            guard let spec = theme.customScreens.first(where: { $0.name == n }) else {
                var canvas = Canvas(size: size, background: context.paint("systemBackground"))
                canvas.text(
                    "\(SafeText.sanitized(theme.name)) has no screen `\(SafeText.sanitized(n))`", at: Point(2, 2),
                    context.paint("secondaryLabel"), maxWidth: size.width - 4)
                return canvas
            }
            return CustomScreen.render(spec, context)
        }
    }
}
