import Audit
import ColorScience
import ThemeModel

/// iOS 13 controls: segmented control, buttons in the tint, switches,
/// slider, progress bar, activity indicators, a text field, an alert (which
/// resolves at the elevated level) and the three Sign in with Apple styles.
enum ControlsScreen {
    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width
        let h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemBackground"))
        canvas.text("Controls", at: Point(2, 2), c.paint("label"), .bold)
        let left = 2
        let half = w / 2
        var y = 4

        // Segmented control: the selected segment is white in light, systemGray2 in dark (iOS 13).
        let segments = ["Day", "Week", "Month"]
        let segmentWidth = min(10, (half - 4) / segments.count)
        canvas.fill(Rect(x: left, y: y, width: segmentWidth * segments.count, height: 1), c.paint("tertiarySystemFill"))
        let selected = c.traits.style == .light ? c.paint("systemBackground") : c.paint("systemGray2")
        canvas.fill(Rect(x: left + segmentWidth, y: y, width: segmentWidth, height: 1), selected)
        for (i, s) in segments.enumerated() {
            Widgets.centered(
                s, in: Rect(x: left + i * segmentWidth, y: y, width: segmentWidth, height: 1), y: y,
                c.paint("label"), i == 1 ? .bold : [], in: &canvas)
        }
        y += 2

        // Buttons.
        var x = left
        x += canvas.text("Button", at: Point(x, y), c.paint("tint")) + 3
        let filled = Rect(x: x, y: y, width: 10, height: 1)
        canvas.fill(filled, c.paint("tint"))
        Widgets.centered("Filled", in: filled, y: y, Paint(.white, "white"), .bold, in: &canvas)
        x = filled.maxX + 3
        canvas.text("Delete", at: Point(x, y), c.paint("systemRed"), maxWidth: max(0, half - x))
        y += 2

        // Switches.
        Widgets.toggle(true, at: Point(left, y), in: &canvas, c)
        canvas.text("On", at: Point(left + 6, y), c.paint("label"))
        Widgets.toggle(false, at: Point(left + 11, y), in: &canvas, c)
        canvas.text("Off", at: Point(left + 17, y), c.paint("label"))
        y += 2

        // Slider: filled track in the tint, the rest systemFill, a white knob.
        let track = max(6, half - 6)
        let knob = track * 6 / 10
        canvas.repeated("━", at: Point(left, y), count: knob, c.paint("tint"))
        canvas.repeated("━", at: Point(left + knob + 1, y), count: track - knob - 1, c.paint("systemFill"))
        // The knob is white with a shadow on iOS; a terminal has no shadow, so light mode draws it in systemGray.
        canvas.text(
            "●", at: Point(left + knob, y),
            c.traits.style == .light ? c.paint("systemGray") : Paint(.white, "slider knob"), .bold)
        y += 2

        // Progress bar.
        let progress = track * 35 / 100
        canvas.repeated("▬", at: Point(left, y), count: progress, c.paint("tint"))
        canvas.repeated("▬", at: Point(left + progress, y), count: track - progress, c.paint("tertiarySystemFill"))
        y += 2

        // Activity indicators, medium and large, in systemGray (UIActivityIndicatorView's dynamic gray).
        let gray = c.paint("systemGray")
        canvas.text("⣾", at: Point(left, y + 1), gray)
        canvas.text("medium", at: Point(left + 2, y + 1), c.paint("secondaryLabel"))
        for (i, line) in ["╲│╱", "─ ─", "╱│╲"].enumerated() {
            canvas.text(line, at: Point(left + 11, y + i), gray, .bold)
        }
        canvas.text("large", at: Point(left + 15, y + 1), c.paint("secondaryLabel"))
        y += 4

        // Text field with a placeholder.
        let field = Rect(x: left, y: y, width: max(10, half - 4), height: 1)
        canvas.fill(field, c.paint("tertiarySystemFill"))
        canvas.text("Email address", at: Point(field.x + 1, y), c.paint("placeholderText"), maxWidth: field.width - 1)
        y += 2

