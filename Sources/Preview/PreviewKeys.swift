import Screens

/// What a key asks of the preview.
public enum KeyCommand: Equatable, Sendable {
    case toggleStyle, toggleLevel, toggleContrast
    case nextStatusBarStyle, nextCardStyle, toggleAlert
    case nextScreen, previousScreen
    /// `1`-`9`: the screen of that number (1 is the first).
    case screen(Int)
    case sideBySide, nextColorVision
    case nextPage, previousPage
    case inspect
    /// A click: inspect the cell at (x, y) of the screen area.
    case inspectAt(x: Int, y: Int)
    /// Move the inspector's cursor by (dx, dy).
    case moveCursor(Int, Int)
    /// Move the inspector to the next (or previous) element drawn: a run of text or glyphs in one pair of colors.
    case nextElement(forward: Bool)
    case leaveInspector
    case showFixes, export, reload, help, quit
    /// `t`: open the tuner (on the inspected color, else the theme's first own color).
    case tune
    /// A tuner key: move the color in OKLCH.
    case tuneMove(Tuning.Move)
    /// The tuner's next (or previous) own color.
    case tuneNext(forward: Bool)
    /// `p`: the screen, appearance and cell of the tuned color's worst drawn pair.
    case worstPair
    /// `=`: the nearest value of the tuned color (its hue kept) with which every pair of its variant passes.
    case takePassing
    /// `#`: type a value for the tuned color.
    case typeValue
    /// `u`: undo the last tuner step; `w`: write the tuned values.
    case undo, write
    case leaveTuner
}

/// Where a key is pressed: keys mean other things while inspecting and on the palette screen.
public struct KeyContext: Sendable {
    public var inspecting: Bool
    /// The tuner is open: arrows, brackets and Tab tune.
    public var tuning = false
    public var onPalette: Bool
    /// How many screens Tab and the number keys go through.
    public var screenCount: Int

    public init(inspecting: Bool, tuning: Bool = false, onPalette: Bool, screenCount: Int) {
        self.inspecting = inspecting
        self.tuning = tuning
        self.onPalette = onPalette
        self.screenCount = screenCount
    }
}

/// One row of the preview's keys: how help and the README name the keys, what they do, and which events
/// press them in which context. `PreviewKeys.bindings` is the one table: `PreviewState.handle` matches
/// events against it, the `?` overlay lists it, and a test holds the README's key table to it.
public struct KeyBinding: Sendable {
    /// The keys as the README writes them, each in backticks: `["Tab", "Shift-Tab", "←", "→", "1-9"]`.
    public let keys: [String]
    /// The help overlay's text.
    public let help: String
    /// The same in at most `shortLimit` columns, for the overlay on a small terminal (80x24), where the whole
    /// text does not fit: what the key does, without how.
    public let shortHelp: String
    let command: @Sendable (InputEvent, KeyContext) -> KeyCommand?

    /// The room the overlay has for a description at 80x24, two columns beside the widest keys.
    public static let shortLimit = 16

    init(
        _ keys: [String], _ help: String, short: String? = nil,
        _ command: @escaping @Sendable (InputEvent, KeyContext) -> KeyCommand?
    ) {
        self.keys = keys
        self.help = help
        self.shortHelp = short ?? help
        self.command = command
    }

    /// A binding of one character, in every context but the inspector's own keys.
    init(_ key: Character, _ help: String, short: String? = nil, _ command: KeyCommand) {
        self.init([String(key)], help, short: short) { event, _ in event == .character(key) ? command : nil }
    }

    /// How the help overlay names the keys.
    public var label: String { keys.joined(separator: " ") }
}

