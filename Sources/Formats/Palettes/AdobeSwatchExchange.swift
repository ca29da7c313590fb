import ColorScience
import Syntax
import ThemeModel

/// Adobe Swatch Exchange (`*.ase`, from Illustrator, Photoshop, InDesign and Adobe Color): `ASEF`, version 1.0,
/// a block count, then blocks (group start, group end, color), all big-endian. RGB and Gray swatches are read
/// exactly (floats from 0 to 1, Gray 1 = white); LAB ones converted from CIE Lab D50, as Adobe uses it, and
/// clipped to sRGB with a note when outside. CMYK swatches are skipped with a note: what a CMYK value looks like
/// depends on the document's print profile, and a profile-less conversion would show a designer a color that
/// is not theirs. A swatch is light only, as a Sketch palette's are; names as written, `Group/Name` inside a
/// group (as an asset catalog's namespaces; groups do not nest), `color4` for the fourth swatch when it has no
/// name, ` 2` after a repeated one.
enum AdobeSwatchExchangeReader {
    static func document(
        bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        var reader = BinaryReader(bytes, file: path)
        var skippedCMYK: [(String, SourceLocation)] = []
        var skippedOther: [(String, SourceLocation)] = []
        var names = SwatchNames()
        do throws(Diagnostic) {
            let signature = try reader.take(4, "the signature")
            guard signature.elementsEqual("ASEF".utf8) else {
                throw reader.fail("not an Adobe Swatch Exchange file: it does not start with `ASEF`", at: 0)
            }
            let major = try reader.u16("the version")
            let minor = try reader.u16("the version")
            guard major == 1 else { throw reader.fail("version \(major).\(minor); dusk reads version 1", at: 4) }
            let declared = try reader.u32("the block count")
            var blocks = 0
            var groups: [String] = []
            var colorIndex = 0
            // The count is not trusted: blocks are read while bytes last, each bounded by its own length.
            while reader.remaining > 0 {
                let start = reader.offset
                let type = try reader.u16("a block's type")
                let length = try reader.u32("a block's length")
                guard length <= reader.remaining else {
                    throw reader.fail("a block of \(length) bytes; \(reader.remaining) are left in the file", at: start)
                }
                var block = BinaryReader(bytes, file: path, from: reader.offset, end: reader.offset + length)
                reader.offset += length
                blocks += 1
                switch type {
                case 0xC001:
                    // Groups do not nest in ASE: a start while one is open begins the next (some writers never
                    // end a group), and a start with no name (length 0) is a group without one.
                    let name = block.remaining == 0 ? "" : try block.utf16(try block.u16("a group's name"), "it")
                    groups = name.isEmpty ? [] : [name]
                case 0xC002:
                    groups = []
                case 0x0001:
                    colorIndex += 1
                    let swatch = try color(&block, index: colorIndex, groups: groups, start: start)
                    guard case .some(let value) = swatch.value else {
                        if swatch.model == "CMYK" {
                            skippedCMYK.append((swatch.name, block.location(start)))
                        } else {
                            skippedOther.append((swatch.name + " (" + swatch.model + ")", block.location(start)))
                        }
                        continue
                    }
                    if doc.colors.count >= ThemeDocument.maximumColors {
                        throw ThemeDocument.tooManyColors(colorIndex, at: block.location(start))
                    }
                    let name = names.unique(swatch.name)
                    if let problem = ColorName.problem(with: name) {
                        diagnostics.append(Diagnostic(at: block.location(start), problem))
                        continue
                    }
                    if value.clipped {
                        let parsed = CSSColor.Parsed(
                            color: value.color, clipped: true, form: "LAB", nearest: value.nearest)
                        diagnostics.append(
                            CSSColor.clippedNote(parsed, text: "the LAB swatch", name: name, at: block.location(start)))
                    }
                    doc.writtenNames.insert(name)
                    doc.colors.append(
                        ThemeDocument.ColorEntry(
                            name: name, location: block.location(start),
                            color: DynamicColor(
                                variants: [.light: VariantValue(.literal(value.color), at: block.location(start))]),
                            isPartial: false))
                default:
                    skippedOther.append(("block type 0x" + String(type, radix: 16), block.location(start)))
                }
            }
            if blocks != declared {
                notes.append(Diagnostic(file: path, "the header says \(declared) blocks; the file holds \(blocks)"))
            }
        } catch {
            diagnostics.append(error)
        }
        if let first = skippedCMYK.first {
            notes.append(
                Diagnostic.skipped(
                    skippedCMYK.map(\.0), (one: "CMYK swatch", many: "CMYK swatches"),
                    why: "what CMYK looks like on screen depends on the print profile, which the file does not carry; "
                        + "export the swatches as RGB (or LAB) to see them", at: first.1))
        }
        if let first = skippedOther.first {
            notes.append(
                Diagnostic.skipped(
                    skippedOther.map(\.0), (one: "swatch", many: "swatches"),
                    why: "dusk reads RGB, Gray and LAB swatches", at: first.1))
        }
        if let note = names.note(file: path) { notes.append(note) }
        return doc
    }

    /// A color block: its name, its model, and its value (nil for models dusk does not convert).
    static func color(
        _ block: inout BinaryReader, index: Int, groups: [String], start: Int
    ) throws(Diagnostic) -> (name: String, model: String, value: ColorSpaceConversion.Result?) {
        let written = try block.utf16(try block.u16("the swatch name's length"), "the swatch name")
        let name = (groups + [written.isEmpty ? "color\(index)" : written]).joined(separator: "/")
        let modelBytes = try block.take(4, "the color model")
        let model = String(decoding: modelBytes, as: UTF8.self).trimmingSpaces
        func channel(_ what: String) throws(Diagnostic) -> Double {
            let at = block.offset
            let v = try block.float("`\(SafeText.excerpt(name))`'s \(what)")
            guard v >= -0.0005, v <= 1.0005 else {
                throw block.fail("`\(SafeText.excerpt(name))`'s \(what) is \(v); it must be from 0 to 1", at: at)
            }
            return v
        }
        var value: ColorSpaceConversion.Result?
        switch model {
        case "RGB":
            let r = try channel("red")
            let g = try channel("green")
            let b = try channel("blue")
            value = ColorSpaceConversion.fromSRGB(r, g, b, alpha: 1)
        case "Gray":
            let w = try channel("gray")
            value = ColorSpaceConversion.fromSRGB(w, w, w, alpha: 1)
        case "LAB":
            let l = try channel("lightness") * 100
            let a = try block.float("`\(SafeText.excerpt(name))`'s a")
            let b = try block.float("`\(SafeText.excerpt(name))`'s b")
            value = ColorSpaceConversion.from(space: "lab", [l, a, b], alpha: 1)
        case "CMYK":
            _ = try block.take(16, "`\(SafeText.excerpt(name))`'s CMYK values")
        default:
            return (name, SafeText.excerpt(model), nil)
        }
        // The type (global, spot, normal) says how a print document uses the swatch, not what color it is.
        if block.remaining >= 2 { _ = try block.u16("`\(SafeText.excerpt(name))`'s type") }
        return (name, model, value)
    }
}

extension PaletteFormat {
    static let adobeSwatchExchange = PaletteFormat(
        name: "Adobe Swatch Exchange", files: "Adobe Swatch Exchange (*.ase)", example: "swatches.ase",
        claimsName: { $0.hasSuffix(".ase") },
        reader: .bytes { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try AdobeSwatchExchangeReader.document(
                    bytes: request.content, path: request.path, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
