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
            throw unreadable(path, label: label, reason: error.reason, at: location)
        }
    }

    /// `cannot read theme `x`: why`, at the line that named the file when there is one.
    public static func unreadable(
        _ path: String, label: String, reason: String, at location: SourceLocation?
    ) -> ThemeError {
        let message = "cannot read \(label) `\(SafeText.sanitized(path))`: \(reason)"
        return .unreadable(location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message))
    }
}
