import Audit
import ColorScience
import ThemeModel

/// The presented-sheet case, as iOS 13 shows a page sheet: the presenting
/// screen pushed back (narrower, dimmed, its top still visible above the
/// sheet) on black, and the sheet over it at the elevated level, so in dark its
/// systemBackground is #1C1C1E while the screen behind is #000000. The status
/// bar sits on the black behind both: the default style gives light glyphs
/// there, as iOS 13 does. An option overrides the sheet's interface style
/// (always dark / always light), as in the "Learn more" screen of Apple's
/// dark-mode talk.
enum CardScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: Paint(.black, "presentation background"))

        // The presenting screen, at the base level, pushed back: two columns in
        // from each side, dimmed; only its top shows above the sheet.
        let base = c.with(
            traits: Traits(c.traits.style, .base, c.traits.contrast), size: Size(width: w - 4, height: h),
            options: ScreenOptions(statusBarStyle: .default))
        var behind = CustomScreen.render(BuiltinScreenFiles.settings, base)
        behind.overlay(behind.bounds, Paint(RGBA(0, 0, 0, 0x66), "dimming"))
        let peek = 2
        for y in 0..<peek { for x in 0..<(w - 4) { canvas[x + 2, y + 1] = behind[x, y + 1] } }
        roundCorners(&canvas, row: 1, from: 2, to: w - 3, outside: Paint(.black, "presentation background"))

        // The sheet: elevated, with the override when one is set.
        let cardTraits = Traits(c.options.cardStyle ?? c.traits.style, .elevated, c.traits.contrast)
        let card = c.with(traits: cardTraits)
        let top = 1 + peek
        let rect = Rect(x: 0, y: top, width: w, height: h - top)
        canvas.fill(rect, card.paint("systemBackground"))
        roundCorners(&canvas, row: top, from: 0, to: w - 1, outside: Paint(canvas[2, top - 1].background, "dimming"))

        Widgets.centered("━━━━━", in: rect, y: top, card.paint("tertiaryLabel"), in: &canvas)
        canvas.text("Done", at: Point(w - 7, top + 1), card.paint("tint"), .bold)
        canvas.text("Learn More", at: Point(3, top + 2), card.paint("label"), .bold)
        var y = top + 4
        var bodyWidth = w - 6
        if let logo = c.theme.images.first, let raster = card.theme.images.first?.image(for: card.traits.style),
            raster.width <= w / 3
        {
            let x = w - 3 - raster.width
            Widgets.image(logo, at: x, py: 2 * (top + 2), in: &canvas, card)
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
        for (i, row) in rows.enumerated() where y < h - 4 {
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), card.paint("secondarySystemBackground"))
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
                    Rect(x: list.x, y: y, width: list.width, height: 1), card.paint("secondarySystemBackground"))
                canvas.repeated("─", at: Point(list.x + 6, y), count: list.width - 6, card.paint("separator"))
                y += 1
            }
        }
        if y < h - 4 {
            y += 1
            let note =
                """
                Sheets like this one sit on the elevated level: in dark mode their backgrounds are a step lighter \
                than the screen behind.
                """
            y = drawRichText(
                [(note, false)], at: Point(3, y), width: w - 6, until: h - 4, text: card.paint("tertiaryLabel"),
                link: card.paint("link"), in: &canvas)
        }
        // Material footer with the primary button, over whatever the sheet holds above it.
        let footer = Rect(x: 0, y: h - 3, width: w, height: 3)
        MaterialCompositor.apply(.thin, to: footer, in: &canvas, context: card)
        let button = Rect(x: 3, y: h - 2, width: w - 6, height: 1)
        canvas.fill(button, card.paint("tint"))
        Widgets.centered("Continue", in: button, y: button.y, Paint(.white, "white"), .bold, in: &canvas)

        // The status bar is on the black behind the pushed-back screen, where iOS 13 shows light glyphs
        // whatever style the app asks for (UIKit takes the bar over while a page sheet is up).
        StatusBar.draw(into: &canvas, style: .lightContent, ownerStyle: .dark)
        return canvas
    }

    /// Half-block corners at both ends of `row` between `from` and `to`, on `outside`.
    static func roundCorners(_ canvas: inout Canvas, row: Int, from: Int, to: Int, outside: Paint) {
        guard row < canvas.size.height, to > from else { return }
        for (x, glyph) in [(from, "▗"), (to, "▖")] {
            let inside = canvas[x, row].background
            canvas.fill(Rect(x: x, y: row, width: 1, height: 1), outside)
            canvas.text(glyph, at: Point(x, row), Paint(inside, "corner"))
        }
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
