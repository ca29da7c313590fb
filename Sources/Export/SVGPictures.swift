import ColorScience
import Raster
import Screens

/// SVG pictures of more than one canvas, or of one in a frame: contact sheets placed by `SheetLayout`, the
/// frame measured by `DeviceFrame`, as the PNG ones are.
enum SVGPictures {
    /// One canvas in an iPhone-like frame.
    static func framed(_ canvas: Canvas, title: String) -> [UInt8] {
        let frame = DeviceFrame(width: screenWidth(canvas), height: screenHeight(canvas), cellWidth: cellWidth)
        let width = screenWidth(canvas) + 2 * frame.bezel
        let height = screenHeight(canvas) + 2 * frame.bezel
        var s = header(width: width, height: height, title: title)
        s += pane(canvas, at: (0, 0), frame: frame, id: "screen")
        s += "</svg>\n"
        return Array(s.utf8)
    }

    /// Canvases of one size side by side under their labels.
    static func sheet(_ panes: [(label: String, canvas: Canvas)], frame framed: Bool, title: String) -> [UInt8] {
        guard let first = panes.first?.canvas else { return [] }
        let frame =
            framed ? DeviceFrame(width: screenWidth(first), height: screenHeight(first), cellWidth: cellWidth) : nil
        let bezel = frame?.bezel ?? 0
        let layout = SheetLayout(
            paneWidth: screenWidth(first) + 2 * bezel, paneHeight: screenHeight(first) + 2 * bezel,
            count: panes.count, unit: Int(SVGExporter.cellHeight))
        var s = header(width: layout.width, height: layout.height, title: title)
        s += "<rect width=\"\(layout.width)\" height=\"\(layout.height)\" fill=\"\(hex(SheetLayout.background))\"/>\n"
        for (index, pane) in panes.enumerated() {
            let origin = layout.pane(index)
            let label = layout.label(index)
            let text = layout.fitted(pane.label, characterWidth: Int(SVGExporter.cellWidth.rounded(.up)))
            s += """
                <text x="\(label.x)" y="\(SVGExporter.fmt(Double(label.y) + SVGExporter.cellHeight * 0.75))" \
                fill="\(hex(SheetLayout.label))" class="b">\(SVGExporter.escape(text))</text>\n
                """
            if frame == nil {
                s += """
                    <rect x="\(origin.x - 1)" y="\(origin.y - 1)" width="\(layout.paneWidth + 2)" \
                    height="\(layout.paneHeight + 2)" fill="\(hex(SheetLayout.hairline))"/>\n
                    """
            }
            s += self.pane(pane.canvas, at: origin, frame: frame, id: "screen-\(index + 1)")
        }
        s += "</svg>\n"
        return Array(s.utf8)
    }

    private static func header(width: Int, height: Int, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
        viewBox="0 0 \(width) \(height)">
        <title>\(SVGExporter.escape(title))</title>\n
        """ + SVGExporter.style
    }

    /// A canvas with its top-left corner (or its frame's) at `origin`.
    private static func pane(_ canvas: Canvas, at origin: (x: Int, y: Int), frame: DeviceFrame?, id: String) -> String {
        let width = screenWidth(canvas)
        let height = screenHeight(canvas)
        let viewBox = "0 0 \(SVGExporter.fmt(SVGExporter.width(canvas))) \(SVGExporter.fmt(SVGExporter.height(canvas)))"
        guard let frame else {
            return """
                <svg x="\(origin.x)" y="\(origin.y)" width="\(width)" height="\(height)" viewBox="\(viewBox)" \
                preserveAspectRatio="none">
                \(SVGExporter.body(canvas))</svg>\n
                """
        }
        let x = origin.x + frame.bezel
        let y = origin.y + frame.bezel
        return """
            <rect x="\(origin.x)" y="\(origin.y)" width="\(width + 2 * frame.bezel)" \
            height="\(height + 2 * frame.bezel)" rx="\(frame.outerRadius)" fill="\(hex(DeviceFrame.bezelColor))"/>
            <clipPath id="\(id)"><rect x="\(x)" y="\(y)" width="\(width)" height="\(height)" \
            rx="\(frame.screenRadius)"/></clipPath>
            <g clip-path="url(#\(id))"><svg x="\(x)" y="\(y)" width="\(width)" height="\(height)" \
            viewBox="\(viewBox)" preserveAspectRatio="none">
            \(SVGExporter.body(canvas))</svg></g>\n
            """
    }

    /// A cell's width in whole SVG pixels, for the frame's corner.
    private static let cellWidth = Int(SVGExporter.cellWidth)

    /// A canvas's width and height in whole SVG pixels.
    private static func screenWidth(_ canvas: Canvas) -> Int { Int(SVGExporter.width(canvas).rounded(.up)) }
    private static func screenHeight(_ canvas: Canvas) -> Int { Int(SVGExporter.height(canvas).rounded(.up)) }

    private static func hex(_ pixel: UInt32) -> String { RGBA(rgb: pixel).hexRGB }
}
