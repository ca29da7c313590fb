import Platform
import ThemeModel

/// Reads the files a theme names (the theme, what it inherits, catalogs,
/// token files, pictures) through a `FileAccess`, and turns a failure
/// into a diagnostic that names the file and what it was for.
public enum FileReader {
    /// Larger than any real theme by far; a bigger file is refused before it is read.
    public static let maximumThemeSize = 16 << 20

    /// The whole file, or a `ThemeError.unreadable` that says why.
    public static func read(
        _ path: String, from fileAccess: any FileAccess, limit: Int = maximumThemeSize,
        reportedAt location: SourceLocation? = nil, label: String = "theme"
    ) throws(ThemeError) -> [UInt8] {
        do {
            return try fileAccess.read(path, limit: limit)
        } catch {
            let hint = error.kind == .missing ? nearestName(to: path, in: fileAccess) : ""
            throw unreadable(path, label: label, reason: error.reason + hint, at: location)
        }
    }

    /// "; did you mean `themes/juniper.json`?" for a file that is not there but a name beside it is near (names
    /// compared without their folder, which they share; shown as the path was typed, made safe to print).
    static func nearestName(to path: String, in fileAccess: any FileAccess) -> String {
        let folder = Path.directory(of: path)
        let names = fileAccess.entries(folder, limit: 1000).names
        guard let near = Suggestion.nearest(to: Path.lastComponent(path), in: names) else { return "" }
        let prefix = path.contains("/") ? (folder == "/" ? "/" : folder + "/") : ""
        return "; did you mean `\(SafeText.sanitized(prefix + near))`?"
    }

    /// `cannot read theme `x`: why`, at the line that named the file when there is one.
    public static func unreadable(
        _ path: String, label: String, reason: String, at location: SourceLocation?
    ) -> ThemeError {
        let message = "cannot read \(label) `\(SafeText.excerpt(path, limit: SafeText.pathLimit))`: \(reason)"
        return .unreadable(location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message))
    }
}
