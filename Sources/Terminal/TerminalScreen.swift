import CNcursesw
import CTerminalGuard
import ColorScience
import Encoding
import Platform
import Preview
import Screens
import ThemeModel

/// Why the preview could not start.
public struct TerminalError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The curses edge: sets the terminal up, draws canvases, reads input, and
/// always gives the terminal back (quit, signals, crashes: see CTerminalGuard).
final class TerminalScreen {
    private(set) var depth: ColorDepth
    /// Frames are written by dusk's own encoder (the export's SGR and palette
    /// mapping); curses sets the terminal up, reads keys and gives it back.
    private var encoder: FrameEncoder
    private var screen: OpaquePointer?
    /// The stdio stream curses writes through; flushed before anything else is written.
    private var output: UnsafeMutablePointer<FILE>?
    private var previous: Canvas?
    private let asciiOnly: Bool
    private var active = false
    /// Set when standard input reached its end or hung up: the terminal is gone
    /// (a closed window whose SIGHUP never reached us, as after `setsid`).
    private(set) var lost = false

    init(forcedDepth: ColorDepth?) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(
                message: "the live preview needs a terminal; to write screenshots without one, use `dusk export`")
        }
        // Only the character type: ncursesw needs it for wide characters, and loading every other
        // category (numbers, dates, collation, ...) would cost a dozen files before the first frame.
        setlocale(LC_CTYPE, "")
        if dusk_is_utf8_locale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
        asciiOnly = dusk_is_utf8_locale() == 0

        let term = getenv("TERM").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "dumb"
        let wantsDirect = TerminalScreen.wantsDirect(
            forced: forcedDepth, colorterm: getenv("COLORTERM").map { String(cString: $0) } ?? "",
            program: getenv("TERM_PROGRAM").map { String(cString: $0) } ?? "")

        dusk_guard_install()
        let output = Descriptor.stream(STDOUT_FILENO, mode: "w")
        let input = Descriptor.stream(STDIN_FILENO, mode: "r")
        self.output = output
        var opened: OpaquePointer?
        if wantsDirect {
            for candidate in TerminalScreen.directCandidates(for: term) {
                if let s = newterm(candidate, output, input) {
                    opened = s
                    break
                }
            }
        }
        if opened == nil { opened = newterm(term, output, input) }
        guard let opened else {
            if let output { fflush(output) }
            dusk_guard_uninstall()
            throw TerminalError(
                message:
                    """
                    cannot use the terminal type `\(SafeText.sanitized(term))` (no terminfo entry); try \
                    TERM=xterm-256color
                    """
            )
        }
        set_term(opened)
        guard dusk_can_address_cursor() != 0 else {
            endwin()
            delscreen(opened)
            if let output { fflush(output) }
            dusk_guard_uninstall()
            throw TerminalError(
                message:
                    "the terminal type `\(SafeText.sanitized(term))` cannot move the cursor, which the live preview "
                    + "needs; set TERM to your terminal's type (for example TERM=xterm-256color), "
                    + "or write screenshots with `dusk export`"
            )
        }
        screen = opened
        active = true
        let hasColors = has_colors()
        if hasColors { start_color() }
        cbreak()
        noecho()
        nonl()
        keypad(dusk_stdscr(), true)
        wtimeout(dusk_stdscr(), 100)
        dusk_set_escdelay(25)
        curs_set(0)
        _ = mousemask(dusk_button1_events(), nil)
        mouseinterval(0)

        let colors = Int(dusk_colors())
        // A direct-color entry (the TERM was one, or we opened one) takes 24-bit values for color numbers.
        let directTerminal = colors >= 1 << 24
        let available: ColorDepth
        if !hasColors || dusk_color_pairs() < 2 {
            available = .none
        } else if directTerminal {
            available = .truecolor
        } else if colors >= 256 {
            available = .ansi256
        } else if colors >= 16 {
            available = .ansi16
        } else {
            available = .ansi8
        }
        depth = TerminalScreen.depth(forced: forcedDepth, available: available)
        encoder = FrameEncoder(depth: depth, asciiOnly: asciiOnly)
        // Curses clears the screen once (and would do so at the first key read
        // otherwise, over the first frame); after that it never draws.
        wrefresh(dusk_stdscr())
    }

    /// What the preview draws with: the forced depth where the terminal can show
    /// it (a 24-bit terminal shows every palette exactly), else the most it can.
    static func depth(forced: ColorDepth?, available: ColorDepth) -> ColorDepth {
        let order: [ColorDepth] = [.none, .ansi8, .ansi16, .ansi256, .truecolor]
        guard let forced else { return available }
        if available == .truecolor { return forced }
        return order.firstIndex(of: forced)! <= order.firstIndex(of: available)! ? forced : available
    }

    /// Whether to open a direct-color (24-bit) terminfo entry: when asked for, or when COLORTERM says so and
    /// nothing else was forced, except in Apple's Terminal, which draws 256 colors whatever a shell's COLORTERM
    /// says (and whose system terminfo has no `-direct` entries).
    static func wantsDirect(forced: ColorDepth?, colorterm: String, program: String) -> Bool {
        if forced == .truecolor { return true }
        guard forced == nil, program != "Apple_Terminal" else { return false }
        return colorterm == "truecolor" || colorterm == "24bit"
    }

    /// `xterm-256color` → `xterm-direct`; `tmux-256color` → `tmux-direct`; a `-direct` TERM as is.
    static func directCandidates(for term: String) -> [String] {
        if term.hasSuffix("-direct") { return [term] }
        // A terminal that says it cannot do much is taken at its word.
        if term == "dumb" || term.hasSuffix("-mono") || term.hasSuffix("-m") { return [] }
        var base = term
        for suffix in ["-256color", "-88color", "-color", "-16color"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        if base.hasPrefix("screen") { return ["tmux-direct", "xterm-direct"] }
        return base == "xterm" ? ["xterm-direct"] : [base + "-direct", "xterm-direct"]
    }

    var size: Size { Size(width: Int(dusk_cols()), height: Int(dusk_lines())) }

    /// Draws `canvas`, sending only the cells that changed since the last frame, in one write.
    func draw(_ canvas: Canvas, fullRedraw: Bool = false) {
        let frame = encoder.terminalFrame(canvas)
        let bytes = encoder.encode(frame, from: fullRedraw ? nil : previous)
        previous = frame
        if let output { fflush(output) }
        do {
            try Descriptor.writeAll(bytes, to: STDOUT_FILENO, name: "the terminal")
        } catch {
            lost = true  // the terminal is gone
        }
    }

    /// Forces the next draw to repaint everything (after Ctrl-Z, or a reset).
    func invalidate() {
        previous = nil
        clearok(dusk_stdscr(), true)
        // Curses' own repaint (a clear, after a resize or a resume) now, not over the next frame.
        wrefresh(dusk_stdscr())
    }

    /// The next event, or nil after `pollMs` (100 ms, or less while work off the loop is about to report),
    /// or at once when `wait` is false.
    func nextEvent(wait: Bool = true, pollMs: Int32 = 100) -> InputEvent? {
        var ch: wint_t = 0
        let timeout = wait ? pollMs : 0
        if timeout != 100 { wtimeout(dusk_stdscr(), timeout) }
        defer { if timeout != 100 { wtimeout(dusk_stdscr(), 100) } }
        let rc = wget_wch(dusk_stdscr(), &ch)
        if rc == ERR {
            if TerminalScreen.inputEnded() { lost = true }
            return nil
        }
        if rc == KEY_CODE_YES {
            switch Int32(ch) {
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_SLEFT: return .shiftLeft
            case KEY_SRIGHT: return .shiftRight
            case KEY_SR: return .shiftUp
            case KEY_SF: return .shiftDown
            case KEY_BTAB: return .backTab
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_RESIZE: return .resize
            case KEY_MOUSE:
                var event = MEVENT()
                if getmouse(&event) == OK { return .mouse(x: Int(event.x), y: Int(event.y)) }
                return nil
            default: return nil
            }
        }
        switch ch {
        case 9: return .tab
        case 27: return readEscape()
        case 10, 13: return .enter
        case 8, 127: return .backspace
        default:
            guard let scalar = Unicode.Scalar(UInt32(ch)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Esc alone, or nil for a sequence that came with the ESC (read whole and dropped; see `EscapeSequence`).
    /// Curses has already waited its escape delay: what belongs to the sequence has arrived.
    private func readEscape() -> InputEvent? {
        var after: [UInt32] = []
        wtimeout(dusk_stdscr(), 0)
        defer { wtimeout(dusk_stdscr(), 100) }
        while EscapeSequence.classify(after) != .complete {
            var ch: wint_t = 0
            let rc = wget_wch(dusk_stdscr(), &ch)
            if rc == ERR { return after.isEmpty ? .escape : nil }
            // A key curses decoded (Option+Left as ESC then KEY_LEFT): part of the sequence.
            after.append(rc == KEY_CODE_YES ? 0xFFFF : UInt32(ch))
        }
        return nil
    }

    /// True when standard input hung up or is at its end: poll reports a
    /// hang-up or an error, or says it is readable with nothing to read.
    static func inputEnded() -> Bool {
        var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 0) > 0 else { return false }
        if fds.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var available: Int32 = 0
        return fds.revents & Int16(POLLIN) != 0 && ioctl(STDIN_FILENO, UInt(FIONREAD), &available) == 0
            && available == 0
    }

    /// Gives the terminal back: main screen, cursor, echo, line mode.
    func end() {
        guard active else { return }
        active = false
        curs_set(1)
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
        if let output { fflush(output) }
        dusk_guard_show_cursor()
        dusk_guard_uninstall()
    }

    deinit { end() }

}
