import Audit
import ColorScience
import Screens
import ThemeModel

/// What the live preview asks its runtime to do: values, so every decision
/// is testable without a terminal and the runtime only carries them out.
public enum PreviewEffect: Equatable, Sendable {
    /// End the preview (exit 0).
    case quit
    /// Load the theme again and report back with `themeLoaded` or `themeFailed`.
    case reload
    /// Write the current view (`view` of `frame(size:)`) under this file name
    /// stem, and report back with `exported`.
    case export(name: String)
    /// Append a trait change to the `--log-traits` file, as `TraitLog.lines` formats it.
    case logTraits(from: Traits, to: Traits)
    /// Run `PreviewModel.fixes(for:)` on the theme off the input loop (it takes seconds on a
    /// large palette), and report back with `fixesComputed` and this generation.
    case computeFixes(generation: Int)
    /// Compute the tuner's grid (`TunerGrid.make`) of this color on the theme shown, off the input loop, and
    /// report back with `gridComputed` and this generation.
    case computeGrid(name: String, generation: Int)
    /// Write these edits into the theme's files (in place where the format allows, the rest in an overlay
    /// theme), and report back with `written`.
    case write([ColorEdit])
    /// Read this typed text as a color (the tuner's `#`) and report back with `colorParsed`.
    case parseColor(String)
}

/// What writing tuned values did, in words for the footer, and which edits went to an overlay theme
/// (a format dusk cannot write in place): those stay shown after the theme reloads.
public struct WriteReport: Sendable, Equatable {
    public var summary: String
    public var overlaid: [ColorEdit]

    public init(summary: String, overlaid: [ColorEdit]) {
        self.summary = summary
        self.overlaid = overlaid
    }
}

/// Everything the runtime tells the model: a key, or the result of an effect it carried out. The one way
/// into the model: `update` takes each and says what to redraw and do next.
public enum PreviewMessage: Sendable {
    case key(InputEvent)
    /// The `reload` effect loaded the theme.
    case themeLoaded(Theme)
    /// The `reload` effect failed: the description of the first error.
    case themeFailed(String)
    /// The `computeFixes` effect's result, for the theme generation it was asked for.
    case fixesComputed(PaletteFix, generation: Int)
    /// The `export` effect's files, or why it failed.
    case exported(Result<[String], ExportFailure>)
    /// A `logTraits` line could not be written.
    case traitLogFailed(String)
    /// A view one key away, rendered while the designer looked (`prefetches`).
    case prefetched(PreviewModel.ViewPrefetch, Canvas)
    /// The `computeGrid` effect's result, for the theme generation it was asked for.
    case gridComputed(TunerGrid, generation: Int)
    /// The `write` effect's result.
    case written(Result<WriteReport, ExportFailure>)
    /// A file of the theme changed on disk: the model reloads, unless tuned values are not written yet.
    case filesChanged
    /// The `parseColor` effect's result: the text typed, and its color or why it is none.
    case colorParsed(String, Result<RGBA, TypedValueFailure>)
}

/// The live preview's model: the theme, what the user toggled, and the
/// messages the footer shows. `update` is pure: an event in, effects out.
public struct PreviewModel: Sendable {
    /// The theme as named on the command line (a path or a built-in name).
    public let reference: String
    /// The theme shown: as loaded, with the tuner's values over it.
    public internal(set) var theme: Theme
    /// The theme as its files say.
    public internal(set) var loadedTheme: Theme
    public var state: PreviewState
    /// The tuner, when open.
    public internal(set) var tuning: Tuning?
    /// Every tuner step since the last write, in order: what `u` undoes and `w` writes.
    var steps: [(edit: ColorEdit, before: Tuning)] = []
    /// Values written to an overlay theme (the format is not written in place): shown over every reload.
    var overlaid: [ColorEdit] = []
    /// The grid of the tuned color, for the theme generation it was computed on.
    public internal(set) var grid: (grid: TunerGrid, generation: Int)?
    /// The theme's files changed on disk while tuned values were unwritten: `w` refuses, `r` reloads.
    var stale = false
    /// `q` was pressed with unwritten values: the next `q` quits.
    var quitArmed = false
    /// The tuner's typed value so far, while its field is open (`#`).
    public internal(set) var typing: String?
    /// `p` switched screens: the inspector goes to this pair's cell once the view is drawn.
    var pendingJump: TunerGrid.Place?
    /// What the last write did, shown once the theme has reloaded from what it wrote.
    var writtenSummary: String?
    /// A passing notice ("reloaded", "saved ...").
    public var message: String?
    /// The last reload error, shown until the file is fixed.
    public private(set) var error: String?
    /// How the footer names the terminal's color depth.
    public let colorMode: String
    /// The theme with `dusk fix` applied, computed when `f` first asks for it.
    var fixed: (theme: Theme, values: Int, unfixable: Int)?
    /// A `computeFixes` effect is out and not reported back yet.
    var fixesPending = false
    /// Rendered views, and the generation of the theme they were rendered from.
    var views = ViewCache()
    var themeGeneration = 0

