/// Where the panes of a contact sheet go, in pixels: a grid of at most four columns, so the eight
/// appearances in their canonical order are two rows (normal contrast above, high contrast below), each
/// pane under its label, on a light gray ground with a hairline around each pane. The PNG and the SVG
/// sheet both place their panes by this one layout.
public struct SheetLayout: Sendable {
    public static let background: UInt32 = 0xFFF2_F2F7  // systemGroupedBackground, light
    public static let label: UInt32 = 0xFF1C_1C1E
    public static let hairline: UInt32 = 0xFFC6_C6C8  // opaque separator, light

    public let paneWidth: Int
    public let paneHeight: Int
    public let count: Int
    public let columns: Int
    public let margin: Int
    public let labelHeight: Int

    /// `unit` is one text line's height (the cell font's cell height at the sheet's scale).
    public init(paneWidth: Int, paneHeight: Int, count: Int, unit: Int) {
        self.paneWidth = paneWidth
        self.paneHeight = paneHeight
        self.count = max(1, count)
        columns = min(4, self.count)
        margin = unit
        labelHeight = unit + unit / 2
    }

    public var rows: Int { (count + columns - 1) / columns }
    public var width: Int { columns * paneWidth + (columns + 1) * margin }
    public var height: Int { rows * (labelHeight + paneHeight) + (rows + 1) * margin }

    /// The top-left pixel of pane `index`.
    public func pane(_ index: Int) -> (x: Int, y: Int) {
        let column = index % columns
        let row = index / columns
        return (
            margin + column * (paneWidth + margin), margin + row * (labelHeight + paneHeight + margin) + labelHeight
        )
    }

    /// A label cut with `…` to the pane's width, for characters `characterWidth` pixels wide.
    public func fitted(_ label: String, characterWidth: Int) -> String {
        let room = max(1, paneWidth / max(1, characterWidth))
        let scalars = Array(label.unicodeScalars)
        guard scalars.count > room else { return label }
        var cut = String.UnicodeScalarView(scalars.prefix(room - 1))
        cut.append("…")
        return String(cut)
    }

    /// Where pane `index`'s label starts (its text's top-left pixel).
    public func label(_ index: Int) -> (x: Int, y: Int) {
        let origin = pane(index)
        return (origin.x, origin.y - labelHeight)
    }
}

public enum ContactSheet {
    /// The panes side by side under their labels; every pane the same size.
    public static func image(_ panes: [(label: String, image: PixelImage)], scale: Int) -> PixelImage {
        let first = panes.first?.image ?? PixelImage(width: 0, height: 0, fill: 0)
        let font = CellFont.at(scale: scale)
        let layout = SheetLayout(
            paneWidth: first.width, paneHeight: first.height, count: panes.count, unit: font.cellHeight)
        var sheet = PixelImage(width: layout.width, height: layout.height, fill: SheetLayout.background)
        for (index, pane) in panes.enumerated() {
            let origin = layout.pane(index)
            // A hairline keeps a white screen apart from the ground; a framed screen has its bezel.
            if pane.image.pixels.first.map({ $0 >> 24 == 0xFF }) ?? false {
                sheet.fill(
                    x: origin.x - 1, y: origin.y - 1, width: pane.image.width + 2, height: pane.image.height + 2,
                    with: SheetLayout.hairline)
            }
            sheet.draw(pane.image, x: origin.x, y: origin.y)
            let label = layout.label(index)
            CellRaster.drawText(
                layout.fitted(pane.label, characterWidth: font.cellWidth), color: SheetLayout.label, bold: true,
                at: label.x, label.y, scale: scale, into: &sheet)
        }
        return sheet
    }
}
