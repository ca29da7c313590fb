import Audit
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
