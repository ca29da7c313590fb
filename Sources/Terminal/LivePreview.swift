#if canImport(Glibc)
import Glibc
#endif
import CTerminalGuard
import ThemeKit
import Screens
import Export
import Preview
import Platform

/// `dusk [THEME]`: the live preview. Keys toggle traits and screens, the
/// theme reloads itself when a file changes, and the terminal is restored
/// however the loop ends.
public enum LivePreview {
    /// Runs until the user quits or a termination signal arrives; returns the exit code.
    public static func run(themeReference: String, theme initial: Theme, forcedDepth: String?, traitLog: TraitLog? = nil) throws -> Int32 {
        let terminal = try TerminalScreen(forcedDepth: forcedDepth)
        defer { terminal.end() }
        var session = Session(reference: themeReference, theme: initial, colorMode: terminal.colorMode.label)
        session.traitLog = traitLog
        terminal.draw(session.frame(size: terminal.size).canvas, fullRedraw: true)
        var lastCheck = Clock.milliseconds()
        while true {
            let signal = dusk_guard_pending_signal()
            if signal != 0 { return 128 + signal }
            if dusk_guard_take_continued() != 0 {
                terminal.invalidate()
                terminal.draw(session.frame(size: terminal.size).canvas, fullRedraw: true)
            }
            var redraw = false
            // Handle every key already typed before drawing once: a burst of input
            // (key repeat, a paste) costs one repaint, not one per key.
            var event = terminal.nextEvent()
            if terminal.lost { return 128 + SIGHUP }
            while let current = event {
                switch session.handle(current, terminalSize: terminal.size) {
                case .quit: return 0
                case .none: break
                default: redraw = true
                }
                if current == .resize { terminal.invalidate() }
                event = terminal.nextEvent(wait: false)
            }
            let now = Clock.milliseconds()
            if now - lastCheck >= 200 {
                lastCheck = now
                if session.reloadIfChanged() { redraw = true }
            }
            if redraw { terminal.draw(session.frame(size: terminal.size).canvas) }
        }
    }
}

/// The preview's state apart from the terminal: testable without curses.
public struct Session {
    public let reference: String
    public private(set) var theme: Theme
    public var state: PreviewState
    public var message: String?
    /// The last reload error, shown until the file is fixed.
    public private(set) var error: String?
    let colorMode: String
    private var watcher: ThemeWatcher
    /// `--log-traits FILE`.
    public var traitLog: TraitLog?

    public init(reference: String, theme: Theme, colorMode: String) {
        self.reference = reference
        self.theme = theme
        self.colorMode = colorMode
        self.state = PreviewState(statusBarStyle: theme.statusBarStyle)
        self.watcher = ThemeWatcher(files: theme.files)
    }

    public func frame(size: Size) -> PreviewComposer.Frame {
        PreviewComposer.compose(state, theme: theme, terminal: size, colorMode: colorMode, message: message, error: error)
    }

    public mutating func handle(_ event: InputEvent, terminalSize: Size) -> PreviewAction {
        if event == .character("d"), !state.showHelp, state.cursor == nil, let locked = theme.lockedStyle {
            // Like an app with UIUserInterfaceStyle set: the system setting changes nothing.
            message = "\(SafeText.sanitized(theme.name)) is locked to \(locked.rawValue) (userInterfaceStyle): d has no effect"
            return .redraw
        }
        let before = state.traits
        let action = state.handle(event, screenSize: PreviewComposer.screenSize(for: terminalSize))
        if action != .none { message = nil }
        if state.traits != before, let log = traitLog {
            do { try log.record(from: before, to: state.traits) } catch { message = "trait log: \(error.description)" }
        }
        switch action {
        case .export: exportView(size: terminalSize)
        case .reload: reload()
        default: break
        }
        return action
    }

    /// Reloads when a file of the theme changed on disk. True when the screen must be redrawn.
    public mutating func reloadIfChanged() -> Bool {
        guard watcher.changed() else { return false }
        reload()
        return true
    }

    /// Loads the theme again; on failure the last good theme stays and the error shows.
    public mutating func reload() {
        var before = watcher.snapshot()
        if before[reference] == nil { before[reference] = FileStamp(of: reference) }
        do {
            let fresh = try ThemeLoader.load(reference)
            theme = fresh
            error = nil
            message = "reloaded \(SafeText.sanitized(fresh.name))"
            watcher.watch(fresh.files, stampedBefore: before)
        } catch {
            self.error = error.diagnostics.first?.description ?? "the theme could not be loaded"
            // Keep watching the last good theme's files, and the theme file itself.
            var files = theme.files
            if !files.contains(reference), !BuiltinThemes.names.contains(reference) { files.insert(reference, at: 0) }
            watcher.watch(files, stampedBefore: before)
        }
    }

    /// `x`: writes the current view as ANSI and SVG into screenshots/<theme>/.
    mutating func exportView(size: Size) {
        let view = frame(size: size).view
        var name = "\(state.screen.rawValue)-\(state.traits.name)"
        if state.sideBySide { name += "-side-by-side" }
        if state.colorVision != .none { name += "-\(state.colorVision.rawValue)" }
        do {
            let paths = try ScreenshotWriter.write(canvas: view, baseName: name, theme: theme,
                                                   into: ScreenshotWriter.defaultDirectory(for: theme))
            message = "saved " + paths.joined(separator: " and ")
        } catch {
            message = "export failed: \(error.description)"
        }
    }
}
