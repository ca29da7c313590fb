import ColorScience
import Encoding
import Export
import Platform
import Screens
import ThemeModel

/// `dusk export`: screenshots without a terminal, one file per screen x
/// appearance; or the palette handed off: an asset catalog, Swift, CSS, tokens, Android.
enum ExportCommand: Command {
    static let name = "export"
    static let arguments = "[THEME]"
    static let summary =
        """
        Writes screenshots without a terminal (ANSI, text or SVG, one file per screen x appearance, named \
        <screen>-<appearance>.<ext>), or the palette for engineers (an asset catalog, Swift, CSS, design tokens, \
        Android resources); every file written atomically.
        """
    static let options: [Option] = [
        .modeOption,
        .text(.screen, "NAME|all", "a screen (see `dusk screens`), a comma list, or all (default)"),
        .text(.appearance, "NAME|all", "an appearance, a comma list, or all (default)"),
        .text(.size, "WxH", "columns x rows (default \(Screen.defaultSize))"),
        .choice(.colors, ColorDepth.allCases.map(\.rawValue), "truecolor (default), 256, 16, 8 or none"),
        .choice(
            .format, ExportFormat.allCases.map(\.rawValue) + ExportCommand.paletteFormats,
            "ans (default), txt, svg; or the palette itself: xcassets, swift, css, tokens, android"),
        .choice(.statusBar, StatusBarStyle.allCases.map(\.rawValue), "status bar style (default: the theme's)"),
        .choice(.cardStyle, ["dark", "light"], "the card's style override: dark or light"),
        .text(
            .out, "DIR|FILE|-",
            """
            directory (default screenshots/<theme name>; for the palette formats handoff/<theme name>); the file \
            itself for swift and css; - for stdout
            """),
        .text(.cssPrefix, "NAME", "css: a prefix for every custom property (--NAME-brand-text)"),
        .flag(.swiftCatalog, "swift: read each color from the asset catalog (UIColor(named:)) instead of values"),
    ]

    /// Formats that write the palette rather than screens.
    static let paletteFormats = ["xcassets"] + HandoffFormat.allCases.map(\.rawValue)

    /// The options only some formats use, and which: given with another format they are a usage
    /// error, never silently ignored.
    static let formatOptions: [OptionName: [String]] = [
        .screen: ExportFormat.allCases.map(\.rawValue), .appearance: ExportFormat.allCases.map(\.rawValue),
        .size: ExportFormat.allCases.map(\.rawValue), .colors: ExportFormat.allCases.map(\.rawValue),
        .statusBar: ExportFormat.allCases.map(\.rawValue), .cardStyle: ExportFormat.allCases.map(\.rawValue),
        .cssPrefix: [HandoffFormat.css.rawValue], .swiftCatalog: [HandoffFormat.swift.rawValue],
    ]

