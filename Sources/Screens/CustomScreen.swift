import ColorScience
import ThemeModel

/// Draws a screen file (`ScreenSpec`): blocks top to bottom at the full
/// width, stacks side by side or nested, tab bars and toolbars at the
/// bottom, the status bar on top. Every paint carries its color's name, so
/// the inspector and `check`'s drawn pairs see the designer's names.
enum CustomScreen {
    static func render(_ spec: ScreenSpec, _ c: ScreenContext) -> Canvas {
        var canvas = Canvas(size: c.size, background: c.paint(spec.background))
        // Bars that belong at the bottom are drawn last, over everything.
        var bottom: [ScreenBlock] = []
        var y = 1
        // A logo in the navigation bar narrows the search field below it.
        var logoLeft: Int?
        for block in spec.blocks {
            var width = c.size.width
            switch block {
            case .tabBar, .toolbar:
                bottom.append(block)
                continue
            case .navigationBar(_, true, _, _, _, true):
                if let logo = c.theme.images.first, let raster = logo.image(for: c.traits.style),
                    raster.width <= c.size.width / 3
                {
                    logoLeft = c.size.width - 8 - raster.width
                    Widgets.image(logo, at: logoLeft!, py: 2 * y, in: &canvas, c)
                }
            case .searchField:
                if let left = logoLeft { width = left + 1 }
            default: break
            }
            if case .searchField = block { logoLeft = nil }
            y += draw(
                block, in: Rect(x: 0, y: y, width: width, height: c.size.height - y), &canvas, c, page: spec.background)
        }
        let presented = spec.blocks.contains { if case .card(_, _, true, _) = $0 { return true } else { return false } }
        var barTop = c.size.height
        // The presenting screen's bars are behind the sheet.
        for block in bottom.reversed() where !presented {
            switch block {
            case .tabBar(let items, let selected):
                barTop -= Widgets.tabBarHeight
                Widgets.bottomBar(
                    items.map { ($0.glyph, $0.title) }, selected: selected, top: barTop, tint: c.paint("tint"),
                    &canvas, c)
            case .toolbar(let items, let color):
                barTop -= Widgets.toolbarHeight
                Widgets.bottomBar(
                    items.map { (nil, $0) }, selected: nil, top: barTop, tint: paint(color, "tint", c), &canvas, c)
            default: break
            }
        }
        if presented {
            PageSheet.drawStatusBar(&canvas)
        } else {
            StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        }
        return canvas
    }

    static func paint(_ ref: ColorRef?, _ fallback: String, _ c: ScreenContext) -> Paint {
        c.paint(ref?.name ?? fallback)
    }

