import Platform

/// A line on the terminal that says what a long step is doing: shown on standard error only when it is a
/// terminal and the step has run past a second, rewritten in place, and cleared when the step ends (the
/// report that follows starts on a clean line). Never part of a command's output: pipes and files see nothing.
final class ProgressLine {
    private let what: String
    private let started = Clock.milliseconds()
    private let enabled = StandardStream.isTerminal(2)
    private var shown = false

    init(_ what: String) {
        self.what = what
    }

    func show(_ count: String) {
        guard enabled, Clock.milliseconds() - started >= 1000 else { return }
        try? StandardStream.write("\r\u{1B}[K\(what): \(count)", to: 2)
        shown = true
    }

    func clear() {
        guard shown else { return }
        try? StandardStream.write("\r\u{1B}[K", to: 2)
        shown = false
    }
}
