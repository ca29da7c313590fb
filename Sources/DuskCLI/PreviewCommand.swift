import ColorScience
import Encoding
import Export
import Formats
import Preview
import Screens
import Terminal
import ThemeModel

/// `dusk [THEME]`: the live preview.
enum PreviewCommand: Command {
    static let name = ""
    static let arguments = "[THEME]"
    static let summary = "Opens the live preview of THEME (default: the built-in ios13)."
    static let options: [Option] = [
        .modeOption,
        .choice(
            .colors, ColorDepth.allCases.map(\.rawValue),
            "draw with this many colors (default: what the terminal supports)"),
        .text(.logTraits, "FILE", "append one line per trait change to FILE"),
        .text(.screen, "NAME", "start on this screen (see `dusk screens`)"),
        .text(.appearance, "NAME", "start in this appearance (light, dark, dark-elevated, ...)"),
    ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let depth = try args.colorDepth()
        let traits = try args.appearances(default: [.light])
        let reference = try args.themeReference()
        let theme = try ThemeLoader.load(reference, mode: args.value(.mode))
        let screens = try args.screens(in: theme)
        guard screens.count == 1 || args.value(.screen) == nil, traits.count == 1 else {
            throw UsageError(
                message: "the preview starts on one screen and in one appearance; give a single name", usage: usage)
        }
        var traitLog: TraitLogFile?
        if let path = args.value(.logTraits) {
            do { traitLog = try TraitLogFile(path: path, protecting: theme.files) } catch {
                throw CommandError(
                    "--log-traits: cannot write `\(SafeText.sanitized(path))`: \(error.reason)", exitCode: 73)
            }
        }
        do {
            out.exitCode = try LivePreview.run(
                themeReference: reference, mode: args.value(.mode), theme: theme, depth: depth, screen: screens[0],
                traits: traits[0],
                traitLog: traitLog, export: exportView)
        } catch {
            throw CommandError(error.message, exitCode: 1)
        }
    }

    /// `x`: the current view as ANSI, SVG and PNG into screenshots/<theme>/.
    @Sendable static func exportView(_ view: Canvas, _ name: String, _ theme: Theme) -> Result<[String], ExportFailure>
    {
        do {
            return .success(
                try ScreenshotWriter.write(
                    canvas: view, baseName: name, theme: theme,
                    into: ScreenshotWriter.defaultDirectory(for: theme)))
        } catch {
            return .failure(ExportFailure(error.description))
        }
    }
}