    /// Draws `block` at the top of `r`; returns the rows it took.
    static func draw(_ block: ScreenBlock, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext, page: String) -> Int
    {
        guard r.height > 0, r.width > 0 else { return 0 }
        // Inside the page margins: two columns a side.
        let x = r.x + 2
        let width = max(0, r.width - 4)
        let y = r.y
        switch block {
        case .navigationBar(let title, let large, let leading, let trailing, let color, _):
            drawNavigationBar(title, large: large, leading: leading, trailing: trailing, color, in: r, &canvas, c)
            return large ? 3 : 2
        case .textField(let placeholder):
            canvas.fill(Rect(x: x, y: y, width: width, height: 1), c.paint("tertiarySystemFill"))
            canvas.text(placeholder, at: Point(x + 1, y), c.paint("placeholderText"), maxWidth: width - 1)
            return 2
        case .image(let name, let centered, _):
            return drawImage(named: name, centered: centered, in: r, &canvas, c)
        case .swatch(let color):
            canvas.fill(Rect(x: x, y: y, width: width, height: 1), paint(color, "systemFill", c))
            return 1
        case .columns(let items):
            return drawColumns(items, in: r, &canvas, c, page: page)
        case .searchField(let placeholder):
            canvas.fill(Rect(x: x, y: y, width: width, height: 1), c.paint("tertiarySystemFill"))
            canvas.text("⌕", at: Point(x + 1, y), c.paint("secondaryLabel"))
            canvas.text(placeholder, at: Point(x + 3, y), c.paint("placeholderText"), maxWidth: max(0, width - 4))
            return 2
        case .list(let style, let header, let footer, let rows):
            return drawList(style: style, header: header, footer: footer, rows: rows, in: r, &canvas, c)
        case .text(let text, let style, let color, let a):
            return drawText(text, style: style, color, a, in: r, &canvas, c)
        case .button(let title, let style, let color):
            // Two rows tall, centered on the second of the three rows it takes (the first and last are half air).
            drawButton(title, style: style, color, in: Rect(x: x, y: y + 1, width: width, height: 1), &canvas, c)
            return 3
        case .segmented(let items, let selected):
            Widgets.segmented(
                items, selected: selected, in: Rect(x: x, y: y, width: width, height: Widgets.segmentedHeight),
                &canvas, c)
            return items.isEmpty ? 0 : Widgets.segmentedHeight + 1
        case .progress(let value, let color):
            let filled = Int((Double(width) * value).rounded())
            canvas.repeated("━", at: Point(x, y), count: width, c.paint("tertiarySystemFill"))
            canvas.repeated("━", at: Point(x, y), count: filled, paint(color, "tint", c))
            return 2
        case .slider(let value, let color):
            // The knob's shadow takes the rows above and below the track; the one below is the gap after it.
            Widgets.slider(
                value: value, at: Point(x, y + 1), width: width, color: paint(color, "tint", c), in: &canvas, c)
            return 3
        case .banner(let text, let glyph, let color):
            let row = Rect(x: x, y: y, width: width, height: 1)
            canvas.fill(row, paint(color, "systemBlue", c))
            canvas.text(" " + glyph + " " + text, at: Point(x, y), Paint(.white, "white"), .bold, maxWidth: width)
            return 2
        case .chips(let items, let selected, let color):
            drawChips(items, selected: selected, color, in: Rect(x: x, y: y, width: width, height: 1), &canvas, c)
            return 2
        case .bubble(let text, let from, let outgoing, let color, let textColor):
            let fill = paint(color, outgoing ? "tint" : "systemGray5", c)
            let ink = textColor.map { c.paint($0.name) } ?? (outgoing ? Paint(.white, "white") : c.paint("label"))
            return Widgets.bubble(text, from: from, outgoing: outgoing, fill: fill, ink: ink, in: r, &canvas, c)
        case .divider(let color):
            canvas.repeated("─", at: Point(x, y), count: width, paint(color, "separator", c))
            return 1
        case .spacer(let rows):
            return rows
        case .hstack(let spacing, let lastFills, let items):
            return drawHStack(items, spacing: spacing, lastFills: lastFills, in: r, &canvas, c, page: page)
        case .vstack(let padding, let spacing, let background, let items):
            return drawVStack(items, padding: padding, spacing: spacing, background, in: r, &canvas, c, page: page)
        case .card(let title, let style, let presented, let items):
            // A presented sheet: the elevated level, optionally a style of its own.
            let sheet = c.with(traits: Traits(style ?? c.traits.style, .elevated, c.traits.contrast))
            if presented { return drawPresentedSheet(items, title: title, in: r, &canvas, c, sheet, page: page) }
            return drawCard(items, title: title, in: r, &canvas, c, sheet, page: page)
        case .material(let material, let items):
            return drawMaterial(material, items, in: r, &canvas, c, page: page)
        case .tabBar, .toolbar:
            return 0
        }
    }

