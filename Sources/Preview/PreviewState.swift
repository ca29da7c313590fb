import Screens
import ThemeModel

/// A key or event, independent of curses.
public enum InputEvent: Equatable, Sendable {
    case character(Character)
    case tab, backTab, left, right, up, down, escape, enter, backspace
    /// The arrows with Shift held.
    case shiftLeft, shiftRight, shiftUp, shiftDown
    case resize
    case mouse(x: Int, y: Int)
}

/// What the event loop must do after an event.
public enum PreviewAction: Equatable, Sendable {
    case none, redraw, quit, export, reload
    /// A tuner key: the model carries it out (it holds the theme).
    case tuner(KeyCommand)
}

/// Everything the user can toggle in the live preview. A value: the event
/// loop feeds it events and draws what it says.
public struct PreviewState: Equatable, Sendable {
    public var screen: ScreenRef = .settings
    public var traits = Traits.light
    /// Starts as the theme's style; `s` cycles default → darkContent → lightContent.
    public var statusBarStyle: StatusBarStyle = .default
    public var cardStyle: InterfaceStyle?
    /// `a`: the controls screen's alert presented over the controls.
    public var showsAlert = false
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
        ScreenOptions(
            statusBarStyle: statusBarStyle, cardStyle: cardStyle, page: screen == .palette ? page : 0,
            showsAlert: showsAlert)
    }

    /// The view this state shows in an area of `size` (side by side aside).
    public func request(size: Size) -> ScreenRequest {
        ScreenRequest(screen: screen, traits: traits, size: size, options: options)
    }

    /// `screens`: what Tab and the number keys go through (the built-in
    /// screens and the theme's own).
    /// `view`: what the screen area shows now, which Tab walks while inspecting.
    /// `tuning`: the model's tuner is open (arrows, brackets and Tab tune).
    public mutating func handle(
        _ event: InputEvent, screenSize: Size, screens: [ScreenRef] = Screen.allCases.map { .builtin($0) },
        view: Canvas? = nil, tuning: Bool = false
    ) -> PreviewAction {
        if showHelp {
            // Any key closes the help; a key that does something also does it (Tab
            // moves on, d toggles), so nothing typed is lost. ?, Esc, Enter and q only close:
            // q closes what is open before it quits.
            showHelp = false
            if [.character("?"), .character("q"), .escape, .enter].contains(event) { return .redraw }
            let action = handle(event, screenSize: screenSize, screens: screens, view: view, tuning: tuning)
            return action == .none ? .redraw : action
        }
        if event == .resize { return .redraw }
        let context = KeyContext(
            inspecting: cursor != nil, tuning: tuning, onPalette: screen == .palette, screenCount: screens.count)
        guard let command = PreviewKeys.command(for: event, in: context) else { return .none }
        return perform(command, screenSize: screenSize, screens: screens, view: view)
    }

    /// Carries out what a key asked for.
    mutating func perform(
        _ command: KeyCommand, screenSize: Size, screens: [ScreenRef], view: Canvas? = nil
    ) -> PreviewAction {
        let screenBefore = screen
        defer { if screen != screenBefore { page = 0 } }
        switch command {
        case .quit: return .quit
        case .export: return .export
        case .reload: return .reload
        case .nextPage: page += 1
        case .previousPage:
            guard page > 0 else { return .none }
            page -= 1
        case .toggleStyle: traits.style = traits.style.toggled
        case .toggleLevel: traits.level = traits.level.toggled
        case .toggleContrast: traits.contrast = traits.contrast.toggled
        case .nextStatusBarStyle: statusBarStyle = PreviewState.nextStatusBarStyle(statusBarStyle)
        case .nextCardStyle:
            switch cardStyle {
            case nil: cardStyle = .dark
            case .dark?: cardStyle = .light
            case .light?: cardStyle = nil
            }
        case .toggleAlert: showsAlert.toggle()
        case .nextScreen: screen = PreviewState.screen(after: screen, by: 1, in: screens)
        case .previousScreen: screen = PreviewState.screen(after: screen, by: -1, in: screens)
        case .screen(let n): screen = screens[n - 1]
        case .sideBySide: sideBySide.toggle()
        case .nextColorVision: colorVision = colorVision.next
        case .help: showHelp = true
        case .showFixes: showFixes.toggle()
        case .inspect: cursor = Point(screenSize.width / 2, screenSize.height / 2)
        case .inspectAt(let x, let y):
            guard x >= 0, y >= 0, x < screenSize.width, y < screenSize.height else { return .none }
            cursor = Point(x, y)
        case .moveCursor(let dx, let dy):
            guard let c = cursor else { return .none }
            cursor = Point(
                min(screenSize.width - 1, max(0, c.x + dx)), min(screenSize.height - 1, max(0, c.y + dy)))
        case .nextElement(let forward):
            guard let c = cursor, let view, let next = view.element(from: c, forward: forward) else { return .none }
            cursor = next
        case .leaveInspector: cursor = nil
        case .tune, .tuneMove, .tuneNext, .worstPair, .takePassing, .typeValue, .undo, .write, .leaveTuner:
            return .tuner(command)
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
