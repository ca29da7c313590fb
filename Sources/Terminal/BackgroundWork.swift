import Audit
import Pairs
import Platform
import Preview
import Screens
import Synchronization
import ThemeModel

/// Work that takes seconds (`dusk fix` on a large palette) on a thread of its own, so the
/// input loop keeps reading keys and `q` quits at once. The loop polls `take` each time it wakes
/// (at least every 100 ms); a result nobody takes any more is simply dropped.
final class BackgroundFixes: Sendable {
    /// The newest generation asked for, and its result once done: a job for an older theme that
    /// finishes later never takes the place of the newest one's result.
    private let state = Mutex<(latest: Int, finished: (fix: PaletteFix, generation: Int)?)>((-1, nil))

    /// Starts computing the fixes of `theme`; `take` returns them once done.
    func start(_ theme: Theme, generation: Int) {
        state.withLock { $0.latest = generation }
        Threads.detach { [self] in
            let fix = PreviewModel.fixes(for: theme)
            state.withLock { if generation == $0.latest { $0.finished = (fix, generation) } }
        }
    }

    /// The finished fixes, once.
    func take() -> (fix: PaletteFix, generation: Int)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}

/// The views one key away from the one on screen (d, e, c), rendered while the designer looks at it:
/// the first visit to an appearance then costs what going back to one costs. Started only when the
/// input loop is idle; at most one batch at a time, and a batch for a state no longer shown is dropped
/// by the model.
final class BackgroundViews: Sendable {
    private let state = Mutex<(running: Bool, finished: [(PreviewModel.ViewPrefetch, Canvas)])>((false, []))

    /// Starts rendering `views` unless a batch is still running.
    func start(_ views: [PreviewModel.ViewPrefetch]) {
        guard !views.isEmpty else { return }
        let claimed = state.withLock { state -> Bool in
            if state.running { return false }
            state.running = true
            return true
        }
        guard claimed else { return }
        Threads.detach { [self] in
            let rendered = views.map { ($0, $0.render()) }
            state.withLock {
                $0.running = false
                $0.finished += rendered
            }
        }
    }

    /// The views rendered since the last call.
    func take() -> [(PreviewModel.ViewPrefetch, Canvas)] {
        state.withLock { state in
            defer { state.finished = [] }
            return state.finished
        }
    }
}

/// The tuner's grid, off the input loop: every pair of one color in eight appearances takes a render of
/// each screen that reads it. Only the newest request is worked on (a burst of ↑ computes the last step, not
/// every step), by one thread at a time, which keeps the screens' renders (`ScreenPairs`) between requests:
/// a step re-renders only the screens that read the tuned color.
final class BackgroundGrid: @unchecked Sendable {
    /// The newest request not started yet, whether a thread is working, and the newest result.
    private let state = Mutex<(next: (Theme, String, Int)?, running: Bool, finished: (TunerGrid, Int)?)>(
        (nil, false, nil))
    /// Touched only by the one working thread (`running` guards it): why this class is `@unchecked Sendable`.
    private var screens = ScreenPairs()
    /// Reads the pairs the app's code draws: once, by the working thread, before the first grid.
    private let readSource: @Sendable () -> [SourcePair]
    /// Touched only by the working thread, as `screens` is.
    private var source: [SourcePair]?

    init(source: @escaping @Sendable () -> [SourcePair]) { readSource = source }

    func start(_ theme: Theme, name: String, generation: Int) {
        let claimed = state.withLock { state -> Bool in
            state.next = (theme, name, generation)
            if state.running { return false }
            state.running = true
            return true
        }
        guard claimed else { return }
        Threads.detach { [self] in
            while let (theme, name, generation) = state.withLock({ state -> (Theme, String, Int)? in
                defer { state.next = nil }
                if state.next == nil { state.running = false }
                return state.next
            }) {
                if source == nil { source = readSource() }
                let grid = TunerGrid.make(theme, name: name, drawn: screens.drawnPairs, source: source ?? [])
                state.withLock { $0.finished = (grid, generation) }
            }
        }
    }

    /// A grid is being measured, or is done and not taken yet.
    var isBusy: Bool { state.withLock { $0.running || $0.finished != nil } }

    /// The newest grid finished since the last call.
    func take() -> (TunerGrid, Int)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}
