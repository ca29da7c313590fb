import Audit
import ColorScience
import Screens
import ThemeModel

/// Composes the whole terminal for one state: the screen area (exactly
/// what `dusk export` renders for that size), then the footer, the
/// inspector cursor and the help overlay.
public enum PreviewComposer {
    public struct Frame: Sendable {
        /// Everything to draw.
        public var canvas: Canvas
        /// The screen area alone, as `x` exports it (no footer, cursor or help).
        public var view: Canvas
    }

    /// Fixed colors for dusk's own chrome, so it stays readable over any theme.
    static let chromeBackground = RGBA(0x2C, 0x2C, 0x2E)
    static let chromeText = RGBA(0xEB, 0xEB, 0xF5)
    static let chromeDim = RGBA(0x98, 0x98, 0x9F)
    static let errorBackground = RGBA(0x8E, 0x1B, 0x14)

    /// The screen area: the terminal less the footer, and less the tuner's panel while it is open.
    public static func screenSize(for terminal: Size, tuning: Bool = false) -> Size {
        let panel = tuning ? TunerPanel.rows(forTerminalHeight: terminal.height) : 0
        return Size(width: terminal.width, height: max(0, terminal.height - 1 - panel))
    }

    public static func compose(
        _ state: PreviewState, theme: Theme, terminal: Size, colorMode: String,
        message: String? = nil, error: String? = nil
    ) -> Frame {
        var rendered: Canvas?
        return compose(
            state, theme: theme, terminal: terminal, colorMode: colorMode, message: message, error: error,
            view: &rendered)
    }

    /// `rendered`: the screen view for this state if the caller kept it, else
    /// nil, and then set to the view rendered here for the caller to keep.
    public static func compose(
        _ state: PreviewState, theme: Theme, terminal: Size, colorMode: String,
        message: String?, error: String?, view rendered: inout Canvas?, tuner: TunerPanel? = nil
    ) -> Frame {
        let area = screenSize(for: terminal, tuning: tuner != nil)
        var view: Canvas
        if area.width < Screen.minimumSize.width || area.height < Screen.minimumSize.height {
            view = tooSmall(terminal: terminal, area: area)
        } else {
            view = rendered ?? renderView(state, theme: theme, size: area)
            rendered = view
        }
        state.colorVision.apply(to: &view)
        var canvas = Canvas(size: terminal, background: Paint(chromeBackground, "dusk"))
        canvas.blit(view, at: Point(0, 0))
        if let cursor = state.cursor, area.width > 0, area.height > 0 {
            let p = Point(min(cursor.x, area.width - 1), min(cursor.y, area.height - 1))
            var cell = canvas[p.x, p.y]
            // Show the cursor by swapping the cell's colors; a blank cell gets a mark.
            swap(&cell.foreground, &cell.background)
            if cell.scalar == " " || cell.isHalfBlock {
                cell.scalar = "▪"
                cell.foreground = Contrast.relativeLuminance(cell.background) > 0.4 ? .black : .white
            }
            canvas[p.x, p.y] = cell
        }
        if let tuner {
            tuner.draw(on: &canvas, top: area.height, rows: terminal.height - 1 - area.height)
        }
        if terminal.height >= 1 {
            drawFooter(
                &canvas, state: state, theme: theme, view: view, colorMode: colorMode, message: message, error: error,
                status: tuner?.status)
        }
        if state.showHelp { drawHelp(&canvas, area: area) }
        return Frame(canvas: canvas, view: view)
    }

