import ThemeKit

/// The presented-sheet case: the settings screen, dimmed, behind a page-sheet
/// card. The card's content resolves at the elevated level, so in dark its
/// systemBackground is #1C1C1E while the screen behind is #000000. An option
/// overrides the card's interface style (always dark / always light), as in
/// the "Learn more" screen of Apple's dark-mode talk.
enum CardScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width, h = c.size.height
        // The presenting screen, at the base level, dimmed.
        var base = c.with(traits: Traits(c.traits.style, .base, c.traits.contrast))
        base = ScreenContext(theme: c.theme, traits: base.traits, size: c.size, options: ScreenOptions(statusBarStyle: .default))
        var canvas = SettingsScreen.render(base)
        canvas.overlay(canvas.bounds, Paint(RGBA(0, 0, 0, 0x66), "dimming"))

        // The card: elevated, with the override when one is set.
        let cardTraits = Traits(c.options.cardStyle ?? c.traits.style, .elevated, c.traits.contrast)
        let card = c.with(traits: cardTraits)
        let top = 2
        let rect = Rect(x: 0, y: top, width: w, height: h - top)
        canvas.fill(rect, card.paint("systemBackground"))
        // Rounded top corners: the dimmed screen shows through.
        let dimmedCorner = { (x: Int) -> Paint in Paint(canvas[x, top - 1].background, "dimming") }
        canvas.fill(Rect(x: 0, y: top, width: 1, height: 1), dimmedCorner(0))
        canvas.fill(Rect(x: w - 1, y: top, width: 1, height: 1), dimmedCorner(w - 1))
        canvas.text("▗", at: Point(0, top), card.paint("systemBackground"))
        canvas.text("▖", at: Point(w - 1, top), card.paint("systemBackground"))

        Widgets.centered("━━━━━", in: rect, y: top, card.paint("tertiaryLabel"), in: &canvas)
        canvas.text("Done", at: Point(w - 7, top + 1), card.paint("tint"), .bold)
        canvas.text("Learn More", at: Point(3, top + 2), card.paint("label"), .bold)
        var y = top + 4
        var bodyWidth = w - 6
        if let logo = c.theme.images.first, let raster = card.theme.images.first?.image(for: card.traits.style), raster.width <= w / 3 {
            let x = w - 3 - raster.width
            Widgets.image(logo, at: x, py: 2 * (top + 2), in: &canvas, card)
            bodyWidth = x - 5
        }
        let body = "Dark Mode uses a dark color palette for all screens, views, menus and controls. Content presented in a sheet sits on an elevated background, so it stands out from the screen behind it."
        for line in Widgets.wrap(body, width: bodyWidth) where y < h {
            canvas.text(line, at: Point(3, y), card.paint("secondaryLabel"))
            y += 1
        }
        y += 1
        // An inset grouped list on the card's secondary background.
        let rows = [("Appearance", "Automatic"), ("Text Size", "Default"), ("Bold Text", nil as String?)]
        let list = Rect(x: 3, y: y, width: w - 6, height: 1)
        for (i, row) in rows.enumerated() where y < h - 4 {
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), card.paint("secondarySystemBackground"))
            canvas.text(row.0, at: Point(list.x + 2, y), card.paint("label"), maxWidth: list.width / 2)
            if let value = row.1 {
                let vw = DisplayWidth.of(value)
                canvas.text(value, at: Point(list.maxX - vw - 4, y), card.paint("secondaryLabel"))
                canvas.text("›", at: Point(list.maxX - 2, y), card.paint("tertiaryLabel"), .bold)
            } else {
                Widgets.toggle(true, at: Point(list.maxX - 7, y), in: &canvas, card)
            }
            y += 1
            if i < rows.count - 1, y < h - 4 {
                canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), card.paint("secondarySystemBackground"))
                canvas.repeated("─", at: Point(list.x + 2, y), count: list.width - 2, card.paint("separator"))
                y += 1
            }
        }
        y += 1
        // More content, running under the footer so the material has something to blur.
        let more = "Colors adapt automatically: use semantic colors such as label and systemBackground instead of fixed values, and check every screen in both appearances, at both levels, with Increase Contrast on and off."
        for (i, line) in Widgets.wrap(more, width: w - 6).enumerated() where y < h {
            canvas.text(line, at: Point(3, y), card.paint(i % 2 == 0 ? "label" : "systemBlue"))
            y += 1
        }
        // Related items down to the bottom edge: the footer's material blurs them.
        y += 1
        let related = [("◐", "systemIndigo", "Dark Mode"), ("◑", "systemOrange", "Night Shift"), ("◒", "systemTeal", "True Tone"),
                       ("◓", "systemPink", "Display Zoom"), ("◔", "systemGreen", "Increase Contrast")]
        var k = 0
        while y < h {
            let item = related[k % related.count]
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), card.paint("secondarySystemBackground"))
            Widgets.icon(item.0, item.1, at: Point(list.x + 2, y), in: &canvas, card)
            canvas.text(item.2, at: Point(list.x + 6, y), card.paint("label"), maxWidth: list.width - 8)
            y += 1
            k += 1
        }
        // Material footer with the primary button.
        let footer = Rect(x: 0, y: h - 3, width: w, height: 3)
        MaterialCompositor.apply(.thin, to: footer, in: &canvas, context: card)
        let button = Rect(x: 3, y: h - 2, width: w - 6, height: 1)
        canvas.fill(button, card.paint("tint"))
        Widgets.centered("Continue", in: button, y: button.y, Paint(.white, "white"), .bold, in: &canvas)

        // The card owns the status bar: the default style follows its effective style.
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: cardTraits.style)
        return canvas
    }
}
