import ColorScience
import ThemeModel

/// The sample screens. Each is a pure function of (theme, traits, size, options) to a canvas.
public enum Screen: String, CaseIterable, Sendable, Hashable {
    case settings, labels, materials, card, colors, controls, palette

    public static let minimumSize = Size(width: 40, height: 16)
    public static let defaultSize = Size(width: 80, height: 40)

    public var title: String {
        switch self {
        case .settings: return "Settings"
        case .labels: return "Labels"
        case .materials: return "Materials"
        case .card: return "Card"
        case .colors: return "Colors"
        case .controls: return "Controls"
        case .palette: return "Palette"
        }
    }

    public var summary: String {
        switch self {
        case .settings: return "grouped table, icons, switch, tab bar"
        case .labels: return "label hierarchy on the three system backgrounds"
        case .materials: return "the five blur materials with vibrancy over a dynamic backdrop"
        case .card: return "a presented page sheet at the elevated level"
        case .colors: return "every color of the theme with its contrast"
        case .controls: return "segmented control, buttons, switches, slider, alert, Sign in with Apple"
        case .palette: return "the theme's own colors in use: text, cards, buttons, lines (pages: Down, Up)"
        }
    }

    /// `palette`: the theme already resolved for these traits, when the caller has it (`ScreenPairs`).
    public func render(
        theme: Theme, traits: Traits, size: Size, options: ScreenOptions = ScreenOptions(), palette: Palette? = nil,
        reads: ColorReads? = nil
    ) -> Canvas {
        // An app locked to one style (UIUserInterfaceStyle) renders in it whatever is asked.
        let context = ScreenContext(
            theme: theme, traits: theme.effectiveTraits(traits), size: size, options: options, palette: palette,
            reads: reads)
        guard size.width >= Screen.minimumSize.width, size.height >= Screen.minimumSize.height else {
            return Screen.tooSmall(context)
        }
        switch self {
        case .settings: return CustomScreen.render(BuiltinScreenFiles.settings, context)
        case .labels: return CustomScreen.render(BuiltinScreenFiles.labels, context)
        case .materials: return MaterialsScreen.render(context)
        case .card: return CardScreen.render(context)
        case .colors: return ColorsScreen.render(context)
        case .controls: return ControlsScreen.render(context)
        case .palette: return PaletteScreen.render(context)
        }
    }

    /// Pages the screen has at `size` (1 for all but the palette in use).
    public func pageCount(theme: Theme, size: Size) -> Int {
        self == .palette ? PaletteScreen.pageCount(theme: theme, size: size) : 1
    }

    /// A clear message instead of a garbled layout, at any size down to 1x1.
    static func tooSmall(_ context: ScreenContext) -> Canvas {
        var canvas = Canvas(size: context.size, background: context.paint("systemBackground"))
        let ink = context.paint("secondaryLabel")
        let lines = [
            "Too small", "needs \(minimumSize.width)x\(minimumSize.height)",
            "this is \(context.size.width)x\(context.size.height)",
        ]
        let top = max(0, (context.size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let w = DisplayWidth.of(line)
            canvas.text(
                line, at: Point(max(0, (context.size.width - w) / 2), top + i), ink, i == 0 ? .bold : [],
                maxWidth: context.size.width)
        }
        return canvas
    }
}

/// Small pieces several screens draw.
public enum Widgets {
    static let tabBarHeight = 3
    static let toolbarHeight = 2

    /// A tab bar (items with a glyph: the glyph above its title, three rows) or a toolbar (two rows): the
    /// chrome material with a hairline on top, items spread evenly; the selected one (a tab bar's) in the
    /// tint, its title bold, the others gray; a toolbar's (`selected` nil) all in the tint. A shortened label
    /// ("Favori…") keeps a column of air before the next.
    static func bottomBar(
        _ items: [(glyph: String?, title: String)], selected: Int?, top: Int, tint: Paint, _ canvas: inout Canvas,
        _ c: ScreenContext
    ) {
        let w = c.size.width
        let hasGlyphs = items.contains { $0.glyph != nil }
        let height = hasGlyphs ? tabBarHeight : toolbarHeight
        MaterialCompositor.apply(.chrome, to: Rect(x: 0, y: top, width: w, height: height), in: &canvas, context: c)
        canvas.repeated("▔", at: Point(0, top), count: w, c.paint("separator"))
        guard !items.isEmpty else { return }
        let slot = w / items.count
        for (i, item) in items.enumerated() {
            let isSelected = selected == nil || i == selected
            let ink = isSelected ? tint : c.paint("systemGray")
            if let glyph = item.glyph {
                let gw = min(DisplayWidth.of(glyph), slot - 1)
                canvas.text(glyph, at: Point(i * slot + (slot - gw) / 2, top + 1), ink, .bold, maxWidth: gw)
            }
            let lw = min(DisplayWidth.of(item.title), slot - 1)
            canvas.text(
                item.title, at: Point(i * slot + (slot - lw) / 2, top + height - 1), ink,
                selected != nil && i == selected ? .bold : [], maxWidth: lw)
        }
    }

    /// A colored rounded icon square, 2 cells, with a white glyph.
    static func icon(
        _ glyph: String, _ colorName: String, at p: Point, in canvas: inout Canvas, _ context: ScreenContext
    ) {
        canvas.fill(Rect(x: p.x, y: p.y, width: 2, height: 1), context.paint(colorName))
        canvas.text(glyph, at: Point(p.x, p.y), Paint(.white, "icon glyph"), .bold, maxWidth: 2)
    }

    /// Draws a theme image with its top-left pixel at (x, py) in half-row pixels. A template
    /// image is a mask (luminance x alpha) filled with its tint for the current appearance.
    static func image(_ image: ThemeImage, at x: Int, py: Int, in canvas: inout Canvas, _ context: ScreenContext) {
        guard let raster = image.image(for: context.traits.style) else { return }
        let tint = image.tint.flatMap { dynamic in
            dynamic.value(for: context.traits).flatMap { context.resolve($0) }
        }
        let id = canvas.intern("image:" + image.name)
        for y in 0..<raster.height {
            for ix in 0..<raster.width {
                let p = raster[ix, y]
                let color: RGBA
                if image.template, let tint {
                    let luminance = (Int(p.r) * 2126 + Int(p.g) * 7152 + Int(p.b) * 722) / 10000
                    let mask = luminance * Int(p.a) / 255 * Int(tint.a) / 255
                    color = tint.withAlpha(UInt8(mask))
                } else {
                    color = p
                }
                if color.a == 0 { continue }
                canvas.setPixel(x: x + ix, py: py + y, color, name: id)
            }
        }
    }

    /// Words wrapped to `width` columns.
    /// At most `maxLines` lines; when text is left over, the last line ends in `…`.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        var lines = wrap(text, width: width)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        lines.removeLast(lines.count - maxLines)
        var last = lines[maxLines - 1]
        while !last.isEmpty, DisplayWidth.of(last) + 1 > width { last.removeLast() }
        while last.last == " " { last.removeLast() }
        lines[maxLines - 1] = last + "…"
        return lines
    }

    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func centered(
        _ text: String, in rect: Rect, y: Int, _ paint: Paint, _ attributes: CellAttributes = [],
        in canvas: inout Canvas
    ) {
        let w = min(DisplayWidth.of(text), rect.width)
        canvas.text(text, at: Point(rect.x + (rect.width - w) / 2, y), paint, attributes, maxWidth: rect.width)
    }
}
