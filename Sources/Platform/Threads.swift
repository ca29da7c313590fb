/// Threads for pure work: started with every signal blocked, so signals stay with the main thread
/// (the one that restores the terminal).
public enum Threads {
    /// Starts `work` on a thread of its own; nil when no thread could be had.
    public static func start(_ work: @escaping @Sendable () -> Void) -> pthread_t? {
        var thread = noThread
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { raw in
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                // Optional on Linux, not on macOS: the same line for both.
                let context: UnsafeMutableRawPointer? = raw
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Runs `work` on a thread nobody waits for, or here when no thread could be had (rather than never).
    public static func detach(_ work: @escaping @Sendable () -> Void) {
        if let thread = start(work) {
            pthread_detach(thread)
        } else {
            work()
        }
    }

    private final class Work: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