    /// The bar buttons on the top row, the title centered between them or, large, on the row below.
    private static func drawNavigationBar(
        _ title: String, large: Bool, leading: String?, trailing: String?, _ color: ColorRef?, in r: Rect,
        _ canvas: inout Canvas, _ c: ScreenContext
    ) {
        let x = r.x + 2
        let width = max(0, r.width - 4)
        let y = r.y
        let tint = paint(color, "tint", c)
        if let leading { canvas.text(barItem(leading), at: Point(x, y), tint, maxWidth: width / 2) }
        if let trailing {
            let item = barItem(trailing)
            canvas.text(item, at: Point(r.maxX - 2 - DisplayWidth.of(item), y), tint, maxWidth: width / 2)
        }
        if large {
            // The large title sits on the row under the bar buttons, a row of air under it (iOS: a 52 pt band
            // under the 44 pt bar, the title on its baseline).
            canvas.text(title, at: Point(x, y + 1), c.paint("label"), .bold, maxWidth: width)
            return
        }
        Widgets.centered(
            title, in: Rect(x: r.x + width / 4, y: y, width: r.width - width / 2, height: 1), y: y,
            c.paint("label"), .bold, in: &canvas)
    }

    /// A bar button's title as drawn: UIKit's Add item ("+") is a 22 pt glyph, so the cell-high heavy cross,
    /// where a text "+" is a speck.
    static func barItem(_ title: String) -> String {
        title == "+" ? "╋" : title
    }

    /// One of the theme's pictures in the appearance's style; no rows when the theme has none of that name.
    private static func drawImage(
        named name: String, centered: Bool, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext
    ) -> Int {
        guard let image = c.theme.images.first(where: { $0.name == name }),
            let raster = image.image(for: c.traits.style)
        else { return 0 }
        let ix = centered ? r.x + (r.width - raster.width) / 2 : r.x + 2
        Widgets.image(image, at: ix, py: 2 * r.y, in: &canvas, c)
        return (raster.height + 1) / 2 + 1
    }

    /// Items side by side in equal columns (the last takes what is left), each filling the rest of the height.
    private static func drawColumns(
        _ items: [ScreenBlock], in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext, page: String
    ) -> Int {
        guard !items.isEmpty else { return 0 }
        let columnWidth = r.width / items.count
        for (i, item) in items.enumerated() {
            let cx = r.x + i * columnWidth
            let column = Rect(
                x: cx, y: r.y, width: i == items.count - 1 ? r.maxX - cx : columnWidth, height: r.height)
            if case .vstack(_, _, let bg?, _) = item { canvas.fill(column, c.paint(bg.name)) }
            _ = draw(item, in: column, &canvas, c, page: page)
        }
        return r.height
    }

    /// Text in a style (footnotes and captions secondary), wrapped to the width unless it is one line.
    private static func drawText(
        _ text: String, style: TextStyle, _ color: ColorRef?, _ a: TextAttributes, in r: Rect,
        _ canvas: inout Canvas, _ c: ScreenContext
    ) -> Int {
        let x = r.x + 2
        let width = max(0, r.width - 4)
        let fallback = [.footnote, .caption, .subheadline].contains(style) ? "secondaryLabel" : "label"
        var attributes: CellAttributes = []
        if a.bold { attributes.insert(.bold) }
        if a.italic { attributes.insert(.italic) }
        if a.underline { attributes.insert(.underline) }
        let lines = a.wraps ? Widgets.wrap(text, width: max(1, width), maxLines: max(1, r.height)) : [text]
        for (i, line) in lines.enumerated() {
            let lx = a.centered ? r.x + (r.width - DisplayWidth.of(line)) / 2 : x
            canvas.text(line, at: Point(lx, r.y + i), paint(color, fallback, c), attributes, maxWidth: width)
        }
        return lines.count + (style == .largeTitle || style == .title ? 1 : 0)
    }

