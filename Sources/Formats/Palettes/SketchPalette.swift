import ColorScience
import Syntax
import ThemeModel

/// Sketch palettes (`*.sketchpalette`, written by the Sketch Palettes plugin): `colors` holds objects of
/// `red`, `green`, `blue` and `alpha` from 0 to 1 (files of version 1.4 on), or color strings (before).
/// A palette has one value per color and no names: each color is light only (dark shows it too, as iOS
/// does for a color without a dark variant), named by its `name` when an entry has one, else `color1`,
/// `color2`, ... in file order. Gradients and pattern fills are not colors; a note counts them.
enum SketchPaletteReader {
    static func document(
        root: JSONNode, path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        guard case .array(let items)? = JSONNode.member(root, "colors")?.value else {
            diagnostics.append(
                Diagnostic(at: root.location, "a Sketch palette has \"colors\": an array of colors"))
            return doc
        }
        for (index, item) in items.enumerated() {
            if doc.colors.count >= ThemeDocument.maximumColors {
                diagnostics.append(ThemeDocument.tooManyColors(items.count, at: item.location))
                return doc
            }
            let name = JSONNode.member(item, "name")?.stringValue ?? "color\(index + 1)"
            guard let value = color(item, &diagnostics) else { continue }
            doc.writtenNames.insert(name)
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: name, location: item.location,
                    color: DynamicColor(variants: [.light: VariantValue(.literal(value), at: item.location)]),
                    isPartial: false))
        }
        let skipped = ["gradients", "images"].map { key -> Int in
            guard case .array(let list)? = JSONNode.member(root, key)?.value else { return 0 }
            return list.count
        }
        if skipped[0] + skipped[1] > 0 {
            notes.append(
                Diagnostic(
                    file: path,
                    "skipped \(skipped[0]) gradient\(skipped[0] == 1 ? "" : "s") and \(skipped[1]) pattern "
                        + "fill\(skipped[1] == 1 ? "" : "s"): dusk reads a Sketch palette's flat colors"))
        }
        return doc
    }

    /// `{ "red": 0.35, "green": 0.78, "blue": 0.98, "alpha": 1 }`, or a color string of older files.
    static func color(_ item: JSONNode, _ diagnostics: inout [Diagnostic]) -> RGBA? {
        if let text = item.stringValue {
            guard case .success(let parsed) = CSSColor.parse(text) else {
                diagnostics.append(
                    Diagnostic(at: item.location, "bad color \"\(SafeText.excerpt(text))\": expected a hex color"))
                return nil
            }
            if parsed.clipped { diagnostics.append(CSSColor.clippedNote(parsed, text: text, at: item.location)) }
            return parsed.color
        }
        var channels: [UInt8] = []
        for key in ["red", "green", "blue", "alpha"] {
            let node = JSONNode.member(item, key)
            guard case .number(let v)? = node?.value, v >= 0, v <= 1 else {
                if key == "alpha", node == nil {
                    channels.append(255)
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        at: node?.location ?? item.location,
                        "a Sketch palette color is { \"red\": 0.35, \"green\": 0.78, \"blue\": 0.98, \"alpha\": 1 } "
                            + "with each from 0 to 1; `\(key)` is \(node?.kindDescriptionWithValue ?? "missing")"))
                return nil
            }
            channels.append(RGBA.clampByte(v * 255))
        }
        return RGBA(channels[0], channels[1], channels[2], channels[3])
    }
}

extension PaletteFormat {
    static let sketchPalette = PaletteFormat(
        name: "Sketch palette", files: "a Sketch palette (*.sketchpalette)",
        contentRule: "a Sketch palette has \"compatibleVersion\" and \"colors\"",
        claimsName: { $0.hasSuffix(".sketchpalette") },
        claimsContent: { root in
            JSONNode.member(root, "compatibleVersion") != nil && JSONNode.member(root, "colors") != nil
        },
        reader: .json { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                SketchPaletteReader.document(
                    root: request.content, path: request.path, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
