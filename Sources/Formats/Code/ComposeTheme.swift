import ColorScience
import Platform
import Syntax
import ThemeModel

/// A Jetpack Compose theme kept in Kotlin (`ui/theme/Theme.kt` and the `Color.kt` beside it), read as the
/// compiler resolves it, without running it: every `val X = Color(…)` of the file and the `.kt` files in its
/// folder is a color under its own name (an `object`'s as `Object.X`); `lightColorScheme(…)` and
/// `darkColorScheme(…)` (Material 2's `lightColors(…)`/`darkColors(…)`) give the Material roles in light and
/// dark, each an alias of the `val` it names, and a role the call leaves out is Compose's default for it
/// (`MaterialSchemeDefaults`). Material's convention then says which roles are drawn on which. A value only
/// the running app knows (`colorResource`, wallpaper colors, a getter) is counted in a note.
enum ComposeThemeReader {
    /// Sibling `.kt` files read for the `val`s a scheme names; a folder of more is a source tree, not a theme.
    static let maximumSiblings = 64

    static func document(
        _ request: PaletteFormat.Request<[UInt8]>, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let path = request.path
        _ = try TextFile(request.content, file: path)
        var declarations = KotlinDeclarations()
        declarations.add(SourceText(path: path, bytes: request.content))
        var doc = ThemeDocument(path: path)
        for sibling in siblings(of: path, request.fileAccess, notes: &notes) {
            guard let bytes = try? FileReader.read(sibling, from: request.fileAccess),
                (try? TextFile(bytes, file: sibling)) != nil
            else {
                notes.append(Diagnostic(file: sibling, "not read: not a UTF-8 text file dusk could open"))
                continue
            }
            declarations.add(SourceText(path: sibling, bytes: bytes))
            doc.extraFiles.append(sibling)
        }
        var reading = ComposeReading(declarations: declarations)
        reading.read()
        notes += reading.notes
        doc.colors = reading.entries
        doc.writtenNames = Set(reading.entries.map(\.name))
        if doc.colors.isEmpty {
            diagnostics.append(
                Diagnostic(
                    file: path,
                    "found no colors: a Compose theme has `val Name = Color(0xFF…)` values or "
                        + "`lightColorScheme(…)`/`darkColorScheme(…)` in this file or the .kt files beside it"
                        + reading.unreadSummary))
        }
        return doc
    }

    /// The other `.kt` files in the file's folder, in byte order.
    static func siblings(of path: String, _ files: any FileAccess, notes: inout [Diagnostic]) -> [String] {
        let folder = Path.directory(of: path)
        let listing = files.entries(folder, limit: 4096)
        let own = Path.lastComponent(path)
        let names = listing.names.filter { $0.hasSuffix(".kt") && $0 != own }
        let paths = names.prefix(maximumSiblings).map { Path.joined(folder, $0) }.filter {
            files.entry(at: $0) == .regular && !files.sameFile($0, path)
        }
        if names.count > maximumSiblings || listing.truncated {
            notes.append(
                Diagnostic(
                    file: path,
                    "read the first \(maximumSiblings) .kt files beside it; a folder of more is an app's code, not "
                        + "its theme: give the theme's own folder"))
        }
        return paths
    }
}

extension PaletteFormat {
    static let composeTheme = PaletteFormat(
        name: "Jetpack Compose theme", files: "a Jetpack Compose theme (Theme.kt, Color.kt)",
        example: "app/src/main/java/com/example/ui/theme/Theme.kt",
        claimsName: { $0.hasSuffix(".kt") },
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try ComposeThemeReader.document(request, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