    private static func drawButton(
        _ title: String, style: ScreenBlock.ButtonStyle, _ color: ColorRef?, in row: Rect, _ canvas: inout Canvas,
        _ c: ScreenContext
    ) {
        let tint = paint(color, "tint", c)
        switch style {
        case .filled:
            let ink = color == nil ? c.onTint : Paint(.white, "white")
            Widgets.filledButton(title, in: row, fill: tint, ink: ink, &canvas)
        case .tinted:
            let fill = Paint(tint.color.withAlpha(UInt8(38)), tint.name + " 15%")
            Widgets.filledButton(title, in: row, fill: fill, ink: tint, &canvas)
        case .gray, .bordered:
            Widgets.filledButton(title, in: row, fill: c.paint("tertiarySystemFill"), ink: tint, &canvas)
        case .plain:
            Widgets.centered(title, in: row, y: row.y, tint, [], in: &canvas)
        }
    }

    /// Chips left to right while they fit, the selected one filled with the tint.
    private static func drawChips(
        _ items: [String], selected: Int, _ color: ColorRef?, in row: Rect, _ canvas: inout Canvas,
        _ c: ScreenContext
    ) {
        var cx = row.x
        for (i, item) in items.enumerated() {
            let label = " " + item + " "
            let w = DisplayWidth.of(label)
            guard cx + w <= row.maxX else { break }
            if i == selected {
                canvas.fill(Rect(x: cx, y: row.y, width: w, height: 1), paint(color, "tint", c))
                canvas.text(label, at: Point(cx, row.y), Paint(.white, "white"), .bold)
            } else {
                canvas.fill(Rect(x: cx, y: row.y, width: w, height: 1), c.paint("tertiarySystemFill"))
                canvas.text(label, at: Point(cx, row.y), c.paint("label"))
            }
            cx += w + 1
        }
    }

    /// Items share the width (the last one what is left, with `lastFills`); each is drawn without the page
    /// margins. Returns the tallest item's rows.
    private static func drawHStack(
        _ items: [ScreenBlock], spacing: Int, lastFills: Bool, in r: Rect, _ canvas: inout Canvas,
        _ c: ScreenContext, page: String
    ) -> Int {
        guard !items.isEmpty else { return 0 }
        let x = r.x + 2
        let width = max(0, r.width - 4)
        let itemWidth = (r.width - 4 - spacing * (items.count - 1)) / items.count
        var tallest = 0
        for (i, item) in items.enumerated() {
            let ix = x + i * (itemWidth + spacing)
            let w = lastFills && i == items.count - 1 ? x + width - ix : itemWidth
            tallest = max(
                tallest,
                draw(item, in: Rect(x: ix - 2, y: r.y, width: w + 4, height: r.height), &canvas, c, page: page))
        }
        return tallest
    }

    /// Items top to bottom on a canvas of their own (their background, else the page's), inset by `padding`.
    private static func drawVStack(
        _ items: [ScreenBlock], padding: Int, spacing: Int, _ background: ColorRef?, in r: Rect,
        _ canvas: inout Canvas, _ c: ScreenContext, page: String
    ) -> Int {
        let bgName = background?.name ?? page
        var sub = Canvas(size: Size(width: r.width - 2 * padding, height: r.height), background: c.paint(bgName))
        var used = padding > 0 ? 1 : 0
        for (i, item) in items.enumerated() {
            used += draw(
                item, in: Rect(x: 0, y: used, width: sub.size.width, height: sub.size.height - used), &sub, c,
                page: bgName)
            if i < items.count - 1 { used += spacing }
        }
        used = min(used + (padding > 0 ? 1 : 0), r.height)
        canvas.blit(sub.topRows(used), at: Point(r.x + padding, r.y))
        return used + (background != nil ? 1 : 0)
    }

    /// iOS 13's page sheet over the whole screen, as the built-in card: what came before is the presenting
    /// screen, pushed back behind it. Takes every row left.
    private static func drawPresentedSheet(
        _ items: [ScreenBlock], title: String?, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext,
        _ sheet: ScreenContext, page: String
    ) -> Int {
        let content = PageSheet.draw(title: title, trailing: nil, presenting: c.paint(page), sheet: sheet, in: &canvas)
        var used = content.y
        for item in items where used < content.maxY {
            used += draw(
                item, in: Rect(x: 0, y: used, width: content.width, height: content.maxY - used), &canvas,
                sheet, page: "systemBackground")
        }
        return canvas.size.height - r.y
    }

