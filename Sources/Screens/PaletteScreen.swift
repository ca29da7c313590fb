import ColorScience
import Pairs
import ThemeModel

/// The palette in use: every color the theme defines or overrides, drawn the
/// way such a color is used (`UsageModel`: declared in `roles`, or read from the file),
/// with no authoring. Text colors as text on the system backgrounds and on
/// the theme's own; backgrounds as a card with the label hierarchy and a
/// separator; accents as a filled and a tinted button, a switch, a link and
/// an icon tile; fills over the page; separators as lines; icons as glyphs.
/// More colors than fit go on further pages (↓ and ↑ in the preview).
enum PaletteScreen {
    /// What each usage is drawn as, in this order.
    static let order: [ColorUsage] = [
        .background, .text, .largeText, .accent, .colorFill, .fill, .icon, .separator, .decorative,
    ]
    static let top = 5

    /// One color's specimen: its rows, and how to draw it at a row.
    struct Block {
        var name: String
        var usage: ColorUsage
        var height: Int { PaletteScreen.height(of: usage) }
    }

    static func height(of usage: ColorUsage) -> Int {
        switch usage {
        case .background: return 5  // name, a 3-row card, a gap
        case .separator: return 5  // name, text, line, text, gap
        case .icon: return 5  // name, glyphs on the backgrounds, which backgrounds, controls, a gap
        case .text, .largeText, .decorative: return 4  // name, text on the backgrounds, which backgrounds, a gap
        case .accent, .colorFill, .fill: return 3  // name, one row, a gap
        }
    }

    static func blocks(_ theme: Theme) -> [Block] {
        let own = theme.ownColorNames
        // A color with no use found (a primitive) is shown as a swatch, as decorative ones are.
        let model = theme.usageModel
        let usages = own.map { ($0, model.usage(of: $0) ?? .decorative) }
        return order.flatMap { u in usages.filter { $0.1 == u }.map { Block(name: $0.0, usage: u) } }
    }

    /// The blocks of each page for a screen of `height` rows.
    static func pages(_ blocks: [Block], height: Int) -> [[Block]] {
        var pages: [[Block]] = [[]]
        var y = top
        for b in blocks {
            if y + b.height > height - 1, !pages[pages.count - 1].isEmpty {
                pages.append([])
                y = top
            }
            pages[pages.count - 1].append(b)
            y += b.height
        }
        return pages
    }