    public init(reference: String, theme: Theme, colorMode: String) {
        self.reference = reference
        self.theme = theme
        self.loadedTheme = theme
        self.colorMode = colorMode
        self.state = PreviewState(statusBarStyle: theme.statusBarStyle)
    }

    /// What the screens show: the theme, or with `f` the theme as `dusk fix` would leave it.
    public var shownTheme: Theme { showingFixes ? fixed!.theme : theme }

    /// `f` is on and its fixes have arrived: what views and page counts are keyed by (until they arrive, the
    /// screens show the theme as written, and a view rendered then must not pass for the fixed one).
    private var showingFixes: Bool { state.showFixes && fixed != nil }

    /// The whole terminal for `size`. Mutating only to remember the rendered
    /// view: the same state and theme give the same frame, cached or not.
    public mutating func frame(size: Size) -> PreviewComposer.Frame {
        let key = viewKey(state, PreviewComposer.screenSize(for: size, tuning: tuning != nil))
        var view = views.view(for: key)
        if view == nil, pendingJump != nil {
            view = PreviewComposer.renderView(state, theme: shownTheme, size: key.size)
        }
        if let place = pendingJump, let view {
            pendingJump = nil
            state.cursor = view.cell(drawing: place) ?? state.cursor
        }
        let frame = PreviewComposer.compose(
            state, theme: shownTheme, terminal: size, colorMode: colorMode,
            message: message, error: error, view: &view, tuner: tunerPanel)
        if let view { views.store(view, for: key) }
        return frame
    }

    /// A view one key away from the one shown (d, e or c), for the runtime to render while the designer
    /// looks at this one.
    public struct ViewPrefetch: Sendable {
        fileprivate let key: ViewCache.Key
        fileprivate let state: PreviewState
        fileprivate let theme: Theme

        public func render() -> Canvas { PreviewComposer.renderView(state, theme: theme, size: key.size) }
    }

    /// The views one key away that are not rendered yet (none while help or the inspector is open).
    public func prefetches(size: Size) -> [ViewPrefetch] {
        let area = PreviewComposer.screenSize(for: size, tuning: tuning != nil)
        guard area.width >= Screen.minimumSize.width, area.height >= Screen.minimumSize.height,
            !state.showHelp, state.cursor == nil
        else { return [] }
        var neighbours = [
            Traits(state.traits.style, state.traits.level.toggled, state.traits.contrast),
            Traits(state.traits.style, state.traits.level, state.traits.contrast.toggled),
        ]
        if theme.lockedStyle == nil {
            neighbours.insert(Traits(state.traits.style.toggled, state.traits.level, state.traits.contrast), at: 0)
        }
        return neighbours.compactMap { traits in
            var next = state
            next.traits = traits
            let key = viewKey(next, area)
            return views.view(for: key) == nil ? ViewPrefetch(key: key, state: next, theme: shownTheme) : nil
        }
    }

    /// Keeps a view rendered ahead, unless the theme changed since it was asked for.
    mutating func prefetched(_ prefetch: ViewPrefetch, _ view: Canvas) {
        guard prefetch.key.themeGeneration == themeGeneration, views.view(for: prefetch.key) == nil else { return }
        views.store(view, for: prefetch.key)
    }

    private func viewKey(_ state: PreviewState, _ area: Size) -> ViewCache.Key {
        ViewCache.Key(
            themeGeneration: themeGeneration, showFixes: showingFixes, request: state.request(size: area),
            sideBySide: state.sideBySide)
    }

