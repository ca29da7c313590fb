import ThemeKit

/// `dusk [THEME]`: the live preview (the ncurses front arrives with the live-preview issue).
enum PreviewCommand {
    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: [], usage: Help.overview)
        let theme = try ThemeLoader.load(try args.themeReference(usage: Help.overview))
        out.print("\(SafeText.sanitized(theme.name)): \(theme.names.count) colors. The live preview is not built yet; try `dusk colors` or `dusk check`.")
    }
}
