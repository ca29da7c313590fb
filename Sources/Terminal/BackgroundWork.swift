import Glibc
import Preview
import Synchronization
import ThemeKit

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
        let job = Job { [self] in
            let fix = PreviewModel.fixes(for: theme)
            state.withLock { if generation == $0.latest { $0.finished = (fix, generation) } }
        }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { raw in
                // Signals stay with the input loop, which restores the terminal.
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: do the work here rather than never.
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
        }
    }

    /// The finished fixes, once.
    func take() -> (fix: PaletteFix, generation: Int)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }

    private final class Job: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
