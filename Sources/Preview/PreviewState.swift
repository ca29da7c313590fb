import Screens
import ThemeModel

/// A key or event, independent of curses.
public enum InputEvent: Equatable, Sendable {
    case character(Character)
    case tab, backTab, left, right, up, down, escape, enter
    case resize
    case mouse(x: Int, y: Int)
}

/// What the event loop must do after an event.
public enum PreviewAction: Equatable, Sendable {
    case none, redraw, quit, export, reload
}

/// Everything the user can toggle in the live preview. A value: the event
/// loop feeds it events and draws what it says.
public struct PreviewState: Equatable, Sendable {
    public var screen: ScreenRef = .settings
    public var traits = Traits.light
    /// Starts as the theme's style; `s` cycles default → darkContent → lightContent.
    public var statusBarStyle: StatusBarStyle = .default
    public var cardStyle: InterfaceStyle?
    public var sideBySide = false
    public var colorVision = ColorVision.none
    public var showHelp = false
    /// `f`: the theme with `dusk fix` applied.
    public var showFixes = false
    /// The inspector's cursor, in screen-area coordinates; nil when off.
    public var cursor: Point?
    /// The page of a screen that pages (the palette in use); ↓ and ↑.
    public var page = 0

    public init(statusBarStyle: StatusBarStyle = .default) { self.statusBarStyle = statusBarStyle }

    public var options: ScreenOptions {
        ScreenOptions(statusBarStyle: statusBarStyle, cardStyle: cardStyle, page: screen == .palette ? page : 0)
    }

    /// `screens`: what Tab and the number keys go through (the built-in
    /// screens and the theme's own).
    public mutating func handle(
        _ event: InputEvent, screenSize: Size, screens: [ScreenRef] = Screen.allCases.map { .builtin($0) }
    ) -> PreviewAction {
        if showHelp {
            // Any key closes the help; a key that does something also does it (Tab
            // moves on, d toggles), so nothing typed is lost. ?, Esc and Enter only close.
            showHelp = false
            if event == .character("?") || event == .escape || event == .enter { return .redraw }
            let action = handle(event, screenSize: screenSize, screens: screens)
            return action == .none ? .redraw : action
        }
        if let c = cursor {
            switch event {
            case .left:
                cursor = Point(max(0, c.x - 1), c.y)
                return .redraw
            case .right:
                cursor = Point(min(screenSize.width - 1, c.x + 1), c.y)
                return .redraw
            case .up:
                cursor = Point(c.x, max(0, c.y - 1))
                return .redraw
            case .down:
                cursor = Point(c.x, min(screenSize.height - 1, c.y + 1))
                return .redraw
            case .escape, .character("i"):
                cursor = nil
                return .redraw
            default: break
            }
        }
        let screenBefore = screen
        defer { if screen != screenBefore { page = 0 } }
        switch event {
        case .character("q"), .escape: return .quit
        case .down where screen == .palette: page += 1
        case .up where screen == .palette:
            guard page > 0 else { return .none }
            page -= 1
        case .character("d"): traits.style = traits.style.toggled
        case .character("e"): traits.level = traits.level.toggled
        case .character("c"): traits.contrast = traits.contrast.toggled
        case .character("s"): statusBarStyle = PreviewState.nextStatusBarStyle(statusBarStyle)
        case .character("o"):
            switch cardStyle {
            case nil: cardStyle = .dark
            case .dark?: cardStyle = .light
            case .light?: cardStyle = nil
            }
        case .tab, .right: screen = PreviewState.screen(after: screen, by: 1, in: screens)
        case .backTab, .left: screen = PreviewState.screen(after: screen, by: -1, in: screens)
        case .character(let ch) where ch.isASCII && (1...min(9, screens.count)).contains(ch.wholeNumberValue ?? 0):
            screen = screens[ch.wholeNumberValue! - 1]
        case .character("v"): sideBySide.toggle()
        case .character("b"): colorVision = colorVision.next
        case .character("?"): showHelp = true
        case .character("f"): showFixes.toggle()
        case .character("i"): cursor = Point(screenSize.width / 2, screenSize.height / 2)
        case .mouse(let x, let y):
            guard x >= 0, y >= 0, x < screenSize.width, y < screenSize.height else { return .none }
            cursor = Point(x, y)
        case .character("x"): return .export
        case .character("r"): return .reload
        case .resize: return .redraw
        default: return .none
        }
        return .redraw
    }

    static func nextStatusBarStyle(_ s: StatusBarStyle) -> StatusBarStyle {
        switch s {
        case .default: return .darkContent
        case .darkContent: return .lightContent
        case .lightContent: return .default
        }
    }

    static func screen(after s: ScreenRef, by delta: Int, in all: [ScreenRef]) -> ScreenRef {
        guard let i = all.firstIndex(of: s) else { return all.first ?? s }
        return all[(i + delta + all.count) % all.count]
    }
}
