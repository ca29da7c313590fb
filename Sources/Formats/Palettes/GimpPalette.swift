import ColorScience
import Syntax
import ThemeModel

/// GIMP palettes (`*.gpl`; Inkscape, Krita and Aseprite read and write them too): `GIMP Palette` on the first
/// line, then `Name:` and `Columns:` (in that order, both optional), `#` comments, and one color a line: red,
/// green and blue from 0 to 255, then its name. As GIMP reads it, a color without a name is `Untitled`; a
/// repeated name counts on (`Untitled 2`), as an ASE file's. A palette is one set of colors, not an appearance
/// of one: each is light only, so every appearance shows it as written. A line that is not a color is an error
/// at its place, and the other lines are still read.
enum GimpPaletteReader {
    static let magic = "GIMP Palette"
    static let colorLine = "a color line is red, green and blue from 0 to 255, then a name: `255 149 0 Orange`"

    /// One line of the file, without its line break, and the line's number.
    struct Line {
        var text: Substring
        var number: Int
    }

    static func document(
        bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        var lines = self.lines(try TextFile(bytes, file: path))
        guard let first = lines.first, first.text.hasPrefix(magic) else {
            let found = bytes.isEmpty ? "an empty file" : "`\(SafeText.excerpt(String(lines.first?.text ?? "")))`"
            throw .invalid([
                Diagnostic(
                    at: SourceLocation(file: path, line: 1, column: 1),
                    "a GIMP palette starts with the line `\(magic)`, found \(found)")
            ])
        }
        lines.removeFirst()
        var doc = ThemeDocument(path: path)
        if let line = lines.first, line.text.hasPrefix("Name: ") {
            doc.name = String(line.text.dropFirst("Name: ".count)).trimmingSpaces
            lines.removeFirst()
            // Only how many columns GIMP's palette editor shows.
            if let line = lines.first, line.text.hasPrefix("Columns: ") { lines.removeFirst() }
        }
        var names = SwatchNames()
        for line in lines {
            let text = String(line.text).trimmingSpaces
            if text.isEmpty || text.hasPrefix("#") { continue }
            if doc.colors.count >= ThemeDocument.maximumColors {
                throw .invalid([ThemeDocument.tooManyColors(doc.colors.count + 1, at: location(line, path))])
            }
            do throws(Diagnostic) {
                let (color, written) = try entry(line, path)
                let at = location(line, path)
                let name = names.unique(written.isEmpty ? "Untitled" : written)
                if let problem = ColorName.problem(with: name) { throw Diagnostic(at: at, problem) }
                doc.writtenNames.insert(name)
                doc.colors.append(
                    ThemeDocument.ColorEntry(
                        name: name, location: at,
                        color: DynamicColor(variants: [.light: VariantValue(.literal(color), at: at)]),
                        isPartial: false))
            } catch {
                diagnostics.append(error)
            }
        }
        if let note = names.note(file: path) { notes.append(note) }
        return doc
    }

    /// The file's lines, numbered from 1, each without its line break (`\n` or `\r\n`).
    static func lines(_ file: TextFile) -> ArraySlice<Line> {
        file.scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars.last == "\r" ? scalars.dropLast() : scalars)
            return Line(text: Substring(String(text)), number: index + 1)
        }[...]
    }

    static func location(_ line: Line, _ path: String, column: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: line.number, column: column)
    }

    /// A color line's color and name (empty when it has none).
    static func entry(_ line: Line, _ path: String) throws(Diagnostic) -> (RGBA, String) {
        var rest = line.text[...]
        var channels: [UInt8] = []
        for what in ["red", "green", "blue"] {
            let start = rest.drop { $0 == " " || $0 == "\t" }
            let column = line.text.distance(from: line.text.startIndex, to: start.startIndex) + 1
            let word = start.prefix { $0 != " " && $0 != "\t" }
            rest = start.dropFirst(word.count)
            guard !word.isEmpty else {
                throw Diagnostic(at: location(line, path, column: column), "no \(what) value: \(colorLine)")
            }
            guard let value = Int(word), (0...255).contains(value) else {
                throw Diagnostic(
                    at: location(line, path, column: column),
                    "the \(what) value must be a whole number from 0 to 255, found "
                        + "`\(SafeText.excerpt(String(word)))`; \(colorLine)")
            }
            channels.append(UInt8(value))
        }
        return (RGBA(channels[0], channels[1], channels[2]), String(rest).trimmingSpaces)
    }
}

extension PaletteFormat {
    static let gimpPalette = PaletteFormat(
        name: "GIMP palette", files: "a GIMP palette (*.gpl)", example: "palette.gpl",
        claimsName: { $0.hasSuffix(".gpl") },
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try GimpPaletteReader.document(
                    bytes: request.content, path: request.path, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
