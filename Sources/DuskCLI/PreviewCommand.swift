import ThemeKit
import Platform
import Screens
import Export
import Preview
import Terminal

/// `dusk [THEME]`: the live preview.
enum PreviewCommand {
    static let usage = "usage: dusk [THEME] [--colors truecolor|256|16|8|none] [--log-traits FILE]"
    static let options = [
        OptionSpec(name: "colors", takesValue: true, help: "draw with this many colors (default: what the terminal supports)"),
        OptionSpec(name: "log-traits", takesValue: true, help: "append one line per trait change to FILE"),
        OptionSpec(name: "help", takesValue: false, help: "show the help"),
    ]

    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: options, usage: usage)
        if args.flags.contains("help") { out.print(Help.overview); return }
        let depth = try args.colorDepth(usage: usage)
        let reference = try args.themeReference(usage: Help.overview)
        let theme = try ThemeLoader.load(reference)
        var traitLog: TraitLogFile?
        if let path = args.values["log-traits"] {
            do { traitLog = try TraitLogFile(path: path, protecting: theme.files) }
            catch { throw CommandError("--log-traits: cannot write `\(SafeText.sanitized(path))`: \(error.reason)", exitCode: 73) }
        }
        do {
            out.exitCode = try LivePreview.run(themeReference: reference, theme: theme, depth: depth, traitLog: traitLog, export: exportView)
        } catch {
            throw CommandError(error.message, exitCode: 1)
        }
    }

    /// `x`: the current view as ANSI and SVG into screenshots/<theme>/.
    @Sendable static func exportView(_ view: Canvas, _ name: String, _ theme: Theme) -> Result<[String], ExportFailure> {
        do {
            return .success(try ScreenshotWriter.write(canvas: view, baseName: name, theme: theme,
                                                       into: ScreenshotWriter.defaultDirectory(for: theme)))
        } catch {
            return .failure(ExportFailure(error.description))
        }
    }
}