    /// A card in line: a row of the page above it, then its title and items on the sheet's background.
    private static func drawCard(
        _ items: [ScreenBlock], title: String?, in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext,
        _ sheet: ScreenContext, page: String
    ) -> Int {
        var sub = Canvas(size: Size(width: r.width, height: r.height), background: sheet.paint("systemBackground"))
        canvas.fill(Rect(x: r.x, y: r.y, width: r.width, height: 1), c.paint(page))
        var used = 1
        if let title {
            sub.text(title, at: Point(2, 1), sheet.paint("label"), .bold, maxWidth: r.width - 4)
            used = 3
        }
        for item in items {
            used += draw(
                item, in: Rect(x: 0, y: used, width: r.width, height: r.height - used), &sub, sheet,
                page: "systemBackground")
        }
        used = min(used + 1, r.height)
        canvas.blit(sub.topRows(used), at: Point(r.x, r.y))
        return used
    }

    /// A material panel: measure the content, lay the backdrop picture under that band, blur, then draw.
    private static func drawMaterial(
        _ material: MaterialName, _ items: [ScreenBlock], in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext,
        page: String
    ) -> Int {
        var scratch = Canvas(size: Size(width: r.width, height: r.height), background: c.paint(page))
        var height = 1
        for item in items {
            height += draw(
                item, in: Rect(x: 0, y: height, width: r.width, height: r.height - height), &scratch, c, page: page)
        }
        height = min(height, r.height)
        drawBackdrop(in: Rect(x: r.x, y: r.y, width: r.width, height: height), &canvas, c)
        MaterialCompositor.apply(
            material, to: Rect(x: r.x + 2, y: r.y, width: max(0, r.width - 4), height: height), in: &canvas,
            context: c)
        var inner = 1
        for item in items {
            inner += draw(
                item, in: Rect(x: r.x + 2, y: r.y + inner, width: r.width - 4, height: height - inner), &canvas, c,
                page: page)
        }
        return height + 1
    }

    /// The backdrop picture in half-block pixels over `band`, for a material to blur.
    private static func drawBackdrop(in band: Rect, _ canvas: inout Canvas, _ c: ScreenContext) {
        let image = Backdrop.image(for: c.traits.style, theme: c.theme, width: band.width, height: band.height * 2)
        let id = canvas.intern("backdrop(\(c.traits.style.rawValue))")
        for by in 0..<band.height where band.y + by < canvas.size.height {
            for bx in 0..<band.width where band.x + bx < canvas.size.width {
                canvas[band.x + bx, band.y + by] = Cell(
                    scalar: Cell.upperHalf, foreground: image[bx, 2 * by], background: image[bx, 2 * by + 1],
                    attributes: [], foregroundName: id, backgroundName: id)
            }
        }
    }