public enum PreviewKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding("d", "light / dark", .toggleStyle),
        KeyBinding("e", "base / elevated level", short: "base / elevated", .toggleLevel),
        KeyBinding("c", "normal / high contrast", short: "high contrast", .toggleContrast),
        KeyBinding(
            "s", "status bar: default, darkContent, lightContent", short: "status bar style",
            .nextStatusBarStyle),
        KeyBinding("o", "card override: none, dark, light", short: "card override", .nextCardStyle),
        KeyBinding("a", "the alert over the controls: shown, hidden", short: "alert", .toggleAlert),
        // The tuner's rows come before the screens' and the inspector's: while tuning, arrows and Tab tune.
        KeyBinding(["t"], "tune a color (OKLCH): the inspected one, or the first", short: "tune a color") {
            event, context in
            event == .character("t") && !context.tuning ? .tune : nil
        },
        tunerMove(
            ["↑", "↓"], "lightness +0.01 / -0.01 (Shift: 5x)", short: "lightness", [.up, .down, .shiftUp, .shiftDown]
        ) {
            .lightness($0 * Tuning.lightnessStep)
        },
        tunerMove(
            ["→", "←"], "hue +2 / -2 degrees (Shift: 5x)", short: "hue", [.right, .left, .shiftRight, .shiftLeft]
        ) {
            .hue($0 * Tuning.hueStep)
        },
        tunerMove(
            ["]", "[", "}", "{"], "chroma +0.005 / -0.005 (} {: 5x)", short: "chroma",
            [.character("]"), .character("["), .character("}"), .character("{")]
        ) { .chroma($0 * Tuning.chromaStep) },
        KeyBinding(["Tab", "Shift-Tab"], "tune: the next / previous own color", short: "tune: next color") {
            event, context in
            guard context.tuning else { return nil }
            return event == .tab ? .tuneNext(forward: true) : event == .backTab ? .tuneNext(forward: false) : nil
        },
        KeyBinding(["p"], "tune: go to the worst pair's cell", short: "tune: worst pair") { event, context in
            context.tuning && event == .character("p") ? .worstPair : nil
        },
        KeyBinding(
            ["="], "tune: the nearest value that passes every pair of this variant", short: "tune: passing"
        ) { event, context in
            context.tuning && event == .character("=") ? .takePassing : nil
        },
        KeyBinding(
            ["#"], "tune: type a value (#hex, oklch(), any CSS color; Enter takes it)", short: "tune: type value"
        ) {
            event, context in
            context.tuning && event == .character("#") ? .typeValue : nil
        },
        KeyBinding(["u"], "tune: undo the last step", short: "tune: undo") { event, context in
            context.tuning && event == .character("u") ? .undo : nil
        },
        KeyBinding(["w"], "write the tuned values into the file", short: "write to file") { event, _ in
            event == .character("w") ? .write : nil
        },
        KeyBinding(["t", "Esc"], "leave the tuner (its values stay)", short: "leave the tuner") { event, context in
            context.tuning && (event == .character("t") || event == .escape) ? .leaveTuner : nil
        },
        KeyBinding(
            ["Tab", "Shift-Tab", "←", "→", "1-9"], "screens (the built-in ones, then the theme's own)", short: "screens"
        ) {
            event, context in
            switch event {
            case .tab where !context.inspecting,
                .right where !context.inspecting:
                return .nextScreen
            case .backTab where !context.inspecting,
                .left where !context.inspecting:
                return .previousScreen
            case .character(let c) where c.isASCII:
                guard let n = c.wholeNumberValue, (1...min(9, context.screenCount)).contains(n) else { return nil }
                return .screen(n)
            default: return nil
            }
        },
        KeyBinding("v", "side by side: light | dark (with e: 2x2)", short: "side by side", .sideBySide),
        KeyBinding(
            "b", "color vision: protanopia, deuteranopia, tritanopia, achromatopsia", short: "color vision",
            .nextColorVision),
        KeyBinding(["↓", "↑"], "pages of the palette screen", short: "palette pages") { event, context in
            guard context.onPalette, !context.inspecting else { return nil }
            return event == .down ? .nextPage : event == .up ? .previousPage : nil
        },
        KeyBinding(
            ["i", "arrows", "click"], "inspect a cell: names, hex, contrast, a passing color", short: "inspect a cell"
        ) {
            event, context in
            switch event {
            case .character("i") where !context.inspecting: return .inspect
            case .mouse(let x, let y): return .inspectAt(x: x, y: y)
            case .left where context.inspecting: return .moveCursor(-1, 0)
            case .right where context.inspecting: return .moveCursor(1, 0)
            case .up where context.inspecting: return .moveCursor(0, -1)
            case .down where context.inspecting: return .moveCursor(0, 1)
            default: return nil
            }
        },
        KeyBinding(["Shift-arrows"], "move the inspector 8 cells at a time", short: "inspect: 8 cells") {
            event, context in
            guard context.inspecting else { return nil }
            switch event {
            case .shiftLeft: return .moveCursor(-8, 0)
            case .shiftRight: return .moveCursor(8, 0)
            case .shiftUp: return .moveCursor(0, -8)
            case .shiftDown: return .moveCursor(0, 8)
            default: return nil
            }
        },
        KeyBinding(
            ["Tab", "Shift-Tab"], "while inspecting: the next / previous element (text, glyph)",
            short: "inspect: element"
        ) {
            event, context in
            guard context.inspecting else { return nil }
            return event == .tab ? .nextElement(forward: true) : event == .backTab ? .nextElement(forward: false) : nil
        },
        KeyBinding(["i", "Esc"], "leave the inspector", short: "leave inspector") { event, context in
            context.inspecting && (event == .character("i") || event == .escape) ? .leaveInspector : nil
        },
        KeyBinding(
            "f", "show the theme with `dusk fix` applied: derived variants, passing colors", short: "show fixes",
            .showFixes),
        KeyBinding("x", "export this view (ANSI, SVG and PNG) to screenshots/", short: "export the view", .export),
        KeyBinding("r", "reload the theme (also automatic)", short: "reload", .reload),
        KeyBinding("?", "all keys (any key closes them and still acts; q only closes)", short: "all keys", .help),
        // Esc is a lone ESC: the runtime drops Option+keys and stray mouse reports (`EscapeSequence`).
        KeyBinding(
            ["q", "Esc"], "quit (with unwritten tuning, q asks once: w writes, q again quits)", short: "quit"
        ) {
            event, context in
            event == .character("q") || (event == .escape && !context.inspecting) ? .quit : nil
        },
    ]

    /// A tuner row of four keys: one step up and down, and five times that (`move` gets the signed steps).
    static func tunerMove(
        _ keys: [String], _ help: String, short: String, _ events: [InputEvent],
        _ move: @escaping @Sendable (Double) -> Tuning.Move
    ) -> KeyBinding {
        KeyBinding(keys, "tune: " + help, short: "tune: " + short) { event, context in
            guard context.tuning, let i = events.firstIndex(of: event) else { return nil }
            let steps: [Double] = [1, -1, Tuning.bigStep, -Tuning.bigStep]
            return .tuneMove(move(steps[i]))
        }
    }

    /// What `event` asks for in `context`: the first binding that takes it.
    public static func command(for event: InputEvent, in context: KeyContext) -> KeyCommand? {
        for binding in bindings {
            if let command = binding.command(event, context) { return command }
        }
        return nil
    }
}