    /// The preview's own "too small", in terminal sizes (the footer takes a row).
    static func tooSmall(terminal: Size, area: Size) -> Canvas {
        var canvas = Canvas(size: area, background: Paint(chromeBackground, "dusk"))
        let needed = Size(width: Screen.minimumSize.width, height: Screen.minimumSize.height + 1)
        let lines = [
            "Too small", "needs \(needed.width)x\(needed.height)", "this is \(terminal.width)x\(terminal.height)",
        ]
        let top = max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            canvas.text(
                line, at: Point(max(0, (area.width - DisplayWidth.of(line)) / 2), top + i), Paint(chromeText, "dusk"),
                i == 0 ? .bold : [], maxWidth: area.width)
        }
        return canvas
    }

    /// The screen, or two (light | dark) or four (with elevated) side by side.
    public static func renderView(_ state: PreviewState, theme: Theme, size: Size) -> Canvas {
        guard state.sideBySide else { return state.request(size: size).render(theme) }
        var canvas = Canvas(size: size, background: Paint(chromeBackground, "dusk"))
        let levels: [InterfaceLevel] = state.traits.level == .elevated ? [.base, .elevated] : [.base]
        let paneWidth = (size.width - 1) / 2
        let paneHeight = levels.count == 2 ? (size.height - 1) / 2 : size.height
        for (row, level) in levels.enumerated() {
            for (column, style) in InterfaceStyle.allCases.enumerated() {
                let traits = Traits(style, level, state.traits.contrast)
                var pane = state.screen.render(
                    theme: theme, traits: traits, size: Size(width: paneWidth, height: paneHeight),
                    options: state.options)
                // Which appearance each pane shows, on its top row between the clock and the battery.
                let label = " \(traits.name) "
                if paneWidth >= DisplayWidth.of(label) + 24 {
                    let x = (paneWidth - DisplayWidth.of(label)) / 2
                    pane.fill(
                        Rect(x: x, y: 0, width: DisplayWidth.of(label), height: 1), Paint(chromeBackground, "dusk"))
                    pane.text(label, at: Point(x, 0), Paint(chromeText, "dusk"), .bold)
                }
                canvas.blit(pane, at: Point(column * (paneWidth + 1), row * (paneHeight + 1)))
            }
        }
        return canvas
    }

    static func drawFooter(
        _ canvas: inout Canvas, state: PreviewState, theme: Theme, view: Canvas, colorMode: String,
        message: String?, error: String?, status: String? = nil
    ) {
        let y = canvas.size.height - 1
        let w = canvas.size.width
        if let error {
            canvas.fill(Rect(x: 0, y: y, width: w, height: 1), Paint(errorBackground, "dusk"))
            canvas.text(" " + error, at: Point(0, y), Paint(.white, "dusk"), .bold, maxWidth: w)
            return
        }
        canvas.fill(Rect(x: 0, y: y, width: w, height: 1), Paint(chromeBackground, "dusk"))
        let text: String
        // A message answers the key just pressed (the next key clears it), so it goes before the inspector's
        // reading: `w` while inspecting says what it wrote. It is said whole: one too long for the row takes the
        // rows above it (a write's reasons for the overlay).
        if let message {
            let lines = Widgets.wrap(message, width: max(1, w - 2))
            let rows = min(lines.count, canvas.size.height)
            guard rows > 1 else {
                canvas.text(" " + message, at: Point(0, y), Paint(chromeText, "dusk"), maxWidth: w)
                return
            }
            canvas.fill(Rect(x: 0, y: y - rows + 1, width: w, height: rows), Paint(chromeBackground, "dusk"))
            for (i, line) in lines.prefix(rows).enumerated() {
                canvas.text(" " + line, at: Point(0, y - rows + 1 + i), Paint(chromeText, "dusk"), maxWidth: w)
            }
            return
        } else if let cursor = state.cursor, view.size.width > 0, view.size.height > 0 {
            let point = Point(min(cursor.x, view.size.width - 1), min(cursor.y, view.size.height - 1))
            let reading = inspectorSegments(
                at: point, in: view, theme: theme, traits: theme.effectiveTraits(state.traits))
            text = fitted(reading + [("  (Esc: leave)", 4)], width: w - 2)
        } else if let status {
            text = status
        } else {
            // Parts in order of what matters; on a narrow terminal the least useful go first,
            // so the screen, the appearance and "? help" stay.
            var parts: [(text: String, keep: Int)] = [
                (theme.name, 3), (SafeText.sanitized(state.screen.name), 5), (state.traits.name, 6),
                ("status \(state.statusBarStyle.rawValue)", 1),
            ]
            if state.screen == .card { parts.append(("card \(state.cardStyle?.rawValue ?? "follows")", 2)) }
            if state.screen == .controls { parts.append(("alert \(state.showsAlert ? "shown" : "hidden")", 2)) }
            if state.sideBySide { parts.append(("side by side", 4)) }
            if state.colorVision != .none { parts.append((state.colorVision.rawValue, 4)) }
            parts.append((colorMode, 2))
            text = fitted(parts.map { (" · " + $0.text, $0.keep) }, width: w - DisplayWidth.of("? help  q quit") - 4)
        }
        // The key hint gives way to inspector readings and messages, which need the room.
        let help = "? help  q quit"
        let helpWidth = DisplayWidth.of(help)
        let showHelp = state.cursor == nil && message == nil && w > helpWidth + DisplayWidth.of(text) + 3
        canvas.text(" " + text, at: Point(0, y), Paint(chromeText, "dusk"), maxWidth: w)
        if showHelp { canvas.text(help, at: Point(w - helpWidth - 1, y), Paint(chromeDim, "dusk")) }
    }

    /// Parts of a line, each with its separator before it and how much it matters, as the footer shows them:
    /// on a narrow terminal the least important go first, until the rest fit (the last is cut, never lost
    /// between two others).
    static func fitted(_ segments: [(text: String, keep: Int)], width: Int) -> String {
        var parts = segments
        while parts.count > 1, DisplayWidth.of(parts.map(\.text).joined()) > width,
            let weakest = parts.indices.min(by: { parts[$0].keep < parts[$1].keep })
        {
            parts.remove(at: weakest)
        }
        var text = parts.map(\.text).joined()
        while text.hasPrefix(" ") || text.hasPrefix("·") { text.removeFirst() }
        return text
    }

    /// `secondaryLabel on secondarySystemGroupedBackground · #8A8A8E on #FFFFFF · 3.44:1 · Lc 61.9`, and below
    /// the level of what is drawn (text 4.5:1, bold text and glyphs 3:1) a value for the color to move, as
    /// `check` traces it: the theme's own color through its aliases, the text before the background.
    public static func inspectorText(
        at p: Point, in view: Canvas, theme: Theme? = nil, traits: Traits = .light
    ) -> String {
        inspectorSegments(at: p, in: view, theme: theme, traits: traits).map(\.text).joined()
    }

    /// The inspector's reading in parts: on a narrow footer the place, the APCA figure, the hex values and the
    /// background's name give way, in that order; the foreground, the ratio and what to try stay.
    static func inspectorSegments(
        at p: Point, in view: Canvas, theme: Theme?, traits: Traits
    ) -> [(text: String, keep: Int)] {
        let cell = view[p.x, p.y]
        let names = view.colorNames(at: p)
        let place = ("(\(p.x),\(p.y)) ", 1)
        if cell.isHalfBlock {
            let name = names.background ?? "picture"
            return [place, (name, 9), (" · pixels \(cell.topPixel.hexRGB) over \(cell.bottomPixel.hexRGB)", 8)]
        }
        let fgName = names.foreground ?? "-"
        let bgName = names.background ?? "-"
        let ratio = Contrast.wcagRatio(text: cell.foreground, background: cell.background)
        let lc = Contrast.apcaLc(text: cell.foreground, background: cell.background)
        if cell.scalar == " " {
            return [place, (bgName, 9), (" · \(cell.background.hexRGB)", 8)]
        }
        // Rounded as check rounds a pair against what this glyph needs.
        let minimum = Canvas.kind(of: String(cell.scalar), bold: cell.attributes.contains(.bold)).minimumRatio ?? 0
        var parts: [(text: String, keep: Int)] = [
            place, (fgName, 9), (" on \(bgName)", 5), (" · \(cell.foreground.hexRGB) on \(cell.background.hexRGB)", 3),
            (" · \(NumberFormat.pairRatio(ratio, target: minimum)):1", 8), (" · Lc \(NumberFormat.fixed(lc, 1))", 2),
        ]
        if let suggestion = suggestionText(cell, names, ratio: ratio, theme: theme, traits: traits) {
            parts.append((" · " + suggestion, 10))
        }
        return parts
    }

    /// `needs 4.5:1: try secondaryLabel #6F6E74 (4.51:1)` below the level of what is drawn, else nil.
    static func suggestionText(
        _ cell: Cell, _ names: (foreground: String?, background: String?), ratio: Double, theme: Theme?,
        traits: Traits
    ) -> String? {
        let kind = Canvas.kind(of: String(cell.scalar), bold: cell.attributes.contains(.bold))
        guard let target = kind.minimumRatio, ratio < target else { return nil }
        var owners = LiteralOwners(traits: traits)
        let fgOwner = theme.flatMap { t in names.foreground.flatMap { owners.owner(of: $0, in: t) } }
        let bgOwner = theme.flatMap { t in names.background.flatMap { owners.owner(of: $0, in: t) } }
        let needs = "needs \(NumberFormat.ratio(target))"
        if let bgOwner, fgOwner == nil || cell.foreground == .white {
            let constraint = ContrastFix.Constraint(other: cell.foreground, target: target, movingIsBackground: true)
            guard let better = ContrastFix.nearestPassing(cell.background, meeting: [constraint]) else { return nil }
            let ratio = NumberFormat.fixed(constraint.ratio(better), 2)
            return "\(needs): try \(bgOwner) \(better.hexRGB) (\(ratio):1)"
        }
        guard let better = ContrastFix.nearestPassing(cell.foreground, on: [cell.background], target: target) else {
            return nil
        }
        let subject = fgOwner.map { $0 + " " } ?? ""
        return "\(needs): try \(subject)\(better.hexRGB) "
            + "(\(NumberFormat.fixed(Contrast.wcagRatio(text: better, background: cell.background), 2)):1)"
    }

    /// The help overlay's rows: the key table, as it is matched.
    public static var helpLines: [(String, String)] { PreviewKeys.bindings.map { ($0.label, $0.help) } }

    /// Each row's description as it fits `room` columns: the whole one, else the short one, else cut.
    static func helpText(_ binding: KeyBinding, room: Int) -> String {
        DisplayWidth.of(binding.help) <= room ? binding.help : binding.shortHelp
    }

    static func drawHelp(_ canvas: inout Canvas, area: Size) {
        let bindings = PreviewKeys.bindings
        // One column when every row fits under the title; else two side by side (80x24 shows every key, each
        // with its short description where the whole one does not fit), each with its own key width.
        let singleHeight = bindings.count + 4
        let columns = singleHeight <= area.height - 1 ? 1 : 2
        let perColumn = (bindings.count + columns - 1) / columns
        let groups = (0..<columns).map {
            Array(bindings[($0 * perColumn)..<min(bindings.count, ($0 + 1) * perColumn)])
        }
        let keyWidths = groups.map { group in (group.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2 }
        let helpWidths = groups.map { group in group.map { DisplayWidth.of($0.help) }.max() ?? 0 }
        let shortWidths = groups.map { group in group.map { DisplayWidth.of($0.shortHelp) }.max() ?? 0 }
        let natural = zip(keyWidths, helpWidths).reduce(0) { $0 + $1.0 + $1.1 } + 4 + 2 * (columns - 1)
        let width = min(area.width - 2, natural)
        let height = min(area.height - 1, perColumn + (columns == 1 ? 4 : 3))
        guard width > 10, height > 4 else { return }
        let box = Rect(x: (area.width - width) / 2, y: max(0, (area.height - height) / 2), width: width, height: height)
        canvas.fill(box, Paint(chromeBackground, "dusk"))
        canvas.roundedBox(box, Paint(chromeDim, "dusk"))
        canvas.text(" Keys ", at: Point(box.x + 2, box.y), Paint(chromeText, "dusk"), .bold)
        // How to close it, on the bottom border; the key pressed to close still acts.
        let closing = " any key closes "
        if box.width > DisplayWidth.of(closing) + 4 {
            canvas.text(
                closing, at: Point(box.maxX - DisplayWidth.of(closing) - 2, box.maxY - 1), Paint(chromeDim, "dusk"))
        }
        // The columns share the room the box has beside their keys, each in proportion to what its short
        // descriptions need, so neither cuts one while the other has room to spare.
        let room = max(0, box.width - 4 - 2 * (columns - 1) - keyWidths.reduce(0, +))
        let needed = max(1, shortWidths.reduce(0, +))
        let helpRooms = shortWidths.map { columns == 1 ? room : room * $0 / needed }
        var x = box.x + 2
        let top = box.y + (columns == 1 ? 2 : 1)
        for (c, group) in groups.enumerated() {
            for (i, binding) in group.enumerated() where top + i < box.maxY - 1 {
                canvas.text(
                    binding.label, at: Point(x, top + i), Paint(chromeText, "dusk"), .bold, maxWidth: keyWidths[c])
                canvas.text(
                    helpText(binding, room: helpRooms[c]), at: Point(x + keyWidths[c], top + i),
                    Paint(chromeDim, "dusk"), maxWidth: helpRooms[c])
            }
            x += keyWidths[c] + helpRooms[c] + 2
        }
    }
}
