import ColorScience
import ThemeModel

/// iOS 13's page sheet, the default modal: black behind everything, the
/// presenting screen pushed back to a dimmed sliver of about 10 pt under the
/// status bar (nothing of it readable; gray where the screen is black), and the sheet over it at the elevated
/// level with rounded top corners and no grabber (iOS 15 added that). The
/// built-in card and a screen file's presented card both draw it here.
enum PageSheet {
    /// Rows above the sheet's own first row: the status bar and the sliver.
    static let top = 2

    /// The black, the sliver (in `presenting`'s color, dimmed) and the sheet in `sheet`'s
    /// systemBackground; the navigation bar with `title` centered and `trailing` (bold, in the
    /// tint) beside it. Returns where the sheet's content starts (under its navigation bar).
    static func draw(
        title: String?, trailing: String?, presenting: Paint, sheet: ScreenContext, in canvas: inout Canvas
    ) -> Rect {
        let w = canvas.size.width
        let h = canvas.size.height
        let black = Paint(.black, "presentation background")
        canvas.fill(canvas.bounds, black)
        let behind = sliver(presenting, sheet)
        let page = sheet.paint("systemBackground")
        let sheetColor = page.color.over(.black)
        // The sliver: a half row of the pushed-back screen (two columns in), its top corners rounded.
        let sliverID = canvas.intern(behind.name)
        let sheetID = canvas.intern(page.name)
        let blackID = canvas.intern(black.name)
        for x in 0..<w {
            let inSliver = x >= 2 && x < w - 2
            let corner = x == 2 || x == w - 3
            if inSliver {
                canvas[x, 1] = Cell(
                    scalar: corner ? (x == 2 ? "▗" : "▖") : "▄", foreground: behind.color, background: .black,
                    attributes: [], foregroundName: sliverID, backgroundName: blackID)
            }
            // The sheet's top edge at mid-row: above it the rest of the sliver (or black), below the sheet.
            let above = inSliver ? behind.color : RGBA.black
            let cornerCell = x == 0 || x == w - 1
            canvas[x, top] = Cell(
                scalar: cornerCell ? (x == 0 ? "▗" : "▖") : Cell.upperHalf,
                foreground: cornerCell ? sheetColor : above, background: cornerCell ? .black : sheetColor,
                attributes: [], foregroundName: cornerCell ? sheetID : (inSliver ? sliverID : blackID),
                backgroundName: cornerCell ? blackID : sheetID)
        }
        canvas.fill(Rect(x: 0, y: top + 1, width: w, height: h - top - 1), page)
        let bar = top + 1
        if let title {
            let room = w - 2 * ((trailing.map(DisplayWidth.of) ?? 0) + 4)
            Widgets.centered(
                title, in: Rect(x: (w - room) / 2, y: bar, width: room, height: 1), y: bar, sheet.paint("label"),
                .bold, in: &canvas)
        }
        if let trailing {
            canvas.text(trailing, at: Point(w - 2 - DisplayWidth.of(trailing), bar), sheet.paint("tint"), .bold)
        }
        return Rect(x: 0, y: bar + 2, width: w, height: max(0, h - bar - 2))
    }

    /// The pushed-back screen's color, dimmed. A black page (dark mode) dimmed is black on black, and iOS 13
    /// still shows the card behind the sheet: there it takes systemGray6 (#1C1C1E in dark, the gray of the
    /// presenting screen's bars) dimmed, between the black and the elevated sheet.
    static func sliver(_ presenting: Paint, _ sheet: ScreenContext) -> Paint {
        let dimmed = Dimming.pageSheet.over(presenting.color.opaque)
        guard Contrast.wcagRatio(text: dimmed, background: .black) < minimumSliverContrast else {
            return Paint(dimmed, Dimming.name)
        }
        let gray = sheet.paint("systemGray6")
        return Paint(Dimming.pageSheet.over(gray.color.opaque), gray.name + " " + Dimming.name)
    }

    /// Below this against the black, the sliver would not show.
    static let minimumSliverContrast = 1.05

    /// Status bar glyphs over the black: light, whatever style the app asks for (UIKit takes the bar over
    /// while a page sheet is up).
    static func drawStatusBar(_ canvas: inout Canvas) {
        StatusBar.draw(into: &canvas, style: .lightContent, ownerStyle: .dark)
    }
}
