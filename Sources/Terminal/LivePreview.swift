import CTerminalGuard
import ColorScience
import Encoding
import Formats
import Pairs
import Platform
import Preview
import Screens
import ThemeModel

/// `dusk [THEME]`: the runtime of the live preview. It reads keys, feeds
/// them to the pure `PreviewModel`, carries out the effects the model
/// returns (reload, export, trait log, quit), polls the theme's files, and
/// draws. The terminal is restored however the loop ends.
public enum LivePreview {
    /// Writes the current view as files and returns their paths; supplied by
    /// the caller (the exporters are not the terminal's business).
    public typealias Exporter =
        @Sendable (_ view: Canvas, _ name: String, _ theme: Theme) -> Result<[String], ExportFailure>
    /// Writes tuned values into the theme's files (in place, or an overlay), supplied by the caller too: it
    /// gets the edits and the theme as loaded.
    public typealias Writer = @Sendable (_ edits: [ColorEdit], _ loaded: Theme) -> Result<WriteReport, ExportFailure>

    /// Runs until the user quits, a signal arrives or the terminal goes away; returns the exit code.
    public static func run(
        themeReference: String, mode: String? = nil, fileAccess: (any FileAccess)? = nil, notice: String? = nil,
        theme initial: Theme,
        depth forced: ColorDepth?,
        screen: ScreenRef = .settings, traits: Traits = .light,
        traitLog: TraitLogFile? = nil, export: Exporter, writeBack: Writer,
        source: @escaping @Sendable () -> [SourcePair] = { [] }
    ) throws(TerminalError) -> Int32 {
        let terminal = try TerminalScreen(forcedDepth: forced)
        defer { terminal.end() }
        var model = PreviewModel(reference: themeReference, theme: initial, colorMode: terminal.depth.label)
        model.state.screen = screen
        model.state.traits = traits
        model.message = notice
        var watcher = ThemeWatcher(files: model.watchedFiles)
        let fixes = BackgroundFixes()
        let ahead = BackgroundViews()
        let grids = BackgroundGrid(source: source)

        /// Hands a message to the model and carries out what it asks for; false when the preview must end.
        func send(_ message: PreviewMessage) -> (redraw: Bool, running: Bool) {
            let (redraw, effects) = model.update(message, terminalSize: terminal.size)
            var running = true
            var redrawAfter = redraw
            for effect in effects {
                let result = perform(effect)
                redrawAfter = redrawAfter || result.redraw
                running = running && result.running
            }
            return (redrawAfter, running)
        }

        /// Carries out one effect; its result goes back to the model as a message.
        func perform(_ effect: PreviewEffect) -> (redraw: Bool, running: Bool) {
            switch effect {
            case .quit:
                return (false, false)
            case .reload:
                var before = watcher.snapshot()
                if before[themeReference] == nil { before[themeReference] = FileStamp(of: themeReference) }
                let result: (redraw: Bool, running: Bool)
                do throws(ThemeError) {
                    result = send(
                        .themeLoaded(try ThemeLoader.load(themeReference, mode: mode, fileAccess: fileAccess)))
                } catch {
                    result = send(.themeFailed(error.diagnostics.first?.description ?? "the theme could not be loaded"))
                }
                watcher.watch(model.watchedFiles, stampedBefore: before)
                return result
            case .export(let name):
                return send(.exported(export(model.frame(size: terminal.size).view, name, model.theme)))
            case .logTraits(let old, let new):
                do throws(FileError) { try traitLog?.record(from: old, to: new) } catch {
                    return send(.traitLogFailed(error.reason))
                }
            case .computeFixes(let generation):
                fixes.start(model.theme, generation: generation)
            case .computeGrid(let name, let generation):
                grids.start(model.gridTheme, name: name, generation: generation)
            case .write(let edits):
                return send(.written(writeBack(edits, model.loadedTheme)))
            case .parseColor(let text):
                let read = CSSColor.parse(text).map(\.color).mapError {
                    TypedValueFailure($0.reason ?? "expected #hex, rgb(), hsl(), oklch() or a CSS color name")
                }
                return send(.colorParsed(text, read))
            }
            return (false, true)
        }

        terminal.draw(model.frame(size: terminal.size).canvas, fullRedraw: true)
        ahead.start(model.prefetches(size: terminal.size))
        var lastCheck = Clock.milliseconds()
        while true {
            let signal = dusk_guard_pending_signal()
            if signal != 0 { return 128 + signal }
            if dusk_guard_take_continued() != 0 {
                terminal.invalidate()
                terminal.draw(model.frame(size: terminal.size).canvas, fullRedraw: true)
            }
            var redraw = false
            // Handle every key already typed before drawing once: a burst of input
            // (key repeat, a paste) costs one repaint, not one per key.
            // While the tuner's grid is being measured, wake often enough to show it as soon as it is done.
            var event = terminal.nextEvent(pollMs: grids.isBusy ? 10 : 100)
            if terminal.lost { return 128 + SIGHUP }
            // Before the keys: a view rendered ahead while waiting serves the key that ended the wait.
            for (prefetch, view) in ahead.take() { _ = send(.prefetched(prefetch, view)) }
            while let current = event {
                let (changed, running) = send(.key(current))
                if !running { return 0 }
                redraw = redraw || changed
                if current == .resize { terminal.invalidate() }
                event = terminal.nextEvent(wait: false)
            }
            if let done = fixes.take() {
                redraw = send(.fixesComputed(done.fix, generation: done.generation)).redraw || redraw
            }
            if let (grid, generation) = grids.take() {
                redraw = send(.gridComputed(grid, generation: generation)).redraw || redraw
            }
            let now = Clock.milliseconds()
            if now - lastCheck >= 200 {
                lastCheck = now
                if watcher.changed() {
                    let (_, running) = send(.filesChanged)
                    if !running { return 0 }
                    redraw = true
                }
            }
            if redraw { terminal.draw(model.frame(size: terminal.size).canvas) }
            // Every key typed is handled: render the views one key away while the designer looks.
            ahead.start(model.prefetches(size: terminal.size))
        }
    }
}