    /// Applies one message. Returns whether the screen must be redrawn and what the runtime must do next.
    public mutating func update(
        _ message: PreviewMessage, terminalSize: Size
    ) -> (redraw: Bool, effects: [PreviewEffect]) {
        switch message {
        case .key(let event): return update(event, terminalSize: terminalSize)
        case .themeLoaded(let theme): return (true, themeLoaded(theme))
        case .themeFailed(let description):
            themeFailed(description)
            return (true, [])
        case .fixesComputed(let fix, let generation): return (fixesComputed(fix, generation: generation), [])
        case .exported(let result):
            exported(result)
            return (true, [])
        case .traitLogFailed(let description):
            traitLogFailed(description)
            return (true, [])
        case .prefetched(let prefetch, let view):
            prefetched(prefetch, view)
            return (false, [])
        case .gridComputed(let grid, let generation): return (gridComputed(grid, generation: generation), [])
        case .written(let result): return (true, written(result))
        case .filesChanged: return (true, filesChanged())
        case .colorParsed(let text, let result): return (true, colorParsed(text, result))
        }
    }

    /// A key. Returns whether the screen must be redrawn and what the runtime must do.
    mutating func update(_ event: InputEvent, terminalSize: Size) -> (redraw: Bool, effects: [PreviewEffect]) {
        if typing != nil { return typed(event) }
        if event == .character("d"), !state.showHelp, state.cursor == nil, let locked = theme.lockedStyle {
            // Like an app with UIUserInterfaceStyle set: the system setting changes nothing.
            message =
                """
                \(SafeText.sanitized(theme.name)) is locked to \(locked.rawValue) (userInterfaceStyle): d has no \
                effect
                """
            return (true, [])
        }
        let before = state.traits
        let wasShowingFixes = state.showFixes
        let area = PreviewComposer.screenSize(for: terminalSize, tuning: tuning != nil)
        let action = state.handle(
            event, screenSize: area, screens: ScreenRef.all(in: shownTheme),
            view: views.view(for: viewKey(state, area)),
            tuning: tuning != nil)
        if action != .none { message = nil }
        let said = Self.feedback(for: event, action: action, state: state, screens: ScreenRef.all(in: shownTheme))
        if let said { message = said }
        if action != .quit { quitArmed = false }
        var effects: [PreviewEffect] = []
        if state.showFixes != wasShowingFixes { effects += showFixes(state.showFixes) }
        if state.traits != before { effects.append(.logTraits(from: before, to: state.traits)) }
        // No page past the last one.
        let screenSize = PreviewComposer.screenSize(for: terminalSize, tuning: tuning != nil)
        let pageKey = ViewCache.PageKey(
            themeGeneration: themeGeneration, showFixes: showingFixes, screen: state.screen, size: screenSize)
        let shown = shownTheme
        let pages = views.pageCount(for: pageKey) { state.screen.pageCount(theme: shown, size: screenSize) }
        if state.page >= pages { state.page = max(0, pages - 1) }
        // The tuner follows the appearance: the variant it edits is the one now shown.
        if state.traits != before, tuning != nil { effects += retune(tuning!.name) }
        switch action {
        case .quit: effects += quitAsked()
        case .tuner(let command): effects += tuner(command, view: views.view(for: viewKey(state, area)))
        case .reload: effects.append(.reload)
        case .export: effects.append(.export(name: exportName))
        case .none, .redraw: break
        }
        // A key that changes nothing still redraws when it says so.
        return (action != .none || said != nil, effects)
    }

    /// What a key that changes nothing on screen says instead of nothing: a number past the screens, the card
    /// override off the card screen, a key with no binding here.
    static func feedback(
        for event: InputEvent, action: PreviewAction, state: PreviewState, screens: [ScreenRef]
    ) -> String? {
        guard case .character(let c) = event, !state.showHelp else { return nil }
        if action == .none, let n = c.wholeNumberValue, c.isASCII, n > 0 {
            return "no screen \(n): there are \(screens.count) (a theme's own screens come after Apple's, from its "
                + "`screens`)"
        }
        if action == .none {
            return "`\(SafeText.sanitized(String(c)))` does nothing here; ? lists the keys"
        }
        if c == "o", state.screen != .card {
            let where_ = screens.firstIndex(of: .card).map { " (\($0 + 1))" } ?? ""
            let override = state.cardStyle.map(\.rawValue) ?? "none"
            return "card override: \(override); it shows on the card screen\(where_)"
        }
        if c == "a", state.screen != .controls {
            let where_ = screens.firstIndex(of: .controls).map { " (\($0 + 1))" } ?? ""
            return "alert \(state.showsAlert ? "shown" : "hidden"); it shows on the controls screen\(where_)"
        }
        return nil
    }

