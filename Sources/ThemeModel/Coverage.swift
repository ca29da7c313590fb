/// How many of the colors in a theme's files dusk read: every color value a reader met is either loaded or
/// counted in a note that says why not (`Diagnostic.Kind.skippedColors`), so `check` and `colors` can say
/// "read 123 of 171 colors" instead of calling half a palette valid.
public struct Coverage: Sendable, Equatable {
    /// Colors loaded from the files (the theme's own and the files it inherits).
    public var read: Int
    /// Color values met but not loaded.
    public var skipped: Int

    public init(read: Int, skipped: Int) {
        self.read = read
        self.skipped = skipped
    }

    public var total: Int { read + skipped }

    /// "read 171 of 171 colors", "read 123 of 171 colors: 48 skipped, see the notes".
    public var summary: String {
        let base = "read \(read) of \(total) color\(total == 1 ? "" : "s")"
        return skipped == 0 ? base : base + ": \(skipped) skipped, see the notes"
    }

    public static func + (a: Coverage, b: Coverage) -> Coverage {
        Coverage(read: a.read + b.read, skipped: a.skipped + b.skipped)
    }
}