        // Sign in with Apple: white, whiteOutline, black. Fixed colors by Apple's rules.
        let buttonWidth = max(10, min(24, half - 4))
        for (style, bg, fg, outline) in [
            ("white", RGBA.white, RGBA.black, false), ("whiteOutline", RGBA.white, RGBA.black, true),
            ("black", RGBA.black, RGBA.white, false),
        ] {
            guard y < h - 1 else { break }
            let r = Rect(x: left, y: y, width: buttonWidth, height: 1)
            let name = "signInWithApple(\(style))"
            canvas.fill(r, Paint(bg, name))
            if outline {
                canvas.text("▕", at: Point(r.x, y), Paint(fg, name))
                canvas.text("▏", at: Point(r.maxX - 1, y), Paint(fg, name))
            }
            Widgets.centered(" Sign in with Apple", in: r, y: y, Paint(fg, name), .bold, in: &canvas)
            canvas.text(style, at: Point(r.maxX + 1, y), c.paint("tertiaryLabel"), maxWidth: max(0, half - r.maxX))
            y += 2
        }

        drawAlert(&canvas, c, in: Rect(x: half + 2, y: 4, width: w - half - 4, height: h - 5))
        drawGradients(&canvas, c, in: Rect(x: half + 2, y: 15, width: w - half - 4, height: h - 16))
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    /// The theme's gradients as buttons, interpolated in OKLab, with their dynamic text.
    static func drawGradients(_ canvas: inout Canvas, _ c: ScreenContext, in area: Rect) {
        var y = area.y
        for gradient in c.theme.gradients where y + 1 < area.maxY {
            let stops = c.stops(of: gradient)
            guard stops.count >= 2 else { continue }
            let width = min(area.width, 30)
            let r = Rect(x: area.x + (area.width - width) / 2, y: y, width: width, height: 2)
            let id = canvas.intern("gradient:" + gradient.name)
            for py in 0..<4 {
                for x in 0..<width {
                    let t: Double
                    switch gradient.direction {
                    case .horizontal: t = Double(x) / Double(max(1, width - 1))
                    case .vertical: t = Double(py) / 3
                    case .diagonal: t = (Double(x) / Double(max(1, width - 1)) + Double(py) / 3) / 2
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
            Widgets.centered(gradient.name, in: r, y: r.y, Paint(text, textName), .bold, in: &canvas)
            y += 3
        }
    }

    /// An alert: presented, so it resolves at the elevated level.
    static func drawAlert(_ canvas: inout Canvas, _ c: ScreenContext, in area: Rect) {
        let a = c.with(traits: Traits(c.traits.style, .elevated, c.traits.contrast))
        let width = min(area.width, 30)
        let r = Rect(x: area.x + (area.width - width) / 2, y: area.y + 1, width: width, height: 8)
        guard r.maxY <= area.maxY + 1 else { return }
        canvas.fill(r, a.paint("secondarySystemBackground"))
        Widgets.centered("Delete Photo?", in: r, y: r.y + 1, a.paint("label"), .bold, in: &canvas)
        for (i, line) in Widgets.wrap(
            "This photo will be deleted from all your devices.", width: r.width - 4, maxLines: 2
        ).enumerated() {
            Widgets.centered(line, in: r, y: r.y + 2 + i, a.paint("secondaryLabel"), in: &canvas)
        }
        canvas.repeated("─", at: Point(r.x, r.y + 5), count: r.width, a.paint("separator"))
        let halfWidth = r.width / 2
        Widgets.centered(
            "Cancel", in: Rect(x: r.x, y: r.y + 6, width: halfWidth, height: 1), y: r.y + 6, a.paint("tint"),
            in: &canvas)
        canvas.repeated("│", at: Point(r.x + halfWidth, r.y + 6), count: 1, a.paint("separator"))
        Widgets.centered(
            "Delete", in: Rect(x: r.x + halfWidth + 1, y: r.y + 6, width: r.width - halfWidth - 1, height: 1),
            y: r.y + 6,
            a.paint("systemRed"), .bold, in: &canvas)
    }
}