    /// `settings-dark`, `settings-dark-side-by-side-protanopia`: what `x` names its files.
    var exportName: String {
        var name = "\(state.screen.name)-\(state.traits.name)"
        if state.sideBySide { name += "-side-by-side" }
        if state.colorVision != .none { name += "-\(state.colorVision.rawValue)" }
        return name
    }

    /// The files to watch for live reload: the theme's, and the theme file
    /// itself while it fails to load (so fixing it is noticed).
    public var watchedFiles: [String] {
        var files = theme.files
        if error != nil, !files.contains(reference), !BuiltinThemes.names.contains(reference) {
            files.insert(reference, at: 0)
        }
        return files
    }

    /// What `f` shows: `dusk fix`'s changes over the theme, with its drawn pairs (the work of `computeFixes`).
    public static func fixes(for theme: Theme) -> PaletteFix {
        PaletteFixer.fix(theme, drawn: ScreenPairs().drawnPairs)
    }

    /// Announces the fixed theme (asking for it once per theme), or goes back.
    mutating func showFixes(_ on: Bool) -> [PreviewEffect] {
        guard on else {
            message = "showing the theme as written"
            return []
        }
        guard let f = fixed else {
            message = "computing `dusk fix`... (the theme as written until then; f: back)"
            if fixesPending { return [] }
            fixesPending = true
            return [.computeFixes(generation: themeGeneration)]
        }
        message =
            "showing `dusk fix`: \(f.values) value\(f.values == 1 ? "" : "s") derived or fixed"
            + (f.unfixable > 0 ? ", \(f.unfixable) not fixable" : "") + " (f: back)"
        return []
    }

    /// The fixes of `computeFixes` arrived. Those of a theme since reloaded are dropped.
    /// Returns whether the screen must be redrawn.
    mutating func fixesComputed(_ fix: PaletteFix, generation: Int) -> Bool {
        guard generation == themeGeneration else { return false }
        fixesPending = false
        fixed = (fix.applied(to: theme), fix.changes.count, fix.unfixable.count)
        views.removeAll()
        guard state.showFixes else { return false }
        _ = showFixes(true)
        return true
    }

    /// A reload succeeded; returns what the runtime must do next (the fixes of the new theme, if shown).
    mutating func themeLoaded(_ fresh: Theme) -> [PreviewEffect] {
        let dropped = pendingEdits.count
        loadedTheme = fresh
        steps = []
        stale = false
        error = nil
        message =
            writtenSummary
            ?? "reloaded \(SafeText.sanitized(fresh.name))"
            + (dropped > 0 ? "; \(dropped) unwritten tuned value\(dropped == 1 ? "" : "s") dropped" : "")
        writtenSummary = nil
        var effects = editsChanged()
        if let name = tuning?.name {
            tuning = nil
            effects += retune(fresh[name] != nil ? name : nil)
        }
        return effects + (state.showFixes ? showFixes(true) : [])
    }

    /// A reload failed: the last good theme stays and the error shows in the footer.
    mutating func themeFailed(_ description: String) {
        error = description
    }

    /// An export finished (the paths written) or failed (why).
    mutating func exported(_ result: Result<[String], ExportFailure>) {
        switch result {
        case .success(let paths): message = "saved " + paths.map { SafeText.sanitized($0) }.joined(separator: " and ")
        case .failure(let failure): message = "export failed: \(failure.description)"
        }
    }

    /// A trait log line could not be written.
    mutating func traitLogFailed(_ description: String) {
        message = "trait log: \(description)"
    }
}

/// Why an export from the preview failed, in words.
public struct ExportFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Like launching an iOS app with `UITraitCollectionChangeLoggingEnabled YES`:
/// one line per changed trait.
public enum TraitLog {
    /// The lines for a change from `old` to `new`: only traits that changed.
    public static func lines(from old: Traits, to new: Traits, at time: String) -> [String] {
        var lines: [String] = []
        if old.style != new.style {
            lines.append("\(time) userInterfaceStyle \(old.style.rawValue) -> \(new.style.rawValue)")
        }
        if old.level != new.level {
            lines.append("\(time) userInterfaceLevel \(old.level.rawValue) -> \(new.level.rawValue)")
        }
        if old.contrast != new.contrast {
            lines.append("\(time) accessibilityContrast \(old.contrast.rawValue) -> \(new.contrast.rawValue)")
        }
        return lines
    }
}
