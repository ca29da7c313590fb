/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT held while a change to the user's files is made, so the change finishes
/// whole and the signal acts after it (what cannot be held, `kill -9`, a journal undoes: `FileTransaction`).
public enum HeldSignals {
    /// Runs `body` with those signals held; one that came meanwhile acts once `body` returns.
    public static func during<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
