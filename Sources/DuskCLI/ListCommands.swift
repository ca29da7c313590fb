import Screens
import ThemeModel

/// `dusk screens`.
enum ScreensCommand: Command {
    static let name = "screens"
    static let arguments = "[THEME]"
    static let summary =
        "Lists the screens: the built-in ones and the theme's own screen files, with the key that shows each "
        + "in the preview."
    static let options: [Option] = Option.themeOptions

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let theme = try args.loadTheme(&out)
        var table = TextTable()
        for (i, s) in ScreenRef.all(in: theme).enumerated() {
            table.add([i < 9 ? "\(i + 1)" : "Tab", SafeText.sanitized(s.name), s.summary(in: theme)])
        }
        out.print(table)
    }
}

/// `dusk themes`: the built-in themes.
enum ThemesCommand: Command {
    static let name = "themes"
    static let arguments = ""
    static let summary = "Lists the built-in themes (usable by name anywhere a theme is accepted)."
    static let options: [Option] = []

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        var table = TextTable()
        for name in BuiltinThemes.names {
            let theme = try BuiltinThemes.theme(named: name)
            table.add([name, "\(theme.names.count) colors", "Apple's iOS 13 system palette, all eight appearances"])
        }
        out.print(table)
    }
}