    static func drawList(
        style: ScreenBlock.ListStyle, header: String?, footer: String?, rows: [ListRow],
        in r: Rect, _ canvas: inout Canvas, _ c: ScreenContext
    ) -> Int {
        let inset = style == .insetGrouped ? 2 : 0
        let cellBackground = style == .plain ? "systemBackground" : "secondarySystemGroupedBackground"
        let table = Rect(x: r.x + inset, y: r.y, width: r.width - 2 * inset, height: r.height)
        var y = r.y
        if let header {
            canvas.text(
                header.uppercased(), at: Point(table.x + 2, y), c.paint("secondaryLabel"), maxWidth: table.width - 2)
            y += 1
        }
        // A grouped section's first and last rows get half a row of air inside the section (a table row is
        // 44 pt, a terminal row about 18), rounded at the corners when inset.
        let padded = style != .plain && !rows.isEmpty
        if padded {
            Widgets.sectionEdge(
                Rect(x: table.x, y: y, width: table.width, height: 1), top: true,
                rounded: style == .insetGrouped, c.paint(cellBackground), &canvas)
            y += 1
        }
        for (i, row) in rows.enumerated() {
            let lines = row.subtitle == nil ? 1 : 2
            canvas.fill(Rect(x: table.x, y: y, width: table.width, height: lines), c.paint(cellBackground))
            var left = table.x + 2
            if let icon = row.icon {
                Widgets.icon(icon.glyph, icon.color.name, at: Point(left, y), in: &canvas, c)
                left += 4
            }
            var right = table.maxX - 2
            switch row.accessory {
            case .chevron:
                canvas.text("›", at: Point(right - 1, y), c.paint("tertiaryLabel"), .bold)
                right -= 3
            case .switch:
                Widgets.toggle(row.on, at: Point(right - 4, y), in: &canvas, c)
                right -= 6
            case .checkmark:
                canvas.text("✓", at: Point(right - 1, y), c.paint(row.color?.name ?? "tint"), .bold)
                right -= 3
            case .badge:
                let badge = " " + (row.badge ?? "1") + " "
                let bw = DisplayWidth.of(badge)
                canvas.fill(Rect(x: right - bw, y: y, width: bw, height: 1), c.paint(row.color?.name ?? "systemRed"))
                canvas.text(badge, at: Point(right - bw, y), Paint(.white, "white"), .bold)
                right -= bw + 2
            case .button:
                let title = " " + (row.badge ?? "Get") + " "
                let bw = DisplayWidth.of(title)
                canvas.fill(Rect(x: right - bw, y: y, width: bw, height: 1), c.paint("tertiarySystemFill"))
                canvas.text(title, at: Point(right - bw, y), c.paint(row.color?.name ?? "tint"), .bold)
                right -= bw + 2
            case .none:
                break
            }
            if let value = row.value {
                // Right-aligned against the accessory, as UIKit's value cells.
                let vw = DisplayWidth.of(value)
                canvas.text(
                    value, at: Point(max(left, right - vw + 1), y), c.paint("secondaryLabel"),
                    maxWidth: max(0, right - left + 1))
                right -= vw + 1
            }
            let titleColor =
                row.accessory == .none || row.accessory == .chevron || row.accessory == .switch
                ? (row.color?.name ?? "label") : "label"
            canvas.text(row.title, at: Point(left, y), c.paint(titleColor), maxWidth: max(0, right - left))
            if let subtitle = row.subtitle {
                canvas.text(
                    subtitle, at: Point(left, y + 1), c.paint("secondaryLabel"), maxWidth: max(0, table.maxX - 2 - left)
                )
            }
            y += lines
            if i < rows.count - 1 {
                canvas.fill(Rect(x: table.x, y: y, width: table.width, height: 1), c.paint(cellBackground))
                canvas.repeated("─", at: Point(left, y), count: max(0, table.maxX - left), c.paint("separator"))
                y += 1
            }
        }
        if padded {
            Widgets.sectionEdge(
                Rect(x: table.x, y: y, width: table.width, height: 1), top: false,
                rounded: style == .insetGrouped, c.paint(cellBackground), &canvas)
            y += 1
        }
        if let footer {
            let lines = Widgets.wrap(footer, width: max(1, table.width - 4), maxLines: 3)
            for (i, line) in lines.enumerated() {
                canvas.text(line, at: Point(table.x + 2, y + i), c.paint("secondaryLabel"), maxWidth: table.width - 4)
            }
            y += lines.count
        }
        // After a padded section, the half row below its last row is the gap (the next section's top half
        // row is the rest of it); a footer keeps a row of air.
        return y - r.y + (padded && footer == nil ? 0 : 1)
    }
}
