import ThemeKit

/// `dusk colors`: every color of a theme, resolved.
enum ColorsCommand {
    static let usage = "usage: dusk colors [THEME] [--appearance NAME|all] [--json]"
    static let options = [
        OptionSpec(name: "appearance", takesValue: true, help: "light (default), dark, ..., or all"),
        OptionSpec(name: "json", takesValue: false, help: "one object per appearance, for scripts"),
        OptionSpec(name: "help", takesValue: false, help: "show this help"),
    ]

    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: options, usage: usage)
        if args.flags.contains("help") { out.print(Help.text(usage: usage, summary: "Lists every color of THEME (default: the built-in ios13) resolved for an appearance, with where it came from.", options: options)); return }
        let traits = try appearances(from: args.values["appearance"], default: [.light], usage: usage)
        let theme = try ThemeLoader.load(try args.themeReference(usage: usage))
        let palettes = traits.map { theme.palette(for: $0) }
        if args.flags.contains("json") {
            out.print(json(theme: theme, palettes: palettes))
        } else {
            out.print(table(theme: theme, palettes: palettes))
        }
    }

    /// `{"light": {"label": "#000000FF", ...}, ...}`: appearances in canonical order, colors in theme order.
    static func json(theme: Theme, palettes: [Palette]) -> String {
        var s = "{\n"
        for (i, palette) in palettes.enumerated() {
            s += "  \(JSONText.quoted(palette.traits.name)): {\n"
            let names = theme.names.filter { palette[$0] != nil }
            for (j, name) in names.enumerated() {
                s += "    \(JSONText.quoted(name)): \"\(palette[name]!.hexRGBA)\"" + (j < names.count - 1 ? ",\n" : "\n")
            }
            s += "  }" + (i < palettes.count - 1 ? ",\n" : "\n")
        }
        return s + "}"
    }

    static func table(theme: Theme, palettes: [Palette]) -> String {
        let names = theme.names
        let nameWidth = max(4, names.map { SafeText.sanitized($0).count }.max() ?? 0)
        var lines: [String] = []
        lines.append("\(SafeText.sanitized(theme.name)): \(names.count) colors, \(palettes.map(\.traits.name).joined(separator: ", "))")
        var header = pad("NAME", nameWidth)
        for p in palettes { header += "  " + pad(palettes.count == 1 ? "COLOR" : shortName(p.traits), 9) }
        lines.append(header + "  FROM")
        if palettes.count > 1 { lines.insert("(el = elevated, hc = high contrast)", at: 1) }
        for name in names {
            var line = pad(SafeText.sanitized(name), nameWidth)
            for p in palettes { line += "  " + pad(p[name]?.hexRGBA ?? "-", 9) }
            line += "  " + origin(of: name, in: theme, traits: palettes.map(\.traits))
            lines.append(line)
        }
        if !theme.notes.isEmpty {
            lines.append("")
            lines.append("NOTES")
            for n in theme.notes { lines.append("  " + n.description(label: "note")) }
        }
        if let locked = theme.lockedStyle {
            lines.append("")
            lines.append("(locked to \(locked.rawValue) by userInterfaceStyle: screens always show the \(locked.rawValue) values)")
        }
        if !theme.gradients.isEmpty {
            lines.append("")
            lines.append("GRADIENTS (stops, then text color; interpolated in OKLab)")
            for g in theme.gradients {
                for p in palettes {
                    let stops = theme.stops(of: g, p.traits).map(\.hexRGBA).joined(separator: " -> ")
                    let text = theme.resolve(value: g.text, p.traits)?.hexRGBA ?? "-"
                    lines.append("\(pad(SafeText.sanitized(g.name), nameWidth))  \(palettes.count > 1 ? pad(shortName(p.traits), 10) : "")\(stops)  text \(text)  \(g.direction.rawValue)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `ios13`, `themes/brand.json`, `themes/brand.json, alias {systemGray6}`.
    static func origin(of name: String, in theme: Theme, traits: [Traits]) -> String {
        guard let color = theme[name] else { return "" }
        var text = SafeText.sanitized(color.origin)
        var aliases: [String] = []
        for t in traits {
            if case .alias(let first)? = color.color.value(for: t), !aliases.contains(first) { aliases.append(first) }
        }
        if !aliases.isEmpty { text += ", alias " + aliases.map { "{\(SafeText.sanitized($0))}" }.joined(separator: " ") }
        return text
    }

    /// Column headings that fit a `#RRGGBBAA` column: `light`, `dark-el`, `light-hc`, `dark-el-hc`.
    static func shortName(_ t: Traits) -> String {
        t.style.rawValue + (t.level == .elevated ? "-el" : "") + (t.contrast == .high ? "-hc" : "")
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
