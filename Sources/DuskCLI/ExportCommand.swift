import ThemeKit
import Screens
import Export

/// `dusk export`: screenshots without a terminal, one file per screen x appearance.
enum ExportCommand {
    static let usage = "usage: dusk export [THEME] [--screen NAME|all] [--appearance NAME|all] [--size WxH] [--colors truecolor|256|16|8|none] [--format ans|txt|svg|xcassets] [--status-bar default|darkContent|lightContent] [--card-style dark|light] [--out DIR|-]"
    static let options = [
        OptionSpec(name: "screen", takesValue: true, help: "a screen (see `dusk screens`), a comma list, or all (default)"),
        OptionSpec(name: "appearance", takesValue: true, help: "an appearance, a comma list, or all (default)"),
        OptionSpec(name: "size", takesValue: true, help: "columns x rows (default \(Screen.defaultSize))"),
        OptionSpec(name: "colors", takesValue: true, help: "truecolor (default), 256, 16, 8 or none"),
        OptionSpec(name: "format", takesValue: true, help: "ans (default), txt, svg, or xcassets (the theme as an asset catalog)"),
        OptionSpec(name: "status-bar", takesValue: true, help: "status bar style (default: the theme's)"),
        OptionSpec(name: "card-style", takesValue: true, help: "the card's style override: dark or light"),
        OptionSpec(name: "out", takesValue: true, help: "directory (default screenshots/<theme name>), or - for stdout"),
        OptionSpec(name: "help", takesValue: false, help: "show this help"),
    ]

    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: options, usage: usage)
        if args.flags.contains("help") {
            out.print(Help.text(usage: usage, summary: "Renders screens to files without a terminal: one file per screen x appearance, named <screen>-<appearance>.<ext>, written atomically.", options: options))
            return
        }
        let screens = try parseScreens(args.values["screen"])
        let traits = try appearances(from: args.values["appearance"], default: Traits.all, usage: usage)
        var size = Screen.defaultSize
        if let text = args.values["size"] {
            guard let parsed = Size(text) else {
                throw UsageError(message: "`--size` must be COLUMNSxROWS like 80x40 (1...1000 each); found `\(SafeText.sanitized(text))`", usage: usage)
            }
            size = parsed
        }
        let depth = try args.colorDepth(usage: usage) ?? .truecolor
        let formatName = try args.choice("format", from: ExportFormat.allCases.map(\.rawValue) + ["xcassets"], default: "ans", usage: usage)
        if formatName == "xcassets" {
            if args.values["out"] == "-" {
                throw UsageError(message: "an asset catalog is a folder and cannot go to standard output; give `--out DIR` or `--out Name.xcassets`", usage: usage)
            }
            let theme = try ThemeLoader.load(try args.themeReference(usage: usage))
            let catalog = AssetCatalogWriter.catalogPath(for: theme, out: args.values["out"])
            do {
                let report = try AssetCatalogWriter.write(theme, to: catalog)
                out.print("\(SafeText.sanitized(report.catalog)) (\(report.colorsets.count) colorsets)")
                if !report.droppedElevated.isEmpty {
                    out.error("note: asset catalogs have no elevated appearance; dropped the elevated variants of \(report.droppedElevated.map { SafeText.sanitized($0) }.joined(separator: ", "))")
                }
            } catch {
                switch error {
                case .collision(let collision): throw CommandError(collision.description, exitCode: 65)
                case .write(let failure): throw CommandError(failure.description, exitCode: 73)
                }
            }
            return
        }
        let format = ExportFormat(rawValue: formatName)!
        var options = ScreenOptions()
        if args.values["status-bar"] != nil {
            options.statusBarStyle = StatusBarStyle(rawValue: try args.choice("status-bar", from: StatusBarStyle.allCases.map(\.rawValue), default: "default", usage: usage))
        }
        if args.values["card-style"] != nil {
            options.cardStyle = InterfaceStyle(rawValue: try args.choice("card-style", from: ["dark", "light"], default: "dark", usage: usage))
        }
        let theme = try ThemeLoader.load(try args.themeReference(usage: usage))
        var requests: [ScreenshotRequest] = []
        for screen in screens {
            for t in traits { requests.append(ScreenshotRequest(screen: screen, traits: t, size: size, options: options, format: format, depth: depth)) }
        }
        if args.values["out"] == "-" {
            guard requests.count == 1 else {
                throw UsageError(message: "`--out -` writes one export to standard output; choose one --screen and one --appearance (this would be \(requests.count) files)", usage: usage)
            }
            out.stdoutBytes(requests[0].render(theme))
            return
        }
        if let locked = theme.lockedStyle, traits.contains(where: { $0.style != locked }) {
            out.error("note: \(SafeText.sanitized(theme.name)) is locked to \(locked.rawValue) (userInterfaceStyle): every export shows \(locked.rawValue), whatever its file name says")
        }
        let directory = args.values["out"] ?? ScreenshotWriter.defaultDirectory(for: theme)
        do {
            for path in try ScreenshotWriter.write(requests, theme: theme, into: directory) { out.print(SafeText.sanitized(path)) }
        } catch {
            throw CommandError(error.description, exitCode: 73)
        }
    }

    static func parseScreens(_ value: String?) throws -> [Screen] {
        guard let value, value != "all" else { return Screen.allCases }
        var result: [Screen] = []
        for part in value.split(separator: ",") {
            guard let s = Screen(rawValue: String(part)) else {
                let names = Screen.allCases.map(\.rawValue)
                throw UsageError(message: "unknown screen `\(SafeText.sanitized(String(part)))`\(Suggestion.didYouMean(String(part), in: names)) (screens: \(names.joined(separator: ", ")), all)", usage: usage)
            }
            if !result.contains(s) { result.append(s) }
        }
        if result.isEmpty {
            throw UsageError(message: "`--screen` names no screen (found `\(SafeText.sanitized(value))`); give a name, a comma list or all (screens: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")))", usage: usage)
        }
        return result
    }
}

/// `dusk screens`.
enum ScreensCommand {
    static func run(_ out: inout CommandOutput) {
        for (i, s) in Screen.allCases.enumerated() {
            out.print("\(i + 1)  \(ColorsCommand.pad(s.rawValue, 10)) \(s.summary)")
        }
    }
}
