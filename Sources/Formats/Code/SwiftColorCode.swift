import ColorScience
import Platform
import Syntax
import ThemeModel

/// Colors kept in Swift (`extension UIColor { static let brand = UIColor(red: …) }`, SwiftUI's `Color`, a
/// namespace `enum Palette`), read from the file and the `.swift` files beside it as the compiler and UIKit
/// resolve them, without running them (`SwiftColorContext`, `SwiftProvider`): each static color one color,
/// named by its path (`Palette.brand`; a namespace every color shares is the palette's name, not part of each),
/// dynamic ones in the appearances their providers give, catalog colors through the `*.xcassets` nearest the
/// code. dusk's own Swift hand-off reads back to the palette it was made from.
enum SwiftColorCodeReader {
    static func document(
        _ request: PaletteFormat.Request<[UInt8]>, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let path = request.path
        var doc = ThemeDocument(path: path)
        var declarations = SwiftDeclarations()
        for text in try CodeFolder.texts(request, suffix: ".swift", extraFiles: &doc.extraFiles, notes: &notes) {
            declarations.add(text)
        }
        let catalog = namesCatalogColors(declarations) ? nearestCatalog(path, request.fileAccess) : nil
        var catalogColors: [String: [Traits: ColorValue]] = [:]
        var catalogProblem: String?
        if let catalog {
            // The catalog's own errors (a broken colorset) cost only the colors they are about.
            var problems: [Diagnostic] = []
            var catalogNotes: [Diagnostic] = []
            do {
                let read = try AssetCatalogReader.document(
                    at: catalog, fileAccess: request.fileAccess, diagnostics: &problems, notes: &catalogNotes)
                for entry in read.colors {
                    catalogColors[entry.name] = entry.color.variants.mapValues(\.value)
                }
                doc.extraFiles.append(catalog)
                notes.append(
                    Diagnostic(
                        file: path,
                        "the colors the code names (`UIColor(named:)`, `Color(\"…\")`) are read from `"
                            + SafeText.sanitized(catalog) + "`, the asset catalog nearest it"))
            } catch {
                catalogProblem = error.diagnostics.first.map { SafeText.excerpt($0.message) } ?? "\(error)"
            }
            if catalogProblem == nil, let first = problems.first { catalogProblem = SafeText.excerpt(first.message) }
        }
        let context = SwiftColorContext(
            declarations: declarations, catalog: catalogColors, catalogPath: catalog, catalogProblem: catalogProblem)
        var reading = SwiftColorReading(context: context)
        reading.read()
        doc.name = reading.namespace
        CodeFolder.finish(
            &doc, entries: reading.entries, readingNotes: reading.notes,
            expected: "Swift color code has `static let name = UIColor(…)` (or SwiftUI's `Color(…)`) in an extension "
                + "or a type, in this file or the .swift files beside it",
            notes: &notes, diagnostics: &diagnostics)
        return doc
    }

    /// Whether the code names a catalog color (`UIColor(named:)`, `Color("X")`).
    static func namesCatalogColors(_ declarations: SwiftDeclarations) -> Bool {
        declarations.files.contains { file in
            let t = file.tokens
            return (0..<max(0, t.count - 2)).contains { i in
                (t.isIdentifier(i, "named") && t.isPunctuation(i + 1, ":"))
                    || (t.isIdentifier(i, "Color") && t.isOpen(i + 1, UInt8(ascii: "(")) && t[i + 2].kind == .string)
                    || (t.isIdentifier(i, "Asset") && t.isPunctuation(i + 1, "."))
            }
        }
    }

    /// The asset catalog nearest the code: in its folder or one above it (up to six), or in a folder up to two
    /// levels inside one of those (`Resources/Assets.xcassets`, `iOS/Resources/Assets.xcassets`), the nearest
    /// level first. Each listing is bounded, so a large tree costs what its first entries cost.
    static func nearestCatalog(_ path: String, _ files: any FileAccess) -> String? {
        func catalog(in folder: String, depth: Int) -> String? {
            let names = files.entries(folder, limit: 512).names
            if let found = names.first(where: { $0.hasSuffix(".xcassets") }) { return Path.joined(folder, found) }
            guard depth > 0 else { return nil }
            for name in names.prefix(64) where !name.hasPrefix(".") && !name.hasSuffix(".swift") {
                let inner = Path.joined(folder, name)
                guard files.isDirectory(inner), let found = catalog(in: inner, depth: depth - 1) else { continue }
                return found
            }
            return nil
        }
        var folder = Path.directory(of: path)
        for _ in 0..<6 {
            if let found = catalog(in: folder, depth: 2) { return found }
            let parent = Path.directory(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return nil
    }
}

extension PaletteFormat {
    static let swiftColorCode = PaletteFormat.code(
        name: "Swift color code", files: "Swift colors (extension UIColor or Color, *.swift)",
        example: "App/Palette/UIColor+Brand.swift", suffix: ".swift", saysEveryAppearance: true,
        document: { request, diagnostics, notes throws(ThemeError) in
            try SwiftColorCodeReader.document(request, diagnostics: &diagnostics, notes: &notes)
        })
}
