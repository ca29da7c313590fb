/// What one file's pairs depend on in other files, read before any file is scanned: Android's styles and
/// themes (a layout's `style="@style/X"` and `?attr/colorOnSurface` resolve through them).
public struct SourceContext: Sendable {
    public var android = AndroidResources()

    public init() {}

    /// Whether `path` holds what other files' pairs depend on (Android's `res/values*/*.xml`).
    static func contributes(_ path: String) -> Bool {
        path.hasSuffix(".xml") && path.split(separator: "/").dropLast().last?.hasPrefix("values") == true
    }

    mutating func read(_ file: SourceText) {
        android.read(file)
    }
}
