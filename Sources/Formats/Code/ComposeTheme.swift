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
    static func document(
        _ request: PaletteFormat.Request<[UInt8]>, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let path = request.path
        var doc = ThemeDocument(path: path)
        var declarations = KotlinDeclarations()
        for text in try CodeFolder.texts(request, suffix: ".kt", extraFiles: &doc.extraFiles, notes: &notes) {
            declarations.add(text)
        }
        var reading = ComposeReading(declarations: declarations)
        reading.read()
        CodeFolder.finish(
            &doc, entries: reading.entries, readingNotes: reading.notes,
            expected: "a Compose theme has `val Name = Color(0xFF…)` values or `lightColorScheme(…)`/"
                + "`darkColorScheme(…)` in this file or the .kt files beside it",
            notes: &notes, diagnostics: &diagnostics)
        return doc
    }
}

extension PaletteFormat {
    static let composeTheme = PaletteFormat.code(
        name: "Jetpack Compose theme", files: "a Jetpack Compose theme (Theme.kt, Color.kt)",
        example: "app/src/main/java/com/example/ui/theme/Theme.kt", suffix: ".kt",
        document: { request, diagnostics, notes throws(ThemeError) in
            try ComposeThemeReader.document(request, diagnostics: &diagnostics, notes: &notes)
        })
}
