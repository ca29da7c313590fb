import ThemeKit
import Terminal

/// `dusk [THEME] [--colors truecolor|256|16]`: the live preview.
enum PreviewCommand {
    static let usage = "usage: dusk [THEME] [--colors truecolor|256|16] [--log-traits FILE]"
    static let options = [
        OptionSpec(name: "colors", takesValue: true, help: "force a color mode (default: detected)"),
        OptionSpec(name: "log-traits", takesValue: true, help: "append one line per trait change to FILE"),
        OptionSpec(name: "help", takesValue: false, help: "show the help"),
    ]

    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: options, usage: usage)
        if args.flags.contains("help") { out.print(Help.overview); return }
        let depth = args.values["colors"] == nil ? nil : try args.choice("colors", from: ["truecolor", "256", "16"], default: "truecolor", usage: usage)
        let reference = try args.themeReference(usage: Help.overview)
        let theme = try ThemeLoader.load(reference)
        var traitLog: TraitLog?
        if let path = args.values["log-traits"] {
            do { traitLog = try TraitLog(path: path, protecting: theme.files) }
            catch { throw CommandError("--log-traits: \(error.description)", exitCode: 73) }
        }
        do {
            out.exitCode = try LivePreview.run(themeReference: reference, theme: theme, forcedDepth: depth, traitLog: traitLog)
        } catch let error as TerminalError {
            throw CommandError(error.message, exitCode: 1)
        }
    }
}
