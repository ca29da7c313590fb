import Glibc
import CNcursesw
import CTerminalGuard
import ThemeKit
import Screens
import Preview

/// Why the preview could not start.
public struct TerminalError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The curses edge: sets the terminal up, draws canvases, reads input, and
/// always gives the terminal back (quit, signals, crashes: see CTerminalGuard).
final class TerminalScreen {
    private(set) var depth: ColorDepth
    private var allocator: ColorAllocator<CursesPairTable>
    /// Palette modes: the same mapping (dithered pictures) as `dusk export`.
    private var mapping: PaletteMapping
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
            throw TerminalError(message: "the live preview needs a terminal; to write screenshots without one, use `dusk export`")
        }
        setlocale(LC_ALL, "")
        if dusk_is_utf8_locale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
        asciiOnly = dusk_is_utf8_locale() == 0

        let term = getenv("TERM").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "dumb"
        let colorterm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        // 24-bit when asked for, or when COLORTERM says so and nothing else was forced.
        let wantsDirect = forcedDepth == .truecolor || (forcedDepth == nil && (colorterm == "truecolor" || colorterm == "24bit"))

        dusk_guard_install()
        let output = fdopen(STDOUT_FILENO, "w"), input = fdopen(STDIN_FILENO, "r")
        self.output = output
        var opened: OpaquePointer?
        if wantsDirect {
            for candidate in TerminalScreen.directCandidates(for: term) {
                if let s = newterm(candidate, output, input) { opened = s; break }
            }
        }
        if opened == nil { opened = newterm(term, output, input) }
        guard let opened else {
            if let output { fflush(output) }
            dusk_guard_uninstall()
            throw TerminalError(message: "cannot use the terminal type `\(SafeText.sanitized(term))` (no terminfo entry); try TERM=xterm-256color")
        }
        set_term(opened)
        guard dusk_can_address_cursor() != 0 else {
            endwin()
            delscreen(opened)
            if let output { fflush(output) }
            dusk_guard_uninstall()
            throw TerminalError(message: "the terminal type `\(SafeText.sanitized(term))` cannot move the cursor, which the live preview needs; set TERM to your terminal's type (for example TERM=xterm-256color), or write screenshots with `dusk export`")
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
        if !hasColors || dusk_color_pairs() < 2 { available = .none }
        else if directTerminal { available = .truecolor }
        else if colors >= 256 { available = .ansi256 }
        else if colors >= 16 { available = .ansi16 }
        else { available = .ansi8 }
        depth = TerminalScreen.depth(forced: forcedDepth, available: available)
        allocator = ColorAllocator(depth: depth, directTerminal: directTerminal, table: CursesPairTable())
        mapping = PaletteMapping(depth: depth)
    }

    /// What the preview draws with: the forced depth where the terminal can show
    /// it (a 24-bit terminal shows every palette exactly), else the most it can.
    static func depth(forced: ColorDepth?, available: ColorDepth) -> ColorDepth {
        let order: [ColorDepth] = [.none, .ansi8, .ansi16, .ansi256, .truecolor]
        guard let forced else { return available }
        if available == .truecolor { return forced }
        return order.firstIndex(of: forced)! <= order.firstIndex(of: available)! ? forced : available
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

    /// Draws `canvas`, sending curses only the cells that changed since the last frame.
    func draw(_ canvas: Canvas, fullRedraw: Bool = false) {
        var canvas = canvas
        mapping.apply(to: &canvas)
        var full = fullRedraw || previous?.size != canvas.size
        if full { allocator.resetAll(); wclear(dusk_stdscr()) }
        var text: [wchar_t] = [0, 0]
        var x = 0, y = 0
        // A blank cell's foreground is invisible: reusing the last one drawn lets
        // curses change only the background, as the smallest ANSI encoding does.
        var lastForeground = RGBA.black
        // Without colors, cells that stand out from the page (buttons, switches,
        // selections, bars) are shown in reverse video.
        let page = depth == .none ? TerminalScreen.dominantBackground(canvas) : nil
        while y < canvas.size.height {
            x = 0
            while x < canvas.size.width {
                let cell = canvas[x, y]
                defer { x += 1 }
                if cell.scalar == Cell.continuation { continue }
                if !full, let old = previous, TerminalScreen.looksSame(old[x, y], cell) { continue }
                let foreground = cell.hidesForeground ? lastForeground : cell.foreground
                lastForeground = foreground
                let (pair, reset) = allocator.pair(foreground, cell.background)
                if reset && !full {
                    // The pair table was recycled: everything on screen must be redrawn.
                    full = true
                    wclear(dusk_stdscr())
                    y = 0; x = -1
                    continue
                }
                var attributes: attr_t = 0
                if cell.attributes.contains(.bold) { attributes |= dusk_a_bold() }
                if cell.attributes.contains(.dim) { attributes |= dusk_a_dim() }
                if cell.attributes.contains(.italic) { attributes |= dusk_a_italic() }
                if cell.attributes.contains(.underline) { attributes |= dusk_a_underline() }
                if let page, Contrast.wcagRatio(text: cell.background, background: page) >= 1.6 { attributes |= dusk_a_reverse() }
                // Half-block pixels are pictures: without colors they would only be noise.
                let scalar = page != nil && cell.isHalfBlock ? " " : cell.scalar
                text[0] = wchar_t(bitPattern: (asciiOnly ? TerminalScreen.ascii(scalar) : scalar).value)
                _ = dusk_put(Int32(y), Int32(x), &text, attributes, pair)
            }
            y += 1
        }
        previous = canvas
        wnoutrefresh(dusk_stdscr())
        doupdate()
    }

    /// The background most cells have.
    static func dominantBackground(_ canvas: Canvas) -> RGBA {
        var counts: [RGBA: Int] = [:]
        for y in 0..<canvas.size.height { for x in 0..<canvas.size.width { counts[canvas[x, y].background, default: 0] += 1 } }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rgb24 > $1.key.rgb24) }?.key ?? .black
    }

    /// Equal on screen: the same character and attributes, the same background,
    /// and the same foreground unless the cell is blank.
    static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        guard a.scalar == b.scalar, a.background == b.background, a.attributes == b.attributes else { return false }
        return a.foreground == b.foreground || a.hidesForeground
    }

    /// Forces the next draw to repaint everything (after Ctrl-Z, or a reset).
    func invalidate() {
        previous = nil
        clearok(dusk_stdscr(), true)
    }

    /// The next event, or nil after the poll interval (100 ms), or at once when `wait` is false.
    func nextEvent(wait: Bool = true) -> InputEvent? {
        var ch: wint_t = 0
        if !wait { wtimeout(dusk_stdscr(), 0) }
        defer { if !wait { wtimeout(dusk_stdscr(), 100) } }
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
            case KEY_BTAB: return .backTab
            case KEY_ENTER: return .enter
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
        case 27: return .escape
        case 10, 13: return .enter
        default:
            guard let scalar = Unicode.Scalar(UInt32(ch)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// True when standard input hung up or is at its end: poll reports a
    /// hang-up or an error, or says it is readable with nothing to read.
    static func inputEnded() -> Bool {
        var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 0) > 0 else { return false }
        if fds.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var available: Int32 = 0
        return fds.revents & Int16(POLLIN) != 0 && ioctl(STDIN_FILENO, UInt(FIONREAD), &available) == 0 && available == 0
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

    /// Without a UTF-8 locale: ASCII stand-ins for the glyphs the screens use.
    static func ascii(_ s: Unicode.Scalar) -> Unicode.Scalar {
        if s.value < 0x80 { return s }
        switch s {
        case "─", "━", "▔", "▬": return "-"
        case "│", "▕", "▏", "▐", "▌": return "|"
        case "╭", "╮", "╰", "╯", "▗", "▖": return "+"
        case "›": return ">"
        case "●", "◉", "▪", "◐", "◑", "◒", "◓", "◔", "◷", "☀", "☾", "⣾": return "o"
        case "…", "⋯": return "~"
        case "·": return "."
        case "★", "✦": return "*"
        case "⊞", "▮": return "#"
        case "▲", "ʙ", "≋", "∞", "⌕", "♪", "⚑", "⚙", "✈": return "+"
        case "╱": return "/"
        case "╲": return "\\"
        case "▀", "█", "▂", "▄", "▆": return " "
        default: return "?"
        }
    }
}
