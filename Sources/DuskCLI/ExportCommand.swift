import Audit
import ColorScience
import Encoding
import Export
import Formats
import Pairs
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
        Writes screenshots without a terminal (ANSI, text, SVG or PNG, one file per screen x appearance, named \
        <screen>-<appearance>.<ext>, or one contact sheet per screen), the review page (HTML: every screen in \
        every appearance beside check's findings), or the palette for engineers (an asset catalog, Swift, CSS, \
        design tokens, Android resources); every file written atomically.
        """
    static let options: [Option] =
        Option.themeOptions + [
            Option.sourceOption,
            .text(.screen, "NAME|all", "a screen (see `dusk screens`), a comma list, or all (default)"),
            .text(.appearance, "NAME|all", "an appearance, a comma list, or all (default)"),
            .text(.size, "WxH", "columns x rows (default \(Screen.defaultSize))"),
            .choice(.colors, ColorDepth.allCases.map(\.rawValue), "truecolor (default), 256, 16, 8 or none"),
            .choice(
                .format, ExportCommand.screenFormats + ExportCommand.paletteFormats,
                "ans (default), txt, svg, png; html (the review page); or the palette: xcassets, swift, css, tokens, "
                    + "android"
            ),
            .flag(.sheet, "svg, png: one contact sheet per screen, a labelled pane for each appearance"),
            .choice(.scale, ["1", "2"], "png, html: 1 (8x16 pixels a cell, default) or 2 (16x32)"),
            .flag(.frame, "svg, png, html: in an iPhone-like frame (rounded corners, a dark bezel)"),
            .choice(.statusBar, StatusBarStyle.allCases.map(\.rawValue), "status bar style (default: the theme's)"),
            .choice(.cardStyle, ["dark", "light"], "the card's style override: dark or light"),
            .flag(.alert, "the controls screen with its alert presented over the controls (the preview's `a`)"),
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
    /// The review page: every screen and appearance in one HTML file.
    static let pageFormat = "html"
    /// Formats that draw screens.
    static let screenFormats = ExportFormat.allCases.map(\.rawValue) + [pageFormat]

    /// The options only some formats use, and which: given with another format they are a usage
    /// error, never silently ignored.
    static let formatOptions: [OptionName: [String]] = [
        .screen: screenFormats, .appearance: screenFormats, .size: screenFormats, .colors: screenFormats,
        .statusBar: screenFormats, .cardStyle: screenFormats, .alert: screenFormats,
        .sheet: ExportFormat.pictures.map(\.rawValue), .scale: [ExportFormat.png.rawValue, pageFormat],
        .frame: ExportFormat.pictures.map(\.rawValue) + [pageFormat],
        .cssPrefix: [HandoffFormat.css.rawValue], .swiftCatalog: [HandoffFormat.swift.rawValue],
    ]

    static func requireOptionsOfFormat(_ args: ParsedArguments) throws(UsageError) {
        let format = args.value(.format) ?? ExportFormat.ans.rawValue
        // An unknown format is reported by its own check, with the formats there are.
        guard (screenFormats + paletteFormats).contains(format) else { return }
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
        // nil: the review page.
        let format = args.value(.format) == pageFormat ? nil : args.choice(.format, as: ExportFormat.self) ?? .ans
        let options = ScreenOptions(
            statusBarStyle: args.choice(.statusBar, as: StatusBarStyle.self),
            cardStyle: args.choice(.cardStyle, as: InterfaceStyle.self), showsAlert: args.flag(.alert))
        let picture = PictureStyle(scale: args.value(.scale) == "2" ? 2 : 1, frame: args.flag(.frame))
        if format == .png || format == nil {
            if depth == ColorDepth.none {
                throw UsageError(
                    message:
                        "`--colors none` is plain text; a PNG or the review page has colors (truecolor, 256, 16 or 8)",
                    usage: usage)
            }
            let panes = args.flag(.sheet) ? traits.count : 1
            let pixels = ExportFormat.pixelCount(of: size, picture: picture, panes: panes)
            guard pixels <= ExportFormat.maxPixels else {
                throw UsageError(
                    message:
                        """
                        a PNG of \(panes > 1 ? "\(panes) screens of " : "")\(size) cells at scale \(picture.scale) \
                        would be \(pixels / 1_000_000) million pixels, more than dusk draws in one picture \
                        (\(ExportFormat.maxPixels / 1_000_000) million); give a smaller --size\
                        \(picture.scale == 2 ? " or --scale 1" : "")
                        """,
                    usage: usage)
            }
        }
        let theme = try args.loadTheme(&out)
        let screens = try args.screens(in: theme)
        var files: [(name: String, bytes: () -> [UInt8])]
        if let format {
            files =
                args.flag(.sheet)
                ? screens.map { screen in
                    let sheet = SheetRequest(
                        screen: screen, appearances: traits, size: size, options: options, format: format,
                        depth: depth, picture: picture)
                    return (sheet.fileName, { sheet.render(theme) })
                }
                : screens.flatMap { screen in
                    traits.map { traits in
                        let request = ScreenshotRequest(
                            screen: screen, traits: traits, size: size, options: options, format: format,
                            depth: depth, picture: picture)
                        return (request.fileName, { request.render(theme) })
                    }
                }
        } else {
            let views = screens.count * traits.count
            let pixels = views * ExportFormat.pixelCount(of: size, picture: picture, panes: 1)
            guard pixels <= ExportFormat.maxPagePixels else {
                throw UsageError(
                    message:
                        """
                        a review page of \(views) views of \(size) cells at scale \(picture.scale) would be \
                        \(pixels / 1_000_000) million pixels, more than dusk puts in one page \
                        (\(ExportFormat.maxPagePixels / 1_000_000) million); give a smaller --size, fewer --screen or \
                        --appearance\(picture.scale == 2 ? ", or --scale 1" : "")
                        """,
                    usage: usage)
            }
            var quiet = CommandOutput()
            // The page judges what check judges: the app's code read the same way.
            let sources = try SourceEvidence.read(
                args, theme: theme, reference: args.themeReference(), noting: false, &quiet)
            let page = reviewPage(
                theme, screens: screens, traits: traits, size: size, options: options, depth: depth,
                picture: picture, evidence: sources.evidence, &quiet)
            files = [(ReviewPage.fileName(for: theme), { page.render(theme) })]
        }
        if args.value(.out) == "-" {
            guard files.count == 1 else {
                throw UsageError(
                    message:
                        """
                        `--out -` writes one export to standard output; choose one --screen and one --appearance \
                        (this would be \(files.count) files)
                        """,
                    usage: usage)
            }
            if format == .png && StandardStream.isTerminal(1) {
                throw UsageError(
                    message: "a PNG is not for a terminal: send `--out -` into a pipe or a file, or give `--out DIR`",
                    usage: usage)
            }
            out.stdoutBytes(files[0].bytes())
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
        var directory = args.value(.out) ?? ScreenshotWriter.defaultDirectory(for: theme)
        if let (folder, name) = singleFile(args.value(.out), of: files.map(\.name), sameKind: true) {
            directory = folder
            files = [(name, files[0].bytes)]
        }
        do {
            for path in try ScreenshotWriter.write(files, theme: theme, into: directory) {
                out.print(SafeText.sanitized(path))
            }
        } catch {
            throw CommandError(error.description, exitCode: 73)
        }
    }

    /// Where one file goes when `--out` names a file rather than a folder: the folder and the name. One file
    /// of a hand-off goes to any name that is not a folder (or ends with `/`); one picture or page only to a name
    /// of its kind (`--out page.html`), since `--out shots` names a folder for pictures.
    static func singleFile(_ target: String?, of names: [String], sameKind: Bool) -> (String, String)? {
        guard let target, names.count == 1, !target.hasSuffix("/"), FileSystem.entry(at: target) != .directory
        else { return nil }
        if sameKind {
            let suffix = names[0].split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
            guard !suffix.isEmpty, target.lowercased().hasSuffix(suffix) else { return nil }
        }
        return (Path.directory(of: target), Path.lastComponent(target))
    }

    /// The review page, with `check`'s findings for the same appearances (its notes are check's to print).
    static func reviewPage(
        _ theme: Theme, screens: [ScreenRef], traits: [Traits], size: Size, options: ScreenOptions,
        depth: ColorDepth, picture: PictureStyle, evidence: PairEvidence, _ out: inout CommandOutput
    ) -> ReviewPage {
        let report = Report.make(theme, traits: traits, evidence: evidence, &out)
        let items = report.items
        let findings = items.map { item in
            ReviewPage.Finding(
                heading: item.heading, lines: item.lines, appearances: Set(item.appearances.map(\.name)),
                screens: item.screens)
        }
        return ReviewPage(
            screens: screens, appearances: traits, size: size, options: options, depth: depth, picture: picture,
            summary: report.summary + "; " + FindingGroup.thingsToChange(items.count), findings: findings)
    }

    /// swift, css, tokens, android: the palette as code and tokens for engineers.
    static func exportPalette(_ format: HandoffFormat, _ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let theme = try args.loadTheme(&out)
        let output: HandoffOutput
        do {
            output = try format.output(
                for: theme, cssPrefix: args.value(.cssPrefix), referenceCatalog: args.flag(.swiftCatalog),
                cssNotation: { CSSColorNotation.written($0, like: $1)?.text })
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
        if let (folder, name) = singleFile(target, of: output.files.map(\.path), sameKind: false) {
            directory = folder
            userRoot = directory
            files.files = [(name, output.files[0].bytes)]
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