    static func requireOptionsOfFormat(_ args: ParsedArguments) throws(UsageError) {
        let format = args.value(.format) ?? ExportFormat.ans.rawValue
        // An unknown format is reported by its own check, with the formats there are.
        guard (ExportFormat.allCases.map(\.rawValue) + paletteFormats).contains(format) else { return }
        for option in options.map(\.name).sorted() {
            guard let formats = formatOptions[option], !formats.contains(format),
                args.given(option)
            else { continue }
            throw UsageError(
                message:
                    """
                    `--\(option.rawValue)` is for --format \(formats.joined(separator: ", ")); --format \(format) \
                    does not use it
                    """,
                usage: usage)
        }
    }

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        try requireOptionsOfFormat(args)
        if args.value(.format) == "xcassets" { return try exportCatalog(args, &out) }
        if let handoff = args.choice(.format, as: HandoffFormat.self) { return try exportPalette(handoff, args, &out) }
        let traits = try args.appearances(default: Traits.all)
        let size = try args.size() ?? Screen.defaultSize
        let depth = try args.colorDepth() ?? .truecolor
        let format = args.choice(.format, as: ExportFormat.self) ?? .ans
        let options = ScreenOptions(
            statusBarStyle: args.choice(.statusBar, as: StatusBarStyle.self),
            cardStyle: args.choice(.cardStyle, as: InterfaceStyle.self))
        let theme = try args.loadTheme(&out)
        let screens = try args.screens(in: theme)
        let requests = screens.flatMap { screen in
            traits.map {
                ScreenshotRequest(
                    screen: screen, traits: $0, size: size, options: options, format: format, depth: depth)
            }
        }
        if args.value(.out) == "-" {
            guard requests.count == 1 else {
                throw UsageError(
                    message:
                        """
                        `--out -` writes one export to standard output; choose one --screen and one --appearance \
                        (this would be \(requests.count) files)
                        """,
                    usage: usage)
            }
            out.stdoutBytes(requests[0].render(theme))
            return
        }
        if let locked = theme.lockedStyle, traits.contains(where: { $0.style != locked }) {
            out.error(
                """
                note: \(SafeText.sanitized(theme.name)) is locked to \(locked.rawValue) (userInterfaceStyle): \
                every export shows \(locked.rawValue), whatever its file name says
                """
            )
        }
        let directory = args.value(.out) ?? ScreenshotWriter.defaultDirectory(for: theme)
        do {
            for path in try ScreenshotWriter.write(requests, theme: theme, into: directory) {
                out.print(SafeText.sanitized(path))
            }
        } catch {
            throw CommandError(error.description, exitCode: 73)
        }
    }

    /// swift, css, tokens, android: the palette as code and tokens for engineers.
    static func exportPalette(_ format: HandoffFormat, _ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let theme = try args.loadTheme(&out)
        let output: HandoffOutput
        do {
            output = try format.output(
                for: theme, cssPrefix: args.value(.cssPrefix), referenceCatalog: args.flag(.swiftCatalog))
        } catch {
            throw ThemeError.invalid([error.diagnostic(file: theme.path ?? theme.name)])
        }
        for note in output.notes { out.error("note: " + note) }
        let target = args.value(.out)
        if target == "-" {
            guard output.files.count == 1 else {
                throw UsageError(
                    message: "`--format \(format.rawValue)` writes \(output.files.count) files; give `--out DIR`",
                    usage: usage)
            }
            out.stdoutBytes(output.files[0].bytes)
            return
        }
        var directory = target ?? HandoffFiles.defaultDirectory(for: theme)
        // The folders dusk picks (the default handoff/NAME) are its own; one given with --out is the user's.
        var userRoot = target == nil ? "" : directory
        var files = output
        // One file (swift, css): `--out NAME` is that file, unless it is a folder (or ends with `/`).
        if let target, output.files.count == 1, !target.hasSuffix("/"), FileSystem.entry(at: target) != .directory {
            directory = Path.directory(of: target)
            userRoot = directory
            files.files = [(Path.lastComponent(target), output.files[0].bytes)]
        }
        do {
            for path in try HandoffFiles.write(files, into: directory, below: userRoot, theme: theme) {
                out.print(SafeText.sanitized(path))
            }
        } catch {
            throw CommandError(error.description, exitCode: 73)
        }
    }

    static func exportCatalog(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        if args.value(.out) == "-" {
            throw UsageError(
                message:
                    """
                    an asset catalog is a folder and cannot go to standard output; give `--out DIR` or `--out \
                    Name.xcassets`
                    """,
                usage: usage)
        }
        let theme = try args.loadTheme(&out)
        let catalog = AssetCatalogWriter.catalogPath(for: theme, out: args.value(.out))
        do {
            let report = try AssetCatalogWriter.write(
                theme, to: catalog, below: AssetCatalogWriter.userRoot(out: args.value(.out)))
            out.print("\(SafeText.sanitized(report.catalog)) (\(report.colorsets.count) colorsets)")
            if !report.droppedElevated.isEmpty {
                out.error(
                    """
                    note: asset catalogs have no elevated appearance; dropped the elevated variants of \
                    \(report.droppedElevated.map { SafeText.sanitized($0) }.joined(separator: ", "))
                    """
                )
            }
            if !report.copiedAliases.isEmpty {
                let copies = report.copiedAliases.prefix(10).map {
                    "\(SafeText.sanitized($0.name)) (of \(SafeText.sanitized($0.of)))"
                }
                let more = report.copiedAliases.count > 10 ? " and \(report.copiedAliases.count - 10) more" : ""
                out.error(
                    """
                    note: a colorset cannot refer to another; wrote these aliases with the values of the color they \
                    alias: \(copies.joined(separator: ", "))\(more) (the swift, css, tokens and android exports \
                    keep the link)
                    """
                )
            }
        } catch {
            switch error {
            case .collision(let collision):
                throw ThemeError.invalid([collision.diagnostic(file: theme.path ?? theme.name)])
            case .write(let failure): throw CommandError(failure.description, exitCode: 73)
            }
        }
    }
}
