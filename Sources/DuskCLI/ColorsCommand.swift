import Audit
import ColorScience
import Export
import Formats
import ThemeModel

/// `dusk colors`: every color of a theme, resolved.
enum ColorsCommand: Command {
    static let name = "colors"
    static let arguments = "[THEME]"
    static let summary =
        """
        Lists every color of a theme resolved for an appearance, with where it came from (default theme: the \
        built-in ios13).
        """
    static let options: [Option] =
        Option.themeOptions + [
            .text(.appearance, "NAME|all", "light (default), dark, ..., a comma list, or all"),
            .flag(.json, "one object per appearance and the notes, for scripts"),
            .flag(.listModes, "list the modes the file offers (for --mode) and the appearance each gives"),
        ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let traits = try args.appearances(default: [.light])
        let theme = try args.loadTheme(&out)
        if args.flag(.listModes) {
            out.print(modeListing(theme))
            return
        }
        // A theme locked by userInterfaceStyle shows its style's values in every appearance, as the screens do.
        let palettes = traits.map { t in
            var palette = theme.palette(for: theme.effectiveTraits(t))
            palette.traits = t
            return palette
        }
        out.print(
            args.flag(.json) ? json(theme: theme, palettes: palettes).text : table(theme: theme, palettes: palettes))
        if let coverage = theme.coverage { out.error(coverage.summary) }
    }

    /// `{"light": {"label": "#000000FF", ...}, ...}`: appearances in canonical order, colors in theme order.
    static func json(theme: Theme, palettes: [Palette]) -> JSON {
        .object(
            palettes.map { palette in
                (
                    palette.traits.name,
                    .object(theme.names.compactMap { name in palette[name].map { (name, .string($0.hexRGBA)) } })
                )
            } + [("notes", .array(theme.notes.map { JSON.note($0) })), ("coverage", JSON.coverage(theme.coverage))])
    }

    /// `--list-modes`: each group's modes, what they give, which are shown.
    static func modeListing(_ theme: Theme) -> String {
        guard !theme.modes.isEmpty else {
            return "\(SafeText.sanitized(theme.name)): one mode only (nothing to choose with --mode)"
        }
        var table = TextTable()
        table.add(["GROUP", "MODE", "GIVES", "SHOWN"])
        for m in theme.modes {
            table.add([
                SafeText.sanitized(m.group), SafeText.sanitized(m.name),
                m.appearance?.name
                    ?? "--mode \(SafeText.sanitized(m.name)): shown as \(DesignTokensModes.shownAs(m.name))",
                m.shown ? "yes" : "-",
            ])
        }
        return "\(SafeText.sanitized(theme.name)): \(theme.modes.count) modes\n" + table.text()
    }

    static func table(theme: Theme, palettes: [Palette]) -> String {
        let names = theme.names
        var text = """
            \(SafeText.sanitized(theme.name)): \(names.count) colors, \
            \(palettes.map(\.traits.name).joined(separator: ", "))

            """
        if palettes.count > 1 { text += "(el = elevated, hc = high contrast)\n" }
        var table = TextTable()
        table.add(["NAME"] + palettes.map { palettes.count == 1 ? "COLOR" : shortName($0.traits) } + ["FROM"])
        for name in names {
            table.add(
                [SafeText.sanitized(name)] + palettes.map { $0[name]?.hexRGBA ?? "-" } + [
                    origin(of: name, in: theme, traits: palettes.map(\.traits))
                ])
        }
        table.append(to: &text)
        if let locked = theme.lockedStyle {
            text += "\n\n(locked to \(locked.rawValue) by userInterfaceStyle: every appearance shows the "
            text += "\(locked.rawValue) values, as the screens do)"
        }
        if !theme.gradients.isEmpty {
            text += "\n\nGRADIENTS (stops, then text color; interpolated in OKLab)\n"
            var gradients = TextTable()
            for g in theme.gradients {
                for p in palettes {
                    let stops = theme.stops(of: g, theme.effectiveTraits(p.traits)).map(\.hexRGBA).joined(
                        separator: " -> ")
                    let text = theme.resolve(value: g.text, theme.effectiveTraits(p.traits))?.hexRGBA ?? "-"
                    gradients.add(
                        [SafeText.sanitized(g.name)] + (palettes.count > 1 ? [shortName(p.traits)] : []) + [
                            "\(stops)  text \(text)  \(g.direction.rawValue)"
                        ])
                }
            }
            gradients.append(to: &text)
        }
        return text
    }

    /// `ios13`, `themes/brand.json`, `themes/_palette.scss`, `themes/brand.json, alias {systemGray6}`.
    static func origin(of name: String, in theme: Theme, traits: [Traits]) -> String {
        guard let color = theme[name] else { return "" }
        // The file that writes it (a partial, a sibling `Color.kt`), not only the file opened; a built-in
        // theme's colors by its name.
        let file = color.location?.file ?? ""
        let isBuiltin = !color.origin.contains("/") && !color.origin.contains(".")
        var text = SafeText.sanitized(file.isEmpty || isBuiltin ? color.origin : file)
        var aliases: [String] = []
        for t in traits {
            if case .alias(let first)? = color.color.value(for: t), !aliases.contains(first) { aliases.append(first) }
        }
        if !aliases.isEmpty {
            text += ", alias " + aliases.map { "{\(SafeText.sanitized($0))}" }.joined(separator: " ")
        }
        return text
    }

    /// Column headings that fit a `#RRGGBBAA` column: `light`, `dark-el`, `light-hc`, `dark-el-hc`.
    static func shortName(_ t: Traits) -> String {
        t.style.rawValue + (t.level == .elevated ? "-el" : "") + (t.contrast == .high ? "-hc" : "")
    }
}