    /// How many pages the palette of `theme` takes at `size` (for the preview's keys).
    static func pageCount(theme: Theme, size: Size) -> Int { pages(blocks(theme), height: size.height).count }

    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        let all = blocks(c.theme)
        let paged = pages(all, height: h)
        let page = min(max(c.options.page, 0), paged.count - 1)
        canvas.text("Palette", at: Point(2, 2), c.paint("label"), .bold, maxWidth: w - 4)
        let summary =
            all.isEmpty
            ? "\(SafeText.sanitized(c.theme.name)) defines no colors of its own"
            : "\(all.count) color\(all.count == 1 ? "" : "s") of \(SafeText.sanitized(c.theme.name)) in use"
                + (paged.count > 1 ? " · page \(page + 1) of \(paged.count) (Down, Up)" : "")
        canvas.text(summary, at: Point(2, 3), c.paint("secondaryLabel"), maxWidth: w - 4)
        if all.isEmpty {
            let lines = Widgets.wrap(
                "Add colors to a theme (or open a catalog or token file) and each shows here as it is used: "
                    + "text on backgrounds, cards, buttons, lines.",
                width: w - 4, maxLines: max(0, h - top - 1))
            for (i, line) in lines.enumerated() {
                canvas.text(line, at: Point(2, top + i), c.paint("tertiaryLabel"), maxWidth: w - 4)
            }
        }
        let backgrounds =
            ["systemBackground", "secondarySystemBackground", "systemGroupedBackground"]
            + all.filter { $0.usage == .background }.map(\.name)
        // Text and glyphs that read on none of the system backgrounds (white at 60% for a badge) are shown
        // first on the theme's colorful fills, where they are meant to be.
        let colorful = all.filter { $0.usage == .accent || $0.usage == .colorFill }.map(\.name)
        let system = backgrounds.prefix(3).map { c.paint($0).color }
        var y = top
        for block in paged[page] {
            let ink = c.paint(block.name).color
            let unreadable = system.allSatisfy { Contrast.wcagRatio(text: ink.over($0), background: $0) < 3 }
            draw(block, at: y, backgrounds: unreadable ? colorful + backgrounds : backgrounds, &canvas, c)
            y += block.height
        }
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    static func draw(_ block: Block, at y: Int, backgrounds: [String], _ canvas: inout Canvas, _ c: ScreenContext) {
        let x = 2
        let width = c.size.width - 4
        let color = c.paint(block.name)
        let name = SafeText.sanitized(block.name)
        canvas.text(name, at: Point(x, y), c.paint("label"), .bold, maxWidth: width - 12)
        // The iOS roles a design system's color plays here (shadcn/ui's `background` as systemBackground).
        if let roles = c.theme.playedRoles[block.name], !roles.isEmpty {
            let at = x + DisplayWidth.of(name) + 2
            let room = max(0, x + width - 13 - at)
            var text = "as " + roles.joined(separator: ", ")
            if DisplayWidth.of(text) > room {
                // The first role whole (or abbreviated by the one rule) and how many more (`dusk colors` lists all).
                let more = " +\(roles.count - 1)"
                text = "as " + Abbreviation.name(roles[0], toWidth: room - 3 - DisplayWidth.of(more)) + more
            }
            canvas.text(text, at: Point(at, y), c.paint("secondaryLabel"), maxWidth: room)
        }
        let tag = block.usage.rawValue
        canvas.text(tag, at: Point(x + width - DisplayWidth.of(tag), y), c.paint("tertiaryLabel"), maxWidth: 11)
        let row = y + 1
        switch block.usage {
        case .text, .decorative:
            chips(
                on: backgrounds, of: color, target: block.usage == .text ? 4.5 : nil, at: row, width: width, &canvas, c
            ) { chip, canvas in
                canvas.text(" Aa", at: Point(chip.x, row), color, [], maxWidth: chip.width)
            }
        case .largeText:
            chips(on: backgrounds, of: color, target: 3, at: row, width: width, &canvas, c) { chip, canvas in
                canvas.text(" Aa", at: Point(chip.x, row), color, .bold, maxWidth: chip.width)
            }
        case .icon:
            chips(on: backgrounds, of: color, target: 3, at: row, width: width, &canvas, c) { chip, canvas in
                canvas.text(" ★ ⚑", at: Point(chip.x, row), color, [], maxWidth: chip.width)
            }
            // A UI color is also a control's: a filled button, a switch, a tinted button.
            controls(color, name: block.name, at: row + 2, x: x, width: width, link: false, &canvas, c)
        case .background:
            let card = Rect(x: x, y: row, width: width, height: 3)
            canvas.fill(card, color)
            canvas.text(" Title", at: Point(x, row), c.paint("label"), .bold, maxWidth: width / 2)
            canvas.text(
                "Secondary text ", at: Point(x + width / 2, row), c.paint("secondaryLabel"), maxWidth: width - width / 2
            )
            canvas.repeated("─", at: Point(x + 1, row + 1), count: width - 2, c.paint("separator"))
            canvas.text(" Tertiary text", at: Point(x, row + 2), c.paint("tertiaryLabel"), maxWidth: width / 2)
            canvas.text("Link ", at: Point(x + width - 5, row + 2), c.paint("link"), .underline, maxWidth: 5)
        case .accent:
            controls(color, name: block.name, at: row, x: x, width: width, link: true, &canvas, c)
        case .colorFill:
            let box = Rect(x: x, y: row, width: min(width, 36), height: 1)
            canvas.fill(box, color)
            canvas.text(" Title on the fill", at: Point(x, row), Paint(.white, "white"), .bold, maxWidth: box.width)
        case .fill:
            let box = Rect(x: x, y: row, width: min(width, 36), height: 1)
            canvas.fill(box, color)
            canvas.text(" label on the fill", at: Point(x, row), c.paint("label"), [], maxWidth: box.width)
        case .separator:
            canvas.text("Above the line", at: Point(x, row), c.paint("label"), maxWidth: width)
            canvas.repeated("─", at: Point(x, row + 1), count: width, color)
            canvas.text("Below the line", at: Point(x, row + 2), c.paint("secondaryLabel"), maxWidth: width)
        }
    }

