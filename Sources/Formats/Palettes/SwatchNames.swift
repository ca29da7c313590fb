import ThemeModel

/// Names for the swatches of a palette file whose names may repeat (ASE, GIMP): a repeated name counts on
/// (`Blue 2`, `Blue 3`), each name from where it last stopped so that thousands of one name stay linear, and one
/// note says which were renamed.
struct SwatchNames {
    private var taken: Set<String> = []
    private var nextNumber: [String: Int] = [:]
    private var renamed: [String] = []

    /// `name`, or the first of `name 2`, `name 3`, ... not yet taken.
    mutating func unique(_ name: String) -> String {
        var unique = name
        if taken.contains(name) {
            var n = nextNumber[name, default: 2]
            while taken.contains("\(name) \(n)") { n += 1 }
            nextNumber[name] = n + 1
            unique = "\(name) \(n)"
            renamed.append(name)
        }
        taken.insert(unique)
        return unique
    }

    /// The note on the renamed ones, if any were.
    func note(file: String) -> Diagnostic? {
        guard let first = renamed.first else { return nil }
        return Diagnostic(
            file: file,
            "\(renamed.count) swatch name\(renamed.count == 1 ? "" : "s") repeat (such as "
                + "`\(SafeText.excerpt(first))`): later ones are called `Name 2`, `Name 3`, ...")
    }
}
