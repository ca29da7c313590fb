import Encoding
import Screens

/// The file formats `dusk export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case ans, txt, svg

    public func encode(_ canvas: Canvas, depth: ColorDepth, title: String) -> [UInt8] {
        switch self {
        case .ans:
            if depth == .none { return PlainTextExporter.export(canvas) }
            var exporter = ANSIExporter(depth: depth)
            return exporter.export(canvas)
        case .txt: return PlainTextExporter.export(canvas)
        case .svg:
            // A picture of what a terminal of that depth shows.
            var mapped = canvas
            var mapping = PaletteMapping(depth: depth)
            mapping.apply(to: &mapped)
            return SVGExporter.export(mapped, title: title)
        }
    }
}