    /// A filled button with a white title, a tinted button, a switch that is on, a link (`link`) and an icon
    /// tile, in `color`, as many as fit in a row.
    static func controls(
        _ color: Paint, name: String, at row: Int, x: Int, width: Int, link: Bool, _ canvas: inout Canvas,
        _ c: ScreenContext
    ) {
        var cx = x
        func put(_ text: String, _ paint: Paint, _ background: Paint?, _ attributes: CellAttributes = []) {
            let tw = DisplayWidth.of(text)
            guard cx + tw <= x + width else { return }
            if let background { canvas.fill(Rect(x: cx, y: row, width: tw, height: 1), background) }
            canvas.text(text, at: Point(cx, row), paint, attributes)
            cx += tw + 2
        }
        put(" Filled ", Paint(.white, "white"), color, .bold)
        put(" Tinted ", color, Paint(color.color.withAlpha(UInt8(38)), name + " 15%"))
        if cx + 5 <= x + width {
            Widgets.toggle(true, at: Point(cx, row), onColor: color, in: &canvas, c)
            cx += 7
        }
        if link { put("Link", color, nil, .underline) }
        put(" ★", Paint(.white, "icon glyph"), color, .bold)
    }

    /// How the legend under the chips names a background.
    static func shortName(_ background: String) -> String {
        switch background {
        case "systemBackground": return "background"
        case "secondarySystemBackground": return "secondary"
        case "systemGroupedBackground": return "grouped"
        default: return SafeText.sanitized(background)
        }
    }

    /// Side by side chips, one per background, as many as fit: the sample, then its contrast ratio with
    /// ✓ or ! against `target` (none: not judged), in black or white, whichever reads; under each chip the
    /// background's name.
    static func chips(
        on backgrounds: [String], of color: Paint, target: Double?, at y: Int, width: Int, _ canvas: inout Canvas,
        _ c: ScreenContext, _ content: (Rect, inout Canvas) -> Void
    ) {
        let count = max(1, min(backgrounds.count, width / 15))
        let chipWidth = width / count
        for (i, bg) in backgrounds.prefix(count).enumerated() {
            let chip = Rect(x: 2 + i * chipWidth, y: y, width: chipWidth - 1, height: 1)
            let fill = c.paint(bg)
            canvas.fill(chip, fill)
            content(chip, &canvas)
            let under = canvas[chip.x, y].background
            let ratio = Contrast.wcagRatio(text: color.color.over(under), background: under)
            let mark = target.map { ratio >= $0 ? " ✓" : " !" } ?? ""
            // Cut, not rounded: a 4.46 that fails never reads as 4.5.
            let figure = NumberFormat.fixed((ratio * 10).rounded(.down) / 10, 1) + mark + " "
            let ink =
                Contrast.wcagRatio(text: .black, background: under)
                    >= Contrast.wcagRatio(text: .white, background: under)
                ? RGBA.black : RGBA.white
            let fw = DisplayWidth.of(figure)
            if fw + 4 <= chip.width {
                canvas.text(figure, at: Point(chip.maxX - fw, y), Paint(ink, "ratio"))
            }
            canvas.text(shortName(bg), at: Point(chip.x + 1, y + 1), c.paint("tertiaryLabel"), maxWidth: chip.width - 1)
        }
    }
}
