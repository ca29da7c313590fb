/// Themes compiled into the binary.
public enum BuiltinThemes {
    public static let defaultName = "ios13"
    public static let names: [String] = ["ios13"]

    /// The built-in theme's source text, as shipped in themes/.
    public static func source(named name: String) -> String? {
        name == "ios13" ? ios13Source : nil
    }

    /// Built once per process, from the table decoded when themes/ios13.json last changed: every theme inherits it.
    private static let ios13: Result<Theme, ThemeError> = .success(builtIn(BuiltinPalette.theme()))

    /// What a loaded ios13 becomes built in: no file of its own, every name a system name but the tint.
    static func builtIn(_ loaded: Theme) -> Theme {
        var theme = loaded
        theme.path = nil
        theme.files = []
        theme.systemNames = Set(theme.names).subtracting([Theme.tintName])
        for name in theme.names { theme.retagOrigin(name, "ios13") }
        return theme
    }

    public static func theme(named name: String) throws(ThemeError) -> Theme {
        guard name == "ios13" else {
            throw .unreadable(
                Diagnostic(
                    file: name,
                    "no built-in theme named `\(SafeText.sanitized(name))` (built in: \(names.joined(separator: ", ")))"
                ))
        }
        return try ios13.get()
    }

    /// The built-in theme resolved in `traits`, worked out once per process (it never changes).
    public static func palette(for traits: Traits) -> Palette? {
        palettes[traits]
    }

    private static let palettes: [Traits: Palette] = {
        guard let theme = try? ios13.get() else { return [:] }
        return Dictionary(uniqueKeysWithValues: Traits.all.map { ($0, theme.palette(for: $0)) })
    }()
}

extension Theme {
    mutating func retagOrigin(_ name: String, _ origin: String) {
        guard var c = self[name] else { return }
        c.origin = origin
        append(c)
    }
}
