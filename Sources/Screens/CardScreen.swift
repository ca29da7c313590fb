import ColorScience
import ThemeModel

/// The presented-sheet case: iOS 13's page sheet (`PageSheet`) over the
/// settings screen, at the elevated level, so in dark its systemBackground is
/// #1C1C1E while the screen behind is #000000. An option overrides the
/// sheet's interface style (always dark / always light), as in the "Learn
/// more" screen of Apple's dark-mode talk.
enum CardScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: Paint(.black, "presentation background"))
        // The sheet: elevated, with the override when one is set. Behind it, the settings screen's page.
        let cardTraits = Traits(c.options.cardStyle ?? c.traits.style, .elevated, c.traits.contrast)
        let card = c.with(traits: cardTraits)
        let base = c.with(traits: Traits(c.traits.style, .base, c.traits.contrast))
        let content = PageSheet.draw(
            title: "Learn More", trailing: "Done", presenting: base.paint(BuiltinScreenFiles.settings.background),
            sheet: card, in: &canvas)
        var y = content.y
        var bodyWidth = w - 6
        if let logo = c.theme.images.first, let raster = card.theme.images.first?.image(for: card.traits.style),
            raster.width <= w / 3
        {
            let x = w - 3 - raster.width
            Widgets.image(logo, at: x, py: 2 * y, in: &canvas, card)
            bodyWidth = x - 5
        }
        // Body text with a link: the link is a phrase that wraps with the words around it.
        let body: [(String, Bool)] = [
            (
                """
                Dark Mode uses a dark color palette for all screens, views, menus and controls. Content presented \
                in a sheet sits on an elevated background, so it stands out from the screen behind it.
                """,
                false
            ),
            ("Learn about Dark Mode", true), ("in the Human Interface Guidelines.", false),
        ]
        y = drawRichText(
            body, at: Point(3, y), width: bodyWidth, until: h - 4, text: card.paint("secondaryLabel"),
            link: card.paint("link"), in: &canvas)
        y += 1
        // An inset grouped list on the sheet's secondary background, each row once.
        let rows: [(icon: String, color: String, title: String, value: String?)] = [
            ("◐", "systemIndigo", "Appearance", "Automatic"), ("◑", "systemOrange", "Night Shift", "Off"),
            ("◒", "systemTeal", "True Tone", nil), ("◔", "systemGreen", "Increase Contrast", "Off"),
        ]
        let list = Rect(x: 3, y: y, width: w - 6, height: 1)
        let cells = card.paint("secondarySystemBackground")
        Widgets.sectionEdge(list, top: true, rounded: true, cells, &canvas)
        y += 1
        for (i, row) in rows.enumerated() where y < h - 4 {
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), cells)
            Widgets.icon(row.icon, row.color, at: Point(list.x + 2, y), in: &canvas, card)
            canvas.text(row.title, at: Point(list.x + 6, y), card.paint("label"), maxWidth: list.width / 2)
            if let value = row.value {
                let vw = DisplayWidth.of(value)
                canvas.text(value, at: Point(list.maxX - vw - 4, y), card.paint("secondaryLabel"))
                canvas.text("›", at: Point(list.maxX - 2, y), card.paint("tertiaryLabel"), .bold)
            } else {
                Widgets.toggle(true, at: Point(list.maxX - 7, y), in: &canvas, card)
            }
            y += 1
            if i < rows.count - 1, y < h - 4 {
                canvas.fill(
                    Rect(x: list.x, y: y, width: list.width, height: 1), cells)
                canvas.repeated("─", at: Point(list.x + 6, y), count: list.width - 6, card.paint("separator"))
                y += 1
            }
        }
        Widgets.sectionEdge(
            Rect(x: list.x, y: y, width: list.width, height: 1), top: false, rounded: true, cells, &canvas)
        y += 1
        if y < h - 4 {
            y += 1
            let note =
                """
                Sheets like this one sit on the elevated level: in dark mode their backgrounds are a step lighter \
                than the screen behind.
                """
            y = drawRichText(
                [(note, false)], at: Point(3, y), width: w - 6, until: h - 4, text: card.paint("secondaryLabel"),
                link: card.paint("link"), in: &canvas)
        }
        // Material footer with the primary button, over whatever the sheet holds above it.
        let footer = Rect(x: 0, y: h - 3, width: w, height: 3)
        MaterialCompositor.apply(.thin, to: footer, in: &canvas, context: card)
        let button = Rect(x: 3, y: h - 2, width: w - 6, height: 1)
        Widgets.filledButton("Continue", in: button, fill: card.paint("tint"), ink: card.onTint, &canvas)

        PageSheet.drawStatusBar(&canvas)
        return canvas
    }

    /// Words of several runs (plain or link) wrapped together; returns the next free row.
    static func drawRichText(
        _ runs: [(String, Bool)], at origin: Point, width: Int, until limit: Int, text: Paint, link: Paint,
        in canvas: inout Canvas
    ) -> Int {
        var words: [(String, Bool)] = []
        for (run, isLink) in runs { for word in run.split(separator: " ") { words.append((String(word), isLink)) } }
        var y = origin.y
        var x = 0
        for (i, (word, isLink)) in words.enumerated() {
            let ww = DisplayWidth.of(word)
            if x > 0 && x + 1 + ww > width {
                y += 1
                x = 0
            }
            if y >= limit { return y }
            // A cut-off last line says so.
            if y == limit - 1, i < words.count - 1, x + (x > 0 ? 1 : 0) + ww + 2 > width {
                canvas.text((x > 0 ? " " : "") + "…", at: Point(origin.x + x, y), text)
                return y + 1
            }
            if x > 0 {
                // The space inside a link belongs to the link (underlined with it).
                let spacePaint = isLink && words[i - 1].1 ? link : text
                canvas.text(" ", at: Point(origin.x + x, y), spacePaint, isLink && words[i - 1].1 ? .underline : [])
                x += 1
            }
            canvas.text(
                word, at: Point(origin.x + x, y), isLink ? link : text, isLink ? .underline : [], maxWidth: width - x)
            x += ww
        }
        return y + 1
    }
}
