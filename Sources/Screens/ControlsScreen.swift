import ColorScience
import ThemeModel

/// iOS 13 controls: segmented control, buttons in the tint, switches,
/// slider, progress bar, activity indicators, a text field, the three Sign in
/// with Apple styles and, when `ScreenOptions.showsAlert` asks, an alert
/// presented over them (which resolves at the elevated level).
enum ControlsScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        canvas.text("Controls", at: Point(2, 2), c.paint("label"), .bold)
        let left = 2
        let half = w / 2
        var y = 4

        let segments = ["Day", "Week", "Month"]
        let segmentWidth = min(10, (half - 4) / segments.count)
        Widgets.segmented(
            segments, selected: 1,
            in: Rect(x: left, y: y, width: segmentWidth * segments.count, height: Widgets.segmentedHeight), &canvas, c)
        y += Widgets.segmentedHeight + 1

        // Buttons.
        var x = left
        x += canvas.text("Button", at: Point(x, y), c.paint("tint")) + 3
        let filled = Rect(x: x, y: y, width: 10, height: 1)
        Widgets.filledButton("Filled", in: filled, fill: c.paint("tint"), ink: c.onTint, &canvas)
        x = filled.maxX + 3
        canvas.text("Delete", at: Point(x, y), c.paint("systemRed"), maxWidth: max(0, half - x))
        // Controls two rows tall reach half a row above and below their own: a row of air between them.
        y += 3

        // Switches.
        Widgets.toggle(true, at: Point(left, y), in: &canvas, c)
        canvas.text("On", at: Point(left + 6, y), c.paint("label"))
        Widgets.toggle(false, at: Point(left + 11, y), in: &canvas, c)
        canvas.text("Off", at: Point(left + 17, y), c.paint("label"))
        y += 3

        let track = max(6, half - 6)
        Widgets.slider(value: 0.6, at: Point(left, y), width: track, in: &canvas, c)
        y += 2

        // Progress bar: a solid line, as the slider's track.
        let progress = track * 35 / 100
        canvas.repeated("━", at: Point(left, y), count: progress, c.paint("tint"))
        canvas.repeated("━", at: Point(left + progress, y), count: track - progress, c.paint("tertiarySystemFill"))
        y += 2

        // Activity indicators, medium and large, in systemGray (UIActivityIndicatorView's dynamic gray).
        let gray = c.paint("systemGray")
        canvas.text("⣾", at: Point(left, y + 1), gray)
        canvas.text("medium", at: Point(left + 2, y + 1), c.paint("secondaryLabel"))
        // The large one (37 pt) a ring of twelve braille dots, two rows of four cells: about as wide as tall.
        for (i, line) in ["⡐⠈⠁⢂", "⠡⢀⡀⠌"].enumerated() {
            canvas.text(line, at: Point(left + 11, y + i), gray, .bold)
        }
        canvas.text("large", at: Point(left + 16, y + 1), c.paint("secondaryLabel"))
        y += 3

        // Text field with a placeholder.
        let field = Rect(x: left, y: y, width: max(10, half - 4), height: 1)
        canvas.fill(field, c.paint("tertiarySystemFill"))
        canvas.text("Email address", at: Point(field.x + 1, y), c.paint("placeholderText"), maxWidth: field.width - 1)
        y += 2

        let right = Rect(x: half + 2, y: 4, width: w - half - 4, height: h - 5)
        let afterButtons = drawSignInWithApple(&canvas, in: right)
        drawGradients(
            &canvas, c, in: Rect(x: right.x, y: afterButtons, width: right.width, height: right.maxY - afterButtons))
        if c.options.showsAlert { drawAlert(&canvas, c) }
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    /// Sign in with Apple in its three styles as three buttons, fixed colors by Apple's rules, each with one
    /// of its three captions: white and black filled and rounded, each on a band of the other where the page
    /// is their own color (white is for dark backgrounds, black for light ones); whiteOutline white inside a
    /// rounded black hairline. Each two rows tall, as the filled buttons. Returns the next free row.
    static func drawSignInWithApple(_ canvas: inout Canvas, in area: Rect) -> Int {
        let width = max(10, min(24, area.width - 2))
        var y = area.y + 1
        for (style, caption, bg, fg) in [
            ("white", "Sign in with Apple", RGBA.white, RGBA.black),
            ("whiteOutline", "Sign up with Apple", RGBA.white, RGBA.black),
            ("black", "Continue with Apple", RGBA.black, RGBA.white),
        ] {
            guard y + 1 < area.maxY else { break }
            let r = Rect(x: area.x + 1, y: y, width: width, height: 1)
            let name = "signInWithApple(\(style))"
            let ink = Paint(fg, name)
            let page = canvas[r.x, y].background
            if style == "whiteOutline" {
                let box = Rect(x: r.x, y: y - 1, width: r.width, height: 3)
                canvas.fill(box, Paint(bg, name))
                canvas.roundedBox(box, ink)
                Widgets.centered(
                    caption, in: Rect(x: r.x + 1, y: y, width: r.width - 2, height: 1), y: y, ink, .bold, in: &canvas)
            } else {
                if Contrast.wcagRatio(text: bg, background: page) < 1.5 {
                    canvas.fill(
                        Rect(x: r.x - 1, y: y - 1, width: r.width + 2, height: 3),
                        Paint(bg == .white ? .black : .white, bg == .white ? "dark background" : "light background"))
                }
                Widgets.filledButton(caption, in: r, fill: Paint(bg, name), ink: ink, &canvas)
            }
            y += 4
        }
        return y
    }

    /// The theme's gradients as buttons three rows tall, interpolated in OKLab, their dynamic text on the
    /// middle row.
    static func drawGradients(_ canvas: inout Canvas, _ c: ScreenContext, in area: Rect) {
        var y = area.y
        for gradient in c.theme.gradients where y + 2 < area.maxY {
            let stops = c.stops(of: gradient)
            guard stops.count >= 2 else { continue }
            let width = min(area.width, 30)
            let r = Rect(x: area.x + (area.width - width) / 2, y: y, width: width, height: 3)
            let id = canvas.intern("gradient:" + gradient.name)
            for py in 0..<6 {
                for x in 0..<width {
                    let t: Double
                    switch gradient.direction {
                    case .horizontal: t = Double(x) / Double(max(1, width - 1))
                    case .vertical: t = Double(py) / 5
                    case .diagonal: t = (Double(x) / Double(max(1, width - 1)) + Double(py) / 5) / 2
                    }
                    canvas.setPixel(x: r.x + x, py: 2 * r.y + py, GradientMath.color(at: t, stops: stops), name: id)
                }
            }
            let text = c.resolve(gradient.text) ?? c.paint("label").color
            let textName: String
            if case .alias(let n) = gradient.text {
                textName = n
            } else {
                textName = "gradient:" + gradient.name + ".text"
            }
            Widgets.centered(gradient.name, in: r, y: r.y + 1, Paint(text, textName), .bold, in: &canvas)
            y += 4
        }
    }

    /// An alert, centered over the screen dimmed, as iOS presents one: at the elevated level; 270 pt of a
    /// 375 pt screen wide; the title bold and the message in label; the cancel action bold, the destructive
    /// one in systemRed, divided by hairlines.
    static func drawAlert(_ canvas: inout Canvas, _ c: ScreenContext) {
        canvas.dim(canvas.bounds, Dimming.alert(c.traits.style))
        let a = c.with(traits: Traits(c.traits.style, .elevated, c.traits.contrast))
        let width = min(c.size.width - 4, max(24, c.size.width * 270 / 375))
        let height = 8
        let top = max(0, (c.size.height - height) / 2)
        let r = Rect(x: (c.size.width - width) / 2, y: top, width: width, height: height)
        canvas.fill(r, a.paint("secondarySystemBackground"))
        Widgets.centered("Delete Photo?", in: r, y: r.y + 1, a.paint("label"), .bold, in: &canvas)
        for (i, line) in Widgets.wrap(
            "This photo will be deleted from all your devices.", width: r.width - 4, maxLines: 2
        ).enumerated() {
            Widgets.centered(line, in: r, y: r.y + 2 + i, a.paint("label"), in: &canvas)
        }
        canvas.repeated("─", at: Point(r.x, r.y + 5), count: r.width, a.paint("separator"))
        let halfWidth = r.width / 2
        canvas.repeated("┬", at: Point(r.x + halfWidth, r.y + 5), count: 1, a.paint("separator"))
        Widgets.centered(
            "Cancel", in: Rect(x: r.x, y: r.y + 6, width: halfWidth, height: 1), y: r.y + 6, a.paint("tint"), .bold,
            in: &canvas)
        canvas.repeated("│", at: Point(r.x + halfWidth, r.y + 6), count: 1, a.paint("separator"))
        Widgets.centered(
            "Delete", in: Rect(x: r.x + halfWidth + 1, y: r.y + 6, width: r.width - halfWidth - 1, height: 1),
            y: r.y + 6, a.paint("systemRed"), in: &canvas)
        canvas.repeated("│", at: Point(r.x + halfWidth, r.y + 7), count: 1, a.paint("separator"))
    }
}
