import ColorScience
import Platform
import Syntax
import ThemeModel

/// Android color resources (`res/values/colors.xml`), as Android resolves them: the file's `<color>`s are
/// the light values, `values-night/` beside it the dark ones (overriding only the names it lists), and
/// `@color/x` may name a color of any file in the same folder (colors.xml into palette.xml), as Android merges
/// a folder's files into one set. Opened from `values-night/`, the file's names are read the same way. Colors
/// set in a `<style>` are read as `Style/item`, the app theme's first (`AndroidAppTheme`), whichever file is
/// opened. What cannot be loaded is counted in a note: framework colors other than white, black and transparent,
/// theme attributes, references to colors no file here defines (a library's, or a state list in res/color),
/// colors with no default outside values-night, and the values of other qualified folders (values-v31,
/// values-land): dusk has no such appearances.
enum AndroidResourcesReader {
    typealias Definition = AndroidResourceFile.Definition

    /// Where the opened file sits: its `res` folder and which values folder it is in.
    struct Place {
        var res: String
        var folder: String
        var fileName: String

        init?(_ path: String) {
            let dir = Path.directory(of: path)
            folder = Path.lastComponent(dir)
            guard folder == "values" || folder == "values-night" else { return nil }
            res = Path.directory(of: dir)
            fileName = Path.lastComponent(path)
        }

        func path(_ folder: String, _ file: String) -> String {
            (res == "." ? "" : res + "/") + folder + "/" + file
        }
    }

    static func document(
        bytes: [UInt8], path: String, files: any FileAccess, diagnostics: inout [Diagnostic],
        notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let root = try XMLParser.parse(try TextFile(bytes, file: path))
        let opened = try AndroidResourceFile(root, path: path, diagnostics: &diagnostics)
        if opened.definitions.isEmpty && opened.colorDrawables.isEmpty && opened.arrayColors.isEmpty
            && diagnostics.isEmpty
        {
            throw .invalid([
                Diagnostic(
                    file: path,
                    "no <color> resources in this file (\(opened.otherResources) other resources); dusk reads the "
                        + "colors of res/values/colors.xml")
            ])
        }
        AndroidColorSet.reportDuplicates(in: opened, diagnostics: &diagnostics)
        let place = Place(path)
        var set =
            place.map { AndroidColorSet(opened, at: $0, files: files, notes: &notes) }
            ?? AndroidColorSet(alone: opened)
        set.readAppTheme(notes: &notes)
        var doc = set.document(path: path, diagnostics: &diagnostics, notes: &notes)
        if let place { set.countQualified(place, files: files, notes: &notes) }
        skippedExtras(opened, notes: &notes)
        doc.extraFiles = set.filesUsed.filter { $0 != path }
        return doc
    }

    /// Color drawables and array items: color-like, never named colors; counted.
    static func skippedExtras(_ file: AndroidResourceFile, notes: inout [Diagnostic]) {
        if let first = file.colorDrawables.first {
            notes.append(
                Diagnostic.skipped(
                    file.colorDrawables.map(\.name), (one: "color drawable", many: "color drawables"),
                    why: "a <drawable> is not a color resource; dusk reads <color>", at: first.location))
        }
        if let first = file.arrayColors.first {
            notes.append(
                Diagnostic.skipped(
                    file.arrayColors.map(\.name), (one: "array color", many: "array colors"),
                    why: "items of an <array> have no names of their own", at: first.location))
        }
    }
}

extension PaletteFormat {
    static let androidResources = PaletteFormat(
        name: "Android resources",
        files: "Android color resources (res/values/colors.xml, with values-night/ beside it)",
        example: "res/values/colors.xml",
        claimsName: { $0.hasSuffix(".xml") },
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try AndroidResourcesReader.document(
                    bytes: request.content, path: request.path, files: request.fileAccess, diagnostics: &diagnostics,
                    notes: &notes)
            }
        }
    )
}
